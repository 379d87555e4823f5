import { useEffect, useState } from "react";
import { afterReadsWhenIdle } from "../whenIdle";

/**
 * What `load` gives, loaded once the screen's reads have answered and the browser is idle
 * (whenIdle.ts); `ready` when it is already at hand (then nothing loads). Undefined until then,
 * and for good if the load fails: what waits for it simply does without.
 */
export function useAfterReads<T>(load: () => Promise<T>, ready?: T): T | undefined {
  const [value, setValue] = useState<T | undefined>(ready);
  // Loaded once, as the component mounts.
  useEffect(() => {
    if (ready !== undefined) return;
    let live = true;
    const cancel = afterReadsWhenIdle(
      () =>
        void load().then(
          (loaded) => live && setValue(() => loaded),
          () => undefined,
        ),
    );
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return value;
}

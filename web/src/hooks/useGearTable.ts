import { useEffect, useState } from "react";
import type { GearBonusTable } from "../../../content/rules/stats";
import { afterReadsWhenIdle } from "../whenIdle";

let loaded: GearBonusTable | undefined;
let loading: Promise<GearBonusTable> | undefined;

/** The gear table is large: it loads after the first screen, and figures that need it update then. */
export function loadGearTable(): Promise<GearBonusTable> {
  loading ??= import("../../../content/rules/gearTable").then(({ defaultGear }) => (loaded = defaultGear()));
  return loading;
}

export function useGearTable(): GearBonusTable {
  const [table, setTable] = useState<GearBonusTable>(() => loaded ?? {});
  useEffect(() => {
    if (loaded) return;
    let live = true;
    // Figures that need the table are right without it for a moment; the first screen's reads and
    // their drawing come first.
    const cancel = afterReadsWhenIdle(
      () =>
        void loadGearTable().then(
          (gear) => live && setTable(gear),
          () => undefined,
        ),
    );
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return table;
}

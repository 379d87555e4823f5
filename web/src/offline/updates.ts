/** Whether a new version of the client is ready, and how to switch to it (the update prompt reads this). */
import { useSyncExternalStore } from "react";

let reloadToUpdate: (() => void) | undefined;
const listeners = new Set<() => void>();

export function announceUpdate(reload: () => void): void {
  reloadToUpdate = reload;
  for (const listener of listeners) listener();
}

export function useUpdateReady(): (() => void) | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => reloadToUpdate,
    () => undefined,
  );
}

import { useCallback, useSyncExternalStore } from "react";

/** The width below which the board shows one list at a time, as the game's phone apps do. */
export const PHONE_QUERY = "(max-width: 720px)";

/** Whether a media query matches now, following its changes (a rotated phone, a resized window). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

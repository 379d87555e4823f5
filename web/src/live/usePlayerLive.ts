/**
 * Keeps this device connected to the player's own room while the player is signed in. The
 * connection's code (partysocket and the cache updates) loads once the first screen is up.
 */
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { whenIdle } from "../whenIdle";

const loadPlayerLive = whenIdle(() => import("./playerLive"));

export function usePlayerLive(userId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || typeof WebSocket === "undefined") return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadPlayerLive().then((module) => {
      if (!cancelled) stop = module.startPlayerLive(queryClient, userId);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, queryClient]);
}

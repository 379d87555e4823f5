/** The world state (GET /world-state): running events and promotions, and the world boss. */
import { queryOptions } from "@tanstack/react-query";
import { getWorldBoss, getWorldState } from "../api/user";

export const worldKeys = {
  all: ["world-state"] as const,
  worldBoss: ["world-state", "worldBoss"] as const,
};

/** Read once per session (banners, the gem sale); a quest's start or end reads it again. */
export const worldStateQuery = () =>
  queryOptions({ queryKey: worldKeys.all, queryFn: getWorldState, staleTime: Infinity, retry: false });

export const worldBossQuery = () => queryOptions({ queryKey: worldKeys.worldBoss, queryFn: getWorldBoss });

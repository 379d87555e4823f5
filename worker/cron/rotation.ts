/** The daily Cron Trigger: records the month whose shop rotation is in force. */
import { DAY_BOUNDARY_OFFSET_HOURS } from "../../content/data/constants";
import { database } from "../../db/client";
import { scheduledRuns, worldState } from "../../db/schema";
import type { Env } from "../env";

/** The rotation month starts at day 1 shifted by the 8-hour day boundary (content spec §4). */
export function rotationMonth(now: Date): { year: number; month: number } {
  const shifted = new Date(now.getTime() - DAY_BOUNDARY_OFFSET_HOURS * 3_600_000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() };
}

export async function cacheMonthlyRotation(env: Env, cron: string, now: Date) {
  const month = rotationMonth(now);
  const db = database(env.DB);
  await db.batch([
    db
      .insert(worldState)
      .values({ key: "rotation", value: month, updatedAt: now.toISOString() })
      .onConflictDoUpdate({ target: worldState.key, set: { value: month, updatedAt: now.toISOString() } }),
    db.insert(scheduledRuns).values({ cron, kind: "rotation", ranAt: now.toISOString(), detail: month }),
  ]);
  return month;
}

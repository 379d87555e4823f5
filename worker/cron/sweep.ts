/**
 * The every-15-minutes Cron Trigger: finds users whose day boundary has passed, through the
 * next_cron_at index, a page at a time.
 */
import { asc, lte } from "drizzle-orm";
import { database } from "../../db/client";
import { scheduledRuns, users } from "../../db/schema";
import type { Env } from "../env";

export const SWEEP_PAGE_SIZE = 500;
/** Must match the first cron of wrangler.toml. */
export const SWEEP_CRON = "*/15 * * * *";

export async function dueUserIds(env: Env, now: Date, limit = SWEEP_PAGE_SIZE): Promise<string[]> {
  const rows = await database(env.DB)
    .select({ id: users.id })
    .from(users)
    .where(lte(users.nextCronAt, now.getTime()))
    .orderBy(asc(users.nextCronAt))
    .limit(limit)
    .all();
  return rows.map((row) => row.id);
}

export async function sweepDayRollovers(env: Env, cron: string, now: Date) {
  const due = await dueUserIds(env, now);
  await database(env.DB)
    .insert(scheduledRuns)
    .values({ cron, kind: "sweep", ranAt: now.toISOString(), detail: { dueUsers: due.length } });
  return { dueUsers: due.length };
}

/**
 * A member's score reaches the challenge's or group's own task, as the original game keeps it:
 * the shared task's value moves by the member's delta (a group task's by the delta shared among
 * its assignees), and a habit's or daily's history keeps one entry a day, the day's last value
 * (a habit's with the day's up and down counts). One statement, computed inside D1, so members
 * scoring at once never lose one another's scores; it rides in the member's own batch.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { TaskType } from "../content/rules/types";
import type { Database } from "./client";
import { tasks } from "./schema";

/** Entries a shared task's history keeps: a year of days, as a subscriber's tasks keep. */
export const MASTER_HISTORY_MAX = 365;

const DAY_MS = 86_400_000;

export function scoreMasterTaskStatement(
  db: Database,
  score: {
    masterId: string;
    type: TaskType;
    delta: number;
    direction: "up" | "down";
    /** A group's task: the delta is shared among its assignees. */
    shared: boolean;
    now: Date;
  },
) {
  const delta = Number.isFinite(score.delta) ? score.delta : 0;
  const nowMs = Math.trunc(score.now.getTime());
  const today = Math.floor(nowMs / DAY_MS);
  const share = score.shared
    ? sql`(${delta} / max(1, coalesce(json_array_length(${tasks.doc}, '$.group.assignedUsers'), 1)))`
    : sql`${delta}`;
  const value = sql`(coalesce(json_extract(${tasks.doc}, '$.value'), 0) + ${share})`;
  const withValue = sql`json_set(${tasks.doc}, '$.value', ${value})`;
  // Only a shared task (it belongs to no player) is written here.
  const where = and(eq(tasks.id, score.masterId), isNull(tasks.userId));
  if (score.type !== "habit" && score.type !== "daily") return db.update(tasks).set({ doc: withValue }).where(where);
  const up = score.direction === "up" ? 1 : 0;
  const down = score.direction === "down" ? 1 : 0;
  const history = sql`coalesce(json_extract(${tasks.doc}, '$.history'), json('[]'))`;
  // Whole days since 1970 (UTC), computed in D1: bound numbers may arrive as reals.
  const dayMs = sql.raw(String(DAY_MS));
  const lastDay = sql`CAST(json_extract(${tasks.doc}, '$.history[#-1].date') / ${dayMs} AS INTEGER)`;
  const sameDay = sql`(json_array_length(${history}) > 0 AND ${lastDay} = CAST(${today} AS INTEGER))`;
  const todayEntry =
    score.type === "habit"
      ? sql`json_object('date', ${nowMs}, 'value', ${value},
          'scoredUp', coalesce(json_extract(${tasks.doc}, '$.history[#-1].scoredUp'), 0) + ${up},
          'scoredDown', coalesce(json_extract(${tasks.doc}, '$.history[#-1].scoredDown'), 0) + ${down})`
      : sql`json_object('date', ${nowMs}, 'value', ${value})`;
  const newEntry =
    score.type === "habit"
      ? sql`json_object('date', ${nowMs}, 'value', ${value}, 'scoredUp', ${up}, 'scoredDown', ${down})`
      : sql`json_object('date', ${nowMs}, 'value', ${value})`;
  const appended = sql`json_insert(${history}, '$[#]', ${newEntry})`;
  // A new day's entry drops the oldest once the history is full.
  const bounded = sql`CASE WHEN json_array_length(${appended}) > ${MASTER_HISTORY_MAX}
    THEN json_remove(${appended}, '$[0]') ELSE ${appended} END`;
  const nextHistory = sql`CASE WHEN ${sameDay} THEN json_set(${history}, '$[#-1]', ${todayEntry}) ELSE ${bounded} END`;
  return db
    .update(tasks)
    .set({ doc: sql`json_set(${withValue}, '$.history', json(${nextHistory}))` })
    .where(where);
}

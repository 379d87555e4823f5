/**
 * Client-named actions (DESIGN "The client offline"): a client that may send the same action
 * twice (its answer lost, its offline queue replayed) gives it an id; the effect and the id are
 * written in one batch, and an id already recorded is answered without applying it again.
 */
import { and, eq, inArray, lt } from "drizzle-orm";
import type { Database } from "./client";
import { clientActions } from "./schema";

/** How long an action id is remembered: far longer than any offline queue waits. */
export const CLIENT_ACTION_KEEP_DAYS = 60;
const DAY_MS = 86_400_000;

/** The ids among `ids` this user's actions already used. */
export async function recordedActionIds(db: Database, userId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ actionId: clientActions.actionId })
    .from(clientActions)
    .where(and(eq(clientActions.userId, userId), inArray(clientActions.actionId, [...new Set(ids)])))
    .all();
  return new Set(rows.map((row) => row.actionId));
}

/**
 * Records action ids with the change they made (a duplicate makes the batch fail, so a replay
 * racing its original can never commit twice) and forgets this user's ids past the keep period.
 */
export function recordActionsStatements(db: Database, userId: string, ids: readonly string[], now: number) {
  if (ids.length === 0) return [];
  return [
    db.delete(clientActions).where(and(eq(clientActions.userId, userId), lt(clientActions.recordedAt, now - CLIENT_ACTION_KEEP_DAYS * DAY_MS))),
    db.insert(clientActions).values(ids.map((actionId) => ({ userId, actionId, recordedAt: now }))),
  ];
}

export function deleteUserActionsStatement(db: Database, userId: string) {
  return db.delete(clientActions).where(eq(clientActions.userId, userId));
}

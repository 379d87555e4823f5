/**
 * Client-named actions (DESIGN "The client offline"): a client that may send the same action
 * twice (its answer lost, its offline queue replayed) gives it an id; the effect and the id are
 * written in one batch, and an id already recorded is answered without applying it again.
 */
import { and, eq, inArray, lt } from "drizzle-orm";
import type { Database } from "./client";
import { inChunks } from "./groups";
import { clientActions } from "./schema";

/** How long an action id is remembered: far longer than any offline queue waits. */
export const CLIENT_ACTION_KEEP_DAYS = 60;
const DAY_MS = 86_400_000;

/** The ids among `ids` this user's actions already used. */
export async function recordedActionIds(db: Database, userId: string, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  // D1 binds at most 100 parameters per statement: the user id and up to 90 action ids.
  for (const part of inChunks([...new Set(ids)])) {
    const rows = await db
      .select({ actionId: clientActions.actionId })
      .from(clientActions)
      .where(and(eq(clientActions.userId, userId), inArray(clientActions.actionId, part)))
      .all();
    for (const row of rows) found.add(row.actionId);
  }
  return found;
}

/**
 * Records action ids with the change they made (a duplicate makes the batch fail, so a replay
 * racing its original can never commit twice) and forgets this user's ids past the keep period.
 */
export function recordActionsStatements(db: Database, userId: string, ids: readonly string[], now: number) {
  if (ids.length === 0) return [];
  return [
    db
      .delete(clientActions)
      .where(
        and(eq(clientActions.userId, userId), lt(clientActions.recordedAt, now - CLIENT_ACTION_KEEP_DAYS * DAY_MS)),
      ),
    // Three parameters a row, under D1's 100 per statement.
    ...inChunks(ids, 30).map((part) =>
      db.insert(clientActions).values(part.map((actionId) => ({ userId, actionId, recordedAt: now }))),
    ),
  ];
}

export function deleteUserActionsStatement(db: Database, userId: string) {
  return db.delete(clientActions).where(eq(clientActions.userId, userId));
}

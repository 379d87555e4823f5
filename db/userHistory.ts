/**
 * A player's recent history for support (logins, day rollovers, armoire openings, quest
 * invitation answers). Recording is one insert plus one trim inside the batch that makes the
 * change, so history never disagrees with what happened and costs no extra round trip.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "./client";
import { userHistory } from "./schema";

export const HISTORY_KINDS = ["login", "cron", "armoire", "questInvite"] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** Rows kept per player and kind; older ones are trimmed as new ones arrive. */
export const HISTORY_KEEP = 50;

export interface HistoryEntry {
  at: string;
  client: string | null;
  detail: Record<string, unknown>;
}

/** The longest client name kept: the header is the caller's to choose. */
const CLIENT_MAX = 100;

export function clientName(header: string | undefined): string | null {
  return header ? header.slice(0, CLIENT_MAX) : null;
}

export function historyStatements(
  db: Database,
  entry: { userId: string; kind: HistoryKind; client: string | null; detail?: Record<string, unknown>; at?: Date },
): BatchItem<"sqlite">[] {
  const { userId, kind } = entry;
  return [
    db.insert(userHistory).values({
      userId,
      kind,
      at: (entry.at ?? new Date()).toISOString(),
      client: entry.client,
      detail: entry.detail ?? {},
    }),
    db
      .delete(userHistory)
      .where(
        and(
          eq(userHistory.userId, userId),
          eq(userHistory.kind, kind),
          sql`${userHistory.id} <= (SELECT id FROM user_history WHERE user_id = ${userId} AND kind = ${kind} ORDER BY id DESC LIMIT 1 OFFSET ${HISTORY_KEEP})`,
        ),
      ),
  ];
}

/**
 * One entry of the same kind for each of many players (the sweep's rollovers) in two
 * statements: one insert of every entry (passed as one JSON value) and one trim for all.
 */
export function historyManyStatements(
  db: Database,
  entries: readonly { userId: string; client: string | null; at: Date }[],
  kind: HistoryKind,
): BatchItem<"sqlite">[] {
  if (entries.length === 0) return [];
  const rows = JSON.stringify(
    entries.map((entry) => ({ userId: entry.userId, at: entry.at.toISOString(), client: entry.client })),
  );
  const statements: BatchItem<"sqlite">[] = [
    // Every column of the table in its order: the id is the table's to number.
    db
      .insert(userHistory)
      .select(
        sql`SELECT NULL, j.value ->> '$.userId', ${kind}, j.value ->> '$.at', j.value ->> '$.client', '{}' FROM json_each(${rows}) AS j ORDER BY j.key`,
      ),
  ];
  const userIds = JSON.stringify([...new Set(entries.map((entry) => entry.userId))]);
  statements.push(
    db
      .delete(userHistory)
      .where(
        and(
          eq(userHistory.kind, kind),
          sql`${userHistory.userId} IN (SELECT value FROM json_each(${userIds}))`,
          sql`${userHistory.id} <= (SELECT h.id FROM user_history AS h WHERE h.user_id = user_history.user_id AND h.kind = ${kind} ORDER BY h.id DESC LIMIT 1 OFFSET ${HISTORY_KEEP})`,
        ),
      ),
  );
  return statements;
}

/** The newest entries of each kind, newest first. */
export async function loadHistory(
  db: Database,
  userId: string,
  perKind = HISTORY_KEEP,
): Promise<Record<HistoryKind, HistoryEntry[]>> {
  const lists = await Promise.all(
    HISTORY_KINDS.map((kind) =>
      db
        .select()
        .from(userHistory)
        .where(and(eq(userHistory.userId, userId), eq(userHistory.kind, kind)))
        .orderBy(desc(userHistory.id))
        .limit(perKind)
        .all(),
    ),
  );
  return Object.fromEntries(
    HISTORY_KINDS.map((kind, index) => [
      kind,
      lists[index].map((row) => ({
        at: row.at,
        client: row.client,
        detail: (row.detail ?? {}) as Record<string, unknown>,
      })),
    ]),
  ) as Record<HistoryKind, HistoryEntry[]>;
}

/** Account deletion takes the player's history with it. */
export function deleteHistoryStatement(db: Database, userId: string) {
  return db.delete(userHistory).where(eq(userHistory.userId, userId));
}

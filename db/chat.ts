/**
 * Group chat messages. Likes and flags change with single SQL statements on the JSON columns,
 * so two players liking the same message at once never undo each other.
 */
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "./client";
import { chatMessages } from "./schema";

export type ChatRow = typeof chatMessages.$inferSelect;

export interface ChatFlag {
  at: string;
  comment?: string;
}

/** A JSON path naming one key of an object column; bound as a parameter, never spliced in. */
function keyPath(key: string): string {
  return `$."${key.replace(/["\\]/g, "")}"`;
}

/**
 * Stores a message and answers it as stored. Its timestamp is at least one past the group's
 * newest message, so messages of one group never share a timestamp (the clock of a Worker
 * stands still between I/O) and "messages since X" never misses one.
 */
export async function insertChatMessage(
  db: Database,
  row: Omit<ChatRow, "shadowMuted" | "authorStyle"> & { shadowMuted?: boolean; authorStyle?: unknown },
): Promise<ChatRow> {
  const stored = await db
    .insert(chatMessages)
    .values({
      ...row,
      timestamp: sql`max(${row.timestamp}, coalesce((SELECT max(timestamp) + 1 FROM chat_messages WHERE group_id = ${row.groupId}), 0))`,
    })
    .returning()
    .get();
  return stored;
}

export async function loadChatMessage(db: Database, groupId: string, messageId: string): Promise<ChatRow | undefined> {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.groupId, groupId)))
    .get();
}

/** Newest first (timestamps are unique within a group, so the index gives the order). */
export async function listChat(
  db: Database,
  groupId: string,
  options: { limit: number; since?: number; before?: number },
): Promise<ChatRow[]> {
  const where = and(
    eq(chatMessages.groupId, groupId),
    options.since === undefined ? undefined : gt(chatMessages.timestamp, options.since),
    options.before === undefined ? undefined : lt(chatMessages.timestamp, options.before),
  );
  return db.select().from(chatMessages).where(where).orderBy(desc(chatMessages.timestamp)).limit(options.limit).all();
}

export async function deleteChatMessage(db: Database, groupId: string, messageId: string): Promise<boolean> {
  const removed = await db
    .delete(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.groupId, groupId)))
    .returning({ id: chatMessages.id })
    .get();
  return removed !== undefined;
}

/** Likes the message for the user, or takes the like back; answers the new likes. */
export async function toggleChatLike(
  db: Database,
  groupId: string,
  messageId: string,
  userId: string,
): Promise<Record<string, boolean> | undefined> {
  const path = keyPath(userId);
  const row = await db
    .update(chatMessages)
    .set({
      // Un-liking keeps the entry, as false, as the game's API records it.
      likes: sql`json_set(${chatMessages.likes}, ${path},
        CASE WHEN json_extract(${chatMessages.likes}, ${path}) = 1 THEN json('false') ELSE json('true') END)`,
    })
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.groupId, groupId)))
    .returning({ likes: chatMessages.likes })
    .get();
  return row?.likes as Record<string, boolean> | undefined;
}

/**
 * Records the user's report once; answers the new flag count, or undefined when the user had
 * already reported it (or it is gone).
 */
export async function flagChatMessage(
  db: Database,
  groupId: string,
  messageId: string,
  userId: string,
  flag: ChatFlag,
  weight: number,
): Promise<number | undefined> {
  const row = await flagChatMessageStatement(db, groupId, messageId, userId, flag, weight).get();
  return row?.flagCount;
}

/** The report as one statement answering the new count (no row: already reported by this user, or gone). */
export function flagChatMessageStatement(
  db: Database,
  groupId: string,
  messageId: string,
  userId: string,
  flag: ChatFlag,
  weight: number,
) {
  const path = keyPath(userId);
  return db
    .update(chatMessages)
    .set({
      flags: sql`json_set(${chatMessages.flags}, ${path}, json(${JSON.stringify(flag)}))`,
      flagCount: sql`${chatMessages.flagCount} + ${weight}`,
    })
    .where(
      and(
        eq(chatMessages.id, messageId),
        eq(chatMessages.groupId, groupId),
        sql`json_extract(${chatMessages.flags}, ${path}) IS NULL`,
      ),
    )
    .returning({ flagCount: chatMessages.flagCount });
}

/**
 * Private messages: two rows per message (the sender's sent copy and the recipient's copy),
 * sharing uniqueMessageId, so each side deletes only its own copy while likes show on both.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "./client";
import { noteInboxWritten } from "./liveChanges";
import { inboxMessages } from "./schema";
import type { PrivateMessage } from "../worker/api-types/groups";

export type InboxRow = typeof inboxMessages.$inferSelect;

export interface Correspondent {
  id: string;
  username: string;
  name: string;
}

function keyPath(key: string): string {
  return `$."${key.replace(/["\\]/g, "")}"`;
}

/** Both copies of one message. */
export function privateMessageRows(
  sender: Correspondent,
  recipient: Correspondent,
  text: string,
  timestamp: number,
): [InboxRow, InboxRow] {
  const uniqueMessageId = crypto.randomUUID();
  const common = {
    uniqueMessageId,
    senderId: sender.id,
    senderUsername: sender.username,
    senderName: sender.name,
    text,
    timestamp,
    likes: {},
    flags: {},
    flagCount: 0,
  };
  return [
    {
      ...common,
      id: crypto.randomUUID(),
      ownerId: sender.id,
      sent: true,
      contactId: recipient.id,
      contactUsername: recipient.username,
      contactName: recipient.name,
    },
    {
      ...common,
      id: crypto.randomUUID(),
      ownerId: recipient.id,
      sent: false,
      contactId: sender.id,
      contactUsername: sender.username,
      contactName: sender.name,
    },
  ];
}

export function insertInboxStatement(db: Database, row: InboxRow) {
  noteInboxWritten(row);
  return db.insert(inboxMessages).values(row);
}

export async function listInbox(
  db: Database,
  ownerId: string,
  options: { limit: number; offset: number; contactId?: string },
): Promise<InboxRow[]> {
  const where = options.contactId
    ? and(eq(inboxMessages.ownerId, ownerId), eq(inboxMessages.contactId, options.contactId))
    : eq(inboxMessages.ownerId, ownerId);
  return db
    .select()
    .from(inboxMessages)
    .where(where)
    .orderBy(desc(inboxMessages.timestamp), desc(inboxMessages.id))
    .limit(options.limit)
    .offset(options.offset)
    .all();
}

export async function loadOwnInboxMessage(db: Database, ownerId: string, id: string): Promise<InboxRow | undefined> {
  return db
    .select()
    .from(inboxMessages)
    .where(and(eq(inboxMessages.ownerId, ownerId), eq(inboxMessages.id, id)))
    .get();
}

export async function deleteOwnInboxMessage(db: Database, ownerId: string, id: string): Promise<boolean> {
  const row = await db
    .delete(inboxMessages)
    .where(and(eq(inboxMessages.ownerId, ownerId), eq(inboxMessages.id, id)))
    .returning({ id: inboxMessages.id })
    .get();
  return row !== undefined;
}

/** Toggles the user's like on both copies of a message; answers the likes of the owner's copy. */
export async function toggleInboxLike(
  db: Database,
  uniqueMessageId: string,
  userId: string,
): Promise<Record<string, boolean>> {
  const path = keyPath(userId);
  const rows = await db
    .update(inboxMessages)
    .set({
      // Un-liking keeps the entry, as false, as the game's API records it.
      likes: sql`json_set(${inboxMessages.likes}, ${path},
        CASE WHEN json_extract(${inboxMessages.likes}, ${path}) = 1 THEN json('false') ELSE json('true') END)`,
    })
    .where(eq(inboxMessages.uniqueMessageId, uniqueMessageId))
    .returning({ likes: inboxMessages.likes })
    .all();
  return (rows[0]?.likes ?? {}) as Record<string, boolean>;
}

/** Records the owner's report on their copy once; undefined when already reported. */
export async function flagInboxMessage(
  db: Database,
  ownerId: string,
  id: string,
  flag: { at: string; comment?: string },
): Promise<number | undefined> {
  const path = keyPath(ownerId);
  const row = await db
    .update(inboxMessages)
    .set({
      flags: sql`json_set(${inboxMessages.flags}, ${path}, json(${JSON.stringify(flag)}))`,
      flagCount: sql`${inboxMessages.flagCount} + 1`,
    })
    .where(
      and(
        eq(inboxMessages.ownerId, ownerId),
        eq(inboxMessages.id, id),
        sql`json_extract(${inboxMessages.flags}, ${path}) IS NULL`,
      ),
    )
    .returning({ flagCount: inboxMessages.flagCount })
    .get();
  return row?.flagCount;
}

/** Deleting an account removes its own copies; the other side keeps theirs. */
export function deleteInboxOfOwnerStatement(db: Database, ownerId: string) {
  return db.delete(inboxMessages).where(eq(inboxMessages.ownerId, ownerId));
}

/** A private message as its owner sees it. */
export function inboxView(row: InboxRow): PrivateMessage {
  return {
    id: row.id,
    _id: row.id,
    uniqueMessageId: row.uniqueMessageId,
    ownerId: row.ownerId,
    uuid: row.senderId,
    user: row.senderName,
    username: row.senderUsername,
    contactId: row.contactId,
    contactName: row.contactName,
    contactUsername: row.contactUsername,
    sent: row.sent,
    text: row.text,
    timestamp: row.timestamp,
    likes: row.likes as Record<string, boolean>,
    flagCount: row.flagCount,
  };
}

export interface ConversationRow {
  /** The newest message of the conversation (the owner's copy). */
  last: InboxRow;
  count: number;
}

/**
 * The owner's conversations, one per correspondent (notes to oneself are one too), newest
 * first: each with its newest message and how many messages the owner holds of it.
 */
export async function listConversations(
  db: Database,
  ownerId: string,
  options: { limit: number; offset: number },
): Promise<ConversationRow[]> {
  const ranked = db
    .select({
      id: inboxMessages.id,
      rank: sql<number>`row_number() OVER (PARTITION BY ${inboxMessages.contactId} ORDER BY ${inboxMessages.timestamp} DESC, ${inboxMessages.id} DESC)`.as(
        "rank",
      ),
      count: sql<number>`count(*) OVER (PARTITION BY ${inboxMessages.contactId})`.as("count"),
    })
    .from(inboxMessages)
    .where(eq(inboxMessages.ownerId, ownerId))
    .as("ranked");
  const rows = await db
    .select({ message: inboxMessages, count: ranked.count })
    .from(ranked)
    .innerJoin(inboxMessages, eq(inboxMessages.id, ranked.id))
    .where(eq(ranked.rank, 1))
    .orderBy(desc(inboxMessages.timestamp), desc(inboxMessages.id))
    .limit(options.limit)
    .offset(options.offset)
    .all();
  return rows.map((row) => ({ last: row.message, count: Number(row.count) }));
}

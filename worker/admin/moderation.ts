/**
 * What moderators do with reported chat: clear the reports, delete the message, or take the
 * author's chat away. Each action and its audit entry are one D1 batch; the group's room is
 * told afterwards.
 */
import { and, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { GameError } from "../../content/rules/errors";
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { inChunks } from "../../db/groups";
import { type ChatFlag, flagChatMessageStatement } from "../../db/chat";
import { chatMessages, groups, users } from "../../db/schema";
import { casGuard, updateUser } from "../../db/users";
import type { ServerMessage } from "../../party/protocol";
import type { Env } from "../env";
import { publishToGroup } from "../lib/rooms";
import { actorOf, auditStatement, changedPaths } from "./audit";
import { assertMayChangeStanding, assertNotOwnAccount, assertNotOwnReports } from "./staffLimits";
import type { QueuedMessage } from "../api-types/admin";
import { logError } from "../lib/log";

/** Messages one page of the moderation queue lists at most. */
export const QUEUE_PAGE_MAX = 100;

function isGuardFailure(error: unknown): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? "") + String((error as Error)?.message ?? "");
  return text.includes("cas_guard");
}

async function tellRoom(env: Env, groupId: string, message: ServerMessage): Promise<void> {
  try {
    await publishToGroup(env, groupId, message);
  } catch (error) {
    logError("could not reach the room of group", groupId, message.type, error);
  }
}

export type { QueuedMessage };

/**
 * Reported messages across every group, newest first. `groupId` narrows the queue to one
 * group; `before` (a message time) pages back.
 */
export async function moderationQueue(
  db: Database,
  options: { groupId?: string; limit?: number; before?: number; hidingLimit: number },
): Promise<QueuedMessage[]> {
  const limit = Math.min(options.limit ?? QUEUE_PAGE_MAX, QUEUE_PAGE_MAX);
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        gt(chatMessages.flagCount, 0),
        options.groupId === undefined ? undefined : eq(chatMessages.groupId, options.groupId),
        options.before === undefined ? undefined : lt(chatMessages.timestamp, options.before),
      ),
    )
    .orderBy(desc(chatMessages.timestamp))
    .limit(limit)
    .all();
  const groupIds = [...new Set(rows.map((row) => row.groupId))];
  const authorIds = [...new Set(rows.map((row) => row.userId).filter((id): id is string => Boolean(id)))];
  const groupRows = new Map<string, { id: string; name: string; type: string; privacy: string }>();
  for (const part of inChunks(groupIds)) {
    for (const row of await db
      .select({ id: groups.id, name: groups.name, type: groups.type, privacy: groups.privacy })
      .from(groups)
      .where(inArray(groups.id, part))
      .all()) {
      groupRows.set(row.id, row);
    }
  }
  const authors = new Map<string, { chatRevoked: boolean; chatShadowMuted: boolean }>();
  for (const part of inChunks(authorIds)) {
    const found = await db
      .select({
        id: users.id,
        chatRevoked: sql<number | null>`json_extract(${users.flags}, '$.chatRevoked')`,
        chatShadowMuted: sql<number | null>`json_extract(${users.flags}, '$.chatShadowMuted')`,
      })
      .from(users)
      .where(inArray(users.id, part))
      .all();
    for (const row of found)
      authors.set(row.id, { chatRevoked: Boolean(row.chatRevoked), chatShadowMuted: Boolean(row.chatShadowMuted) });
  }
  return rows.map((row) => ({
    id: row.id,
    groupId: row.groupId,
    group: groupRows.get(row.groupId) ?? null,
    text: row.text,
    timestamp: row.timestamp,
    flagCount: row.flagCount,
    flags: (row.flags ?? {}) as Record<string, ChatFlag>,
    shadowMuted: row.shadowMuted,
    hidden: row.flagCount >= options.hidingLimit,
    author: row.userId
      ? {
          id: row.userId,
          username: row.username,
          name: row.displayName,
          chatRevoked: authors.get(row.userId)?.chatRevoked ?? false,
          chatShadowMuted: authors.get(row.userId)?.chatShadowMuted ?? false,
        }
      : null,
  }));
}

async function loadMessage(db: Database, groupId: string, messageId: string) {
  if (groupId.length > 100 || messageId.length > 100) return undefined;
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.groupId, groupId)))
    .get();
}

/**
 * Clears the reports' weight on a message (a shadow-muted one becomes visible to all). Who
 * reported it and why is kept, as the game's API keeps it, so a player who reported it once
 * cannot report it again and moderators still see its history.
 */
export async function clearReports(
  env: Env,
  db: Database,
  actor: User,
  groupId: string,
  messageId: string,
): Promise<void> {
  const message = await loadMessage(db, groupId, messageId);
  if (!message) throw new GameError("NotFound", "chatMessageNotFound");
  assertNotOwnReports(actor, message.userId);
  try {
    await db.batch([
      db
        .update(chatMessages)
        .set({ flagCount: 0, shadowMuted: false })
        .where(and(eq(chatMessages.id, messageId), eq(chatMessages.groupId, groupId))),
      casGuard(db),
      auditStatement(db, {
        actor: actorOf(actor),
        targetType: "group",
        targetId: groupId,
        action: "clearFlags",
        changes: [
          { path: `chat.${messageId}.flagCount`, old: message.flagCount, new: 0 },
          ...(message.shadowMuted ? [{ path: `chat.${messageId}.shadowMuted`, old: true, new: false }] : []),
        ],
      }),
    ]);
  } catch (error) {
    if (isGuardFailure(error)) throw new GameError("NotFound", "chatMessageNotFound");
    throw error;
  }
  await tellRoom(env, groupId, { type: "chat.flagged", messageId, flagCount: 0 });
}

/** Deletes a message; the audit entry keeps its text, author and reports. */
export async function deleteReportedMessage(
  env: Env,
  db: Database,
  actor: User,
  groupId: string,
  messageId: string,
): Promise<void> {
  const message = await loadMessage(db, groupId, messageId);
  if (!message) throw new GameError("NotFound", "chatMessageNotFound");
  try {
    await db.batch([
      db.delete(chatMessages).where(and(eq(chatMessages.id, messageId), eq(chatMessages.groupId, groupId))),
      casGuard(db),
      auditStatement(db, {
        actor: actorOf(actor),
        targetType: "group",
        targetId: groupId,
        action: "deleteMessage",
        changes: [
          {
            path: `chat.${messageId}`,
            old: {
              authorId: message.userId,
              author: message.username,
              text: message.text,
              flagCount: message.flagCount,
            },
            new: null,
          },
        ],
      }),
    ]);
  } catch (error) {
    if (isGuardFailure(error)) throw new GameError("NotFound", "chatMessageNotFound");
    throw error;
  }
  await tellRoom(env, groupId, { type: "chat.deleted", messageId });
}

/** Takes the chat away from a player (tavern, guilds and private messages; their party still works). */
export async function setChatRevoked(
  db: Database,
  actor: User,
  userId: string,
  revoked: boolean,
  action = "revokeChat",
): Promise<User> {
  assertNotOwnAccount(actor, userId);
  const { user } = await updateUser(db, userId, (fresh) => {
    const before = structuredClone(fresh);
    fresh.flags.chatRevoked = revoked;
    const changes = changedPaths(before, fresh, ["flags.chatRevoked"]);
    assertMayChangeStanding(actor, before, changes);
    if (changes.length === 0) return { user: fresh, result: null, unchanged: true };
    return {
      user: fresh,
      result: null,
      extra: [auditStatement(db, { actor: actorOf(actor), targetType: "user", targetId: userId, action, changes })],
    };
  });
  return user;
}

/** The author of a message, for revoking their chat from the queue. */
export async function messageAuthor(db: Database, groupId: string, messageId: string): Promise<string> {
  const message = await loadMessage(db, groupId, messageId);
  if (!message) throw new GameError("NotFound", "chatMessageNotFound");
  if (!message.userId) throw new GameError("BadRequest", "systemMessageHasNoAuthor");
  return message.userId;
}

/**
 * A moderator's report, which alone is enough to hide a message: recorded in the audit log in
 * the same batch. Answers the new count, or undefined when this moderator had reported it already.
 */
export async function flagAsModerator(
  db: Database,
  actor: User,
  message: { id: string; groupId: string; flagCount: number },
  flag: ChatFlag,
  weight: number,
): Promise<number | undefined> {
  try {
    const [rows] = await db.batch([
      flagChatMessageStatement(db, message.groupId, message.id, actor._id, flag, weight),
      casGuard(db),
      auditStatement(db, {
        actor: actorOf(actor),
        targetType: "group",
        targetId: message.groupId,
        action: "flagMessage",
        changes: [
          { path: `chat.${message.id}.flagCount`, old: message.flagCount, new: message.flagCount + weight },
          ...(flag.comment ? [{ path: `chat.${message.id}.comment`, old: null, new: flag.comment }] : []),
        ],
      }),
    ]);
    return rows[0]?.flagCount;
  } catch (error) {
    if (isGuardFailure(error)) return undefined;
    throw error;
  }
}

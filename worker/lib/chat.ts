/**
 * Group chat as a reader sees it and as a writer changes it: which messages a reader may see
 * (reports hide, shadow mutes hide from all but the author), posting with its unread markers
 * and @mentions, deleting, liking and reporting. D1 is the record; every change is then
 * broadcast to the group's room.
 */
import { and, eq, inArray } from "drizzle-orm";
import {
  CHAT_FLAG_FROM_MOD,
  CHAT_FLAG_FROM_SHADOW_MUTE,
  CHAT_FLAG_LIMIT_FOR_HIDING,
} from "../../content/data/constants";
import { GameError } from "../../content/rules/errors";
import type { User } from "../../content/rules/types";
import {
  deleteChatMessage,
  flagChatMessage,
  insertChatMessage,
  listChat,
  loadChatMessage,
  toggleChatLike,
  type ChatFlag,
  type ChatRow,
} from "../../db/chat";
import type { Database } from "../../db/client";
import { inChunks, type Group } from "../../db/groups";
import { groupMembers, users } from "../../db/schema";
import { updateUser, userFromRow } from "../../db/users";
import type { ChatMessageView } from "../../party/protocol";
import { deleteReportedMessage, flagAsModerator } from "../admin/moderation";
import type { Env } from "../env";
import { broadcast, displayName, isModerator, newNotification, type GroupAccess } from "./groupAccess";
import { liveChatView } from "./systemChat";
import { logError } from "./log";

/** Default and largest number of messages one read returns. */
export const CHAT_PAGE_DEFAULT = 200;
export const CHAT_PAGE_MAX = 500;
/**
 * Unread markers are written on every member's document; past this size a group is read like
 * the tavern (no per-member marker) so one message never turns into thousands of writes.
 */
const UNREAD_MARK_MAX_MEMBERS = 200;
/** Distinct @mentions one message may notify. */
const MENTIONS_PER_MESSAGE_MAX = 10;

export interface ChatMessageResponse extends ChatMessageView {
  _id: string;
  flags: Record<string, unknown>;
  /** Moderators only: the author was shadow-muted when they wrote it. */
  shadowMuted?: boolean;
}

/**
 * A message as this reader may see it, or undefined when it is hidden from them. Messages
 * reported by enough players are hidden from everyone but moderators and their author;
 * only moderators see who reported and why.
 */
export function chatView(row: ChatRow, reader: User, moderator: boolean): ChatMessageResponse | undefined {
  const own = row.userId === reader._id;
  if (!moderator && !own && row.flagCount >= CHAT_FLAG_LIMIT_FOR_HIDING) return undefined;
  const flags = (row.flags ?? {}) as Record<string, unknown>;
  const view: ChatMessageResponse = {
    id: row.id,
    _id: row.id,
    groupId: row.groupId,
    text: row.text,
    timestamp: row.timestamp,
    uuid: row.userId ?? "system",
    likes: (row.likes ?? {}) as Record<string, boolean>,
    // Authors must not learn that a shadow mute hides their words; others see only their own report.
    flagCount: moderator ? row.flagCount : 0,
    flags: moderator ? flags : reader._id in flags ? { [reader._id]: true } : {},
  };
  if (moderator && row.shadowMuted) view.shadowMuted = true;
  if (row.userId) {
    view.user = row.displayName ?? row.username ?? undefined;
    view.username = row.username ?? undefined;
  } else {
    view.system = true;
    if (row.info) view.info = row.info as Record<string, unknown>;
  }
  return view;
}

export async function readableChat(
  db: Database,
  reader: User,
  groupId: string,
  options: { limit: number; since?: number; before?: number },
) {
  const moderator = isModerator(reader);
  const rows = await listChat(db, groupId, options);
  return rows
    .map((row) => chatView(row, reader, moderator))
    .filter((message): message is ChatMessageResponse => message !== undefined);
}

/** The usernames a message mentions, as written after "@". */
export function mentionedUsernames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/(?:^|[^\w@])@([A-Za-z0-9_-]{1,40})/g)) names.add(match[1].toLowerCase());
  return [...names].slice(0, MENTIONS_PER_MESSAGE_MAX);
}

/**
 * Unread markers being written right now in this isolate ("userId:groupId"). A burst of
 * messages would otherwise have every request write the same marker on the same documents;
 * only set membership is shared, never another request's promise.
 */
const markingInFlight = new Set<string>();

/**
 * After a message: members of small groups get an unread marker, mentioned players a
 * notification. Each is one guarded user write; one failure never undoes the message.
 */
async function notifyReaders(db: Database, group: Group, author: User, message: ChatRow) {
  const marks = new Map<string, { unread: boolean; mention: boolean }>();
  if (group.type !== "tavern" && group.memberCount <= UNREAD_MARK_MAX_MEMBERS) {
    const members = await db
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(eq(groupMembers.groupId, group.id))
      .all();
    for (const member of members)
      if (member.userId !== author._id) marks.set(member.userId, { unread: true, mention: false });
  }
  const names = mentionedUsernames(message.text);
  if (names.length) {
    const mentioned = await db.select({ id: users.id }).from(users).where(inArray(users.usernameLower, names)).all();
    const open = group.type === "tavern" || group.privacy === "public";
    const memberIds = open
      ? undefined
      : new Set(
          (
            await db
              .select({ userId: groupMembers.userId })
              .from(groupMembers)
              .where(
                and(
                  eq(groupMembers.groupId, group.id),
                  inArray(
                    groupMembers.userId,
                    mentioned.map((row) => row.id),
                  ),
                ),
              )
              .all()
          ).map((row) => row.userId),
        );
    for (const { id } of mentioned) {
      // In a private group only members may be told what was said there.
      if (id === author._id || (memberIds && !memberIds.has(id))) continue;
      marks.set(id, { unread: marks.get(id)?.unread ?? false, mention: true });
    }
  }
  // One read for everyone: a reader whose marker is already set costs no write at all.
  const current = new Map<string, User>();
  for (const part of inChunks([...marks.keys()])) {
    for (const row of await db.select().from(users).where(inArray(users.id, part)).all())
      current.set(row.id, userFromRow(row));
  }
  const needed = [...marks.entries()].filter(([userId, mark]) => {
    const known = current.get(userId);
    if (known === undefined) return false;
    if (mark.mention) return true;
    // Another message of this isolate is already setting the very same marker.
    return known.newMessages?.[group.id]?.value !== true && !markingInFlight.has(`${userId}:${group.id}`);
  });
  const claimed = needed.filter(([, mark]) => !mark.mention).map(([userId]) => `${userId}:${group.id}`);
  for (const key of claimed) markingInFlight.add(key);
  const results = await Promise.allSettled(
    needed.map(([userId, mark]) =>
      updateUser(db, userId, (fresh) => {
        const unread = mark.unread && fresh.newMessages?.[group.id]?.value !== true;
        // A player who blocked the author is not told about their mentions.
        const mention = mark.mention && !fresh.inbox?.blocks?.includes(author._id);
        if (unread) fresh.newMessages = { ...(fresh.newMessages ?? {}), [group.id]: { name: group.name, value: true } };
        if (mention) {
          fresh.notifications = [
            ...(fresh.notifications ?? []),
            newNotification("NEW_MENTION", {
              groupId: group.id,
              groupName: group.name,
              messageId: message.id,
              author: { id: author._id, name: displayName(author), username: author.auth.local.username },
              text: message.text.slice(0, 200),
            }),
          ];
        }
        return { user: fresh, result: null, unchanged: !unread && !mention };
      }),
    ),
  );
  for (const key of claimed) markingInFlight.delete(key);
  for (const result of results)
    if (result.status === "rejected") logError("could not mark a chat message for a reader", group.id, result.reason);
}

function isChatNotificationOf(notification: { type: string; data: unknown }, groupId: string): boolean {
  if (notification.type !== "NEW_CHAT_MESSAGE") return false;
  const data = notification.data as { group?: { id?: unknown } } | null;
  return data?.group?.id === groupId;
}

function hasChatNotification(user: User, groupId: string): boolean {
  return (user.notifications ?? []).some((notification) => isChatNotificationOf(notification, groupId));
}

/** POST /groups/{id}/chat/seen: the group's unread marker and its bell notification go. */
export async function markChatSeen(db: Database, me: User, groupId: string): Promise<User> {
  const { user } = await updateUser(
    db,
    me._id,
    (fresh) => {
      const unread = Boolean(fresh.newMessages && Object.hasOwn(fresh.newMessages, groupId));
      const notified = hasChatNotification(fresh, groupId);
      if (unread && fresh.newMessages) delete fresh.newMessages[groupId];
      if (notified)
        fresh.notifications = fresh.notifications.filter(
          (notification) => !isChatNotificationOf(notification, groupId),
        );
      return { user: fresh, result: null, unchanged: !unread && !notified };
    },
    me,
  );
  return user;
}

async function sinceMessage(
  db: Database,
  groupId: string,
  previousMsg: string | undefined,
): Promise<number | undefined> {
  if (!previousMsg || previousMsg.length > 100) return undefined;
  return (await loadChatMessage(db, groupId, previousMsg))?.timestamp;
}

/** The messages since `previousMsg` (a client catching up after its own change). */
export async function chatSince(db: Database, reader: User, groupId: string, previousMsg: string | undefined) {
  const since = await sinceMessage(db, groupId, previousMsg);
  return readableChat(db, reader, groupId, { limit: CHAT_PAGE_DEFAULT, since });
}

/** A member's message: stored, broadcast unless it is hidden, then its readers marked. */
export async function postChatMessage(env: Env, db: Database, group: Group, me: User, text: string): Promise<ChatRow> {
  // Parties and private guilds are conversations among friends, so a chat ban applies to public talk.
  if (me.flags?.chatRevoked && group.privacy === "public")
    throw new GameError("NotAuthorized", "chatPrivilegesRevoked");
  const shadowMuted = Boolean(me.flags?.chatShadowMuted) && group.type !== "party";
  const draft: ChatRow = {
    id: crypto.randomUUID(),
    groupId: group.id,
    userId: me._id,
    username: me.auth.local.username,
    displayName: displayName(me),
    text,
    timestamp: Date.now(),
    likes: {},
    flags: {},
    // A shadow-muted author sees their message; nobody else does.
    flagCount: shadowMuted ? CHAT_FLAG_FROM_SHADOW_MUTE : 0,
    info: null,
    shadowMuted,
  };
  const row = await insertChatMessage(db, draft);
  if (row.flagCount < CHAT_FLAG_LIMIT_FOR_HIDING) {
    await broadcast(env, group.id, { type: "chat.new", message: liveChatView(row) });
    await notifyReaders(db, group, me, row);
  }
  return row;
}

/** Its author or the group's leader deletes a message; a moderator's deletion is audited. */
export async function removeChatMessage(
  env: Env,
  db: Database,
  me: User,
  access: GroupAccess,
  messageId: string,
): Promise<void> {
  const group = access.group;
  const message = await loadChatMessage(db, group.id, messageId);
  if (!message) throw new GameError("NotFound", "chatMessageNotFound");
  const ownOrLeader = message.userId === me._id || access.role === "leader";
  if (!ownOrLeader && !isModerator(me)) throw new GameError("NotAuthorized", "onlyAuthorLeaderOrModeratorCanDelete");
  if (ownOrLeader) {
    if (!(await deleteChatMessage(db, group.id, message.id))) throw new GameError("NotFound", "chatMessageNotFound");
    await broadcast(env, group.id, { type: "chat.deleted", messageId: message.id });
  } else {
    // A moderator removing someone else's words: recorded in the audit log.
    await deleteReportedMessage(env, db, me, group.id, message.id);
  }
}

/** Likes someone else's visible message, or takes the like back; answers the message. */
export async function likeChatMessage(env: Env, db: Database, me: User, groupId: string, messageId: string) {
  const message = await loadChatMessage(db, groupId, messageId);
  if (!message || !chatView(message, me, isModerator(me))) throw new GameError("NotFound", "chatMessageNotFound");
  // One's own message may be liked too, as the game's API allows.
  const likes = await toggleChatLike(db, groupId, message.id, me._id);
  if (!likes) throw new GameError("NotFound", "chatMessageNotFound");
  await broadcast(env, groupId, { type: "chat.liked", messageId: message.id, likes });
  return chatView({ ...message, likes }, me, isModerator(me));
}

/** Reports someone else's message once; a moderator's report alone hides it. Answers the message. */
export async function reportChatMessage(
  env: Env,
  db: Database,
  me: User,
  groupId: string,
  messageId: string,
  comment: string | undefined,
): Promise<ChatMessageResponse> {
  const message = await loadChatMessage(db, groupId, messageId);
  const moderator = isModerator(me);
  if (!message || !chatView(message, me, moderator)) throw new GameError("NotFound", "chatMessageNotFound");
  if (message.userId === me._id) throw new GameError("NotAuthorized", "cannotFlagOwnMessage");
  const flag: ChatFlag = { at: new Date().toISOString(), ...(comment ? { comment } : {}) };
  // A moderator's report alone is enough to hide a message.
  const flagCount = moderator
    ? await flagAsModerator(db, me, message, flag, CHAT_FLAG_FROM_MOD)
    : await flagChatMessage(db, groupId, message.id, me._id, flag, 1);
  if (flagCount === undefined) throw new GameError("NotAuthorized", "messageAlreadyFlagged");
  await broadcast(env, groupId, { type: "chat.flagged", messageId: message.id, flagCount });
  const fresh = (await loadChatMessage(db, groupId, message.id)) ?? {
    ...message,
    flagCount,
    flags: { [me._id]: flag },
  };
  // The reporter keeps seeing what they reported, even once it is hidden from others.
  return chatView(fresh, me, moderator) ?? { ...liveChatView(fresh), _id: fresh.id, flags: { [me._id]: true } };
}

/**
 * Group chat as a reader sees it and as a writer changes it: which messages a reader may see
 * (reports hide, shadow mutes hide from all but the author), posting with its unread markers
 * and @mentions, deleting, liking and reporting. D1 is the record; every change is then
 * broadcast to the group's room.
 */
import { and, eq, inArray } from "drizzle-orm";
import {
  CHAT_MIN_ACCOUNT_AGE_MINUTES_DEFAULT,
  STAFF_PRIVILEGES,
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
import { hasPrivilege } from "../admin/privileges";
import { authorStyle, type AuthorStyle, highlightMentions, type MentionedPlayer } from "./chatAuthors";
import { sendGroupChatWebhooks } from "./groupChatWebhooks";
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

export interface ChatMessageResponse extends ChatMessageView {
  _id: string;
  flags: Record<string, unknown>;
  /** The author's look and standing when they wrote it (messages written before these were kept have none). */
  userStyles?: AuthorStyle["userStyles"];
  contributor?: AuthorStyle["contributor"];
  backer?: AuthorStyle["backer"];
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
    const style = row.authorStyle as AuthorStyle | null;
    if (style) {
      view.userStyles = style.userStyles;
      view.contributor = style.contributor;
      view.backer = style.backer;
    }
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

/**
 * Unread markers being written right now in this isolate ("userId:groupId"). A burst of
 * messages would otherwise have every request write the same marker on the same documents;
 * only set membership is shared, never another request's promise.
 */
const markingInFlight = new Set<string>();

/**
 * After a message: members of small groups get an unread marker and one chat notification for
 * the group (never a second while the first is there), mentioned players a mention notification.
 * Each is one guarded user write; one failure never undoes the message.
 */
async function notifyReaders(
  db: Database,
  group: Group,
  author: User,
  message: ChatRow,
  mentioned: readonly MentionedPlayer[],
) {
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
  if (mentioned.length) {
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
                    mentioned.map((player) => player.id),
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
  // One read for everyone: a reader already marked and notified costs no write at all.
  const current = new Map<string, User>();
  for (const part of inChunks([...marks.keys()])) {
    for (const row of await db.select().from(users).where(inArray(users.id, part)).all())
      current.set(row.id, userFromRow(row));
  }
  const needed = [...marks.entries()].filter(([userId, mark]) => {
    const known = current.get(userId);
    if (known === undefined) return false;
    if (mark.mention) return true;
    if (known.newMessages?.[group.id]?.value === true && hasChatNotification(known, group.id)) return false;
    // Another message of this isolate is already setting the very same marker.
    return !markingInFlight.has(`${userId}:${group.id}`);
  });
  const claimed = needed.filter(([, mark]) => !mark.mention).map(([userId]) => `${userId}:${group.id}`);
  for (const key of claimed) markingInFlight.add(key);
  const results = await Promise.allSettled(
    needed.map(([userId, mark]) =>
      updateUser(db, userId, (fresh) => {
        const unread = mark.unread && fresh.newMessages?.[group.id]?.value !== true;
        const notify = mark.unread && !hasChatNotification(fresh, group.id);
        // A player who blocked the author is not told about their mentions.
        const mention = mark.mention && !fresh.inbox?.blocks?.includes(author._id);
        if (unread) fresh.newMessages = { ...(fresh.newMessages ?? {}), [group.id]: { name: group.name, value: true } };
        if (notify)
          fresh.notifications = [
            ...(fresh.notifications ?? []),
            newNotification("NEW_CHAT_MESSAGE", { group: { id: group.id, name: group.name } }),
          ];
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
        return { user: fresh, result: null, unchanged: !unread && !notify && !mention };
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

/**
 * The chat as this reader sees it (newest first, one page), when messages were written after
 * `previousMsg`, the newest message the client has; undefined when nothing came after it. The
 * game's API answers a post or a deletion with the whole chat in that case, so a client that
 * missed messages catches up.
 */
export async function chatIfUpdated(
  db: Database,
  reader: User,
  groupId: string,
  previousMsg: string | undefined,
): Promise<ChatMessageResponse[] | undefined> {
  if (!previousMsg) return undefined;
  const [newest] = await listChat(db, groupId, { limit: 1 });
  if (!newest || newest.id === previousMsg.toLowerCase()) return undefined;
  return readableChat(db, reader, groupId, { limit: CHAT_PAGE_DEFAULT });
}

/** Whether the author's account is too young to talk in public chat (staff never are). */
function tooYoungForPublicChat(env: Env, group: Group, me: User, now: number): boolean {
  if (group.type !== "tavern" && group.privacy !== "public") return false;
  if (hasPrivilege(me, ...STAFF_PRIVILEGES)) return false;
  const setting = Number(env.CHAT_MIN_ACCOUNT_AGE_MINUTES);
  const minutes =
    env.CHAT_MIN_ACCOUNT_AGE_MINUTES !== undefined && Number.isFinite(setting) && setting >= 0
      ? setting
      : CHAT_MIN_ACCOUNT_AGE_MINUTES_DEFAULT;
  const created = Date.parse(me.auth.timestamps.created);
  return Number.isFinite(created) && now - created < minutes * 60_000;
}

/**
 * A member's message: mentions linked, stored with the author's look and standing, broadcast
 * unless it is hidden, then its readers marked and the group's chat webhooks told.
 */
export async function postChatMessage(
  env: Env,
  db: Database,
  group: Group,
  me: User,
  written: string,
  waitUntil?: (promise: Promise<unknown>) => void,
): Promise<ChatRow> {
  // Parties and private guilds are conversations among friends, so a chat ban applies to public talk.
  if (me.flags?.chatRevoked && group.privacy === "public")
    throw new GameError("NotAuthorized", "chatPrivilegesRevoked");
  const now = Date.now();
  if (tooYoungForPublicChat(env, group, me, now)) throw new GameError("BadRequest", "chatTemporarilyUnavailable");
  const shadowMuted = Boolean(me.flags?.chatShadowMuted) && group.type !== "party";
  const { text, mentioned } = await highlightMentions(db, written);
  const draft: ChatRow = {
    id: crypto.randomUUID(),
    groupId: group.id,
    userId: me._id,
    // As the game's API: a username not yet confirmed is not shown.
    username: me.flags?.verifiedUsername ? me.auth.local.username : null,
    displayName: displayName(me),
    text,
    timestamp: now,
    likes: {},
    flags: {},
    // A shadow-muted author sees their message; nobody else does.
    flagCount: shadowMuted ? CHAT_FLAG_FROM_SHADOW_MUTE : 0,
    info: null,
    shadowMuted,
    authorStyle: authorStyle(me),
  };
  const row = await insertChatMessage(db, draft);
  if (row.flagCount < CHAT_FLAG_LIMIT_FOR_HIDING) {
    await broadcast(env, group.id, { type: "chat.new", message: liveChatView(row) });
    await notifyReaders(db, group, me, row, mentioned);
    const told = sendGroupChatWebhooks(env, db, group, chatView(row, me, false), waitUntil);
    if (waitUntil) waitUntil(told);
    else await told;
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

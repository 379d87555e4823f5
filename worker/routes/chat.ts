/**
 * Group chat (spec §7 Groups, chat): read, post, delete, like, flag, clear flags, seen.
 * D1 is the record; every change is then broadcast to the group's room.
 */
import { paramMessage } from "../../content/i18n/params";
import { and, eq, inArray } from "drizzle-orm";
import { Hono, type Context } from "hono";
import * as v from "valibot";
import {
  CHAT_FLAG_FROM_MOD,
  CHAT_FLAG_FROM_SHADOW_MUTE,
  CHAT_FLAG_LIMIT_FOR_HIDING,
  CHAT_MESSAGE_MAX,
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
import { database, type Database } from "../../db/client";
import { inChunks, type Group } from "../../db/groups";
import { groupMembers, users } from "../../db/schema";
import { updateUser, userFromRow } from "../../db/users";
import type { ChatMessageView } from "../../party/protocol";
import { clearReports, deleteReportedMessage, flagAsModerator } from "../admin/moderation";
import { authenticate } from "../middleware/auth";
import type { AppEnv } from "../env";
import { ok } from "../middleware/envelope";
import { body, query, str } from "../middleware/validate";
import {
  broadcast,
  chatReadableGroup,
  displayName,
  isModerator,
  memberGroup,
  newNotification,
} from "../lib/groupAccess";
import { liveChatView } from "../lib/systemChat";
import { logError } from "../lib/log";

/** Default and largest number of messages one read returns. */
const CHAT_PAGE_DEFAULT = 200;
const CHAT_PAGE_MAX = 500;
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

async function readableChat(
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

const chatQuery = v.object({
  /** Epoch ms: only messages older than this, to page back through a long chat. */
  before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, paramMessage("paramTimeMs")), v.transform(Number))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, paramMessage("paramWholeNumber")),
      v.transform(Number),
      v.minValue(1, paramMessage("paramAtLeast", { min: 1 })),
      v.maxValue(CHAT_PAGE_MAX, paramMessage("paramAtMost", { max: CHAT_PAGE_MAX })),
    ),
  ),
});
const postInput = v.object({
  message: v.pipe(
    str(CHAT_MESSAGE_MAX, 1),
    v.check((text) => text.trim().length > 0, paramMessage("paramNotBlank")),
  ),
});
const flagInput = v.object({ comment: v.optional(str(CHAT_MESSAGE_MAX)) });

async function sinceMessage(
  db: Database,
  groupId: string,
  previousMsg: string | undefined,
): Promise<number | undefined> {
  if (!previousMsg || previousMsg.length > 100) return undefined;
  return (await loadChatMessage(db, groupId, previousMsg))?.timestamp;
}

async function chatAnswer(c: Context<AppEnv>, db: Database, groupId: string, previousMsg: string | undefined) {
  const since = await sinceMessage(db, groupId, previousMsg);
  return readableChat(db, c.get("user"), groupId, { limit: CHAT_PAGE_DEFAULT, since });
}

export const chatRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .get("/:groupId/chat", async (c) => {
    const db = database(c.env.DB);
    const { limit, before } = query(c, chatQuery);
    const { group } = await chatReadableGroup(db, c.get("user"), c.req.param("groupId"));
    return ok(c, await readableChat(db, c.get("user"), group.id, { limit: limit ?? CHAT_PAGE_DEFAULT, before }));
  })
  .post("/:groupId/chat/seen", async (c) => {
    const db = database(c.env.DB);
    const { group } = await chatReadableGroup(db, c.get("user"), c.req.param("groupId"));
    const { user } = await updateUser(
      db,
      c.get("user")._id,
      (fresh) => {
        const unread = fresh.newMessages && group.id in fresh.newMessages;
        if (unread && fresh.newMessages) delete fresh.newMessages[group.id];
        return { user: fresh, result: null, unchanged: !unread };
      },
      c.get("user"),
    );
    c.set("user", user);
    return ok(c, {});
  })
  .post("/:groupId/chat", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const { group } = await memberGroup(db, me, c.req.param("groupId"));
    const input = await body(c, postInput);
    // Parties are private conversations among friends, so a chat ban applies to public talk.
    if (me.flags?.chatRevoked && group.type !== "party") throw new GameError("NotAuthorized", "chatPrivilegesRevoked");
    const shadowMuted = Boolean(me.flags?.chatShadowMuted) && group.type !== "party";
    const draft: ChatRow = {
      id: crypto.randomUUID(),
      groupId: group.id,
      userId: me._id,
      username: me.auth.local.username,
      displayName: displayName(me),
      text: input.message,
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
      await broadcast(c.env, group.id, { type: "chat.new", message: liveChatView(row) });
      await notifyReaders(db, group, me, row);
    }
    const previousMsg = c.req.query("previousMsg");
    if (previousMsg) return ok(c, { chat: await chatAnswer(c, db, group.id, previousMsg) });
    return ok(c, { message: chatView(row, me, isModerator(me)) });
  })
  .delete("/:groupId/chat/:chatId", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const access = await chatReadableGroup(db, me, c.req.param("groupId"));
    const group = access.group;
    const message = await loadChatMessage(db, group.id, c.req.param("chatId"));
    if (!message) throw new GameError("NotFound", "chatMessageNotFound");
    const ownOrLeader = message.userId === me._id || access.role === "leader";
    if (!ownOrLeader && !isModerator(me)) throw new GameError("NotAuthorized", "onlyAuthorLeaderOrModeratorCanDelete");
    if (ownOrLeader) {
      if (!(await deleteChatMessage(db, group.id, message.id))) throw new GameError("NotFound", "chatMessageNotFound");
      await broadcast(c.env, group.id, { type: "chat.deleted", messageId: message.id });
    } else {
      // A moderator removing someone else's words: recorded in the audit log.
      await deleteReportedMessage(c.env, db, me, group.id, message.id);
    }
    const previousMsg = c.req.query("previousMsg");
    if (previousMsg) return ok(c, { chat: await chatAnswer(c, db, group.id, previousMsg) });
    return ok(c, {});
  })
  .post("/:groupId/chat/:chatId/like", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const { group } = await chatReadableGroup(db, me, c.req.param("groupId"));
    const message = await loadChatMessage(db, group.id, c.req.param("chatId"));
    if (!message || !chatView(message, me, isModerator(me))) throw new GameError("NotFound", "chatMessageNotFound");
    if (message.userId === me._id) throw new GameError("NotAuthorized", "cannotLikeOwnMessage");
    const likes = await toggleChatLike(db, group.id, message.id, me._id);
    if (!likes) throw new GameError("NotFound", "chatMessageNotFound");
    await broadcast(c.env, group.id, { type: "chat.liked", messageId: message.id, likes });
    return ok(c, chatView({ ...message, likes }, me, isModerator(me)));
  })
  .post("/:groupId/chat/:chatId/flag", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const { group } = await chatReadableGroup(db, me, c.req.param("groupId"));
    const input = await body(c, flagInput);
    const message = await loadChatMessage(db, group.id, c.req.param("chatId"));
    const moderator = isModerator(me);
    if (!message || !chatView(message, me, moderator)) throw new GameError("NotFound", "chatMessageNotFound");
    if (message.userId === me._id) throw new GameError("NotAuthorized", "cannotFlagOwnMessage");
    const flag: ChatFlag = { at: new Date().toISOString(), ...(input.comment ? { comment: input.comment } : {}) };
    // A moderator's report alone is enough to hide a message.
    const flagCount = moderator
      ? await flagAsModerator(db, me, message, flag, CHAT_FLAG_FROM_MOD)
      : await flagChatMessage(db, group.id, message.id, me._id, flag, 1);
    if (flagCount === undefined) throw new GameError("NotAuthorized", "messageAlreadyFlagged");
    await broadcast(c.env, group.id, { type: "chat.flagged", messageId: message.id, flagCount });
    const fresh = (await loadChatMessage(db, group.id, message.id)) ?? {
      ...message,
      flagCount,
      flags: { [me._id]: flag },
    };
    // The reporter keeps seeing what they reported, even once it is hidden from others.
    const view = chatView(fresh, me, moderator) ?? { ...liveChatView(fresh), _id: fresh.id, flags: { [me._id]: true } };
    return ok(c, view, { messageKey: "messageFlagged" });
  })
  .post("/:groupId/chat/:chatId/clearflags", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const { group } = await chatReadableGroup(db, me, c.req.param("groupId"));
    if (!isModerator(me)) throw new GameError("NotAuthorized", "onlyModeratorsCanClearFlags");
    const message = await loadChatMessage(db, group.id, c.req.param("chatId"));
    if (!message) throw new GameError("NotFound", "chatMessageNotFound");
    await clearReports(c.env, db, me, group.id, message.id);
    return ok(c, chatView({ ...message, flags: {}, flagCount: 0, shadowMuted: false }, me, true));
  });

/**
 * Group chat (spec §7 Groups, chat): read, post, delete, like, flag, clear flags, seen.
 * The work is done by worker/lib/chat.ts; D1 is the record, the group's room hears of each change.
 */
import { paramMessage } from "../../content/i18n/params";
import { Hono } from "hono";
import * as v from "valibot";
import { CHAT_MESSAGE_MAX } from "../../content/data/constants";
import { GameError } from "../../content/rules/errors";
import { loadChatMessage } from "../../db/chat";
import { database } from "../../db/client";
import { clearReports } from "../admin/moderation";
import { authenticate } from "../middleware/auth";
import type { AppEnv } from "../env";
import { ok } from "../middleware/envelope";
import { body, query, str } from "../middleware/validate";
import { chatReadableGroup, isModerator, memberGroup } from "../lib/groupAccess";
import {
  CHAT_PAGE_DEFAULT,
  CHAT_PAGE_MAX,
  chatIfUpdated,
  chatView,
  likeChatMessage,
  markChatSeen,
  postChatMessage,
  readableChat,
  removeChatMessage,
  reportChatMessage,
} from "../lib/chat";

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
    c.set("user", await markChatSeen(db, c.get("user"), group.id));
    return ok(c, {});
  })
  .post("/:groupId/chat", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const { group } = await memberGroup(db, me, c.req.param("groupId"));
    const input = await body(c, postInput);
    const missed = await chatIfUpdated(db, me, group.id, c.req.query("previousMsg"));
    const row = await postChatMessage(c.env, db, group, me, input.message, (work) => c.executionCtx.waitUntil(work));
    if (missed) return ok(c, { chat: await readableChat(db, me, group.id, { limit: CHAT_PAGE_DEFAULT }) });
    return ok(c, { message: chatView(row, me, isModerator(me)) });
  })
  .delete("/:groupId/chat/:chatId", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const access = await chatReadableGroup(db, me, c.req.param("groupId"));
    const missed = await chatIfUpdated(db, me, access.group.id, c.req.query("previousMsg"));
    await removeChatMessage(c.env, db, me, access, c.req.param("chatId"));
    if (missed) return ok(c, await readableChat(db, me, access.group.id, { limit: CHAT_PAGE_DEFAULT }));
    return ok(c, {});
  })
  .post("/:groupId/chat/:chatId/like", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const { group } = await chatReadableGroup(db, me, c.req.param("groupId"));
    return ok(c, await likeChatMessage(c.env, db, me, group.id, c.req.param("chatId")));
  })
  .post("/:groupId/chat/:chatId/flag", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const { group } = await chatReadableGroup(db, me, c.req.param("groupId"));
    const input = await body(c, flagInput);
    const view = await reportChatMessage(c.env, db, me, group.id, c.req.param("chatId"), input.comment);
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
    return ok(c, {});
  });

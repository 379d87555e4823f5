/**
 * The player's own inbox (spec §7 User, Groups): reading and liking private messages, deleting
 * their copy, marking all read, and blocking players. (Cards are cast through
 * POST /user/class/cast/{card}, in cast.ts.)
 */
import { paramMessage } from "../../content/i18n/params";
import { Hono } from "hono";
import * as v from "valibot";
import { BLOCKS_MAX } from "../../content/data/constants";
import { GameError } from "../../content/rules/errors";
import type { User } from "../../content/rules/types";
import { database } from "../../db/client";
import {
  deleteInboxOfOwnerStatement,
  deleteOwnInboxMessage,
  inboxView,
  listInbox,
  loadOwnInboxMessage,
  toggleInboxLike,
} from "../../db/inbox";
import { loadUser, updateUser } from "../../db/users";
import { authenticate } from "../middleware/auth";
import type { AppEnv } from "../env";
import { ok } from "../middleware/envelope";
import { query, str } from "../middleware/validate";
import { flagPrivateMessageRequest, inboxConversations, pagedPrivateMessages } from "../lib/privateMessages";
import { uuidParam } from "../lib/socialInput";

/** Private messages per inbox page, as the public game pages them. */
const INBOX_PAGE_SIZE = 10;

const pageQuery = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, paramMessage("paramWholeNumber")), v.transform(Number))),
  conversation: v.optional(str(100, 1)),
});

export const inboxRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .get("/messages", async (c) => {
    const input = query(c, pageQuery);
    const rows = await listInbox(database(c.env.DB), c.get("user")._id, {
      limit: INBOX_PAGE_SIZE,
      offset: (input.page ?? 0) * INBOX_PAGE_SIZE,
      contactId: input.conversation,
    });
    return ok(c, rows.map(inboxView));
  })
  .post("/like-private-message/:messageId", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const message = await loadOwnInboxMessage(db, me._id, c.req.param("messageId"));
    if (!message) throw new GameError("NotFound", "chatMessageNotFound");
    const likes = await toggleInboxLike(db, message.uniqueMessageId, me._id);
    return ok(c, inboxView({ ...message, likes }));
  })
  .get("/conversations", async (c) => {
    const input = query(c, pageQuery);
    return ok(c, await inboxConversations(database(c.env.DB), c.get("user"), input.page));
  })
  .get("/paged-messages", async (c) => {
    const input = query(c, pageQuery);
    return ok(c, await pagedPrivateMessages(database(c.env.DB), c.get("user"), input));
  })
  .post("/flag-private-message/:messageId", flagPrivateMessageRequest)
  .delete("/messages/:messageId", async (c) => {
    const removed = await deleteOwnInboxMessage(database(c.env.DB), c.get("user")._id, c.req.param("messageId"));
    if (!removed) throw new GameError("NotFound", "chatMessageNotFound");
    return ok(c, {});
  })
  // Every copy the player holds goes; the other sides keep theirs.
  .delete("/clear", async (c) => {
    await deleteInboxOfOwnerStatement(database(c.env.DB), c.get("user")._id).run();
    return ok(c, {});
  });

export const inboxUserRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .post("/block/:memberId", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const memberId = uuidParam("memberId", c.req.param("memberId"));
    if (memberId === me._id) throw new GameError("BadRequest", "cannotBlockYourself");
    if (!(await loadUser(db, memberId))) throw new GameError("NotFound", "userWithIDNotFound", { userId: memberId });
    const { user } = await updateUser(
      db,
      me._id,
      (fresh) => {
        const blocks = fresh.inbox.blocks ?? [];
        if (!blocks.includes(memberId) && blocks.length >= BLOCKS_MAX)
          throw new GameError("NotAuthorized", "blocksMax", { max: BLOCKS_MAX });
        fresh.inbox = {
          ...fresh.inbox,
          blocks: blocks.includes(memberId) ? blocks.filter((id) => id !== memberId) : [...blocks, memberId],
        };
        return { user: fresh, result: null };
      },
      me,
    );
    c.set("user", user);
    return ok(c, user.inbox.blocks);
  })
  .post("/mark-pms-read", async (c) => {
    const { user } = await updateUser(
      database(c.env.DB),
      c.get("user")._id,
      (fresh: User) => {
        const unread = (fresh.inbox?.newMessages ?? 0) !== 0;
        fresh.inbox = { ...fresh.inbox, newMessages: 0 };
        return { user: fresh, result: null, unchanged: !unread };
      },
      c.get("user"),
    );
    c.set("user", user);
    return ok(c, { newMessages: 0 });
  })
  .delete("/messages/:messageId", async (c) => {
    const removed = await deleteOwnInboxMessage(database(c.env.DB), c.get("user")._id, c.req.param("messageId"));
    if (!removed) throw new GameError("NotFound", "chatMessageNotFound");
    return ok(c, {});
  });

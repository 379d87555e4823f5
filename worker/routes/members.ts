/**
 * Other players (spec §7 Members): public profiles, private messages, reporting a private
 * message, and gifting gems.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { CHAT_MESSAGE_MAX, GEMS_PER_BALANCE, GIFT_MESSAGE_MAX } from "../../content/data/constants";
import { t } from "../../content/i18n";
import { GameError } from "../../content/rules/errors";
import type { User } from "../../content/rules/types";
import { database, type Database } from "../../db/client";
import { flagInboxMessage, insertInboxStatement, loadOwnInboxMessage, privateMessageRows, type InboxRow } from "../../db/inbox";
import { listPurchaseHistory } from "../../db/purchaseHistory";
import { users } from "../../db/schema";
import { loadUser, updateUser, userFromRow } from "../../db/users";
import { authenticate } from "../middleware/auth";
import { mayGetGems } from "../payments/groupPlans";
import type { AppEnv } from "../env";
import { ok } from "../middleware/envelope";
import { body, str } from "../middleware/validate";
import { displayName, newNotification, publicMember } from "./groupAccess";

/** A private message as its owner sees it. */
export function inboxView(row: InboxRow) {
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

function correspondent(user: User) {
  return { id: user._id, username: user.auth.local.username, name: displayName(user) };
}

/** Whether either side blocks the other. */
export function blockedBetween(a: User, b: User): boolean {
  return Boolean(a.inbox?.blocks?.includes(b._id) || b.inbox?.blocks?.includes(a._id));
}

async function recipientOf(db: Database, sender: User, toUserId: string, selfKey: string): Promise<User> {
  if (toUserId === sender._id) throw new GameError(selfKey === "cannotMessageSelf" ? "BadRequest" : "NotAuthorized", selfKey);
  const recipient = toUserId.length <= 100 ? await loadUser(db, toUserId) : undefined;
  if (!recipient) throw new GameError("NotFound", "userWithIDNotFound", { userId: toUserId });
  return recipient;
}

/**
 * Delivers a private message: both copies are written in the same batch as the recipient's
 * unread count, judged on the recipient's freshest document (blocks, opt-out).
 */
export async function deliverPrivateMessage(db: Database, sender: User, recipientId: string, text: string, options: { respectOptOut: boolean }): Promise<InboxRow | undefined> {
  const { result } = await updateUser(db, recipientId, (fresh) => {
    if (blockedBetween(sender, fresh)) throw new GameError("NotAuthorized", "notAuthorizedToSendMessageToThisUser");
    if (fresh.inbox?.optOut) {
      if (options.respectOptOut) throw new GameError("NotAuthorized", "notAuthorizedToSendMessageToThisUser");
      return { user: fresh, result: undefined, unchanged: true };
    }
    const [sentCopy, receivedCopy] = privateMessageRows(correspondent(sender), correspondent(fresh), text, Date.now());
    fresh.inbox = { ...fresh.inbox, newMessages: (fresh.inbox?.newMessages ?? 0) + 1 };
    return { user: fresh, result: sentCopy, extra: [insertInboxStatement(db, sentCopy), insertInboxStatement(db, receivedCopy)] };
  });
  return result;
}

const messageText = v.pipe(str(CHAT_MESSAGE_MAX, 1), v.check((text) => text.trim().length > 0, "must not be blank"));
const sendInput = v.object({ message: messageText, toUserId: str(100, 1) });
const giftInput = v.object({
  toUserId: str(100, 1),
  gemAmount: v.pipe(v.number("must be a number"), v.integer("must be a whole number"), v.minValue(1, "must be at least 1"), v.maxValue(1_000_000, "must be at most 1000000")),
  message: v.optional(str(GIFT_MESSAGE_MAX)),
});
const flagInput = v.object({ comment: v.optional(str(CHAT_MESSAGE_MAX)) });

export const memberRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .get("/username/:username", async (c) => {
    const username = c.req.param("username").toLowerCase();
    const db = database(c.env.DB);
    const row = username.length <= 100 ? await db.select().from(users).where(eq(users.usernameLower, username)).get() : undefined;
    if (!row) throw new GameError("NotFound", "userWithUsernameNotFound", { username: c.req.param("username") });
    return ok(c, publicMember(userFromRow(row)));
  })
  .post("/send-private-message", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const input = await body(c, sendInput);
    if (me.flags?.chatRevoked) throw new GameError("NotAuthorized", "chatPrivilegesRevoked");
    const recipient = await recipientOf(db, me, input.toUserId, "cannotMessageSelf");
    if (blockedBetween(me, recipient) || recipient.inbox?.optOut) throw new GameError("NotAuthorized", "notAuthorizedToSendMessageToThisUser");
    const sent = await deliverPrivateMessage(db, me, recipient._id, input.message, { respectOptOut: true });
    return ok(c, { message: sent && inboxView(sent) });
  })
  .post("/transfer-gems", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const input = await body(c, giftInput);
    const recipient = await recipientOf(db, me, input.toUserId, "cannotSendGemsToYourself");
    if (blockedBetween(me, recipient)) throw new GameError("NotAuthorized", "notAuthorizedToSendMessageToThisUser");
    if (!(await mayGetGems(db, recipient._id, new Date()))) throw new GameError("NotAuthorized", "groupPolicyCannotGetGems");
    const price = input.gemAmount / GEMS_PER_BALANCE;
    const { user } = await updateUser(
      db,
      me._id,
      (fresh) => {
        if (fresh.balance < price) throw new GameError("NotAuthorized", "notEnoughGems");
        fresh.balance -= price;
        return { user: fresh, result: null, purchase: { transactionType: "gift_send", reference: recipient._id, referenceText: displayName(recipient) } };
      },
      me,
    );
    c.set("user", user);
    try {
      await updateUser(db, recipient._id, (fresh) => {
        fresh.balance = (fresh.balance ?? 0) + price;
        fresh.notifications = [
          ...(fresh.notifications ?? []),
          newNotification("GIFT_GEMS_RECEIVED", { gems: input.gemAmount, from: { id: me._id, name: displayName(me) }, message: input.message ?? "" }),
        ];
        return { user: fresh, result: null, purchase: { transactionType: "gift_receive", reference: me._id, referenceText: displayName(me) } };
      });
    } catch (error) {
      // The gift could not be delivered (the recipient vanished): the sender gets the gems back.
      const { user: refunded } = await updateUser(db, me._id, (fresh) => {
        fresh.balance += price;
        return { user: fresh, result: null, purchase: { transactionType: "gift_send_returned", reference: recipient._id } };
      });
      c.set("user", refunded);
      throw error;
    }
    const language = recipient.preferences?.language;
    const note = input.message?.trim()
      ? t("privateMessageGemsGiftWithNote", { gems: input.gemAmount, note: input.message.trim() }, language)
      : t("privateMessageGemsGift", { gems: input.gemAmount }, language);
    try {
      // The note is a courtesy; the gems are already delivered whatever happens to it.
      await deliverPrivateMessage(db, me, recipient._id, note, { respectOptOut: false });
    } catch (error) {
      if (!(error instanceof GameError)) console.error("could not deliver the gift note", error);
    }
    return ok(c, {}, { messageKey: "gemsSent" });
  })
  .post("/flag-private-message/:messageId", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const input = await body(c, flagInput);
    const message = await loadOwnInboxMessage(db, me._id, c.req.param("messageId"));
    if (!message) throw new GameError("NotFound", "chatMessageNotFound");
    if (message.sent) throw new GameError("NotAuthorized", "cannotFlagOwnMessage");
    const flagCount = await flagInboxMessage(db, me._id, message.id, { at: new Date().toISOString(), ...(input.comment ? { comment: input.comment } : {}) });
    if (flagCount === undefined) throw new GameError("NotAuthorized", "messageAlreadyFlagged");
    return ok(c, inboxView({ ...message, flagCount }), { messageKey: "messageFlagged" });
  })
  .get("/:memberId/purchase-history", async (c) => {
    const me = c.get("user");
    if (!me.permissions?.userSupport && !me.permissions?.fullAccess) throw new GameError("NotAuthorized", "notAuthorized");
    const memberId = c.req.param("memberId");
    const db = database(c.env.DB);
    const member = memberId.length <= 100 ? await loadUser(db, memberId) : undefined;
    if (!member) throw new GameError("NotFound", "userWithIDNotFound", { userId: memberId });
    return ok(c, await listPurchaseHistory(db, member._id));
  })
  .get("/:memberId", async (c) => {
    const memberId = c.req.param("memberId");
    const member = memberId.length <= 100 ? await loadUser(database(c.env.DB), memberId) : undefined;
    if (!member) throw new GameError("NotFound", "userWithIDNotFound", { userId: memberId });
    return ok(c, publicMember(member));
  });

/**
 * Other players (spec §7 Members): public profiles, private messages, reporting a private
 * message, and gifting gems.
 */
import { paramMessage } from "../../content/i18n/params";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { CHAT_MESSAGE_MAX, GEMS_PER_BALANCE, GIFT_MESSAGE_MAX } from "../../content/data/constants";
import { t } from "../../content/i18n";
import { blockedBetween } from "../../content/rules/blocks";
import { GameError } from "../../content/rules/errors";
import type { User } from "../../content/rules/types";
import { database, type Database } from "../../db/client";
import {
  flagInboxMessage,
  inboxView,
  insertInboxStatement,
  loadOwnInboxMessage,
  privateMessageRows,
  type InboxRow,
} from "../../db/inbox";
import { listPurchaseHistory } from "../../db/purchaseHistory";
import { users } from "../../db/schema";
import { updateDocuments } from "../../db/documents";
import { loadUser, updateUser, userFromRow } from "../../db/users";
import { actorOf, recordStaffView } from "../admin/audit";
import { requirePrivilege } from "../admin/privileges";
import { sendGiftReceivedMail } from "../mail/messages";
import { authenticate } from "../middleware/auth";
import { mayGetGems } from "../payments/groupPlans";
import type { AppEnv } from "../env";
import { ok } from "../middleware/envelope";
import { body, str } from "../middleware/validate";
import { displayName, newNotification, publicMember } from "../lib/groupAccess";
import { loadLanguage } from "../lib/catalogues";

function correspondent(user: User) {
  return { id: user._id, username: user.auth.local.username, name: displayName(user) };
}

async function recipientOf(db: Database, sender: User, toUserId: string, selfKey: string): Promise<User> {
  if (toUserId === sender._id)
    throw new GameError(selfKey === "cannotMessageSelf" ? "BadRequest" : "NotAuthorized", selfKey);
  const recipient = toUserId.length <= 100 ? await loadUser(db, toUserId) : undefined;
  if (!recipient) throw new GameError("NotFound", "userWithIDNotFound", { userId: toUserId });
  return recipient;
}

/**
 * Delivers a private message: both copies are written in the same batch as the recipient's
 * unread count, judged on the recipient's freshest document (blocks, opt-out).
 */
export async function deliverPrivateMessage(
  db: Database,
  sender: User,
  recipientId: string,
  text: string,
  options: { respectOptOut: boolean },
): Promise<InboxRow | undefined> {
  const { result } = await updateUser(db, recipientId, (fresh) => {
    if (blockedBetween(sender, fresh)) throw new GameError("NotAuthorized", "notAuthorizedToSendMessageToThisUser");
    if (fresh.inbox?.optOut) {
      if (options.respectOptOut) throw new GameError("NotAuthorized", "notAuthorizedToSendMessageToThisUser");
      return { user: fresh, result: undefined, unchanged: true };
    }
    const [sentCopy, receivedCopy] = privateMessageRows(correspondent(sender), correspondent(fresh), text, Date.now());
    fresh.inbox = { ...fresh.inbox, newMessages: (fresh.inbox?.newMessages ?? 0) + 1 };
    return {
      user: fresh,
      result: sentCopy,
      extra: [insertInboxStatement(db, sentCopy), insertInboxStatement(db, receivedCopy)],
    };
  });
  return result;
}

const messageText = v.pipe(
  str(CHAT_MESSAGE_MAX, 1),
  v.check((text) => text.trim().length > 0, paramMessage("paramNotBlank")),
);
const sendInput = v.object({ message: messageText, toUserId: str(100, 1) });
const giftInput = v.object({
  toUserId: str(100, 1),
  gemAmount: v.pipe(
    v.number(paramMessage("paramNumber")),
    v.integer(paramMessage("paramWholeNumber")),
    v.minValue(1, paramMessage("paramAtLeast", { min: 1 })),
    v.maxValue(1_000_000, paramMessage("paramAtMost", { max: 1000000 })),
  ),
  message: v.optional(str(GIFT_MESSAGE_MAX)),
});
const flagInput = v.object({ comment: v.optional(str(CHAT_MESSAGE_MAX)) });

export const memberRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .get("/username/:username", async (c) => {
    const username = c.req.param("username").toLowerCase();
    const db = database(c.env.DB);
    const row =
      username.length <= 100 ? await db.select().from(users).where(eq(users.usernameLower, username)).get() : undefined;
    if (!row) throw new GameError("NotFound", "userWithUsernameNotFound", { username: c.req.param("username") });
    return ok(c, publicMember(userFromRow(row)));
  })
  .post("/send-private-message", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const input = await body(c, sendInput);
    if (me.flags?.chatRevoked) throw new GameError("NotAuthorized", "chatPrivilegesRevoked");
    const recipient = await recipientOf(db, me, input.toUserId, "cannotMessageSelf");
    if (blockedBetween(me, recipient) || recipient.inbox?.optOut)
      throw new GameError("NotAuthorized", "notAuthorizedToSendMessageToThisUser");
    const sent = await deliverPrivateMessage(db, me, recipient._id, input.message, { respectOptOut: true });
    return ok(c, { message: sent && inboxView(sent) });
  })
  .post("/transfer-gems", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const input = await body(c, giftInput);
    const recipient = await recipientOf(db, me, input.toUserId, "cannotSendGemsToYourself");
    if (blockedBetween(me, recipient)) throw new GameError("NotAuthorized", "notAuthorizedToSendMessageToThisUser");
    if (!(await mayGetGems(db, recipient._id, new Date())))
      throw new GameError("NotAuthorized", "groupPolicyCannotGetGems");
    const price = input.gemAmount / GEMS_PER_BALANCE;
    const language = recipient.preferences?.language;
    await loadLanguage(language);
    const text = input.message?.trim()
      ? t("privateMessageGemsGiftWithNote", { gems: input.gemAmount, note: input.message.trim() }, language)
      : t("privateMessageGemsGift", { gems: input.gemAmount }, language);
    const now = new Date();
    // Debit, credit, both purchase histories and the note: one write, or none of it.
    const { users } = await updateDocuments(db, { users: [me._id, recipient._id] }, (documents) => {
      const sender = documents.users.get(me._id);
      const receiver = documents.users.get(recipient._id);
      if (!sender) throw new GameError("NotAuthorized", "invalidCredentials");
      if (!receiver) throw new GameError("NotFound", "userWithIDNotFound", { userId: recipient._id });
      if (blockedBetween(sender, receiver))
        throw new GameError("NotAuthorized", "notAuthorizedToSendMessageToThisUser");
      if (sender.balance < price) throw new GameError("NotAuthorized", "notEnoughGems");
      sender.balance -= price;
      receiver.balance = (receiver.balance ?? 0) + price;
      receiver.notifications = [
        ...(receiver.notifications ?? []),
        newNotification("GIFT_GEMS_RECEIVED", {
          gems: input.gemAmount,
          from: { id: sender._id, name: displayName(sender) },
          message: input.message ?? "",
        }),
      ];
      const extra = [];
      // Players who opted out of private messages get the gift and its notification, not the note.
      if (!receiver.inbox?.optOut) {
        const [sentCopy, receivedCopy] = privateMessageRows(
          correspondent(sender),
          correspondent(receiver),
          text,
          now.getTime(),
        );
        receiver.inbox = { ...receiver.inbox, newMessages: (receiver.inbox?.newMessages ?? 0) + 1 };
        extra.push(insertInboxStatement(db, sentCopy), insertInboxStatement(db, receivedCopy));
      }
      return {
        users: [sender, receiver],
        extra,
        purchases: {
          [sender._id]: { transactionType: "gift_send", reference: receiver._id, referenceText: displayName(receiver) },
          [receiver._id]: {
            transactionType: "gift_receive",
            reference: sender._id,
            referenceText: displayName(sender),
          },
        },
        result: null,
      };
    });
    c.set("user", users.get(me._id) ?? me);
    const receiver = users.get(recipient._id);
    // The receiver also hears of it by mail, when they take gift mails; after the answer.
    if (receiver)
      c.executionCtx.waitUntil(
        sendGiftReceivedMail(c.env, {
          to: receiver,
          fromName: displayName(me),
          gift: { type: "gems", gems: input.gemAmount },
          message: input.message?.trim() || undefined,
          origin: new URL(c.req.url).origin,
        }),
      );
    return ok(c, {}, { messageKey: "gemsSent" });
  })
  .post("/flag-private-message/:messageId", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const input = await body(c, flagInput);
    const message = await loadOwnInboxMessage(db, me._id, c.req.param("messageId"));
    if (!message) throw new GameError("NotFound", "chatMessageNotFound");
    if (message.sent) throw new GameError("NotAuthorized", "cannotFlagOwnMessage");
    const flagCount = await flagInboxMessage(db, me._id, message.id, {
      at: new Date().toISOString(),
      ...(input.comment ? { comment: input.comment } : {}),
    });
    if (flagCount === undefined) throw new GameError("NotAuthorized", "messageAlreadyFlagged");
    return ok(c, inboxView({ ...message, flagCount }), { messageKey: "messageFlagged" });
  })
  // Support reads a player's gem and hourglass history (the transactions settings page).
  .get("/:memberId/purchase-history", requirePrivilege("userSupport"), async (c) => {
    const memberId = c.req.param("memberId") ?? "";
    const db = database(c.env.DB);
    const member = memberId.length <= 100 ? await loadUser(db, memberId) : undefined;
    if (!member) throw new GameError("NotFound", "userWithIDNotFound", { userId: memberId });
    await recordStaffView(db, actorOf(c.get("user")), {
      targetType: "user",
      targetId: member._id,
      action: "viewPurchaseHistory",
    });
    return ok(c, await listPurchaseHistory(db, member._id));
  })
  .get("/:memberId", async (c) => {
    const memberId = c.req.param("memberId");
    const member = memberId.length <= 100 ? await loadUser(database(c.env.DB), memberId) : undefined;
    if (!member) throw new GameError("NotFound", "userWithIDNotFound", { userId: memberId });
    return ok(c, publicMember(member));
  });

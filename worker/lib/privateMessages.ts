/**
 * Private messages and gem gifts between players (spec §7 Members): delivery to both inboxes,
 * judged on the recipient's freshest document, and the gift that moves gems between two players
 * in one write.
 */
import type { Context } from "hono";
import * as v from "valibot";
import { CHAT_MESSAGE_MAX, GEMS_PER_BALANCE } from "../../content/data/constants";
import { t } from "../../content/i18n";
import { blockedBetween } from "../../content/rules/blocks";
import { GameError } from "../../content/rules/errors";
import type { User } from "../../content/rules/types";
import { type Database, database } from "../../db/client";
import { updateDocuments } from "../../db/documents";
import {
  flagInboxMessage,
  type InboxRow,
  inboxView,
  insertInboxStatement,
  listConversations,
  listInbox,
  loadOwnInboxMessage,
  privateMessageRows,
} from "../../db/inbox";
import { inArray } from "drizzle-orm";
import { inChunks } from "../../db/groups";
import { users } from "../../db/schema";
import { loadUser, updateUser, userFromRow } from "../../db/users";
import { isModerator } from "../admin/privileges";
import type { PrivateMessage } from "../api-types/groups";
import { authorStyle, highlightMentions } from "./chatAuthors";
import type { AppEnv, Env } from "../env";
import { ok } from "../middleware/envelope";
import { body, str } from "../middleware/validate";
import { sendGiftReceivedMail } from "../mail/messages";
import { mayGetGems } from "../payments/groupPlans";
import { loadLanguage } from "./catalogues";
import { displayName, newNotification } from "./groupAccess";

function correspondent(user: User) {
  return { id: user._id, username: user.auth.local.username, name: displayName(user) };
}

async function existingPlayer(db: Database, id: string): Promise<User> {
  const player = await loadUser(db, id);
  if (!player) throw new GameError("NotFound", "userWithIDNotFound", { userId: id });
  return player;
}

/**
 * Delivers a private message: both copies are written in the same batch as the recipient's
 * unread count, judged on the recipient's freshest document (blocks, opt-out). A note to
 * oneself is kept once, as sent, and counts nothing unread.
 */
export async function deliverPrivateMessage(
  db: Database,
  sender: User,
  recipientId: string,
  text: string,
  options: { respectOptOut: boolean },
): Promise<InboxRow | undefined> {
  if (recipientId === sender._id) {
    // Kept as received, as the game's API keeps a note to oneself.
    const [, note] = privateMessageRows(correspondent(sender), correspondent(sender), text, Date.now());
    await insertInboxStatement(db, note).run();
    return note;
  }
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

/** POST /members/send-private-message: the checks a player's message passes, then delivery. */
export async function sendPrivateMessage(
  db: Database,
  sender: User,
  recipientId: string,
  text: string,
): Promise<InboxRow | undefined> {
  if (sender.flags?.chatRevoked) throw new GameError("NotAuthorized", "chatPrivilegesRevoked");
  if (recipientId !== sender._id) {
    const recipient = await existingPlayer(db, recipientId);
    if (blockedBetween(sender, recipient) || recipient.inbox?.optOut)
      throw new GameError("NotAuthorized", "notAuthorizedToSendMessageToThisUser");
  }
  // Mentions become profile links after the length check, as in group chat.
  const { text: linked } = await highlightMentions(db, text);
  return deliverPrivateMessage(db, sender, recipientId, linked, { respectOptOut: true });
}

export interface GemGift {
  toUserId: string;
  gemAmount: number;
  message?: string;
}

/**
 * POST /members/transfer-gems: debit, credit, both purchase histories and the note are one
 * write, or none of it. Answers the sender as written.
 */
export async function transferGems(
  env: Env,
  db: Database,
  me: User,
  gift: GemGift,
  origin: string,
  waitUntil: (work: Promise<unknown>) => void,
): Promise<User> {
  if (gift.toUserId === me._id) throw new GameError("NotAuthorized", "cannotSendGemsToYourself");
  const recipient = await existingPlayer(db, gift.toUserId);
  if (blockedBetween(me, recipient)) throw new GameError("NotAuthorized", "notAuthorizedToSendMessageToThisUser");
  // Nothing or less than nothing is no gift (and never a way to take gems from someone).
  if (gift.gemAmount <= 0) throw new GameError("NotAuthorized", "badAmountOfGemsToSend");
  if (!(await mayGetGems(db, recipient._id, new Date())))
    throw new GameError("NotAuthorized", "groupPolicyCannotGetGems");
  const price = gift.gemAmount / GEMS_PER_BALANCE;
  const note = gift.message?.trim();
  const language = recipient.preferences?.language;
  await loadLanguage(language);
  const text = note
    ? t("privateMessageGemsGiftWithNote", { gems: gift.gemAmount, note }, language)
    : t("privateMessageGemsGift", { gems: gift.gemAmount }, language);
  const now = new Date();
  const { users } = await updateDocuments(db, { users: [me._id, recipient._id] }, (documents) => {
    const sender = documents.users.get(me._id);
    const receiver = documents.users.get(recipient._id);
    if (!sender) throw new GameError("NotAuthorized", "invalidCredentials");
    if (!receiver) throw new GameError("NotFound", "userWithIDNotFound", { userId: recipient._id });
    if (blockedBetween(sender, receiver)) throw new GameError("NotAuthorized", "notAuthorizedToSendMessageToThisUser");
    if (sender.balance < price) throw new GameError("NotAuthorized", "notEnoughGems");
    sender.balance -= price;
    receiver.balance = (receiver.balance ?? 0) + price;
    receiver.notifications = [
      ...(receiver.notifications ?? []),
      newNotification("GIFT_GEMS_RECEIVED", {
        gems: gift.gemAmount,
        from: { id: sender._id, name: displayName(sender) },
        message: gift.message ?? "",
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
        [receiver._id]: { transactionType: "gift_receive", reference: sender._id, referenceText: displayName(sender) },
      },
      result: null,
    };
  });
  const receiver = users.get(recipient._id);
  // The receiver also hears of it by mail, when they take gift mails; after the answer.
  if (receiver)
    waitUntil(
      sendGiftReceivedMail(env, {
        to: receiver,
        fromName: displayName(me),
        gift: { type: "gems", gems: gift.gemAmount },
        message: note || undefined,
        origin,
      }),
    );
  return users.get(me._id) ?? me;
}

/** Reports a message the player received; their own copy only, once. Answers the copy as reported. */
export async function flagPrivateMessage(
  db: Database,
  me: User,
  messageId: string,
  comment: string | undefined,
): Promise<InboxRow> {
  const message = await loadOwnInboxMessage(db, me._id, messageId);
  if (!message) throw new GameError("NotFound", "chatMessageNotFound");
  if (message.sent || message.senderId === me._id) throw new GameError("NotAuthorized", "cannotFlagOwnMessage");
  const flagCount = await flagInboxMessage(db, me._id, message.id, {
    at: new Date().toISOString(),
    ...(comment ? { comment } : {}),
  });
  if (flagCount === undefined) throw new GameError("NotAuthorized", "messageAlreadyFlagged");
  return { ...message, flagCount };
}

/** Conversations and private messages per page, as the game's API pages them. */
export const CONVERSATIONS_PER_PAGE = 10;
export const PRIVATE_MESSAGES_PER_PAGE = 10;
/** Without `page` the game's API answers everything; this server answers at most this many. */
export const UNPAGED_MAX = 500;

function pageOf(page: number | undefined, size: number) {
  return page === undefined ? { limit: UNPAGED_MAX, offset: 0 } : { limit: size, offset: page * size };
}

async function playersById(db: Database, ids: string[]): Promise<Map<string, User>> {
  const found = new Map<string, User>();
  for (const part of inChunks([...new Set(ids)]))
    for (const row of await db.select().from(users).where(inArray(users.id, part)).all())
      found.set(row.id, userFromRow(row));
  return found;
}

/**
 * GET /inbox/conversations: one entry per correspondent, newest first, with the newest message,
 * how many messages the player holds of it, the correspondent's look and standing as they are
 * now, and whether they can receive a message from the player.
 */
export async function inboxConversations(db: Database, me: User, page: number | undefined) {
  const rows = await listConversations(db, me._id, pageOf(page, CONVERSATIONS_PER_PAGE));
  const partners = await playersById(
    db,
    rows.map((row) => row.last.contactId),
  );
  const moderator = isModerator(me);
  return rows.map(({ last, count }) => {
    const partner = partners.get(last.contactId);
    const entry: Record<string, unknown> = {
      _id: last.contactId,
      uuid: last.contactId,
      user: last.contactName,
      username: last.contactUsername,
      timestamp: last.timestamp,
      text: last.text,
      count,
    };
    if (partner) {
      const style = authorStyle(partner);
      entry.userStyles = style.userStyles;
      entry.contributor = style.contributor;
      entry.backer = style.backer;
      const refused = Boolean(partner.inbox?.optOut) || Boolean(partner.inbox?.blocks?.includes(me._id));
      entry.canReceive = !refused || moderator;
    }
    return entry;
  });
}

/**
 * GET /inbox/paged-messages: the player's private messages, newest first, one page (or all, up
 * to UNPAGED_MAX, without `page`), of one conversation when asked. A sent message names its
 * recipient in `toUUID`, `toUser` and `toUserName`, as the game's API maps it.
 */
export async function pagedPrivateMessages(db: Database, me: User, options: { page?: number; conversation?: string }) {
  const rows = await listInbox(db, me._id, {
    ...pageOf(options.page, PRIVATE_MESSAGES_PER_PAGE),
    contactId: options.conversation?.toLowerCase(),
  });
  return rows.map((row) => {
    const view: PrivateMessage & { toUUID?: string; toUser?: string; toUserName?: string } = inboxView(row);
    if (row.sent) {
      view.toUUID = row.contactId;
      view.toUser = row.contactName;
      view.toUserName = row.contactUsername;
    }
    return view;
  });
}

const flagInput = v.object({ comment: v.optional(str(CHAT_MESSAGE_MAX)) });

/**
 * The one handler of POST /inbox/flag-private-message/{id} and its older address
 * POST /members/flag-private-message/{id}: reports a message the player received.
 */
export async function flagPrivateMessageRequest(c: Context<AppEnv>) {
  const input = await body(c, flagInput);
  const flagged = await flagPrivateMessage(
    database(c.env.DB),
    c.get("user"),
    c.req.param("messageId") ?? "",
    input.comment,
  );
  return ok(c, inboxView(flagged), { messageKey: "messageFlagged" });
}

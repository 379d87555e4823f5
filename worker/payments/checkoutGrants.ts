/**
 * What a paid checkout grants, one function per kind of purchase: gems, a gift (gems or a
 * plan for another player), a plan of one's own and a group plan. Each is one guarded write
 * of the player who receives it, carrying the order's new status and the event's record.
 */
import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { GROUP_PLAN_BLOCK, SUBSCRIPTION_BLOCKS } from "../../content/data/constants";
import { t } from "../../content/i18n";
import { blockedBetween } from "../../content/rules/blocks";
import { blockMonths } from "../../content/rules/payments";
import type { RuleContext } from "../../content/rules/random";
import {
  addMonths,
  joinGroupPlan,
  receiveGems,
  receiveGiftSubscription,
  startSubscription,
} from "../../content/rules/subscribe";
import type { User } from "../../content/rules/types";
import { addMemberStatements, emptyGroupDoc, insertGroupStatement, loadGroup, type Group } from "../../db/groups";
import { insertInboxStatement, privateMessageRows } from "../../db/inbox";
import type { GiftReceived } from "../mail/messages";
import {
  insertSubscriptionStatement,
  type OrderDetails,
  type OrderRow,
  type PaymentEventRecord,
} from "../../db/payments";
import { purchaseEntryStatements, type PurchaseEntry } from "../../db/purchaseHistory";
import { groups } from "../../db/schema";
import { loadUser } from "../../db/users";
import { loadLanguage } from "../lib/catalogues";
import type { PaymentEvent } from "./events";
import {
  correspondent,
  displayName,
  grantToUser,
  monthsText,
  notification,
  PAYMENT_METHOD,
  settle,
  type EventResult,
  type GrantContext,
} from "./grantSteps";
import { logError } from "../lib/log";

type CheckoutPaidEvent = Extract<PaymentEvent, { kind: "checkout.paid" }>;

/** A verified, payable checkout and the records every grant of it carries. */
export interface PaidCheckout {
  ctx: GrantContext;
  event: CheckoutPaidEvent;
  order: OrderRow;
  info: OrderDetails;
  /** What the event's record says of the order. */
  fields: { orderId: string; userId: string; amount: number | null; currency: string | null };
  rules: RuleContext;
  /** The order's new status and the event's record, for the grant's batch. */
  settleOrder: (record: Partial<PaymentEventRecord>) => BatchItem<"sqlite">[];
  /** Inside a guarded write: false once another delivery has paid the order. */
  stillPayable: () => Promise<boolean>;
}

/** How a grant went, or the event's result when the order cannot be granted. */
export type CheckoutGrantResult = "applied" | "duplicate" | "gone" | EventResult;

/** Gems bought for oneself. */
async function grantGems(paid: PaidCheckout): Promise<CheckoutGrantResult> {
  const { ctx, order, info, settleOrder, stillPayable } = paid;
  return grantToUser(ctx, order.userId, async (fresh) => {
    if (!(await stillPayable())) return undefined;
    return {
      user: receiveGems(fresh, info.gems ?? 0),
      extra: settleOrder({}),
      purchase: { transactionType: "buy_money", reference: info.gemsBlock, referenceText: info.description },
    };
  });
}

/**
 * Gems or a plan given to another player: the receiver's guarded write carries the note (as a
 * private message, unless either blocks the other) and the buyer's purchase history; the
 * receiver then hears of it by mail.
 */
async function grantGift(paid: PaidCheckout): Promise<CheckoutGrantResult> {
  const { ctx, event, order, info, fields, rules, settleOrder, stillPayable } = paid;
  const gift = info.gift;
  const buyer = await loadUser(ctx.db, order.userId);
  if (!gift || !buyer) return settle(ctx, event, "rejected", { ...fields, reason: "giftWithoutPeople" });
  const result = await grantToUser(ctx, gift.receiverId, async (fresh) => {
    if (!(await stillPayable())) return undefined;
    const language = fresh.preferences?.language;
    await loadLanguage(language);
    const note = gift.message?.trim();
    let user: User;
    let text: string;
    const entries: PurchaseEntry[] = [];
    if (order.kind === "gift-gems") {
      const gems = info.gems ?? 0;
      user = receiveGems(fresh, gems);
      user.notifications = [
        ...(user.notifications ?? []),
        notification(
          "GIFT_GEMS_RECEIVED",
          { gems, from: { id: buyer._id, name: displayName(buyer) }, message: note ?? "" },
          ctx.now,
        ),
      ];
      text = t(
        note ? "privateMessageGiftedGemsWithNote" : "privateMessageGiftedGems",
        { sender: displayName(buyer), gems, note: note ?? "" },
        language,
      );
    } else {
      const planKey = info.planKey as keyof typeof SUBSCRIPTION_BLOCKS;
      const months = info.months ?? SUBSCRIPTION_BLOCKS[planKey].months;
      user = receiveGiftSubscription(fresh, planKey, rules);
      user.notifications = [
        ...(user.notifications ?? []),
        notification(
          "GIFT_SUBSCRIPTION_RECEIVED",
          { months, from: { id: buyer._id, name: displayName(buyer) }, message: note ?? "" },
          ctx.now,
        ),
      ];
      text = t(
        note ? "privateMessageGiftedSubscriptionWithNote" : "privateMessageGiftedSubscription",
        { sender: displayName(buyer), months: monthsText(months, language), note: note ?? "" },
        language,
      );
      entries.push({
        currency: "subscription",
        amount: months,
        transactionType: "gift_receive",
        reference: buyer._id,
        referenceText: displayName(buyer),
      });
    }
    const extra = settleOrder({});
    // The note travels as a private message unless one of them blocks the other.
    const blocked = blockedBetween(fresh, buyer);
    if (!blocked) {
      const [sentCopy, receivedCopy] = privateMessageRows(
        correspondent(buyer),
        correspondent(fresh),
        text,
        ctx.now.getTime(),
      );
      user.inbox = { ...user.inbox, newMessages: (user.inbox?.newMessages ?? 0) + 1 };
      extra.push(insertInboxStatement(ctx.db, sentCopy), insertInboxStatement(ctx.db, receivedCopy));
    }
    // The buyer's history shows what they gave; their own balance does not change.
    extra.push(
      ...purchaseEntryStatements(
        ctx.db,
        buyer._id,
        [
          order.kind === "gift-gems"
            ? {
                currency: "gems",
                amount: info.gems ?? 0,
                transactionType: "gift_send",
                reference: fresh._id,
                referenceText: displayName(fresh),
              }
            : {
                currency: "subscription",
                amount: info.months ?? 0,
                transactionType: "gift_send",
                reference: fresh._id,
                referenceText: displayName(fresh),
              },
        ],
        ctx.now,
      ),
    );
    return {
      user,
      extra,
      purchase: { transactionType: "gift_receive", reference: buyer._id, referenceText: displayName(buyer) },
      purchaseEntries: entries,
    };
  });
  if (result === "applied" && ctx.giftDelivered) {
    const planKey = info.planKey as keyof typeof SUBSCRIPTION_BLOCKS;
    const delivered: GiftReceived =
      order.kind === "gift-gems"
        ? { type: "gems", gems: info.gems ?? 0 }
        : { type: "subscription", months: info.months ?? SUBSCRIPTION_BLOCKS[planKey].months };
    await ctx
      .giftDelivered({
        receiverId: gift.receiverId,
        fromName: displayName(buyer),
        gift: delivered,
        message: gift.message?.trim() || undefined,
      })
      .catch((error) => logError("could not tell a gift's receiver", error));
  }
  return result;
}

/** A plan of one's own: its perks begin and its subscription is recorded. */
async function grantSubscription(paid: PaidCheckout): Promise<CheckoutGrantResult> {
  const { ctx, event, order, info, rules, settleOrder, stillPayable } = paid;
  const planKey = info.planKey as keyof typeof SUBSCRIPTION_BLOCKS;
  const months = blockMonths(planKey);
  return grantToUser(ctx, order.userId, async (fresh) => {
    if (!(await stillPayable())) return undefined;
    const user = startSubscription(
      fresh,
      {
        planKey,
        customerId: event.customerId ?? order.userId,
        subscriptionId: event.subscriptionId,
        paymentMethod: PAYMENT_METHOD[ctx.provider],
        owner: fresh._id,
      },
      rules,
    );
    const extra = settleOrder({});
    extra.push(
      insertSubscriptionStatement(ctx.db, {
        id: event.subscriptionId as string,
        provider: ctx.provider,
        customerId: event.customerId ?? "",
        payerId: order.userId,
        userId: order.userId,
        planKey,
        quantity: 1,
        status: "active",
        currentPeriodEnd: addMonths(ctx.now, months).getTime(),
        orderId: order.id,
        createdAt: ctx.now.toISOString(),
      }),
    );
    return {
      user,
      extra,
      purchase: { transactionType: "subscription_perks", reference: planKey },
      purchaseEntries: [
        {
          currency: "subscription",
          amount: months,
          transactionType: "subscription_begin",
          reference: planKey,
          referenceText: info.description,
        },
      ],
    };
  });
}

/** A group plan: a new guild created for it, or an existing one upgraded, and its subscription recorded. */
async function grantGroupPlan(paid: PaidCheckout): Promise<CheckoutGrantResult> {
  const { ctx, event, order, info, fields, rules, settleOrder, stillPayable } = paid;
  const group = info.group;
  if (!group) return settle(ctx, event, "rejected", { ...fields, reason: "noGroup" });
  const existing = group.upgrade ? await loadGroup(ctx.db, group.id) : undefined;
  if (group.upgrade && !existing)
    return settle(ctx, event, "rejected", { ...fields, groupId: group.id, reason: "groupGone" });
  const quantity = info.recurring?.quantity ?? 1;
  const plan = {
    planId: GROUP_PLAN_BLOCK,
    customerId: event.customerId ?? order.userId,
    subscriptionId: event.subscriptionId,
    owner: order.userId,
    quantity,
    paymentMethod: PAYMENT_METHOD[ctx.provider],
    dateCreated: ctx.now.toISOString(),
    dateUpdated: ctx.now.toISOString(),
    dateTerminated: null,
  };
  return grantToUser(ctx, order.userId, async (fresh) => {
    if (!(await stillPayable())) return undefined;
    const extra = settleOrder({ groupId: group.id });
    const user = joinGroupPlan(fresh, order.userId, rules);
    if (existing) {
      extra.push(
        ctx.db
          .update(groups)
          .set({
            doc: sql`json_set(${groups.doc}, '$.purchased.plan', json(${JSON.stringify(plan)}))`,
            // Made public while its checkout was open: a plan's guild is private all the same.
            privacy: "private",
            version: sql`${groups.version} + 1`,
          })
          .where(eq(groups.id, group.id)),
      );
    } else {
      const created: Group = {
        id: group.id,
        type: "guild",
        name: group.name,
        privacy: "private",
        leaderId: order.userId,
        memberCount: 0,
        version: 1,
        createdAt: ctx.now.toISOString(),
        doc: { ...emptyGroupDoc(), summary: group.summary ?? t("groupPlanDefaultSummary"), purchased: { plan } },
      };
      extra.push(
        insertGroupStatement(ctx.db, created),
        ...addMemberStatements(ctx.db, created, order.userId, "leader", ctx.now.toISOString()),
      );
      user.guilds = [...(user.guilds ?? []).filter((id) => id !== group.id), group.id];
    }
    extra.push(
      insertSubscriptionStatement(ctx.db, {
        id: event.subscriptionId as string,
        provider: ctx.provider,
        customerId: event.customerId ?? "",
        payerId: order.userId,
        groupId: group.id,
        planKey: GROUP_PLAN_BLOCK,
        quantity,
        status: "active",
        currentPeriodEnd: addMonths(ctx.now, blockMonths(GROUP_PLAN_BLOCK)).getTime(),
        orderId: order.id,
        createdAt: ctx.now.toISOString(),
      }),
    );
    return { user, extra, purchase: { transactionType: "subscription_perks", reference: GROUP_PLAN_BLOCK } };
  });
}

/** The grant of each kind of order. */
export const CHECKOUT_GRANTS: Record<string, (paid: PaidCheckout) => Promise<CheckoutGrantResult>> = {
  gems: grantGems,
  "gift-gems": grantGift,
  "gift-subscription": grantGift,
  subscription: grantSubscription,
  "group-plan": grantGroupPlan,
};

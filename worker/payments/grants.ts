/**
 * The provider-neutral heart of payments: a verified event is checked against the order it
 * pays for (amount, currency, provider) and granted once. Each grant is one D1 batch: the
 * player's guarded write, the event's record (a second delivery of the same event aborts the
 * batch) and the order's new status. A grant that reaches a second record (the buyer's half of
 * a gift promotion, a group's members) is a further step recorded under its own key, so a
 * retried delivery completes exactly what is missing.
 */
import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { GROUP_PLAN_BLOCK, SUBSCRIPTION_BLOCKS } from "../../content/data/constants";
import { t } from "../../content/i18n";
import { blockMonths, renewalAmount } from "../../content/rules/payments";
import { seededRandom, type RuleContext } from "../../content/rules/random";
import {
  addMonths,
  endSubscriptionNow,
  joinGroupPlan,
  receiveGems,
  receiveGiftSubscription,
  scheduleCancellation,
  startSubscription,
  takeBackGems,
} from "../../content/rules/subscribe";
import type { ServerNotification, User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import {
  addMemberStatements,
  emptyGroupDoc,
  insertGroupStatement,
  loadGroup,
  updateGroup,
  type Group,
} from "../../db/groups";
import { insertInboxStatement, privateMessageRows } from "../../db/inbox";
import type { GiftReceived } from "../mail/messages";
import {
  insertSubscriptionStatement,
  isDuplicateEvent,
  loadOrder,
  loadOrderByPayment,
  loadOrderBySession,
  loadPaymentEvent,
  liveSubscriptionsOfUser,
  loadSubscription,
  markOrderPaidStatements,
  PAYABLE_STATUSES,
  recordEvent,
  recordEventStatement,
  setOrderStatusStatement,
  subscriptionsOfCustomer,
  updateSubscriptionStatement,
  type OrderDetails,
  type OrderRow,
  type PaymentEventRecord,
  type SubscriptionRow,
} from "../../db/payments";
import { purchaseEntryStatements, type PurchaseEntry, type PurchaseLabel } from "../../db/purchaseHistory";
import { groups } from "../../db/schema";
import { loadUser, updateUser, UserGone } from "../../db/users";
import { loadLanguage } from "../lib/catalogues";
import type { PaymentEvent } from "./events";
import { syncGroupPlanMembers } from "./groupPlans";
import type { ProviderName } from "./provider";
import { logError } from "../lib/log";

export type EventOutcome = "applied" | "duplicate" | "ignored" | "rejected";
export type EventResult = { outcome: EventOutcome; reason?: string };

export interface GrantContext {
  db: Database;
  provider: ProviderName;
  now: Date;
  /** Stops a plan's renewal at its provider (a plan replaced by a newer one must not bill twice). */
  stopRenewal?: (subscription: SubscriptionRow) => Promise<void>;
  /** Tells the receiver of a gift once it is theirs (a mail); never undoes the gift. */
  giftDelivered?: (delivery: {
    receiverId: string;
    fromName: string;
    gift: GiftReceived;
    message?: string;
  }) => Promise<void>;
}

const DAY_MS = 86_400_000;
/** A plan the provider ended on its own (unpaid renewals) keeps its perks a few more days. */
const ENDED_BY_PROVIDER_GRACE_DAYS = 3;

export const PAYMENT_METHOD: Record<ProviderName, string> = { stripe: "Stripe", simulator: "Simulator" };

function displayName(user: User): string {
  return user.profile?.name || user.auth.local.username;
}

function correspondent(user: User) {
  return { id: user._id, username: user.auth.local.username, name: displayName(user) };
}

function notification(type: string, data: Record<string, unknown>, now: Date): ServerNotification {
  return { id: crypto.randomUUID(), type, data, seen: false, createdAt: now.toISOString() };
}

function ruleContext(ctx: GrantContext, seed: string): RuleContext {
  return { now: ctx.now, random: seededRandom(seed) };
}

const monthsText = (months: number, language?: string) =>
  months === 1 ? t("oneMonth", {}, language) : t("nMonths", { months }, language);

function eventRecord(
  ctx: GrantContext,
  event: PaymentEvent,
  outcome: EventOutcome,
  fields: Partial<PaymentEventRecord> = {},
): PaymentEventRecord {
  return { provider: ctx.provider, id: event.id, type: event.type, outcome, detail: {}, ...fields };
}

/** Records an event that grants nothing (ignored or refused); a repeat is a duplicate. */
async function settle(
  ctx: GrantContext,
  event: PaymentEvent,
  outcome: "ignored" | "rejected",
  fields: Partial<PaymentEventRecord> & { reason?: string } = {},
): Promise<{ outcome: EventOutcome; reason?: string }> {
  const { reason, ...rest } = fields;
  if (outcome === "rejected") logError("payment event refused", ctx.provider, event.id, event.type, reason);
  const recorded = await recordEvent(
    ctx.db,
    eventRecord(ctx, event, outcome, { ...rest, detail: reason ? { reason } : {} }),
    ctx.now,
  );
  return recorded ? { outcome, reason } : { outcome: "duplicate" };
}

interface UserGrant {
  user: User;
  extra?: BatchItem<"sqlite">[];
  purchase?: PurchaseLabel;
  purchaseEntries?: PurchaseEntry[];
}

/**
 * One guarded write of a player with the grant's records in the same batch. `build` returns
 * undefined when the grant turns out to be applied already (a concurrent delivery won).
 */
async function grantToUser(
  ctx: GrantContext,
  userId: string,
  build: (fresh: User) => Promise<UserGrant | undefined>,
): Promise<"applied" | "duplicate" | "gone"> {
  try {
    const { result } = await updateUser(ctx.db, userId, async (fresh) => {
      const grant = await build(fresh);
      if (!grant) return { user: fresh, result: "duplicate" as const, unchanged: true };
      return {
        user: grant.user,
        result: "applied" as const,
        extra: grant.extra,
        purchase: grant.purchase,
        purchaseEntries: grant.purchaseEntries,
      };
    });
    return result;
  } catch (error) {
    if (isDuplicateEvent(error)) return "duplicate";
    if (error instanceof UserGone) return "gone";
    throw error;
  }
}

const PAYABLE = new Set<string>(PAYABLE_STATUSES);

function details(order: OrderRow): OrderDetails {
  return order.details as OrderDetails;
}

export async function applyPaymentEvent(
  ctx: GrantContext,
  event: PaymentEvent,
): Promise<{ outcome: EventOutcome; reason?: string }> {
  const known = await loadPaymentEvent(ctx.db, ctx.provider, event.id);
  if (known) {
    // A retried delivery finishes whatever step an earlier one could not.
    if (known.outcome === "applied" && known.orderId) {
      const order = await loadOrder(ctx.db, known.orderId);
      if (order) await followUps(ctx, order, event.id);
    }
    return { outcome: "duplicate" as const };
  }
  switch (event.kind) {
    case "checkout.paid":
      return checkoutPaid(ctx, event);
    case "checkout.closed":
      return checkoutClosed(ctx, event);
    case "invoice.paid":
      return invoicePaid(ctx, event);
    case "subscription.updated":
      return subscriptionUpdated(ctx, event);
    case "subscription.ended":
      return subscriptionEnded(ctx, event);
    case "refund":
      return refund(ctx, event);
    default:
      return settle(ctx, event, "ignored");
  }
}

async function orderOf(
  ctx: GrantContext,
  event: { orderId?: string; sessionId: string },
): Promise<OrderRow | undefined> {
  const order = event.orderId ? await loadOrder(ctx.db, event.orderId) : undefined;
  return order ?? (event.sessionId ? await loadOrderBySession(ctx.db, ctx.provider, event.sessionId) : undefined);
}

async function checkoutPaid(
  ctx: GrantContext,
  event: Extract<PaymentEvent, { kind: "checkout.paid" }>,
): Promise<EventResult> {
  const order = await orderOf(ctx, event);
  if (!order || order.provider !== ctx.provider) return settle(ctx, event, "rejected", { reason: "unknownOrder" });
  const fields = {
    orderId: order.id,
    userId: order.userId,
    amount: event.amount ?? null,
    currency: event.currency ?? null,
  };
  if (event.amount !== order.amount || event.currency !== order.currency)
    return settle(ctx, event, "rejected", { ...fields, reason: "amountMismatch" });
  if (order.providerSessionId && event.sessionId && event.sessionId !== order.providerSessionId)
    return settle(ctx, event, "rejected", { ...fields, reason: "sessionMismatch" });
  if (!PAYABLE.has(order.status)) return settle(ctx, event, "ignored", { ...fields, reason: `order${order.status}` });
  const recurring = order.kind === "subscription" || order.kind === "group-plan";
  if (recurring && !event.subscriptionId)
    return settle(ctx, event, "rejected", { ...fields, reason: "noSubscription" });

  const providerIds = {
    customerId: event.customerId,
    subscriptionId: event.subscriptionId,
    paymentId: event.paymentId,
    sessionId: event.sessionId || undefined,
  };
  /** The statements every grant of this order carries: its new status and the event's record. */
  const settleOrder = (record: Partial<PaymentEventRecord>): BatchItem<"sqlite">[] => [
    ...markOrderPaidStatements(ctx.db, order.id, providerIds, ctx.now),
    recordEventStatement(
      ctx.db,
      eventRecord(ctx, event, "applied", { ...fields, subscriptionId: event.subscriptionId ?? null, ...record }),
      ctx.now,
    ),
  ];
  /** Inside a guarded write: false once another delivery has paid the order. */
  const stillPayable = async () => PAYABLE.has((await loadOrder(ctx.db, order.id))?.status ?? "paid");
  const info = details(order);
  const rules = ruleContext(ctx, event.id);
  let result: "applied" | "duplicate" | "gone";

  switch (order.kind) {
    case "gems":
      result = await grantToUser(ctx, order.userId, async (fresh) => {
        if (!(await stillPayable())) return undefined;
        return {
          user: receiveGems(fresh, info.gems ?? 0),
          extra: settleOrder({}),
          purchase: { transactionType: "buy_money", reference: info.gemsBlock, referenceText: info.description },
        };
      });
      break;
    case "gift-gems":
    case "gift-subscription": {
      const gift = info.gift;
      const buyer = await loadUser(ctx.db, order.userId);
      if (!gift || !buyer) return settle(ctx, event, "rejected", { ...fields, reason: "giftWithoutPeople" });
      result = await grantToUser(ctx, gift.receiverId, async (fresh) => {
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
        const blocked = fresh.inbox?.blocks?.includes(buyer._id) || buyer.inbox?.blocks?.includes(fresh._id);
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
      break;
    }
    case "subscription": {
      const planKey = info.planKey as keyof typeof SUBSCRIPTION_BLOCKS;
      const months = blockMonths(planKey);
      result = await grantToUser(ctx, order.userId, async (fresh) => {
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
      break;
    }
    case "group-plan": {
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
      result = await grantToUser(ctx, order.userId, async (fresh) => {
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
      break;
    }
    default:
      return settle(ctx, event, "rejected", { ...fields, reason: "unknownKind" });
  }
  if (result === "gone") return settle(ctx, event, "rejected", { ...fields, reason: "playerGone" });
  if (result === "duplicate") {
    await followUps(ctx, order, event.id);
    return { outcome: "duplicate" };
  }
  await followUps(ctx, order, event.id);
  return { outcome: "applied" };
}

/** The further steps of a paid order; each is safe to run again. */
async function followUps(ctx: GrantContext, order: OrderRow, eventId: string): Promise<void> {
  const info = details(order);
  if (order.kind === "gift-subscription" && info.promo === "g1g1" && info.planKey && info.gift) {
    await giftPromotionForBuyer(ctx, order, info, eventId);
  }
  if (order.kind === "group-plan" && info.group) await syncGroupPlanMembers(ctx.db, info.group.id, ctx.now);
  if (order.kind === "subscription") await retireReplacedPlans(ctx, order);
}

/**
 * Two checkouts for a plan, both paid (opened side by side): the newest plan is the player's,
 * and the older one stops renewing so the player is never billed twice.
 */
async function retireReplacedPlans(ctx: GrantContext, order: OrderRow) {
  const current = (await loadOrder(ctx.db, order.id))?.providerSubscriptionId;
  if (!current) return;
  for (const older of await liveSubscriptionsOfUser(ctx.db, order.userId)) {
    if (older.id === current || older.status !== "active") continue;
    try {
      await ctx.stopRenewal?.(older);
      await ctx.db.batch([
        updateSubscriptionStatement(ctx.db, older.id, { status: "canceling", canceledAt: ctx.now.toISOString() }),
      ]);
    } catch (error) {
      logError("could not stop a replaced plan's renewal", older.id, error);
    }
  }
}

/** Gift one, get one: the buyer of a gifted subscription receives the same plan. */
async function giftPromotionForBuyer(ctx: GrantContext, order: OrderRow, info: OrderDetails, eventId: string) {
  const stepId = `${eventId}#promo`;
  if (await loadPaymentEvent(ctx.db, ctx.provider, stepId)) return;
  const planKey = info.planKey as keyof typeof SUBSCRIPTION_BLOCKS;
  const months = SUBSCRIPTION_BLOCKS[planKey].months;
  await grantToUser(ctx, order.userId, async (fresh) => {
    await loadLanguage(fresh.preferences?.language);
    const user = receiveGiftSubscription(fresh, planKey, ruleContext(ctx, stepId));
    const text = t(
      "privateMessageGiftPromotion",
      { receiver: info.gift?.receiverName ?? "", months: monthsText(months, fresh.preferences?.language) },
      fresh.preferences?.language,
    );
    user.notifications = [
      ...(user.notifications ?? []),
      notification("GIFT_PROMOTION_SUBSCRIPTION", { months, message: text }, ctx.now),
    ];
    return {
      user,
      extra: [
        recordEventStatement(
          ctx.db,
          {
            provider: ctx.provider,
            id: stepId,
            type: "gift.promotion",
            outcome: "applied",
            orderId: order.id,
            userId: order.userId,
            detail: {},
          },
          ctx.now,
        ),
      ],
      purchase: { transactionType: "subscription_perks", reference: planKey },
      purchaseEntries: [
        {
          currency: "subscription",
          amount: months,
          transactionType: "gift_promotion",
          reference: info.gift?.receiverId,
          referenceText: info.gift?.receiverName,
        },
      ],
    };
  });
}

async function checkoutClosed(
  ctx: GrantContext,
  event: Extract<PaymentEvent, { kind: "checkout.closed" }>,
): Promise<EventResult> {
  const order = await orderOf(ctx, event);
  if (!order || order.provider !== ctx.provider) return settle(ctx, event, "ignored", { reason: "unknownOrder" });
  try {
    await ctx.db.batch([
      setOrderStatusStatement(ctx.db, order.id, "declined", "open", ctx.now),
      recordEventStatement(
        ctx.db,
        eventRecord(ctx, event, "applied", { orderId: order.id, userId: order.userId }),
        ctx.now,
      ),
    ]);
  } catch (error) {
    if (isDuplicateEvent(error)) return { outcome: "duplicate" as const };
    throw error;
  }
  return { outcome: "applied" as const };
}

function subscriptionFields(sub: SubscriptionRow) {
  return { subscriptionId: sub.id, userId: sub.userId ?? sub.payerId, groupId: sub.groupId };
}

async function invoicePaid(
  ctx: GrantContext,
  event: Extract<PaymentEvent, { kind: "invoice.paid" }>,
): Promise<EventResult> {
  if (!event.subscriptionId) return settle(ctx, event, "ignored", { reason: "notASubscription" });
  const sub = await loadSubscription(ctx.db, event.subscriptionId);
  const money = { amount: event.amount ?? null, currency: event.currency ?? null };
  // The first invoice of a plan is paid with its checkout, which grants it (whichever arrives first).
  if (!sub)
    return settle(ctx, event, event.billingReason === "subscription_create" ? "ignored" : "rejected", {
      ...money,
      subscriptionId: event.subscriptionId,
      reason: "unknownSubscription",
    });
  const fields = { ...subscriptionFields(sub), ...money };
  if (sub.provider !== ctx.provider) return settle(ctx, event, "rejected", { ...fields, reason: "providerMismatch" });
  if (event.currency !== "usd") return settle(ctx, event, "rejected", { ...fields, reason: "amountMismatch" });
  const months = blockMonths(sub.planKey);
  const periodEnd = event.periodEnd ?? addMonths(new Date(sub.currentPeriodEnd), months);
  const record = recordEventStatement(ctx.db, eventRecord(ctx, event, "applied", fields), ctx.now);
  // The first invoice replaces our estimate of the period's end; later ones only move it on.
  const first = event.billingReason === "subscription_create";
  const moveEnd = updateSubscriptionStatement(ctx.db, sub.id, {
    currentPeriodEnd: first ? periodEnd.getTime() : Math.max(periodEnd.getTime(), sub.currentPeriodEnd),
  });
  if (first) return batchOnce(ctx, [moveEnd, record]);
  if (event.amount !== renewalAmount(sub.planKey, sub.quantity))
    return settle(ctx, event, "rejected", { ...fields, reason: "amountMismatch" });
  if (sub.userId) {
    const result = await grantToUser(ctx, sub.userId, async (fresh) => {
      fresh.purchased.plan.lastBillingDate = ctx.now.toISOString();
      return {
        user: fresh,
        extra: [moveEnd, record],
        purchaseEntries: [
          { currency: "subscription", amount: months, transactionType: "subscription_renew", reference: sub.planKey },
        ],
      };
    });
    if (result === "gone") return settle(ctx, event, "rejected", { ...fields, reason: "playerGone" });
    return { outcome: result === "applied" ? ("applied" as const) : ("duplicate" as const) };
  }
  if (sub.groupId) {
    const outcome = await batchOnce(ctx, [
      moveEnd,
      record,
      ctx.db
        .update(groups)
        .set({ doc: sql`json_set(${groups.doc}, '$.purchased.plan.lastBillingDate', ${ctx.now.toISOString()})` })
        .where(eq(groups.id, sub.groupId)),
    ]);
    await syncGroupPlanMembers(ctx.db, sub.groupId, ctx.now);
    return outcome;
  }
  return settle(ctx, event, "ignored", { ...fields, reason: "noBeneficiary" });
}

/** Writes statements that carry an event's record; a second delivery finds it recorded. */
async function batchOnce(ctx: GrantContext, statements: BatchItem<"sqlite">[]): Promise<{ outcome: EventOutcome }> {
  try {
    await ctx.db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  } catch (error) {
    if (isDuplicateEvent(error)) return { outcome: "duplicate" };
    throw error;
  }
  return { outcome: "applied" };
}

/** A plan stops renewing: its perks stay until `paidUntil` (plus extra months it holds). */
export async function cancelPlanRecords(
  ctx: GrantContext,
  sub: SubscriptionRow,
  paidUntil: Date,
  extra: BatchItem<"sqlite">[] = [],
): Promise<Date | undefined> {
  const rowChange = updateSubscriptionStatement(ctx.db, sub.id, {
    status: "canceling",
    canceledAt: ctx.now.toISOString(),
    currentPeriodEnd: Math.max(sub.currentPeriodEnd, paidUntil.getTime()),
  });
  if (sub.userId) {
    let ends: Date | undefined;
    const result = await grantToUser(ctx, sub.userId, async (fresh) => {
      const plan = fresh.purchased.plan;
      if (plan.subscriptionId !== sub.id || plan.dateTerminated) {
        ends = plan.dateTerminated ? new Date(plan.dateTerminated) : undefined;
        return { user: fresh, extra: [rowChange, ...extra], purchase: undefined };
      }
      const user = scheduleCancellation(fresh, paidUntil, ctx.now);
      ends = new Date(user.purchased.plan.dateTerminated as string);
      return { user, extra: [rowChange, ...extra] };
    });
    if (result === "gone") await batchOnce(ctx, [rowChange, ...extra]);
    return ends;
  }
  if (sub.groupId) {
    const updated = await updateGroup(ctx.db, sub.groupId, (group) => {
      const plan = group.doc.purchased.plan as { dateTerminated?: string | null };
      if (!plan.dateTerminated) plan.dateTerminated = paidUntil.toISOString();
      return { group, result: new Date(plan.dateTerminated), extra: [rowChange, ...extra] };
    });
    if (!updated) await batchOnce(ctx, [rowChange, ...extra]);
    return updated?.result;
  }
  await batchOnce(ctx, [rowChange, ...extra]);
  return undefined;
}

async function subscriptionUpdated(
  ctx: GrantContext,
  event: Extract<PaymentEvent, { kind: "subscription.updated" }>,
): Promise<EventResult> {
  const sub = await loadSubscription(ctx.db, event.subscriptionId);
  if (!sub || sub.provider !== ctx.provider)
    return settle(ctx, event, "ignored", { subscriptionId: event.subscriptionId, reason: "unknownSubscription" });
  const fields = subscriptionFields(sub);
  const record = recordEventStatement(ctx.db, eventRecord(ctx, event, "applied", fields), ctx.now);
  // Cancelled at the provider (its customer portal): the plan ends with its paid period.
  if (event.cancelAtPeriodEnd && sub.status === "active") {
    try {
      await cancelPlanRecords(ctx, sub, event.periodEnd ?? new Date(sub.currentPeriodEnd), [record]);
    } catch (error) {
      if (isDuplicateEvent(error)) return { outcome: "duplicate" as const };
      throw error;
    }
    return { outcome: "applied" as const };
  }
  // Renewal turned back on before the plan ended.
  if (
    !event.cancelAtPeriodEnd &&
    sub.status === "canceling" &&
    (event.status === "active" || event.status === "trialing")
  ) {
    const rowChange = updateSubscriptionStatement(ctx.db, sub.id, {
      status: "active",
      canceledAt: null,
      ...(event.periodEnd ? { currentPeriodEnd: event.periodEnd.getTime() } : {}),
    });
    if (sub.userId) {
      const result = await grantToUser(ctx, sub.userId, async (fresh) => {
        if (fresh.purchased.plan.subscriptionId === sub.id) fresh.purchased.plan.dateTerminated = null;
        fresh.purchased.plan.lastBillingDate ??= ctx.now.toISOString();
        return { user: fresh, extra: [rowChange, record] };
      });
      return { outcome: result === "applied" ? ("applied" as const) : ("duplicate" as const) };
    }
    if (sub.groupId) {
      try {
        const updated = await updateGroup(ctx.db, sub.groupId, (group) => {
          (group.doc.purchased.plan as { dateTerminated?: string | null }).dateTerminated = null;
          return { group, result: null, extra: [rowChange, record] };
        });
        if (!updated) return batchOnce(ctx, [rowChange, record]);
      } catch (error) {
        if (isDuplicateEvent(error)) return { outcome: "duplicate" as const };
        throw error;
      }
      return { outcome: "applied" as const };
    }
  }
  if (event.periodEnd && event.periodEnd.getTime() !== sub.currentPeriodEnd && sub.status !== "ended") {
    return batchOnce(ctx, [
      updateSubscriptionStatement(ctx.db, sub.id, { currentPeriodEnd: event.periodEnd.getTime() }),
      record,
    ]);
  }
  return settle(ctx, event, "ignored", fields);
}

async function subscriptionEnded(
  ctx: GrantContext,
  event: Extract<PaymentEvent, { kind: "subscription.ended" }>,
): Promise<EventResult> {
  const sub = await loadSubscription(ctx.db, event.subscriptionId);
  if (!sub || sub.provider !== ctx.provider)
    return settle(ctx, event, "ignored", { subscriptionId: event.subscriptionId, reason: "unknownSubscription" });
  const fields = subscriptionFields(sub);
  if (sub.status === "ended") return settle(ctx, event, "ignored", { ...fields, reason: "alreadyEnded" });
  const record = recordEventStatement(ctx.db, eventRecord(ctx, event, "applied", fields), ctx.now);
  const rowChange = updateSubscriptionStatement(ctx.db, sub.id, { status: "ended", endedAt: ctx.now.toISOString() });
  const grace = new Date(ctx.now.getTime() + ENDED_BY_PROVIDER_GRACE_DAYS * DAY_MS);
  try {
    if (sub.userId) {
      const result = await grantToUser(ctx, sub.userId, async (fresh) => {
        const plan = fresh.purchased.plan;
        // Ended without a cancellation on our side (renewals went unpaid): a short grace.
        const user =
          plan.subscriptionId === sub.id && !plan.dateTerminated ? scheduleCancellation(fresh, grace, ctx.now) : fresh;
        return { user, extra: [rowChange, record] };
      });
      if (result === "gone") return batchOnce(ctx, [rowChange, record]);
      return { outcome: result === "applied" ? ("applied" as const) : ("duplicate" as const) };
    }
    if (sub.groupId) {
      const updated = await updateGroup(ctx.db, sub.groupId, (group) => {
        const plan = group.doc.purchased.plan as { dateTerminated?: string | null };
        if (!plan.dateTerminated) plan.dateTerminated = grace.toISOString();
        return { group, result: null, extra: [rowChange, record] };
      });
      if (!updated) return batchOnce(ctx, [rowChange, record]);
      return { outcome: "applied" as const };
    }
  } catch (error) {
    if (isDuplicateEvent(error)) return { outcome: "duplicate" as const };
    throw error;
  }
  return batchOnce(ctx, [rowChange, record]);
}

async function refund(ctx: GrantContext, event: Extract<PaymentEvent, { kind: "refund" }>): Promise<EventResult> {
  const money = { amount: event.amountRefunded ?? null, currency: event.currency ?? null };
  if (!event.fully) return settle(ctx, event, "ignored", { ...money, reason: "partialRefund" });
  const order = event.paymentId ? await loadOrderByPayment(ctx.db, ctx.provider, event.paymentId) : undefined;
  if (order) {
    const fields = { ...money, orderId: order.id, userId: order.userId };
    if (order.status === "refunded") return settle(ctx, event, "ignored", { ...fields, reason: "alreadyRefunded" });
    if (order.status !== "paid") return settle(ctx, event, "ignored", { ...fields, reason: `order${order.status}` });
    const info = details(order);
    const receiverId = order.kind === "gems" ? order.userId : info.gift?.receiverId;
    const extra = () => [
      setOrderStatusStatement(ctx.db, order.id, "refunded", "paid", ctx.now),
      recordEventStatement(ctx.db, eventRecord(ctx, event, "applied", fields), ctx.now),
    ];
    if (!receiverId) return settle(ctx, event, "ignored", { ...fields, reason: "notRefundable" });
    const result = await grantToUser(ctx, receiverId, async (fresh) => {
      if ((await loadOrder(ctx.db, order.id))?.status !== "paid") return undefined;
      if (order.kind === "gift-subscription") {
        const months = info.months ?? 0;
        const plan = fresh.purchased.plan;
        const user = plan.customerId === "Gift" ? endSubscriptionNow(fresh, ctx.now) : fresh;
        user.purchased.plan.extraMonths = Math.max(
          0,
          (user.purchased.plan.extraMonths ?? 0) - (plan.customerId === "Gift" ? 0 : months),
        );
        return {
          user,
          extra: extra(),
          purchaseEntries: [
            { currency: "subscription", amount: -months, transactionType: "refund", reference: order.id },
          ],
        };
      }
      return {
        user: takeBackGems(fresh, info.gems ?? 0).user,
        extra: extra(),
        purchase: { transactionType: "refund", reference: order.id },
      };
    });
    if (result === "gone") return settle(ctx, event, "ignored", { ...fields, reason: "playerGone" });
    return { outcome: result === "applied" ? ("applied" as const) : ("duplicate" as const) };
  }
  // A plan's charge: its perks end now.
  const sub = event.customerId
    ? (await subscriptionsOfCustomer(ctx.db, ctx.provider, event.customerId)).find((row) => row.status !== "ended")
    : undefined;
  if (!sub) return settle(ctx, event, "ignored", { ...money, reason: "unknownPayment" });
  const fields = { ...subscriptionFields(sub), ...money };
  const record = recordEventStatement(ctx.db, eventRecord(ctx, event, "applied", fields), ctx.now);
  const rowChange = updateSubscriptionStatement(ctx.db, sub.id, { status: "ended", endedAt: ctx.now.toISOString() });
  try {
    if (sub.userId) {
      const result = await grantToUser(ctx, sub.userId, async (fresh) => {
        const user = fresh.purchased.plan.subscriptionId === sub.id ? endSubscriptionNow(fresh, ctx.now) : fresh;
        return {
          user,
          extra: [rowChange, record],
          purchaseEntries: [
            {
              currency: "subscription",
              amount: -blockMonths(sub.planKey),
              transactionType: "refund",
              reference: sub.planKey,
            },
          ],
        };
      });
      if (result === "gone") return batchOnce(ctx, [rowChange, record]);
      return { outcome: result === "applied" ? ("applied" as const) : ("duplicate" as const) };
    }
    if (sub.groupId) {
      const updated = await updateGroup(ctx.db, sub.groupId, (group) => {
        (group.doc.purchased.plan as { dateTerminated?: string | null }).dateTerminated = ctx.now.toISOString();
        return { group, result: null, extra: [rowChange, record] };
      });
      if (!updated) return batchOnce(ctx, [rowChange, record]);
      await syncGroupPlanMembers(ctx.db, sub.groupId, ctx.now);
      return { outcome: "applied" as const };
    }
  } catch (error) {
    if (isDuplicateEvent(error)) return { outcome: "duplicate" as const };
    throw error;
  }
  return batchOnce(ctx, [rowChange, record]);
}

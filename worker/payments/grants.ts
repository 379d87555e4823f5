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
import { SUBSCRIPTION_BLOCKS } from "../../content/data/constants";
import { t } from "../../content/i18n";
import { blockMonths, renewalAmount } from "../../content/rules/payments";
import {
  addMonths,
  endSubscriptionNow,
  receiveGiftSubscription,
  scheduleCancellation,
  takeBackGems,
} from "../../content/rules/subscribe";
import { updateGroup } from "../../db/groups";
import {
  isDuplicateEvent,
  loadOrder,
  loadOrderByPayment,
  loadOrderBySession,
  loadPaymentEvent,
  liveSubscriptionsOfUser,
  loadSubscription,
  markOrderPaidStatements,
  recordEventStatement,
  setOrderStatusStatement,
  subscriptionsOfCustomer,
  updateSubscriptionStatement,
  type OrderDetails,
  type OrderRow,
  type PaymentEventRecord,
  type SubscriptionRow,
} from "../../db/payments";
import { groups } from "../../db/schema";
import { loadLanguage } from "../lib/catalogues";
import type { PaymentEvent } from "./events";
import { CHECKOUT_GRANTS } from "./checkoutGrants";
import {
  details,
  eventRecord,
  grantToUser,
  monthsText,
  notification,
  PAYABLE,
  ruleContext,
  settle,
  type EventOutcome,
  type EventResult,
  type GrantContext,
} from "./grantSteps";
import { syncGroupPlanMembers } from "./groupPlans";
import { logError } from "../lib/log";

const DAY_MS = 86_400_000;
/** A plan the provider ended on its own (unpaid renewals) keeps its perks a few more days. */
const ENDED_BY_PROVIDER_GRACE_DAYS = 3;

export type { EventOutcome, EventResult, GrantContext } from "./grantSteps";
export { PAYMENT_METHOD } from "./grantSteps";

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
  const grant = Object.hasOwn(CHECKOUT_GRANTS, order.kind) ? CHECKOUT_GRANTS[order.kind] : undefined;
  if (!grant) return settle(ctx, event, "rejected", { ...fields, reason: "unknownKind" });
  const result = await grant({ ctx, event, order, info, fields, rules, settleOrder, stillPayable });
  if (typeof result === "object") return result;
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

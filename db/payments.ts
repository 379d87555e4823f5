/**
 * Checkouts, verified provider events and recurring plans: the queries the payment routes,
 * the provider webhooks, the daily job and the admin area share.
 */
import { and, desc, eq, inArray, isNotNull, lt, lte, or, sql } from "drizzle-orm";
import type { Transaction, User } from "../content/rules/types";
import type { Database } from "./client";
import { listPurchaseHistory } from "./purchaseHistory";
import { paymentEvents, paymentOrders, paymentSubscriptions, users } from "./schema";
import { casGuard, userFromRow } from "./users";
import type { OrderStatus, ProviderSubscription } from "../worker/api-types/payments";

export type OrderRow = typeof paymentOrders.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
export type SubscriptionRow = typeof paymentSubscriptions.$inferSelect;

export type { OrderStatus };
/** A checkout closed on our side (declined, expired, failed to open) may still be paid at the provider. */
export const PAYABLE_STATUSES: OrderStatus[] = ["open", "declined", "expired", "failed"];

/** What an order grants, fixed when the checkout starts. */
export interface OrderDetails {
  description: string;
  gems?: number;
  gemsBlock?: string;
  planKey?: string;
  months?: number;
  promo?: "gemsPromo" | "g1g1";
  recurring?: { intervalMonths: number; unitAmount: number; quantity: number };
  gift?: { receiverId: string; receiverName: string; message?: string };
  /** A group plan: the group it is for (created once paid, or an existing guild upgraded). */
  group?: { id: string; name: string; summary?: string; upgrade: boolean };
  promoCode?: string;
}

export async function insertOrder(db: Database, row: typeof paymentOrders.$inferInsert): Promise<void> {
  await db.insert(paymentOrders).values(row);
}

export async function loadOrder(db: Database, id: string): Promise<OrderRow | undefined> {
  if (id.length > 100) return undefined;
  return db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).get();
}

export async function loadOrderBySession(
  db: Database,
  provider: string,
  sessionId: string,
): Promise<OrderRow | undefined> {
  if (sessionId.length > 300) return undefined;
  return db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.providerSessionId, sessionId)))
    .get();
}

export async function loadOrderByPayment(
  db: Database,
  provider: string,
  paymentId: string,
): Promise<OrderRow | undefined> {
  return db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.providerPaymentId, paymentId)))
    .get();
}

export async function setOrderSession(db: Database, id: string, sessionId: string, now: Date): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ providerSessionId: sessionId, updatedAt: now.toISOString() })
    .where(eq(paymentOrders.id, id));
}

export async function setOrderStatus(db: Database, id: string, status: OrderStatus, now: Date): Promise<void> {
  await db.update(paymentOrders).set({ status, updatedAt: now.toISOString() }).where(eq(paymentOrders.id, id));
}

/**
 * Marks an unpaid order paid; in a batch, the guard after it aborts everything when the order
 * was paid already (another delivery of the same payment got there first).
 */
export function markOrderPaidStatements(
  db: Database,
  orderId: string,
  provider: { customerId?: string; subscriptionId?: string; paymentId?: string; sessionId?: string },
  now: Date,
) {
  return [
    db
      .update(paymentOrders)
      .set({
        status: "paid",
        updatedAt: now.toISOString(),
        ...(provider.customerId ? { providerCustomerId: provider.customerId } : {}),
        ...(provider.subscriptionId ? { providerSubscriptionId: provider.subscriptionId } : {}),
        ...(provider.paymentId ? { providerPaymentId: provider.paymentId } : {}),
        ...(provider.sessionId ? { providerSessionId: provider.sessionId } : {}),
      })
      .where(and(eq(paymentOrders.id, orderId), inArray(paymentOrders.status, PAYABLE_STATUSES))),
    casGuard(db),
  ];
}

/** Closes an open order (declined, expired) or a paid one that was refunded. */
export function setOrderStatusStatement(
  db: Database,
  orderId: string,
  status: OrderStatus,
  from: OrderStatus,
  now: Date,
) {
  return db
    .update(paymentOrders)
    .set({ status, updatedAt: now.toISOString() })
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, from)));
}

/** Checkouts left open past `before` close: nobody is paying them any more. */
export async function expireStaleOrders(db: Database, before: Date, now: Date): Promise<number> {
  const stale = await db
    .update(paymentOrders)
    .set({ status: "expired", updatedAt: now.toISOString() })
    .where(and(eq(paymentOrders.status, "open"), lt(paymentOrders.createdAt, before.toISOString())))
    .returning({ id: paymentOrders.id });
  return stale.length;
}

export async function loadPaymentEvent(
  db: Database,
  provider: string,
  id: string,
): Promise<PaymentEventRow | undefined> {
  return db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.id, id)))
    .get();
}

export type PaymentEventRecord = Omit<typeof paymentEvents.$inferInsert, "receivedAt"> & { receivedAt?: string };

/** Records an event; in a batch, a second record of the same event id aborts the batch. */
export function recordEventStatement(db: Database, row: PaymentEventRecord, now: Date) {
  return db.insert(paymentEvents).values({ ...row, receivedAt: row.receivedAt ?? now.toISOString() });
}

/** Records an event on its own; says false when it was recorded before. */
export async function recordEvent(db: Database, row: PaymentEventRecord, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values({ ...row, receivedAt: row.receivedAt ?? now.toISOString() })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

/** Whether a failed write failed because its event had been recorded already. */
export function isDuplicateEvent(error: unknown): boolean {
  const text = `${String((error as { cause?: unknown })?.cause ?? "")} ${String((error as Error)?.message ?? "")}`;
  return text.includes("UNIQUE") && text.includes("payment_events");
}

export function insertSubscriptionStatement(db: Database, row: typeof paymentSubscriptions.$inferInsert) {
  return db.insert(paymentSubscriptions).values(row).onConflictDoNothing();
}

export function updateSubscriptionStatement(
  db: Database,
  id: string,
  patch: Partial<typeof paymentSubscriptions.$inferInsert>,
) {
  return db.update(paymentSubscriptions).set(patch).where(eq(paymentSubscriptions.id, id));
}

export async function loadSubscription(db: Database, id: string): Promise<SubscriptionRow | undefined> {
  if (id.length > 300) return undefined;
  return db.select().from(paymentSubscriptions).where(eq(paymentSubscriptions.id, id)).get();
}

/** The subscriptions a provider customer pays for, newest first. */
export async function subscriptionsOfCustomer(
  db: Database,
  provider: string,
  customerId: string,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(paymentSubscriptions)
    .where(and(eq(paymentSubscriptions.provider, provider), eq(paymentSubscriptions.customerId, customerId)))
    .orderBy(desc(paymentSubscriptions.createdAt))
    .all();
}

/** The player's own renewing (or cancelled but not yet ended) subscriptions, newest first. */
export async function liveSubscriptionsOfUser(db: Database, userId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(paymentSubscriptions)
    .where(and(eq(paymentSubscriptions.userId, userId), inArray(paymentSubscriptions.status, ["active", "canceling"])))
    .orderBy(desc(paymentSubscriptions.createdAt))
    .all();
}

export async function liveSubscriptionOfGroup(db: Database, groupId: string): Promise<SubscriptionRow | undefined> {
  return db
    .select()
    .from(paymentSubscriptions)
    .where(
      and(eq(paymentSubscriptions.groupId, groupId), inArray(paymentSubscriptions.status, ["active", "canceling"])),
    )
    .orderBy(desc(paymentSubscriptions.createdAt))
    .get();
}

/** Simulated subscriptions whose paid period has run out: the daily job renews or ends them. */
export async function dueSimulatedSubscriptions(db: Database, now: Date, limit = 200): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(paymentSubscriptions)
    .where(
      and(
        eq(paymentSubscriptions.provider, "simulator"),
        inArray(paymentSubscriptions.status, ["active", "canceling"]),
        lte(paymentSubscriptions.currentPeriodEnd, now.getTime()),
      ),
    )
    .orderBy(paymentSubscriptions.currentPeriodEnd)
    .limit(limit)
    .all();
}

/** Players whose plan has an end date that has come (the daily job closes these plans). */
export async function usersWithEndedPlans(db: Database, now: Date, afterId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`${users.id} > ${afterId}`,
        isNotNull(sql`json_extract(${users.purchased}, '$.plan.customerId')`),
        isNotNull(sql`json_extract(${users.purchased}, '$.plan.dateTerminated')`),
        sql`json_extract(${users.purchased}, '$.plan.dateTerminated') <= ${now.toISOString()}`,
      ),
    )
    .orderBy(users.id)
    .limit(limit)
    .all();
  return rows.map((row) => row.id);
}

export interface SubscriptionPaymentDetails {
  userId: string;
  plan: User["purchased"]["plan"] | undefined;
  /** The provider subscriptions this player pays for or benefits from, newest first. */
  subscriptions: ProviderSubscription[];
  /** The most recent verified payment events of this player (charges, renewals, refunds). */
  recentPayments: {
    id: string;
    provider: string;
    type: string;
    outcome: string;
    amount: number | null;
    currency: string | null;
    subscriptionId: string | null;
    orderId: string | null;
    receivedAt: string;
  }[];
  /** The player's subscription months bought, given and received. */
  subscriptionHistory: Transaction[];
}

/**
 * Everything about a player's paid plans in one read: the plan on their document, the
 * provider's customer and subscription ids with dates, and recent payments.
 */
export async function subscriptionPaymentDetails(
  db: Database,
  userId: string,
  limit = 20,
): Promise<SubscriptionPaymentDetails | undefined> {
  const row = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!row) return undefined;
  const user = userFromRow(row);
  const subscriptions = await db
    .select()
    .from(paymentSubscriptions)
    .where(or(eq(paymentSubscriptions.userId, userId), eq(paymentSubscriptions.payerId, userId)))
    .orderBy(desc(paymentSubscriptions.createdAt))
    .limit(limit)
    .all();
  const recentPayments = await db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.userId, userId))
    .orderBy(desc(paymentEvents.receivedAt))
    .limit(limit)
    .all();
  const history = await listPurchaseHistory(db, userId, { limit: 200 });
  return {
    userId,
    plan: user.purchased?.plan,
    subscriptions: subscriptions.map((sub) => ({
      id: sub.id,
      provider: sub.provider,
      customerId: sub.customerId,
      planKey: sub.planKey,
      groupId: sub.groupId,
      quantity: sub.quantity,
      status: sub.status,
      currentPeriodEnd: new Date(sub.currentPeriodEnd).toISOString(),
      createdAt: sub.createdAt,
      canceledAt: sub.canceledAt,
      endedAt: sub.endedAt,
    })),
    recentPayments: recentPayments.map((event) => ({
      id: event.id,
      provider: event.provider,
      type: event.type,
      outcome: event.outcome,
      amount: event.amount,
      currency: event.currency,
      subscriptionId: event.subscriptionId,
      orderId: event.orderId,
      receivedAt: event.receivedAt,
    })),
    subscriptionHistory: history.filter((entry) => entry.currency === "subscription").slice(0, limit),
  };
}

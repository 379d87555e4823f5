/**
 * The built-in payment simulator: on only when PAYMENTS_SIMULATOR=true asks for it and no
 * Stripe key is set (./mode.ts), so every purchase can be tried locally with no account anywhere. Its checkout is our own page; paying or declining
 * there makes the event Stripe would send, in Stripe's format, signed with this server's own
 * simulator secret, for the same webhook handler. No money moves.
 */
import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { renewalAmount } from "../../content/rules/payments";
import type { Database } from "../../db/client";
import type { OrderRow, SubscriptionRow } from "../../db/payments";
import { worldState } from "../../db/schema";
import { InvalidSignature, type CheckoutInput, type PaymentProvider } from "./provider";

const SECRET_KEY = "payment-simulator-secret";
const cryptoProvider = Stripe.createSubtleCryptoProvider();

function randomHex(bytes: number): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** This server's simulator signing secret, made on first use and kept in the database. */
export async function simulatorSecret(db: Database): Promise<string> {
  const stored = await db.select().from(worldState).where(eq(worldState.key, SECRET_KEY)).get();
  if (stored && typeof stored.value === "string") return stored.value;
  const fresh = `whsec_sim_${randomHex(24)}`;
  await db
    .insert(worldState)
    .values({ key: SECRET_KEY, value: fresh, updatedAt: new Date().toISOString() })
    .onConflictDoNothing();
  const kept = await db.select().from(worldState).where(eq(worldState.key, SECRET_KEY)).get();
  return String(kept?.value ?? fresh);
}

/** The simulator's stand-in for a provider customer: one per player. */
export function simulatedCustomerId(userId: string): string {
  return `cus_sim_${userId.replace(/-/g, "").slice(0, 24)}`;
}

export const SIMULATOR_PAGE = "/payments/simulator/";

export function simulatorProvider(db: Database): PaymentProvider {
  return {
    name: "simulator",
    async createCheckout(input: CheckoutInput) {
      const sessionId = `cs_sim_${randomHex(16)}`;
      return { url: `${SIMULATOR_PAGE}${sessionId}`, sessionId };
    },
    async verifyEvent(rawBody, signature) {
      if (!signature) throw new InvalidSignature("no signature header");
      try {
        return await Stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          await simulatorSecret(db),
          undefined,
          cryptoProvider,
        );
      } catch (error) {
        throw new InvalidSignature(String((error as Error)?.message ?? error));
      }
    },
    async cancelAtPeriodEnd(subscription: SubscriptionRow) {
      return { periodEnd: new Date(subscription.currentPeriodEnd) };
    },
    async setQuantity() {
      // The simulated plan bills from our own row, which the caller updates.
    },
    async billingPortalUrl() {
      return undefined;
    },
  };
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function eventOf(type: string, object: Record<string, unknown>, now: Date) {
  return {
    id: `evt_sim_${randomHex(12)}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: seconds(now),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

export type SimulatedEvent = ReturnType<typeof eventOf>;

function sessionObject(order: OrderRow, now: Date, outcome: "paid" | "expired") {
  const recurring = order.kind === "subscription" || order.kind === "group-plan";
  const paid = outcome === "paid";
  return {
    id: order.providerSessionId,
    object: "checkout.session",
    amount_subtotal: order.amount,
    amount_total: order.amount,
    cancel_url: null,
    client_reference_id: order.id,
    created: seconds(new Date(order.createdAt)),
    currency: order.currency,
    customer: paid ? simulatedCustomerId(order.userId) : null,
    expires_at: seconds(new Date(Date.parse(order.createdAt) + 86_400_000)),
    invoice: paid && recurring ? `in_sim_${randomHex(12)}` : null,
    livemode: false,
    metadata: { orderId: order.id, userId: order.userId, kind: order.kind },
    mode: recurring ? "subscription" : "payment",
    payment_intent: paid && !recurring ? `pi_sim_${randomHex(12)}` : null,
    payment_status: paid ? "paid" : "unpaid",
    status: paid ? "complete" : "expired",
    subscription: paid && recurring ? `sub_sim_${randomHex(12)}` : null,
    success_url: null,
    url: null,
  };
}

/** The event Stripe sends when a checkout is paid. */
export function checkoutCompletedEvent(order: OrderRow, now: Date): SimulatedEvent {
  return eventOf("checkout.session.completed", sessionObject(order, now, "paid"), now);
}

/** The event Stripe sends when a checkout closes unpaid. */
export function checkoutExpiredEvent(order: OrderRow, now: Date): SimulatedEvent {
  return eventOf("checkout.session.expired", sessionObject(order, now, "expired"), now);
}

function subscriptionObject(
  subscription: SubscriptionRow,
  status: string,
  periodStart: Date,
  periodEnd: Date,
  now: Date,
) {
  return {
    id: subscription.id,
    object: "subscription",
    cancel_at_period_end: subscription.status === "canceling",
    canceled_at: subscription.canceledAt ? seconds(new Date(subscription.canceledAt)) : null,
    created: seconds(new Date(subscription.createdAt)),
    currency: "usd",
    customer: subscription.customerId,
    ended_at: status === "canceled" ? seconds(now) : null,
    items: {
      object: "list",
      data: [
        {
          id: `si_sim_${subscription.id.slice(-12)}`,
          object: "subscription_item",
          current_period_start: seconds(periodStart),
          current_period_end: seconds(periodEnd),
          quantity: subscription.quantity,
        },
      ],
    },
    livemode: false,
    metadata: { orderId: subscription.orderId ?? "", userId: subscription.payerId },
    status,
  };
}

/** The invoice Stripe marks paid when a plan renews for another period. */
export function renewalPaidEvent(subscription: SubscriptionRow, periodEnd: Date, now: Date): SimulatedEvent {
  const periodStart = new Date(subscription.currentPeriodEnd);
  const amount = renewalAmount(subscription.planKey, subscription.quantity) ?? 0;
  return eventOf(
    "invoice.paid",
    {
      id: `in_sim_${randomHex(12)}`,
      object: "invoice",
      amount_due: amount,
      amount_paid: amount,
      amount_remaining: 0,
      billing_reason: "subscription_cycle",
      created: seconds(now),
      currency: "usd",
      customer: subscription.customerId,
      livemode: false,
      lines: {
        object: "list",
        data: [
          {
            id: `il_sim_${randomHex(8)}`,
            object: "line_item",
            amount,
            currency: "usd",
            period: { start: seconds(periodStart), end: seconds(periodEnd) },
            quantity: subscription.quantity,
          },
        ],
      },
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id, metadata: {} } },
      period_start: seconds(periodStart),
      period_end: seconds(periodEnd),
      status: "paid",
    },
    now,
  );
}

/** The event Stripe sends when a cancelled plan reaches its end. */
export function subscriptionEndedEvent(subscription: SubscriptionRow, now: Date): SimulatedEvent {
  const end = new Date(subscription.currentPeriodEnd);
  return eventOf("customer.subscription.deleted", subscriptionObject(subscription, "canceled", end, end, now), now);
}

/** Signs an event as Stripe signs its webhooks, with this server's simulator secret. */
export async function signSimulatedEvent(
  db: Database,
  event: SimulatedEvent,
): Promise<{ payload: string; signature: string }> {
  const payload = JSON.stringify(event);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: await simulatorSecret(db),
    cryptoProvider,
  });
  return { payload, signature };
}

/**
 * Provider events (Stripe's format, which the simulator speaks too) read into the few facts
 * the grants need. Anything unexpected in a field reads as absent, never as a crash.
 */
import type Stripe from "stripe";

export type PaymentEvent =
  | {
      kind: "checkout.paid";
      id: string;
      type: string;
      orderId?: string;
      sessionId: string;
      amount?: number;
      currency?: string;
      customerId?: string;
      subscriptionId?: string;
      paymentId?: string;
    }
  | { kind: "checkout.closed"; id: string; type: string; orderId?: string; sessionId: string }
  | {
      kind: "invoice.paid";
      id: string;
      type: string;
      subscriptionId?: string;
      amount?: number;
      currency?: string;
      billingReason?: string;
      periodEnd?: Date;
      paymentId?: string;
    }
  | {
      kind: "subscription.updated";
      id: string;
      type: string;
      subscriptionId: string;
      status?: string;
      cancelAtPeriodEnd: boolean;
      periodEnd?: Date;
    }
  | { kind: "subscription.ended"; id: string; type: string; subscriptionId: string }
  | {
      kind: "refund";
      id: string;
      type: string;
      paymentId?: string;
      chargeId: string;
      customerId?: string;
      amount?: number;
      amountRefunded?: number;
      currency?: string;
      fully: boolean;
    }
  | { kind: "other"; id: string; type: string };

type Loose = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.length > 0 ? value : undefined;
const whole = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isInteger(value) ? value : undefined;
/** An id field that Stripe may give as an id or as the expanded object. */
const idOf = (value: unknown): string | undefined =>
  text(value) ?? (value && typeof value === "object" ? text((value as Loose).id) : undefined);
const dateOf = (secondsValue: unknown): Date | undefined =>
  typeof secondsValue === "number" && Number.isFinite(secondsValue) ? new Date(secondsValue * 1000) : undefined;
const record = (value: unknown): Loose =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Loose) : {};
const firstOf = (list: unknown): Loose => {
  const data = record(list).data;
  return Array.isArray(data) ? record(data[0]) : {};
};

function subscriptionOfInvoice(invoice: Loose): string | undefined {
  const details = record(record(invoice.parent).subscription_details);
  return idOf(details.subscription) ?? idOf(invoice.subscription);
}

export function readPaymentEvent(event: Stripe.Event): PaymentEvent {
  const object = record(record(event.data).object);
  const base = { id: event.id, type: event.type };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = object;
      // A completed session paid by a delayed method is granted when its payment succeeds.
      if (session.payment_status !== "paid") return { kind: "other", ...base };
      return {
        kind: "checkout.paid",
        ...base,
        orderId: text(record(session.metadata).orderId) ?? text(session.client_reference_id),
        sessionId: text(session.id) ?? "",
        amount: whole(session.amount_total),
        currency: text(session.currency)?.toLowerCase(),
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
        paymentId: idOf(session.payment_intent),
      };
    }
    case "checkout.session.expired":
    case "checkout.session.async_payment_failed":
      return {
        kind: "checkout.closed",
        ...base,
        orderId: text(record(object.metadata).orderId) ?? text(object.client_reference_id),
        sessionId: text(object.id) ?? "",
      };
    case "invoice.paid": {
      const line = firstOf(object.lines);
      const payment = record(firstOf(object.payments).payment);
      return {
        kind: "invoice.paid",
        ...base,
        subscriptionId: subscriptionOfInvoice(object),
        amount: whole(object.amount_paid),
        currency: text(object.currency)?.toLowerCase(),
        billingReason: text(object.billing_reason),
        periodEnd: dateOf(record(line.period).end),
        paymentId: idOf(payment.payment_intent) ?? idOf(object.payment_intent),
      };
    }
    case "customer.subscription.updated": {
      const item = firstOf(object.items);
      const subscriptionId = text(object.id);
      if (!subscriptionId) return { kind: "other", ...base };
      return {
        kind: "subscription.updated",
        ...base,
        subscriptionId,
        status: text(object.status),
        cancelAtPeriodEnd: object.cancel_at_period_end === true || typeof object.cancel_at === "number",
        periodEnd: dateOf(item.current_period_end) ?? dateOf(object.current_period_end),
      };
    }
    case "customer.subscription.deleted": {
      const subscriptionId = text(object.id);
      return subscriptionId ? { kind: "subscription.ended", ...base, subscriptionId } : { kind: "other", ...base };
    }
    case "charge.refunded": {
      const amount = whole(object.amount);
      const amountRefunded = whole(object.amount_refunded);
      return {
        kind: "refund",
        ...base,
        chargeId: text(object.id) ?? "",
        paymentId: idOf(object.payment_intent),
        customerId: idOf(object.customer),
        amount,
        amountRefunded,
        currency: text(object.currency)?.toLowerCase(),
        fully:
          object.refunded === true ||
          (amount !== undefined && amountRefunded !== undefined && amountRefunded >= amount),
      };
    }
    default:
      return { kind: "other", ...base };
  }
}

/**
 * Stripe, through its official SDK on the Workers runtime: Checkout Sessions for one-off
 * purchases and subscriptions, the customer portal for cards, and webhook events verified
 * with the endpoint's signing secret.
 */
import Stripe from "stripe";
import type { SubscriptionRow } from "../../db/payments";
import { InvalidSignature, ProviderUnavailable, type CheckoutInput, type PaymentProvider } from "./provider";

const cryptoProvider = Stripe.createSubtleCryptoProvider();

export function stripeClient(secretKey: string): Stripe {
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "Habitforge" },
  });
}

/** The end of a subscription's current period (seconds in Stripe's objects). */
export function periodEndOf(subscription: Stripe.Subscription): Date | undefined {
  const item = subscription.items?.data?.[0] as (Stripe.SubscriptionItem & { current_period_end?: number }) | undefined;
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  const seconds = item?.current_period_end ?? legacy;
  return typeof seconds === "number" ? new Date(seconds * 1000) : undefined;
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new ProviderUnavailable("stripe", error);
  }
}

export function stripeProvider(secretKey: string, webhookSecret: string): PaymentProvider {
  const stripe = stripeClient(secretKey);
  return {
    name: "stripe",
    async createCheckout(input: CheckoutInput) {
      const metadata = { orderId: input.orderId, userId: input.buyer.id, kind: input.kind };
      const recurring = input.recurring;
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: recurring ? "subscription" : "payment",
            line_items: [
              {
                quantity: recurring ? recurring.quantity : 1,
                price_data: {
                  currency: input.currency,
                  unit_amount: recurring ? recurring.unitAmount : input.amount,
                  product_data: { name: input.description },
                  ...(recurring
                    ? { recurring: { interval: "month" as const, interval_count: recurring.intervalMonths } }
                    : {}),
                },
              },
            ],
            client_reference_id: input.orderId,
            metadata,
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            ...(input.buyer.email ? { customer_email: input.buyer.email } : {}),
            ...(recurring ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
          },
          { idempotencyKey: `checkout-${input.orderId}` },
        ),
      );
      if (!session.url) throw new ProviderUnavailable("stripe", new Error("the checkout session has no address"));
      return { url: session.url, sessionId: session.id };
    },
    async verifyEvent(rawBody, signature) {
      if (!signature) throw new InvalidSignature("no Stripe-Signature header");
      try {
        return await stripe.webhooks.constructEventAsync(rawBody, signature, webhookSecret, undefined, cryptoProvider);
      } catch (error) {
        throw new InvalidSignature(String((error as Error)?.message ?? error));
      }
    },
    async cancelAtPeriodEnd(subscription: SubscriptionRow) {
      const updated = await call(() => stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }));
      return { periodEnd: periodEndOf(updated) ?? new Date(subscription.currentPeriodEnd) };
    },
    async setQuantity(subscription: SubscriptionRow, quantity: number) {
      const current = await call(() => stripe.subscriptions.retrieve(subscription.id));
      const item = current.items.data[0];
      if (!item) throw new ProviderUnavailable("stripe", new Error("the subscription has no item"));
      if (item.quantity === quantity) return;
      await call(() => stripe.subscriptionItems.update(item.id, { quantity, proration_behavior: "none" }));
    },
    async billingPortalUrl(customerId: string, returnUrl: string) {
      const session = await call(() =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return session.url;
    },
  };
}

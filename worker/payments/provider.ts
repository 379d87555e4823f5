/**
 * The one interface both payment providers answer to. Stripe takes real money; the built-in
 * simulator, on only when PAYMENTS_SIMULATOR=true asks for it (./mode.ts), lets every purchase
 * be tried offline.
 * Both deliver their events in Stripe's event format, signed, to the same webhook handler.
 */
import type Stripe from "stripe";
import type { Database } from "../../db/client";
import type { SubscriptionRow } from "../../db/payments";
import type { ProviderName } from "../api-types/payments";

export type { ProviderName };
export const PROVIDER_NAMES: readonly ProviderName[] = ["stripe", "simulator"];

/** What the provider's checkout must charge, and where it sends the player afterwards. */
export interface CheckoutInput {
  orderId: string;
  buyer: { id: string; email?: string };
  kind: string;
  amount: number;
  currency: string;
  description: string;
  recurring?: { intervalMonths: number; unitAmount: number; quantity: number };
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Opens a checkout: where to send the player, and the provider's id of the session. */
  createCheckout(input: CheckoutInput): Promise<{ url: string; sessionId: string }>;
  /** Checks the event's signature and parses it; refuses anything not signed by the provider. */
  verifyEvent(rawBody: string, signature: string | undefined): Promise<Stripe.Event>;
  /** Stops the renewal at the end of the paid period; answers when that is. */
  cancelAtPeriodEnd(subscription: SubscriptionRow): Promise<{ periodEnd: Date }>;
  /** Changes how many seats a group plan is billed for, from the next renewal on. */
  setQuantity(subscription: SubscriptionRow, quantity: number): Promise<void>;
  /** A page of the provider's where the payer changes their card, if the provider has one. */
  billingPortalUrl(customerId: string, returnUrl: string): Promise<string | undefined>;
}

/** The provider could not be reached or refused a call; nothing was changed on our side. */
export class ProviderUnavailable extends Error {
  constructor(
    readonly provider: ProviderName,
    cause: unknown,
  ) {
    super(`${provider} call failed: ${String((cause as Error)?.message ?? cause)}`);
  }
}

/** The signature of an incoming event did not check out. */
export class InvalidSignature extends Error {}

export interface ProviderContext {
  db: Database;
}

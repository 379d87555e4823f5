/**
 * Which provider takes payments on this server, as the payment mode (./mode.ts) says: Stripe
 * when it is configured, the simulator only when PAYMENTS_SIMULATOR=true asks for it (and no
 * Stripe key is set), and nobody otherwise.
 */
import { GameError } from "../../content/rules/errors";
import type { Database } from "../../db/client";
import type { SubscriptionRow } from "../../db/payments";
import type { Env } from "../env";
import { paymentModeOf, type PaymentMode } from "./mode";
import { PROVIDER_NAMES, type PaymentProvider, type ProviderName } from "./provider";
import { simulatorProvider } from "./simulator";
import { stripeProvider } from "./stripe";
import type { PaymentConfig } from "../api-types/payments";

export { paymentModeOf, paymentSettingsWarnings, type PaymentMode, type PaymentSettings } from "./mode";

/** The provider new checkouts go to in a mode; null when the server takes no payments. */
export function providerOfMode(mode: PaymentMode): ProviderName | null {
  return mode === "none" ? null : mode;
}

/** What the client is told before any click: the mode, and the provider it implies. */
export function paymentConfig(env: Env): PaymentConfig {
  const mode = paymentModeOf(env);
  return { mode, provider: providerOfMode(mode) };
}

/**
 * The provider new checkouts go to. With no provider every checkout is refused; a Stripe key
 * without a webhook secret could take money it never grants, so it is refused too.
 */
export function activeProvider(env: Env, db: Database): PaymentProvider {
  const mode = paymentModeOf(env);
  if (mode === "stripe") return stripeProvider(env.STRIPE_SECRET_KEY as string, env.STRIPE_WEBHOOK_SECRET as string);
  if (mode === "simulator") return simulatorProvider(db);
  throw new GameError("ServiceUnavailable", env.STRIPE_SECRET_KEY ? "paymentsNotConfigured" : "paymentsOff");
}

/** The simulator's own routes and deliveries answer only in the simulator's mode. */
export function requireSimulator(env: Env): void {
  const mode = paymentModeOf(env);
  if (mode === "simulator") return;
  throw new GameError("NotFound", mode === "stripe" ? "simulatorUnavailable" : "simulatorOff");
}

/** The provider a webhook names; only the provider of this server's mode answers. */
export function providerNamed(env: Env, db: Database, name: string): PaymentProvider {
  if (!(PROVIDER_NAMES as readonly string[]).includes(name))
    throw new GameError("NotFound", "unknownPaymentProvider", { provider: name.slice(0, 40) });
  if (name === "simulator") requireSimulator(env);
  else if (paymentModeOf(env) !== "stripe")
    throw new GameError("NotFound", "unknownPaymentProvider", { provider: name });
  return activeProvider(env, db);
}

/**
 * The provider a stored plan renews, cancels and changes seats through (a simulated plan stays
 * simulated: those calls only read our own rows, and grant nothing).
 */
export function providerOfSubscription(
  env: Env,
  db: Database,
  subscription: Pick<SubscriptionRow, "provider">,
): PaymentProvider {
  if (subscription.provider === "simulator") return simulatorProvider(db);
  if (!env.STRIPE_SECRET_KEY) throw new GameError("ServiceUnavailable", "paymentsNotConfigured");
  return stripeProvider(env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET ?? "");
}

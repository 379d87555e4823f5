/** Which provider takes payments on this server: Stripe when its key is set, else the simulator. */
import { GameError } from "../../content/rules/errors";
import type { Database } from "../../db/client";
import type { SubscriptionRow } from "../../db/payments";
import type { Env } from "../env";
import { PROVIDER_NAMES, type PaymentProvider, type ProviderName } from "./provider";
import { simulatorProvider } from "./simulator";
import { stripeProvider } from "./stripe";

export function configuredProviderName(env: Pick<Env, "STRIPE_SECRET_KEY">): ProviderName {
  return env.STRIPE_SECRET_KEY ? "stripe" : "simulator";
}

/** The provider new checkouts go to. A Stripe key without a webhook secret could take money it never grants: refused. */
export function activeProvider(env: Env, db: Database): PaymentProvider {
  if (!env.STRIPE_SECRET_KEY) return simulatorProvider(db);
  if (!env.STRIPE_WEBHOOK_SECRET) throw new GameError("ServiceUnavailable", "paymentsNotConfigured");
  return stripeProvider(env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET);
}

/** The provider a webhook or a stored plan names; the simulator never answers once Stripe is configured. */
export function providerNamed(env: Env, db: Database, name: string): PaymentProvider {
  if (!(PROVIDER_NAMES as readonly string[]).includes(name))
    throw new GameError("NotFound", "unknownPaymentProvider", { provider: name.slice(0, 40) });
  const configured = configuredProviderName(env);
  if (name === "simulator" && configured !== "simulator") throw new GameError("NotFound", "simulatorUnavailable");
  if (name === "stripe" && configured !== "stripe")
    throw new GameError("NotFound", "unknownPaymentProvider", { provider: name });
  return activeProvider(env, db);
}

/** The provider a stored plan renews through (a simulated plan stays simulated). */
export function providerOfSubscription(
  env: Env,
  db: Database,
  subscription: Pick<SubscriptionRow, "provider">,
): PaymentProvider {
  if (subscription.provider === "simulator") return simulatorProvider(db);
  if (!env.STRIPE_SECRET_KEY) throw new GameError("ServiceUnavailable", "paymentsNotConfigured");
  return stripeProvider(env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET ?? "");
}

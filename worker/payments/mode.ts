/**
 * How this server takes payments, from its settings alone. Pure and free of imports, so that
 * the Worker and the operator's scripts (run by Node, which strips the types) read the same
 * rule:
 * - "stripe": STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are both set. Stripe always wins: the
 *   simulator never runs beside it, whatever PAYMENTS_SIMULATOR says.
 * - "simulator": no Stripe key, and PAYMENTS_SIMULATOR is "true" (`npm start`, the tests). Every
 *   purchase is granted for nothing, so it is for local servers only.
 * - "none": anything else. Every checkout is refused; a missing key never turns the simulator on.
 */

export type PaymentMode = "stripe" | "simulator" | "none";

/** The settings that choose the mode (Worker secrets and vars; any other fields are ignored). */
export interface PaymentSettings {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  PAYMENTS_SIMULATOR?: string;
}

const isSet = (value: string | undefined): boolean => typeof value === "string" && value.trim() !== "";

/** Whether the simulator was asked for: the word "true", nothing else ("1", "yes" and typos are not). */
export function simulatorRequested(settings: PaymentSettings): boolean {
  return settings.PAYMENTS_SIMULATOR?.trim().toLowerCase() === "true";
}

export function paymentModeOf(settings: PaymentSettings): PaymentMode {
  if (isSet(settings.STRIPE_SECRET_KEY)) return isSet(settings.STRIPE_WEBHOOK_SECRET) ? "stripe" : "none";
  return simulatorRequested(settings) ? "simulator" : "none";
}

/**
 * What an operator should know about these settings, in plain English (for scripts and logs):
 * an empty list when the mode is exactly what the settings plainly ask for.
 */
export function paymentSettingsWarnings(settings: PaymentSettings): string[] {
  const warnings: string[] = [];
  const stripeKey = isSet(settings.STRIPE_SECRET_KEY);
  if (stripeKey && !isSet(settings.STRIPE_WEBHOOK_SECRET))
    warnings.push(
      "STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: every checkout is refused until the webhook secret is set.",
    );
  if (stripeKey && /^(sk|rk)_test_/.test(settings.STRIPE_SECRET_KEY?.trim() ?? ""))
    warnings.push(
      "STRIPE_SECRET_KEY is a test key: Stripe's test cards pay for everything. Use a live key (sk_live_…) for a public server.",
    );
  if (!stripeKey && isSet(settings.STRIPE_WEBHOOK_SECRET))
    warnings.push("STRIPE_WEBHOOK_SECRET is set without STRIPE_SECRET_KEY: Stripe is not used.");
  if (stripeKey && simulatorRequested(settings))
    warnings.push("PAYMENTS_SIMULATOR is ignored because a Stripe key is set: the simulator stays off.");
  if (!stripeKey && simulatorRequested(settings))
    warnings.push(
      "PAYMENTS_SIMULATOR=true: every purchase is granted for nothing. Never turn it on for a server others can reach.",
    );
  if (isSet(settings.PAYMENTS_SIMULATOR) && !simulatorRequested(settings))
    warnings.push('PAYMENTS_SIMULATOR is set but not to "true": the simulator stays off.');
  return warnings;
}

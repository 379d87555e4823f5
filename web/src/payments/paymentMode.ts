/**
 * How this server takes payments (GET /payments/config: stripe, simulator or none), read once,
 * so the screens show purchases as unavailable before anyone clicks rather than failing after.
 */
import { useQuery } from "@tanstack/react-query";
import type { PaymentConfig } from "../api/payments";
import type { Group } from "../api/groups";
import { paymentConfigQuery } from "../queries/payments";

/**
 * Whether a purchase can start: "open" (Stripe or the simulator), "off" (the server takes no
 * payments), or "unknown" while the answer is on its way. When the answer cannot be had (no
 * network), purchases stay open: the server's own refusal then says why.
 */
export type PurchaseState = "open" | "off" | "unknown";

export function purchaseState(config: Pick<PaymentConfig, "mode"> | undefined, failed: boolean): PurchaseState {
  if (config) return config.mode === "none" ? "off" : "open";
  return failed ? "open" : "unknown";
}

/** The purchase state for a screen (`enabled: false` until it is shown, e.g. a closed dialog). */
export function usePurchases(enabled = true): { state: PurchaseState; simulated: boolean } {
  const config = useQuery({ ...paymentConfigQuery(), enabled });
  return {
    state: purchaseState(config.data, config.isError),
    simulated: config.data?.mode === "simulator",
  };
}

/** A group whose plan runs at `now` (bought, and not past its end): its guild stays private. */
export function groupPlanRuns(group: Partial<Pick<Group, "purchased">>, now: number): boolean {
  const plan = group.purchased?.plan;
  if (!plan?.customerId) return false;
  return !plan.dateTerminated || Date.parse(plan.dateTerminated) > now;
}

/**
 * Starting a purchase: the checkout is opened on the server, what is being bought is kept in
 * local storage for the return address, and the player goes to the provider's page (the
 * simulator's page is one of ours, reached without reloading).
 */
import { startCheckout, type CheckoutBody, type CheckoutStarted } from "../api/payments";
import { savePaymentState, type PaymentState } from "../routes/payment/paymentState";

export async function beginCheckout(body: CheckoutBody, state: Omit<PaymentState, "paymentMethod" | "startedAt">, go: (path: string) => void): Promise<CheckoutStarted> {
  const started = await startCheckout(body);
  savePaymentState({ ...state, paymentMethod: "stripe", ...(started.groupId && !state.groupId ? { groupId: started.groupId } : {}), startedAt: new Date().toISOString() });
  const target = new URL(started.url, window.location.origin);
  if (target.origin === window.location.origin) go(`${target.pathname}${target.search}`);
  else window.location.assign(started.url);
  return started;
}

export function formatPrice(cents: number, currency = "usd"): string {
  return new Intl.NumberFormat("en", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}

export const PLAN_NAMES: Record<string, string> = {
  basic_earned: "Monthly",
  basic_3mo: "Every 3 months",
  basic_6mo: "Every 6 months",
  google_6mo: "Every 6 months (with a discount code)",
  basic_12mo: "Yearly",
  group_monthly: "Group plan",
  group_plan_auto: "Group plan member",
};

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  return new Date(iso).toLocaleDateString("en", { year: "numeric", month: "long", day: "numeric" });
}

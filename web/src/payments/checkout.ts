/**
 * Starting a purchase: the checkout is opened on the server, what is being bought is kept in
 * local storage for the return address, and the player goes to the provider's page (the
 * simulator's page is one of ours, reached without reloading).
 */
import { startCheckout, type CheckoutBody, type CheckoutStarted } from "../api/payments";
import { savePaymentState, type PaymentState } from "../routes/payment/paymentState";
import text from "../i18n/namespaces/payments";
import { formatDate as formatLocalDate, formatNumber, translate } from "../i18n";

export async function beginCheckout(
  body: CheckoutBody,
  state: Omit<PaymentState, "paymentMethod" | "startedAt">,
  go: (path: string) => void,
): Promise<CheckoutStarted> {
  const started = await startCheckout(body);
  savePaymentState({
    ...state,
    paymentMethod: "stripe",
    ...(started.groupId && !state.groupId ? { groupId: started.groupId } : {}),
    startedAt: new Date().toISOString(),
  });
  const target = new URL(started.url, window.location.origin);
  if (target.origin === window.location.origin) go(`${target.pathname}${target.search}`);
  else window.location.assign(started.url);
  return started;
}

export function formatPrice(cents: number, currency = "usd"): string {
  return formatNumber(cents / 100, { style: "currency", currency: currency.toUpperCase() });
}

const PLAN_NAMES: Record<string, keyof (typeof text)["en"]> = {
  basic_earned: "planMonthly",
  basic_3mo: "plan3",
  basic_6mo: "plan6",
  google_6mo: "plan6Code",
  basic_12mo: "planYearly",
  group_monthly: "planGroup",
  group_plan_auto: "planGroupMember",
};

/** A plan's name in the language spoken now; the key itself for a plan we do not know. */
export function planName(key: string | undefined): string | undefined {
  if (!key) return undefined;
  return Object.hasOwn(PLAN_NAMES, key) ? translate(text, PLAN_NAMES[key]) : key;
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  return formatLocalDate(iso);
}

/**
 * The payment the player started, kept in local storage while they are at the payment
 * provider, and where each provider's return address leads (spec §2 "Payment returns").
 */
export const PAYMENT_STATE_KEY = "habitforge-payment";

export type PaymentType = "gems" | "subscription" | "gift-subscription" | "gift-gems" | "groupPlan";

export interface PaymentState {
  paymentMethod?: "stripe" | "paypal";
  paymentType: PaymentType;
  /** Set by the return address once the provider says the payment went through. */
  paymentCompleted?: boolean;
  /** The group plan being bought or edited. */
  groupId?: string;
  /** True when an existing group plan's billing was being changed. */
  editingGroupPlan?: boolean;
  /** The player who receives a gift. */
  giftReceiverId?: string;
  /** Where a gift was started from (a party or guild page). */
  origin?: { type: "party" | "guild"; id?: string };
  startedAt?: string;
}

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function defaultStore(): Store | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readPaymentState(store: Store | undefined = defaultStore()): PaymentState | undefined {
  const raw = store?.getItem(PAYMENT_STATE_KEY);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as PaymentState;
    return parsed && typeof parsed === "object" && typeof parsed.paymentType === "string" ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function savePaymentState(state: PaymentState, store: Store | undefined = defaultStore()): void {
  store?.setItem(PAYMENT_STATE_KEY, JSON.stringify(state));
}

export const PAYMENT_RETURNS = [
  "paypal-success-checkout",
  "paypal-success-subscribe",
  "stripe-success-checkout",
  "stripe-error-checkout",
] as const;
export type PaymentReturn = (typeof PAYMENT_RETURNS)[number];

export type PaymentDecision =
  | { kind: "notFound" }
  /** PayPal's own window: it closes (or, if it cannot, goes to `to`). */
  | { kind: "close"; to: string; state?: PaymentState }
  | { kind: "navigate"; to: string; state?: PaymentState };

const path = encodeURIComponent;

/** Where a return address leads, and the saved state afterwards. */
export function decidePaymentReturn(redirect: string, saved: PaymentState | undefined): PaymentDecision {
  if (!(PAYMENT_RETURNS as readonly string[]).includes(redirect)) return { kind: "notFound" };
  const completed = saved ? { ...saved, paymentCompleted: true } : undefined;
  switch (redirect as PaymentReturn) {
    case "paypal-success-checkout":
    case "paypal-success-subscribe":
      return { kind: "close", to: "/", state: completed };
    case "stripe-success-checkout": {
      if (saved?.paymentType === "groupPlan" && saved.groupId) {
        return {
          kind: "navigate",
          to: saved.editingGroupPlan
            ? `/group-plans/${path(saved.groupId)}/billing`
            : `/group-plans/${path(saved.groupId)}/task-information`,
          state: completed,
        };
      }
      if (saved?.paymentType === "subscription" || saved?.paymentType === "gift-subscription")
        return { kind: "navigate", to: "/user/settings/subscription", state: completed };
      return { kind: "navigate", to: "/", state: completed };
    }
    case "stripe-error-checkout": {
      if (!saved) return { kind: "navigate", to: "/?openGemsModal=true" };
      if (saved.paymentType === "subscription")
        return { kind: "navigate", to: "/user/settings/subscription", state: saved };
      if (saved.paymentType === "groupPlan") {
        if (saved.editingGroupPlan && saved.groupId)
          return { kind: "navigate", to: `/group-plans/${path(saved.groupId)}/billing`, state: saved };
        return {
          kind: "navigate",
          to: saved.groupId ? `/group-plans/${path(saved.groupId)}/information` : "/group-plans",
          state: saved,
        };
      }
      if (saved.paymentType === "gift-subscription" || saved.paymentType === "gift-gems") {
        if (saved.origin?.type === "party") return { kind: "navigate", to: "/party", state: saved };
        if (saved.origin?.type === "guild" && saved.origin.id)
          return { kind: "navigate", to: `/groups/guild/${path(saved.origin.id)}`, state: saved };
        if (saved.giftReceiverId)
          return { kind: "navigate", to: `/profile/${path(saved.giftReceiverId)}`, state: saved };
      }
      return { kind: "navigate", to: "/?openGemsModal=true", state: saved };
    }
  }
}

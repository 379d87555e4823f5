/** Paying with money (spec §3, §9): how the server takes payments, checkouts, plans, promo codes. */
import type { CheckoutKind } from "../../content/rules/payments";
import type { Transaction, User } from "../../content/rules/types";
import type { PaymentMode } from "../payments/mode";
import type { GroupPlan } from "./groups";

/** How the server takes payments: Stripe, the simulator (local servers), or not at all. */
export type { PaymentMode };
export type ProviderName = Exclude<PaymentMode, "none">;

export interface PaymentConfig {
  mode: PaymentMode;
  /** The provider checkouts go to; null when the server takes no payments. */
  provider: ProviderName | null;
}

export type OrderStatus = "open" | "paid" | "declined" | "expired" | "refunded" | "failed";

/** POST /payments/checkout-session: where to pay; `groupId` names a group plan's group. */
export interface CheckoutStarted {
  url: string;
  sessionId: string;
  orderId: string;
  provider: ProviderName;
  groupId?: string;
}

/** An order of the built-in simulator, for its checkout page. */
export interface SimulatedOrder {
  sessionId: string | null;
  orderId: string;
  kind: CheckoutKind;
  status: OrderStatus;
  amount: number;
  currency: string;
  description: string;
  gems?: number;
  planKey?: string;
  months?: number;
  recurring?: { intervalMonths: number; unitAmount: number; quantity: number };
  promo?: "gemsPromo" | "g1g1";
  gift?: { receiverId: string; receiverName: string; message?: string };
  group?: { id: string; name: string; upgrade: boolean };
  createdAt: string;
}

/** Paying or declining on the simulator's page: where to go next, and what the payment event did. */
export interface SimulatedPayment {
  redirect: string;
  outcome: "applied" | "duplicate" | "ignored" | "rejected";
}

/** A subscription a provider bills, as the player's and support's screens show it. */
export interface ProviderSubscription {
  id: string;
  provider: string;
  customerId: string;
  planKey: string;
  groupId: string | null;
  quantity: number;
  status: string;
  currentPeriodEnd: string;
  createdAt: string;
  canceledAt: string | null;
  endedAt: string | null;
}

/** GET /payments/subscription: the player's plan, the subscription a provider renews, the months bought. */
export interface PlayerSubscription extends PaymentConfig {
  plan: User["purchased"]["plan"];
  subscription: {
    status: string;
    provider: string;
    planKey: string;
    currentPeriodEnd: string;
    canChangeCard: boolean;
  } | null;
  history: Transaction[];
}

/** POST /payments/subscription/cancel: the plan runs until this date. */
export interface PlanCancelled {
  dateTerminated: string;
}

/** POST /payments/subscription/manage: the provider's page for changing the card. */
export interface BillingPortal {
  url: string;
}

/** GET /group-plans/{id}/billing, for the group's members. */
export interface GroupPlanBilling extends PaymentConfig {
  group: { _id: string; id: string; name: string; memberCount: number; leaderId: string };
  plan: GroupPlan;
  active: boolean;
  seats: number;
  seatPrice: number;
  monthlyAmount: number;
  currency: string;
  subscription: { status: string; provider: string; quantity: number; currentPeriodEnd: string } | null;
  canManage: boolean;
  canChangeCard: boolean;
}

/**
 * POST /coupons/enter/{code}: the promo code's event and the gear it gave; an event's code also
 * says the gear owned now, a code staff made the gems and months of subscription it gave.
 */
export interface PromoCodeEntered {
  event: string;
  gear: string[];
  items?: { gear: { owned: Record<string, boolean> } };
  gems?: number;
  months?: number;
}

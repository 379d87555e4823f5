/** Paying with money (spec §3, §9): checkouts, the simulator's page, plans and promo codes. */
import type { Transaction, User } from "../../../content/rules/types";
import { api } from "./client";

export type ProviderName = "stripe" | "simulator";
/** How the server takes payments: Stripe, the simulator (local servers), or not at all. */
export type PaymentMode = ProviderName | "none";

export interface PaymentConfig {
  mode: PaymentMode;
  /** The provider checkouts go to; null when the server takes no payments. */
  provider: ProviderName | null;
}

export interface CheckoutBody {
  type: "gems" | "subscription" | "group-plan";
  gemsBlock?: string;
  sub?: string;
  gift?: {
    uuid: string;
    type: "gems" | "subscription";
    gems?: { amount: number };
    subscription?: { key: string };
    message?: string;
  };
  groupId?: string;
  groupPlan?: { name: string; summary?: string };
  coupon?: string;
}

export interface CheckoutStarted {
  url: string;
  sessionId: string;
  orderId: string;
  provider: ProviderName;
  groupId?: string;
}

export interface SimulatedOrder {
  sessionId: string;
  orderId: string;
  kind: "gems" | "subscription" | "gift-gems" | "gift-subscription" | "group-plan";
  status: "open" | "paid" | "declined" | "expired" | "refunded" | "failed";
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
}

export interface SubscriptionDetails extends PaymentConfig {
  plan: User["purchased"]["plan"];
  subscription: {
    status: "active" | "canceling" | "ended";
    provider: ProviderName;
    planKey: string;
    currentPeriodEnd: string;
    canChangeCard: boolean;
  } | null;
  history: Transaction[];
}

export interface GroupPlanBilling {
  group: { _id: string; id: string; name: string; memberCount: number; leaderId: string };
  plan: {
    planId?: string;
    customerId?: string;
    owner?: string;
    quantity?: number;
    paymentMethod?: string;
    dateCreated?: string;
    dateTerminated?: string | null;
    lastBillingDate?: string;
  };
  active: boolean;
  seats: number;
  seatPrice: number;
  monthlyAmount: number;
  currency: string;
  subscription: { status: string; provider: ProviderName; quantity: number; currentPeriodEnd: string } | null;
  canManage: boolean;
  canChangeCard: boolean;
  mode: PaymentMode;
  provider: ProviderName | null;
}

export const paymentConfig = () => api.get<PaymentConfig>("/payments/config");
export const startCheckout = (body: CheckoutBody) =>
  api.post<CheckoutStarted>("/payments/checkout-session", body, { quiet: true });
export const simulatedOrder = (sessionId: string) =>
  api.get<SimulatedOrder>(`/payments/simulator/${encodeURIComponent(sessionId)}`, { quiet: true });
export const paySimulated = (sessionId: string) =>
  api.post<{ redirect: string; outcome: string }>(
    `/payments/simulator/${encodeURIComponent(sessionId)}/pay`,
    undefined,
    { quiet: true },
  );
export const declineSimulated = (sessionId: string) =>
  api.post<{ redirect: string; outcome: string }>(
    `/payments/simulator/${encodeURIComponent(sessionId)}/decline`,
    undefined,
    { quiet: true },
  );
export const subscriptionDetails = () => api.get<SubscriptionDetails>("/payments/subscription");
export const cancelSubscription = (groupId?: string) =>
  api.post<{ dateTerminated: string }>("/payments/subscription/cancel", groupId ? { groupId } : {}, { quiet: true });
export const manageSubscription = (groupId?: string) =>
  api.post<{ url: string }>("/payments/subscription/manage", groupId ? { groupId } : {}, { quiet: true });
export const groupPlanBilling = (groupId: string) =>
  api.get<GroupPlanBilling>(`/group-plans/${encodeURIComponent(groupId)}/billing`, { quiet: true });
export const enterPromoCode = (code: string) =>
  api.post<{ event: string; gear: string[] }>(`/coupons/enter/${encodeURIComponent(code)}`, undefined, { quiet: true });
export const memberPurchaseHistory = (userId: string) =>
  api.get<Transaction[]>(`/members/${encodeURIComponent(userId)}/purchase-history`, { quiet: true });
export const transferGems = (toUserId: string, gemAmount: number, message?: string) =>
  api.post("/members/transfer-gems", { toUserId, gemAmount, ...(message ? { message } : {}) }, { quiet: true });

/** Paying with money (spec §3, §9): checkouts, the simulator's page and plans (promo codes: promoCodes.ts). */
import type { Transaction } from "../../../content/rules/types";
import type {
  BillingPortal,
  CheckoutStarted,
  GroupPlanBilling,
  PaymentConfig,
  PaymentMode,
  PlanCancelled,
  PlayerSubscription,
  ProviderName,
  SimulatedOrder,
  SimulatedPayment,
} from "../../../worker/api-types/payments";
import { api } from "./client";

export type { CheckoutStarted, GroupPlanBilling, PaymentConfig, PaymentMode, ProviderName, SimulatedOrder };
/** The player's plan and subscription (GET /payments/subscription). */
export type SubscriptionDetails = PlayerSubscription;

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

export const paymentConfig = () => api.get<PaymentConfig>("/payments/config");
export const startCheckout = (body: CheckoutBody) =>
  api.post<CheckoutStarted>("/payments/checkout-session", body, { quiet: true });
export const simulatedOrder = (sessionId: string) =>
  api.get<SimulatedOrder>(`/payments/simulator/${encodeURIComponent(sessionId)}`, { quiet: true });
export const paySimulated = (sessionId: string) =>
  api.post<SimulatedPayment>(`/payments/simulator/${encodeURIComponent(sessionId)}/pay`, undefined, { quiet: true });
export const declineSimulated = (sessionId: string) =>
  api.post<SimulatedPayment>(`/payments/simulator/${encodeURIComponent(sessionId)}/decline`, undefined, {
    quiet: true,
  });
export const subscriptionDetails = () => api.get<PlayerSubscription>("/payments/subscription");
export const cancelSubscription = (groupId?: string) =>
  api.post<PlanCancelled>("/payments/subscription/cancel", groupId ? { groupId } : {}, { quiet: true });
export const manageSubscription = (groupId?: string) =>
  api.post<BillingPortal>("/payments/subscription/manage", groupId ? { groupId } : {}, { quiet: true });
export const groupPlanBilling = (groupId: string) =>
  api.get<GroupPlanBilling>(`/group-plans/${encodeURIComponent(groupId)}/billing`, { quiet: true });
export const memberPurchaseHistory = (userId: string) =>
  api.get<Transaction[]>(`/members/${encodeURIComponent(userId)}/purchase-history`, { quiet: true });
export const transferGems = (toUserId: string, gemAmount: number, message?: string) =>
  api.post("/members/transfer-gems", { toUserId, gemAmount, ...(message ? { message } : {}) }, { quiet: true });

/**
 * The subscription and payment details support sees for a player. Until payment providers
 * record their own data, they come from the plan on the player's document.
 */
import type { User } from "../../content/rules/types";

export interface PaymentRecord {
  id: string;
  provider: string;
  amount: number;
  currency: string;
  status: string;
  createdAt: string;
  description: string;
}

export interface SubscriptionPaymentDetails {
  userId: string;
  /** Whether the player has a running subscription today. */
  active: boolean;
  provider: string | null;
  customerId: string | null;
  planId: string | null;
  subscriptionId: string | null;
  dateCreated: string | null;
  dateUpdated: string | null;
  dateTerminated: string | null;
  dateCurrentTypeCreated: string | null;
  nextPaymentDate: string | null;
  consecutive: { count: number; offset: number; trinkets: number; gemCapExtra: number };
  gemsBought: number;
  recentPayments: PaymentRecord[];
}

export function subscriptionDetailsFromUser(user: User, now: Date = new Date()): SubscriptionPaymentDetails {
  const plan = user.purchased?.plan ?? { consecutive: { count: 0, offset: 0, trinkets: 0, gemCapExtra: 0 }, gemsBought: 0, mysteryItems: [] };
  const extra = plan as typeof plan & { paymentMethod?: string; subscriptionId?: string; nextPaymentDate?: string };
  const terminated = plan.dateTerminated ? Date.parse(plan.dateTerminated) : undefined;
  return {
    userId: user._id,
    active: Boolean(plan.planId) && (terminated === undefined || terminated > now.getTime()),
    provider: extra.paymentMethod ?? null,
    customerId: plan.customerId ?? null,
    planId: plan.planId ?? null,
    subscriptionId: extra.subscriptionId ?? null,
    dateCreated: plan.dateCreated ?? null,
    dateUpdated: plan.dateUpdated ?? null,
    dateTerminated: plan.dateTerminated ?? null,
    dateCurrentTypeCreated: plan.dateCurrentTypeCreated ?? null,
    nextPaymentDate: extra.nextPaymentDate ?? null,
    consecutive: {
      count: plan.consecutive?.count ?? 0,
      offset: plan.consecutive?.offset ?? 0,
      trinkets: plan.consecutive?.trinkets ?? 0,
      gemCapExtra: plan.consecutive?.gemCapExtra ?? 0,
    },
    gemsBought: plan.gemsBought ?? 0,
    recentPayments: [],
  };
}

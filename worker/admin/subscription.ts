/**
 * The subscription and payment details support sees for a player: the plan on the player's
 * document, completed by what the payment providers recorded (their subscriptions, the
 * verified payment events, the subscription months in the purchase history).
 */
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { subscriptionPaymentDetails } from "../../db/payments";
import type { PaymentRecord, PlayerPaymentDetails } from "../api-types/admin";

export type { PaymentRecord };
export type SubscriptionPaymentDetails = PlayerPaymentDetails;

export function subscriptionDetailsFromUser(user: User, now: Date = new Date()): SubscriptionPaymentDetails {
  const plan = user.purchased?.plan ?? {
    consecutive: { count: 0, offset: 0, trinkets: 0, gemCapExtra: 0 },
    gemsBought: 0,
    mysteryItems: [],
  };
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
    subscriptions: [],
    subscriptionHistory: [],
  };
}

/** The document's plan completed with the providers' records. */
export async function subscriptionDetails(
  db: Database,
  user: User,
  now: Date = new Date(),
): Promise<SubscriptionPaymentDetails> {
  const details = subscriptionDetailsFromUser(user, now);
  const recorded = await subscriptionPaymentDetails(db, user._id);
  if (!recorded) return details;
  const newest = recorded.subscriptions[0];
  return {
    ...details,
    provider: details.provider ?? newest?.provider ?? null,
    customerId: details.customerId ?? newest?.customerId ?? null,
    subscriptionId: details.subscriptionId ?? newest?.id ?? null,
    nextPaymentDate:
      details.nextPaymentDate ??
      (newest && newest.status === "active" && !newest.canceledAt ? newest.currentPeriodEnd : null),
    recentPayments: recorded.recentPayments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      amount: payment.amount ?? 0,
      currency: payment.currency ?? "",
      status: payment.outcome,
      createdAt: payment.receivedAt,
      description: payment.type,
    })),
    subscriptions: recorded.subscriptions,
    subscriptionHistory: recorded.subscriptionHistory,
  };
}

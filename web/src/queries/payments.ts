/**
 * Paying: how this server takes payments, the player's subscription, a simulated checkout's
 * order, and purchase histories (the player's own, or, for user support, another player's).
 */
import { queryOptions } from "@tanstack/react-query";
import { getPurchaseHistory } from "../api/account";
import { memberPurchaseHistory, paymentConfig, simulatedOrder, subscriptionDetails } from "../api/payments";

export const paymentKeys = {
  config: ["payments-config"] as const,
  subscription: ["subscription"] as const,
  simulatedOrder: (sessionId: string) => ["simulated-order", sessionId] as const,
  purchaseHistory: ["purchase-history"] as const,
  memberPurchaseHistory: (userId: string | undefined) => ["purchase-history", userId] as const,
};

/** Read once: stripe, the simulator, or none. */
export const paymentConfigQuery = () =>
  queryOptions({ queryKey: paymentKeys.config, queryFn: paymentConfig, staleTime: Infinity });

export const subscriptionQuery = () =>
  queryOptions({ queryKey: paymentKeys.subscription, queryFn: subscriptionDetails });

export const simulatedOrderQuery = (sessionId: string) =>
  queryOptions({
    queryKey: paymentKeys.simulatedOrder(sessionId),
    queryFn: () => simulatedOrder(sessionId),
    retry: false,
  });

export const purchaseHistoryQuery = () =>
  queryOptions({ queryKey: paymentKeys.purchaseHistory, queryFn: getPurchaseHistory, retry: false });

export const memberPurchaseHistoryQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: paymentKeys.memberPurchaseHistory(userId),
    queryFn: () => memberPurchaseHistory(userId ?? ""),
    retry: false,
  });

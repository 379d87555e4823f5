/**
 * Opening a checkout (spec §3, §9): the gift's receiver, the plan or the group plan is checked,
 * the price is set by the pure rules, the order is recorded and the provider asked for a
 * checkout page. Nothing is granted here: grants follow only from a verified provider event.
 */
import { activeEvents } from "../../content/data/events";
import { PROMO_CODE_EVENTS } from "../../content/data/promoCodes";
import { paramMessage } from "../../content/i18n/params";
import { blockedBetween } from "../../content/rules/blocks";
import { GameError } from "../../content/rules/errors";
import { blockNeedsPromoCode, priceCheckout, type CheckoutRequest } from "../../content/rules/payments";
import { normalizePromoCode } from "../../content/rules/promoCodes";
import { isSubscribed } from "../../content/rules/subscription";
import { GIFT_CUSTOMER_ID, GROUP_PLAN_CUSTOMER_ID } from "../../content/rules/subscribe";
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { loadCoupon } from "../../db/coupons";
import { loadGroup } from "../../db/groups";
import { insertOrder, setOrderSession, setOrderStatus, type OrderDetails, type OrderRow } from "../../db/payments";
import { loadUser } from "../../db/users";
import { logError } from "../lib/log";
import type { CheckoutInput } from "../schemas/payments";
import { hasActiveGroupPlan, mayGetGems } from "./groupPlans";
import { ProviderUnavailable, type PaymentProvider } from "./provider";

/** Where the provider sends the buyer back after paying, or after giving up. */
export const SUCCESS_RETURN = "/redirect/stripe-success-checkout";
export const ERROR_RETURN = "/redirect/stripe-error-checkout";

function displayName(user: User): string {
  return user.profile?.name || user.auth.local.username;
}

/** A renewing plan of the player's own (not a gift, not a group's). */
function hasRenewingPlan(user: User, now: Date): boolean {
  const plan = user.purchased.plan;
  return (
    isSubscribed(user, now) &&
    !plan.dateTerminated &&
    plan.customerId !== GIFT_CUSTOMER_ID &&
    plan.customerId !== GROUP_PLAN_CUSTOMER_ID
  );
}

/**
 * Opens a checkout with the provider for what the player asked for; `origin` is the address
 * the buyer returns to. Answers the provider's page and the order's ids.
 */
export async function openCheckout(
  db: Database,
  me: User,
  provider: PaymentProvider,
  input: CheckoutInput,
  origin: string,
) {
  const now = new Date();
  const details: Partial<OrderDetails> = {};
  let memberCount = 1;
  if (input.gift) {
    const receiver = await loadUser(db, input.gift.uuid);
    if (!receiver) throw new GameError("NotFound", "userWithIDNotFound", { userId: input.gift.uuid });
    if (receiver._id === me._id) throw new GameError("BadRequest", "cannotGiftToYourself");
    if (blockedBetween(me, receiver)) throw new GameError("NotAuthorized", "cannotGiftToThisUser");
    const message = input.gift.message?.trim();
    details.gift = { receiverId: receiver._id, receiverName: displayName(receiver), ...(message ? { message } : {}) };
  } else if (input.type === "subscription") {
    if (hasRenewingPlan(me, now)) throw new GameError("BadRequest", "alreadySubscribed");
    if (input.sub && blockNeedsPromoCode(input.sub)) {
      if (!input.coupon) throw new GameError("BadRequest", "couponCodeRequired");
      const code = normalizePromoCode(input.coupon);
      const coupon = code ? await loadCoupon(db, code) : undefined;
      if (!coupon || PROMO_CODE_EVENTS[coupon.event]?.subscriptionBlock !== input.sub)
        throw new GameError("BadRequest", "invalidCoupon");
      details.promoCode = coupon.code;
    }
  } else if (input.type === "group-plan") {
    if (input.groupId !== undefined) {
      const group = await loadGroup(db, input.groupId);
      if (!group || group.type === "tavern") throw new GameError("NotFound", "groupNotFound");
      if (group.leaderId !== me._id) throw new GameError("NotAuthorized", "onlyGroupLeaderCanManageSubscription");
      if (group.type !== "guild") throw new GameError("BadRequest", "groupPlanOnlyForOwnGuilds");
      if (hasActiveGroupPlan(group, now)) throw new GameError("BadRequest", "groupPlanAlreadyActive");
      if (group.privacy !== "private") throw new GameError("BadRequest", "groupPlanNeedsPrivateGuild");
      memberCount = group.memberCount;
      details.group = { id: group.id, name: group.name, upgrade: true };
    } else {
      if (input.groupPlan?.privacy === "public") throw new GameError("BadRequest", "groupPlanGuildStaysPrivate");
      const name = input.groupPlan?.name?.trim();
      if (!name)
        throw new GameError("BadRequest", "invalidRequestParameters", {}, [
          { param: "groupPlan.name", message: paramMessage("paramNameNewGroup") },
        ]);
      details.group = {
        id: crypto.randomUUID(),
        name,
        ...(input.groupPlan?.summary ? { summary: input.groupPlan.summary } : {}),
        upgrade: false,
      };
    }
  }
  const getsGems = input.gift ? input.gift.type === "gems" : input.type === "gems";
  if (getsGems && !(await mayGetGems(db, details.gift?.receiverId ?? me._id, now)))
    throw new GameError("NotAuthorized", "groupPolicyCannotGetGems");
  const request: CheckoutRequest = { type: input.type, gemsBlock: input.gemsBlock, sub: input.sub, gift: input.gift };
  const priced = priceCheckout(request, { events: activeEvents(now), memberCount });
  const order: OrderRow = {
    id: crypto.randomUUID(),
    userId: me._id,
    provider: provider.name,
    kind: priced.kind,
    status: "open",
    amount: priced.amount,
    currency: priced.currency,
    details: {
      ...details,
      description: priced.description,
      ...(priced.gems !== undefined ? { gems: priced.gems } : {}),
      ...(input.type === "gems" && !input.gift ? { gemsBlock: input.gemsBlock } : {}),
      ...(priced.planKey ? { planKey: priced.planKey, months: priced.months } : {}),
      ...(priced.promo ? { promo: priced.promo } : {}),
      ...(priced.recurring ? { recurring: priced.recurring } : {}),
    } satisfies OrderDetails,
    providerSessionId: null,
    providerCustomerId: null,
    providerSubscriptionId: null,
    providerPaymentId: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await insertOrder(db, order);
  let checkout: { url: string; sessionId: string };
  try {
    checkout = await provider.createCheckout({
      orderId: order.id,
      buyer: { id: me._id, email: me.auth.local.email || undefined },
      kind: order.kind,
      amount: order.amount,
      currency: order.currency,
      description: priced.description,
      recurring: priced.recurring,
      successUrl: `${origin}${SUCCESS_RETURN}`,
      cancelUrl: `${origin}${ERROR_RETURN}`,
    });
  } catch (error) {
    await setOrderStatus(db, order.id, "failed", now);
    if (error instanceof ProviderUnavailable) {
      logError(error.message);
      throw new GameError("ServiceUnavailable", "paymentProviderError");
    }
    throw error;
  }
  await setOrderSession(db, order.id, checkout.sessionId, now);
  const url = checkout.url.startsWith("/") ? `${origin}${checkout.url}` : checkout.url;
  return {
    url,
    sessionId: checkout.sessionId,
    orderId: order.id,
    provider: provider.name,
    ...(details.group ? { groupId: details.group.id } : {}),
  };
}

/** An order as the simulator's checkout page shows it. */
export function orderView(order: OrderRow) {
  const details = order.details as OrderDetails;
  return {
    sessionId: order.providerSessionId,
    orderId: order.id,
    kind: order.kind,
    status: order.status,
    amount: order.amount,
    currency: order.currency,
    description: details.description,
    gems: details.gems,
    planKey: details.planKey,
    months: details.months,
    recurring: details.recurring,
    promo: details.promo,
    gift: details.gift
      ? { receiverId: details.gift.receiverId, receiverName: details.gift.receiverName, message: details.gift.message }
      : undefined,
    group: details.group
      ? { id: details.group.id, name: details.group.name, upgrade: details.group.upgrade }
      : undefined,
    createdAt: order.createdAt,
  };
}

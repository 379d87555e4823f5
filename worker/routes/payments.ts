/**
 * Paying with money (spec §3, §9): checkouts for gems, subscriptions, gifts and group plans,
 * the providers' webhooks, cancelling a plan, and the built-in simulator's checkout page
 * calls. Nothing is granted here: grants follow only from a verified provider event.
 */
import { paramMessage } from "../../content/i18n/params";
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { activeEvents } from "../../content/data/events";
import { GUILD_SUMMARY_MAX } from "../../content/data/constants";
import { PROMO_CODE_EVENTS } from "../../content/data/promoCodes";
import { GameError } from "../../content/rules/errors";
import { blockNeedsPromoCode, priceCheckout, type CheckoutRequest } from "../../content/rules/payments";
import { normalizePromoCode } from "../../content/rules/promoCodes";
import { isSubscribed } from "../../content/rules/subscription";
import { GIFT_CUSTOMER_ID, GROUP_PLAN_CUSTOMER_ID } from "../../content/rules/subscribe";
import type { User } from "../../content/rules/types";
import { database } from "../../db/client";
import { loadCoupon } from "../../db/coupons";
import { loadGroup } from "../../db/groups";
import {
  insertOrder,
  loadOrderBySession,
  setOrderSession,
  setOrderStatus,
  subscriptionPaymentDetails,
  type OrderDetails,
  type OrderRow,
} from "../../db/payments";
import { loadUser } from "../../db/users";
import type { AppEnv } from "../env";
import { hasActiveGroupPlan, mayGetGems } from "../payments/groupPlans";
import { billingPortal, cancelPlan } from "../payments/plans";
import { ProviderUnavailable } from "../payments/provider";
import { activeProvider, paymentConfig, requireSimulator } from "../payments/providers";
import { checkoutCompletedEvent, checkoutExpiredEvent } from "../payments/simulator";
import { deliverSimulatedEvent, receiveWebhook } from "../payments/webhook";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { body, str } from "../middleware/validate";
import { logError } from "../lib/log";

const GROUP_NAME_MAX = 100;
export const SUCCESS_RETURN = "/redirect/stripe-success-checkout";
export const ERROR_RETURN = "/redirect/stripe-error-checkout";

const giftInput = v.object({
  uuid: str(100, 1),
  type: v.picklist(["gems", "subscription"], paramMessage("paramEither", { first: "gems", second: "subscription" })),
  gems: v.optional(v.object({ amount: v.optional(v.number(paramMessage("paramNumber"))) })),
  subscription: v.optional(v.object({ key: v.optional(str(40)) })),
  message: v.optional(v.string(paramMessage("paramString"))),
});

const checkoutInput = v.object({
  type: v.picklist(
    ["gems", "subscription", "group-plan"],
    paramMessage("paramEither", { first: "gems, subscription", second: "group-plan" }),
  ),
  gemsBlock: v.optional(str(40)),
  sub: v.optional(str(40)),
  gift: v.optional(giftInput),
  groupId: v.optional(str(100, 1)),
  groupPlan: v.optional(
    v.object({
      name: v.optional(
        v.pipe(
          str(GROUP_NAME_MAX, 1),
          v.check((name) => name.trim().length > 0, paramMessage("paramNotBlank")),
        ),
      ),
      summary: v.optional(str(GUILD_SUMMARY_MAX)),
      /** A plan's guild is private; asking for a public one is refused rather than ignored. */
      privacy: v.optional(
        v.picklist(["private", "public"], paramMessage("paramEither", { first: "private", second: "public" })),
      ),
    }),
  ),
  coupon: v.optional(str(64)),
});

const planInput = v.object({ groupId: v.optional(str(100, 1)) });

function displayName(user: User): string {
  return user.profile?.name || user.auth.local.username;
}

function blocks(a: User, b: User): boolean {
  return Boolean(a.inbox?.blocks?.includes(b._id) || b.inbox?.blocks?.includes(a._id));
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

function origin(c: Context<AppEnv>): string {
  return new URL(c.req.url).origin;
}

/** Webhooks: no player signs in; the provider's signature is the only credential. */
export const paymentWebhookRoutes = new Hono<AppEnv>().post("/:provider", async (c) => {
  const result = await receiveWebhook(
    c.env,
    c.req.param("provider"),
    await c.req.text(),
    c.req.header("stripe-signature"),
  );
  return ok(c, { received: true, ...result });
});

/** The simulator's own order, for its buyer only (anyone else is told it does not exist). */
async function simulatedOrder(c: Context<AppEnv>): Promise<OrderRow> {
  requireSimulator(c.env);
  const order = await loadOrderBySession(database(c.env.DB), "simulator", c.req.param("sessionId") ?? "");
  if (!order || order.userId !== c.get("user")._id) throw new GameError("NotFound", "checkoutNotFound");
  return order;
}

function orderView(order: OrderRow) {
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

async function reloadUser(c: Context<AppEnv>) {
  const fresh = await loadUser(database(c.env.DB), c.get("user")._id);
  if (fresh) c.set("user", fresh);
}

export const paymentRoutes = new Hono<AppEnv>()
  /**
   * How this server takes payments (stripe, simulator or none), so the client can say when
   * purchases are simulated and show them as unavailable before anyone clicks.
   */
  .get("/config", (c) => ok(c, paymentConfig(c.env)))
  .post("/checkout-session", authenticate, async (c) => {
    const me = c.get("user");
    const db = database(c.env.DB);
    const now = new Date();
    // A server that takes no payments refuses before reading anything.
    const provider = activeProvider(c.env, db);
    const input = await body(c, checkoutInput);
    const details: Partial<OrderDetails> = {};
    let memberCount = 1;
    if (input.gift) {
      const receiver = await loadUser(db, input.gift.uuid);
      if (!receiver) throw new GameError("NotFound", "userWithIDNotFound", { userId: input.gift.uuid });
      if (receiver._id === me._id) throw new GameError("BadRequest", "cannotGiftToYourself");
      if (blocks(me, receiver)) throw new GameError("NotAuthorized", "cannotGiftToThisUser");
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
        successUrl: `${origin(c)}${SUCCESS_RETURN}`,
        cancelUrl: `${origin(c)}${ERROR_RETURN}`,
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
    const url = checkout.url.startsWith("/") ? `${origin(c)}${checkout.url}` : checkout.url;
    return ok(c, {
      url,
      sessionId: checkout.sessionId,
      orderId: order.id,
      provider: provider.name,
      ...(details.group ? { groupId: details.group.id } : {}),
    });
  })
  .get("/subscription", authenticate, async (c) => {
    const me = c.get("user");
    const details = await subscriptionPaymentDetails(database(c.env.DB), me._id);
    const live = details?.subscriptions.find((sub) => sub.status !== "ended" && sub.groupId === null);
    return ok(c, {
      ...paymentConfig(c.env),
      plan: me.purchased.plan,
      subscription: live
        ? {
            status: live.status,
            provider: live.provider,
            planKey: live.planKey,
            currentPeriodEnd: live.currentPeriodEnd,
            canChangeCard: live.provider === "stripe",
          }
        : null,
      history: details?.subscriptionHistory ?? [],
    });
  })
  .post("/subscription/cancel", authenticate, async (c) => {
    const input = await body(c, planInput);
    const db = database(c.env.DB);
    const { dateTerminated } = await cancelPlan(c.env, db, c.get("user"), input.groupId, new Date());
    await reloadUser(c);
    const date = new Date(dateTerminated).toLocaleDateString("en", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    return ok(
      c,
      { dateTerminated },
      { messageKey: input.groupId ? "groupPlanCancelled" : "subscriptionCancelled", messageVars: { date } },
    );
  })
  .post("/subscription/manage", authenticate, async (c) => {
    const input = await body(c, planInput);
    const back = input.groupId
      ? `/group-plans/${encodeURIComponent(input.groupId)}/billing`
      : "/user/settings/subscription";
    const url = await billingPortal(c.env, database(c.env.DB), c.get("user"), input.groupId, `${origin(c)}${back}`);
    return ok(c, { url });
  })
  .get("/simulator/:sessionId", authenticate, async (c) => ok(c, orderView(await simulatedOrder(c))))
  .post("/simulator/:sessionId/pay", authenticate, async (c) => {
    const order = await simulatedOrder(c);
    if (order.status !== "open") throw new GameError("BadRequest", "checkoutClosed");
    const result = await deliverSimulatedEvent(c.env, checkoutCompletedEvent(order, new Date()));
    await reloadUser(c);
    const granted = result.outcome === "applied" || result.outcome === "duplicate";
    return ok(c, { redirect: granted ? SUCCESS_RETURN : ERROR_RETURN, outcome: result.outcome });
  })
  .post("/simulator/:sessionId/decline", authenticate, async (c) => {
    const order = await simulatedOrder(c);
    if (order.status !== "open") throw new GameError("BadRequest", "checkoutClosed");
    const result = await deliverSimulatedEvent(c.env, checkoutExpiredEvent(order, new Date()));
    return ok(c, { redirect: ERROR_RETURN, outcome: result.outcome });
  });

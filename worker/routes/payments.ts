/**
 * Paying with money (spec §3, §9): checkouts for gems, subscriptions, gifts and group plans
 * (opened by worker/payments/checkout), the providers' webhooks, cancelling a plan, and the
 * built-in simulator's checkout page calls. Nothing is granted here: grants follow only from a
 * verified provider event.
 */
import type { BillingPortal, PlanCancelled, PlayerSubscription, SimulatedPayment } from "../api-types/payments";
import { Hono, type Context } from "hono";
import { GameError } from "../../content/rules/errors";
import { database } from "../../db/client";
import { loadOrderBySession, subscriptionPaymentDetails, type OrderRow } from "../../db/payments";
import { loadUser } from "../../db/users";
import type { AppEnv } from "../env";
import { billingPortal, cancelPlan } from "../payments/plans";
import { activeProvider, paymentConfig, requireSimulator } from "../payments/providers";
import { checkoutCompletedEvent, checkoutExpiredEvent } from "../payments/simulator";
import { deliverSimulatedEvent, receiveWebhook } from "../payments/webhook";
import { ERROR_RETURN, openCheckout, orderView, SUCCESS_RETURN } from "../payments/checkout";
import { checkoutInput, planInput } from "../schemas/payments";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { body } from "../middleware/validate";

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
    // A server that takes no payments refuses before reading anything.
    const provider = activeProvider(c.env, db);
    const input = await body(c, checkoutInput);
    return ok(c, await openCheckout(db, me, provider, input, origin(c)));
  })
  .get("/subscription", authenticate, async (c) => {
    const me = c.get("user");
    const details = await subscriptionPaymentDetails(database(c.env.DB), me._id);
    const live = details?.subscriptions.find((sub) => sub.status !== "ended" && sub.groupId === null);
    return ok<PlayerSubscription>(c, {
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
    return ok<PlanCancelled>(
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
    return ok<BillingPortal>(c, { url });
  })
  .get("/simulator/:sessionId", authenticate, async (c) => ok(c, orderView(await simulatedOrder(c))))
  .post("/simulator/:sessionId/pay", authenticate, async (c) => {
    const order = await simulatedOrder(c);
    if (order.status !== "open") throw new GameError("BadRequest", "checkoutClosed");
    const result = await deliverSimulatedEvent(c.env, checkoutCompletedEvent(order, new Date()));
    await reloadUser(c);
    const granted = result.outcome === "applied" || result.outcome === "duplicate";
    return ok<SimulatedPayment>(c, { redirect: granted ? SUCCESS_RETURN : ERROR_RETURN, outcome: result.outcome });
  })
  .post("/simulator/:sessionId/decline", authenticate, async (c) => {
    const order = await simulatedOrder(c);
    if (order.status !== "open") throw new GameError("BadRequest", "checkoutClosed");
    const result = await deliverSimulatedEvent(c.env, checkoutExpiredEvent(order, new Date()));
    return ok<SimulatedPayment>(c, { redirect: ERROR_RETURN, outcome: result.outcome });
  });

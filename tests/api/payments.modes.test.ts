/**
 * How the server's payment mode is chosen, and what each mode lets through: Stripe when it is
 * configured (whatever PAYMENTS_SIMULATOR says), the simulator only with PAYMENTS_SIMULATOR=true
 * (the tests' own setting, as `npm start`'s), and no payments at all otherwise: every checkout
 * refused, the simulator's routes closed, its signed events worth nothing.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { t } from "../../content/i18n";
import { runSubscriptionJob } from "../../worker/cron/subscriptions";
import { database } from "../../db/client";
import { loadOrderBySession } from "../../db/payments";
import { checkoutCompletedEvent, signSimulatedEvent } from "../../worker/payments/simulator";
import { deliverSimulatedEvent } from "../../worker/payments/webhook";
import { GameError } from "../../content/rules/errors";
import { api, register, type Credentials } from "./helpers";
import {
  apiWith,
  buyWithSimulator,
  paymentEnv,
  setUser,
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  userOf,
} from "./payments.helpers";

const DAY = 86_400_000;
/** A deployment where nobody configured payments. */
const noPayments = paymentEnv({});

async function orderCount(userId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM payment_orders WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** A guild the player leads (guilds cost gems to found). */
async function ownGuild(leader: Credentials, privacy: "private" | "public" = "private") {
  await setUser(leader, { balance: 1 });
  const created = await api("POST", "/groups", { auth: leader, body: { name: "Tidy desks", type: "guild", privacy } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data._id as string;
}

/** An open simulated checkout, and the event its Pay button would deliver, signed with the simulator's secret. */
async function simulatorSignedPayment(buyer: Credentials, checkout: Record<string, unknown>) {
  const started = await api("POST", "/payments/checkout-session", { auth: buyer, body: checkout });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const db = database(env.DB);
  const order = await loadOrderBySession(db, "simulator", started.body.data.sessionId);
  if (!order) throw new Error("no order for the simulated checkout");
  const signed = await signSimulatedEvent(db, checkoutCompletedEvent(order, new Date()));
  return { sessionId: started.body.data.sessionId as string, order, ...signed };
}

describe("a deployment with neither Stripe nor the simulator configured", () => {
  it("tells the client before any click that it takes no payments", async () => {
    const config = await apiWith(noPayments, "GET", "/payments/config");
    expect(config.status).toBe(200);
    expect(config.body.data).toEqual({ mode: "none", provider: null });
    const player = await register();
    const subscription = await apiWith(noPayments, "GET", "/payments/subscription", { auth: player });
    expect(subscription.body.data).toMatchObject({ mode: "none", provider: null, subscription: null });
  });

  it("refuses every checkout (gems, subscriptions, gifts, group plans) with a clear, translated message and records nothing", async () => {
    const buyer = await register();
    const friend = await register();
    const guildId = await ownGuild(buyer);
    const checkouts: Record<string, unknown>[] = [
      { type: "gems", gemsBlock: "21gems" },
      { type: "gems", gemsBlock: "84gems" },
      { type: "subscription", sub: "basic_earned" },
      { type: "subscription", sub: "basic_12mo" },
      { type: "gems", gift: { uuid: friend.id, type: "gems", gems: { amount: 20 } } },
      { type: "subscription", gift: { uuid: friend.id, type: "subscription", subscription: { key: "basic_3mo" } } },
      { type: "group-plan", groupPlan: { name: "Our chores" } },
      { type: "group-plan", groupId: guildId },
    ];
    for (const checkout of checkouts) {
      const refused = await apiWith(noPayments, "POST", "/payments/checkout-session", { auth: buyer, body: checkout });
      expect(refused.status, JSON.stringify(checkout)).toBe(503);
      expect(refused.body).toEqual({ success: false, error: "ServiceUnavailable", message: t("paymentsOff") });
    }
    expect(t("paymentsOff")).toBe(
      "This server does not take payments: gems, subscriptions, gifts and group plans cannot be bought here.",
    );
    // In the player's own language.
    await setUser(buyer, { "preferences.language": "de" });
    const german = await apiWith(noPayments, "POST", "/payments/checkout-session", {
      auth: buyer,
      body: { type: "gems", gemsBlock: "4gems" },
    });
    expect(german.status).toBe(503);
    expect(german.body.message).toBe(t("paymentsOff", {}, "de"));
    expect(german.body.message).not.toBe(t("paymentsOff"));
    expect(await orderCount(buyer.id)).toBe(0);
    expect((await userOf(buyer)).balance).toBe(0);
    expect((await userOf(friend)).balance).toBe(0);
  });

  it("closes the simulator's page and buttons, even for a checkout opened while it was on", async () => {
    const buyer = await register();
    const started = await api("POST", "/payments/checkout-session", {
      auth: buyer,
      body: { type: "gems", gemsBlock: "21gems" },
    });
    const sessionId = started.body.data.sessionId as string;
    for (const [method, path] of [
      ["GET", `/payments/simulator/${sessionId}`],
      ["POST", `/payments/simulator/${sessionId}/pay`],
      ["POST", `/payments/simulator/${sessionId}/decline`],
    ] as const) {
      const refused = await apiWith(noPayments, method, path, { auth: buyer });
      expect(refused.status, path).toBe(404);
      expect(refused.body).toEqual({ success: false, error: "NotFound", message: t("simulatorOff") });
    }
    expect((await userOf(buyer)).balance).toBe(0);
    const row = await env.DB.prepare("SELECT status FROM payment_orders WHERE provider_session_id = ?")
      .bind(sessionId)
      .first<{ status: string }>();
    expect(row?.status).toBe("open");
  });

  it("grants nothing for an event signed with the simulator's secret, nor through the Stripe endpoint", async () => {
    const buyer = await register();
    const { payload, signature, sessionId } = await simulatorSignedPayment(buyer, {
      type: "gems",
      gemsBlock: "21gems",
    });
    const forged = await apiWith(noPayments, "POST", "/payments/webhook/simulator", {
      rawBody: payload,
      headers: { "stripe-signature": signature },
    });
    expect(forged.status).toBe(404);
    expect(forged.body.message).toBe(t("simulatorOff"));
    const viaStripe = await apiWith(noPayments, "POST", "/payments/webhook/stripe", {
      rawBody: payload,
      headers: { "stripe-signature": signature },
    });
    expect(viaStripe.status).toBe(404);
    expect((await userOf(buyer)).balance).toBe(0);
    // The server's own delivery refuses as well, before signing anything.
    const db = database(env.DB);
    const order = await loadOrderBySession(db, "simulator", sessionId);
    if (!order) throw new Error("order missing");
    await expect(deliverSimulatedEvent(noPayments, checkoutCompletedEvent(order, new Date()))).rejects.toBeInstanceOf(
      GameError,
    );
    expect((await userOf(buyer)).balance).toBe(0);
    // The very same signed event is a real payment where the simulator is on: the refusal above was the mode's.
    const accepted = await api("POST", "/payments/webhook/simulator", {
      rawBody: payload,
      headers: { "stripe-signature": signature },
    });
    expect(accepted.body.data).toMatchObject({ received: true, outcome: "applied" });
    expect((await userOf(buyer)).balance).toBe(21 / 4);
  });

  it("a PAYMENTS_SIMULATOR that is not exactly true leaves payments off", async () => {
    for (const value of ["1", "yes", "on", "false", "", "truee"]) {
      const config = await apiWith(paymentEnv({ PAYMENTS_SIMULATOR: value }), "GET", "/payments/config");
      expect(config.body.data, value).toEqual({ mode: "none", provider: null });
    }
    const buyer = await register();
    const refused = await apiWith(paymentEnv({ PAYMENTS_SIMULATOR: "yes" }), "POST", "/payments/checkout-session", {
      auth: buyer,
      body: { type: "gems", gemsBlock: "4gems" },
    });
    expect(refused.status).toBe(503);
  });

  it("lets simulated plans from before run out rather than renew them, perks included", async () => {
    const player = await register();
    await buyWithSimulator(player, { type: "subscription", sub: "basic_earned" });
    const leader = await register();
    const { started } = await buyWithSimulator(leader, { type: "group-plan", groupPlan: { name: "Old flat" } });
    await env.DB.prepare("UPDATE payment_subscriptions SET current_period_end = ? WHERE payer_id IN (?, ?)")
      .bind(Date.now() - DAY, player.id, leader.id)
      .run();
    const now = new Date();
    const result = await runSubscriptionJob(noPayments, now);
    expect(result.renewed).toBe(0);
    const rows = await env.DB.prepare("SELECT status FROM payment_subscriptions WHERE payer_id IN (?, ?)")
      .bind(player.id, leader.id)
      .all<{ status: string }>();
    expect(rows.results.map((row) => row.status)).toEqual(["ended", "ended"]);
    // The plans end too, after the short grace an unpaid renewal gets: not a subscriber forever for nothing.
    const plan = (await userOf(player)).purchased.plan;
    expect(plan.dateTerminated).toEqual(expect.any(String));
    expect(Date.parse(plan.dateTerminated)).toBeLessThan(now.getTime() + 7 * DAY);
    const group = (await api("GET", `/groups/${started.groupId}`, { auth: leader })).body.data;
    expect(group.purchased.plan.dateTerminated).toEqual(expect.any(String));
    expect(Date.parse(group.purchased.plan.dateTerminated)).toBeLessThan(now.getTime() + 7 * DAY);
    await runSubscriptionJob(noPayments, new Date(now.getTime() + 8 * DAY));
    expect((await userOf(player)).purchased.plan.customerId ?? null).toBeNull();
  });
});

describe("PAYMENTS_SIMULATOR=true (npm start and these tests)", () => {
  it("runs the simulator as before, and says so", async () => {
    expect((await api("GET", "/payments/config")).body.data).toEqual({ mode: "simulator", provider: "simulator" });
    const buyer = await register();
    const { started, done } = await buyWithSimulator(buyer, { type: "gems", gemsBlock: "21gems" });
    expect(started.provider).toBe("simulator");
    expect(done.outcome).toBe("applied");
    expect((await userOf(buyer)).balance).toBe(21 / 4);
  });
});

describe("Stripe configured beside PAYMENTS_SIMULATOR=true", () => {
  const both = paymentEnv({
    STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
    PAYMENTS_SIMULATOR: "true",
  });

  it("Stripe wins: checkouts go to Stripe and the simulator stays closed", async () => {
    expect((await apiWith(both, "GET", "/payments/config")).body.data).toEqual({ mode: "stripe", provider: "stripe" });
    const buyer = await register();
    const started = await apiWith(both, "POST", "/payments/checkout-session", {
      auth: buyer,
      body: { type: "gems", gemsBlock: "4gems" },
    });
    expect(started.status).toBe(200);
    expect(started.body.data.provider).toBe("stripe");
    expect(started.body.data.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const page = await apiWith(both, "GET", `/payments/simulator/${started.body.data.sessionId}`, { auth: buyer });
    expect(page.status).toBe(404);
    expect(page.body.message).toBe(t("simulatorUnavailable"));
  });

  it("an event signed with the simulator's secret grants nothing", async () => {
    const buyer = await register();
    const { payload, signature } = await simulatorSignedPayment(buyer, { type: "gems", gemsBlock: "21gems" });
    for (const endpoint of ["/payments/webhook/simulator", "/payments/webhook/stripe"]) {
      const refused = await apiWith(both, "POST", endpoint, {
        rawBody: payload,
        headers: { "stripe-signature": signature },
      });
      expect(refused.status, endpoint).toBeGreaterThanOrEqual(400);
      expect(refused.status, endpoint).toBeLessThan(500);
    }
    expect((await userOf(buyer)).balance).toBe(0);
  });

  it("a Stripe key without its webhook secret takes no payments, and does not fall back to the simulator", async () => {
    const halfStripe = paymentEnv({ STRIPE_SECRET_KEY: STRIPE_TEST_KEY, PAYMENTS_SIMULATOR: "true" });
    expect((await apiWith(halfStripe, "GET", "/payments/config")).body.data).toEqual({ mode: "none", provider: null });
    const buyer = await register();
    const refused = await apiWith(halfStripe, "POST", "/payments/checkout-session", {
      auth: buyer,
      body: { type: "gems", gemsBlock: "4gems" },
    });
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe(t("paymentsNotConfigured"));
    const { payload, signature } = await simulatorSignedPayment(buyer, { type: "gems", gemsBlock: "4gems" });
    const forged = await apiWith(halfStripe, "POST", "/payments/webhook/simulator", {
      rawBody: payload,
      headers: { "stripe-signature": signature },
    });
    expect(forged.status).toBe(404);
    expect((await userOf(buyer)).balance).toBe(0);
  });
});

describe("the group plan billing page", () => {
  it("names the server's payment mode", async () => {
    const leader = await register();
    const { started } = await buyWithSimulator(leader, { type: "group-plan", groupPlan: { name: "Sparkling flat" } });
    const billing = await apiWith(noPayments, "GET", `/group-plans/${started.groupId}/billing`, { auth: leader });
    expect(billing.status).toBe(200);
    expect(billing.body.data).toMatchObject({ mode: "none", provider: null });
    expect((await api("GET", `/group-plans/${started.groupId}/billing`, { auth: leader })).body.data).toMatchObject({
      mode: "simulator",
      provider: "simulator",
    });
  });
});

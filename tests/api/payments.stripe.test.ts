/**
 * Payments with Stripe configured: Stripe's API is answered at its HTTP boundary by the fake
 * in vitest.api.config.ts; webhook events are signed with the endpoint's test secret by
 * Stripe's own SDK and verified by the Worker through the same SDK.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { register } from "./helpers";
import {
  deliverStripeEvent,
  failNextStripeCall,
  paidSession,
  putStripeSubscription,
  stripeApi,
  stripeEvent,
  stripeRequests,
  userOf,
} from "./payments.helpers";

const DAY = 86_400_000;

async function checkout(account: Awaited<ReturnType<typeof register>>, body: Record<string, unknown>) {
  const response = await stripeApi("POST", "/payments/checkout-session", { auth: account, body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as { url: string; sessionId: string; orderId: string; groupId?: string; provider: string };
}

async function orderStatus(orderId: string) {
  return (
    await env.DB.prepare("SELECT status FROM payment_orders WHERE id = ?").bind(orderId).first<{ status: string }>()
  )?.status;
}

describe("gems through Stripe", () => {
  it("opens a Checkout Session priced from the content tables and grants the gems from the signed event, once", async () => {
    const buyer = await register();
    const started = await checkout(buyer, { type: "gems", gemsBlock: "84gems" });
    expect(started.provider).toBe("stripe");
    expect(started.url).toBe(`https://checkout.stripe.com/c/pay/${started.sessionId}`);
    const call = (await stripeRequests()).find(
      (request) => request.path === "/v1/checkout/sessions" && request.body.client_reference_id === started.orderId,
    );
    expect(call?.body).toMatchObject({
      mode: "payment",
      line_items: [
        { quantity: "1", price_data: { currency: "usd", unit_amount: "1999", product_data: { name: "84 gems" } } },
      ],
      metadata: { orderId: started.orderId, userId: buyer.id, kind: "gems" },
      success_url: "https://habitforge.test/redirect/stripe-success-checkout",
      cancel_url: "https://habitforge.test/redirect/stripe-error-checkout",
      customer_email: buyer.email,
    });
    expect(call?.idempotencyKey).toBe(`checkout-${started.orderId}`);
    // Nothing is granted by starting a checkout.
    expect((await userOf(buyer)).balance).toBe(0);

    const event = stripeEvent("checkout.session.completed", await paidSession(started.sessionId));
    const delivered = await deliverStripeEvent(event);
    expect(delivered.status).toBe(200);
    expect(delivered.body.data).toEqual({ received: true, outcome: "applied" });
    expect((await userOf(buyer)).balance).toBe(84 / 4);
    expect(await orderStatus(started.orderId)).toBe("paid");

    // Stripe retries and replays: the same event changes nothing.
    const replay = await deliverStripeEvent(event);
    expect(replay.body.data.outcome).toBe("duplicate");
    // Another event about the same payment (an async-payment notice) does not pay twice.
    const sameSession = await deliverStripeEvent(
      stripeEvent("checkout.session.async_payment_succeeded", await paidSession(started.sessionId)),
    );
    expect(sameSession.body.data.outcome).toBe("ignored");
    expect((await userOf(buyer)).balance).toBe(84 / 4);
  });

  it("a checkout left to expire on our side is still granted when the provider says it was paid", async () => {
    const buyer = await register();
    const started = await checkout(buyer, { type: "gems", gemsBlock: "4gems" });
    await env.DB.prepare("UPDATE payment_orders SET status = 'expired' WHERE id = ?").bind(started.orderId).run();
    expect(
      (await deliverStripeEvent(stripeEvent("checkout.session.completed", await paidSession(started.sessionId)))).body
        .data.outcome,
    ).toBe("applied");
    expect((await userOf(buyer)).balance).toBe(1);
    expect(await orderStatus(started.orderId)).toBe("paid");
  });

  it("two deliveries of one event at the same moment grant once", async () => {
    const buyer = await register();
    const started = await checkout(buyer, { type: "gems", gemsBlock: "4gems" });
    const event = stripeEvent("checkout.session.completed", await paidSession(started.sessionId));
    const results = await Promise.all([
      deliverStripeEvent(event),
      deliverStripeEvent(event),
      deliverStripeEvent(event),
    ]);
    expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
    expect(results.filter((result) => result.body.data.outcome === "applied")).toHaveLength(1);
    expect((await userOf(buyer)).balance).toBe(1);
  });

  it("refuses an event with a wrong signature, or a signed event that was changed", async () => {
    const buyer = await register();
    const started = await checkout(buyer, { type: "gems", gemsBlock: "21gems" });
    const event = stripeEvent("checkout.session.completed", await paidSession(started.sessionId));
    const otherSecret = await deliverStripeEvent(event, { secret: "whsec_someone_else" });
    expect(otherSecret.status).toBe(400);
    expect(otherSecret.body).toMatchObject({
      success: false,
      error: "BadRequest",
      message: "The event's signature could not be verified.",
    });
    const noSignature = await stripeApi("POST", "/payments/webhook/stripe", { rawBody: JSON.stringify(event) });
    expect(noSignature.status).toBe(400);
    expect((await userOf(buyer)).balance).toBe(0);
    // Signed, then its amount raised on the way: the signature no longer matches.
    const buyer2 = await register();
    const started2 = await checkout(buyer2, { type: "gems", gemsBlock: "4gems" });
    const original = stripeEvent("checkout.session.completed", await paidSession(started2.sessionId));
    const goodPayload = JSON.stringify(original);
    const { default: Stripe } = await import("stripe");
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload: goodPayload,
      secret: "whsec_test_habitforge_endpoint",
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    });
    const tampered = goodPayload.replace('"amount_total":99', '"amount_total":1999');
    expect(tampered).not.toBe(goodPayload);
    expect((await deliverStripeEvent(original, { payload: tampered, signature })).status).toBe(400);
    expect((await userOf(buyer2)).balance).toBe(0);
  });

  it("refuses a payment whose amount or currency differs from the order (nothing granted, the order stays open)", async () => {
    const buyer = await register();
    const started = await checkout(buyer, { type: "gems", gemsBlock: "42gems" });
    const cheap = await deliverStripeEvent(
      stripeEvent("checkout.session.completed", await paidSession(started.sessionId, { amount_total: 99 })),
    );
    expect(cheap.status).toBe(200);
    expect(cheap.body.data).toEqual({ received: true, outcome: "rejected", reason: "amountMismatch" });
    const euros = await deliverStripeEvent(
      stripeEvent("checkout.session.completed", await paidSession(started.sessionId, { currency: "eur" })),
    );
    expect(euros.body.data.outcome).toBe("rejected");
    const unknown = await deliverStripeEvent(
      stripeEvent(
        "checkout.session.completed",
        await paidSession(started.sessionId, {
          metadata: { orderId: crypto.randomUUID() },
          client_reference_id: null,
          id: "cs_test_unknown",
        }),
      ),
    );
    expect(unknown.body.data).toMatchObject({ outcome: "rejected", reason: "unknownOrder" });
    expect((await userOf(buyer)).balance).toBe(0);
    expect(await orderStatus(started.orderId)).toBe("open");
    const recorded = await env.DB.prepare("SELECT outcome, detail FROM payment_events WHERE order_id = ?")
      .bind(started.orderId)
      .all<{ outcome: string; detail: string }>();
    expect(recorded.results.map((row) => [row.outcome, JSON.parse(row.detail).reason])).toEqual([
      ["rejected", "amountMismatch"],
      ["rejected", "amountMismatch"],
    ]);
  });

  it("a refund takes the gems back (as far as the player still has them), once", async () => {
    const buyer = await register();
    const started = await checkout(buyer, { type: "gems", gemsBlock: "21gems" });
    const session = await paidSession(started.sessionId);
    await deliverStripeEvent(stripeEvent("checkout.session.completed", session));
    expect((await userOf(buyer)).balance).toBe(21 / 4);
    const charge = {
      id: `ch_test_${started.sessionId.slice(-8)}`,
      object: "charge",
      amount: 499,
      amount_refunded: 499,
      currency: "usd",
      customer: session.customer,
      payment_intent: session.payment_intent,
      refunded: true,
      status: "succeeded",
    };
    const partial = await deliverStripeEvent(
      stripeEvent("charge.refunded", { ...charge, amount_refunded: 100, refunded: false }),
    );
    expect(partial.body.data).toMatchObject({ outcome: "ignored", reason: "partialRefund" });
    expect((await userOf(buyer)).balance).toBe(21 / 4);
    const refund = stripeEvent("charge.refunded", charge);
    expect((await deliverStripeEvent(refund)).body.data.outcome).toBe("applied");
    expect((await userOf(buyer)).balance).toBe(0);
    expect(await orderStatus(started.orderId)).toBe("refunded");
    expect((await deliverStripeEvent(refund)).body.data.outcome).toBe("duplicate");
    const history = (await stripeApi("GET", "/user/purchase-history", { auth: buyer })).body.data;
    expect(
      history.map((entry: { transactionType: string; amount: number }) => [entry.transactionType, entry.amount]),
    ).toEqual([
      ["refund", -21],
      ["buy_money", 21],
    ]);
  });

  it("answers 503 and keeps nothing open when Stripe cannot be reached", async () => {
    const buyer = await register();
    // The SDK retries twice: every attempt fails.
    await failNextStripeCall();
    await failNextStripeCall();
    await failNextStripeCall();
    const response = await stripeApi("POST", "/payments/checkout-session", {
      auth: buyer,
      body: { type: "gems", gemsBlock: "4gems" },
    });
    expect(response.status).toBe(503);
    expect(response.body.message).toBe(
      "The payment provider could not be reached. Nothing was charged; please try again later.",
    );
    const row = await env.DB.prepare("SELECT status FROM payment_orders WHERE user_id = ?")
      .bind(buyer.id)
      .first<{ status: string }>();
    expect(row?.status).toBe("failed");
  });

  it("with Stripe configured the simulator is off, and a missing webhook secret stops new checkouts", async () => {
    const buyer = await register();
    const started = await checkout(buyer, { type: "gems", gemsBlock: "4gems" });
    expect((await stripeApi("POST", `/payments/simulator/${started.sessionId}/pay`, { auth: buyer })).status).toBe(404);
    expect((await stripeApi("POST", "/payments/webhook/simulator", { rawBody: "{}" })).status).toBe(404);
    expect((await stripeApi("GET", "/payments/config")).body.data).toEqual({ mode: "stripe", provider: "stripe" });
    const { createExecutionContext } = await import("cloudflare:test");
    const worker = (await import("../../worker/index")).default;
    const response = await worker.fetch(
      new Request("https://habitforge.test/api/v4/payments/checkout-session", {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-user": buyer.id, "x-api-key": buyer.apiToken },
        body: JSON.stringify({ type: "gems", gemsBlock: "4gems" }),
      }),
      { ...env, STRIPE_SECRET_KEY: "sk_test_habitforge" },
      createExecutionContext(),
    );
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toBe(
      "Payments are not fully set up on this server yet.",
    );
  });
});

describe("subscriptions through Stripe", () => {
  it("subscribes, renews from invoice events, cancels at the period's end and ends with Stripe's deletion", async () => {
    const player = await register();
    const started = await checkout(player, { type: "subscription", sub: "basic_3mo" });
    const call = (await stripeRequests()).find((request) => request.body.client_reference_id === started.orderId);
    expect(call?.body).toMatchObject({
      mode: "subscription",
      line_items: [
        {
          quantity: "1",
          price_data: { unit_amount: "1500", currency: "usd", recurring: { interval: "month", interval_count: "3" } },
        },
      ],
      subscription_data: { metadata: { orderId: started.orderId } },
    });
    const session = await paidSession(started.sessionId);
    expect((await deliverStripeEvent(stripeEvent("checkout.session.completed", session))).body.data.outcome).toBe(
      "applied",
    );
    const plan = (await userOf(player)).purchased.plan;
    expect(plan).toMatchObject({
      planId: "basic_3mo",
      customerId: session.customer,
      subscriptionId: session.subscription,
      paymentMethod: "Stripe",
      dateTerminated: null,
    });

    const periodEnd = Math.floor(Date.now() / 1000) + 92 * 86_400;
    const invoice = (billingReason: string, amount: number, end = periodEnd) => ({
      id: `in_test_${Math.random().toString(36).slice(2)}`,
      object: "invoice",
      amount_paid: amount,
      billing_reason: billingReason,
      currency: "usd",
      customer: session.customer,
      lines: {
        object: "list",
        data: [
          { id: "il_test_1", object: "line_item", amount, currency: "usd", period: { start: end - 92 * 86_400, end } },
        ],
      },
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: session.subscription, metadata: {} },
      },
      status: "paid",
    });
    // The first invoice comes with the checkout: it only tells when the period ends.
    expect(
      (await deliverStripeEvent(stripeEvent("invoice.paid", invoice("subscription_create", 1500)))).body.data.outcome,
    ).toBe("applied");
    let details = (await stripeApi("GET", "/payments/subscription", { auth: player })).body.data;
    expect(Date.parse(details.subscription.currentPeriodEnd)).toBe(periodEnd * 1000);
    expect(details.subscription.canChangeCard).toBe(true);
    // A renewal for the wrong amount is refused; the right one is recorded.
    expect(
      (
        await deliverStripeEvent(
          stripeEvent("invoice.paid", invoice("subscription_cycle", 500, periodEnd + 92 * 86_400)),
        )
      ).body.data,
    ).toMatchObject({ outcome: "rejected", reason: "amountMismatch" });
    const renewal = stripeEvent("invoice.paid", invoice("subscription_cycle", 1500, periodEnd + 92 * 86_400));
    expect((await deliverStripeEvent(renewal)).body.data.outcome).toBe("applied");
    expect((await deliverStripeEvent(renewal)).body.data.outcome).toBe("duplicate");
    details = (await stripeApi("GET", "/payments/subscription", { auth: player })).body.data;
    expect(Date.parse(details.subscription.currentPeriodEnd)).toBe((periodEnd + 92 * 86_400) * 1000);
    expect(
      details.history.map((entry: { transactionType: string; amount: number }) => [
        entry.transactionType,
        entry.amount,
      ]),
    ).toEqual([
      ["subscription_renew", 3],
      ["subscription_begin", 3],
    ]);

    // The card page is Stripe's customer portal.
    const portal = await stripeApi("POST", "/payments/subscription/manage", { auth: player });
    expect(portal.body.data.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);

    // Cancelling asks Stripe to stop at the period's end, which Stripe reports.
    const stripeEnd = Math.floor(Date.now() / 1000) + 40 * 86_400;
    await putStripeSubscription(session.subscription, {
      customer: session.customer,
      items: {
        object: "list",
        data: [{ id: "si_test_cancel", object: "subscription_item", current_period_end: stripeEnd, quantity: 1 }],
      },
    });
    const cancelled = await stripeApi("POST", "/payments/subscription/cancel", { auth: player });
    expect(cancelled.status).toBe(200);
    expect(Date.parse(cancelled.body.data.dateTerminated)).toBe(stripeEnd * 1000);
    const cancelCall = (await stripeRequests()).filter(
      (request) => request.path === `/v1/subscriptions/${session.subscription}` && request.method === "POST",
    );
    expect(cancelCall.at(-1)?.body).toEqual({ cancel_at_period_end: "true" });
    expect((await userOf(player)).purchased.plan.dateTerminated).toBe(new Date(stripeEnd * 1000).toISOString());

    // At the end Stripe deletes the subscription: the plan's end stays as it was.
    const deleted = stripeEvent("customer.subscription.deleted", {
      id: session.subscription,
      object: "subscription",
      customer: session.customer,
      status: "canceled",
      items: { object: "list", data: [] },
    });
    expect((await deliverStripeEvent(deleted)).body.data.outcome).toBe("applied");
    const row = await env.DB.prepare("SELECT status FROM payment_subscriptions WHERE id = ?")
      .bind(session.subscription)
      .first<{ status: string }>();
    expect(row?.status).toBe("ended");
    expect((await userOf(player)).purchased.plan.dateTerminated).toBe(new Date(stripeEnd * 1000).toISOString());
  });

  it("deleting an account waits for its plan to be cancelled at Stripe, then removes its purchase history", async () => {
    const player = await register();
    const started = await checkout(player, { type: "subscription", sub: "basic_earned" });
    const session = await paidSession(started.sessionId);
    await deliverStripeEvent(stripeEvent("checkout.session.completed", session));
    // A plan that still renews holds the account back, as the public API has it.
    const refused = await stripeApi("DELETE", "/user", { auth: player, body: { password: player.password } });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe("NotAuthorized");
    expect((await stripeApi("POST", "/payments/subscription/cancel", { auth: player })).status).toBe(200);
    const deleted = await stripeApi("DELETE", "/user", { auth: player, body: { password: player.password } });
    expect(deleted.status).toBe(200);
    const call = (await stripeRequests())
      .filter((request) => request.path === `/v1/subscriptions/${session.subscription}`)
      .at(-1);
    expect(call?.body).toEqual({ cancel_at_period_end: "true" });
    const row = await env.DB.prepare("SELECT status FROM payment_subscriptions WHERE id = ?")
      .bind(session.subscription)
      .first<{ status: string }>();
    // Cancelled at the period's end, nothing renews; Stripe's deletion at that end closes the row.
    expect(row?.status).toBe("canceling");
    const history = await env.DB.prepare("SELECT count(*) AS n FROM purchase_history WHERE user_id = ?")
      .bind(player.id)
      .first<{ n: number }>();
    expect(history?.n).toBe(0);
  });

  it("two plan checkouts opened side by side and both paid: the older plan stops renewing", async () => {
    const player = await register();
    const first = await checkout(player, { type: "subscription", sub: "basic_earned" });
    const second = await checkout(player, { type: "subscription", sub: "basic_12mo" });
    const firstSession = await paidSession(first.sessionId);
    const secondSession = await paidSession(second.sessionId);
    await deliverStripeEvent(stripeEvent("checkout.session.completed", firstSession));
    await deliverStripeEvent(stripeEvent("checkout.session.completed", secondSession));
    expect((await userOf(player)).purchased.plan).toMatchObject({
      planId: "basic_12mo",
      subscriptionId: secondSession.subscription,
      dateTerminated: null,
    });
    const stop = (await stripeRequests())
      .filter(
        (request) => request.path === `/v1/subscriptions/${firstSession.subscription}` && request.method === "POST",
      )
      .at(-1);
    expect(stop?.body).toEqual({ cancel_at_period_end: "true" });
    const rows = await env.DB.prepare(
      "SELECT id, status FROM payment_subscriptions WHERE user_id = ? ORDER BY created_at",
    )
      .bind(player.id)
      .all<{ id: string; status: string }>();
    expect(Object.fromEntries(rows.results.map((row) => [row.id, row.status]))).toEqual({
      [firstSession.subscription]: "canceling",
      [secondSession.subscription]: "active",
    });
  });

  it("a cancellation made in Stripe's portal, and one undone there, reach the plan", async () => {
    const player = await register();
    const started = await checkout(player, { type: "subscription", sub: "basic_earned" });
    const session = await paidSession(started.sessionId);
    await deliverStripeEvent(stripeEvent("checkout.session.completed", session));
    const end = Math.floor(Date.now() / 1000) + 20 * 86_400;
    const subscription = (cancel: boolean) => ({
      id: session.subscription,
      object: "subscription",
      status: "active",
      cancel_at_period_end: cancel,
      customer: session.customer,
      items: {
        object: "list",
        data: [{ id: "si_x", object: "subscription_item", current_period_end: end, quantity: 1 }],
      },
    });
    await deliverStripeEvent(stripeEvent("customer.subscription.updated", subscription(true)));
    expect((await userOf(player)).purchased.plan.dateTerminated).toBe(new Date(end * 1000).toISOString());
    await deliverStripeEvent(stripeEvent("customer.subscription.updated", subscription(false)));
    expect((await userOf(player)).purchased.plan.dateTerminated).toBeNull();
  });

  it("renewals that went unpaid end the plan with a few days' grace; refunding a plan's charge ends it at once", async () => {
    const unpaid = await register();
    let started = await checkout(unpaid, { type: "subscription", sub: "basic_earned" });
    let session = await paidSession(started.sessionId);
    await deliverStripeEvent(stripeEvent("checkout.session.completed", session));
    await deliverStripeEvent(
      stripeEvent("customer.subscription.deleted", {
        id: session.subscription,
        object: "subscription",
        status: "canceled",
        customer: session.customer,
      }),
    );
    const graceEnd = Date.parse((await userOf(unpaid)).purchased.plan.dateTerminated);
    expect(graceEnd - Date.now()).toBeGreaterThan(2.9 * DAY);
    expect(graceEnd - Date.now()).toBeLessThan(3.1 * DAY);

    const refunded = await register();
    started = await checkout(refunded, { type: "subscription", sub: "basic_6mo" });
    session = await paidSession(started.sessionId);
    await deliverStripeEvent(stripeEvent("checkout.session.completed", session));
    expect((await userOf(refunded)).purchased.plan.customerId).toBe(session.customer);
    const refund = await deliverStripeEvent(
      stripeEvent("charge.refunded", {
        id: "ch_test_sub",
        object: "charge",
        amount: 3000,
        amount_refunded: 3000,
        currency: "usd",
        refunded: true,
        customer: session.customer,
        payment_intent: "pi_test_invoice",
      }),
    );
    expect(refund.body.data.outcome).toBe("applied");
    const plan = (await userOf(refunded)).purchased.plan;
    expect(plan.customerId).toBeUndefined();
    // What the plan gave is kept; its months are taken off the history.
    expect(plan.consecutive.trinkets).toBe(1);
  });

  it("a gifted subscription through Stripe is a one-off charge of the block's price", async () => {
    const giver = await register();
    const friend = await register();
    const started = await checkout(giver, {
      type: "subscription",
      gift: { uuid: friend.id, type: "subscription", subscription: { key: "basic_12mo" }, message: "Happy birthday" },
    });
    const call = (await stripeRequests()).find((request) => request.body.client_reference_id === started.orderId);
    expect(call?.body).toMatchObject({ mode: "payment", line_items: [{ price_data: { unit_amount: "4800" } }] });
    expect(call?.body.line_items[0].price_data.recurring).toBeUndefined();
    await deliverStripeEvent(stripeEvent("checkout.session.completed", await paidSession(started.sessionId)));
    const friendUser = await userOf(friend);
    expect(friendUser.purchased.plan).toMatchObject({ customerId: "Gift", planId: "basic_12mo" });
    const inbox = (await stripeApi("GET", "/inbox/messages", { auth: friend })).body.data;
    expect(inbox[0].text).toMatch(/gave you 12 months of subscription\. Enjoy the perks! Happy birthday$/);
  });
});

describe("group plans through Stripe", () => {
  it("bills the leader plus a seat per further member, and changes the seats as members join", async () => {
    const leader = await register();
    const friend = await register();
    const started = await checkout(leader, { type: "group-plan", groupPlan: { name: "Family chores" } });
    const call = (await stripeRequests()).find((request) => request.body.client_reference_id === started.orderId);
    expect(call?.body).toMatchObject({
      mode: "subscription",
      line_items: [
        { quantity: "3", price_data: { unit_amount: "300", recurring: { interval: "month", interval_count: "1" } } },
      ],
    });
    const session = await paidSession(started.sessionId);
    expect((await deliverStripeEvent(stripeEvent("checkout.session.completed", session))).body.data.outcome).toBe(
      "applied",
    );
    const groupId = started.groupId as string;
    await putStripeSubscription(session.subscription, {
      items: {
        object: "list",
        data: [
          {
            id: "si_test_family",
            object: "subscription_item",
            current_period_end: Math.floor(Date.now() / 1000) + 30 * 86_400,
            quantity: 3,
          },
        ],
      },
    });
    await stripeApi("POST", `/groups/${groupId}/invite`, { auth: leader, body: { uuids: [friend.id] } });
    expect((await stripeApi("POST", `/groups/${groupId}/join`, { auth: friend })).status).toBe(200);
    const seatCall = (await stripeRequests())
      .filter((request) => request.path === "/v1/subscription_items/si_test_family")
      .at(-1);
    expect(seatCall?.body).toEqual({ quantity: "4", proration_behavior: "none" });
    expect((await userOf(friend)).purchased.plan.customerId).toBe("group-plan");
    // Renewals of a group plan are checked against its seats.
    const renewal = (amount: number) =>
      stripeEvent("invoice.paid", {
        id: `in_test_${Math.random().toString(36).slice(2)}`,
        object: "invoice",
        amount_paid: amount,
        billing_reason: "subscription_cycle",
        currency: "usd",
        parent: { type: "subscription_details", subscription_details: { subscription: session.subscription } },
        lines: { object: "list", data: [{ period: { start: 0, end: Math.floor(Date.now() / 1000) + 60 * 86_400 } }] },
      });
    expect((await deliverStripeEvent(renewal(900))).body.data.outcome).toBe("rejected");
    expect((await deliverStripeEvent(renewal(1200))).body.data.outcome).toBe("applied");
  });
});

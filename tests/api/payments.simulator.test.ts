/**
 * Every purchase through the built-in simulator (PAYMENTS_SIMULATOR=true, no Stripe key): its checkout page
 * calls deliver signed events, in Stripe's format, to the same webhook handler Stripe reaches.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { runSubscriptionJob } from "../../worker/cron/subscriptions";
import { api, register } from "./helpers";
import { buyWithSimulator, historyOf, setUser, userOf } from "./payments.helpers";

const DAY = 86_400_000;

async function orderRow(sessionId: string) {
  return env.DB.prepare("SELECT * FROM payment_orders WHERE provider_session_id = ?")
    .bind(sessionId)
    .first<Record<string, any>>();
}

describe("checkout through the simulator", () => {
  it("buys a pack of 21 gems: the page shows the order, paying grants the gems once", async () => {
    const buyer = await register();
    const started = await api("POST", "/payments/checkout-session", {
      auth: buyer,
      body: { type: "gems", gemsBlock: "21gems" },
    });
    expect(started.status).toBe(200);
    const { url, sessionId } = started.body.data;
    expect(url).toBe(`https://habitforge.test/payments/simulator/${sessionId}`);
    expect(started.body.data.provider).toBe("simulator");

    const page = await api("GET", `/payments/simulator/${sessionId}`, { auth: buyer });
    expect(page.body.data).toMatchObject({ kind: "gems", status: "open", amount: 499, currency: "usd", gems: 21 });
    // Nobody else can see or pay someone's checkout.
    const stranger = await register();
    expect((await api("GET", `/payments/simulator/${sessionId}`, { auth: stranger })).status).toBe(404);
    expect((await api("POST", `/payments/simulator/${sessionId}/pay`, { auth: stranger })).status).toBe(404);
    expect((await userOf(buyer)).balance).toBe(0);

    const paid = await api("POST", `/payments/simulator/${sessionId}/pay`, { auth: buyer });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toEqual({ redirect: "/redirect/stripe-success-checkout", outcome: "applied" });
    expect((await userOf(buyer)).balance).toBe(21 / 4);
    expect((await orderRow(sessionId))?.status).toBe("paid");

    const again = await api("POST", `/payments/simulator/${sessionId}/pay`, { auth: buyer });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe("BadRequest");
    expect((await userOf(buyer)).balance).toBe(21 / 4);

    const history = await historyOf(buyer);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      currency: "gems",
      amount: 21,
      transactionType: "buy_money",
      reference: "21gems",
      currentAmount: 21,
    });
    const events = await env.DB.prepare("SELECT type, outcome FROM payment_events WHERE user_id = ?")
      .bind(buyer.id)
      .all();
    expect(events.results).toEqual([{ type: "checkout.session.completed", outcome: "applied" }]);
  });

  it("declining grants nothing and closes the checkout", async () => {
    const buyer = await register();
    const { started, done } = await buyWithSimulator(buyer, { type: "gems", gemsBlock: "4gems" }, "decline");
    expect(done).toEqual({ redirect: "/redirect/stripe-error-checkout", outcome: "applied" });
    expect((await orderRow(started.sessionId))?.status).toBe("declined");
    expect((await api("POST", `/payments/simulator/${started.sessionId}/pay`, { auth: buyer })).status).toBe(400);
    expect((await userOf(buyer)).balance).toBe(0);
  });

  it("refuses what cannot be bought, with the reason, and changes nothing", async () => {
    const buyer = await register();
    const cases: [unknown, number, string][] = [
      [{ type: "gems", gemsBlock: "1000gems" }, 400, "That gem pack does not exist."],
      [{ type: "gems", gemsBlock: "constructor" }, 400, "That gem pack does not exist."],
      [{ type: "subscription", sub: "group_monthly" }, 400, "That subscription plan does not exist."],
      [{ type: "subscription" }, 400, "That subscription plan does not exist."],
      [{ type: "subscription", sub: "google_6mo" }, 400, "This plan needs a promo code."],
      [{ type: "subscription", sub: "google_6mo", coupon: "AAAA-BBBB-CCCC" }, 400, "That promo code is not valid."],
      [{ type: "diamonds" }, 400, "Some of the values you sent are not valid."],
      [{ type: "group-plan" }, 400, "Some of the values you sent are not valid."],
      [
        { type: "gems", gift: { uuid: buyer.id, type: "gems", gems: { amount: 8 } } },
        400,
        "A gift is for someone else: to buy for yourself, use the gems or subscription page.",
      ],
      [{ type: "gems", gift: { uuid: crypto.randomUUID(), type: "gems", gems: { amount: 8 } } }, 404, ""],
    ];
    for (const [checkout, status, message] of cases) {
      const response = await api("POST", "/payments/checkout-session", { auth: buyer, body: checkout });
      expect(response.status, JSON.stringify(checkout)).toBe(status);
      expect(response.body.success).toBe(false);
      if (message) expect(response.body.message).toBe(message);
    }
    const count = await env.DB.prepare("SELECT count(*) AS n FROM payment_orders WHERE user_id = ?")
      .bind(buyer.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
    expect(
      (await api("POST", "/payments/checkout-session", { body: { type: "gems", gemsBlock: "4gems" } })).status,
    ).toBe(401);
  });

  it("a wrong signature on the simulator's webhook is refused", async () => {
    const response = await api("POST", "/payments/webhook/simulator", {
      rawBody: JSON.stringify({ id: "evt_x", type: "checkout.session.completed", data: { object: {} } }),
      headers: { "stripe-signature": "t=1,v1=00" },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("The event's signature could not be verified.");
    // With no Stripe key the Stripe endpoint does not exist.
    expect((await api("POST", "/payments/webhook/stripe", { rawBody: "{}" })).status).toBe(404);
    expect((await api("POST", "/payments/webhook/paypal", { rawBody: "{}" })).status).toBe(404);
  });
});

describe("subscriptions through the simulator", () => {
  it("a 3-month plan gives the subscriber's perks at once; cancelling keeps them to the end of the paid period", async () => {
    const player = await register();
    await setUser(player, { "stats.gp": 1000 });
    expect((await api("POST", "/user/purchase/gems/gem", { auth: player })).status).toBe(401);
    const { done } = await buyWithSimulator(player, { type: "subscription", sub: "basic_3mo" });
    expect(done.redirect).toBe("/redirect/stripe-success-checkout");

    const user = await userOf(player);
    const plan = user.purchased.plan;
    expect(plan).toMatchObject({
      planId: "basic_3mo",
      paymentMethod: "Simulator",
      dateTerminated: null,
      gemsBought: 0,
    });
    expect(plan.customerId).toMatch(/^cus_sim_/);
    expect(plan.subscriptionId).toMatch(/^sub_sim_/);
    // This month's hourglass now; each later month's hourglass and cap step come with the rollover.
    expect(plan.consecutive).toMatchObject({ trinkets: 1, gemCapExtra: 0, offset: 0 });
    expect(user.items.pets["Jackalope-RoyalPurple"]).toBe(5);
    expect(user.purchased.txnCount).toBe(1);
    // Subscribers may now trade gold for gems.
    expect((await api("POST", "/user/purchase/gems/gem", { auth: player })).status).toBe(200);

    const details = (await api("GET", "/payments/subscription", { auth: player })).body.data;
    expect(details.subscription).toMatchObject({
      status: "active",
      provider: "simulator",
      planKey: "basic_3mo",
      canChangeCard: false,
    });
    const periodEnd = Date.parse(details.subscription.currentPeriodEnd);
    expect(periodEnd - Date.now()).toBeGreaterThan(88 * DAY);
    expect(periodEnd - Date.now()).toBeLessThan(93 * DAY);
    expect(
      details.history.map((entry: { transactionType: string; amount: number }) => [
        entry.transactionType,
        entry.amount,
      ]),
    ).toEqual([["subscription_begin", 3]]);

    // A second plan while this one renews is refused.
    const second = await api("POST", "/payments/checkout-session", {
      auth: player,
      body: { type: "subscription", sub: "basic_earned" },
    });
    expect(second.status).toBe(400);
    expect(second.body.message).toBe("You already have a subscription that renews. Cancel it first to change plans.");

    const cancelled = await api("POST", "/payments/subscription/cancel", { auth: player });
    expect(cancelled.status).toBe(200);
    expect(Date.parse(cancelled.body.data.dateTerminated)).toBe(periodEnd);
    expect(cancelled.body.message).toMatch(/^Your subscription is cancelled\. Its perks stay until /);
    expect((await api("POST", "/payments/subscription/cancel", { auth: player })).body.message).toBe(
      "This plan is already cancelled.",
    );

    // Still subscribed until then; the daily job ends it once the period is over.
    await runSubscriptionJob(env, new Date(periodEnd - DAY));
    expect((await userOf(player)).purchased.plan.customerId).toMatch(/^cus_sim_/);
    await runSubscriptionJob(env, new Date(periodEnd + 60_000));
    const ended = (await userOf(player)).purchased.plan;
    expect(ended.customerId).toBeUndefined();
    expect(ended.consecutive.trinkets).toBeGreaterThanOrEqual(3);
    const row = await env.DB.prepare("SELECT status FROM payment_subscriptions WHERE user_id = ?")
      .bind(player.id)
      .first<{ status: string }>();
    expect(row?.status).toBe("ended");
  });

  it("a renewing plan is charged again by the daily job, once per period", async () => {
    const player = await register();
    await buyWithSimulator(player, { type: "subscription", sub: "basic_earned" });
    const before = (await api("GET", "/payments/subscription", { auth: player })).body.data.subscription;
    const firstEnd = Date.parse(before.currentPeriodEnd);
    const later = new Date(firstEnd + 60_000);
    const result = await runSubscriptionJob(env, later);
    expect(result.renewed).toBeGreaterThanOrEqual(1);
    await runSubscriptionJob(env, later);
    const after = (await api("GET", "/payments/subscription", { auth: player })).body.data;
    expect(Date.parse(after.subscription.currentPeriodEnd)).toBeGreaterThan(firstEnd + 27 * DAY);
    expect(after.subscription.status).toBe("active");
    expect(after.history.map((entry: { transactionType: string }) => entry.transactionType)).toEqual([
      "subscription_renew",
      "subscription_begin",
    ]);
    expect((await userOf(player)).purchased.plan.dateTerminated).toBeNull();
  });

  it("a player with no plan has nothing to cancel; a gifted plan ends by itself", async () => {
    const player = await register();
    const none = await api("POST", "/payments/subscription/cancel", { auth: player });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("There is no running subscription to cancel.");
  });
});

describe("gifts through the simulator", () => {
  it("gems for another player arrive with a notification and a private message", async () => {
    const giver = await register();
    const friend = await register();
    await api("PUT", "/user", { auth: giver, body: { "profile.name": "Generous Giver" } });
    const { started } = await buyWithSimulator(giver, {
      type: "gems",
      gift: { uuid: friend.id, type: "gems", gems: { amount: 12 }, message: "For the quest!" },
    });
    expect((await api("GET", `/payments/simulator/${started.sessionId}`, { auth: giver })).body.data).toMatchObject({
      kind: "gift-gems",
      amount: 300,
      gems: 12,
      gift: { receiverId: friend.id },
    });
    const received = await userOf(friend);
    expect(received.balance).toBe(3);
    expect(
      received.notifications.find((note: { type: string }) => note.type === "GIFT_GEMS_RECEIVED")?.data,
    ).toMatchObject({ gems: 12, from: { id: giver.id, name: "Generous Giver" }, message: "For the quest!" });
    expect(received.inbox.newMessages).toBe(1);
    const inbox = (await api("GET", "/inbox/messages", { auth: friend })).body.data;
    expect(inbox[0].text).toBe("Generous Giver bought you 12 gems. Enjoy! For the quest!");
    expect((await userOf(giver)).balance).toBe(0);
    expect((await historyOf(friend))[0]).toMatchObject({
      currency: "gems",
      amount: 12,
      transactionType: "gift_receive",
      reference: giver.id,
    });
    expect((await historyOf(giver))[0]).toMatchObject({
      currency: "gems",
      amount: 12,
      transactionType: "gift_send",
      reference: friend.id,
    });
    // The receiver is also told by mail (the outbox stands in for the sender in tests).
    const mails = (await api("GET", `/debug/outbox?to=${encodeURIComponent(friend.email)}`)).body.data as {
      subject: string;
      text: string;
    }[];
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("Generous Giver");
    expect(mails[0].text).toContain("12 gems");
  });

  it("refuses gift messages over 200 characters and gem amounts outside 2 to 1000", async () => {
    const giver = await register();
    const friend = await register();
    const long = await api("POST", "/payments/checkout-session", {
      auth: giver,
      body: { type: "gems", gift: { uuid: friend.id, type: "gems", gems: { amount: 8 }, message: "x".repeat(201) } },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("A gift message can be at most 200 characters long.");
    for (const amount of [1, 1001, 2.5, -4]) {
      const response = await api("POST", "/payments/checkout-session", {
        auth: giver,
        body: { type: "gems", gift: { uuid: friend.id, type: "gems", gems: { amount } } },
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe("A gift of gems must be a whole number of gems from 2 to 1000.");
    }
    await api("POST", `/user/block/${friend.id}`, { auth: giver });
    const blocked = await api("POST", "/payments/checkout-session", {
      auth: giver,
      body: { type: "gems", gift: { uuid: friend.id, type: "gems", gems: { amount: 8 } } },
    });
    expect(blocked.status).toBe(401);
  });

  it("a gifted subscription starts a plan that ends by itself", async () => {
    const giver = await register();
    const friend = await register();
    await buyWithSimulator(giver, {
      type: "subscription",
      gift: { uuid: friend.id, type: "subscription", subscription: { key: "basic_6mo" } },
    });
    const plan = (await userOf(friend)).purchased.plan;
    expect(plan).toMatchObject({ customerId: "Gift", planId: "basic_6mo", paymentMethod: "Gift" });
    const ends = Date.parse(plan.dateTerminated);
    expect(ends - Date.now()).toBeGreaterThan(180 * DAY);
    expect(ends - Date.now()).toBeLessThan(186 * DAY);
    expect(plan.consecutive).toMatchObject({ trinkets: 1, gemCapExtra: 0, offset: 0 });
    const cancel = await api("POST", "/payments/subscription/cancel", { auth: friend });
    expect(cancel.body.message).toBe("A gifted subscription ends by itself: there is nothing to cancel.");
    const friendUser = await userOf(friend);
    expect(
      friendUser.notifications.some(
        (note: { type: string; data: { months: number } }) =>
          note.type === "GIFT_SUBSCRIPTION_RECEIVED" && note.data.months === 6,
      ),
    ).toBe(true);
    expect((await historyOf(friend)).find((entry) => entry.currency === "subscription")).toMatchObject({
      amount: 6,
      transactionType: "gift_receive",
    });
    // The giver paid money, not gems, and holds no plan.
    expect((await userOf(giver)).purchased.plan.customerId).toBeUndefined();
  });

  it("gift one, get one: while the promotion runs the giver receives the same plan", async () => {
    const giver = await register();
    const friend = await register();
    // A checkout opened during the promotion (the order carries it).
    const sessionId = `cs_sim_${crypto.randomUUID().replace(/-/g, "")}`;
    const details = {
      description: "3 months of subscription (a gift)",
      planKey: "basic_3mo",
      months: 3,
      promo: "g1g1",
      gift: { receiverId: friend.id, receiverName: friend.username },
    };
    const now = new Date().toISOString();
    await env.DB.prepare(
      "INSERT INTO payment_orders (id, user_id, provider, kind, status, amount, currency, details, provider_session_id, created_at, updated_at) VALUES (?, ?, 'simulator', 'gift-subscription', 'open', 1500, 'usd', ?, ?, ?, ?)",
    )
      .bind(crypto.randomUUID(), giver.id, JSON.stringify(details), sessionId, now, now)
      .run();
    expect((await api("POST", `/payments/simulator/${sessionId}/pay`, { auth: giver })).body.data.outcome).toBe(
      "applied",
    );
    expect((await userOf(friend)).purchased.plan).toMatchObject({ customerId: "Gift", planId: "basic_3mo" });
    const giverUser = await userOf(giver);
    expect(giverUser.purchased.plan).toMatchObject({ customerId: "Gift", planId: "basic_3mo" });
    expect(giverUser.notifications.some((note: { type: string }) => note.type === "GIFT_PROMOTION_SUBSCRIPTION")).toBe(
      true,
    );
    expect((await historyOf(giver)).map((entry) => entry.transactionType)).toContain("gift_promotion");
  });
});

describe("group plans through the simulator", () => {
  it("buying a plan makes a private plan group; members share the perks; seats follow members; the leader cancels", async () => {
    const leader = await register();
    const friend = await register();
    const { started } = await buyWithSimulator(leader, { type: "group-plan", groupPlan: { name: "The Study Group" } });
    const groupId = started.groupId;
    expect(groupId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await api("GET", `/payments/simulator/${started.sessionId}`, { auth: leader })).body.data).toMatchObject({
      kind: "group-plan",
      amount: 900,
      recurring: { unitAmount: 300, quantity: 3, intervalMonths: 1 },
    });

    const group = (await api("GET", `/groups/${groupId}`, { auth: leader })).body.data;
    expect(group).toMatchObject({ name: "The Study Group", type: "guild", privacy: "private", memberCount: 1 });
    expect(group.purchased.plan).toMatchObject({
      planId: "group_monthly",
      owner: leader.id,
      quantity: 3,
      dateTerminated: null,
    });
    const leaderPlan = (await userOf(leader)).purchased.plan;
    expect(leaderPlan).toMatchObject({ customerId: "group-plan", planId: "group_plan_auto" });
    expect((await userOf(leader)).items.mounts["Jackalope-RoyalPurple"]).toBe(true);

    const plans = (await api("GET", "/group-plans", { auth: leader })).body.data;
    expect(plans.map((plan: { _id: string }) => plan._id)).toEqual([groupId]);
    expect((await api("GET", "/group-plans", { auth: friend })).body.data).toEqual([]);

    await api("POST", `/groups/${groupId}/invite`, { auth: leader, body: { uuids: [friend.id] } });
    expect((await api("POST", `/groups/${groupId}/join`, { auth: friend })).status).toBe(200);
    expect((await userOf(friend)).purchased.plan).toMatchObject({ customerId: "group-plan", dateTerminated: null });
    const billing = (await api("GET", `/group-plans/${groupId}/billing`, { auth: leader })).body.data;
    expect(billing).toMatchObject({
      seats: 4,
      seatPrice: 300,
      monthlyAmount: 1200,
      canManage: true,
      active: true,
      subscription: { status: "active", quantity: 4, provider: "simulator" },
    });
    expect((await api("GET", `/group-plans/${groupId}/billing`, { auth: friend })).body.data.canManage).toBe(false);
    expect((await api("GET", `/group-plans/${groupId}/billing`, { auth: await register() })).status).toBe(404);

    // Only the leader (or whoever pays) may cancel the group's plan.
    expect((await api("POST", "/payments/subscription/cancel", { auth: friend, body: { groupId } })).status).toBe(401);
    // A member's perks come from the group: nothing of theirs to cancel.
    expect((await api("POST", "/payments/subscription/cancel", { auth: friend })).body.message).toBe(
      "Your perks come from a group plan: they last as long as you are in the group and its plan runs.",
    );

    // Leaving the group: the perks stay two more days.
    expect((await api("POST", `/groups/${groupId}/leave`, { auth: friend })).status).toBe(200);
    const left = (await userOf(friend)).purchased.plan;
    expect(Date.parse(left.dateTerminated) - Date.now()).toBeGreaterThan(1.9 * DAY);
    expect(Date.parse(left.dateTerminated) - Date.now()).toBeLessThan(2.1 * DAY);
    expect(
      (await api("GET", `/group-plans/${groupId}/billing`, { auth: leader })).body.data.subscription.quantity,
    ).toBe(3);

    const cancel = await api("POST", "/payments/subscription/cancel", { auth: leader, body: { groupId } });
    expect(cancel.status).toBe(200);
    expect(cancel.body.message).toMatch(/^The group's plan is cancelled\. It stays until /);
    const ends = Date.parse(cancel.body.data.dateTerminated);
    // After the plan's end the daily job releases the members.
    await runSubscriptionJob(env, new Date(ends + 60_000));
    const leaderAfter = (await userOf(leader)).purchased.plan;
    expect(Date.parse(leaderAfter.dateTerminated)).toBeGreaterThan(ends);
  });

  it("a leader's guild can be upgraded to a plan; others' guilds and parties cannot", async () => {
    const leader = await register();
    const member = await register();
    await api("POST", "/debug/add-ten-gems", { auth: leader });
    const guild = (
      await api("POST", "/groups", { auth: leader, body: { name: "Book club", type: "guild", privacy: "private" } })
    ).body.data;
    await api("POST", `/groups/${guild._id}/invite`, { auth: leader, body: { uuids: [member.id] } });
    await api("POST", `/groups/${guild._id}/join`, { auth: member });
    const notLeader = await api("POST", "/payments/checkout-session", {
      auth: member,
      body: { type: "group-plan", groupId: guild._id },
    });
    expect(notLeader.status).toBe(401);
    const { started } = await buyWithSimulator(leader, { type: "group-plan", groupId: guild._id });
    expect(started.groupId).toBe(guild._id);
    // Two members: the base three seats plus one.
    const order = await env.DB.prepare("SELECT amount FROM payment_orders WHERE provider_session_id = ?")
      .bind(started.sessionId)
      .first<{ amount: number }>();
    expect(order?.amount).toBe(1200);
    expect((await userOf(member)).purchased.plan.customerId).toBe("group-plan");
    // The plan's leader may keep gems for the leader alone.
    await api("PUT", `/groups/${guild._id}`, { auth: leader, body: { leaderOnly: { getGems: true } } });
    const ownGems = await api("POST", "/payments/checkout-session", {
      auth: member,
      body: { type: "gems", gemsBlock: "4gems" },
    });
    expect(ownGems.status).toBe(401);
    expect(ownGems.body.message).toBe("A group plan this player is in keeps gems for its leader only.");
    const outsider = await register();
    expect(
      (
        await api("POST", "/payments/checkout-session", {
          auth: outsider,
          body: { type: "gems", gift: { uuid: member.id, type: "gems", gems: { amount: 4 } } },
        })
      ).status,
    ).toBe(401);
    expect(
      (await api("POST", "/payments/checkout-session", { auth: leader, body: { type: "gems", gemsBlock: "4gems" } }))
        .status,
    ).toBe(200);
    const again = await api("POST", "/payments/checkout-session", {
      auth: leader,
      body: { type: "group-plan", groupId: guild._id },
    });
    expect(again.body.message).toBe("This group already has a running plan.");
    const party = (await api("POST", "/groups", { auth: member, body: { name: "Party", type: "party" } })).body.data;
    const partyPlan = await api("POST", "/payments/checkout-session", {
      auth: member,
      body: { type: "group-plan", groupId: party._id },
    });
    expect(partyPlan.body.message).toBe("Only a guild you lead can be turned into a group plan.");
  });
});

describe("purchase history and the daily job", () => {
  it("support staff read a player's purchase history; players may not read each other's", async () => {
    const player = await register();
    await buyWithSimulator(player, { type: "gems", gemsBlock: "4gems" });
    const curious = await register();
    const refused = await api("GET", `/members/${player.id}/purchase-history`, { auth: curious });
    expect(refused.status).toBe(401);
    const support = await register();
    await setUser(support, { "permissions.userSupport": true });
    const history = await api("GET", `/members/${player.id}/purchase-history`, { auth: support });
    expect(history.status).toBe(200);
    expect(
      history.body.data.map((entry: { transactionType: string; amount: number }) => [
        entry.transactionType,
        entry.amount,
      ]),
    ).toEqual([["buy_money", 4]]);
    expect((await api("GET", `/members/${crypto.randomUUID()}/purchase-history`, { auth: support })).status).toBe(404);
  });

  it("the daily Cron Trigger closes plans that have ended, for players who never come back", async () => {
    const { createExecutionContext, createScheduledController, waitOnExecutionContext } = await import(
      "cloudflare:test"
    );
    const worker = (await import("../../worker/index")).default;
    const player = await register();
    await setUser(player, {
      "purchased.plan.customerId": "Gift",
      "purchased.plan.planId": "basic_earned",
      "purchased.plan.dateTerminated": new Date(Date.now() - DAY).toISOString(),
    });
    const controller = createScheduledController({ cron: "5 0 * * *", scheduledTime: Date.now() });
    const ctx = createExecutionContext();
    await worker.scheduled(controller, env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await userOf(player)).purchased.plan.customerId).toBeUndefined();
    const run = await env.DB.prepare("SELECT detail FROM scheduled_runs WHERE kind = 'daily' ORDER BY id DESC").first<{
      detail: string;
    }>();
    expect(JSON.parse(run!.detail).subscriptions.plansClosed).toBeGreaterThanOrEqual(1);
  });
});

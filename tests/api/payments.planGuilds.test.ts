/**
 * A group plan's guild: private for as long as its plan runs (whoever asks, however), since
 * anyone could otherwise walk into a public guild and take a subscriber's perks; and billed for
 * the members it really has, recounted at once when one of them deletes their account.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { t } from "../../content/i18n";
import { runSubscriptionJob } from "../../worker/cron/subscriptions";
import { staff } from "./admin.helpers";
import { api, register, type Credentials } from "./helpers";
import {
  buyWithSimulator,
  deliverStripeEvent,
  paidSession,
  putStripeSubscription,
  setUser,
  stripeApi,
  stripeEvent,
  stripeRequests,
  userOf,
} from "./payments.helpers";

const DAY = 86_400_000;

async function privacyOf(groupId: string) {
  return (await env.DB.prepare("SELECT privacy FROM groups WHERE id = ?").bind(groupId).first<{ privacy: string }>())
    ?.privacy;
}

async function planGuild(leader: Credentials, name = "Household heroes") {
  const { started } = await buyWithSimulator(leader, { type: "group-plan", groupPlan: { name } });
  return started.groupId as string;
}

async function addMembers(groupId: string, leader: Credentials, members: Credentials[]) {
  await api("POST", `/groups/${groupId}/invite`, { auth: leader, body: { uuids: members.map((member) => member.id) } });
  for (const member of members)
    expect((await api("POST", `/groups/${groupId}/join`, { auth: member })).status).toBe(200);
}

async function seatsOf(groupId: string, viewer: Credentials) {
  const billing = (await api("GET", `/group-plans/${groupId}/billing`, { auth: viewer })).body.data;
  return { members: billing.group.memberCount, seats: billing.seats, billed: billing.subscription?.quantity };
}

async function deleteAccount(account: Credentials, call = api) {
  const response = await call("DELETE", "/user", { auth: account, body: { password: account.password } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

describe("a group plan's guild stays private", () => {
  it("its leader cannot make it public; the whole change is refused with the reason", async () => {
    const leader = await register();
    const groupId = await planGuild(leader);
    const refused = await api("PUT", `/groups/${groupId}`, {
      auth: leader,
      body: { privacy: "public", name: "Open to all" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      success: false,
      error: "BadRequest",
      message: "A guild with a group plan stays private: it cannot be made public while its plan runs.",
    });
    expect(await privacyOf(groupId)).toBe("private");
    expect((await api("GET", `/groups/${groupId}`, { auth: leader })).body.data.name).toBe("Household heroes");
    // Everything else may still change.
    const renamed = await api("PUT", `/groups/${groupId}`, {
      auth: leader,
      body: { privacy: "private", name: "Tidy household" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: "Tidy household", privacy: "private" });
  });

  it("nor can staff through their own tools", async () => {
    const leader = await register();
    const groupId = await planGuild(leader);
    const support = await staff("groupSupport");
    const refused = await api("PUT", `/admin/groups/${groupId}`, { auth: support, body: { privacy: "public" } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(t("groupPlanGuildStaysPrivate"));
    const asFullAccess = await api("PUT", `/groups/${groupId}`, {
      auth: await staff("fullAccess"),
      body: { privacy: "public" },
    });
    expect(asFullAccess.status).toBe(400);
    expect(await privacyOf(groupId)).toBe("private");
  });

  it("a plan is never bought for a public guild, new or existing", async () => {
    const leader = await register();
    const asPublic = await api("POST", "/payments/checkout-session", {
      auth: leader,
      body: { type: "group-plan", groupPlan: { name: "Open house", privacy: "public" } },
    });
    expect(asPublic.status).toBe(400);
    expect(asPublic.body.message).toBe(t("groupPlanGuildStaysPrivate"));
    await setUser(leader, { balance: 1 });
    const guild = (
      await api("POST", "/groups", { auth: leader, body: { name: "Street", type: "guild", privacy: "public" } })
    ).body.data;
    const upgrade = await api("POST", "/payments/checkout-session", {
      auth: leader,
      body: { type: "group-plan", groupId: guild._id },
    });
    expect(upgrade.status).toBe(400);
    expect(upgrade.body.message).toBe("Only a private guild can get a group plan. Make the guild private first.");
    const orders = await env.DB.prepare("SELECT count(*) AS n FROM payment_orders WHERE user_id = ?")
      .bind(leader.id)
      .first<{ n: number }>();
    expect(orders?.n).toBe(0);
  });

  it("a guild made public while its checkout was open is private once the plan starts", async () => {
    const leader = await register();
    await setUser(leader, { balance: 1 });
    const guild = (
      await api("POST", "/groups", { auth: leader, body: { name: "Garden", type: "guild", privacy: "private" } })
    ).body.data;
    const started = await api("POST", "/payments/checkout-session", {
      auth: leader,
      body: { type: "group-plan", groupId: guild._id },
    });
    expect(started.status).toBe(200);
    expect((await api("PUT", `/groups/${guild._id}`, { auth: leader, body: { privacy: "public" } })).status).toBe(200);
    const paid = await api("POST", `/payments/simulator/${started.body.data.sessionId}/pay`, { auth: leader });
    expect(paid.body.data.outcome).toBe("applied");
    expect(await privacyOf(guild._id)).toBe("private");
    expect((await api("GET", `/groups/${guild._id}`, { auth: leader })).body.data.purchased.plan.planId).toBe(
      "group_monthly",
    );
  });

  it("once its plan has ended, the guild may go public", async () => {
    const leader = await register();
    const groupId = await planGuild(leader);
    await env.DB.prepare("UPDATE groups SET doc = json_set(doc, '$.purchased.plan.dateTerminated', ?) WHERE id = ?")
      .bind(new Date(Date.now() - DAY).toISOString(), groupId)
      .run();
    const opened = await api("PUT", `/groups/${groupId}`, { auth: leader, body: { privacy: "public" } });
    expect(opened.status).toBe(200);
    expect(await privacyOf(groupId)).toBe("public");
  });

  it("a plan guild left public from before lets nobody in uninvited, and the daily job makes it private", async () => {
    const leader = await register();
    const stranger = await register();
    const groupId = await planGuild(leader);
    await env.DB.prepare("UPDATE groups SET privacy = 'public' WHERE id = ?").bind(groupId).run();
    const join = await api("POST", `/groups/${groupId}/join`, { auth: stranger });
    expect(join.status).toBe(401);
    expect(join.body.message).toBe(t("messageGroupRequiresInvite"));
    expect((await userOf(stranger)).purchased.plan.customerId ?? null).toBeNull();
    await runSubscriptionJob(env, new Date());
    expect(await privacyOf(groupId)).toBe("private");
  });
});

describe("seats when a member deletes their account", () => {
  it("are recounted at once, not at the next daily run", async () => {
    const leader = await register();
    const first = await register();
    const second = await register();
    const groupId = await planGuild(leader);
    await addMembers(groupId, leader, [first, second]);
    expect(await seatsOf(groupId, leader)).toEqual({ members: 3, seats: 5, billed: 5 });
    await deleteAccount(first);
    expect(await seatsOf(groupId, leader)).toEqual({ members: 2, seats: 4, billed: 4 });
    const plan = (await api("GET", `/groups/${groupId}`, { auth: leader })).body.data.purchased.plan;
    expect(plan.quantity).toBe(4);
  });

  it("when the payer leaves, the plan stops renewing, the next leader takes over and the seats follow", async () => {
    const leader = await register();
    const member = await register();
    const groupId = await planGuild(leader);
    await addMembers(groupId, leader, [member]);
    expect(await seatsOf(groupId, member)).toEqual({ members: 2, seats: 4, billed: 4 });
    await deleteAccount(leader);
    const billing = (await api("GET", `/group-plans/${groupId}/billing`, { auth: member })).body.data;
    expect(billing.group).toMatchObject({ leaderId: member.id, memberCount: 1 });
    expect(billing.seats).toBe(3);
    expect(billing.subscription).toMatchObject({ status: "canceling", quantity: 3 });
  });

  it("through Stripe, the subscription's quantity changes at Stripe too", async () => {
    const leader = await register();
    const friend = await register();
    const started = await stripeApi("POST", "/payments/checkout-session", {
      auth: leader,
      body: { type: "group-plan", groupPlan: { name: "Flatmates" } },
    });
    const session = await paidSession(started.body.data.sessionId);
    await deliverStripeEvent(stripeEvent("checkout.session.completed", session));
    const groupId = started.body.data.groupId as string;
    await putStripeSubscription(session.subscription, {
      items: {
        object: "list",
        data: [
          {
            id: "si_test_flatmates",
            object: "subscription_item",
            current_period_end: Math.floor(Date.now() / 1000) + 30 * 86_400,
            quantity: 3,
          },
        ],
      },
    });
    await stripeApi("POST", `/groups/${groupId}/invite`, { auth: leader, body: { uuids: [friend.id] } });
    expect((await stripeApi("POST", `/groups/${groupId}/join`, { auth: friend })).status).toBe(200);
    const seatCalls = async () =>
      (await stripeRequests()).filter((request) => request.path === "/v1/subscription_items/si_test_flatmates");
    expect((await seatCalls()).at(-1)?.body).toEqual({ quantity: "4", proration_behavior: "none" });
    await deleteAccount(friend, stripeApi);
    expect((await seatCalls()).at(-1)?.body).toEqual({ quantity: "3", proration_behavior: "none" });
  });
});

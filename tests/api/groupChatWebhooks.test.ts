/**
 * `groupChatReceived` webhooks read the chat webhook index, not the members' documents: a
 * tavern webhook fires, a large guild with one webhook reads one indexed row, a removed or
 * switched-off webhook falls silent, a player who left hears nothing, and a webhook naming a
 * private group its owner is not in never hears that group.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TAVERN_ID } from "../../content/data/constants";
import { database } from "../../db/client";
import { chatWebhookOwnersQuery } from "../../db/groupChatWebhooks";
import { addMember, createGuild } from "./groups.helpers";
import { api, type Credentials, register } from "./helpers";
import { requestQueuing } from "./webhookQueue";

async function chatWebhook(account: Credentials, groupId: string, id = crypto.randomUUID()) {
  const made = await api("POST", "/user/webhook", {
    auth: account,
    body: { id, url: `https://hooks.test/ok/${account.id}`, type: "groupChatReceived", options: { groupId } },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return id;
}

/** The owners of the webhooks a message in the group queues. */
async function heardBy(groupId: string, author: Credentials, message = "Hello there") {
  const posted = await requestQueuing("POST", `/groups/${groupId}/chat`, author, { message });
  expect(posted.status, JSON.stringify(posted.body)).toBe(200);
  return posted.queued.map((queued) => queued.userId).sort();
}

/** A guild (public unless told) with its leader and one more member. */
async function guildWithMember(options: Record<string, unknown> = {}) {
  const leader = await register();
  const groupId = await createGuild(leader, options);
  const listener = await register();
  await addMember(groupId, leader, listener);
  return { leader, groupId, listener };
}

async function indexRows(userId: string) {
  const { results } = await env.DB.prepare(
    "SELECT group_id, webhook_id FROM group_chat_webhooks WHERE user_id = ? ORDER BY webhook_id",
  )
    .bind(userId)
    .all<{ group_id: string; webhook_id: string }>();
  return results;
}

describe("groupChatReceived webhooks from the chat webhook index", () => {
  it("fire for the tavern, which keeps no member rows, from a webhook naming it in capitals", async () => {
    const listener = await register();
    const speaker = await register();
    await chatWebhook(listener, TAVERN_ID.toUpperCase());
    expect(await heardBy(TAVERN_ID, speaker, "Good morning, tavern")).toContain(listener.id);
  });

  it("read one indexed row for a guild of many members with one webhook", async () => {
    const { leader, groupId, listener } = await guildWithMember();
    // Three hundred more members, none with a webhook.
    const joinedAt = new Date().toISOString();
    await env.DB.batch(
      Array.from({ length: 300 }, () =>
        env.DB.prepare(
          "INSERT INTO group_members (group_id, user_id, role, joined_at) VALUES (?, ?, 'member', ?)",
        ).bind(groupId, crypto.randomUUID(), joinedAt),
      ),
    );
    await chatWebhook(listener, groupId);

    const { sql, params } = chatWebhookOwnersQuery(database(env.DB), groupId).toSQL();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    const steps = plan.results.map((step) => step.detail);
    expect(
      steps.filter((step) => step.startsWith("SCAN")),
      steps.join("\n"),
    ).toEqual([]);
    const read = await env.DB.prepare(sql)
      .bind(...params)
      .all();
    expect(read.results).toHaveLength(1);
    expect(read.meta.rows_read).toBeLessThan(10);

    expect(await heardBy(groupId, leader)).toEqual([listener.id]);
  });

  it("fall silent when switched off or removed, and when the account is deleted", async () => {
    const { leader, groupId, listener } = await guildWithMember();
    const hook = await chatWebhook(listener, groupId);
    expect(await heardBy(groupId, leader)).toEqual([listener.id]);

    const off = await api("PUT", `/user/webhook/${hook}`, { auth: listener, body: { enabled: false } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(await indexRows(listener.id)).toEqual([]);
    expect(await heardBy(groupId, leader)).toEqual([]);

    expect((await api("PUT", `/user/webhook/${hook}`, { auth: listener, body: { enabled: true } })).status).toBe(200);
    expect(await heardBy(groupId, leader)).toEqual([listener.id]);

    expect((await api("DELETE", `/user/webhook/${hook}`, { auth: listener })).status).toBe(200);
    expect(await indexRows(listener.id)).toEqual([]);
    expect(await heardBy(groupId, leader)).toEqual([]);

    // Another player's webhook, then their account, goes.
    const leaving = await register();
    await addMember(groupId, leader, leaving);
    await chatWebhook(leaving, groupId);
    expect(await indexRows(leaving.id)).toHaveLength(1);
    expect((await api("DELETE", "/user", { auth: leaving, body: { password: leaving.password } })).status).toBe(200);
    expect(await indexRows(leaving.id)).toEqual([]);
  });

  it("tell nothing to a player who left the guild, though their webhook stays", async () => {
    const { leader, groupId, listener } = await guildWithMember();
    await chatWebhook(listener, groupId);
    expect(await heardBy(groupId, leader)).toEqual([listener.id]);

    expect((await api("POST", `/groups/${groupId}/leave`, { auth: listener, body: {} })).status).toBe(200);
    expect(await indexRows(listener.id)).toHaveLength(1);
    expect(await heardBy(groupId, leader)).toEqual([]);
  });

  it("never let a webhook naming a private group its owner is not in hear that group", async () => {
    const { groupId, listener: member } = await guildWithMember({ privacy: "private" });
    const outsider = await register();
    // Named when made, and moved there from another group by a change of options.
    await chatWebhook(outsider, groupId);
    const moved = await chatWebhook(outsider, TAVERN_ID);
    const changed = await api("PUT", `/user/webhook/${moved}`, { auth: outsider, body: { options: { groupId } } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await indexRows(outsider.id)).toHaveLength(2);

    expect(await heardBy(groupId, member, "Members only")).toEqual([]);
  });

  it("are indexed for the webhooks players had before the index (the migration's backfill)", async () => {
    const { leader, groupId, listener } = await guildWithMember();
    const hook = await chatWebhook(listener, groupId);
    await env.DB.prepare("DELETE FROM group_chat_webhooks WHERE user_id = ?").bind(listener.id).run();
    expect(await heardBy(groupId, leader)).toEqual([]);

    const { TEST_MIGRATIONS } = env as unknown as { TEST_MIGRATIONS: { name: string; queries: string[] }[] };
    const migration = TEST_MIGRATIONS.find((entry) => entry.name.includes("group_chat_webhook_triggers"));
    // The one insert of the migration outside a trigger: it reads every player's webhooks.
    const backfill = migration?.queries.find(
      (query) => query.includes("INSERT OR IGNORE") && !query.includes("CREATE TRIGGER"),
    );
    expect(backfill).toBeDefined();
    await env.DB.prepare(backfill as string).run();
    expect(await indexRows(listener.id)).toEqual([{ group_id: groupId, webhook_id: hook }]);
    expect(await heardBy(groupId, leader)).toEqual([listener.id]);
  });
});

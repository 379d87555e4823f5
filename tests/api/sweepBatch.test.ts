/**
 * The sweep's consumer rolls a message's players over together (one read of their documents,
 * one of their tasks, one guarded batch): each player once, nothing twice on a redelivery, and
 * never over a score that raced it.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { RolloverMessage } from "../../worker/env";
import worker from "../../worker/index";
import { api, type Credentials, register } from "./helpers";

interface Row {
  last_cron: string;
  version: number;
  stats: string;
}

async function rowOf(account: Credentials) {
  const row = await env.DB.prepare("SELECT last_cron, version, stats FROM users WHERE id = ?")
    .bind(account.id)
    .first<Row>();
  return { lastCron: row!.last_cron, version: row!.version, stats: JSON.parse(row!.stats) as Record<string, number> };
}

async function cronEntries(account: Credentials) {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM user_history WHERE user_id = ? AND kind = 'cron'")
    .bind(account.id)
    .first<{ n: number }>();
  return row!.n;
}

async function deliver(id: string, userIds: string[]) {
  const batch = createMessageBatch<RolloverMessage>("habitforge-rollover", [
    { id, timestamp: new Date(), attempts: 1, body: { kind: "rollover", userIds, sweptAt: Date.now() } },
  ]);
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

const yesterday = () => new Date(Date.now() - 30 * 3_600_000).toISOString();

describe("the sweep's batched rollover", () => {
  it("rolls every player of a message over once, and a redelivered message changes nothing", async () => {
    const players = [await register(), await register(), await register()];
    const dailies: string[] = [];
    for (const player of players) {
      const daily = await api("POST", "/tasks/user", {
        auth: player,
        body: { type: "daily", text: "Stretch", startDate: "2020-01-01" },
      });
      dailies.push(daily.body.data._id);
      await api("POST", "/debug/set-cron", { auth: player, body: { lastCron: yesterday() } });
    }
    const before = await Promise.all(players.map(rowOf));

    const first = await deliver("m1", [...players.map((player) => player.id), crypto.randomUUID()]);
    expect(first.explicitAcks).toEqual(["m1"]);
    expect(first.retryMessages).toEqual([]);
    const after = await Promise.all(players.map(rowOf));
    for (const [index, player] of players.entries()) {
      expect(Date.parse(after[index].lastCron)).toBeGreaterThan(Date.parse(before[index].lastCron));
      expect(after[index].version).toBe(before[index].version + 1);
      // The missed daily hurt, and its task was written in the same batch.
      expect(after[index].stats.hp).toBeLessThan(before[index].stats.hp);
      const task = await env.DB.prepare("SELECT doc FROM tasks WHERE id = ?").bind(dailies[index]).first<{
        doc: string;
      }>();
      expect(JSON.parse(task!.doc).value).toBeLessThan(0);
      expect(await cronEntries(player)).toBe(1);
    }

    const again = await deliver(
      "m1",
      players.map((player) => player.id),
    );
    expect(again.explicitAcks).toEqual(["m1"]);
    expect(await Promise.all(players.map(rowOf))).toEqual(after);
    for (const player of players) expect(await cronEntries(player)).toBe(1);
  });

  it("keeps each player's newest rollovers in their history, and only theirs", async () => {
    const full = await register();
    const fresh = await register();
    for (const player of [full, fresh])
      await api("POST", "/debug/set-cron", { auth: player, body: { lastCron: yesterday() } });
    const old = "2020-01-01T00:00:00.000Z";
    for (let i = 0; i < 50; i++)
      await env.DB.prepare(
        "INSERT INTO user_history (user_id, kind, at, client, detail) VALUES (?, 'cron', ?, 'scheduled', '{}')",
      )
        .bind(full.id, old)
        .run();
    await deliver("m3", [full.id, fresh.id]);
    const kept = await env.DB.prepare(
      "SELECT at FROM user_history WHERE user_id = ? AND kind = 'cron' ORDER BY id DESC",
    )
      .bind(full.id)
      .all<{ at: string }>();
    expect(kept.results).toHaveLength(50);
    expect(kept.results[0].at).not.toBe(old);
    expect(kept.results.filter((row) => row.at === old)).toHaveLength(49);
    expect(await cronEntries(fresh)).toBe(1);
  });

  it("never loses a score that races the rollover of its player", async () => {
    const players = [await register(), await register()];
    const habits: string[] = [];
    for (const player of players) {
      const habit = await api("POST", "/tasks/user", { auth: player, body: { type: "habit", text: "Drink water" } });
      habits.push(habit.body.data._id);
      await api("POST", "/debug/set-cron", { auth: player, body: { lastCron: yesterday() } });
    }
    const before = await Promise.all(players.map(rowOf));
    const scores = players.flatMap((player, index) =>
      [0, 1, 2].map(() => api("POST", `/tasks/${habits[index]}/score/up`, { auth: player })),
    );
    const [result, ...scored] = await Promise.all([
      deliver(
        "m2",
        players.map((player) => player.id),
      ),
      ...scores,
    ]);
    expect(result.explicitAcks).toEqual(["m2"]);
    for (const answer of scored) expect(answer.status).toBe(200);
    for (const [index, player] of players.entries()) {
      const after = await rowOf(player);
      expect(Date.parse(after.lastCron)).toBeGreaterThan(Date.parse(before[index].lastCron));
      expect(await cronEntries(player)).toBe(1);
      // All three scores count: neither write overwrote the other.
      expect(after.stats.exp).toBeGreaterThan(before[index].stats.exp);
      const task = await env.DB.prepare("SELECT doc FROM tasks WHERE id = ?").bind(habits[index]).first<{
        doc: string;
      }>();
      const habit = JSON.parse(task!.doc) as { value: number; history: unknown[] };
      expect(habit.value).toBeGreaterThan(2);
    }
  });

  it("counts a subscriber's new month once, records its hourglasses, and leaves the tasks it did not change alone", async () => {
    const subscriber = await register();
    const reward = await api("POST", "/tasks/user", {
      auth: subscriber,
      body: { type: "reward", text: "Tea", value: 5 },
    });
    const twoMonthsAgo = new Date(Date.now() - 62 * 86_400_000).toISOString();
    await api("POST", "/debug/update-user", {
      auth: subscriber,
      body: {
        "purchased.plan.planId": "basic_earned",
        "purchased.plan.customerId": "sweep-test",
        "purchased.plan.dateCreated": twoMonthsAgo,
        "purchased.plan.dateUpdated": twoMonthsAgo,
        "purchased.plan.consecutive": { count: 0, offset: 0, trinkets: 0, gemCapExtra: 0 },
      },
    });
    await api("POST", "/debug/set-cron", { auth: subscriber, body: { lastCron: yesterday() } });
    const rewardRow = () =>
      env.DB.prepare("SELECT doc FROM tasks WHERE id = ?").bind(reward.body.data._id).first<{ doc: string }>();
    const rewardBefore = await rewardRow();

    const result = await deliver("m4", [subscriber.id]);
    expect(result.explicitAcks).toEqual(["m4"]);
    const plan = await env.DB.prepare("SELECT purchased FROM users WHERE id = ?")
      .bind(subscriber.id)
      .first<{ purchased: string }>();
    const trinkets = (JSON.parse(plan!.purchased) as { plan: { consecutive: { trinkets: number } } }).plan.consecutive
      .trinkets;
    expect(trinkets).toBeGreaterThan(0);
    const entries = await env.DB.prepare(
      "SELECT currency, amount, transaction_type, current_amount FROM purchase_history WHERE user_id = ?",
    )
      .bind(subscriber.id)
      .all<{ currency: string; amount: number; transaction_type: string; current_amount: number }>();
    expect(entries.results).toEqual([
      { currency: "hourglasses", amount: trinkets, transaction_type: "subscription_perks", current_amount: trinkets },
    ]);
    // A reward has nothing to roll over: its stored document is the same text.
    expect((await rewardRow())!.doc).toBe(rewardBefore!.doc);
  });
});

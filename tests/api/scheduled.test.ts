import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SWEEP_CRON } from "../../worker/cron/sweep";
import type { RolloverMessage } from "../../worker/env";
import worker from "../../worker/index";
import { api, register } from "./helpers";

async function runScheduled(cron: string, at: Date) {
  const controller = createScheduledController({ cron, scheduledTime: at.getTime() });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

async function lastCronOf(userId: string) {
  const row = await env.DB.prepare("SELECT last_cron FROM users WHERE id = ?")
    .bind(userId)
    .first<{ last_cron: string }>();
  return row?.last_cron;
}

describe("Cron Triggers", () => {
  it("the sweep hands the players whose day boundary has passed to the rollover queue", async () => {
    const due = await register();
    const notDue = await register();
    const longAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
    await api("POST", "/debug/set-cron", { auth: due, body: { lastCron: longAgo } });
    await runScheduled(SWEEP_CRON, new Date());
    const run = await env.DB.prepare("SELECT detail FROM scheduled_runs WHERE kind = 'sweep' ORDER BY id DESC").first<{
      detail: string;
    }>();
    expect(JSON.parse(run!.detail)).toEqual({ dueUsers: 1, messages: 1, finishedWork: 0 });
    // The queue delivers to the consumer, which rolls the player over.
    for (let i = 0; i < 50 && (await lastCronOf(due.id)) === longAgo; i++)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(Date.parse((await lastCronOf(due.id))!)).toBeGreaterThan(Date.parse(longAgo));
    expect((await api("GET", "/user", { auth: notDue })).status).toBe(200);
  });

  it("the rollover consumer rolls each player over once and acknowledges", async () => {
    const a = await register();
    const b = await register();
    const longAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    for (const account of [a, b]) await api("POST", "/debug/set-cron", { auth: account, body: { lastCron: longAgo } });
    const batch = createMessageBatch<RolloverMessage>("habitforge-rollover", [
      {
        id: "m1",
        timestamp: new Date(),
        attempts: 1,
        body: { kind: "rollover", userIds: [a.id, b.id, crypto.randomUUID()], sweptAt: Date.now() },
      },
      {
        id: "m2",
        timestamp: new Date(),
        attempts: 1,
        body: { kind: "rollover", userIds: [a.id], sweptAt: Date.now() },
      },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks.sort()).toEqual(["m1", "m2"]);
    expect(result.retryMessages).toEqual([]);
    const rolledA = await lastCronOf(a.id);
    expect(Date.parse(rolledA!)).toBeGreaterThan(Date.parse(longAgo));
    expect(Date.parse((await lastCronOf(b.id))!)).toBeGreaterThan(Date.parse(longAgo));
  });

  it("the daily job caches the month's rotation, shifted by the 8-hour boundary", async () => {
    await runScheduled("5 0 * * *", new Date("2026-07-01T05:00:00.000Z"));
    const cached = await env.DB.prepare("SELECT value FROM world_state WHERE key = 'rotation'").first<{
      value: string;
    }>();
    const june = JSON.parse(cached!.value);
    expect(june).toMatchObject({ year: 2026, month: 5 });
    expect(june.petQuests).toHaveLength(5);
    expect(june.hatchingPotionQuests).toHaveLength(1);
    await runScheduled("5 0 * * *", new Date("2026-07-01T09:00:00.000Z"));
    const later = await env.DB.prepare("SELECT value FROM world_state WHERE key = 'rotation'").first<{
      value: string;
    }>();
    expect(JSON.parse(later!.value)).toMatchObject({ year: 2026, month: 6 });
  });

  it("the daily job on the 1st hands subscribers the month's mystery items, once", async () => {
    const subscriber = await register();
    const lapsed = await register();
    const plain = await register();
    await api("POST", "/debug/update-user", { auth: subscriber, body: { "purchased.plan.customerId": "sub-1" } });
    await api("POST", "/debug/update-user", {
      auth: lapsed,
      body: { "purchased.plan.customerId": "sub-2", "purchased.plan.dateTerminated": "2020-01-01T00:00:00.000Z" },
    });
    const firstOfMonth = new Date("2024-02-01T10:00:00.000Z");
    await runScheduled("5 0 * * *", firstOfMonth);
    const items = async (account: { id: string; apiToken: string }) =>
      (await api("GET", "/user?userFields=purchased.plan.mysteryItems", { auth: account })).body.data.purchased.plan
        .mysteryItems as string[];
    const granted = await items(subscriber);
    expect(granted.length).toBeGreaterThan(0);
    expect(await items(lapsed)).toEqual([]);
    expect(await items(plain)).toEqual([]);
    await runScheduled("5 0 * * *", firstOfMonth);
    expect(await items(subscriber)).toEqual(granted);
  });
});

describe("the daily job's housekeeping", () => {
  it("forgets rate-limit counters of windows more than a day old and keeps the current ones", async () => {
    const now = new Date("2026-08-02T00:05:00.000Z");
    const seconds = now.getTime() / 1000;
    await env.DB.batch([
      env.DB.prepare("INSERT INTO rate_limits (bucket, window_start, count) VALUES (?1, ?2, 3)").bind(
        "login:old-address",
        seconds - 3 * 86_400,
      ),
      env.DB.prepare("INSERT INTO rate_limits (bucket, window_start, count) VALUES (?1, ?2, 3)").bind(
        "login:recent-address",
        seconds - 60,
      ),
    ]);
    await runScheduled("5 0 * * *", now);
    const left = await env.DB.prepare(
      "SELECT bucket FROM rate_limits WHERE bucket IN ('login:old-address', 'login:recent-address')",
    ).all<{ bucket: string }>();
    expect(left.results.map((row) => row.bucket)).toEqual(["login:recent-address"]);
  });

  it("forgets accounts' password checks after a day without one, and keeps recent ones", async () => {
    const now = new Date("2026-08-03T00:05:00.000Z");
    const at = (ms: number) => now.getTime() - ms;
    const insert = (userId: string, updatedAt: number) =>
      env.DB.prepare(
        "INSERT INTO password_checks (user_id, failures, locked_until, lockouts, version, updated_at) VALUES (?1, ?2, 0, 1, 1, ?3)",
      ).bind(userId, JSON.stringify([updatedAt]), updatedAt);
    await env.DB.batch([insert("checks-old", at(25 * 3_600_000)), insert("checks-recent", at(3_600_000))]);
    await runScheduled("5 0 * * *", now);
    const left = await env.DB.prepare(
      "SELECT user_id FROM password_checks WHERE user_id IN ('checks-old', 'checks-recent')",
    ).all<{ user_id: string }>();
    expect(left.results.map((row) => row.user_id)).toEqual(["checks-recent"]);
  });
});

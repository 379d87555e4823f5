/** Day rollover across time zones, and all-or-nothing when it fails half-way. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { rollOver } from "../../worker/cron/rollover";
import { api, register, type Credentials } from "./helpers";

async function lastCron(account: Credentials) {
  return (await api("GET", "/user?userFields=lastCron", { auth: account })).body.data.lastCron as string;
}

describe("rollover in every time zone", () => {
  // Offsets travel negated: UTC+14:00 is -840, UTC-12:00 is 720, UTC+05:45 is -345.
  it.each([
    ["UTC+14:00", -840, 0],
    ["UTC-12:00", 720, 0],
    ["UTC+05:45", -345, 4],
  ])("a player at %s rolls over at their day start, once a day", async (_zone, offset, dayStart) => {
    const account = await register();
    await api("PUT", "/user", {
      auth: account,
      body: { "preferences.timezoneOffset": offset, "preferences.dayStart": dayStart },
      headers: { "x-user-timezoneOffset": String(offset) },
    });
    // A player who has lived in this zone since their last rollover (a zone change has rules of its own).
    await api("POST", "/debug/update-user", {
      auth: account,
      body: { "preferences.timezoneOffsetAtLastCron": offset },
      headers: { "x-user-timezoneOffset": String(offset) },
    });
    const localMidnightUtc = (isoDay: string) =>
      Date.parse(`${isoDay}T00:00:00Z`) + offset * 60_000 + dayStart * 3_600_000;
    const boundary = localMidnightUtc("2026-06-10");
    // Start just before the boundary: nothing happens until it passes.
    await api("POST", "/debug/set-cron", {
      auth: account,
      body: { lastCron: new Date(boundary - 10 * 60_000).toISOString() },
    });
    const before = await rollOver(env, account.id, new Date(boundary - 60_000));
    expect(before.report).toBeUndefined();
    const at = await rollOver(env, account.id, new Date(boundary + 60_000));
    expect(at.report?.ran).toBe(true);
    const sameDay = await rollOver(env, account.id, new Date(boundary + 20 * 3_600_000));
    expect(sameDay.report).toBeUndefined();
    const next = await rollOver(env, account.id, new Date(boundary + 24 * 3_600_000 + 60_000));
    expect(next.report?.ran).toBe(true);
  });
});

describe("an interrupted rollover", () => {
  it("leaves nothing half-applied", async () => {
    const account = await register();
    const daily = (
      await api("POST", "/tasks/user", {
        auth: account,
        body: { type: "daily", text: "Water plants", startDate: "2020-01-01" },
      })
    ).body.data;
    const todo = (await api("POST", "/tasks/user", { auth: account, body: { type: "todo", text: "Renew passport" } }))
      .body.data;
    const yesterday = new Date(Date.now() - 30 * 3_600_000).toISOString();
    const before = (await api("POST", "/debug/set-cron", { auth: account, body: { lastCron: yesterday } })).body.data;
    const tasksBefore = await env.DB.prepare("SELECT id, doc FROM tasks WHERE user_id = ? ORDER BY id")
      .bind(account.id)
      .all();
    // A fault injected into the write of one task, after the user row is written in the same batch.
    await env.DB.prepare(
      `CREATE TRIGGER injected_fault BEFORE UPDATE ON tasks WHEN NEW.id = '${todo._id}' BEGIN SELECT RAISE(ABORT, 'injected fault'); END`,
    ).run();
    try {
      const failed = await api("POST", "/cron", { auth: account });
      expect(failed.status).toBe(500);
      expect(failed.body).toEqual({
        success: false,
        error: "InternalServerError",
        message: expect.any(String),
        requestId: expect.any(String),
      });
      expect(JSON.stringify(failed.body)).not.toContain("injected");
    } finally {
      await env.DB.prepare("DROP TRIGGER injected_fault").run();
    }
    const row = await env.DB.prepare("SELECT last_cron, version, stats FROM users WHERE id = ?")
      .bind(account.id)
      .first<{ last_cron: string; version: number; stats: string }>();
    expect(row!.last_cron).toBe(yesterday);
    expect(row!.version).toBe(before._v);
    expect(JSON.parse(row!.stats).hp).toBe(before.stats.hp);
    const tasksAfter = await env.DB.prepare("SELECT id, doc FROM tasks WHERE user_id = ? ORDER BY id")
      .bind(account.id)
      .all();
    expect(tasksAfter.results).toEqual(tasksBefore.results);
    // With the fault gone the rollover runs, once.
    const rolled = await api("POST", "/cron", { auth: account });
    expect(rolled.body.data.ran).toBe(true);
    expect((await api("GET", `/tasks/${daily._id}`, { auth: account })).body.data.value).toBeLessThan(0);
    expect(Date.parse(await lastCron(account))).toBeGreaterThan(Date.parse(yesterday));
  });
});

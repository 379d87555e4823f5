import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SWEEP_CRON } from "../../worker/cron/sweep";
import worker from "../../worker/index";
import { api, register } from "./helpers";

async function runScheduled(cron: string, at: Date) {
  const controller = createScheduledController({ cron, scheduledTime: at.getTime() });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

describe("Cron Triggers", () => {
  it("the sweep finds the users whose day boundary has passed", async () => {
    const due = await register();
    await register();
    await api("POST", "/debug/set-cron", { auth: due, body: { lastCron: "2026-03-01T10:00:00.000Z" } });
    await runScheduled(SWEEP_CRON, new Date("2026-03-02T10:00:00.000Z"));
    const run = await env.DB.prepare("SELECT kind, detail FROM scheduled_runs WHERE kind = 'sweep' ORDER BY id DESC").first<{ kind: string; detail: string }>();
    expect(JSON.parse(run!.detail)).toEqual({ dueUsers: 1 });
  });

  it("the daily job caches the rotation month, shifted by the 8-hour boundary", async () => {
    await runScheduled("5 0 * * *", new Date("2026-07-01T05:00:00.000Z"));
    const cached = await env.DB.prepare("SELECT value FROM world_state WHERE key = 'rotation'").first<{ value: string }>();
    expect(JSON.parse(cached!.value)).toEqual({ year: 2026, month: 5 });
    await runScheduled("5 0 * * *", new Date("2026-07-01T09:00:00.000Z"));
    const later = await env.DB.prepare("SELECT value FROM world_state WHERE key = 'rotation'").first<{ value: string }>();
    expect(JSON.parse(later!.value)).toEqual({ year: 2026, month: 6 });
  });
});

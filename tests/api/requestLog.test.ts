/**
 * A player's report of a server error can be found in the logs: the error envelope and every
 * answer carry the request's id (Cloudflare's Ray ID when there is one), and the error's log
 * line is one JSON object with the same id, the request's method and path, and the error.
 */
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { t } from "../../content/i18n";
import { SWEEP_CRON } from "../../worker/cron/sweep";
import type { RolloverMessage } from "../../worker/env";
import worker from "../../worker/index";
import { type ApiResponse, api, register } from "./helpers";

afterEach(() => vi.restoreAllMocks());

/** Makes every write of this player's row fail as a broken database would. */
async function breakWritesOf(userId: string) {
  await env.DB.prepare(
    `CREATE TRIGGER broken_writes_${userId.replace(/-/g, "")} BEFORE UPDATE ON users WHEN NEW.id = '${userId}' BEGIN SELECT RAISE(ABORT, 'disk on fire'); END`,
  ).run();
  return () => env.DB.prepare(`DROP TRIGGER broken_writes_${userId.replace(/-/g, "")}`).run();
}

/** The JSON log lines written at level error while `work` ran. */
async function errorLines(work: () => Promise<unknown>) {
  const spy = vi.spyOn(console, "error").mockImplementation(() => {});
  await work();
  return spy.mock.calls.map((call) => {
    expect(call).toHaveLength(1);
    return JSON.parse(String(call[0])) as Record<string, unknown>;
  });
}

describe("a server error", () => {
  it("gives the player a reference that finds its structured log line", async () => {
    const player = await register();
    const repair = await breakWritesOf(player.id);
    let failed: ApiResponse | undefined;
    try {
      const lines = await errorLines(async () => {
        failed = await api("PUT", "/user", { auth: player, body: { "preferences.dayStart": 3 } });
      });
      expect(failed?.status).toBe(500);
      const requestId = failed?.body.requestId;
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(failed?.headers.get("x-request-id")).toBe(requestId);
      expect(failed?.body).toEqual({
        success: false,
        error: "InternalServerError",
        message: t("internalErrorReference", { requestId }),
        requestId,
      });
      expect(JSON.stringify(failed?.body)).not.toContain("disk on fire");
      const line = lines.find((entry) => entry.message === "unhandled error");
      expect(line).toMatchObject({ level: "error", requestId, method: "PUT", path: "/api/v4/user" });
      expect(JSON.stringify(line)).toContain("disk on fire");
      // Every error line of that request carries its id.
      for (const entry of lines) expect(entry.requestId).toBe(requestId);
    } finally {
      await repair();
    }
  });

  it("uses Cloudflare's Ray ID when the request has one, and speaks the player's language", async () => {
    const player = await register();
    expect((await api("PUT", "/user", { auth: player, body: { "preferences.language": "de" } })).status).toBe(200);
    const repair = await breakWritesOf(player.id);
    try {
      const ray = "8f1a2b3c4d5e6f70-FRA";
      const lines = await errorLines(async () => {
        const failed = await api("PUT", "/user", {
          auth: player,
          body: { "preferences.dayStart": 4 },
          headers: { "cf-ray": ray },
        });
        expect(failed.body.requestId).toBe(ray);
        expect(failed.body.message).toBe(t("internalErrorReference", { requestId: ray }, "de"));
        expect(failed.headers.get("x-request-id")).toBe(ray);
      });
      expect(lines.map((line) => line.requestId)).toContain(ray);
    } finally {
      await repair();
    }
  });
});

describe("every answer", () => {
  it("carries its request id, which a client-made Ray ID cannot forge into a log search term", async () => {
    const status = await api("GET", "/status");
    expect(status.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await api("GET", "/user");
    expect(refused.status).toBe(401);
    expect(refused.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    // Only the shape Cloudflare gives Ray IDs is taken; anything else gets an id of our own.
    const odd = await api("GET", "/status", { headers: { "cf-ray": '"},"level":"info' } });
    expect(odd.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    // A tool on another site may read it too.
    const crossSite = await api("GET", "/status", { headers: { origin: "https://tool.example" } });
    expect(crossSite.headers.get("access-control-expose-headers")).toContain("X-Request-Id");
  });
});

describe("scheduled runs and queue batches", () => {
  it("log a failure as one structured line that names the run, then fail as before", async () => {
    await env.DB.prepare(
      "CREATE TRIGGER broken_runs BEFORE INSERT ON scheduled_runs BEGIN SELECT RAISE(ABORT, 'runs table full'); END",
    ).run();
    try {
      const at = new Date("2026-03-01T10:15:00.000Z");
      const lines = await errorLines(async () => {
        const ctx = createExecutionContext();
        await expect(
          worker.scheduled(createScheduledController({ cron: SWEEP_CRON, scheduledTime: at.getTime() }), env, ctx),
        ).rejects.toThrow();
        await waitOnExecutionContext(ctx);
      });
      const line = lines.find((entry) => entry.message === "scheduled run failed");
      expect(line).toMatchObject({ level: "error", requestId: `cron ${SWEEP_CRON} ${at.toISOString()}` });
      expect(JSON.stringify(line)).toContain("runs table full");
    } finally {
      await env.DB.prepare("DROP TRIGGER broken_runs").run();
    }
  });

  it("a queue message that fails is logged with its queue and message, and retried", async () => {
    const batch = createMessageBatch<RolloverMessage>("habitforge-rollover", [
      // Not a message the consumer can read.
      { id: "m-broken", timestamp: new Date(), attempts: 1, body: null as unknown as RolloverMessage },
    ]);
    const ctx = createExecutionContext();
    const lines = await errorLines(async () => {
      await worker.queue(batch, env, ctx);
      await waitOnExecutionContext(ctx);
    });
    const line = lines.find((entry) => entry.message === "rollover batch failed");
    expect(line).toMatchObject({ level: "error", requestId: "queue habitforge-rollover m-broken" });
    expect((await getQueueResult(batch, ctx)).retryMessages).toMatchObject([{ msgId: "m-broken" }]);
  });
});

/**
 * Other sites' scripts and tools call the API across origins, as they call the original game's,
 * and every player has a request quota that shows in each answer's headers.
 */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { devApp } from "../../worker/devApp";
import { countRequest, REPORT_EVERY, REPORT_INTERVAL_MS } from "../../worker/lib/requestQuota";
import { api, freshAddress, inOneRateWindow, register, type Credentials } from "./helpers";

describe("cross-origin calls", () => {
  it("answers a preflight with the methods and headers the original allows", async () => {
    const response = await SELF.fetch("https://habitforge.test/api/v3/tasks/user", {
      method: "OPTIONS",
      headers: {
        Origin: "https://tools.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "x-api-user,x-api-key,content-type",
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const methods = (response.headers.get("Access-Control-Allow-Methods") ?? "").split(",");
    for (const method of ["GET", "POST", "PUT", "DELETE", "OPTIONS", "HEAD"]) expect(methods).toContain(method);
    const allowed = (response.headers.get("Access-Control-Allow-Headers") ?? "").toLowerCase().split(",");
    for (const header of ["content-type", "x-api-user", "x-api-key", "x-client"]) expect(allowed).toContain(header);
    // No cookie is ever a credential here, so credentials are never allowed across origins.
    expect(response.headers.get("Access-Control-Allow-Credentials")).toBeNull();
  });

  it("lets any origin read answers, errors included, on both API versions and the export", async () => {
    const account = await register();
    for (const path of ["/api/v3/status", "/api/v4/user", "/api/v3/no-such-route", "/export/userdata.json"]) {
      const response = await SELF.fetch(`https://habitforge.test${path}`, {
        headers: {
          Origin: "https://tools.example",
          "x-api-user": account.id,
          "x-api-key": account.apiToken,
          "cf-connecting-ip": freshAddress(),
        },
      });
      expect(response.headers.get("Access-Control-Allow-Origin"), path).toBe("*");
      expect(response.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
    }
  });

  it("leaves what is not the API alone", async () => {
    const response = await SELF.fetch("https://habitforge.test/status", {
      headers: { Origin: "https://tools.example" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The player's request count in D1's shared counter, once an isolate reported it. */
async function sharedCount(userId: string): Promise<number | undefined> {
  const row = await env.DB.prepare("SELECT count FROM rate_limits WHERE bucket = ?1")
    .bind(`api:${userId}`)
    .first<{ count: number }>();
  return row?.count;
}

/** Requests straight to the app with a small quota (the test environment's own is huge). */
async function call(account: Pick<Credentials, "id" | "apiToken">, limit: number, path = "/api/v3/user") {
  const ctx = createExecutionContext();
  const response = await devApp.request(
    path,
    { headers: { "x-api-user": account.id, "x-api-key": account.apiToken, "cf-connecting-ip": freshAddress() } },
    { ...env, API_RATE_LIMIT_MAX: String(limit), API_RATE_LIMIT_WINDOW_SECONDS: "3600" },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

describe("the request quota", () => {
  // Each test counts its requests in one window of the quota (an hour here).
  beforeEach(() => inOneRateWindow(3600));

  it("shows the limit, what remains and when it resets, then refuses with 429 and Retry-After", async () => {
    const account = await register();
    const limit = REPORT_EVERY + 5;
    const remaining: number[] = [];
    for (let index = 0; index < limit; index++) {
      const response = await call(account, limit);
      expect(response.status).toBe(200);
      expect(response.headers.get("X-RateLimit-Limit")).toBe(String(limit));
      expect(Number.isNaN(Date.parse(response.headers.get("X-RateLimit-Reset") ?? ""))).toBe(false);
      remaining.push(Number(response.headers.get("X-RateLimit-Remaining")));
    }
    expect(remaining).toEqual(Array.from({ length: limit }, (_, index) => limit - 1 - index));
    const refused = await call(account, limit);
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { success: boolean; error: string; message: string };
    expect(body).toMatchObject({ success: false, error: "TooManyRequests" });
    expect(body.message).not.toMatch(/\{\w+\}/);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.headers.get("X-RateLimit-Remaining")).toBe("0");
    // Another player's quota is their own.
    expect((await call(await register(), limit)).status).toBe(200);
  });

  it("counts what other isolates reported: the shared counter in D1 refuses once this isolate reports", async () => {
    const account = await register();
    const limit = 40;
    // Other isolates already counted most of this player's window.
    const windowStart = Math.floor(Date.now() / 1000) - (Math.floor(Date.now() / 1000) % 3600);
    await env.DB.prepare("INSERT INTO rate_limits (bucket, window_start, count) VALUES (?1, ?2, ?3)")
      .bind(`api:${account.id}`, windowStart, limit - 5)
      .run();
    // The last report of this isolate (an earlier test's) is far enough behind to report again.
    await pause(REPORT_INTERVAL_MS);
    const statuses: number[] = [];
    for (let index = 0; index < REPORT_EVERY + 2; index++) statuses.push((await call(account, limit)).status);
    // Unaware at first, then the report tells this isolate the total: it is over.
    expect(statuses.slice(0, REPORT_EVERY)).toEqual(Array(REPORT_EVERY).fill(200));
    expect(statuses.slice(REPORT_EVERY)).toEqual([429, 429]);
    expect(await sharedCount(account.id)).toBe(limit - 5 + REPORT_EVERY);
  });

  it("reports at most once a second, every player then due in one batch", async () => {
    const [first, second] = [await register(), await register()];
    // A moment of this isolate's clock where all of the test falls in one window.
    const windowMs = 60_000;
    const start = (Math.floor(Date.now() / windowMs) + 2) * windowMs + 5_000;
    const at = (ms: number) => new Date(start + ms);
    for (let index = 0; index < REPORT_EVERY; index++) await countRequest(env, first.id, at(0));
    expect(await sharedCount(first.id)).toBe(REPORT_EVERY);
    // Due too, a moment later: it waits in the isolate for the next report.
    for (let index = 0; index < REPORT_EVERY; index++) await countRequest(env, second.id, at(100));
    expect(await sharedCount(second.id)).toBeUndefined();
    const state = await countRequest(env, second.id, at(REPORT_INTERVAL_MS - 1));
    expect(state.used).toBe(REPORT_EVERY + 1);
    expect(await sharedCount(second.id)).toBeUndefined();
    // The first request a second after the last report carries it, whoever makes it; a player
    // with fewer than ten requests counted here (the first, now one) is not in it.
    await countRequest(env, first.id, at(REPORT_INTERVAL_MS));
    expect(await sharedCount(second.id)).toBe(REPORT_EVERY + 1);
    expect(await sharedCount(first.id)).toBe(REPORT_EVERY);
    // What D1 answered is what the isolate now knows: nothing was counted twice.
    expect((await countRequest(env, second.id, at(REPORT_INTERVAL_MS + 1))).used).toBe(REPORT_EVERY + 2);
  });

  it("is never used up by someone else naming the player", async () => {
    const victim = await register();
    const limit = 5;
    for (let index = 0; index < 20; index++) {
      const forged = await call({ id: victim.id, apiToken: "00000000-0000-4000-a000-000000000000" }, limit);
      expect(forged.status).toBe(401);
    }
    expect((await call(victim, limit)).status).toBe(200);
  });

  it("is not counted for requests without credentials", async () => {
    const response = await api("GET", "/content?sections=eggs");
    expect(response.headers.get("X-RateLimit-Limit")).toBeNull();
  });
});

import type { Context, Next } from "hono";
import { GameError } from "../../content/rules/errors";
import type { AppEnv } from "../env";

export function clientAddress(c: Context<AppEnv>): string {
  return c.req.header("cf-connecting-ip") ?? c.req.header("x-real-ip") ?? "unknown";
}

/**
 * Fixed-window limit per client address and action, counted atomically in D1 so that every
 * isolate shares the same count. Over the limit: 429 with Retry-After, and the route never runs.
 */
export function rateLimit(action: string) {
  return async (c: Context<AppEnv>, next: Next) => {
    const max = Number(c.env.AUTH_RATE_LIMIT_MAX) || 10;
    const windowSeconds = Number(c.env.AUTH_RATE_LIMIT_WINDOW_SECONDS) || 60;
    const nowSeconds = Math.floor(Date.now() / 1000);
    const windowStart = nowSeconds - (nowSeconds % windowSeconds);
    const row = await c.env.DB.prepare(
      `INSERT INTO rate_limits (bucket, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT(bucket) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END,
         window_start = excluded.window_start
       RETURNING count`,
    )
      .bind(`${action}:${clientAddress(c)}`, windowStart)
      .first<{ count: number }>();
    if ((row?.count ?? 0) > max) {
      const retryAfter = windowStart + windowSeconds - nowSeconds;
      c.header("Retry-After", String(retryAfter));
      throw new GameError("TooManyRequests", "tooManyRequests", { seconds: retryAfter });
    }
    await next();
  };
}

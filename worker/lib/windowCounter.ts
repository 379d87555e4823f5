/** Fixed-window counters in D1 (table rate_limits), shared by every isolate: rate limits and quotas. */
import type { Env } from "../env";

/** The start (epoch seconds) of the fixed window of `windowSeconds` that holds `now`. */
export function windowStartOf(now: Date, windowSeconds: number): number {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  return nowSeconds - (nowSeconds % windowSeconds);
}

/** One fixed-window counter: adds `amount` and answers the new count of this window. */
function countStatement(env: Env, bucket: string, windowStart: number, amount: number) {
  return env.DB.prepare(
    `INSERT INTO rate_limits (bucket, window_start, count) VALUES (?1, ?2, ?3)
     ON CONFLICT(bucket) DO UPDATE SET
       count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + excluded.count ELSE excluded.count END,
       window_start = excluded.window_start
     RETURNING count`,
  ).bind(bucket, windowStart, amount);
}

/**
 * Counts `amount` into each bucket for the window holding `now` (atomically in D1, so every
 * isolate shares the count) and answers the highest count among them.
 */
export async function countInWindow(
  env: Env,
  buckets: string[],
  windowSeconds: number,
  now: Date,
  amount = 1,
): Promise<{ count: number; retryAfter: number }> {
  const counts = await countInWindows(
    env,
    buckets.map((bucket) => ({ bucket, amount })),
    windowSeconds,
    now,
  );
  const retryAfter = windowStartOf(now, windowSeconds) + windowSeconds - Math.floor(now.getTime() / 1000);
  return { count: Math.max(0, ...counts), retryAfter };
}

/**
 * Counts each bucket's own amount into the window holding `now`, all in one batch, and answers
 * each bucket's new count in the same order.
 */
export async function countInWindows(
  env: Env,
  counts: { bucket: string; amount: number }[],
  windowSeconds: number,
  now: Date,
): Promise<number[]> {
  const windowStart = windowStartOf(now, windowSeconds);
  const results = await env.DB.batch<{ count: number }>(
    counts.map(({ bucket, amount }) => countStatement(env, bucket, windowStart, amount)),
  );
  return results.map((result) => result.results[0]?.count ?? 0);
}

/** Drops counters of windows long past (the daily job). */
export async function forgetOldWindows(env: Env, now: Date, olderThanSeconds = 86_400): Promise<void> {
  await env.DB.prepare("DELETE FROM rate_limits WHERE window_start < ?1")
    .bind(Math.floor(now.getTime() / 1000) - olderThanSeconds)
    .run();
}

/**
 * Each player's request quota on the API: a fixed window per player that the web client and
 * well-behaved tools never fill but a script stuck in a loop does.
 *
 * It runs on every authenticated request, so it is counted where it is cheap: in this isolate's
 * memory. Once a player has REPORT_EVERY requests counted here and not yet reported, the isolate
 * adds them to the player's shared counter in D1 (the window counters of lib/windowCounter.ts)
 * and learns the total of every isolate; a player making fewer requests than that in a window
 * costs no database work at all. An isolate reports at most once per REPORT_INTERVAL_MS, every
 * player then due in the same batch: a busy isolate writes one batch a second, not one row per
 * ten requests of each player. The count is never more than the requests really made, so nobody
 * is refused early; a script spread over many isolates is refused once the shared total catches
 * up, at most a second's worth of its requests later than each isolate's tenth.
 */
import type { Env } from "../env";
import { countInWindows, windowStartOf } from "./windowCounter";
import { logError } from "./log";

/** Requests per window, and the window, unless the environment says otherwise. */
export const API_RATE_LIMIT_DEFAULT = { max: 300, windowSeconds: 60 };
/** How many requests an isolate counts on its own before it reports them to D1. */
export const REPORT_EVERY = 10;
/** The shortest time between two reports of an isolate (ms). */
export const REPORT_INTERVAL_MS = 1000;
/** Players reported in one batch at most; the others wait for the next report. */
const REPORT_BATCH_MAX = 50;
/** Players remembered per isolate before windows that have ended are dropped. */
const REMEMBERED_MAX = 5000;

interface PlayerWindow {
  /** Start of the window, in epoch seconds. */
  start: number;
  /** Requests counted here and not yet reported. */
  unreported: number;
  /** The shared total as D1 last told it (every isolate's reported requests). */
  shared: number;
}

const windows = new Map<string, PlayerWindow>();
/** The players whose unreported requests reached REPORT_EVERY, waiting for the isolate's next report. */
const due = new Set<string>();
/** When this isolate last reported (epoch ms). */
let lastReportAt = Number.NEGATIVE_INFINITY;

export interface QuotaState {
  limit: number;
  /** Requests counted in this window, this one included. */
  used: number;
  remaining: number;
  /** When the window ends (epoch ms). */
  resetAt: number;
  /** Seconds until the window ends, when the quota is used up. */
  retryAfter?: number;
}

export function quotaSettings(env: Pick<Env, "API_RATE_LIMIT_MAX" | "API_RATE_LIMIT_WINDOW_SECONDS">) {
  const max = Number(env.API_RATE_LIMIT_MAX);
  const windowSeconds = Number(env.API_RATE_LIMIT_WINDOW_SECONDS);
  return {
    max: Number.isInteger(max) && max > 0 ? max : API_RATE_LIMIT_DEFAULT.max,
    windowSeconds:
      Number.isInteger(windowSeconds) && windowSeconds > 0 ? windowSeconds : API_RATE_LIMIT_DEFAULT.windowSeconds,
  };
}

function currentWindow(userId: string, windowSeconds: number, now: Date): PlayerWindow {
  const start = windowStartOf(now, windowSeconds);
  let entry = windows.get(userId);
  if (!entry || entry.start !== start) {
    if (windows.size >= REMEMBERED_MAX) {
      for (const [key, value] of windows) if (value.start !== start) windows.delete(key);
    }
    entry = { start, unreported: 0, shared: 0 };
    windows.set(userId, entry);
  }
  return entry;
}

function stateOf(entry: PlayerWindow, max: number, windowSeconds: number, now: Date): QuotaState {
  const used = entry.shared + entry.unreported;
  const resetAt = (entry.start + windowSeconds) * 1000;
  const remaining = Math.max(0, max - used);
  const state: QuotaState = { limit: max, used, remaining, resetAt };
  if (remaining < 1) state.retryAfter = Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000));
  return state;
}

/**
 * The quota of a player as this isolate knows it, without counting anything: lets a flood of
 * requests be turned away before the player is even loaded. Undefined while there is room.
 */
export function knownExhausted(env: Env, userId: string, now: Date): QuotaState | undefined {
  const { max, windowSeconds } = quotaSettings(env);
  const entry = windows.get(userId);
  if (!entry || entry.start !== windowStartOf(now, windowSeconds)) return undefined;
  const state = stateOf(entry, max, windowSeconds, now);
  return state.used > max ? state : undefined;
}

/**
 * Counts one request of an authenticated player and answers their quota after it (over the
 * limit when `used > limit`). The report to D1, when due, runs through `defer` when given so
 * the request does not wait for it.
 */
export async function countRequest(
  env: Env,
  userId: string,
  now: Date,
  defer?: (work: Promise<unknown>) => void,
): Promise<QuotaState> {
  const { max, windowSeconds } = quotaSettings(env);
  const entry = currentWindow(userId, windowSeconds, now);
  entry.unreported += 1;
  if (entry.unreported >= REPORT_EVERY) due.add(userId);
  const at = now.getTime();
  // A clock behind the last report (set back) starts the intervals afresh.
  if (due.size > 0 && (at - lastReportAt >= REPORT_INTERVAL_MS || at < lastReportAt)) {
    lastReportAt = at;
    const report = reportDue(env, windowSeconds, now);
    if (defer) defer(report);
    else await report;
  }
  return stateOf(entry, max, windowSeconds, now);
}

/**
 * Adds what this isolate counted for each due player to their shared counters, in one batch, and
 * takes in the totals D1 answers. A player whose window has ended since is dropped: their count
 * belongs to a window nobody is limited by any more.
 */
async function reportDue(env: Env, windowSeconds: number, now: Date): Promise<void> {
  const start = windowStartOf(now, windowSeconds);
  const reports: { userId: string; entry: PlayerWindow; amount: number }[] = [];
  for (const userId of due) {
    if (reports.length >= REPORT_BATCH_MAX) break;
    due.delete(userId);
    const entry = windows.get(userId);
    if (!entry || entry.start !== start || entry.unreported === 0) continue;
    reports.push({ userId, entry, amount: entry.unreported });
    // Counted as shared at once: this isolate never forgets a request while the report is on its way.
    entry.shared += entry.unreported;
    entry.unreported = 0;
  }
  if (reports.length === 0) return;
  try {
    const counts = await countInWindows(
      env,
      reports.map(({ userId, amount }) => ({ bucket: `api:${userId}`, amount })),
      windowSeconds,
      now,
    );
    reports.forEach(({ entry }, index) => {
      if (entry.start === start) entry.shared = Math.max(entry.shared, counts[index]);
    });
  } catch (error) {
    logError("request quota report failed", error);
  }
}

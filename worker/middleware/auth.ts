import { paramMessage } from "../../content/i18n/params";
import type { Context, Next } from "hono";
import { needsCron } from "../../content/rules/cron";
import { isValidTimezoneOffset } from "../../content/rules/dayBoundary";
import { GameError } from "../../content/rules/errors";
import { database } from "../../db/client";
import { clientName } from "../../db/userHistory";
import { loadUserRow, updateUser, userFromRow } from "../../db/users";
import { markRolloverSeen, rollOver } from "../cron/rollover";
import type { AppEnv } from "../env";
import { constantTimeEqualText, hasPassword } from "../lib/crypto";
import { loadLanguage } from "../lib/catalogues";
import { REMINDER_TOKEN_HEADER, reminderTokenUser } from "../lib/reminderActions";
import { countRequest, knownExhausted, type QuotaState } from "../lib/requestQuota";
import { logError } from "../lib/log";
import { isWebClient } from "../lib/userInput";

/** Parses `x-user-timezoneOffset`; undefined when absent, a 400 when not a valid offset. */
export function timezoneOffsetHeader(c: Context<AppEnv>): number | undefined {
  const raw = c.req.header("x-user-timezoneOffset");
  if (raw === undefined || raw === "") return undefined;
  const offset = Number(raw);
  if (!isValidTimezoneOffset(offset)) {
    throw new GameError("BadRequest", "invalidTimezoneOffset", {}, [
      {
        param: "x-user-timezoneOffset",
        message: paramMessage("paramTimezoneHeader"),
        value: raw,
      },
    ]);
  }
  return offset;
}

/** The last window end worded for the header: the same for every request of the window. */
let lastReset = { at: Number.NaN, text: "" };
function resetText(at: number): string {
  if (lastReset.at !== at) lastReset = { at, text: new Date(at).toString() };
  return lastReset.text;
}

/** The player's request quota on every answer, as the public API has it; Retry-After once it is used up. */
function quotaHeaders(c: Context<AppEnv>, quota: QuotaState) {
  c.header("X-RateLimit-Limit", String(quota.limit));
  c.header("X-RateLimit-Remaining", String(quota.remaining));
  c.header("X-RateLimit-Reset", resetText(quota.resetAt));
  if (quota.retryAfter !== undefined) c.header("Retry-After", String(quota.retryAfter));
}

function refuseFlood(c: Context<AppEnv>, quota: QuotaState): never {
  quotaHeaders(c, quota);
  throw new GameError("TooManyRequests", "clientRateLimited", { seconds: quota.retryAfter ?? 1 });
}

/**
 * Authenticates by `x-api-user` + `x-api-key`, counts the request against the player's quota,
 * loads the user into the context and keeps the user's stored timezone offset in step with
 * the `x-user-timezoneOffset` header.
 */
export async function authenticate(c: Context<AppEnv>, next: Next) {
  // Sub-apps sharing a prefix each declare this middleware; the user is loaded once.
  if (c.get("user")) return next();
  const apiKey = c.req.header("x-api-key");
  // A reminder's "Done" speaks with a token that scores its one task and opens nothing else.
  const reminderToken = apiKey === undefined ? c.req.header(REMINDER_TOKEN_HEADER) : undefined;
  const tokenUser = reminderToken
    ? await reminderTokenUser(c.env, reminderToken, { method: c.req.method, path: c.req.path })
    : undefined;
  if (reminderToken && !tokenUser) throw new GameError("invalid_credentials", "invalidCredentials");
  const userId = tokenUser ?? c.req.header("x-api-user");
  if (!userId || (!apiKey && !tokenUser)) throw new GameError("NotAuthorized", "missingAuthHeaders");
  const offset = timezoneOffsetHeader(c);
  const now = new Date();
  // A flood this isolate has already counted is turned away before any database work. Only
  // authenticated requests count, so naming someone else's id can never use up their quota.
  const flooded = knownExhausted(c.env, userId, now);
  if (flooded) refuseFlood(c, flooded);
  const db = database(c.env.DB);
  const row = await loadUserRow(db, userId);
  // Compare against a dummy token when the user is unknown so both paths take the same time.
  const valid =
    (tokenUser !== undefined ||
      constantTimeEqualText(apiKey ?? "", row?.apiToken ?? "00000000-0000-0000-0000-000000000000")) &&
    row !== undefined;
  // Our web client logs out on its own error name (spec §8); every other client gets the
  // public API's NotAuthorized, which its libraries know.
  if (!valid || !row)
    throw new GameError(
      isWebClient(c.req.header("x-client")) ? "invalid_credentials" : "NotAuthorized",
      "invalidCredentials",
    );
  let user = userFromRow(row);
  if ((user.auth as { blocked?: boolean }).blocked) throw new GameError("NotAuthorized", "accountSuspended");
  const quota = await countRequest(c.env, user._id, now, (work) => deferWork(c, work));
  if (quota.used > quota.limit) refuseFlood(c, quota);
  quotaHeaders(c, quota);
  c.set("hasPassword", hasPassword(row.passwordHash));
  if (offset !== undefined && offset !== user.preferences.timezoneOffset) {
    ({ user } = await updateUser(
      db,
      user._id,
      (fresh) => {
        fresh.preferences.timezoneOffset = offset;
        return { user: fresh, result: null };
      },
      user,
    ));
  }
  // The first request after the player's day boundary rolls their day over first. A failing
  // rollover must not lock the player out: it is logged and retried on the next request.
  if (c.req.path.split("/").pop() !== "cron" && needsCron(user, new Date())) {
    try {
      ({ user } = await rollOver(c.env, user._id, new Date(), user, { client: clientName(c.req.header("x-client")) }));
    } catch (error) {
      logError("day rollover failed", user._id, error);
    }
  }
  // Back after a rollover the sweep ran without them: the check-in it held back is counted.
  if (user.lastRollover && !user.lastRollover.seen) {
    try {
      user = await markRolloverSeen(c.env, user, new Date());
    } catch (error) {
      logError("marking the rollover seen failed", user._id, error);
    }
  }
  await loadLanguage(user.preferences?.language);
  c.set("user", user);
  await next();
}

/** Runs work after the answer when the runtime allows it, else lets it finish on its own. */
function deferWork(c: Context<AppEnv>, work: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    // No execution context (a request made straight to the app): the promise still settles.
  }
}

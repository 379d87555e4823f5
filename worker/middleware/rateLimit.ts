import type { Context, Next } from "hono";
import { GameError } from "../../content/rules/errors";
import type { AppEnv } from "../env";
import { countInWindow } from "../lib/windowCounter";
import { authenticate } from "./auth";

export function clientAddress(c: Context<AppEnv>): string {
  return addressOfHeaders(c.req.raw.headers);
}

/** The client's address as Cloudflare reports it (`x-real-ip` for a local proxy), for requests outside Hono too. */
export function addressOfHeaders(headers: Headers): string {
  return headers.get("cf-connecting-ip") ?? headers.get("x-real-ip") ?? "unknown";
}

export interface RateLimitOptions {
  /**
   * Also count per account (the signed-in player, so it must run after `authenticate` or
   * `authenticateIfSent`): attempts on one account from many addresses are bounded too.
   */
  perAccount?: boolean;
}

/**
 * Fixed-window limit per client address (and, with `perAccount`, per account) and action.
 * Over the limit: 429 with Retry-After, and the route never runs. Every attempt counts,
 * right or wrong, so a guessed password gains nothing by being cheap to try.
 */
export function rateLimit(action: string, options: RateLimitOptions = {}) {
  return async (c: Context<AppEnv>, next: Next) => {
    const max = Number(c.env.AUTH_RATE_LIMIT_MAX) || 10;
    const windowSeconds = Number(c.env.AUTH_RATE_LIMIT_WINDOW_SECONDS) || 60;
    const buckets = [`${action}:${clientAddress(c)}`];
    const account = options.perAccount ? c.get("user")?._id : undefined;
    if (account) buckets.push(`${action}:account:${account}`);
    const { count, retryAfter } = await countInWindow(c.env, buckets, windowSeconds, new Date());
    if (count > max) {
      c.header("Retry-After", String(retryAfter));
      throw new GameError("TooManyRequests", "tooManyRequests", { seconds: retryAfter });
    }
    await next();
  };
}

/**
 * Attempts at a password, per client address. Per account, every check of the password spends
 * one shared budget (lib/passwordChecks.ts), whichever route makes it.
 */
export const passwordAttemptLimit = (action: string) => rateLimit(action);

/** For POST /user/auth/new-api-token (after `authenticate`). */
export const newApiTokenLimit = passwordAttemptLimit("new-api-token");

/**
 * Signs the caller in when they send credentials, and lets anonymous callers through: the
 * public name and email lookups count a signed-in player per account as well as per address.
 */
export async function authenticateIfSent(c: Context<AppEnv>, next: Next) {
  if (c.req.header("x-api-user") && c.req.header("x-api-key")) return authenticate(c, next);
  await next();
}

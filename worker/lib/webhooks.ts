/**
 * Webhooks: the player's own endpoints told about their activity. Events are queued by the
 * request that caused them (never waited for), and delivered by the queue consumer with
 * retries and backoff; an endpoint that keeps failing is switched off.
 */
import type { Context } from "hono";
import ipaddr from "ipaddr.js";
import type { User } from "../../content/rules/types";
import { database } from "../../db/client";
import { updateUser, UserGone } from "../../db/users";
import type { AppEnv, Env, WebhookMessage } from "../env";
import { WEBHOOK_DELIVERIES_PER_MINUTE } from "../../content/data/constants";
import { resolveHost } from "./dnsOverHttps";
import { computedStats } from "./userView";
import { hearsGroupChat, wantsEvent } from "./webhookSettings";
import { countInWindow } from "./windowCounter";
import { logError, logWarn } from "./log";

/** Attempts of one delivery before it counts as a failure of the endpoint. */
export const DELIVERY_ATTEMPTS = 5;
/** Failed deliveries in a row after which the webhook is disabled. */
export const FAILURES_BEFORE_DISABLE = 10;
export const DELIVERY_TIMEOUT_MS = 5000;

export type WebhookEvent =
  | {
      type: "taskActivity";
      event: "scored" | "created" | "updated" | "deleted" | "checklistScored";
      task: unknown;
      /** Scoring's side effects (drops, critical hits, quest progress), for a score. */
      tmp?: Record<string, unknown>;
      extra?: Record<string, unknown>;
    }
  | { type: "userActivity"; event: "leveledUp" | "petHatched" | "mountRaised"; extra: Record<string, unknown> }
  | { type: "questActivity"; event: "questStarted" | "questFinished" | "questInvited"; extra: Record<string, unknown> }
  /** A message in a group the player is in: the game's API names no event for it. */
  | { type: "groupChatReceived"; group: { id: string; name: string }; chat: unknown };

/** Names that lead to the machine itself or a private network, whatever they resolve to. */
const PRIVATE_NAME = /(^|\.)(localhost|local|internal)$/i;

/** An IPv4 address wrapped in an IPv6 one (mapped, compatible, NAT64, 6to4), if any. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const parts = address.parts;
  const last32 = () => new ipaddr.IPv4([parts[6] >> 8, parts[6] & 255, parts[7] >> 8, parts[7] & 255]);
  const range = address.range();
  if (range === "ipv4Mapped" || range === "rfc6145") return last32();
  // ::a.b.c.d, the deprecated "compatible" form (:: and ::1 have ranges of their own).
  if (range === "unicast" && parts.slice(0, 6).every((part) => part === 0)) return last32();
  if (range === "rfc6052" && parts[0] === 0x64 && parts[1] === 0xff9b && parts[2] === 0) return last32();
  if (range === "6to4") return new ipaddr.IPv4([parts[1] >> 8, parts[1] & 255, parts[2] >> 8, parts[2] & 255]);
  return undefined;
}

/**
 * Whether an address may be reached: public unicast only. IPv4 inside IPv6 is judged by the
 * IPv4 address it carries; Teredo, local-use NAT64 and every special range are refused.
 */
function isPublicAddress(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  if (address.kind() === "ipv6") {
    const inner = embeddedIPv4(address as ipaddr.IPv6);
    if (inner) return isPublicAddress(inner);
  }
  return address.range() === "unicast";
}

/** A host given as an IP address (IPv6 without its brackets), or undefined for a name. */
function hostAddress(hostname: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const host = hostname.replace(/^\[|\]$/g, "");
  return ipaddr.isValid(host) ? ipaddr.parse(host) : undefined;
}

/**
 * Whether a name leads to a private network by its form alone: a single label ("vm",
 * "intranet"), which only a local search domain or hosts file can resolve, or a suffix kept for
 * the machine itself and local networks.
 */
function isPrivateName(name: string): boolean {
  const bare = name.replace(/\.+$/, "");
  return !bare.includes(".") || PRIVATE_NAME.test(bare);
}

/**
 * Whether a URL's host is the machine itself or a private network. The host is taken as
 * WHATWG URL parsing normalised it, so "2130706433", "0x7f.1" and "017700000001" all arrive
 * as 127.0.0.1 and IPv6 in brackets in its shortest form; a name is judged by its form here and
 * by what it resolves to before each delivery (`deliveryProblem`).
 */
export function isPrivateHost(hostname: string): boolean {
  const address = hostAddress(hostname);
  return address ? !isPublicAddress(address) : isPrivateName(hostname);
}

/** Message key of what is wrong with a webhook address, or undefined when it may be used. */
export function webhookUrlProblem(raw: string, allowPrivate: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "webhookUrlInvalid";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "webhookUrlInvalid";
  if (url.username || url.password) return "webhookUrlInvalid";
  if (!allowPrivate && isPrivateHost(url.hostname)) return "webhookUrlPrivate";
  return undefined;
}

/**
 * The body an endpoint receives, in the game's API's shape: `type` is the event, `webhookType`
 * the kind of webhook, `user` the player (with their stats and the score's side effects for a
 * score), and the event's own fields beside them.
 */
export function webhookPayload(user: User, event: WebhookEvent, now: Date): Record<string, unknown> {
  if (event.type === "groupChatReceived")
    return {
      group: event.group,
      chat: event.chat,
      webhookType: event.type,
      user: { _id: user._id },
      sentAt: now.toISOString(),
    };
  const scored = event.type === "taskActivity" && event.event === "scored";
  return {
    ...(event.extra ?? {}),
    type: event.event,
    webhookType: event.type,
    ...("task" in event ? { task: event.task } : {}),
    user: scored
      ? { _id: user._id, _tmp: ("tmp" in event && event.tmp) || {}, stats: { ...user.stats, ...computedStats(user) } }
      : { _id: user._id },
    sentAt: now.toISOString(),
  };
}

/** The deliveries an event causes for this user; the caller queues them. */
export function deliveriesFor(user: User, event: WebhookEvent, now: Date): WebhookMessage[] {
  const hooks = (user.webhooks ?? []).filter((webhook) =>
    event.type === "groupChatReceived"
      ? hearsGroupChat(webhook, event.group.id)
      : wantsEvent(webhook, event.type, event.event),
  );
  if (hooks.length === 0) return [];
  const payload = webhookPayload(user, event, now);
  return hooks.map((webhook) => ({
    kind: "webhook",
    userId: user._id,
    webhookId: webhook.id,
    url: webhook.url,
    payload,
  }));
}

/**
 * How many of `wanted` deliveries this player may still cause in the minute holding `now`.
 * Past WEBHOOK_DELIVERIES_PER_MINUTE the rest are dropped rather than deferred: a burst (a
 * bulk import, a script scoring in a loop) would otherwise back the queue up for everyone,
 * and the endpoint hears the player's current state with their next event anyway.
 */
async function deliveriesAllowed(env: Env, userId: string, wanted: number, now: Date): Promise<number> {
  const { count } = await countInWindow(env, [`webhooks:${userId}`], 60, now, wanted);
  return Math.max(0, Math.min(wanted, WEBHOOK_DELIVERIES_PER_MINUTE - (count - wanted)));
}

/** Queues deliveries; a queueing failure is logged and never reaches the caller. */
export function sendWebhooks(
  env: Env,
  user: User,
  event: WebhookEvent,
  waitUntil?: (promise: Promise<unknown>) => void,
  now = new Date(),
): Promise<unknown> {
  const messages = deliveriesFor(user, event, now);
  if (messages.length === 0) return Promise.resolve();
  const sending = (async () => {
    const allowed = await deliveriesAllowed(env, user._id, messages.length, now);
    if (allowed < messages.length)
      logWarn("webhook deliveries over the per-minute limit dropped", user._id, messages.length - allowed);
    if (allowed > 0) await env.WEBHOOK_QUEUE.sendBatch(messages.slice(0, allowed).map((body) => ({ body })));
  })().catch((error) => logError("webhook queueing failed", error));
  waitUntil?.(sending);
  return sending;
}

/** Queues deliveries without making the request wait for (or fail because of) them. */
export function queueWebhooks(c: Context<AppEnv>, user: User, event: WebhookEvent) {
  let waitUntil: ((promise: Promise<unknown>) => void) | undefined;
  try {
    const ctx = c.executionCtx;
    waitUntil = (promise) => ctx.waitUntil(promise);
  } catch {
    // No execution context (called outside a request): the promise runs on its own.
  }
  // sendWebhooks catches its own failures and hands the promise to waitUntil.
  void sendWebhooks(c.env, user, event, waitUntil);
}

async function recordOutcome(env: Env, message: WebhookMessage, delivered: boolean | "refused") {
  try {
    await updateUser(database(env.DB), message.userId, (fresh) => {
      const webhook = fresh.webhooks.find((entry) => entry.id === message.webhookId);
      if (!webhook) return { user: fresh, result: null, unchanged: true };
      if (delivered === "refused") {
        // An address refused at delivery stays refused: the webhook is switched off at once.
        webhook.failures += 1;
        webhook.lastFailureAt = new Date().toISOString();
        webhook.enabled = false;
      } else if (delivered) {
        if (webhook.failures === 0) return { user: fresh, result: null, unchanged: true };
        webhook.failures = 0;
      } else {
        webhook.failures += 1;
        webhook.lastFailureAt = new Date().toISOString();
        if (webhook.failures >= FAILURES_BEFORE_DISABLE) webhook.enabled = false;
      }
      return { user: fresh, result: null };
    });
  } catch (error) {
    if (!(error instanceof UserGone)) throw error;
  }
}

export async function deliver(message: WebhookMessage): Promise<boolean> {
  try {
    const response = await fetch(message.url, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "Habitforge-Webhooks/1" },
      body: JSON.stringify(message.payload),
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      redirect: "manual",
    });
    await response.body?.cancel();
    return response.status >= 200 && response.status < 300;
  } catch {
    return false;
  }
}

/**
 * Why a delivery to `raw` must not be made now: "refused" when the address is private (by its
 * form, or because any address its name resolves to is), "unresolved" when its name has no
 * address or the resolver gave no trustworthy answer. With WEBHOOKS_ALLOW_PRIVATE the operator
 * accepts private addresses, so there is nothing to resolve.
 */
export async function deliveryProblem(env: Env, raw: string): Promise<"refused" | "unresolved" | undefined> {
  const allowPrivate = env.WEBHOOKS_ALLOW_PRIVATE === "true";
  if (webhookUrlProblem(raw, allowPrivate)) return "refused";
  return resolvedHostProblem(env, new URL(raw).hostname, allowPrivate);
}

/**
 * Whether a host already judged by its form may be reached now: a name must resolve, through
 * the configured DNS over HTTPS resolver, to public addresses only (and pass through no name
 * kept for private networks). Other outside addresses we call (push services) use it too.
 */
export async function resolvedHostProblem(
  env: Pick<Env, "WEBHOOKS_DNS_RESOLVER">,
  hostname: string,
  allowPrivate: boolean,
): Promise<"refused" | "unresolved" | undefined> {
  if (allowPrivate || hostAddress(hostname)) return undefined;
  const resolution = await resolveHost(env, hostname);
  if (!resolution.resolved) return "unresolved";
  if (resolution.aliases.some(isPrivateName)) return "refused";
  for (const text of resolution.addresses) {
    if (!ipaddr.isValid(text)) return "unresolved";
    if (!isPublicAddress(ipaddr.parse(text))) return "refused";
  }
  return undefined;
}

/** The queue consumer: one attempt per message; failures come back later, then count. */
export async function consumeWebhooks(batch: MessageBatch<WebhookMessage>, env: Env) {
  await Promise.all(
    batch.messages.map(async (message) => {
      // Checked again here, not only when saved: an address stored before a rule existed, one
      // that slipped past it, or a name that now resolves to a private network is never fetched.
      const problem = await deliveryProblem(env, message.body.url);
      if (problem === "refused") {
        await recordOutcome(env, message.body, "refused");
        message.ack();
        return;
      }
      const delivered = problem === undefined && (await deliver(message.body));
      if (delivered) {
        await recordOutcome(env, message.body, true);
        message.ack();
      } else if (message.attempts >= DELIVERY_ATTEMPTS) {
        await recordOutcome(env, message.body, false);
        message.ack();
      } else {
        // 10 s, 20 s, 40 s, 80 s: a brief outage of the endpoint loses nothing.
        message.retry({ delaySeconds: 10 * 2 ** (message.attempts - 1) });
      }
    }),
  );
}

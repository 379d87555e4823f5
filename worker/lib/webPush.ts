/**
 * Web Push (RFC 8030): the server's VAPID key pair (RFC 8292), made once per database on first
 * use and kept in `server_keys` like the invitation key; payloads encrypted for one browser's
 * subscription (RFC 8291, aes128gcm) by @block65/webcrypto-web-push; and the address checks
 * webhooks have, since a push endpoint is an outside address a player hands us.
 */
import { encryptNotification } from "@block65/webcrypto-web-push";
import { SignJWT, importJWK, type JWK } from "jose";
import type { Env } from "../env";
import { logError } from "./log";
import { serverKey } from "./serverKeys";
import { isPrivateHost, resolvedHostProblem } from "./webhooks";

const KEY_NAME = "vapid";
/** A VAPID token is good for at most 24 hours (RFC 8292); ours for 12, and is reused for 11. */
const TOKEN_TTL_SECONDS = 12 * 3600;
const TOKEN_REUSE_MS = 11 * 3600 * 1000;
export const PUSH_TIMEOUT_MS = 5000;
/** How long a push service keeps trying to reach the device: a reminder late by more is no help. */
export const PUSH_TTL_SECONDS = 30 * 60;

export interface PushSubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

interface VapidKeys {
  /** The public key as the browser's applicationServerKey wants it: the uncompressed point, base64url. */
  publicKey: string;
  privateKey: CryptoKey;
}

let cachedKeys: { stored: string; keys: VapidKeys } | undefined;
const tokens = new Map<string, { token: string; madeAt: number }>();

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array {
  const padded = text
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(text.length / 4) * 4, "=");
  return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
}

async function makeKeyPair(): Promise<string> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  return JSON.stringify(await crypto.subtle.exportKey("jwk", pair.privateKey));
}

async function vapidKeys(env: Env): Promise<VapidKeys> {
  const stored = await serverKey(env, KEY_NAME, makeKeyPair);
  if (cachedKeys?.stored === stored) return cachedKeys.keys;
  const jwk = JSON.parse(stored) as JWK & { x: string; y: string };
  const point = new Uint8Array(65);
  point[0] = 4;
  point.set(fromBase64url(jwk.x), 1);
  point.set(fromBase64url(jwk.y), 33);
  const privateKey = (await importJWK({ ...jwk, alg: "ES256" }, "ES256")) as CryptoKey;
  const keys = { publicKey: base64url(point), privateKey };
  cachedKeys = { stored, keys };
  return keys;
}

/** The server's public VAPID key, for `pushManager.subscribe({ applicationServerKey })`. */
export async function vapidPublicKey(env: Env): Promise<string> {
  return (await vapidKeys(env)).publicKey;
}

/** Who runs this server, as VAPID asks (push services write there when something is wrong). */
function vapidSubject(env: Env): string {
  const contact = env.PUSH_CONTACT?.trim();
  if (contact && /^(mailto:|https:)/.test(contact)) return contact;
  if (env.SITE_URL?.startsWith("https:")) return env.SITE_URL;
  return "mailto:postmaster@localhost";
}

/** The VAPID Authorization header for a push service's origin; one token serves an origin for hours. */
async function vapidAuthorization(env: Env, endpoint: URL): Promise<string> {
  const keys = await vapidKeys(env);
  const audience = endpoint.origin;
  // Keyed by the key pair too: a token signed by another database's key would be refused.
  const tokenKey = `${keys.publicKey} ${audience}`;
  const known = tokens.get(tokenKey);
  const now = Date.now();
  let token = known && now - known.madeAt < TOKEN_REUSE_MS ? known.token : undefined;
  if (!token) {
    token = await new SignJWT({})
      .setProtectedHeader({ typ: "JWT", alg: "ES256" })
      .setAudience(audience)
      .setExpirationTime(Math.floor(now / 1000) + TOKEN_TTL_SECONDS)
      .setSubject(vapidSubject(env))
      .sign(keys.privateKey);
    if (tokens.size > 1000) tokens.clear();
    tokens.set(tokenKey, { token, madeAt: now });
  }
  return `vapid t=${token}, k=${keys.publicKey}`;
}

/**
 * What is wrong with a push endpoint by its form, as a message key: push services are reached
 * over https at public hosts only. PUSH_ALLOW_PRIVATE=true (a local server with a push service
 * of its own) lets http and private hosts through.
 */
export function pushEndpointProblem(raw: string, allowPrivate: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "pushEndpointInvalid";
  }
  if (url.username || url.password) return "pushEndpointInvalid";
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) return "pushEndpointInvalid";
  if (!allowPrivate && isPrivateHost(url.hostname)) return "pushEndpointPrivate";
  return undefined;
}

/** The keys of a subscription as browsers give them: a P-256 point and a 16-byte secret, base64url. */
export function subscriptionKeysProblem(p256dh: string, auth: string): boolean {
  try {
    const point = fromBase64url(p256dh);
    return point.length !== 65 || point[0] !== 4 || fromBase64url(auth).length !== 16;
  } catch {
    return true;
  }
}

/** Resolutions kept for a few minutes: a run sends to the same few push services thousands of times. */
const hostChecks = new Map<string, { problem: "refused" | "unresolved" | undefined; at: number }>();
const HOST_CHECK_KEEP_MS = 5 * 60_000;

async function hostProblem(env: Env, hostname: string): Promise<"refused" | "unresolved" | undefined> {
  const allowPrivate = env.PUSH_ALLOW_PRIVATE === "true";
  const kept = hostChecks.get(hostname);
  if (kept && Date.now() - kept.at < HOST_CHECK_KEEP_MS) return kept.problem;
  const problem = await resolvedHostProblem(env, hostname, allowPrivate);
  if (hostChecks.size > 1000) hostChecks.clear();
  // An unanswered question is asked again next time.
  if (problem !== "unresolved") hostChecks.set(hostname, { problem, at: Date.now() });
  return problem;
}

/** Payloads are padded to a multiple of this many bytes, so a push service learns little from their lengths. */
export const PUSH_PADDING_STEP = 128;

/** A payload as JSON, padded with trailing spaces (which JSON readers pass over) to the padding step. */
export function paddedPayload(payload: unknown): Uint8Array {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  const length = Math.ceil(Math.max(1, bytes.length) / PUSH_PADDING_STEP) * PUSH_PADDING_STEP;
  if (length === bytes.length) return bytes;
  const padded = new Uint8Array(length).fill(0x20);
  padded.set(bytes);
  return padded;
}

export type PushOutcome =
  /** The push service took the message. */
  | "sent"
  /** The subscription is no more (404, 410): forget it. */
  | "gone"
  /** The address may not be reached (private, not https): forget it. */
  | "refused"
  /** Another failure (the service is down, too many requests, no DNS answer): worth another try. */
  | "failed";

export interface PushMessage {
  payload: unknown;
  /** Replaces a message of the same topic still waiting at the push service (up to 32 URL-safe characters). */
  topic?: string;
  urgency?: "very-low" | "low" | "normal" | "high";
}

/** Encrypts and sends one message to one subscription; never throws. */
export async function sendPush(
  env: Env,
  subscription: PushSubscriptionKeys,
  message: PushMessage,
): Promise<PushOutcome> {
  if (pushEndpointProblem(subscription.endpoint, env.PUSH_ALLOW_PRIVATE === "true")) return "refused";
  const endpoint = new URL(subscription.endpoint);
  const host = await hostProblem(env, endpoint.hostname);
  if (host === "refused") return "refused";
  if (host === "unresolved") return "failed";
  let body: Uint8Array;
  let authorization: string;
  try {
    body = await encryptNotification(
      {
        endpoint: subscription.endpoint,
        expirationTime: null,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      paddedPayload(message.payload),
      // The library's own padding fills every record to 4 KB, and its cost grows with each byte
      // (it was most of a reminder run's time): the payload is padded to a step of its own instead.
      { pad: false },
    );
    authorization = await vapidAuthorization(env, endpoint);
  } catch (error) {
    logError("a push message could not be prepared", error);
    return "refused";
  }
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: {
        authorization,
        "content-encoding": "aes128gcm",
        "content-type": "application/octet-stream",
        ttl: String(PUSH_TTL_SECONDS),
        urgency: message.urgency ?? "normal",
        ...(message.topic ? { topic: message.topic } : {}),
      },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status >= 200 && response.status < 300) return "sent";
    if (response.status === 404 || response.status === 410) return "gone";
    // A payload or key the service refuses will be refused again.
    if (response.status === 400 || response.status === 403 || response.status === 413) return "refused";
    return "failed";
  } catch {
    return "failed";
  }
}

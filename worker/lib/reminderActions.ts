/**
 * The "Done" of a reminder on a device, without the player's credentials on that device: each
 * reminder carries a token the server signed (inside the push message, which only the device
 * can decrypt) that scores that one task up, for a few hours, and opens nothing else. The
 * service worker sends it instead of the player's API key; nothing is stored for it.
 */
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import type { Env } from "../env";
import { serverKey } from "./serverKeys";

export const REMINDER_TOKEN_HEADER = "x-reminder-token";
const KEY_NAME = "reminder-actions";
const AUDIENCE = "habitforge:reminder-done";
/** A reminder's "Done" works this long after it rang. */
export const REMINDER_TOKEN_TTL_SECONDS = 12 * 3600;

/** The key imported once per stored secret: a reminder run signs thousands of tokens with it. */
let importedKey: { secret: string; key: Promise<CryptoKey> } | undefined;

async function signingKey(env: Env): Promise<CryptoKey> {
  const secret = await serverKey(env, KEY_NAME, async () => {
    let binary = "";
    for (const byte of crypto.getRandomValues(new Uint8Array(32))) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  if (importedKey?.secret !== secret) {
    const key = crypto.subtle.importKey(
      "raw",
      Uint8Array.from(atob(secret), (char) => char.charCodeAt(0)),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    importedKey = { secret, key };
    // A failure is not kept: the next caller imports again.
    key.catch(() => {
      if (importedKey?.key === key) importedKey = undefined;
    });
  }
  return importedKey.key;
}

export async function issueReminderToken(env: Env, userId: string, taskId: string, now = Date.now()): Promise<string> {
  return new SignJWT({ t: taskId })
    .setProtectedHeader({ alg: "HS256" })
    .setAudience(AUDIENCE)
    .setSubject(userId)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + REMINDER_TOKEN_TTL_SECONDS)
    .sign(await signingKey(env));
}

/** `POST /api/v3|v4/tasks/{taskId}/score/up`, the one call a reminder token opens. */
const SCORE_UP = /^\/api\/v[34]\/tasks\/([^/]+)\/score\/up$/;

/**
 * The player a reminder token speaks for, when it is valid and the request is the score of its
 * own task; undefined otherwise.
 */
export async function reminderTokenUser(
  env: Env,
  token: string,
  request: { method: string; path: string },
): Promise<string | undefined> {
  const match = SCORE_UP.exec(request.path);
  if (request.method !== "POST" || !match || token.length > 2000) return undefined;
  try {
    const { payload } = await jwtVerify(token, await signingKey(env), { audience: AUDIENCE, algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || payload.t !== decodeURIComponent(match[1])) return undefined;
    return payload.sub;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof URIError) return undefined;
    throw error;
  }
}

/**
 * What a failed call does. A call the server refused (spec §8): one pure decision, so it can be
 * tested without a browser; the caller carries it out (log out, notify, store the social email).
 * A call that got no answer at all: an `OfflineError`, unless the device kept the answer of that
 * read (the user, the tasks, the party; DESIGN "The client offline").
 */
import { loadedText, translate } from "../i18n";
import critical from "../i18n/namespaces/critical";
import offlineText from "../i18n/namespaces/offline";
import { notify } from "../notifications/store";
import { setServerReachable } from "../offline/status";
import { readAuth } from "../settings";
import type { ApiError, HttpMethod } from "./client";

export type ErrorDecision =
  /** Forget the credentials and go to the login page; no error notice (a suspension is explained there). */
  | { kind: "logout"; suspended?: boolean }
  /**
   * The call resolves with no value and no notice; `socialEmail` is kept in session storage, and
   * so is `socialMessage` (the refusal in the server's words) for the page that finishes a sign-in.
   */
  | { kind: "resolveQuietly"; socialEmail?: string; socialMessage?: string }
  /** The error reaches the caller, with no notice. */
  | { kind: "silent" }
  /** An error notification: the texts joined by spaces; persistent ones stay until clicked. */
  | { kind: "notify"; text: string; persistent: boolean };

export const ACCOUNT_SUSPENDED_TEXT = critical.en.accountSuspended;

/** The server words the suspension in the player's language, which the client may speak too. */
export function isSuspension(message: string): boolean {
  return message === ACCOUNT_SUSPENDED_TEXT || message === loadedText(critical, "accountSuspended");
}

const SOCIAL_AUTH_PATH = /^\/user\/auth\/(social|apple)(\/|$)/;
/** One notification read or seen: a 404 there means it is gone already (read on another device). */
const ONE_NOTIFICATION_PATH = /^\/notifications\/[^/]+\/(read|see)$/;
const MEMBERS_PATH = /^\/members\//;

function apiPath(path: string): string {
  return path.replace(/^\/api\/v\d+/, "");
}

/** The part of a message after the first ': ', which social sign-in uses for the email address. */
export function socialEmailOf(message: string): string | undefined {
  const index = message.indexOf(": ");
  return index >= 0 ? message.slice(index + 2) : undefined;
}

/** One message per distinct parameter when the server listed them, else the single message. */
export function errorTexts(error: Pick<ApiError, "message" | "errors">): string[] {
  if (!error.errors?.length) return [error.message];
  const byParam = new Map<string, string>();
  for (const entry of error.errors) if (!byParam.has(entry.param)) byParam.set(entry.param, entry.message);
  return [...byParam.values()];
}

export function decideError(
  error: Pick<ApiError, "name" | "message" | "status" | "errors">,
  request: { method: HttpMethod; path: string; quiet?: boolean; signedIn?: boolean },
): ErrorDecision {
  const path = apiPath(request.path);
  if (isSuspension(error.message)) return { kind: "logout", suspended: true };
  if (request.method === "GET" && MEMBERS_PATH.test(path)) return { kind: "resolveQuietly" };
  if (request.method === "POST" && SOCIAL_AUTH_PATH.test(path))
    return { kind: "resolveQuietly", socialEmail: socialEmailOf(error.message), socialMessage: error.message };
  if (error.status === 401 && error.name === "invalid_credentials") return { kind: "logout" };
  if (error.name === "NotificationNotFound") return { kind: "silent" };
  if (error.status === 404 && request.method === "POST" && ONE_NOTIFICATION_PATH.test(path)) return { kind: "silent" };
  // A call made after the credentials were dropped (a logout under way) needs no notice.
  if (error.status === 401 && request.signedIn === false && !path.startsWith("/user/auth/")) return { kind: "silent" };
  if (request.quiet) return { kind: "silent" };
  return { kind: "notify", text: errorTexts(error).join(" "), persistent: error.status === 502 };
}

/** A call that got no answer at all: no network, or the server out of reach. */
export class OfflineError extends Error {
  constructor() {
    super("You are offline, or the server cannot be reached just now.");
    this.name = "OfflineError";
  }
}

export function isOfflineError(error: unknown): error is OfflineError {
  return error instanceof OfflineError;
}

/** The snapshot a GET can be answered from when no network answers it. */
export function snapshotKeyOfRequest(path: string, query?: Record<string, unknown>): string | undefined {
  if (path === "/user") return "user";
  if (path === "/tasks/user") return query?.type === undefined ? "tasks" : undefined;
  const group = /^\/groups\/([^/]+)(?:\/(members|chat))?$/.exec(path);
  return group ? `group:${decodeURIComponent(group[1])}:${group[2] ?? "group"}` : undefined;
}

/**
 * A call got no response at all: the server counts as out of reach until an answer comes. A
 * read is answered from what the device kept; a change the player asked for is refused with
 * the reason (task actions are kept for later by their callers, and say nothing here).
 */
export async function noAnswer(call: {
  method: string;
  path: string;
  query?: Record<string, unknown>;
  quiet: boolean;
}): Promise<{ data: unknown } | undefined> {
  setServerReachable(false);
  if (call.method === "GET") return offlineAnswer(call.path, call.query);
  if (!call.quiet) {
    notify({ uuid: "needs-connection", type: "error", text: translate(offlineText, "nothingChanged") });
  }
  return undefined;
}

/** The last known answer of a GET, or undefined when this device kept none. */
async function offlineAnswer(path: string, query?: Record<string, unknown>): Promise<{ data: unknown } | undefined> {
  const key = snapshotKeyOfRequest(path, query);
  const id = readAuth()?.apiId;
  if (!key || !id) return undefined;
  try {
    const data = await (await import("../offline/store")).readSnapshot(id, key);
    return data === undefined ? undefined : { data };
  } catch {
    return undefined;
  }
}

/**
 * What a failed call does (spec §8), as one pure decision so it can be tested without a
 * browser. The caller carries the decision out: log out, notify, store the social email.
 */
import { loadedText } from "../i18n";
import critical from "../i18n/namespaces/critical";
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
  // A call made after the credentials were dropped (a logout under way) needs no notice.
  if (error.status === 401 && request.signedIn === false && !path.startsWith("/user/auth/")) return { kind: "silent" };
  if (request.quiet) return { kind: "silent" };
  return { kind: "notify", text: errorTexts(error).join(" "), persistent: error.status === 502 };
}

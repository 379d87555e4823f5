/** Rules for what every successful answer under /api/v4 changes on the client (spec §7). */
import type { HttpMethod } from "./client";

/** Calls whose answers never trigger the user-and-tasks refetch. */
const NO_REFETCH: [HttpMethod, RegExp][] = [
  ["GET", /^\/user$/],
  ["GET", /^\/tasks\/user$/],
  ["POST", /^\/groups\/[^/]+\/chat\/seen$/],
  ["POST", /^\/cron$/],
  ["POST", /^\/user\/class\/cast\/[^/]+$/],
];

function apiPath(path: string): string {
  return (
    path
      .replace(/^\/api\/v\d+/, "")
      .replace(/\?.*$/, "")
      .replace(/\/$/, "") || "/"
  );
}

/** True when the user's version jumped by more than one and the call is not one of the exceptions. */
export function shouldRefetchUser(
  request: { method: HttpMethod; path: string },
  previous: number | undefined,
  next: number,
): boolean {
  if (previous === undefined || next - previous <= 1) return false;
  const path = apiPath(request.path);
  return !NO_REFETCH.some(([method, pattern]) => method === request.method && pattern.test(path));
}

/**
 * Public calls the server answers without loading the player (status, content, world state,
 * news and FAQ reads, sign-in): their envelope's `notifications` is an empty list that says
 * nothing about the player's own, so it must not replace them.
 */
const WITHOUT_USER: [HttpMethod | "*", RegExp][] = [
  ["GET", /^\/(status|content|world-state|news|faq)(\/|$)/],
  ["*", /^\/user\/auth\//],
];

export function carriesUserNotifications(request: { method: HttpMethod; path: string }): boolean {
  const path = apiPath(request.path);
  return !WITHOUT_USER.some(([method, pattern]) => (method === "*" || method === request.method) && pattern.test(path));
}

/** Server notifications minus those the player already removed on this device. */
export function withoutRemoved<T extends { id: string }>(
  notifications: readonly T[],
  removed: ReadonlySet<string>,
): T[] {
  return notifications.filter((notification) => !removed.has(notification.id));
}

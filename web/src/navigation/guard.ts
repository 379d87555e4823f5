/**
 * The navigation guard of spec §2 as one pure decision: given where someone is going, whether
 * they are logged in and what the matched routes require, answer whether to let them in or
 * where to send them. The router's root loader feeds it; the unit tests call it directly.
 */
export const PRIVILEGES = ["fullAccess", "userSupport", "accessControl", "groupSupport", "challengeAdmin"] as const;
export type Privilege = (typeof PRIVILEGES)[number];

/** What a route's metadata says about who may open it. */
export interface RouteAccess {
  /** Static pages and the sign-in screens: no login needed. */
  public: boolean;
  /**
   * Privilege gates, one per matched route that has one: each gate lets in a user holding any
   * of its privileges (fullAccess passes every gate); a user stopped by any gate goes to tasks.
   */
  gates?: Privilege[][];
}

export interface NavigationRequest {
  pathname: string;
  search: string;
  loggedIn: boolean;
  access: RouteAccess;
  /** The signed-in user's permissions, once loaded; needed only for privilege-gated routes. */
  permissions?: Partial<Record<string, boolean>>;
  /**
   * Whether the signed-in user has chosen a username; false for an account just made through a
   * sign-in provider. Unknown (the user is not loaded) lets the navigation through.
   */
  usernameChosen?: boolean;
}

export type NavigationDecision =
  | { kind: "allow" }
  | { kind: "redirect"; to: string }
  /** The route needs privileges and the user is not loaded yet: load it and ask again. */
  | { kind: "needsUser" };

export const TASKS_PATH = "/";
export const HOME_PATH = "/static/home";
export const LOGIN_PATH = "/login";
export const NOT_FOUND_PATH = "/static/not-found";
export const USERNAME_PATH = "/username";

/** The screens a signed-in user has no business on. */
const SIGN_IN_PATHS = new Set(["/login", "/register"]);
/** Where a sign-in never sends anyone on to: the sign-in screens and the username screen itself. */
const NO_RETURN_PATHS = new Set([...SIGN_IN_PATHS, "/username", "/forgot-password", "/reset-password"]);

function trimTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

export function loginPathFor(pathname: string, search: string): string {
  return `${LOGIN_PATH}?redirectTo=${encodeURIComponent(pathname + search)}`;
}

export function hasPrivilege(
  permissions: Partial<Record<string, boolean>> | undefined,
  required: readonly Privilege[],
): boolean {
  if (!permissions) return false;
  if (permissions.fullAccess) return true;
  return required.some((privilege) => permissions[privilege] === true);
}

export function decideNavigation(request: NavigationRequest): NavigationDecision {
  const pathname = trimTrailingSlash(request.pathname);

  if (request.access.public) {
    if (request.loggedIn && SIGN_IN_PATHS.has(pathname)) return { kind: "redirect", to: TASKS_PATH };
    if (pathname === USERNAME_PATH) {
      if (!request.loggedIn) return { kind: "redirect", to: LOGIN_PATH };
      if (request.usernameChosen === true)
        return { kind: "redirect", to: safeRedirectTarget(new URLSearchParams(request.search).get("redirectTo")) };
    }
    return { kind: "allow" };
  }

  if (!request.loggedIn) {
    if (pathname === TASKS_PATH) return { kind: "redirect", to: HOME_PATH };
    return { kind: "redirect", to: loginPathFor(request.pathname, request.search) };
  }

  const gates = (request.access.gates ?? []).filter((gate) => gate.length > 0);
  if (gates.length > 0) {
    if (!request.permissions) return { kind: "needsUser" };
    if (!gates.every((gate) => hasPrivilege(request.permissions, gate))) return { kind: "redirect", to: TASKS_PATH };
  }
  // A new account from a sign-in provider plays only once it has chosen its name.
  if (request.usernameChosen === false)
    return { kind: "redirect", to: usernamePathFor(request.pathname, request.search) };
  return { kind: "allow" };
}

export function usernamePathFor(pathname: string, search: string): string {
  const target = pathname + search;
  return target === TASKS_PATH ? USERNAME_PATH : `${USERNAME_PATH}?redirectTo=${encodeURIComponent(target)}`;
}

/**
 * Where to go after signing in: the `redirectTo` query when it is a path inside this site,
 * otherwise tasks. A value such as `//evil.example` or `https://...` is ignored.
 */
export function safeRedirectTarget(redirectTo: string | null | undefined): string {
  if (!redirectTo || !redirectTo.startsWith("/") || redirectTo.startsWith("//") || redirectTo.startsWith("/\\"))
    return TASKS_PATH;
  if (NO_RETURN_PATHS.has(trimTrailingSlash(redirectTo.split(/[?#]/)[0]))) return TASKS_PATH;
  return redirectTo;
}

/**
 * Old links kept the route in the hash (`#/options/groups/guilds/{id}`,
 * `#/options/groups/challenges/{id}`); answers the path they now live at, if any.
 */
export function convertLegacyHash(hash: string): string | undefined {
  const match = /^#\/options\/groups\/(guilds|challenges)\/([^/?#]+)\/?$/.exec(hash);
  if (!match) return undefined;
  const id = match[2];
  return match[1] === "guilds" ? `/groups/guild/${id}` : `/challenges/${id}`;
}

/**
 * The route table of spec §2. Every path the spec lists exists here. Screens are lazy routes,
 * so the first screen loads only its own code. The root loader runs the navigation guard on every navigation.
 */
import { createBrowserRouter, matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { RootLayout, RootError, RootFallback } from "./components/RootLayout";
import { decideNavigation, loginPathFor, USERNAME_PATH, type Privilege, type RouteAccess } from "./navigation/guard";
import type { RouteHandle } from "./navigation/handle";
import { isLoggedIn, clearSettings } from "./settings";
import { queryClient, userQuery, userTasksQuery } from "./queries";
import { isApiError } from "./api/client";

type LazyModule = Promise<{ Component: React.ComponentType }>;

const appLayout = () => import("./components/AppLayout") as LazyModule;
const publicLayout = () => import("./components/PublicLayout") as LazyModule;
const authLayout = () => import("./components/AuthLayout") as LazyModule;

/** A built screen: its own lazy module and its title parts. */
function screen(path: string, load: () => Promise<unknown>, section: string, subsection?: string, privileges?: Privilege[]): RouteObject {
  const handle: RouteHandle = { section, subsection, privileges };
  return { path, lazy: load as () => LazyModule, handle };
}

const notFoundPage = () => import("./routes/notFound") as LazyModule;
const NOT_FOUND_HANDLE: RouteHandle = { section: "Page not found" };

/** A parent path that is not a page itself (e.g. /groups) shows not-found, like any unknown path. */
function notFoundIndex(): RouteObject {
  return { index: true, lazy: notFoundPage, handle: NOT_FOUND_HANDLE };
}

function indexRedirect(to: string): RouteObject {
  return { index: true, loader: () => redirect(to) };
}

const STATIC_PAGES: [path: string, title: string][] = [
  ["apple-redirect", "Signing in"],
  ["google-redirect", "Signing in"],
  ["community-guidelines", "Community guidelines"],
  ["contact", "Contact us"],
  ["faq", "Frequently asked questions"],
  ["faq/tavern-and-guilds", "Tavern and guilds"],
  ["faq/content-release-changes", "Content release changes"],
  ["faq/subscription-benefits-adjustments", "Subscription benefits"],
  ["features", "Features"],
  ["group-plans", "Group plans"],
  ["plans", "Plans"],
  ["new-stuff", "What's new"],
  ["overview", "Overview"],
  ["press-kit", "Press kit"],
  ["privacy", "Privacy policy"],
  ["privacy-review", "Privacy policy review"],
  ["terms", "Terms of service"],
  ["terms-review", "Terms of service review"],
  ["attributions", "Picture credits"],
];

/** The module that draws a static page. */
function staticPage(path: string): () => Promise<unknown> {
  if (path.startsWith("faq")) return () => import("./routes/static/faq");
  if (path === "new-stuff") return () => import("./routes/static/newStuff");
  if (path === "apple-redirect" || path === "google-redirect") return () => import("./routes/static/socialReturn");
  return () => import("./routes/static/pages");
}

/** /admin opens the first admin page the user may see: user support, else blockers. */
async function adminLanding() {
  try {
    const { permissions = {} } = await queryClient.ensureQueryData(userQuery());
    return redirect(permissions.fullAccess || permissions.userSupport ? "/admin/panel" : "/admin/blockers");
  } catch {
    // Not signed in or the user would not load: the guard decides where to go.
    return redirect("/admin/panel");
  }
}

/** The tasks screen's data starts loading with its code, not after it. */
function prefetchTasksScreen() {
  if (isLoggedIn()) {
    void queryClient.prefetchQuery(userQuery());
    void queryClient.prefetchQuery(userTasksQuery());
  }
  return null;
}

const userArea: RouteObject[] = [
  { index: true, lazy: () => import("./routes/tasks") as LazyModule, loader: prefetchTasksScreen, handle: { section: "Tasks" } satisfies RouteHandle },
  screen("profile/:userId", () => import("./routes/profile/profile"), "Profile"),
  screen("user/profile", () => import("./routes/profile/profile"), "Profile"),
  screen("user/stats", () => import("./routes/profile/profile"), "Profile", "Stats"),
  screen("user/achievements", () => import("./routes/profile/profile"), "Profile", "Achievements"),
  {
    path: "inventory",
    children: [
      indexRedirect("/inventory/items"),
      screen("items", () => import("./routes/inventory/items"), "Inventory", "Items"),
      screen("equipment", () => import("./routes/inventory/equipment"), "Inventory", "Equipment"),
      screen("stable", () => import("./routes/inventory/stable"), "Inventory", "Stable"),
    ],
  },
  {
    path: "shops",
    children: [
      indexRedirect("/shops/market"),
      screen("market", () => import("./routes/shops/market"), "Shops", "Market"),
      screen("quests", () => import("./routes/shops/quests"), "Shops", "Quest shop"),
      screen("customizations", () => import("./routes/shops/customizations"), "Shops", "Customizations"),
      screen("seasonal", () => import("./routes/shops/seasonal"), "Shops", "Seasonal shop"),
      screen("time", () => import("./routes/shops/time"), "Shops", "Time travelers"),
    ],
  },
  screen("party", () => import("./routes/party/party"), "Party"),
  screen("looking-for-party", () => import("./routes/party/lookingForParty"), "Looking for a party"),
  screen("group-plans", () => import("./routes/groups/groupPlans"), "Group plans"),
  {
    path: "group-plans/:groupId",
    children: [
      { index: true, loader: ({ params }) => redirect(`/group-plans/${params.groupId}/task-information`) },
      screen("task-information", () => import("./routes/groupPlans/taskInformation"), "Group plan", "Tasks"),
      screen("information", () => import("./routes/groups/groupPlans"), "Group plan", "Information"),
      screen("billing", () => import("./routes/groups/groupPlans"), "Group plan", "Billing"),
    ],
  },
  {
    path: "groups",
    children: [
      notFoundIndex(),
      screen("tavern", () => import("./routes/groups/tavern"), "Tavern"),
      screen("myGuilds", () => import("./routes/groups/guilds"), "Guilds", "My guilds"),
      screen("discovery", () => import("./routes/groups/guilds"), "Guilds", "Discover guilds"),
      screen("guild/:groupId", () => import("./routes/groups/guild"), "Guild"),
    ],
  },
  screen("private-messages", () => import("./routes/messages/privateMessages"), "Messages"),
  screen("payments/simulator/:sessionId", () => import("./routes/payment/simulator"), "Payment simulator"),
  {
    path: "challenges",
    children: [
      indexRedirect("/challenges/myChallenges"),
      screen("myChallenges", () => import("./routes/challenges/list"), "Challenges", "My challenges"),
      screen("findChallenges", () => import("./routes/challenges/list"), "Challenges", "Discover challenges"),
      screen(":challengeId", () => import("./routes/challenges/challenge"), "Challenge"),
    ],
  },
  {
    path: "user/settings",
    children: [
      indexRedirect("/user/settings/general"),
      screen("general", () => import("./routes/settings/general"), "Settings", "General"),
      screen("siteData", () => import("./routes/settings/siteData"), "Settings", "Site data"),
      screen("promo-code", () => import("./routes/settings/promoCode"), "Settings", "Promo code"),
      screen("subscription", () => import("./routes/settings/subscription"), "Settings", "Subscription"),
      screen("transactions", () => import("./routes/settings/transactions"), "Settings", "Transactions", ["userSupport"]),
      screen("notifications", () => import("./routes/settings/notifications"), "Settings", "Notifications"),
    ],
  },
  { path: "api", loader: () => redirect("/user/settings/siteData") },
  screen("hall/patrons", () => import("./routes/hall/hall"), "Hall", "Patrons"),
  screen("hall/contributors", () => import("./routes/hall/hall"), "Hall", "Contributors"),
  {
    path: "admin",
    handle: { privileges: ["userSupport", "accessControl"] } satisfies RouteHandle,
    children: [
      { index: true, loader: adminLanding },
      screen("panel", () => import("./routes/admin/search"), "Admin", "User support", ["userSupport"]),
      screen("panel/search/:userIdentifier", () => import("./routes/admin/search"), "Admin", "User search", ["userSupport"]),
      screen("panel/:userIdentifier", () => import("./routes/admin/user"), "Admin", "User", ["userSupport"]),
      screen("groups", () => import("./routes/admin/groups"), "Admin", "Groups", ["groupSupport"]),
      screen("groups/:groupId", () => import("./routes/admin/group"), "Admin", "Group", ["groupSupport"]),
      screen("blockers", () => import("./routes/admin/blockers"), "Admin", "Blockers", ["accessControl"]),
    ],
  },
];

export const routes: RouteObject[] = [
  {
    id: "root",
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RootError,
    loader: guardLoader,
    // The guard must see every navigation, not only those that change the root's params.
    shouldRevalidate: () => true,
    children: [
      { lazy: appLayout, children: userArea },
      {
        lazy: authLayout,
        handle: { public: true } satisfies RouteHandle,
        children: [
          { path: "login", lazy: () => import("./routes/login") as LazyModule, handle: { section: "Log in" } },
          { path: "register", lazy: () => import("./routes/register") as LazyModule, handle: { section: "Sign up" } },
          { path: "username", lazy: () => import("./routes/username") as LazyModule, handle: { section: "Choose a username" } },
          { path: "forgot-password", lazy: () => import("./routes/forgotPassword") as LazyModule, handle: { section: "Forgotten password" } },
          { path: "reset-password", lazy: () => import("./routes/resetPassword") as LazyModule, handle: { section: "Reset password" } },
        ],
      },
      { path: "logout", lazy: () => import("./routes/logout") as LazyModule, handle: { public: true, section: "Logging out" } },
      {
        lazy: publicLayout,
        handle: { public: true } satisfies RouteHandle,
        children: [
          {
            path: "static",
            children: [
              notFoundIndex(),
              { path: "home", lazy: () => import("./routes/home") as LazyModule, handle: { section: "Welcome" } },
              { path: "front", lazy: () => import("./routes/home") as LazyModule, handle: { section: "Welcome" } },
              { path: "not-found", lazy: notFoundPage, handle: NOT_FOUND_HANDLE },
              { path: "clear-browser-data", lazy: () => import("./routes/clearBrowserData") as LazyModule, handle: { section: "Clear browser data" } },
              { path: "tavern-and-guilds", loader: () => redirect("/static/faq/tavern-and-guilds") },
              ...STATIC_PAGES.map(([path, title]) => screen(path, staticPage(path), title)),
            ],
          },
          { path: "redirect/:redirect", lazy: () => import("./routes/payment/paymentReturn") as LazyModule, handle: { section: "Payment" } },
          { path: "*", lazy: notFoundPage, handle: NOT_FOUND_HANDLE },
        ],
      },
    ],
  },
];

/** Folds the matched routes' metadata: the deepest `public` wins; every privilege list is a gate. */
export function accessFor(pathname: string): RouteAccess {
  const matches = matchRoutes(routes, pathname) ?? [];
  let isPublic = false;
  const gates: Privilege[][] = [];
  for (const match of matches) {
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle?.public !== undefined) isPublic = handle.public;
    if (handle?.privileges) gates.push(handle.privileges);
  }
  return { public: isPublic, gates };
}

/**
 * Whether the signed-in user has chosen a username, loading the user if needed. Undefined when
 * the user cannot be loaded just now (offline, server trouble): the navigation then goes ahead.
 * A refused key signs the visitor out and sends them to login.
 */
async function usernameChosen(url: URL): Promise<boolean | undefined> {
  try {
    const user = await queryClient.ensureQueryData({ ...userQuery(), retry: false });
    return user.flags?.verifiedUsername !== false;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      clearSettings();
      queryClient.clear();
      throw redirect(loginPathFor(url.pathname, url.search));
    }
    return undefined;
  }
}

async function guardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const navigation = { pathname: url.pathname, search: url.search, loggedIn: isLoggedIn(), access: accessFor(url.pathname) };
  let decision = decideNavigation(navigation);
  if (decision.kind === "needsUser") {
    try {
      const user = await queryClient.ensureQueryData(userQuery());
      decision = decideNavigation({ ...navigation, permissions: user.permissions, usernameChosen: user.flags?.verifiedUsername !== false });
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        clearSettings();
        queryClient.clear();
        throw redirect(loginPathFor(url.pathname, url.search));
      }
      throw error;
    }
  } else if (decision.kind === "allow" && navigation.loggedIn && (!navigation.access.public || url.pathname === USERNAME_PATH)) {
    decision = decideNavigation({ ...navigation, usernameChosen: await usernameChosen(url) });
  }
  if (decision.kind === "redirect") throw redirect(decision.to);
  return null;
}

export function createRouter() {
  return createBrowserRouter(routes);
}

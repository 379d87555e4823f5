/**
 * The route table of spec §2. Every path the spec lists exists here. Screens are lazy routes,
 * so the first screen loads only its own code. The root loader runs the navigation guard on every navigation.
 */
import { createBrowserRouter, matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { RootLayout, RootError, RootFallback } from "./components/RootLayout";
import { decideNavigation, loginPathFor, USERNAME_PATH, type Privilege, type RouteAccess } from "./navigation/guard";
import type { RouteHandle, TitleKey } from "./navigation/handle";
import { isLoggedIn, clearSettings, knownUsernameChosen } from "./settings";
import { isApiError } from "./api/client";
import { queryClient } from "./queries/client";
import { userTasksQuery } from "./queries/tasks";
import { userQuery } from "./queries/user";

type LazyModule = Promise<{ Component: React.ComponentType }>;

const appLayout = () => import("./components/AppLayout") as LazyModule;
const publicLayout = () => import("./components/PublicLayout") as LazyModule;
const authLayout = () => import("./components/AuthLayout") as LazyModule;

/** A built screen: its own lazy module and its title parts. */
function screen(
  path: string,
  load: () => Promise<unknown>,
  section: TitleKey,
  subsection?: TitleKey,
  privileges?: Privilege[],
): RouteObject {
  const handle: RouteHandle = { section, subsection, privileges };
  return { path, lazy: load as () => LazyModule, handle };
}

const notFoundPage = () => import("./routes/notFound") as LazyModule;
const NOT_FOUND_HANDLE: RouteHandle = { section: "pageNotFound" };

/** A parent path that is not a page itself (e.g. /groups) shows not-found, like any unknown path. */
function notFoundIndex(): RouteObject {
  return { index: true, lazy: notFoundPage, handle: NOT_FOUND_HANDLE };
}

function indexRedirect(to: string): RouteObject {
  return { index: true, loader: () => redirect(to) };
}

const STATIC_PAGES: [path: string, title: TitleKey][] = [
  ["apple-redirect", "signingIn"],
  ["google-redirect", "signingIn"],
  ["community-guidelines", "communityGuidelines"],
  ["contact", "contactUs"],
  ["faq", "frequentlyAskedQuestions"],
  ["faq/tavern-and-guilds", "tavernAndGuilds"],
  ["faq/content-release-changes", "contentReleaseChanges"],
  ["faq/subscription-benefits-adjustments", "subscriptionBenefits"],
  ["features", "features"],
  ["group-plans", "groupPlans"],
  ["plans", "plans"],
  ["new-stuff", "whatsNew"],
  ["overview", "overview"],
  ["press-kit", "pressKit"],
  ["privacy", "privacyPolicy"],
  ["privacy-review", "privacyPolicyReview"],
  ["terms", "termsOfService"],
  ["terms-review", "termsOfServiceReview"],
  ["attributions", "pictureCredits"],
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

/** The tasks screen's data starts loading with its code, not after it (a long list's code too). */
function prefetchTasksScreen() {
  if (isLoggedIn()) {
    void queryClient.prefetchQuery(userQuery());
    void queryClient.prefetchQuery(userTasksQuery());
    void import("./tasks/VirtualTaskList").catch(() => undefined);
  }
  return null;
}

const userArea: RouteObject[] = [
  {
    index: true,
    lazy: () => import("./routes/tasks") as LazyModule,
    loader: prefetchTasksScreen,
    handle: { section: "tasks", drawsWhileUserLoads: true } satisfies RouteHandle,
  },
  screen("welcome", () => import("./routes/welcome/welcome"), "welcome"),
  screen("profile/:userId", () => import("./routes/profile/profile"), "profile"),
  screen("user/profile", () => import("./routes/profile/profile"), "profile"),
  screen("user/stats", () => import("./routes/profile/profile"), "profile", "stats"),
  screen("user/achievements", () => import("./routes/profile/profile"), "profile", "achievements"),
  {
    path: "inventory",
    children: [
      indexRedirect("/inventory/items"),
      screen("items", () => import("./routes/inventory/items"), "inventory", "items"),
      screen("equipment", () => import("./routes/inventory/equipment"), "inventory", "equipment"),
      screen("stable", () => import("./routes/inventory/stable"), "inventory", "stable"),
    ],
  },
  {
    path: "shops",
    children: [
      indexRedirect("/shops/market"),
      screen("market", () => import("./routes/shops/market"), "shops", "market"),
      screen("quests", () => import("./routes/shops/quests"), "shops", "questShop"),
      screen("customizations", () => import("./routes/shops/customizations"), "shops", "customizations"),
      screen("seasonal", () => import("./routes/shops/seasonal"), "shops", "seasonalShop"),
      screen("time", () => import("./routes/shops/time"), "shops", "timeTravelers"),
    ],
  },
  screen("party", () => import("./routes/party/party"), "party"),
  screen("looking-for-party", () => import("./routes/party/lookingForParty"), "lookingForAParty"),
  screen("group-plans", () => import("./routes/groups/groupPlans"), "groupPlans"),
  {
    path: "group-plans/:groupId",
    children: [
      { index: true, loader: ({ params }) => redirect(`/group-plans/${params.groupId}/task-information`) },
      screen("task-information", () => import("./routes/groupPlans/taskInformation"), "groupPlan", "tasks"),
      screen("information", () => import("./routes/groups/groupPlans"), "groupPlan", "information"),
      screen("billing", () => import("./routes/groups/groupPlans"), "groupPlan", "billing"),
    ],
  },
  {
    path: "groups",
    children: [
      notFoundIndex(),
      screen("tavern", () => import("./routes/groups/tavern"), "tavern"),
      screen("myGuilds", () => import("./routes/groups/guilds"), "guilds", "myGuilds"),
      screen("discovery", () => import("./routes/groups/guilds"), "guilds", "discoverGuilds"),
      screen("guild/:groupId", () => import("./routes/groups/guild"), "guild"),
    ],
  },
  screen("private-messages", () => import("./routes/messages/privateMessages"), "messages"),
  screen("payments/simulator/:sessionId", () => import("./routes/payment/simulator"), "paymentSimulator"),
  {
    path: "challenges",
    children: [
      indexRedirect("/challenges/myChallenges"),
      screen("myChallenges", () => import("./routes/challenges/list"), "challenges", "myChallenges"),
      screen("findChallenges", () => import("./routes/challenges/list"), "challenges", "discoverChallenges"),
      screen(":challengeId", () => import("./routes/challenges/challenge"), "challenge"),
    ],
  },
  {
    path: "user/settings",
    children: [
      indexRedirect("/user/settings/general"),
      screen("general", () => import("./routes/settings/general"), "settings", "general"),
      screen("siteData", () => import("./routes/settings/siteData"), "settings", "siteData"),
      screen("promo-code", () => import("./routes/settings/promoCode"), "settings", "promoCode"),
      screen("subscription", () => import("./routes/settings/subscription"), "settings", "subscription"),
      screen("transactions", () => import("./routes/settings/transactions"), "settings", "transactions", [
        "userSupport",
      ]),
      screen("notifications", () => import("./routes/settings/notifications"), "settings", "notifications"),
    ],
  },
  { path: "api", loader: () => redirect("/user/settings/siteData") },
  screen("hall/patrons", () => import("./routes/hall/hall"), "hall", "patrons"),
  screen("hall/contributors", () => import("./routes/hall/hall"), "hall", "contributors"),
  {
    path: "admin",
    handle: { privileges: ["userSupport", "accessControl"] } satisfies RouteHandle,
    children: [
      { index: true, loader: adminLanding },
      screen("panel", () => import("./routes/admin/search"), "admin", "userSupport", ["userSupport"]),
      screen("panel/search/:userIdentifier", () => import("./routes/admin/search"), "admin", "userSearch", [
        "userSupport",
      ]),
      screen("panel/:userIdentifier", () => import("./routes/admin/user"), "admin", "user", ["userSupport"]),
      screen("groups", () => import("./routes/admin/groups"), "admin", "groups", ["groupSupport"]),
      screen("groups/:groupId", () => import("./routes/admin/group"), "admin", "group", ["groupSupport"]),
      screen("blockers", () => import("./routes/admin/blockers"), "admin", "blockers", ["accessControl"]),
      screen("audit", () => import("./routes/admin/audit"), "admin", "staffAudit", ["fullAccess"]),
      screen("promo-codes", () => import("./routes/admin/promoCodes"), "admin", "promoCode", ["fullAccess"]),
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
          { path: "login", lazy: () => import("./routes/login") as LazyModule, handle: { section: "logIn" } },
          { path: "register", lazy: () => import("./routes/register") as LazyModule, handle: { section: "signUp" } },
          {
            path: "username",
            lazy: () => import("./routes/username") as LazyModule,
            handle: { section: "chooseAUsername" },
          },
          {
            path: "forgot-password",
            lazy: () => import("./routes/forgotPassword") as LazyModule,
            handle: { section: "forgottenPassword" },
          },
          {
            path: "reset-password",
            lazy: () => import("./routes/resetPassword") as LazyModule,
            handle: { section: "resetPassword" },
          },
        ],
      },
      {
        path: "logout",
        lazy: () => import("./routes/logout") as LazyModule,
        handle: { public: true, section: "loggingOut" },
      },
      {
        lazy: publicLayout,
        handle: { public: true } satisfies RouteHandle,
        children: [
          {
            path: "static",
            children: [
              notFoundIndex(),
              { path: "home", lazy: () => import("./routes/home") as LazyModule, handle: { section: "welcome" } },
              { path: "front", lazy: () => import("./routes/home") as LazyModule, handle: { section: "welcome" } },
              { path: "not-found", lazy: notFoundPage, handle: NOT_FOUND_HANDLE },
              {
                path: "clear-browser-data",
                lazy: () => import("./routes/clearBrowserData") as LazyModule,
                handle: { section: "clearBrowserData" },
              },
              { path: "tavern-and-guilds", loader: () => redirect("/static/faq/tavern-and-guilds") },
              ...STATIC_PAGES.map(([path, title]) => screen(path, staticPage(path), title)),
            ],
          },
          {
            path: "redirect/:redirect",
            lazy: () => import("./routes/payment/paymentReturn") as LazyModule,
            handle: { section: "payment" },
          },
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
  // Known from an earlier visit: the screen draws while the document loads (its screens then
  // show their own placeholders, and the app's shell sends the player on should it say otherwise).
  if (url.pathname !== USERNAME_PATH && knownUsernameChosen()) {
    void queryClient.prefetchQuery(userQuery());
    return true;
  }
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
  const navigation = {
    pathname: url.pathname,
    search: url.search,
    loggedIn: isLoggedIn(),
    access: accessFor(url.pathname),
  };
  let decision = decideNavigation(navigation);
  if (decision.kind === "needsUser") {
    try {
      const user = await queryClient.ensureQueryData(userQuery());
      decision = decideNavigation({
        ...navigation,
        permissions: user.permissions,
        usernameChosen: user.flags?.verifiedUsername !== false,
      });
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        clearSettings();
        queryClient.clear();
        throw redirect(loginPathFor(url.pathname, url.search));
      }
      throw error;
    }
  } else if (
    decision.kind === "allow" &&
    navigation.loggedIn &&
    (!navigation.access.public || url.pathname === USERNAME_PATH)
  ) {
    decision = decideNavigation({ ...navigation, usernameChosen: await usernameChosen(url) });
  }
  if (decision.kind === "redirect") throw redirect(decision.to);
  return null;
}

export function createRouter() {
  return createBrowserRouter(routes);
}

import { describe, expect, it } from "vitest";
import { matchRoutes } from "react-router";
import { accessFor, routes } from "../../web/src/router";

/** Every path of spec §2's route table, with sample parameters filled in. */
const USER_AREA = [
  "/",
  "/profile/1234",
  "/user/profile",
  "/user/stats",
  "/user/achievements",
  "/inventory/items",
  "/inventory/equipment",
  "/inventory/stable",
  "/shops/market",
  "/shops/quests",
  "/shops/customizations",
  "/shops/seasonal",
  "/shops/time",
  "/party",
  "/looking-for-party",
  "/group-plans",
  "/group-plans/g1/task-information",
  "/group-plans/g1/information",
  "/group-plans/g1/billing",
  "/groups/tavern",
  "/groups/myGuilds",
  "/groups/discovery",
  "/groups/guild/g1",
  "/private-messages",
  "/payments/simulator/cs_sim_1",
  "/challenges/myChallenges",
  "/challenges/findChallenges",
  "/challenges/c1",
  "/user/settings/general",
  "/user/settings/siteData",
  "/user/settings/promo-code",
  "/user/settings/subscription",
  "/user/settings/transactions",
  "/user/settings/notifications",
  "/hall/patrons",
  "/hall/contributors",
  "/admin/panel",
  "/admin/panel/search/someone",
  "/admin/panel/someone",
  "/admin/groups",
  "/admin/groups/g1",
  "/admin/blockers",
  "/admin/audit",
];

const STATIC = [
  "apple-redirect",
  "google-redirect",
  "clear-browser-data",
  "community-guidelines",
  "contact",
  "faq",
  "faq/tavern-and-guilds",
  "faq/content-release-changes",
  "faq/subscription-benefits-adjustments",
  "features",
  "front",
  "home",
  "group-plans",
  "plans",
  "new-stuff",
  "overview",
  "press-kit",
  "privacy",
  "privacy-review",
  "terms",
  "terms-review",
  "not-found",
].map((page) => `/static/${page}`);

const PUBLIC = [
  "/login",
  "/register",
  "/username",
  "/reset-password",
  "/forgot-password",
  "/logout",
  "/redirect/stripe-success-checkout",
  ...STATIC,
];

/** The deepest matched route's path; a parent's not-found index counts as "*". */
function leafPath(pathname: string): string | undefined {
  const leaf = (matchRoutes(routes, pathname) ?? []).at(-1)?.route;
  if (leaf?.index && (leaf.handle as { section?: string } | undefined)?.section === "pageNotFound") return "*";
  return leaf?.index ? "(index)" : leaf?.path;
}

describe("route table", () => {
  it("has a route of its own for every path of spec §2", () => {
    for (const pathname of [
      ...USER_AREA,
      ...PUBLIC,
      "/inventory",
      "/shops",
      "/challenges",
      "/user/settings",
      "/admin",
      "/api",
      "/static/tavern-and-guilds",
    ]) {
      expect(leafPath(pathname), pathname).not.toBe("*");
      expect(matchRoutes(routes, pathname), pathname).not.toBeNull();
    }
  });

  it("sends unknown paths to the not-found route", () => {
    for (const pathname of [
      "/nope",
      "/inventory/nope",
      "/static/nope",
      "/groups",
      "/static",
      "/hall",
      "/user",
      "/admin/nope",
    ])
      expect(leafPath(pathname), pathname).toBe("*");
  });

  it("needs login for the user area and not for static pages", () => {
    for (const pathname of USER_AREA) expect(accessFor(pathname).public, pathname).toBe(false);
    for (const pathname of [...PUBLIC, "/no/such/page"]) expect(accessFor(pathname).public, pathname).toBe(true);
  });

  it("gates admin and transactions by privilege", () => {
    expect(accessFor("/admin/panel").gates).toEqual([["userSupport", "accessControl"], ["userSupport"]]);
    expect(accessFor("/admin/groups/g1").gates).toEqual([["userSupport", "accessControl"], ["groupSupport"]]);
    expect(accessFor("/admin/blockers").gates).toEqual([["userSupport", "accessControl"], ["accessControl"]]);
    expect(accessFor("/admin/audit").gates).toEqual([["userSupport", "accessControl"], ["fullAccess"]]);
    expect(accessFor("/user/settings/transactions").gates).toEqual([["userSupport"]]);
    expect(accessFor("/user/settings/general").gates).toEqual([]);
  });
});

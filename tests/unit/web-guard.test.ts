import { describe, expect, it } from "vitest";
import {
  convertLegacyHash,
  decideNavigation,
  hasPrivilege,
  safeRedirectTarget,
  usernamePathFor,
  type RouteAccess,
} from "../../web/src/navigation/guard";
import { pageTitle } from "../../web/src/navigation/titles";

const userArea: RouteAccess = { public: false };
const staticPage: RouteAccess = { public: true };
const adminPanel: RouteAccess = { public: false, gates: [["userSupport", "accessControl"], ["userSupport"]] };

describe("decideNavigation", () => {
  it("sends a visitor on / to the home page", () => {
    expect(decideNavigation({ pathname: "/", search: "", loggedIn: false, access: userArea })).toEqual({
      kind: "redirect",
      to: "/static/home",
    });
  });

  it("sends a visitor on another login-required route to login with redirectTo", () => {
    expect(decideNavigation({ pathname: "/inventory/items", search: "", loggedIn: false, access: userArea })).toEqual({
      kind: "redirect",
      to: "/login?redirectTo=%2Finventory%2Fitems",
    });
    expect(
      decideNavigation({ pathname: "/shops/market", search: "?tab=2", loggedIn: false, access: userArea }),
    ).toEqual({
      kind: "redirect",
      to: "/login?redirectTo=%2Fshops%2Fmarket%3Ftab%3D2",
    });
  });

  it("lets a visitor open static pages and the sign-in screens", () => {
    for (const pathname of ["/static/home", "/static/faq", "/login", "/register", "/no/such/page"]) {
      expect(decideNavigation({ pathname, search: "", loggedIn: false, access: staticPage })).toEqual({
        kind: "allow",
      });
    }
  });

  it("sends a logged-in user on login or register to tasks", () => {
    expect(
      decideNavigation({ pathname: "/login", search: "?redirectTo=%2Fparty", loggedIn: true, access: staticPage }),
    ).toEqual({ kind: "redirect", to: "/" });
    expect(decideNavigation({ pathname: "/register/", search: "", loggedIn: true, access: staticPage })).toEqual({
      kind: "redirect",
      to: "/",
    });
  });

  it("lets a logged-in user open static pages and the user area", () => {
    expect(decideNavigation({ pathname: "/static/faq", search: "", loggedIn: true, access: staticPage })).toEqual({
      kind: "allow",
    });
    expect(decideNavigation({ pathname: "/", search: "", loggedIn: true, access: userArea })).toEqual({
      kind: "allow",
    });
  });

  it("asks for the user before deciding a privilege-gated route", () => {
    expect(decideNavigation({ pathname: "/admin/panel", search: "", loggedIn: true, access: adminPanel })).toEqual({
      kind: "needsUser",
    });
  });

  it("needs every gate passed; fullAccess passes all", () => {
    const base = { pathname: "/admin/panel", search: "", loggedIn: true, access: adminPanel };
    expect(decideNavigation({ ...base, permissions: {} })).toEqual({ kind: "redirect", to: "/" });
    expect(decideNavigation({ ...base, permissions: { accessControl: true } })).toEqual({ kind: "redirect", to: "/" });
    expect(decideNavigation({ ...base, permissions: { userSupport: true } })).toEqual({ kind: "allow" });
    expect(decideNavigation({ ...base, permissions: { fullAccess: true } })).toEqual({ kind: "allow" });
  });

  it("sends a new account that has not chosen its username to the username screen, and back after", () => {
    expect(
      decideNavigation({ pathname: "/", search: "", loggedIn: true, access: userArea, usernameChosen: false }),
    ).toEqual({ kind: "redirect", to: "/username" });
    expect(
      decideNavigation({
        pathname: "/party",
        search: "?tab=chat",
        loggedIn: true,
        access: userArea,
        usernameChosen: false,
      }),
    ).toEqual({
      kind: "redirect",
      to: "/username?redirectTo=%2Fparty%3Ftab%3Dchat",
    });
    expect(
      decideNavigation({
        pathname: "/admin/panel",
        search: "",
        loggedIn: true,
        access: adminPanel,
        permissions: { fullAccess: true },
        usernameChosen: false,
      }),
    ).toEqual({
      kind: "redirect",
      to: "/username?redirectTo=%2Fadmin%2Fpanel",
    });
    expect(
      decideNavigation({ pathname: "/party", search: "", loggedIn: true, access: userArea, usernameChosen: true }),
    ).toEqual({ kind: "allow" });
    // Static pages stay open meanwhile.
    expect(
      decideNavigation({
        pathname: "/static/faq",
        search: "",
        loggedIn: true,
        access: staticPage,
        usernameChosen: false,
      }),
    ).toEqual({ kind: "allow" });
  });

  it("opens the username screen only to a signed-in player who still has to choose", () => {
    expect(decideNavigation({ pathname: "/username", search: "", loggedIn: false, access: staticPage })).toEqual({
      kind: "redirect",
      to: "/login",
    });
    expect(
      decideNavigation({
        pathname: "/username",
        search: "",
        loggedIn: true,
        access: staticPage,
        usernameChosen: false,
      }),
    ).toEqual({ kind: "allow" });
    expect(decideNavigation({ pathname: "/username", search: "", loggedIn: true, access: staticPage })).toEqual({
      kind: "allow",
    });
    expect(
      decideNavigation({
        pathname: "/username",
        search: "?redirectTo=%2Fparty",
        loggedIn: true,
        access: staticPage,
        usernameChosen: true,
      }),
    ).toEqual({ kind: "redirect", to: "/party" });
    expect(
      decideNavigation({
        pathname: "/username",
        search: "?redirectTo=https%3A%2F%2Fevil.example",
        loggedIn: true,
        access: staticPage,
        usernameChosen: true,
      }),
    ).toEqual({ kind: "redirect", to: "/" });
    expect(usernamePathFor("/", "")).toBe("/username");
  });

  it("sends a visitor on a gated route to login before looking at privileges", () => {
    expect(decideNavigation({ pathname: "/admin/panel", search: "", loggedIn: false, access: adminPanel })).toEqual({
      kind: "redirect",
      to: "/login?redirectTo=%2Fadmin%2Fpanel",
    });
  });
});

describe("hasPrivilege", () => {
  it("accepts any listed privilege or fullAccess", () => {
    expect(hasPrivilege({ groupSupport: true }, ["groupSupport"])).toBe(true);
    expect(hasPrivilege({ fullAccess: true }, ["groupSupport"])).toBe(true);
    expect(hasPrivilege({ groupSupport: false, challengeAdmin: true }, ["groupSupport"])).toBe(false);
    expect(hasPrivilege(undefined, ["groupSupport"])).toBe(false);
  });
});

describe("safeRedirectTarget", () => {
  it("keeps paths inside the site", () => {
    expect(safeRedirectTarget("/inventory/items")).toBe("/inventory/items");
    expect(safeRedirectTarget("/challenges/abc?x=1")).toBe("/challenges/abc?x=1");
  });

  it("falls back to tasks for anything else", () => {
    for (const value of [
      null,
      undefined,
      "",
      "https://example.com/",
      "//example.com",
      "/\\example.com",
      "javascript:alert(1)",
      "/login",
      "/register?x=1",
      "/username",
      "/reset-password?code=abc",
      "/forgot-password",
    ]) {
      expect(safeRedirectTarget(value)).toBe("/");
    }
  });
});

describe("convertLegacyHash", () => {
  it("converts old guild and challenge links", () => {
    expect(convertLegacyHash("#/options/groups/guilds/6f1b2c")).toBe("/groups/guild/6f1b2c");
    expect(convertLegacyHash("#/options/groups/challenges/9a8b7c/")).toBe("/challenges/9a8b7c");
  });

  it("leaves other hashes alone", () => {
    expect(convertLegacyHash("")).toBeUndefined();
    expect(convertLegacyHash("#top")).toBeUndefined();
    expect(convertLegacyHash("#/options/groups/party")).toBeUndefined();
  });
});

describe("pageTitle", () => {
  it("joins subsection, section and the product name", () => {
    expect(pageTitle({ section: "Tasks" })).toBe("Tasks | Habitforge");
    expect(pageTitle({ section: "Inventory", subsection: "Stable" })).toBe("Stable | Inventory | Habitforge");
    expect(pageTitle({})).toBe("Habitforge");
  });
});

/** The trip through a sign-in provider: only the tab that started it may finish it. */
import { beforeEach, describe, expect, it } from "vitest";
import { SOCIAL_EMAIL_KEY, SOCIAL_MESSAGE_KEY } from "../../web/src/api/sync";
import {
  forgetSocialEmail,
  landingAfterTrip,
  peekSocialEmail,
  saveTrip,
  takeSocialEmail,
  takeSocialMessage,
  takeTrip,
  TRIP_KEY,
} from "../../web/src/signIn/trips";

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

beforeEach(() => {
  (globalThis as { sessionStorage?: unknown }).sessionStorage = new MemoryStorage();
});

describe("sign-in trips", () => {
  it("are finished only with the state this tab sent out, and only once", () => {
    saveTrip({ network: "google", state: "s-1", purpose: "register", redirectTo: "/party" });
    expect(takeTrip("google", "s-1")).toEqual({
      network: "google",
      state: "s-1",
      purpose: "register",
      redirectTo: "/party",
    });
    expect(takeTrip("google", "s-1")).toBeUndefined();
  });

  it("refuse another state, another provider or none, and forget the trip", () => {
    for (const [network, state] of [
      ["google", "forged"],
      ["apple", "s-2"],
      ["google", null],
    ] as const) {
      saveTrip({ network: "google", state: "s-2", purpose: "login" });
      expect(takeTrip(network, state)).toBeUndefined();
      expect(sessionStorage.getItem(TRIP_KEY)).toBeNull();
    }
    sessionStorage.setItem(TRIP_KEY, "{not json");
    expect(takeTrip("google", "s-2")).toBeUndefined();
  });

  it("read the address a refused sign-in left (spec §8) without or with forgetting it", () => {
    expect(takeSocialEmail()).toBeUndefined();
    sessionStorage.setItem(SOCIAL_EMAIL_KEY, "ada@example.com");
    expect(peekSocialEmail()).toBe("ada@example.com");
    expect(takeSocialEmail()).toBe("ada@example.com");
    expect(peekSocialEmail()).toBeUndefined();
  });

  it("read the words of a refused sign-in once, and forget them with the address", () => {
    expect(takeSocialMessage()).toBeUndefined();
    sessionStorage.setItem(SOCIAL_MESSAGE_KEY, "Google has not confirmed that ada@mail.example is your address.");
    expect(takeSocialMessage()).toBe("Google has not confirmed that ada@mail.example is your address.");
    expect(takeSocialMessage()).toBeUndefined();
    sessionStorage.setItem(SOCIAL_MESSAGE_KEY, "No");
    sessionStorage.setItem(SOCIAL_EMAIL_KEY, "ada@example.com");
    forgetSocialEmail();
    expect(takeSocialMessage()).toBeUndefined();
    expect(takeSocialEmail()).toBeUndefined();
  });

  it("lead a new account to its name, then to the welcome, unless an invitation or another page waits", () => {
    expect(landingAfterTrip({}, true)).toBe("/username?redirectTo=%2Fwelcome");
    expect(landingAfterTrip({ redirectTo: "/" }, true)).toBe("/username?redirectTo=%2Fwelcome");
    expect(landingAfterTrip({ redirectTo: "/party" }, true)).toBe("/username?redirectTo=%2Fparty");
    expect(landingAfterTrip({ groupInvite: "invite-1" }, true)).toBe("/username");
    // A returning player goes where they were heading; never to a page off the site.
    expect(landingAfterTrip({}, false)).toBe("/");
    expect(landingAfterTrip({ redirectTo: "/inventory/items" }, false)).toBe("/inventory/items");
    expect(landingAfterTrip({ redirectTo: "//evil.example" }, true)).toBe("/username?redirectTo=%2Fwelcome");
  });
});

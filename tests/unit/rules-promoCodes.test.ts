/** Staff-made promo codes as pure rules: when one is refused, and what it gives. */
import { describe, expect, it } from "vitest";
import { grantCodeOpen, grantCodeRefusal, isGrantCode, redeemGrantCode } from "../../content/rules/promoCodes";
import { seededRandom } from "../../content/rules/random";
import { isSubscribed } from "../../content/rules/subscription";
import { makeUser as freshUser } from "./rules-fixtures";

const now = new Date("2026-03-10T12:00:00.000Z");
const ctx = { now, random: seededRandom("promo") };
const code = (overrides: Partial<Parameters<typeof grantCodeRefusal>[0]> = {}) => ({
  event: "gems",
  gems: 40,
  months: null,
  maxUses: 3,
  uses: 0,
  expiresAt: "2026-03-11T00:00:00.000Z",
  ...overrides,
});

describe("a staff-made promo code", () => {
  it("is told apart from an event's code", () => {
    expect(isGrantCode({ event: "gems" })).toBe(true);
    expect(isGrantCode({ event: "subscription" })).toBe(true);
    expect(isGrantCode({ event: "wondercon" })).toBe(false);
    expect(isGrantCode({ event: "google_6mo" })).toBe(false);
  });

  it("is refused to a player who used it, then once expired, then once used up", () => {
    expect(grantCodeRefusal(code(), false, now)).toBeUndefined();
    expect(grantCodeRefusal(code(), true, now)).toBe("promoCodeAlreadyRedeemed");
    expect(grantCodeRefusal(code({ expiresAt: "2026-03-10T12:00:00.000Z" }), false, now)).toBe("promoCodeExpired");
    expect(grantCodeRefusal(code({ expiresAt: "2026-03-10T12:00:00.001Z" }), false, now)).toBeUndefined();
    expect(grantCodeRefusal(code({ uses: 3 }), false, now)).toBe("promoCodeUsedUp");
    expect(grantCodeRefusal(code({ uses: 2 }), false, now)).toBeUndefined();
    // Used and expired: the player hears that they used it.
    expect(grantCodeRefusal(code({ uses: 3, expiresAt: "2020-01-01T00:00:00.000Z" }), true, now)).toBe(
      "promoCodeAlreadyRedeemed",
    );
    expect(grantCodeOpen(code({ uses: 1 }), now)).toBe(true);
    expect(grantCodeOpen(code({ uses: 3 }), now)).toBe(false);
  });

  it("gives its gems as balance (a gem is a quarter)", () => {
    const user = freshUser();
    user.balance = 1;
    const { user: after, gems, months } = redeemGrantCode(user, code({ gems: 50 }), ctx);
    expect([gems, months]).toEqual([50, 0]);
    expect(after.balance).toBe(13.5);
    expect(user.balance).toBe(1);
  });

  it("gives its months as a gifted plan that ends that many months later", () => {
    const user = freshUser();
    const { user: after, months } = redeemGrantCode(user, code({ event: "subscription", gems: null, months: 6 }), ctx);
    expect(months).toBe(6);
    expect(after.purchased.plan.planId).toBe("basic_6mo");
    expect(after.purchased.plan.dateTerminated).toBe("2026-09-10T12:00:00.000Z");
    expect(isSubscribed(after, now)).toBe(true);
    expect(isSubscribed(user, now)).toBe(false);
  });

  it("worth nothing it may give, is not a code", () => {
    expect(() => redeemGrantCode(freshUser(), code({ gems: null }), ctx)).toThrow();
    expect(() => redeemGrantCode(freshUser(), code({ event: "subscription", gems: null, months: 2 }), ctx)).toThrow();
  });
});

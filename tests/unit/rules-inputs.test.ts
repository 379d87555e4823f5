/** Keys and amounts as requests give them: own entries only, whole numbers only. */
import { describe, expect, it } from "vitest";
import { MAX_ITEM_QUANTITY } from "../../content/data/constants";
import { gear } from "../../content/data/gear";
import { buyGear } from "../../content/rules/buyGear";
import { isWholeAmount, validQuantity } from "../../content/rules/currency";
import { feed } from "../../content/rules/feed";
import { hatch } from "../../content/rules/hatch";
import { hasOwnKey, own } from "../../content/rules/lookup";
import { seededRandom } from "../../content/rules/random";
import { sell } from "../../content/rules/sell";
import { findSpell } from "../../content/rules/spells";
import { t, hasMessage } from "../../content/i18n";
import { expectGameError } from "./rules-errors-helper";
import { makeUser, NOW } from "./rules-fixtures";

const INHERITED = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf"];
const ctx = { now: NOW, random: seededRandom(1) };

describe("own", () => {
  it("finds own entries and nothing inherited", () => {
    expect(own(gear, "weapon_warrior_1")?.key).toBe("weapon_warrior_1");
    for (const key of INHERITED) {
      expect(own(gear, key), key).toBeUndefined();
      expect(hasOwnKey(gear, key), key).toBe(false);
    }
    expect(own(undefined, "x")).toBeUndefined();
    expect(own({ a: 1 }, undefined)).toBeUndefined();
  });

  it("keeps messages and languages to their own catalogue entries", () => {
    for (const key of INHERITED) {
      expect(hasMessage(key)).toBe(false);
      expect(typeof t(key)).toBe("string");
      expect(t("badRequest", {}, key)).toBe("Bad request.");
    }
    expect(t("tooManyRequests", { toString: 3 } as Record<string, number>)).toContain("{seconds}");
  });
});

describe("rules given inherited names", () => {
  it("find no such item", () => {
    const user = makeUser((u) => {
      u.stats.gp = 1000;
      u.items.eggs.Wolf = 2;
      u.items.hatchingPotions.Base = 2;
      u.items.food.Meat = 2;
      u.items.pets["Wolf-Base"] = 5;
    });
    for (const key of INHERITED) {
      expectGameError(() => sell(user, { type: "eggs", key }), "NotFound", "userItemsKeyNotFound");
      expectGameError(() => buyGear(user, { key }, ctx), "NotFound", "itemNotFound");
      expectGameError(() => feed(user, { pet: key, food: "Meat" }, ctx), "BadRequest", "invalidPetName");
      expectGameError(() => feed(user, { pet: "Wolf-Base", food: key }, ctx), "NotFound", "messageFoodNotFound");
      expectGameError(
        () => hatch(user, { egg: key, hatchingPotion: "Base" }, ctx),
        "NotFound",
        "messageMissingEggPotion",
      );
      expect(findSpell(user, key)).toBeUndefined();
    }
  });
});

describe("amounts", () => {
  it("are whole JSON numbers within bounds", () => {
    expect(isWholeAmount(3, 1)).toBe(true);
    expect(isWholeAmount(0, 0)).toBe(true);
    expect(isWholeAmount(MAX_ITEM_QUANTITY, 1)).toBe(true);
    for (const value of [
      0.5,
      -1,
      MAX_ITEM_QUANTITY + 1,
      1e300,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      "2",
      true,
      [2],
      null,
      undefined,
    ]) {
      expect(isWholeAmount(value, 1), String(value)).toBe(false);
    }
  });

  it("refuse a fraction to sell and text as a quantity", () => {
    const user = makeUser((u) => {
      u.items.eggs.Wolf = 2;
    });
    expectGameError(
      () => sell(user, { type: "eggs", key: "Wolf", amount: 0.5 }),
      "BadRequest",
      "positiveAmountRequired",
    );
    expect(sell(user, { type: "eggs", key: "Wolf", amount: 2 }).user.items.eggs.Wolf).toBe(0);
    expect(validQuantity(undefined)).toBe(1);
    expectGameError(() => validQuantity("2"), "BadRequest", "invalidQuantity");
    expectGameError(() => validQuantity(2 ** 53), "BadRequest", "invalidQuantity");
  });
});

import { describe, expect, it } from "vitest";
import { asksFirst, pinCurrency, pinsOf } from "../../web/src/tasks/MarketPins";
import { shownHealth } from "../../web/src/stats";
import { makeUser } from "./rules-fixtures";

describe("pins in the rewards column", () => {
  it("name each pinned item and price it in its own currency", () => {
    const user = makeUser((u) => {
      u.flags.armoireEnabled = true;
      u.pinnedItems = [
        { type: "eggs", path: "eggs.Wolf" },
        { type: "marketGear", path: "gear.flat.weapon_warrior_1" },
        { type: "quests", path: "quests.goldenknight1" },
        { type: "mystery_set", path: "mystery.301404" },
      ];
    });
    const content = {
      eggs: { Wolf: { text: "Wolf", notes: "An egg.", value: 3 } },
      gear: { weapon_warrior_1: { text: "Training Sword", value: 20 } },
      quests: { goldenknight1: { text: "The Golden Knight", value: 4, goldValue: 100 } },
    };
    const pins = pinsOf(user, content);
    expect(pins.map((pin) => [pin.name, pin.price, pin.currency])).toEqual([
      ["Health potion", 25, "gold"],
      ["Enchanted Armoire", 100, "gold"],
      ["Wolf", 3, "gems"],
      ["Training Sword", 20, "gold"],
      ["The Golden Knight", 100, "gold"],
      ["301404", undefined, "hourglasses"],
    ]);
  });

  it("knows the currency before the content has loaded", () => {
    expect(pinCurrency("premiumHatchingPotion")).toBe("gems");
    expect(pinCurrency("bundles")).toBe("gems");
    expect(pinCurrency("quests")).toBe("gems");
    expect(pinCurrency("seasonalSpell")).toBe("gold");
    expect(pinCurrency("mystery_set")).toBe("hourglasses");
  });

  it("prices the pinned gem in gold and asks before buying it, as every gem purchase", () => {
    const user = makeUser((u) => {
      u.pinnedItems = [
        { type: "gems", path: "gem" },
        { type: "eggs", path: "eggs.Wolf" },
      ];
    });
    const pins = pinsOf(user, { eggs: { Wolf: { text: "Wolf", value: 3 } } });
    const gem = pins.find((pin) => pin.path === "gem");
    expect(gem).toMatchObject({ key: "gem", type: "gems", price: 20, currency: "gold", givesGem: true });
    expect(pins.map((pin) => [pin.path, asksFirst(pin)])).toEqual([
      ["potion", false],
      ["armoire", false],
      ["gem", true],
      ["eggs.Wolf", true],
    ]);
  });
});

describe("the health shown while yesterday's check-in asks", () => {
  it("holds back the damage of the dailies offered, up to full health", () => {
    expect(shownHealth({ stats: { hp: 46 }, yesterDailies: ["a"], yesterdayDamage: 4 })).toBe(50);
    expect(shownHealth({ stats: { hp: 49 }, yesterDailies: ["a"], yesterdayDamage: 4 })).toBe(50);
    expect(shownHealth({ stats: { hp: 46 }, yesterDailies: [], yesterdayDamage: 4 })).toBe(46);
    expect(shownHealth({ stats: { hp: 46 } })).toBe(46);
  });
});

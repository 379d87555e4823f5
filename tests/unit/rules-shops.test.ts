import { describe, expect, it } from "vitest";
import { ultimateGearKeys } from "../../content/rules/achievements";
import { shopContextAt, type ShopContext } from "../../content/rules/availability";
import { buyArmoire } from "../../content/rules/buyArmoire";
import { buyGear } from "../../content/rules/buyGear";
import { buyGemsWithGold } from "../../content/rules/buyGems";
import { buyQuestWithGems, buyQuestWithGold } from "../../content/rules/buyQuest";
import { buySpecialSpell } from "../../content/rules/buySpecial";
import { buyMysterySet, purchaseWithHourglass } from "../../content/rules/hourglass";
import { openMysteryItem } from "../../content/rules/mysteryItems";
import { purchaseWithGems } from "../../content/rules/purchase";
import type { Random } from "../../content/rules/random";
import type { User } from "../../content/rules/types";
import { expectGameError } from "./rules-errors-helper";
import { ctxAt, makeUser, NOW } from "./rules-fixtures";

const fixed = (...values: number[]): Random => {
  let i = 0;
  return { next: () => values[Math.min(i++, values.length - 1)] };
};
const WINTER: ShopContext = { ...shopContextAt(new Date("2026-01-15T12:00:00Z")) };
const SPRING: ShopContext = {
  ...shopContextAt(new Date("2026-04-15T12:00:00Z")),
  rotation: {
    petQuests: ["gryphon"],
    hatchingPotionQuests: ["amber"],
    bundles: ["featheredFriends"],
    premiumHatchingPotions: ["Cupid"],
  },
};

describe("buyGear", () => {
  const rich = (fill: (u: User) => void = () => {}) => makeUser((u) => Object.assign(u.stats, { gp: 1000 }) && fill(u));
  it("buys, equips and marks onboarding", () => {
    const trained = rich((u) => {
      u.items.gear.owned.weapon_warrior_0 = true;
    });
    const { user, message, messageVars } = buyGear(trained, { key: "weapon_warrior_1" }, ctxAt());
    expect(user.items.gear.owned.weapon_warrior_1).toBe(true);
    expect(user.items.gear.equipped.weapon).toBe("weapon_warrior_1");
    expect(user.stats.gp).toBe(980);
    expect(user.achievements.purchasedEquipment).toBe(true);
    expect(message).toBe("messageBought");
    expect(messageVars.itemText).toBe("weaponWarrior1Text");
  });
  it("the last piece of a class set earns the ultimate gear and opens the armoire", () => {
    const keys = ultimateGearKeys("warrior");
    const user = rich((u) => {
      for (const key of Object.keys(u.items.gear.owned)) u.items.gear.owned[key] = true;
      for (let i = 0; i <= 6; i++) u.items.gear.owned[`weapon_warrior_${i}`] = true;
      for (const type of ["armor", "head", "shield"])
        for (let i = 1; i <= 5; i++) u.items.gear.owned[`${type}_warrior_${i}`] = true;
      delete u.items.gear.owned[keys[0]];
    });
    const { user: next } = buyGear(user, { key: keys[0] }, ctxAt());
    expect(next.achievements.ultimateGearSets.warrior).toBe(true);
    expect(next.flags.armoireEnabled).toBe(true);
  });
  it("seasonal gear in its season", () => {
    const user = rich();
    expect(
      buyGear(user, { key: "weapon_special_yeti" }, ctxAt(), WINTER).user.items.gear.owned.weapon_special_yeti,
    ).toBe(true);
    expectGameError(
      () => buyGear(user, { key: "weapon_special_yeti" }, ctxAt(), SPRING),
      "NotAuthorized",
      "messageNotAvailable",
    );
  });
  it("lost gear of another class can be bought back", () => {
    const user = rich((u) => (u.items.gear.owned.armor_rogue_1 = false));
    expect(buyGear(user, { key: "armor_rogue_1" }, ctxAt()).user.items.gear.owned.armor_rogue_1).toBe(true);
  });
  it.each([
    [{ key: "weapon_warrior_1", quantity: 2 }, "NotAuthorized", "messageNotAbleToBuyInBulk"],
    [{ key: "weapon_warrior_1", quantity: 0 }, "BadRequest", "invalidQuantity"],
    [{}, "BadRequest", "missingKeyParam"],
    [{ key: "weapon_nothing_9" }, "NotFound", "itemNotFound"],
    [{ key: "weapon_rogue_1" }, "NotAuthorized", "cannotBuyItem"],
    [{ key: "weapon_special_0" }, "NotAuthorized", "cannotBuyItem"],
    [{ key: "head_base_0" }, "NotAuthorized", "equipmentAlreadyOwned"],
    [{ key: "weapon_warrior_3" }, "NotAuthorized", "previousGearNotOwned"],
  ] as const)("refuses %o", (params, name, key) => expectGameError(() => buyGear(rich(), params, ctxAt()), name, key));
  it("refuses without gold", () =>
    expectGameError(
      () => buyGear(makeUser(), { key: "weapon_warrior_1" }, ctxAt()),
      "NotAuthorized",
      "messageNotEnoughGold",
    ));
});

describe("buyArmoire", () => {
  const opener = (fill: (u: User) => void = () => {}) =>
    makeUser((u) => {
      u.stats.gp = 150;
      u.flags.armoireEnabled = true;
      fill(u);
    });
  it("the first opening is always gear", () => {
    const { user, data, message } = buyArmoire(opener(), {}, { now: NOW, random: fixed(0.99, 0) });
    expect(data.armoire.type).toBe("gear");
    expect(user.items.gear.owned[data.armoire.dropKey as string]).toBe(true);
    expect(user.flags.armoireOpened).toBe(true);
    expect(user.stats.gp).toBe(50);
    expect(message).toBe("armoireEquipment");
  });
  it.each([
    [0.59, "gear"],
    [0.7, "food"],
    [0.9, "experience"],
  ])("roll %d gives %s", (roll, type) => {
    const { data } = buyArmoire(
      opener((u) => (u.flags.armoireOpened = true)),
      {},
      { now: NOW, random: fixed(roll, 0) },
    );
    expect(data.armoire.type).toBe(type);
  });
  it("experience is 10 to 49", () => {
    const low = buyArmoire(
      opener((u) => (u.flags.armoireOpened = true)),
      {},
      { now: NOW, random: fixed(0.9, 0) },
    );
    const high = buyArmoire(
      opener((u) => (u.flags.armoireOpened = true)),
      {},
      { now: NOW, random: fixed(0.9, 0.9999) },
    );
    expect(low.data.armoire.value).toBe(10);
    expect(high.data.armoire.value).toBe(49);
    expect(low.user.stats.exp).toBe(10);
  });
  it("refuses bulk and poverty", () => {
    expectGameError(() => buyArmoire(opener(), { quantity: 2 }, ctxAt()), "NotAuthorized", "messageNotAbleToBuyInBulk");
    expectGameError(
      () =>
        buyArmoire(
          opener((u) => (u.stats.gp = 99)),
          {},
          ctxAt(),
        ),
      "NotAuthorized",
      "messageNotEnoughGold",
    );
  });
});

describe("gems for gold", () => {
  const subscriber = (fill: (u: User) => void = () => {}) =>
    makeUser((u) => {
      u.stats.gp = 1000;
      u.purchased.plan.customerId = "c";
      fill(u);
    });
  it("20 gold per gem, a quarter balance each", () => {
    const { user, message, messageVars } = buyGemsWithGold(subscriber(), { quantity: 2 });
    expect(user.balance).toBe(0.5);
    expect(user.stats.gp).toBe(960);
    expect(user.purchased.plan.gemsBought).toBe(2);
    expect(message).toBe("plusGem");
    expect(messageVars.count).toBe(2);
  });
  it.each([
    [makeUser((u) => (u.stats.gp = 1000)), 1, "mustSubscribeToPurchaseGems"],
    [subscriber((u) => (u.stats.gp = 10)), 1, "messageNotEnoughGold"],
    [subscriber((u) => (u.purchased.plan.gemsBought = 24)), 1, "maxBuyGems"],
    [subscriber((u) => (u.purchased.plan.gemsBought = 20)), 5, "reachedGoldToGemCapQuantity"],
  ])("refuses case %#", (user, quantity, key) =>
    expectGameError(() => buyGemsWithGold(user, { quantity }), "NotAuthorized", key),
  );
  it("the extra cap raises the limit", () => {
    const user = subscriber((u) => {
      u.purchased.plan.gemsBought = 24;
      u.purchased.plan.consecutive.gemCapExtra = 2;
    });
    expect(buyGemsWithGold(user, { quantity: 2 }).user.purchased.plan.gemsBought).toBe(26);
  });
});

describe("quests", () => {
  it("gold quests need their prerequisites", () => {
    const user = makeUser((u) => (u.stats.gp = 1000));
    expect(buyQuestWithGold(user, { key: "dilatoryDistress1" }).user.items.quests.dilatoryDistress1).toBe(1);
    expectGameError(() => buyQuestWithGold(user, { key: "dilatoryDistress2" }), "NotAuthorized", "mustComplete");
    user.achievements.quests.dilatoryDistress1 = 1;
    const { user: next } = buyQuestWithGold(user, { key: "dilatoryDistress2", quantity: 2 });
    expect(next.items.quests.dilatoryDistress2).toBe(2);
    expect(next.stats.gp).toBe(400);
  });
  it.each([
    [{}, "BadRequest", "missingKeyParam"],
    [{ key: "nope" }, "NotFound", "questNotFound"],
    [{ key: "gryphon" }, "NotAuthorized", "questNotGoldPurchasable"],
    [{ key: "lostMasterclasser1" }, "NotAuthorized", "questUnlockLostMasterclasser"],
    [{ key: "dilatoryDistress1", quantity: 6 }, "NotAuthorized", "messageNotEnoughGold"],
  ] as const)("gold refuses %o", (params, name, key) =>
    expectGameError(
      () =>
        buyQuestWithGold(
          makeUser((u) => (u.stats.gp = 1000)),
          params,
        ),
      name,
      key,
    ),
  );
  it("gem quests cost their value in gems and follow the rotation", () => {
    const user = makeUser((u) => (u.balance = 2));
    const { user: next } = buyQuestWithGems(user, { key: "gryphon" }, SPRING);
    expect(next.balance).toBe(1);
    expect(next.items.quests.gryphon).toBe(1);
    expectGameError(
      () => buyQuestWithGems(user, { key: "dilatoryDistress1" }, SPRING),
      "NotAuthorized",
      "questNotGemPurchasable",
    );
    expectGameError(
      () => buyQuestWithGems(user, { key: "amber" }, { ...SPRING, rotation: { hatchingPotionQuests: [] } }),
      "NotAuthorized",
      "messageNotAvailable",
    );
    expectGameError(() => buyQuestWithGems(user, { key: "robot" }, SPRING), "NotAuthorized", "messageNotAvailable");
    expectGameError(() => buyQuestWithGems(makeUser(), { key: "gryphon" }, SPRING), "NotAuthorized", "notEnoughGems");
  });
});

describe("gem shop", () => {
  const gems = (balance = 5, fill: (u: User) => void = () => {}) =>
    makeUser((u) => Object.assign(u, { balance }) && fill(u));
  it.each([
    ["eggs", "Wolf", 2, 3.5],
    ["hatchingPotions", "Golden", 1, 3.75],
    ["hatchingPotions", "Cupid", 1, 4.5],
    ["food", "Saddle", 1, 3.75],
    ["gear", "headAccessory_special_bearEars", 1, 4.5],
    ["gear", "back_special_wolfTail", 1, 4.5],
  ] as const)("%s %s x%i leaves balance %d", (type, key, quantity, balance) => {
    const { user } = purchaseWithGems(gems(), { type, key, quantity }, SPRING);
    expect(user.balance).toBe(balance);
  });
  it("bundles give three scrolls", () => {
    const bundles = {
      featheredFriends: {
        key: "featheredFriends",
        text: "questBundleFeatheredFriendsText",
        bundleKeys: ["falcon", "harpy", "owl"],
        value: 7,
      },
    };
    const { user } = purchaseWithGems(gems(), { type: "bundles", key: "featheredFriends" }, SPRING, bundles);
    expect(user.items.quests).toMatchObject({ falcon: 1, harpy: 1, owl: 1 });
    expect(user.balance).toBe(3.25);
  });
  it.each([
    [{ key: "Wolf" }, "BadRequest", "typeRequired"],
    [{ type: "eggs" }, "BadRequest", "missingKeyParam"],
    [{ type: "pets", key: "Wolf-Base" }, "NotFound", "notAccteptedType"],
    [{ type: "eggs", key: "Nope" }, "NotFound", "contentKeyNotFound"],
    [{ type: "eggs", key: "Gryphon" }, "NotAuthorized", "messageNotAvailable"],
    [{ type: "food", key: "Cake_Base" }, "NotAuthorized", "messageNotAvailable"],
    [{ type: "hatchingPotions", key: "Aurora" }, "NotAuthorized", "messageNotAvailable"],
    [{ type: "gear", key: "headAccessory_special_blackHeadband" }, "NotAuthorized", "alreadyHave"],
    [
      { type: "gear", key: "headAccessory_special_bearEars", quantity: 2 },
      "NotAuthorized",
      "messageNotAbleToBuyInBulk",
    ],
    [{ type: "eggs", key: "Wolf", quantity: 10 }, "NotAuthorized", "notEnoughGems"],
  ] as const)("refuses %o", (params, name, key) =>
    expectGameError(() => purchaseWithGems(gems(), params, SPRING), name, key),
  );
  it("quest eggs after their quest", () => {
    const user = gems(5, (u) => (u.achievements.quests.gryphon = 1));
    expect(purchaseWithGems(user, { type: "eggs", key: "Gryphon" }, SPRING).user.items.eggs.Gryphon).toBe(1);
  });
});

describe("hourglasses", () => {
  const traveller = (trinkets = 2) => makeUser((u) => (u.purchased.plan.consecutive.trinkets = trinkets));
  it("buys a time-travel pet, mount and quest", () => {
    expect(
      purchaseWithHourglass(traveller(), { type: "pets", key: "Mammoth-Base" }).user.items.pets["Mammoth-Base"],
    ).toBe(5);
    const mount = purchaseWithHourglass(traveller(), { type: "mounts", key: "Phoenix-Base" });
    expect(mount.user.items.mounts["Phoenix-Base"]).toBe(true);
    expect(mount.user.purchased.plan.consecutive.trinkets).toBe(1);
    expect(mount.message).toBe("hourglassPurchase");
    expect(
      purchaseWithHourglass(traveller(), { type: "quests", key: "robot", quantity: 2 }).user.items.quests.robot,
    ).toBe(2);
  });
  it("buys an hourglass background", () => {
    const backgrounds = {
      clocktower: { key: "clocktower", price: 1, currency: "hourglasses" },
      beach: { key: "beach", price: 7 },
    };
    expect(
      purchaseWithHourglass(traveller(), { type: "backgrounds", key: "clocktower" }, backgrounds).user.purchased
        .background.clocktower,
    ).toBe(true);
    expectGameError(
      () => purchaseWithHourglass(traveller(), { type: "backgrounds", key: "beach" }, backgrounds),
      "NotAuthorized",
      "notAllowedHourglass",
    );
    const owner = traveller();
    owner.purchased.background.clocktower = true;
    expectGameError(
      () => purchaseWithHourglass(owner, { type: "backgrounds", key: "clocktower" }, backgrounds),
      "NotAuthorized",
      "backgroundAlreadyOwned",
    );
  });
  it.each([
    [traveller(), { type: "pets" }, "BadRequest", "missingKeyParam"],
    [traveller(), { key: "x" }, "BadRequest", "missingTypeParam"],
    [traveller(), { type: "eggs", key: "Wolf" }, "NotAuthorized", "typeNotAllowedHourglass"],
    [traveller(), { type: "pets", key: "Wolf-Base" }, "NotAuthorized", "notAllowedHourglass"],
    [traveller(), { type: "quests", key: "gryphon" }, "NotAuthorized", "notAllowedHourglass"],
    [traveller(0), { type: "pets", key: "Mammoth-Base" }, "NotAuthorized", "notEnoughHourglasses"],
    [traveller(), { type: "pets", key: "Mammoth-Base", quantity: 2 }, "NotAuthorized", "messageNotAbleToBuyInBulk"],
  ] as const)("refuses case %#", (user, params, name, key) =>
    expectGameError(() => purchaseWithHourglass(user, params), name, key),
  );
  it("refuses owned pets and mounts", () => {
    const user = traveller();
    user.items.pets["Mammoth-Base"] = 5;
    user.items.mounts["Mammoth-Base"] = true;
    expectGameError(
      () => purchaseWithHourglass(user, { type: "pets", key: "Mammoth-Base" }),
      "NotAuthorized",
      "petsAlreadyOwned",
    );
    expectGameError(
      () => purchaseWithHourglass(user, { type: "mounts", key: "Mammoth-Base" }),
      "NotAuthorized",
      "mountsAlreadyOwned",
    );
  });
  it("mystery sets for one hourglass", () => {
    const { user, message } = buyMysterySet(traveller(), { key: "201509" }, NOW);
    // The September 2015 set (on sale in March and September) is a helm and an armor (website/common/script/content/gear/sets/mystery.js).
    expect(
      Object.keys(user.items.gear.owned)
        .filter((key) => key.includes("mystery_201509"))
        .sort(),
    ).toEqual(["armor_mystery_201509", "head_mystery_201509"]);
    expect(user.purchased.plan.consecutive.trinkets).toBe(1);
    expect(message).toBe("hourglassPurchaseSet");
    expectGameError(() => buyMysterySet(traveller(), { key: "209912" }, NOW), "NotFound", "mysterySetNotFound");
    // January's set waits for January or July.
    expectGameError(() => buyMysterySet(traveller(), { key: "201501" }, NOW), "NotFound", "mysterySetNotFound");
    expectGameError(() => buyMysterySet(traveller(0), { key: "201509" }, NOW), "NotAuthorized", "notEnoughHourglasses");
    expectGameError(() => buyMysterySet(user, { key: "201509" }, NOW), "NotFound", "mysterySetNotFound");
  });
});

describe("mystery items and special spells", () => {
  it("opens one mystery item at a time", () => {
    const user = makeUser((u) => (u.purchased.plan.mysteryItems = ["head_mystery_201501", "armor_mystery_201501"]));
    const first = openMysteryItem(user);
    expect(first.user.items.gear.owned.head_mystery_201501).toBe(true);
    expect(first.user.purchased.plan.mysteryItems).toEqual(["armor_mystery_201501"]);
    const second = openMysteryItem(first.user);
    expectGameError(() => openMysteryItem(second.user), "BadRequest", "mysteryItemIsEmpty");
  });
  it("seasonal spells in season, debuff potions always", () => {
    const user = makeUser((u) => {
      u.stats.gp = 100;
      u.stats.buffs.snowball = true;
    });
    const bought = buySpecialSpell(user, { key: "snowball", quantity: 2 }, WINTER);
    expect(bought.user.items.special.snowball).toBe(2);
    expect(bought.user.stats.gp).toBe(70);
    const salted = buySpecialSpell(user, { key: "salt" }, SPRING);
    expect(salted.user.stats.buffs.snowball).toBe(false);
    expect(salted.user.stats.gp).toBe(95);
    expectGameError(() => buySpecialSpell(user, { key: "snowball" }, SPRING), "NotAuthorized", "messageNotAvailable");
    expectGameError(() => buySpecialSpell(user, { key: "nope" }, SPRING), "NotFound", "spellNotFound");
    expectGameError(
      () => buySpecialSpell(makeUser(), { key: "salt" }, SPRING),
      "NotAuthorized",
      "messageNotEnoughGold",
    );
  });
});

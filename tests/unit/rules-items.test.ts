import { describe, expect, it } from "vitest";
import { STANDARD_PET_KEYS } from "../../content/data/pets";
import { equip, unequip } from "../../content/rules/equip";
import { feed } from "../../content/rules/feed";
import { hatch } from "../../content/rules/hatch";
import { releaseBoth, releaseMounts, releasePets } from "../../content/rules/release";
import { sell } from "../../content/rules/sell";
import type { User } from "../../content/rules/types";
import { expectGameError } from "./rules-errors-helper";
import { ctxAt, makeUser } from "./rules-fixtures";

describe("hatch", () => {
  const withItems = () =>
    makeUser((u) => {
      u.items.eggs = { Wolf: 1, Gryphon: 1 };
      u.items.hatchingPotions = { Base: 1, Cupid: 1, Veggie: 1 };
    });
  it("hatches a pet at 5 and uses egg and potion", () => {
    const { user, message } = hatch(withItems(), { egg: "Wolf", hatchingPotion: "Base" }, ctxAt());
    expect(user.items.pets["Wolf-Base"]).toBe(5);
    expect(user.items.eggs.Wolf).toBe(0);
    expect(user.items.hatchingPotions.Base).toBe(0);
    expect(user.achievements.hatchedPet).toBe(true);
    expect(message).toBe("messageHatched");
  });
  it("premium potions work on drop eggs", () => {
    expect(hatch(withItems(), { egg: "Wolf", hatchingPotion: "Cupid" }, ctxAt()).user.items.pets["Wolf-Cupid"]).toBe(5);
  });
  it.each([
    [{ egg: "Wolf" }, "BadRequest", "eggAndPotionRequired"],
    [{ egg: "Fox", hatchingPotion: "Base" }, "NotFound", "messageMissingEggPotion"],
    [{ egg: "Gryphon", hatchingPotion: "Cupid" }, "BadRequest", "messageInvalidEggPotionCombo"],
    [{ egg: "Gryphon", hatchingPotion: "Veggie" }, "BadRequest", "messageInvalidEggPotionCombo"],
  ] as const)("refuses %o", (params, name, key) => {
    expectGameError(() => hatch(withItems(), params, ctxAt()), name, key);
  });
  it("refuses a pet already owned", () => {
    const user = withItems();
    user.items.pets["Wolf-Base"] = 10;
    expectGameError(
      () => hatch(user, { egg: "Wolf", hatchingPotion: "Base" }, ctxAt()),
      "NotAuthorized",
      "messageAlreadyPet",
    );
  });
});

describe("feed", () => {
  const withPet = (value = 5) =>
    makeUser((u) => {
      u.items.pets = { "Wolf-Base": value, "Wolf-Cupid": 5, "Wolf-Veggie": 5, "Wolf-Veteran": 5 };
      u.items.food = { Meat: 20, Milk: 20, Saddle: 1 };
      u.items.currentPet = "Wolf-Base";
    });
  it.each([
    ["liked food", "Wolf-Base", "Meat", 10, "messageLikesFood"],
    ["other food", "Wolf-Base", "Milk", 7, "messageDontEnjoyFood"],
    ["premium pets like everything", "Wolf-Cupid", "Milk", 10, "messageLikesFood"],
  ])("%s", (_name, pet, food, value, message) => {
    const result = feed(withPet(), { pet, food }, ctxAt());
    expect(result.data).toBe(value);
    expect(result.message).toBe(message);
    expect(result.user.items.food[food]).toBe(19);
    expect(result.user.achievements.fedPet).toBe(true);
  });
  it("becomes a mount at 50", () => {
    const result = feed(withPet(45), { pet: "Wolf-Base", food: "Meat" }, ctxAt());
    expect(result.user.items.pets["Wolf-Base"]).toBe(-1);
    expect(result.user.items.mounts["Wolf-Base"]).toBe(true);
    expect(result.user.items.currentPet).toBe("");
    expect(result.message).toBe("messageEvolve");
  });
  it("feeds several at once", () => {
    expect(feed(withPet(), { pet: "Wolf-Base", food: "Meat", amount: 3 }, ctxAt()).data).toBe(20);
  });
  it("the saddle evolves at once", () => {
    const result = feed(withPet(), { pet: "Wolf-Base", food: "Saddle" }, ctxAt());
    expect(result.user.items.mounts["Wolf-Base"]).toBe(true);
    expect(result.user.items.food.Saddle).toBe(0);
  });
  it.each([
    [{ pet: "Wolf-Base" }, "BadRequest", "petAndFoodRequired"],
    [{ pet: "Nope-Base", food: "Meat" }, "BadRequest", "invalidPetName"],
    [{ pet: "Wolf-Base", food: "Nope" }, "NotFound", "messageFoodNotFound"],
    [{ pet: "Fox-Base", food: "Meat" }, "NotFound", "petNotFound"],
    [{ pet: "Wolf-Base", food: "Honey" }, "NotFound", "messageFoodNotFound"],
    [{ pet: "Wolf-Veteran", food: "Meat" }, "NotAuthorized", "messageCannotFeedPet"],
    [{ pet: "Wolf-Veggie", food: "Meat" }, "NotAuthorized", "messageCannotFeedPet"],
    [{ pet: "Wolf-Base", food: "Meat", amount: -1 }, "BadRequest", "invalidAmount"],
    [{ pet: "Wolf-Base", food: "Meat", amount: 21 }, "NotAuthorized", "notEnoughFood"],
    [{ pet: "Wolf-Base", food: "Meat", amount: 10 }, "NotAuthorized", "tooMuchFood"],
  ] as const)("refuses %o", (params, name, key) => {
    expectGameError(() => feed(withPet(), params, ctxAt()), name, key);
  });
  it("refuses a mount", () => {
    const user = withPet();
    user.items.mounts["Wolf-Base"] = true;
    expectGameError(
      () => feed(user, { pet: "Wolf-Base", food: "Meat" }, ctxAt()),
      "NotAuthorized",
      "messageAlreadyMount",
    );
  });
});

describe("equip", () => {
  const owner = () =>
    makeUser((u) => {
      u.items.gear.owned = {
        ...u.items.gear.owned,
        weapon_wizard_1: true,
        shield_warrior_1: true,
        armor_warrior_1: true,
      };
      u.items.pets = { "Wolf-Base": 5 };
      u.items.mounts = { "Wolf-Base": true };
    });
  it("equips and toggles off to the base item", () => {
    const on = equip(owner(), { type: "equipped", key: "armor_warrior_1" });
    expect(on.user.items.gear.equipped.armor).toBe("armor_warrior_1");
    const off = equip(on.user, { type: "equipped", key: "armor_warrior_1" });
    expect(off.user.items.gear.equipped.armor).toBe("armor_base_0");
    expect(off.message).toBe("messageUnEquipped");
  });
  it("a two-handed weapon takes off the shield and back", () => {
    const shielded = equip(owner(), { type: "equipped", key: "shield_warrior_1" }).user;
    const wizard = equip(shielded, { type: "equipped", key: "weapon_wizard_1" });
    expect(wizard.user.items.gear.equipped.shield).toBe("shield_base_0");
    expect(wizard.message).toBe("messageTwoHandedEquip");
    const back = equip(wizard.user, { type: "equipped", key: "shield_warrior_1" });
    expect(back.user.items.gear.equipped.weapon).toBe("weapon_base_0");
    expect(back.message).toBe("messageTwoHandedUnequip");
  });
  it("costume is separate", () => {
    const { user } = equip(owner(), { type: "costume", key: "armor_warrior_1" });
    expect(user.items.gear.costume.armor).toBe("armor_warrior_1");
    expect(user.items.gear.equipped.armor).toBe("armor_base_0");
  });
  it("pets and mounts toggle", () => {
    const pet = equip(owner(), { type: "pet", key: "Wolf-Base" }).user;
    expect(pet.items.currentPet).toBe("Wolf-Base");
    expect(equip(pet, { type: "pet", key: "Wolf-Base" }).user.items.currentPet).toBe("");
    expect(equip(owner(), { type: "mount", key: "Wolf-Base" }).user.items.currentMount).toBe("Wolf-Base");
  });
  it.each([
    [{ type: "equipped" }, "BadRequest", "missingKeyParam"],
    [{ type: "hat", key: "x" }, "BadRequest", "invalidEquipType"],
    [{ type: "equipped", key: "armor_rogue_5" }, "NotFound", "gearNotOwned"],
    [{ type: "pet", key: "Fox-Base" }, "NotFound", "petNotOwned"],
    [{ type: "mount", key: "Fox-Base" }, "NotFound", "mountNotOwned"],
  ] as const)("refuses %o", (params, name, key) => {
    expectGameError(() => equip(owner(), params), name, key);
  });
  it("unequips by type", () => {
    const dressed = equip(owner(), { type: "equipped", key: "armor_warrior_1" }).user;
    expect(unequip(dressed, { type: "equipped" }).user.items.gear.equipped.armor).toBe("armor_base_0");
    expect(unequip(dressed, { type: "background" }).user.preferences.background).toBe("");
    expect(unequip(dressed, { type: "all" }).user.items.gear.equipped.weapon).toBe("weapon_base_0");
    expectGameError(() => unequip(dressed, { type: "hat" }), "BadRequest", "invalidEquipType");
  });
});

describe("sell", () => {
  const seller = () =>
    makeUser((u) => {
      u.items.eggs = { Wolf: 2 };
      u.items.hatchingPotions = { Golden: 1 };
      u.items.food = { Saddle: 1, Meat: 1 };
    });
  it.each([
    ["eggs", "Wolf", 2, 6],
    ["hatchingPotions", "Golden", 1, 5],
    ["food", "Meat", 1, 1],
  ] as const)("sells %s %s x%i for %i gold", (type, key, amount, gold) => {
    const { user } = sell(seller(), { type, key, amount });
    expect(user.stats.gp).toBe(gold);
    expect(user.items[type][key]).toBe(0);
  });
  it.each([
    [{ key: "Wolf" }, "BadRequest", "typeRequired"],
    [{ type: "eggs" }, "BadRequest", "missingKeyParam"],
    [{ type: "gear", key: "x" }, "NotAuthorized", "typeNotSellable"],
    [{ type: "food", key: "Saddle" }, "NotAuthorized", "saddleNotSellable"],
    [{ type: "eggs", key: "Wolf", amount: -1 }, "BadRequest", "positiveAmountRequired"],
    [{ type: "eggs", key: "Fox" }, "NotFound", "userItemsKeyNotFound"],
    [{ type: "eggs", key: "Wolf", amount: 3 }, "NotFound", "userItemsNotEnough"],
  ] as const)("refuses %o", (params, name, key) => {
    expectGameError(() => sell(seller(), params), name, key);
  });
});

describe("release", () => {
  const collector = (fill: (u: User) => void = () => {}) =>
    makeUser((u) => {
      u.balance = 2;
      for (const key of STANDARD_PET_KEYS) {
        u.items.pets[key] = 5;
        u.items.mounts[key] = true;
      }
      u.items.currentPet = STANDARD_PET_KEYS[0];
      fill(u);
    });
  it("releases pets for 1 balance and counts beast master", () => {
    const { user, message } = releasePets(collector());
    expect(user.balance).toBe(1);
    expect(user.items.pets[STANDARD_PET_KEYS[0]]).toBe(0);
    expect(user.items.currentPet).toBe("");
    expect(user.achievements.beastMasterCount).toBe(1);
    expect(message).toBe("petsReleased");
  });
  it("releases mounts", () => {
    const { user } = releaseMounts(collector());
    expect(user.items.mounts[STANDARD_PET_KEYS[0]]).toBeNull();
    expect(user.achievements.mountMasterCount).toBe(1);
  });
  it("releases both with triad bingo", () => {
    const { user, message } = releaseBoth(collector((u) => (u.achievements.triadBingo = true)));
    expect(user.achievements.triadBingoCount).toBe(1);
    expect(message).toBe("mountsAndPetsReleased");
  });
  it.each([
    ["pets without gems", () => releasePets(collector((u) => (u.balance = 0.5))), "notEnoughGems"],
    [
      "pets missing one",
      () => releasePets(collector((u) => delete u.items.pets[STANDARD_PET_KEYS[3]])),
      "notEnoughPets",
    ],
    ["mounts without gems", () => releaseMounts(collector((u) => (u.balance = 0))), "notEnoughGems"],
    [
      "mounts missing one",
      () => releaseMounts(collector((u) => (u.items.mounts[STANDARD_PET_KEYS[3]] = null))),
      "notEnoughMounts",
    ],
    ["both without bingo", () => releaseBoth(collector()), "notEnoughPetsMounts"],
    [
      "both without gems",
      () =>
        releaseBoth(
          collector((u) => Object.assign(u, { balance: 0 }, { achievements: { ...u.achievements, triadBingo: true } })),
        ),
      "notEnoughGems",
    ],
  ])("refuses %s", (_name, op, key) => {
    expectGameError(op, "NotAuthorized", key);
  });
});

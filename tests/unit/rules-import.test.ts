/**
 * Bringing owned items across from the original game: as its API reports them (verified), or
 * from an uploaded data export where the operator trusts files. The keys are the original's, so
 * every owned item has its counterpart here.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { gear } from "../../content/data/gear";
import { IMPORT_COUNT_CAP, importOwnedItems, isRewardOnlyGear, mergeOwnedItems } from "../../content/rules/importItems";
import { expectGameError } from "./rules-errors-helper";
import { makeUser } from "./rules-fixtures";
import original from "./fixtures/original-content-keys.json";

type Json = Record<string, any>;
const exported: Json = JSON.parse(readFileSync(path.join(__dirname, "fixtures", "userdata-items.json"), "utf8"));
const LEFT_OUT = ["gear weapon_special_nonsenseKey", "pet Unicorn-Purple", "food Meat"];

describe("importing the items of a userdata.json", () => {
  const { user, data, message } = importOwnedItems(makeUser(), exported);

  it("carries every owned item whose key exists (all of them but the made-up ones)", () => {
    expect(message).toBe("itemsImported");
    expect(data.leftOut.sort()).toEqual([...LEFT_OUT].sort());
    const left = new Set(LEFT_OUT.map((entry) => entry.split(" ")[1]));
    for (const [key, owned] of Object.entries<boolean>(exported.items.gear.owned))
      if (!left.has(key)) expect(user.items.gear.owned[key], key).toBe(owned);
    for (const [key, value] of Object.entries<number>(exported.items.pets))
      if (!left.has(key)) expect(user.items.pets[key], key).toBe(value);
    for (const [key, value] of Object.entries(exported.items.mounts))
      if (value === true) expect(user.items.mounts[key], key).toBe(true);
    for (const bag of ["eggs", "hatchingPotions", "food", "quests"] as const) {
      for (const [key, count] of Object.entries<number>(exported.items[bag])) {
        if (left.has(key) || count === 0) continue;
        expect(user.items[bag][key], `${bag} ${key}`).toBe(count);
      }
    }
    expect(user.items.special).toMatchObject({ snowball: 2, shinySeed: 1 });
    for (const key of Object.keys(exported.purchased.background))
      expect(user.purchased.background[key], key).toBe(true);
    expect(user.purchased.hair).toMatchObject({
      color: { rainbow: true, pblue2: true, winterstar: true },
      base: { "7": true, "14": true },
      beard: { "2": true },
      mustache: { "1": true },
    });
    expect(user.purchased.skin).toMatchObject({ bear: true, pastelRainbowDiagonal: true, zombie2: true });
    expect(user.purchased.shirt).toMatchObject({ convict: true, cross: true });
  });

  it("counts what came across (not what the player already had) and wears what was worn", () => {
    const fresh = makeUser();
    const newGear = Object.entries<boolean>(exported.items.gear.owned).filter(
      ([key, owned]) => owned && key !== "weapon_special_nonsenseKey" && !fresh.items.gear.owned[key],
    ).length;
    const newBackgrounds = Object.keys(exported.purchased.background).filter(
      (key) => !fresh.purchased.background[key],
    ).length;
    expect([newGear, newBackgrounds]).toEqual([51, 10]);
    expect(data.imported).toEqual({
      gear: newGear,
      pets: 15,
      mounts: 6,
      eggs: 5,
      hatchingPotions: 5,
      food: 6,
      // The Dust Bunnies scroll every new player starts with is not counted.
      quests: 5,
      special: 2,
      backgrounds: newBackgrounds,
      customizations: 12,
    });
    expect(user.items.gear.equipped).toMatchObject(exported.items.gear.equipped);
    expect(user.items.gear.costume).toMatchObject(exported.items.gear.costume);
    expect(user.items).toMatchObject({ currentPet: "Wolf-Base", currentMount: "Dragon-Hydra" });
    expect(user.flags.itemsImported).toBe(true);
  });

  // Walks every item of the game several times: CPU-heavy, so it has its own time limit.
  it("an account owning every item of the original loses nothing when its API reports it", () => {
    const everything = {
      items: {
        gear: { owned: Object.fromEntries(original.gear.map((key) => [key, true])) },
        pets: Object.fromEntries(original.pets.map((key) => [key, 5])),
        mounts: Object.fromEntries(original.mounts.map((key) => [key, true])),
        eggs: Object.fromEntries(original.eggs.map((key) => [key, 1])),
        hatchingPotions: Object.fromEntries(original.hatchingPotions.map((key) => [key, 1])),
        food: Object.fromEntries(original.food.map((key) => [key, 1])),
        quests: Object.fromEntries(original.quests.map((key) => [key, 1])),
      },
      purchased: {
        background: Object.fromEntries(original.backgrounds.map((key) => [key, true])),
        skin: Object.fromEntries(original.customizations.skin.map((key) => [key, true])),
        shirt: Object.fromEntries(original.customizations.shirt.map((key) => [key, true])),
        hair: Object.fromEntries(
          (["color", "base", "bangs", "beard", "mustache", "flower"] as const).map((kind) => [
            kind,
            Object.fromEntries(original.customizations[kind].map((key) => [key, true])),
          ]),
        ),
      },
    };
    const result = { user: makeUser(), data: { leftOut: [] as string[] } };
    result.data = mergeOwnedItems(result.user, everything.items, everything.purchased, "original");
    expect(result.data.leftOut).toEqual([]);
    const items = result.user.items;
    expect(original.gear.filter((key) => items.gear.owned[key] !== true)).toEqual([]);
    expect(original.pets.filter((key) => items.pets[key] !== 5)).toEqual([]);
    expect(original.mounts.filter((key) => items.mounts[key] !== true)).toEqual([]);
    // Counts are added to what a new hero already has (the Dust Bunnies scroll every hero starts with).
    const before = makeUser().items;
    for (const bag of ["eggs", "hatchingPotions", "food", "quests"] as const)
      expect(
        original[bag].filter((key) => items[bag][key] !== (before[bag][key] ?? 0) + 1),
        bag,
      ).toEqual([]);
    expect(original.backgrounds.filter((key) => result.user.purchased.background[key] !== true)).toEqual([]);
    expect(original.customizations.skin.filter((key) => result.user.purchased.skin[key] !== true)).toEqual([]);
    expect(original.customizations.color.filter((key) => result.user.purchased.hair.color?.[key] !== true)).toEqual([]);
  }, 30_000);

  it("never multiplies what the player has, caps counts, and runs once per account", () => {
    const rich = makeUser((u) => {
      u.items.eggs = { Dragon: 7 };
      u.items.pets = { "Wolf-Base": -1 };
    });
    const result = importOwnedItems(rich, {
      items: { eggs: { Dragon: 2, Fox: 1_000_000 }, pets: { "Wolf-Base": 30 } },
    });
    expect(result.user.items.eggs).toEqual({ Dragon: 7, Fox: IMPORT_COUNT_CAP });
    expect(result.user.items.pets["Wolf-Base"]).toBe(-1);
    expectGameError(() => importOwnedItems(result.user, exported), "NotAuthorized", "itemsAlreadyImported");
    expectGameError(() => importOwnedItems(makeUser(), { tasks: {} }), "BadRequest", "importHasNoItems");
    expectGameError(() => importOwnedItems(makeUser(), "not an export"), "BadRequest", "importHasNoItems");
  });

  it("a file never brings what only a contributor, a backer or a bug reporter may own", () => {
    const rewards = Object.values(gear)
      .filter(isRewardOnlyGear)
      .map((item) => item.key);
    expect(rewards).toEqual(expect.arrayContaining(["weapon_special_critical", "armor_special_2", "weapon_special_0"]));
    const owned = Object.fromEntries([...rewards, "weapon_warrior_1"].map((key) => [key, true]));
    const fromFile = importOwnedItems(makeUser(), { items: { gear: { owned } } });
    expect(fromFile.data.leftOut.sort()).toEqual(rewards.map((key) => `gear ${key}`).sort());
    expect(rewards.filter((key) => fromFile.user.items.gear.owned[key] !== undefined)).toEqual([]);
    expect(fromFile.user.items.gear.owned.weapon_warrior_1).toBe(true);
    // The original's own API proves them: they come across from there.
    const verified = makeUser();
    expect(mergeOwnedItems(verified, { gear: { owned } }, {}, "original").leftOut).toEqual([]);
    expect(rewards.filter((key) => verified.items.gear.owned[key] !== true)).toEqual([]);
  });

  it("adds the original's counts to the player's own, up to the cap; a file's larger count wins", () => {
    const bags = { eggs: { Dragon: 3, Fox: 9998 }, food: { Meat: 2.5, Milk: -1 }, special: { snowball: 2 } };
    const verified = makeUser((u) => {
      u.items.eggs = { Dragon: 7, Fox: 5 };
      u.items.special = { snowball: 1 };
    });
    const added = mergeOwnedItems(verified, bags, {}, "original");
    expect(verified.items.eggs).toEqual({ Dragon: 10, Fox: IMPORT_COUNT_CAP });
    expect(verified.items.special.snowball).toBe(3);
    expect(added.leftOut.sort()).toEqual(["food Meat", "food Milk"]);
    const filed = makeUser((u) => {
      u.items.eggs = { Dragon: 7, Fox: 5 };
    });
    mergeOwnedItems(filed, bags, {}, "file");
    expect(filed.items.eggs).toEqual({ Dragon: 7, Fox: 9998 });
  });

  it("looks keys up as own properties only", () => {
    const user = makeUser();
    const hostile = JSON.parse(
      '{"eggs":{"__proto__":5,"constructor":5,"toString":5},"pets":{"__proto__":5,"hasOwnProperty":5},"gear":{"owned":{"__proto__":true,"constructor":true}},"quests":{"valueOf":3}}',
    );
    const { leftOut } = mergeOwnedItems(user, hostile, JSON.parse('{"background":{"__proto__":true}}'), "original");
    expect(leftOut.length).toBe(9);
    expect(Object.keys(user.items.eggs)).toEqual([]);
    expect(Object.hasOwn(user.items.gear.owned, "constructor")).toBe(false);
    expect(({} as Record<string, unknown>).constructor).toBe(Object);
  });
});

import { describe, expect, it } from "vitest";
import { capByLevel, diminishingReturns, toNextLevel, totalExperience } from "../../content/rules/levels";
import { applyStatChanges } from "../../content/rules/levelUp";
import { computeStats, maxMana } from "../../content/rules/stats";
import { makeUser } from "./rules-fixtures";

describe("toNextLevel", () => {
  it.each([
    [1, 25],
    [2, 50],
    [3, 75],
    [4, 100],
    [5, 150],
    [6, 210],
    [10, 260],
    [50, 1260],
    [100, 3640],
  ])("level %i needs %i", (lvl, exp) => expect(toNextLevel(lvl)).toBe(exp));
});

describe("helpers", () => {
  it("caps levels at 100 for bonuses", () => {
    expect(capByLevel(99)).toBe(99);
    expect(capByLevel(150)).toBe(100);
  });
  it("diminishing returns reach half of max at halfway", () => {
    expect(diminishingReturns(10, 20, 10)).toBe(10);
    expect(diminishingReturns(30, 75)).toBeCloseTo(33.3333, 4);
  });
  it("total experience adds every threshold passed", () => {
    expect(totalExperience(1, 10)).toBe(10);
    expect(totalExperience(3, 5)).toBe(25 + 50 + 5);
  });
});

describe("computeStats", () => {
  it("adds base, buffs, level bonus and gear with class bonus", () => {
    const user = makeUser((u) => {
      u.stats.lvl = 11;
      u.stats.str = 3;
      u.stats.buffs.str = 2;
      u.items.gear.equipped.weapon = "weapon_warrior_1";
      u.items.gear.equipped.armor = "armor_rogue_1";
    });
    const gear = { weapon_warrior_1: { str: 3, klass: "warrior" }, armor_rogue_1: { per: 6, klass: "rogue" } };
    const stats = computeStats(user, gear);
    expect(stats.str).toBe(3 + 2 + 5 + 3 + 1.5);
    expect(stats.per).toBe(5 + 6);
    expect(stats.int).toBe(5);
    expect(stats.maxMP).toBe(40);
    expect(maxMana(0)).toBe(30);
  });
});

describe("applyStatChanges", () => {
  it("levels up, restores health and gives a point per level", () => {
    const user = makeUser((u) => (u.stats.hp = 20));
    const report = applyStatChanges(user, { hp: 20, gp: 5, exp: 80 });
    expect(report).toMatchObject({ leveledUp: true, levelFrom: 1, levelTo: 3, itemsJustEnabled: true });
    expect(user.stats).toMatchObject({ lvl: 3, exp: 5, hp: 50, gp: 5, points: 3 });
    expect(user.flags.itemsEnabled).toBe(true);
  });
  it("auto-allocates instead of giving points", () => {
    const user = makeUser((u) => {
      u.preferences.automaticAllocation = true;
      u.preferences.allocationMode = "flat";
    });
    applyStatChanges(user, { hp: 50, gp: 0, exp: 25 });
    expect(user.stats.points).toBe(0);
    expect(user.stats.int).toBe(1);
  });
  it("floors hp at 0 and gold at 0", () => {
    const user = makeUser();
    const report = applyStatChanges(user, { hp: -3, gp: -1, exp: 0 });
    expect(user.stats.hp).toBe(0);
    expect(user.stats.gp).toBe(0);
    expect(report.died).toBe(true);
  });
  it("drops level quests at 15, 30, 40 and 60 once", () => {
    const user = makeUser((u) => (u.stats.lvl = 14));
    const report = applyStatChanges(user, { hp: 50, gp: 0, exp: toNextLevel(14) });
    expect(report.questDrops).toEqual(["atom1"]);
    expect(user.items.quests.atom1).toBe(1);
    expect(applyStatChanges(user, { hp: 50, gp: 0, exp: 0 }).questDrops).toEqual([]);
  });
  it("enables rebirth at 50", () => {
    const user = makeUser((u) => (u.stats.lvl = 49));
    expect(applyStatChanges(user, { hp: 50, gp: 0, exp: toNextLevel(49) }).rebirthJustEnabled).toBe(true);
  });
  it("gives no points past the stat-point cap", () => {
    const user = makeUser((u) => {
      u.stats.lvl = 100;
      u.stats.str = 100;
    });
    applyStatChanges(user, { hp: 50, gp: 0, exp: toNextLevel(100) });
    expect(user.stats.lvl).toBe(101);
    expect(user.stats.points).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { chooseDrop, dailyDropCap, dropChance, droppableFood, grantFirstDrops, rollDrop } from "../../content/rules/drops";
import type { Random } from "../../content/rules/random";
import { scoreTask } from "../../content/rules/score";
import { ctxAt, makeTask, makeUser, NOW } from "./rules-fixtures";

const fixed = (...values: number[]): Random => {
  let i = 0;
  return { next: () => values[Math.min(i++, values.length - 1)] };
};

describe("dropChance", () => {
  it("a neutral easy task", () => {
    const base = 21.27 / 150 + 0.02;
    expect(dropChance({ task: makeTask("todo"), per: 0 })).toBeCloseTo((0.75 * base) / (base + 0.375), 12);
  });
  it("multipliers: priority, streak, perception, checklist, crit", () => {
    const task = makeTask("daily", { priority: 2, streak: 10, checklist: [{ id: "a", text: "a", completed: true }] });
    const base = (21.27 / 150 + 0.02) * 2 * 1.1 * 1.5 * 1.5 * 1.5;
    expect(dropChance({ task, per: 50, crit: 1.5 })).toBeCloseTo((0.75 * base) / (base + 0.375), 12);
  });
  it("very red tasks cap the base at 37.5", () => {
    const base = 37.5 / 150 + 0.02;
    expect(dropChance({ task: makeTask("todo", { value: -40 }), per: 0 })).toBeCloseTo((0.75 * base) / (base + 0.375), 12);
  });
});

describe("daily cap", () => {
  it.each([
    [0, false, 5],
    [50, false, 7],
    [50, true, 14],
  ])("perception %d subscribed %s -> %d", (per, subscribed, cap) => {
    const user = makeUser((u) => {
      if (subscribed) u.purchased.plan.customerId = "c";
    });
    expect(dailyDropCap(user, per, NOW)).toBe(cap);
  });
});

describe("chooseDrop", () => {
  it.each([
    [0.7, "Food"],
    [0.5, "Egg"],
    [0.01, "HatchingPotion"],
  ])("rarity %d gives %s", (rarity, type) => expect(chooseDrop(fixed(rarity, 0)).type).toBe(type));
  it.each([
    [0.01, "Golden"],
    [0.05, "Zombie"],
    [0.1, "Red"],
    [0.25, "Base"],
  ])("potion rarity %d gives the %s tier", (rarity, key) => expect(chooseDrop(fixed(rarity, 0)).key).toBe(key));
  it("seasonal food drops during its season", () => {
    expect(droppableFood("Cake").every((key) => key.startsWith("Cake_"))).toBe(true);
    expect(droppableFood()).toContain("Meat");
    expect(droppableFood()).not.toContain("Saddle");
  });
});

describe("rollDrop", () => {
  it("drops and counts, then stops at the cap", () => {
    const user = makeUser((u) => (u.flags.dropsEnabled = true));
    const outcome = rollDrop(user, makeTask("todo"), { per: 0 }, { now: NOW, random: fixed(0) });
    expect(outcome.drop).toEqual({ type: "HatchingPotion", key: "Golden" });
    expect(user.items.hatchingPotions.Golden).toBe(1);
    expect(user.items.lastDrop.count).toBe(1);
    user.items.lastDrop.count = 5;
    expect(rollDrop(user, makeTask("todo"), { per: 0 }, { now: NOW, random: fixed(0) }).drop).toBeUndefined();
  });
  it("the counter of another day does not count", () => {
    const user = makeUser((u) => {
      u.flags.dropsEnabled = true;
      u.items.lastDrop = { date: "2026-03-01T00:00:00.000Z", count: 5 };
    });
    expect(rollDrop(user, makeTask("todo"), { per: 0 }, { now: NOW, random: fixed(0) }).drop).toBeDefined();
  });
  it("finds collection-quest items", () => {
    const user = makeUser((u) => (u.party.quest.key = "atom1"));
    expect(rollDrop(user, makeTask("todo"), { per: 0 }, { now: NOW, random: fixed(0) }).collected).toBe(1);
    expect(user.party.quest.progress.collectedItems).toBe(1);
  });
  it("no drops before items unlock", () => {
    const user = makeUser();
    expect(rollDrop(user, makeTask("todo"), { per: 0 }, { now: NOW, random: fixed(0) }).drop).toBeUndefined();
  });
  it("first drops: one drop egg and one drop potion", () => {
    const user = makeUser();
    const { egg, hatchingPotion } = grantFirstDrops(user, ctxAt());
    expect(user.items.eggs[egg]).toBe(1);
    expect(user.items.hatchingPotions[hatchingPotion]).toBe(1);
  });
  it("scoring reports the drop", () => {
    const user = makeUser((u) => (u.flags.dropsEnabled = true));
    const { data } = scoreTask(user, makeTask("todo"), { direction: "up" }, { now: NOW, random: fixed(0) });
    expect(data.drop).toBeDefined();
  });
});

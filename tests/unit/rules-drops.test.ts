import { describe, expect, it } from "vitest";
import {
  chooseDrop,
  dailyDropCap,
  dropChance,
  droppableFood,
  grantFirstDrops,
  rollDrop,
} from "../../content/rules/drops";
import type { Random } from "../../content/rules/random";
import { scoreTask } from "../../content/rules/score";
import { ctxAt, makeTask, makeUser, NOW } from "./rules-fixtures";

const fixed = (...values: number[]): Random => {
  let i = 0;
  return { next: () => values[Math.min(i++, values.length - 1)] };
};

// Formula: website/common/script/fns/randomDrop.js (new-player factor 1 + max(0, 80 - 5·level)/100).
describe("dropChance", () => {
  it("a neutral easy task at level 1: 0.3227", () => {
    const base = (21.27 / 150 + 0.02) * 1.75;
    expect(dropChance({ task: makeTask("todo"), per: 0, lvl: 1 })).toBeCloseTo((0.75 * base) / (base + 0.375), 12);
    expect(dropChance({ task: makeTask("todo"), per: 0, lvl: 1 })).toBeCloseTo(0.3227, 4);
  });
  it("the new-player factor fades by 5% a level and is gone from level 16", () => {
    const at = (lvl: number) => dropChance({ task: makeTask("todo"), per: 0, lvl });
    const base = (factor: number) => ((21.27 / 150 + 0.02) * factor * 0.75) / ((21.27 / 150 + 0.02) * factor + 0.375);
    expect(at(10)).toBeCloseTo(base(1.3), 12);
    expect(at(16)).toBeCloseTo(base(1), 12);
    expect(at(60)).toBeCloseTo(0.2261, 4);
  });
  it("multipliers: priority, streak, perception, checklist, crit", () => {
    const task = makeTask("daily", { priority: 2, streak: 10, checklist: [{ id: "a", text: "a", completed: true }] });
    const base = (21.27 / 150 + 0.02) * 2 * 1.1 * 1.5 * 1.5 * 1.5;
    expect(dropChance({ task, per: 50, crit: 1.5, lvl: 20 })).toBeCloseTo((0.75 * base) / (base + 0.375), 12);
  });
  it("very red tasks cap the base at 37.5", () => {
    const base = 37.5 / 150 + 0.02;
    expect(dropChance({ task: makeTask("todo", { value: -40 }), per: 0, lvl: 30 })).toBeCloseTo(
      (0.75 * base) / (base + 0.375),
      12,
    );
  });
});

/** A player who has had eggs, potions and food before (bags with keys, even used up). */
const seasoned = (u: ReturnType<typeof makeUser>) => {
  u.items.eggs = { Wolf: 0 };
  u.items.hatchingPotions = { Base: 0 };
  u.items.food = { Meat: 0 };
  u.achievements.completedTask = true;
};

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
    const user = makeUser(seasoned);
    const outcome = rollDrop(user, makeTask("todo"), { per: 0 }, { now: NOW, random: fixed(0) });
    expect(outcome.drop).toEqual({ type: "HatchingPotion", key: "Golden" });
    expect(user.items.hatchingPotions.Golden).toBe(1);
    expect(user.items.lastDrop.count).toBe(1);
    user.items.lastDrop.count = 5;
    expect(rollDrop(user, makeTask("todo"), { per: 0 }, { now: NOW, random: fixed(0) }).drop).toBeUndefined();
  });
  it("the counter of another day does not count", () => {
    const user = makeUser((u) => {
      seasoned(u);
      u.items.lastDrop = { date: "2026-03-01T00:00:00.000Z", count: 5 };
    });
    expect(rollDrop(user, makeTask("todo"), { per: 0 }, { now: NOW, random: fixed(0) }).drop).toBeDefined();
  });
  it("finds collection-quest items with the same chance", () => {
    const user = makeUser((u) => {
      seasoned(u);
      u.party.quest.key = "atom1";
    });
    expect(rollDrop(user, makeTask("todo"), { per: 0 }, { now: NOW, random: fixed(0) }).collected).toBe(1);
    expect(user.party.quest.progress.collectedItems).toBe(1);
  });
  // fns/randomDrop.js: no egg and no potion ever -> one of each, and that roll stops there.
  it("a player who never had an egg or a potion gets one of each and nothing else", () => {
    const user = makeUser((u) => (u.party.quest.key = "atom1"));
    const outcome = rollDrop(user, makeTask("todo"), { per: 0 }, { now: NOW, random: fixed(0) });
    expect(outcome.drop).toBeUndefined();
    expect(outcome.collected).toBe(0);
    expect(Object.values(user.items.eggs)).toEqual([1]);
    expect(Object.values(user.items.hatchingPotions)).toEqual([1]);
    expect(user.items.food).toEqual({});
  });
  it("food is certain while the player never had any, whatever the dice", () => {
    const user = makeUser((u) => {
      seasoned(u);
      u.items.food = {};
    });
    const outcome = rollDrop(user, makeTask("todo"), { per: 0 }, { now: NOW, random: fixed(0.99) });
    expect(outcome.drop?.type).toBe("Food");
    expect(Object.values(user.items.food)).toEqual([1]);
    expect(rollDrop(user, makeTask("todo"), { per: 0 }, { now: NOW, random: fixed(0.99) }).drop).toBeUndefined();
  });
  it("first drops: one drop egg and one drop potion", () => {
    const user = makeUser();
    const { egg, hatchingPotion } = grantFirstDrops(user, ctxAt());
    expect(user.items.eggs[egg]).toBe(1);
    expect(user.items.hatchingPotions[hatchingPotion]).toBe(1);
  });
  it("scoring reports the drop; the very first completed task rolls nothing; rewards roll too", () => {
    const user = makeUser(seasoned);
    expect(
      scoreTask(user, makeTask("todo"), { direction: "up" }, { now: NOW, random: fixed(0) }).data.drop,
    ).toBeDefined();
    const newcomer = makeUser();
    const first = scoreTask(newcomer, makeTask("todo"), { direction: "up" }, { now: NOW, random: fixed(0) });
    expect(first.data.drop).toBeUndefined();
    expect(first.data.firstDrops).toBeUndefined();
    expect(first.user.achievements.completedTask).toBe(true);
    const second = scoreTask(first.user, makeTask("todo"), { direction: "up" }, { now: NOW, random: fixed(0) });
    expect(second.data.firstDrops).toBeDefined();
    const rich = makeUser((u) => {
      seasoned(u);
      u.stats.gp = 20;
    });
    const reward = scoreTask(
      rich,
      makeTask("reward", { value: 10 }),
      { direction: "up" },
      { now: NOW, random: fixed(0) },
    );
    expect(reward.data.drop).toBeDefined();
    expect(reward.user.stats.gp).toBe(10);
  });
});

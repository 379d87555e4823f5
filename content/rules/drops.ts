/**
 * Item drops from scoring (issue 4 "Drops"): the chance formula, the daily cap, the kind and
 * rarity of the drop, collection-quest items, and the first drops when items unlock.
 */
import { MAX_TASK_VALUE } from "../data/constants";
import { DROP_EGGS } from "../data/eggs";
import { currentFoodSeason } from "../data/events";
import { food as foods } from "../data/food";
import { DROP_POTIONS } from "../data/hatchingPotions";
import { quests } from "../data/quests";
import type { FoodSeason } from "../data/types";
import { diminishingReturns } from "./levels";
import { addNotification } from "./notifications";
import { pick, type Random, type RuleContext } from "./random";
import { dayKeyOf } from "./shouldDo";
import { isSubscribed } from "./subscription";
import type { Task, User } from "./types";

export type DropType = "Food" | "Egg" | "HatchingPotion";

export interface Drop {
  type: DropType;
  key: string;
}

/** Potion rarity tiers: Golden is very rare, then 3 rare, 3 uncommon, 3 common colours. */
const POTION_TIERS: { below: number; keys: string[] }[] = [
  { below: 0.02, keys: ["Golden"] },
  { below: 0.09, keys: ["Zombie", "CottonCandyPink", "CottonCandyBlue"] },
  { below: 0.18, keys: ["Red", "Shade", "Skeleton"] },
  { below: Infinity, keys: ["Base", "White", "Desert"] },
];

export interface DropChanceInput {
  task: Pick<Task, "value" | "priority" | "streak" | "checklist">;
  per: number;
  /** The player's level: new players find more (×1.75 at level 1, fading out by level 16). */
  lvl?: number;
  contributorLevel?: number;
  rebirths?: number;
  streakAchievements?: number;
  crit?: number;
}

/**
 * The chance of a drop (website/common/script/fns/randomDrop.js): redder tasks give more (up to
 * a point), then priority, the new-player factor, streak, perception, contributor level,
 * rebirths, streak achievements, a critical hit and checked checklist items multiply it;
 * diminishing returns keep it under 75%.
 */
export function dropChance(input: DropChanceInput): number {
  const { task } = input;
  let chance = Math.min(Math.abs(task.value - MAX_TASK_VALUE), 37.5) / 150 + 0.02;
  const checked = (task.checklist ?? []).filter((item) => item.completed).length;
  chance *=
    task.priority *
    (1 + Math.max(0, 80 - 5 * (input.lvl ?? 1)) / 100) *
    (1 + (task.streak ?? 0) / 100) *
    (1 + input.per / 100) *
    (1 + (input.contributorLevel ?? 0) / 40) *
    (1 + (input.rebirths ?? 0) / 20) *
    (1 + (input.streakAchievements ?? 0) / 200) *
    (input.crit ?? 1) *
    (1 + 0.5 * checked);
  return diminishingReturns(chance, 0.75);
}

/** Drops allowed per day: 5 + perception / 25 + contributor level, doubled for subscribers. */
export function dailyDropCap(user: User, per: number, now: Date): number {
  const multiplier = isSubscribed(user, now) ? 2 : 1;
  return multiplier * (5 + Math.floor(per / 25) + (user.contributor?.level ?? 0));
}

/** Which food can drop now: the everyday foods, or the season's treats while an event sets one. */
export function droppableFood(foodSeason?: FoodSeason): string[] {
  return Object.values(foods)
    .filter((item) => (foodSeason ? item.season === foodSeason : item.canDrop))
    .map((item) => item.key)
    .sort();
}

/** Pure given the random source: 40% food, 30% egg, 30% potion by rarity. */
export function chooseDrop(random: Random, foodSeason?: FoodSeason): Drop {
  const rarity = random.next();
  if (rarity > 0.6) return { type: "Food", key: pick(droppableFood(foodSeason), random) ?? "Meat" };
  if (rarity > 0.3) return { type: "Egg", key: pick(DROP_EGGS, random) ?? "Wolf" };
  const tier = POTION_TIERS.find((candidate) => rarity < candidate.below) ?? POTION_TIERS[POTION_TIERS.length - 1];
  return { type: "HatchingPotion", key: pick(tier.keys, random) ?? "Base" };
}

/** Mutates a working copy. */
export function addDropToItems(user: User, drop: Drop): void {
  const bag =
    drop.type === "Food" ? user.items.food : drop.type === "Egg" ? user.items.eggs : user.items.hatchingPotions;
  bag[drop.key] = (bag[drop.key] ?? 0) + 1;
}

export interface RollDropOptions {
  per: number;
  crit?: number;
  foodSeason?: FoodSeason;
}

/** The public game counts the keys of a bag, owned or used up: a bag that was never filled. */
const neverFilled = (bag: Record<string, unknown>): boolean => Object.keys(bag).length === 0;

export interface DropOutcome {
  drop?: Drop;
  /** Collection-quest items found (0 or 1). */
  collected: number;
  /** The egg and potion of a player who never had either (that roll stops there). */
  firstDrops?: { egg: string; hatchingPotion: string };
}

/**
 * Mutates a working copy: the first egg and potion for a player who never had one, otherwise a
 * chance of a quest item, then (below the daily cap) of a drop; food is certain while the
 * player has never had any.
 */
export function rollDrop(user: User, task: Task, options: RollDropOptions, ctx: RuleContext): DropOutcome {
  if (neverFilled(user.items.eggs) && neverFilled(user.items.hatchingPotions))
    return { collected: 0, firstDrops: grantFirstDrops(user, ctx) };
  const achievements = user.achievements as User["achievements"] & { rebirths?: number };
  const chance = dropChance({
    task,
    per: options.per,
    lvl: user.stats.lvl,
    contributorLevel: user.contributor?.level,
    rebirths: achievements.rebirths,
    streakAchievements: user.achievements.streak,
    crit: options.crit,
  });
  const outcome: DropOutcome = { collected: 0 };
  const questKey = user.party.quest.key;
  if (ctx.random.next() < chance && questKey && quests[questKey]?.collect) {
    user.party.quest.progress.collectedItems = (user.party.quest.progress.collectedItems ?? 0) + 1;
    outcome.collected = 1;
  }
  const sameDay =
    dayKeyOf(new Date(user.items.lastDrop.date), user.preferences) === dayKeyOf(ctx.now, user.preferences);
  const count = sameDay ? user.items.lastDrop.count : 0;
  if (count >= dailyDropCap(user, options.per, ctx.now)) return outcome;
  const firstFood = neverFilled(user.items.food);
  if (!firstFood && ctx.random.next() >= chance) return outcome;
  // The calendar's food season unless the caller names one: no everyday food drops during it.
  const season = options.foodSeason ?? currentFoodSeason(ctx.now);
  const drop = firstFood
    ? { type: "Food" as const, key: pick(droppableFood(season), ctx.random) ?? "Meat" }
    : chooseDrop(ctx.random, season);
  addDropToItems(user, drop);
  user.items.lastDrop = { date: ctx.now.toISOString(), count: count + 1 };
  outcome.drop = drop;
  return outcome;
}

/** Mutates a working copy: the egg and potion every player gets when items unlock. */
export function grantFirstDrops(user: User, ctx: RuleContext): { egg: string; hatchingPotion: string } {
  const egg = pick(DROP_EGGS, ctx.random) ?? "Wolf";
  const hatchingPotion = pick(DROP_POTIONS, ctx.random) ?? "Base";
  user.items.eggs[egg] = (user.items.eggs[egg] ?? 0) + 1;
  user.items.hatchingPotions[hatchingPotion] = (user.items.hatchingPotions[hatchingPotion] ?? 0) + 1;
  addNotification(user, "FIRST_DROPS", { egg, hatchingPotion }, ctx);
  return { egg, hatchingPotion };
}

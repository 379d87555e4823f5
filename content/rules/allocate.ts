/** Spending attribute points: by hand, in bulk, automatically by mode, and the stat-sync. */
import { ATTRIBUTES, MAX_STAT_POINTS, type Attribute } from "../data/constants";
import { hasClass } from "./classes";
import { badRequest, notAuthorized } from "./errors";
import { capByLevel } from "./levels";
import type { Stats, User } from "./types";
import { isWholeAmount } from "./currency";

export function isAttribute(value: unknown): value is Attribute {
  return typeof value === "string" && (ATTRIBUTES as readonly string[]).includes(value);
}

function allocatedPoints(stats: Stats): number {
  return stats.str + stats.int + stats.con + stats.per;
}

const CLASS_PREFERENCE: Record<string, [Attribute, Attribute, Attribute, Attribute]> = {
  wizard: ["int", "per", "con", "str"],
  rogue: ["per", "str", "int", "con"],
  healer: ["con", "int", "str", "per"],
  warrior: ["str", "con", "per", "int"],
};

/**
 * Which attribute the next automatic point goes to. Flat: the lowest (ties go to the last of
 * con, str, per, int). Class-based: the one furthest below the 3:2:1:1 split of level / 7 in the
 * class's order of preference. Task-based: the one trained most by scored tasks (training resets).
 * Returns the new training record too, since task-based allocation consumes it.
 */
export function attributeToAllocate(
  stats: Stats,
  mode: User["preferences"]["allocationMode"],
): { attribute: Attribute; training: Stats["training"] } {
  switch (mode) {
    case "flat": {
      const order: Attribute[] = ["con", "str", "per", "int"];
      const lowest = Math.min(...order.map((a) => stats[a]));
      const attribute = [...order].reverse().find((a) => stats[a] === lowest) ?? "str";
      return { attribute, training: stats.training };
    }
    case "classbased": {
      const preference = CLASS_PREFERENCE[stats.class] ?? CLASS_PREFERENCE.warrior;
      const step = stats.lvl / 7;
      const ideal = [step * 3, step * 2, step, step];
      const diffs = preference.map((a, i) => stats[a] - ideal[i]);
      const lowest = Math.min(...diffs);
      return { attribute: preference[diffs.indexOf(lowest)] ?? "str", training: stats.training };
    }
    case "taskbased": {
      const training = stats.training;
      const order: Attribute[] = ["str", "int", "con", "per"];
      const highest = Math.max(...order.map((a) => training[a]));
      // Ties go to the last one listed, as in flat mode.
      const attribute = [...order].reverse().find((a) => training[a] === highest) ?? "str";
      return { attribute, training: { str: 0, int: 0, con: 0, per: 0 } };
    }
    default:
      return { attribute: "str", training: stats.training };
  }
}

/** Mutates a working copy: one point into the attribute chosen by the player's mode. */
export function autoAllocateOnce(user: User): Attribute {
  const { attribute, training } = attributeToAllocate(user.stats, user.preferences.allocationMode);
  user.stats[attribute] += 1;
  user.stats.training = training;
  return attribute;
}

/** Spend one unspent point on `stat`. */
export function allocate(user: User, params: { stat?: string }): { user: User; data: Stats } {
  const stat = params.stat ?? "str";
  if (!isAttribute(stat)) throw badRequest("invalidAttribute", { attr: stat });
  // Points are spent by hand only with a class (ops/stats/allocate.js).
  if (!hasClass(user)) throw notAuthorized("classNotSelected");
  if (user.stats.points <= 0) throw notAuthorized("notEnoughAttrPoints");
  const next = structuredClone(user);
  next.stats[stat] += 1;
  next.stats.points -= 1;
  // Intelligence raises max mana: the pool grows with it.
  if (stat === "int") next.stats.mp += 1;
  return { user: next, data: next.stats };
}

/** Spend several points at once: `{ str: 2, int: 1 }`. */
export function allocateBulk(
  user: User,
  params: { stats?: Partial<Record<string, number>> },
): { user: User; data: Stats } {
  const stats = params.stats;
  if (!stats || typeof stats !== "object") throw badRequest("statsObjectRequired");
  const entries = Object.entries(stats);
  for (const [key, amount] of entries) {
    if (!isAttribute(key)) throw badRequest("invalidAttribute", { attr: key });
    if (!isWholeAmount(amount, 0, MAX_STAT_POINTS)) throw badRequest("invalidAmount");
  }
  if (!hasClass(user)) throw notAuthorized("classNotSelected");
  const total = entries.reduce((sum, [, amount]) => sum + (amount ?? 0), 0);
  if (user.stats.points <= 0 || total > user.stats.points) throw notAuthorized("notEnoughAttrPoints");
  const next = structuredClone(user);
  for (const [key, amount] of entries) {
    const attribute = key as Attribute;
    next.stats[attribute] += amount ?? 0;
    if (attribute === "int") next.stats.mp += amount ?? 0;
  }
  next.stats.points -= total;
  return { user: next, data: next.stats };
}

/** Spend every unspent point by the automatic mode (the "allocate now" button). */
export function allocateNow(user: User): { user: User; data: Stats } {
  const next = structuredClone(user);
  while (next.stats.points > 0) {
    autoAllocateOnce(next);
    next.stats.points -= 1;
  }
  return { user: next, data: next.stats };
}

/**
 * Stat-sync: recount the points a player should have (one per level up to the cap) and
 * correct unspent points, so a player who lost or gained levels is made whole.
 */
export function statSync(user: User): { user: User; data: Stats } {
  const next = structuredClone(user);
  const allocated = allocatedPoints(next.stats);
  const owed = Math.min(capByLevel(next.stats.lvl), MAX_STAT_POINTS) - allocated;
  next.stats.points = Math.max(0, owed);
  return { user: next, data: next.stats };
}

/** Unspent points a player gains on reaching `lvl` (none past the stat-point cap). */
export function pointsAfterLevelUp(stats: Stats): number {
  const allocated = allocatedPoints(stats);
  let points = stats.lvl - allocated;
  if (points + allocated > MAX_STAT_POINTS) points = MAX_STAT_POINTS - allocated;
  return Math.max(0, points);
}

export { allocatedPoints };

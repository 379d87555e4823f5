/** Experience and level arithmetic (spec §9 "Experience to level"). */
import { MAX_FIELD_HARD_CAP, MAX_LEVEL, MAX_LEVEL_HARD_CAP } from "../data/constants";

/** Experience needed to go from `lvl` to `lvl + 1`. */
export function toNextLevel(lvl: number): number {
  if (lvl < 5) return 25 * lvl;
  if (lvl === 5) return 150;
  return Math.round((lvl ** 2 * 0.25 + 10 * lvl + 139.75) / 10) * 10;
}

/** Levels beyond the max level give no further attribute points or level bonus. */
export function capByLevel(lvl: number): number {
  return Math.min(lvl, MAX_LEVEL);
}

/** Levels never pass the hard cap, whatever the experience. */
export function capLevel(lvl: number): number {
  return Math.min(Math.max(1, Math.floor(lvl)), MAX_LEVEL_HARD_CAP);
}

/** No stored number may exceed the field cap (protects the JSON columns and the UI). */
export function capField(value: number): number {
  if (!Number.isFinite(value)) return value > 0 ? MAX_FIELD_HARD_CAP : 0;
  return Math.min(value, MAX_FIELD_HARD_CAP);
}

/**
 * A hyperbola approaching `max`: bonuses grow with the input but never reach the asymptote.
 * `halfway` is the input at which half of `max` is reached.
 */
export function diminishingReturns(bonus: number, max: number, halfway: number = max / 2): number {
  return max * (bonus / (bonus + halfway));
}

/** All experience earned so far: the thresholds of every level passed plus the current exp. */
export function totalExperience(lvl: number, exp: number): number {
  let total = exp;
  for (let level = 1; level < lvl; level++) total += toNextLevel(level);
  return total;
}

/** The level a total of experience reaches (the inverse of totalExperience), within the hard cap. */
export function levelOfTotalExperience(total: number): number {
  let level = 1;
  let left = Number.isFinite(total) ? total : 0;
  while (level < MAX_LEVEL_HARD_CAP && left >= toNextLevel(level)) {
    left -= toNextLevel(level);
    level += 1;
  }
  return level;
}

/**
 * Figures the header needs that the server does not send. Kept to this one file so the shared
 * rules of content/rules can replace it when they grow the same functions.
 */
import { MAX_HEALTH } from "../../content/data/constants";
import type { Stats } from "../../content/rules/types";

export { MAX_HEALTH };

/** Experience needed to reach the next level from `lvl`. */
export function toNextLevel(lvl: number): number {
  if (lvl < 5) return 25 * lvl;
  if (lvl === 5) return 150;
  return Math.round((lvl ** 2 * 0.25 + 10 * lvl + 139.75) / 10) * 10;
}

/** Mana cap: 30 plus two per point of intelligence (buffs included; gear comes with the rules). */
export function maxMana(stats: Pick<Stats, "int" | "buffs">): number {
  return 30 + 2 * ((stats.int ?? 0) + (stats.buffs?.int ?? 0));
}

/** A stat as the header shows it: whole numbers stay whole, others keep one decimal. */
export function formatStat(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return rounded.toLocaleString("en", { maximumFractionDigits: 1 });
}

/** Gold shows whole coins; the fraction is silver and not worth the space here. */
export function formatGold(gp: number): string {
  return Math.floor(gp).toLocaleString("en");
}

/** Colour band of a task by its value (spec §4). */
export type ValueBand = "worst" | "worse" | "bad" | "neutral" | "good" | "better" | "best";

export function valueBand(value: number): ValueBand {
  if (value < -20) return "worst";
  if (value < -10) return "worse";
  if (value < -1) return "bad";
  if (value < 1) return "neutral";
  if (value < 5) return "good";
  if (value < 10) return "better";
  return "best";
}

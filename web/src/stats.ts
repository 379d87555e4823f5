/**
 * Header figures. The formulas live in content/rules (levels, stats); this file only adapts
 * them to what the header has and formats numbers for display.
 */
import { MAX_HEALTH, GEMS_PER_BALANCE } from "../../content/data/constants";
import { toNextLevel } from "../../content/rules/levels";
import { computeStats, type GearBonusTable } from "../../content/rules/stats";
import type { User } from "../../content/rules/types";
import { formatNumber } from "./i18n";

export { MAX_HEALTH, toNextLevel };

/** Mana cap from the shared rules; the gear table arrives later, so until then gear counts nothing. */
export function maxMana(user: Pick<User, "stats" | "items">, gear: GearBonusTable = {}): number {
  return computeStats(user, gear).maxMP;
}

/** Gems from the balance (one gem is a quarter of a balance unit). */
export function gemsOf(balance: number | undefined): number {
  return Math.round((balance ?? 0) * GEMS_PER_BALANCE);
}

/** A stat as the header shows it: whole numbers stay whole, others keep one decimal. */
export function formatStat(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return formatNumber(rounded, { maximumFractionDigits: 1 });
}

/** Gold shows whole coins; the fraction is silver and not worth the space here. */
export function formatGold(gp: number): string {
  return formatNumber(Math.floor(gp));
}

/** Colour band of a task by its value (spec §4): the shared rule. */
export { taskValueColor as valueBand, type TaskColor as ValueBand } from "../../content/rules/tasks";

/**
 * The health shown while yesterday's check-in asks: the damage its dailies dealt waits for the
 * answer (ticked ones give it back), so the bar does not drop before the player has said.
 */
export function shownHealth(user: {
  stats: { hp: number };
  yesterDailies?: string[];
  yesterdayDamage?: number;
}): number {
  const held = (user.yesterDailies?.length ?? 0) > 0 ? Math.max(0, user.yesterdayDamage ?? 0) : 0;
  return Math.min(MAX_HEALTH, user.stats.hp + held);
}

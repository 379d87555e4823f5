/** Computed attributes: base + gear + class bonus + buffs + level bonus, and max mana. */
import { ATTRIBUTES, type Attribute } from "../data/constants";
import { capByLevel } from "./levels";
import type { User } from "./types";

/** The part of a gear item the attribute computation needs. */
export interface GearBonusSource {
  str?: number;
  int?: number;
  con?: number;
  per?: number;
  klass: string;
  specialClass?: string;
}

export type GearBonusTable = Readonly<Record<string, GearBonusSource | undefined>>;

export interface ComputedStats {
  str: number;
  int: number;
  con: number;
  per: number;
  maxMP: number;
  breakdown: Record<"baseStat" | "gearBonus" | "classBonus" | "buff" | "levelBonus", Record<Attribute, number>>;
}

function emptyByAttribute(): Record<Attribute, number> {
  return { str: 0, int: 0, con: 0, per: 0 };
}

/** Half a level's worth of points in every attribute, frozen at the max level. */
export function levelBonus(lvl: number): number {
  return Math.floor(capByLevel(lvl) / 2);
}

/**
 * The player's effective attributes. Gear of the player's own class (or special gear made for
 * it) counts half again: the class bonus.
 */
/** `gear` is the bonus table (content/rules/gearTable.ts): passed in so this module stays free of the large gear data. */
export function computeStats(user: Pick<User, "stats" | "items">, gear: GearBonusTable): ComputedStats {
  const breakdown: ComputedStats["breakdown"] = {
    baseStat: emptyByAttribute(),
    gearBonus: emptyByAttribute(),
    classBonus: emptyByAttribute(),
    buff: emptyByAttribute(),
    levelBonus: emptyByAttribute(),
  };
  const equipped = Object.values(user.items.gear.equipped ?? {});
  const result = { str: 0, int: 0, con: 0, per: 0 };
  for (const attribute of ATTRIBUTES) {
    let gearBonus = 0;
    let classBonus = 0;
    for (const key of equipped) {
      const item = gear[key];
      if (!item) continue;
      const value = item[attribute] ?? 0;
      gearBonus += value;
      if (item.klass === user.stats.class || item.specialClass === user.stats.class) classBonus += value * 0.5;
    }
    const base = Number(user.stats[attribute]) || 0;
    const buff = Number(user.stats.buffs?.[attribute]) || 0;
    const bonus = levelBonus(user.stats.lvl);
    breakdown.baseStat[attribute] = base;
    breakdown.gearBonus[attribute] = gearBonus;
    breakdown.classBonus[attribute] = classBonus;
    breakdown.buff[attribute] = buff;
    breakdown.levelBonus[attribute] = bonus;
    result[attribute] = base + gearBonus + classBonus + buff + bonus;
  }
  return { ...result, maxMP: maxMana(result.int), breakdown };
}

/** Mana pool: 30 plus two per point of effective intelligence. */
export function maxMana(effectiveInt: number): number {
  return effectiveInt * 2 + 30;
}

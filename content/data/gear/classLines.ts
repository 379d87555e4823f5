/**
 * The base items and the four class gear lines (content spec §9 "Gear prices by tier" and
 * "Stat bonuses by tier"; tables the spec leaves out use the public game's figures).
 */
import type { PlayerClass } from "../constants";
import type { GearType, StatBonus } from "../types";

type Tier = { value: number } & Partial<StatBonus>;

/** Tier tables per class and slot; index 0 of a weapon line is the free (or 1 gold) starter. */
export const CLASS_GEAR_TIERS: Record<PlayerClass, Partial<Record<GearType, Tier[]>>> = {
  warrior: {
    weapon: [
      { value: 1 },
      { value: 20, str: 3 },
      { value: 30, str: 6 },
      { value: 45, str: 9 },
      { value: 65, str: 12 },
      { value: 90, str: 15 },
      { value: 120, str: 18 },
    ],
    armor: [
      { value: 30, con: 3 },
      { value: 45, con: 5 },
      { value: 65, con: 7 },
      { value: 90, con: 9 },
      { value: 120, con: 11 },
    ],
    head: [
      { value: 15, str: 2 },
      { value: 25, str: 4 },
      { value: 40, str: 6 },
      { value: 60, str: 9 },
      { value: 80, str: 12 },
    ],
    shield: [
      { value: 20, con: 2 },
      { value: 35, con: 3 },
      { value: 50, con: 5 },
      { value: 70, con: 7 },
      { value: 90, con: 9 },
    ],
  },
  rogue: {
    weapon: [
      { value: 0 },
      { value: 20, str: 2 },
      { value: 35, str: 3 },
      { value: 50, str: 4 },
      { value: 70, str: 6 },
      { value: 90, str: 8 },
      { value: 120, str: 10 },
    ],
    armor: [
      { value: 30, per: 6 },
      { value: 45, per: 9 },
      { value: 65, per: 12 },
      { value: 90, per: 15 },
      { value: 120, per: 18 },
    ],
    head: [
      { value: 15, per: 2 },
      { value: 25, per: 4 },
      { value: 40, per: 6 },
      { value: 60, per: 9 },
      { value: 80, per: 12 },
    ],
    // Rogues fight with a second blade in the off hand: it mirrors the weapon line.
    shield: [
      { value: 0 },
      { value: 20, str: 2 },
      { value: 35, str: 3 },
      { value: 50, str: 4 },
      { value: 70, str: 6 },
      { value: 90, str: 8 },
      { value: 120, str: 10 },
    ],
  },
  wizard: {
    weapon: [
      { value: 0 },
      { value: 30, int: 3, per: 1 },
      { value: 50, int: 6, per: 2 },
      { value: 80, int: 9, per: 3 },
      { value: 120, int: 12, per: 5 },
      { value: 160, int: 15, per: 7 },
      { value: 200, int: 18, per: 10 },
    ],
    armor: [
      { value: 30, int: 2 },
      { value: 45, int: 4 },
      { value: 65, int: 6 },
      { value: 90, int: 9 },
      { value: 120, int: 12 },
    ],
    head: [
      { value: 15, per: 2 },
      { value: 25, per: 3 },
      { value: 40, per: 5 },
      { value: 60, per: 7 },
      { value: 80, per: 10 },
    ],
  },
  healer: {
    weapon: [
      { value: 0 },
      { value: 20, int: 2 },
      { value: 30, int: 3 },
      { value: 45, int: 5 },
      { value: 65, int: 7 },
      { value: 90, int: 9 },
      { value: 120, int: 11 },
    ],
    armor: [
      { value: 30, con: 6 },
      { value: 45, con: 9 },
      { value: 65, con: 12 },
      { value: 90, con: 15 },
      { value: 120, con: 18 },
    ],
    head: [
      { value: 15, int: 2 },
      { value: 25, int: 3 },
      { value: 40, int: 5 },
      { value: 60, int: 7 },
      { value: 80, int: 9 },
    ],
    shield: [
      { value: 20, con: 2 },
      { value: 35, con: 4 },
      { value: 50, con: 6 },
      { value: 70, con: 9 },
      { value: 90, con: 12 },
    ],
  },
};

/** Weapon lines (and the rogue's off-hand line) start at index 0; armour, helms and shields at 1. */
export function firstTierIndex(klass: PlayerClass, type: GearType): number {
  return type === "weapon" || (klass === "rogue" && type === "shield") ? 0 : 1;
}

export const BASE_GEAR_TYPES: GearType[] = [
  "weapon",
  "armor",
  "head",
  "shield",
  "back",
  "body",
  "headAccessory",
  "eyewear",
];

/** Wizards carry two-handed staves; their line has no shields. */
export const TWO_HANDED_CLASSES: PlayerClass[] = ["wizard"];

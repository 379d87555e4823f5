/**
 * Hatching potions (content spec §3 "Hatching potion"). Drop potions cost 2-5 gems; premium,
 * quest and wacky potions cost 2 and are limited. Premium and wacky potions hatch only
 * standard drop eggs. Monthly availability of premium potions lives in `rotation`.
 */
import type { BuyRule, HatchingPotion } from "./types";

/** Base-colour drop potions and their gem values. */
export const DROP_POTION_VALUES = {
  Base: 2,
  White: 2,
  Desert: 2,
  Red: 3,
  Shade: 3,
  Skeleton: 3,
  Zombie: 4,
  CottonCandyPink: 4,
  CottonCandyBlue: 4,
  Golden: 5,
} as const;

export const DROP_POTIONS = Object.keys(DROP_POTION_VALUES) as (keyof typeof DROP_POTION_VALUES)[];

export const PREMIUM_POTION_VALUE = 2;

/** Premium potions sold only in their month or event (never through canBuy). */
export const PREMIUM_POTIONS = [
  "RoyalPurple",
  "Cupid",
  "Shimmer",
  "Fairy",
  "Floral",
  "Aquatic",
  "Ember",
  "Thunderstorm",
  "Spooky",
  "Ghost",
  "Holly",
  "Peppermint",
  "StarryNight",
  "Rainbow",
  "Glass",
  "Glow",
  "Frost",
  "IcySnow",
  "RoseQuartz",
  "Celestial",
  "Sunshine",
  "Watery",
  "Shadow",
  "Aurora",
  "BirchBark",
  "SandSculpture",
  "Vampire",
  "AutumnLeaf",
  "StainedGlass",
  "PolkaDot",
  "Sunset",
  "Moonglow",
  "Porcelain",
  "RoseGold",
  "Koi",
  "Gingerbread",
  "Balloon",
] as const;

/** Quest potions: premium potions whose quest completion makes them buyable (potion -> quest). */
export const QUEST_POTION_SOURCES: Record<string, string> = {
  Bronze: "bronze",
  Silver: "silver",
  Amber: "amber",
  Ruby: "ruby",
  Fluorite: "fluorite",
  Windup: "windup",
  Turquoise: "turquoise",
  BlackPearl: "blackPearl",
  MossyStone: "stone",
  SolarSystem: "solarSystem",
  Onyx: "onyx",
  PinkMarble: "pinkMarble",
  Jade: "jade",
  Opal: "opal",
};

/** Wacky potions: no mounts; three of them come from quests (potion -> quest). */
export const WACKY_POTIONS = ["Veggie", "Dessert", "VirtualPet", "TeaShop", "Fungi", "Cryptid"] as const;
export const WACKY_QUEST_SOURCES: Record<string, string> = {
  Dessert: "waffle",
  VirtualPet: "virtualpet",
  Fungi: "fungi",
};

/** Tints used to colour pet, mount and potion pictures. */
export const POTION_COLORS: Record<string, string> = {
  Base: "#c8a27a",
  White: "#f4f1ea",
  Desert: "#e3c68b",
  Red: "#d9443f",
  Shade: "#4a3f5c",
  Skeleton: "#d9d4c7",
  Zombie: "#7fa36b",
  CottonCandyPink: "#f6a8cf",
  CottonCandyBlue: "#8fcdf4",
  Golden: "#f2c230",
  RoyalPurple: "#6b3fa0",
  Cupid: "#ff7aa8",
  Shimmer: "#c9b8ff",
  Fairy: "#b7f0d0",
  Floral: "#f59ac1",
  Aquatic: "#2fa4c9",
  Ember: "#ff6a2a",
  Thunderstorm: "#5b6b8c",
  Spooky: "#5c4b7d",
  Ghost: "#dfe8f0",
  Holly: "#2e8b57",
  Peppermint: "#f25c5c",
  StarryNight: "#283a78",
  Rainbow: "#ff9f1c",
  Glass: "#bfe6ef",
  Glow: "#b6ff5c",
  Frost: "#a9d8ff",
  IcySnow: "#e2f3ff",
  RoseQuartz: "#f4b6c2",
  Celestial: "#7f8cff",
  Sunshine: "#ffd54a",
  Watery: "#4fb3e8",
  Shadow: "#2d2a3a",
  Aurora: "#52e3c2",
  BirchBark: "#eae3d2",
  SandSculpture: "#d9b779",
  Vampire: "#8b1e3f",
  AutumnLeaf: "#d9772b",
  StainedGlass: "#3f8fd9",
  PolkaDot: "#f07ab8",
  Sunset: "#ff7f50",
  Moonglow: "#bcb3ff",
  Porcelain: "#f7f4ff",
  RoseGold: "#e8a598",
  Koi: "#ff8c42",
  Gingerbread: "#b5651d",
  Balloon: "#ff5f7e",
  Bronze: "#cd7f32",
  Silver: "#c0c0c0",
  Amber: "#ffb300",
  Ruby: "#c2185b",
  Fluorite: "#9b7fd4",
  Windup: "#a0a8b0",
  Turquoise: "#30d5c8",
  BlackPearl: "#2b2d42",
  MossyStone: "#6b8e4e",
  SolarSystem: "#1b1f4b",
  Onyx: "#353839",
  PinkMarble: "#f3c6d3",
  Jade: "#3aa776",
  Opal: "#dcefff",
  Veggie: "#6ab04c",
  Dessert: "#f8b4d9",
  VirtualPet: "#7ddc1f",
  TeaShop: "#a67b5b",
  Fungi: "#b5533c",
  Cryptid: "#4d6b3c",
};

function potion(
  key: string,
  value: number,
  kind: "drop" | "premium" | "quest" | "wacky",
  canBuy: BuyRule,
): HatchingPotion {
  return {
    key,
    text: `hatchingPotion${key}`,
    notes: `hatchingPotion${key}Notes`,
    value,
    premium: kind === "premium" || kind === "quest",
    limited: kind !== "drop",
    wacky: kind === "wacky",
    questPotion: kind === "quest" || key in WACKY_QUEST_SOURCES,
    canBuy,
    color: POTION_COLORS[key],
  };
}

export const dropPotions: Record<string, HatchingPotion> = Object.fromEntries(
  DROP_POTIONS.map((key) => [key, potion(key, DROP_POTION_VALUES[key], "drop", { always: true })]),
);

export const premiumPotions: Record<string, HatchingPotion> = Object.fromEntries([
  ...PREMIUM_POTIONS.map((key) => [key, potion(key, PREMIUM_POTION_VALUE, "premium", { never: true })] as const),
  ...Object.entries(QUEST_POTION_SOURCES).map(
    ([key, quest]) => [key, potion(key, PREMIUM_POTION_VALUE, "quest", { questCompleted: [quest] })] as const,
  ),
]);

/** Wacky potions without a quest are sold again while April's resale runs (constants/events.js). */
export const WACKY_POTION_EVENT = "aprilFoolsResale";

export const wackyPotions: Record<string, HatchingPotion> = Object.fromEntries(
  WACKY_POTIONS.map((key) => {
    const quest = WACKY_QUEST_SOURCES[key];
    if (quest) return [key, potion(key, PREMIUM_POTION_VALUE, "wacky", { questCompleted: [quest] })];
    return [key, { ...potion(key, PREMIUM_POTION_VALUE, "wacky", { never: true }), event: WACKY_POTION_EVENT }];
  }),
);

export const hatchingPotions: Record<string, HatchingPotion> = { ...dropPotions, ...premiumPotions, ...wackyPotions };

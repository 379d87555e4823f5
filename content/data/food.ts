/**
 * Pet food (content spec §3, §9 "Feeding"): each food is liked by pets of one base colour.
 * Cake, Candy and Pie are the seasonal foods sold while an event sets that food season.
 */
import { FOOD_VALUE, SADDLE_VALUE } from "./constants";
import { DROP_POTIONS } from "./hatchingPotions";
import type { Food, FoodSeason } from "./types";

/** Everyday food -> the potion colour that likes it. */
export const BASIC_FOOD_TARGETS: Record<string, string> = {
  Meat: "Base",
  Milk: "White",
  Potatoe: "Desert",
  Strawberry: "Red",
  Chocolate: "Shade",
  Fish: "Skeleton",
  RottenMeat: "Zombie",
  CottonCandyPink: "CottonCandyPink",
  CottonCandyBlue: "CottonCandyBlue",
  Honey: "Golden",
};

export const FOOD_SEASONS: FoodSeason[] = ["Cake", "Candy", "Pie"];

function makeFood(key: string, spec: Pick<Food, "canBuy" | "canDrop"> & Partial<Food>): Food {
  return {
    key,
    text: `food${key}`,
    textA: `food${key}A`,
    textThe: `food${key}The`,
    notes: `food${key}Notes`,
    value: FOOD_VALUE,
    ...spec,
  };
}

// Everyday food is off the shelves (and out of drops and the Armoire) while a food season runs.
const basic = Object.entries(BASIC_FOOD_TARGETS).map(([key, target]) =>
  makeFood(key, { target, canBuy: { outsideFoodSeason: true }, canDrop: true }),
);

const seasonal = FOOD_SEASONS.flatMap((season) =>
  DROP_POTIONS.map((target) =>
    makeFood(`${season}_${target}`, { target, season, canBuy: { foodSeason: season }, canDrop: false }),
  ),
);

/** The Saddle turns a pet into a mount at once; it is sold for gems and cannot be sold back. */
export const saddle: Food = makeFood("Saddle", { value: SADDLE_VALUE, canBuy: { always: true }, canDrop: false });

export const food: Record<string, Food> = Object.fromEntries(
  [...basic, ...seasonal, saddle].map((item) => [item.key, item]),
);

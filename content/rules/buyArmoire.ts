/**
 * The Enchanted Armoire (spec §9): 100 gold for a surprise. Gear while any is left (always on the
 * first opening, else 60%), food (up to 80%, or half when no gear is left), otherwise 10-49 exp.
 */
import {
  ARMOIRE_EXP_MAX,
  ARMOIRE_EXP_MIN,
  ARMOIRE_FOOD_CHANCE_UPTO,
  ARMOIRE_GEAR_CHANCE,
  ARMOIRE_PRICE,
} from "../data/constants";
import { currentFoodSeason } from "../data/events";
import { gear } from "../data/gear";
import { isArmoireItemVisible } from "./availability";
import { validQuantity } from "./currency";
import { droppableFood } from "./drops";
import { notAuthorized } from "./errors";
import { applyStatChanges } from "./levelUp";
import { integerBetween, pick, type RuleContext } from "./random";
import type { User } from "./types";

/** When the armoire has no gear left, food comes up below this roll. */
const FOOD_CHANCE_WITHOUT_GEAR = 0.5;

export interface ArmoireResult {
  type: "gear" | "food" | "experience";
  dropKey?: string;
  /** Message key of the dropped item's name. */
  dropText?: string;
  value?: number;
  /** True when this opening took the last piece of gear. */
  emptied?: boolean;
}

/** Armoire gear visible now that the user does not own yet. */
export function armoireGearLeft(user: User, now: Date): string[] {
  return Object.values(gear)
    .filter((item) => item.klass === "armoire" && !user.items.gear.owned[item.key] && isArmoireItemVisible(item, now))
    .map((item) => item.key)
    .sort();
}

export function buyArmoire(
  user: User,
  params: { quantity?: number } = {},
  ctx: RuleContext,
): {
  user: User;
  data: { items: User["items"]; flags: User["flags"]; stats: User["stats"]; armoire: ArmoireResult };
  message: string;
  messageVars?: Record<string, string | number>;
} {
  if (validQuantity(params.quantity) > 1) throw notAuthorized("messageNotAbleToBuyInBulk");
  if (user.stats.gp < ARMOIRE_PRICE) throw notAuthorized("messageNotEnoughGold");
  // Open to everyone, as in the public game (the armoireEnabled flag only says it is shown).
  const next = structuredClone(user);
  const left = armoireGearLeft(next, ctx.now);
  const roll = ctx.random.next();
  let armoire: ArmoireResult;
  let message: string;
  let messageVars: Record<string, string | number> | undefined;
  if (left.length > 0 && (roll < ARMOIRE_GEAR_CHANCE || !next.flags.armoireOpened)) {
    const key = pick(left, ctx.random) as string;
    next.items.gear.owned = { ...next.items.gear.owned, [key]: true };
    next.flags.armoireOpened = true;
    const emptied = left.length === 1;
    if (emptied) next.flags.armoireEmpty = true;
    armoire = { type: "gear", dropKey: key, dropText: gear[key].text, emptied };
    message = "armoireEquipment";
    messageVars = { dropText: gear[key].text };
  } else if ((left.length > 0 && roll < ARMOIRE_FOOD_CHANCE_UPTO) || roll < FOOD_CHANCE_WITHOUT_GEAR) {
    // During a food season the Armoire gives the season's treats, as drops do.
    const key = pick(droppableFood(currentFoodSeason(ctx.now)), ctx.random) as string;
    next.items.food = { ...next.items.food, [key]: (next.items.food[key] ?? 0) + 1 };
    armoire = { type: "food", dropKey: key, dropText: `food${key}` };
    message = "armoireFood";
    messageVars = { dropText: `food${key}` };
  } else {
    const exp = integerBetween(ARMOIRE_EXP_MIN, ARMOIRE_EXP_MAX, ctx.random);
    applyStatChanges(next, { hp: next.stats.hp, gp: next.stats.gp, exp: next.stats.exp + exp });
    armoire = { type: "experience", value: exp };
    message = "armoireExp";
  }
  next.stats.gp -= ARMOIRE_PRICE;
  return {
    user: next,
    data: { items: next.items, flags: next.flags, stats: next.stats, armoire },
    message,
    messageVars,
  };
}

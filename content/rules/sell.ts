/** Selling eggs, hatching potions and food back for gold (spec §5 "Selling"). */
import { eggs } from "../data/eggs";
import { food } from "../data/food";
import { hatchingPotions } from "../data/hatchingPotions";
import { badRequest, notAuthorized, notFound } from "./errors";
import { SADDLE_KEY } from "./feed";
import type { User } from "./types";
import { own } from "./lookup";
import { isWholeAmount } from "./currency";

export const SELLABLE_TYPES = ["eggs", "hatchingPotions", "food"] as const;
export type SellableType = (typeof SELLABLE_TYPES)[number];

const VALUES: Record<SellableType, Record<string, { value: number }>> = { eggs, hatchingPotions, food };

export function sell(
  user: User,
  params: { type?: string; key?: string; amount?: number },
): { user: User; data: { stats: User["stats"]; items: User["items"] } } {
  const { type, key } = params;
  const amount = params.amount === undefined ? 1 : params.amount;
  if (!type) throw badRequest("typeRequired");
  if (!key) throw badRequest("missingKeyParam");
  if (!(SELLABLE_TYPES as readonly string[]).includes(type)) throw notAuthorized("typeNotSellable");
  if (type === "food" && key === SADDLE_KEY) throw notAuthorized("saddleNotSellable");
  if (!isWholeAmount(amount, 0)) throw badRequest("positiveAmountRequired");
  const sellable = type as SellableType;
  const owned = own(user.items[sellable], key) ?? 0;
  const content = own(VALUES[sellable], key);
  if (!owned || !content) throw notFound("userItemsKeyNotFound", { key });
  if (amount > owned) throw notFound("userItemsNotEnough");
  const next = structuredClone(user);
  next.items[sellable][key] = owned - amount;
  next.stats.gp += content.value * amount;
  return { user: next, data: { stats: next.stats, items: next.items } };
}

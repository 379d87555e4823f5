/** Mystic hourglass purchases from the time travelers (spec §5 "Hourglass purchases"). */
import { backgrounds as allBackgrounds } from "../data/backgrounds";
import { HOURGLASS_PER_ITEM, HOURGLASS_PER_MYSTERY_SET } from "../data/constants";
import { mysterySets } from "../data/gear";
import { mounts, pets, timeTravelStable } from "../data/pets";
import { quests } from "../data/quests";
import { payHourglasses, validQuantity } from "./currency";
import { badRequest, notAuthorized, notFound } from "./errors";
import type { User } from "./types";
import { own } from "./lookup";
import { isAlwaysOfferedSet, timeTravelerSetOffered } from "./rotation";

export const HOURGLASS_TYPES = ["pets", "mounts", "backgrounds", "quests"] as const;
export type HourglassType = (typeof HOURGLASS_TYPES)[number];

/** The time travelers' stable (content table). */
export const TIME_TRAVEL_STABLE = timeTravelStable;

export interface HourglassBackground {
  key: string;
  price: number;
  currency?: string;
}

export function purchaseWithHourglass(
  user: User,
  params: { type?: string; key?: string; quantity?: number },
  backgrounds: Readonly<Record<string, HourglassBackground>> = allBackgrounds,
): {
  user: User;
  data: { items: User["items"]; purchasedPlanConsecutive: User["purchased"]["plan"]["consecutive"] };
  message: string;
  messageVars: { itemText: string };
} {
  const quantity = validQuantity(params.quantity);
  const { type, key } = params;
  if (!key) throw badRequest("missingKeyParam");
  if (!type) throw badRequest("missingTypeParam");
  if (!(HOURGLASS_TYPES as readonly string[]).includes(type))
    throw notAuthorized("typeNotAllowedHourglass", { allowedTypes: HOURGLASS_TYPES.join(", ") });
  const hourglassType = type as HourglassType;
  if (hourglassType !== "quests" && quantity > 1) throw notAuthorized("messageNotAbleToBuyInBulk");
  const next = structuredClone(user);
  switch (hourglassType) {
    case "pets":
      if (!TIME_TRAVEL_STABLE.pets.includes(key)) throw notAuthorized("notAllowedHourglass");
      if ((own(user.items.pets, key) ?? 0) > 0) throw notAuthorized("petsAlreadyOwned");
      payHourglasses(next, HOURGLASS_PER_ITEM);
      next.items.pets = { ...next.items.pets, [key]: 5 };
      break;
    case "mounts":
      if (!TIME_TRAVEL_STABLE.mounts.includes(key)) throw notAuthorized("notAllowedHourglass");
      if (own(user.items.mounts, key)) throw notAuthorized("mountsAlreadyOwned");
      payHourglasses(next, HOURGLASS_PER_ITEM);
      next.items.mounts = { ...next.items.mounts, [key]: true };
      break;
    case "backgrounds": {
      const background = own(backgrounds, key);
      if (!background || background.currency !== "hourglasses") throw notAuthorized("notAllowedHourglass");
      if (own(user.purchased.background, key)) throw notAuthorized("backgroundAlreadyOwned");
      payHourglasses(next, background.price || HOURGLASS_PER_ITEM);
      next.purchased.background = { ...next.purchased.background, [key]: true };
      break;
    }
    case "quests": {
      const quest = own(quests, key);
      if (!quest || quest.category !== "timeTravelers") throw notAuthorized("notAllowedHourglass");
      payHourglasses(next, HOURGLASS_PER_ITEM * quantity);
      next.items.quests = { ...next.items.quests, [key]: Math.max(0, own(next.items.quests, key) ?? 0) + quantity };
      break;
    }
  }
  const named =
    hourglassType === "quests"
      ? own(quests, key)
      : hourglassType === "backgrounds"
        ? own(allBackgrounds, key)
        : own(hourglassType === "pets" ? pets : mounts, key);
  return {
    user: next,
    data: { items: next.items, purchasedPlanConsecutive: next.purchased.plan.consecutive },
    message: "hourglassPurchase",
    messageVars: { itemText: named?.text ?? key },
  };
}

/** Subscriber sets the time travelers sell: released, in this month's rotation, and not all owned yet. */
export function mysterySetsForSale(user: User, now: Date, offeredKeys?: readonly string[]): string[] {
  return Object.values(mysterySets)
    .filter((set) => !set.start || isAlwaysOfferedSet(set.key) || new Date(set.start).getTime() <= now.getTime())
    .filter((set) => (offeredKeys ? offeredKeys.includes(set.key) : timeTravelerSetOffered(set.key, now)))
    .filter((set) => !set.items.every((item) => user.items.gear.owned[item]))
    .map((set) => set.key)
    .sort();
}

export function buyMysterySet(
  user: User,
  params: { key?: string; quantity?: number },
  now: Date,
  offeredKeys?: readonly string[],
): {
  user: User;
  data: { items: User["items"]; purchasedPlanConsecutive: User["purchased"]["plan"]["consecutive"] };
  message: string;
  messageVars: { itemText: string };
} {
  if (validQuantity(params.quantity) > 1) throw notAuthorized("messageNotAbleToBuyInBulk");
  const key = params.key;
  if (!key) throw badRequest("missingKeyParam");
  if (!(user.purchased.plan.consecutive.trinkets > 0)) throw notAuthorized("notEnoughHourglasses");
  if (!mysterySetsForSale(user, now, offeredKeys).includes(key)) throw notFound("mysterySetNotFound");
  const set = own(mysterySets, key);
  if (!set) throw notFound("mysterySetNotFound");
  const next = structuredClone(user);
  payHourglasses(next, HOURGLASS_PER_MYSTERY_SET);
  next.items.gear.owned = { ...next.items.gear.owned, ...Object.fromEntries(set.items.map((item) => [item, true])) };
  return {
    user: next,
    data: { items: next.items, purchasedPlanConsecutive: next.purchased.plan.consecutive },
    message: "hourglassPurchaseSet",
    messageVars: { itemText: set.text },
  };
}

/** Pinned shop items: toggle, move, the always-pinned ones and debuff auto-pins (spec §4 "Other"). */
import { backgrounds } from "../data/backgrounds";
import { questBundles } from "../data/bundles";
import { DEBUFF_MAP, PINNED_ITEMS_MAX } from "../data/constants";
import { eggs } from "../data/eggs";
import { food } from "../data/food";
import { gear, mysterySets } from "../data/gear";
import { hatchingPotions } from "../data/hatchingPotions";
import { mounts, pets } from "../data/pets";
import { quests } from "../data/quests";
import { allSpells, cards } from "../data/spells";
import { badRequest, notAuthorized } from "./errors";
import { hasOwnKey } from "./lookup";
import type { PinnedItem, User } from "./types";

export const PIN_TYPES = [
  "marketGear",
  "armoire",
  "potion",
  "eggs",
  "hatchingPotions",
  "premiumHatchingPotion",
  "food",
  "quests",
  "quest_bundle",
  "bundles",
  "mystery_set",
  "seasonalSpell",
  "seasonalQuest",
  "debuffPotion",
  "card",
  "gear",
  "background",
  "gems",
  "pets",
  "mounts",
  "customization",
] as const;

/** Pins that are always there and cannot be removed. */
const UNPINNABLE_TYPES = ["armoire", "potion", "debuffPotion"];

function existsAtPath(path: string): boolean {
  if (path === "armoire" || path === "potion" || path === "gem") return true;
  const [head, second, third] = path.split(".");
  switch (head) {
    case "gear":
      return second === "flat" && hasOwnKey(gear, third);
    case "eggs":
      return hasOwnKey(eggs, second);
    case "hatchingPotions":
    case "premiumHatchingPotions":
      return hasOwnKey(hatchingPotions, second);
    case "food":
      return hasOwnKey(food, second);
    case "quests":
      return hasOwnKey(quests, second);
    case "spells":
      return hasOwnKey(allSpells, third ?? second);
    case "cardTypes":
      return hasOwnKey(cards, second);
    case "mystery":
      return hasOwnKey(mysterySets, second);
    case "backgrounds":
      return hasOwnKey(backgrounds, second);
    case "bundles":
      return hasOwnKey(questBundles, second);
    case "pets":
      return hasOwnKey(pets, second);
    case "mounts":
      return hasOwnKey(mounts, second);
    default:
      // Content not held in one table (customizations, the time travelers' stock) is accepted as given.
      return ["customizations", "timeTravelers"].includes(head) && second !== undefined;
  }
}

/** The pins every player has: armoire, health potion, and the debuff potion of an active transformation. */
export function officialPinnedItems(user: User): PinnedItem[] {
  const pins: PinnedItem[] = [
    { type: "armoire", path: "armoire" },
    { type: "potion", path: "potion" },
  ];
  for (const [spell, debuff] of Object.entries(DEBUFF_MAP)) {
    if (user.stats.buffs[spell as keyof typeof DEBUFF_MAP])
      pins.push({ type: "debuffPotion", path: `spells.special.${debuff}` });
  }
  return pins;
}

export function isPinned(user: User, path: string): boolean {
  const official =
    officialPinnedItems(user).some((pin) => pin.path === path) && !user.unpinnedItems.some((pin) => pin.path === path);
  return official || user.pinnedItems.some((pin) => pin.path === path);
}

/** Every pin shown, in the player's order: official ones, then their own. */
export function pinnedItemsInOrder(user: User): PinnedItem[] {
  const all = [
    ...officialPinnedItems(user).filter((pin) => !user.unpinnedItems.some((un) => un.path === pin.path)),
    ...user.pinnedItems,
  ];
  const order = user.pinnedItemsOrder ?? [];
  const position = (pin: PinnedItem) => {
    const index = order.indexOf(pin.path);
    return index === -1 ? order.length + all.indexOf(pin) : index;
  };
  return [...all].sort((a, b) => position(a) - position(b));
}

export function togglePinnedItem(
  user: User,
  params: { type?: string; path?: string },
): { user: User; data: PinToggled } {
  const { type, path } = params;
  if (!path) throw badRequest("pathRequired");
  if (!type) throw badRequest("typeRequired");
  if (!(PIN_TYPES as readonly string[]).includes(type)) throw badRequest("wrongItemType", { type });
  // What is pinned can always be unpinned, even an item the game no longer has.
  const alreadyPinned = user.pinnedItems.some((pin) => pin.path === path);
  if (!alreadyPinned && !existsAtPath(path)) throw badRequest("wrongItemPath", { path });
  const next = structuredClone(user);
  const official = officialPinnedItems(next).some((pin) => pin.path === path);
  if (official) {
    if (UNPINNABLE_TYPES.includes(type)) throw badRequest("cannotUnpinItem");
    const hidden = next.unpinnedItems.some((pin) => pin.path === path);
    next.unpinnedItems = hidden
      ? next.unpinnedItems.filter((pin) => pin.path !== path)
      : [...next.unpinnedItems, { type, path }];
    return { user: next, data: pinToggled(next, hidden) };
  }
  const pinned = next.pinnedItems.some((pin) => pin.path === path);
  if (!pinned && next.pinnedItems.length >= PINNED_ITEMS_MAX)
    throw notAuthorized("pinnedItemsMax", { max: PINNED_ITEMS_MAX });
  next.pinnedItems = pinned
    ? next.pinnedItems.filter((pin) => pin.path !== path)
    : [...next.pinnedItems, { type, path }];
  if (pinned) next.pinnedItemsOrder = (next.pinnedItemsOrder ?? []).filter((entry) => entry !== path);
  return { user: next, data: pinToggled(next, !pinned) };
}

/** What a pin toggle answers: whether the item is pinned now, and both lists as the public API has them. */
export interface PinToggled {
  pinned: boolean;
  pinnedItems: User["pinnedItems"];
  unpinnedItems: User["unpinnedItems"];
}

function pinToggled(user: User, pinned: boolean): PinToggled {
  return { pinned, pinnedItems: user.pinnedItems, unpinnedItems: user.unpinnedItems };
}

/** Move a pinned item to a position in the list (negative counts from the end). */
export function movePinnedItem(
  user: User,
  params: { path?: string; position?: number },
): { user: User; data: string[] } {
  const { path } = params;
  if (!path) throw badRequest("pathRequired");
  const position = Number(params.position);
  if (!Number.isInteger(position)) throw badRequest("invalidRequestParameters");
  const order = pinnedItemsInOrder(user).map((pin) => pin.path);
  const from = order.indexOf(path);
  if (from === -1) throw badRequest("wrongItemPath", { path });
  order.splice(from, 1);
  const to = position < 0 ? Math.max(0, order.length + 1 + position) : Math.min(position, order.length);
  order.splice(to, 0, path);
  const next = structuredClone(user);
  next.pinnedItemsOrder = order;
  return { user: next, data: order };
}

/**
 * Owned items brought from the original game, whose keys are this game's too: gear (owned,
 * equipped, costume), pets, mounts, eggs, potions, food, quest scrolls, special items,
 * backgrounds and avatar customisations. Only keys that exist here (own properties of the
 * content tables) and whole counts come across; the rest is left out and listed.
 *
 * Two sources, two sets of rules:
 * - "original": the original's own API answered our server, so what it lists is proven. Counts
 *   are added to what the player has (capped), contributor and backer rewards included.
 * - "file": a data export the player uploaded, taken only on a server whose operator trusts its
 *   players (IMPORT_TRUSTS_FILES). Nothing in it is proven, so the larger count wins (importing
 *   never multiplies), rewards only a contributor, backer or bug reporter could own never come
 *   across, and it happens once per account.
 */
import { appearance } from "../data/appearance";
import { backgrounds } from "../data/backgrounds";
import { eggs } from "../data/eggs";
import { food } from "../data/food";
import { gear } from "../data/gear";
import { hatchingPotions } from "../data/hatchingPotions";
import { mounts, pets } from "../data/pets";
import { quests } from "../data/quests";
import { specialSpells } from "../data/spells";
import type { AppearanceKind, GearItem, GearType } from "../data/types";
import { badRequest, notAuthorized } from "./errors";
import type { User } from "./types";

/** The most of one egg, potion, food, scroll or special item an import leaves the player with. */
export const IMPORT_COUNT_CAP = 9999;

export type ItemsSource = "original" | "file";

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const entries = (value: unknown): [string, unknown][] => (isObject(value) ? Object.entries(value) : []);
const wholeCount = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 ? Math.min(value, IMPORT_COUNT_CAP) : undefined;

export interface ItemsImportSummary {
  gear: number;
  pets: number;
  mounts: number;
  eggs: number;
  hatchingPotions: number;
  food: number;
  quests: number;
  special: number;
  backgrounds: number;
  customizations: number;
}

export const emptyItemsSummary = (): ItemsImportSummary => ({
  gear: 0,
  pets: 0,
  mounts: 0,
  eggs: 0,
  hatchingPotions: 0,
  food: 0,
  quests: 0,
  special: 0,
  backgrounds: 0,
  customizations: 0,
});

const GEAR_SLOTS: GearType[] = ["weapon", "armor", "head", "shield", "back", "body", "headAccessory", "eyewear"];
const HAIR_KINDS: AppearanceKind[] = ["color", "base", "bangs", "beard", "mustache", "flower"];

/** Gear only a contributor, a backer or a reporter of a critical bug may own. */
export function isRewardOnlyGear(item: GearItem): boolean {
  return (item.canOwn ?? []).some(
    (rule) =>
      "contributorLevel" in rule || "backerTier" in rule || ("flag" in rule && rule.flag === "contributorCritical"),
  );
}

/**
 * Pure: `next` is a working copy and is changed in place. `items` and `purchased` are the
 * source's `items` and `purchased` documents, as the original game shapes them.
 */
export function mergeOwnedItems(
  next: User,
  items: Json,
  purchased: Json,
  source: ItemsSource,
): { imported: ItemsImportSummary; leftOut: string[] } {
  const imported = emptyItemsSummary();
  const leftOut: string[] = [];
  const combine = (had: number, brought: number) =>
    source === "original" ? Math.min(IMPORT_COUNT_CAP, had + brought) : Math.max(had, brought);

  // Gear: true is owned, false was lost on death and may be bought again.
  const gearBag = isObject(items.gear) ? items.gear : {};
  for (const [key, owned] of entries(gearBag.owned)) {
    if (!Object.hasOwn(gear, key) || typeof owned !== "boolean") {
      leftOut.push(`gear ${key}`);
      continue;
    }
    if (source === "file" && isRewardOnlyGear(gear[key])) {
      leftOut.push(`gear ${key}`);
      continue;
    }
    if (next.items.gear.owned[key] === true) continue;
    if (!owned && Object.hasOwn(next.items.gear.owned, key)) continue;
    next.items.gear.owned = { ...next.items.gear.owned, [key]: owned };
    if (owned) imported.gear += 1;
  }
  for (const worn of ["equipped", "costume"] as const) {
    for (const [slot, key] of entries(gearBag[worn])) {
      if (
        !GEAR_SLOTS.includes(slot as GearType) ||
        typeof key !== "string" ||
        !Object.hasOwn(gear, key) ||
        gear[key].type !== slot
      )
        continue;
      if (next.items.gear.owned[key] === true || gear[key].klass === "base")
        next.items.gear[worn] = { ...next.items.gear[worn], [slot]: key };
    }
  }

  // Pets: 5 to 49 growing, -1 raised into a mount, 0 released. The furthest along wins.
  for (const [key, value] of entries(items.pets)) {
    if (
      !Object.hasOwn(pets, key) ||
      typeof value !== "number" ||
      !Number.isInteger(value) ||
      value < -1 ||
      value > 49
    ) {
      leftOut.push(`pet ${key}`);
      continue;
    }
    const current = Object.hasOwn(next.items.pets, key) ? next.items.pets[key] : undefined;
    if (current === undefined || (current !== -1 && (value === -1 || value > current))) {
      next.items.pets = { ...next.items.pets, [key]: value };
      if (value !== 0) imported.pets += 1;
    }
  }
  for (const [key, value] of entries(items.mounts)) {
    if (!Object.hasOwn(mounts, key) || (value !== true && value !== null && value !== false)) {
      leftOut.push(`mount ${key}`);
      continue;
    }
    if (value === true && next.items.mounts[key] !== true) {
      next.items.mounts = { ...next.items.mounts, [key]: true };
      imported.mounts += 1;
    }
  }

  const bags = [
    ["eggs", eggs],
    ["hatchingPotions", hatchingPotions],
    ["food", food],
    ["quests", quests],
  ] as const;
  for (const [bag, table] of bags) {
    for (const [key, value] of entries(items[bag])) {
      const count = wholeCount(value);
      if (!Object.hasOwn(table, key) || count === undefined) {
        leftOut.push(`${bag} ${key}`);
        continue;
      }
      const had = Object.hasOwn(next.items[bag], key) ? next.items[bag][key] : 0;
      const total = combine(had, count);
      if (total > had) {
        next.items[bag] = { ...next.items[bag], [key]: total };
        imported[bag] += 1;
      }
    }
  }
  for (const [key, value] of entries(items.special)) {
    const count = wholeCount(value);
    // Cards and the lists of their senders belong to the original's players: only the
    // transformation items bought there are items of this game.
    if (!Object.hasOwn(specialSpells, key) || count === undefined) continue;
    const had = Object.hasOwn(next.items.special, key) ? Number(next.items.special[key]) || 0 : 0;
    const total = combine(had, count);
    if (total > had) {
      next.items.special = { ...next.items.special, [key]: total };
      imported.special += 1;
    }
  }
  if (
    typeof items.currentPet === "string" &&
    Object.hasOwn(next.items.pets, items.currentPet) &&
    next.items.pets[items.currentPet] > 0
  )
    next.items.currentPet = items.currentPet;
  if (
    typeof items.currentMount === "string" &&
    Object.hasOwn(next.items.mounts, items.currentMount) &&
    next.items.mounts[items.currentMount] === true
  )
    next.items.currentMount = items.currentMount;

  // Backgrounds and avatar looks bought there.
  for (const [key, owned] of entries(purchased.background)) {
    if (owned !== true) continue;
    if (!Object.hasOwn(backgrounds, key)) {
      leftOut.push(`background ${key}`);
      continue;
    }
    if (!next.purchased.background[key]) {
      next.purchased.background = { ...next.purchased.background, [key]: true };
      imported.backgrounds += 1;
    }
  }
  for (const kind of ["skin", "shirt"] as const) {
    for (const [key, owned] of entries(purchased[kind])) {
      if (owned !== true || !Object.hasOwn(appearance[kind], key)) continue;
      if (!next.purchased[kind][key]) {
        next.purchased[kind] = { ...next.purchased[kind], [key]: true };
        imported.customizations += 1;
      }
    }
  }
  for (const [kind, options] of entries(purchased.hair)) {
    if (!HAIR_KINDS.includes(kind as AppearanceKind)) continue;
    for (const [key, owned] of entries(options)) {
      if (owned !== true || !Object.hasOwn(appearance[kind as AppearanceKind], key)) continue;
      const bought = Object.hasOwn(next.purchased.hair, kind) ? next.purchased.hair[kind] : {};
      if (!bought[key]) {
        next.purchased.hair = { ...next.purchased.hair, [kind]: { ...bought, [key]: true } };
        imported.customizations += 1;
      }
    }
  }
  return { imported, leftOut };
}

/**
 * Pure. The items of an uploaded data export (`{ items, purchased }` or the whole export), on a
 * server that trusts files: once per account, under the file rules above.
 */
export function importOwnedItems(
  user: User,
  exported: unknown,
): { user: User; data: { imported: ItemsImportSummary; leftOut: string[] }; message: string } {
  if (user.flags.itemsImported) throw notAuthorized("itemsAlreadyImported");
  const items = isObject(exported) && isObject(exported.items) ? exported.items : undefined;
  const purchased = isObject(exported) && isObject(exported.purchased) ? exported.purchased : {};
  if (!items) throw badRequest("importHasNoItems");
  const next = structuredClone(user);
  const data = mergeOwnedItems(next, items, purchased, "file");
  next.flags.itemsImported = true;
  return { user: next, data, message: "itemsImported" };
}

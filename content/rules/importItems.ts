/**
 * Bringing the items of a data export of the public game (its userdata.json: `items` and
 * `purchased`) onto a player here. Keys are the public game's own, so every owned item has its
 * counterpart: gear (owned, equipped, costume), pets, mounts, eggs, potions, food, quest scrolls,
 * special items, backgrounds and avatar customisations. Once per account; a key that does not
 * exist here, or a count that is not a whole number, is left out and listed.
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
import type { AppearanceKind, GearType } from "../data/types";
import { badRequest, notAuthorized } from "./errors";
import type { User } from "./types";

/** The most of one egg, potion, food, scroll or special item an import carries. */
export const IMPORT_COUNT_CAP = 9999;

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

const GEAR_SLOTS: GearType[] = ["weapon", "armor", "head", "shield", "back", "body", "headAccessory", "eyewear"];
const HAIR_KINDS: AppearanceKind[] = ["color", "base", "bangs", "beard", "mustache", "flower"];

/** Pure. `exported` is the export's `{ items, purchased }` (or the whole export). */
export function importOwnedItems(
  user: User,
  exported: unknown,
): { user: User; data: { imported: ItemsImportSummary; leftOut: string[] }; message: string } {
  if (user.flags.itemsImported) throw notAuthorized("itemsAlreadyImported");
  const items = isObject(exported) && isObject(exported.items) ? exported.items : undefined;
  const purchased = isObject(exported) && isObject(exported.purchased) ? exported.purchased : {};
  if (!items) throw badRequest("importHasNoItems");

  const next = structuredClone(user);
  const imported: ItemsImportSummary = {
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
  };
  const leftOut: string[] = [];

  // Gear: true is owned, false was lost on death and may be bought again.
  const gearBag = isObject(items.gear) ? items.gear : {};
  for (const [key, owned] of entries(gearBag.owned)) {
    if (!Object.hasOwn(gear, key) || typeof owned !== "boolean") {
      leftOut.push(`gear ${key}`);
      continue;
    }
    if (next.items.gear.owned[key] === true) continue;
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
    const current = next.items.pets[key];
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

  // Counted bags: the larger count wins, so importing cannot multiply what the player has.
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
      if (count > (next.items[bag][key] ?? 0)) {
        next.items[bag] = { ...next.items[bag], [key]: count };
        imported[bag] += 1;
      }
    }
  }
  for (const [key, value] of entries(items.special)) {
    const count = wholeCount(value);
    if (!Object.hasOwn(specialSpells, key) || count === undefined) continue;
    if (count > Number(next.items.special[key] ?? 0)) {
      next.items.special = { ...next.items.special, [key]: count };
      imported.special += 1;
    }
  }
  if (typeof items.currentPet === "string" && (next.items.pets[items.currentPet] ?? 0) > 0)
    next.items.currentPet = items.currentPet;
  if (typeof items.currentMount === "string" && next.items.mounts[items.currentMount] === true)
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
      const bought = next.purchased.hair[kind] ?? {};
      if (!bought[key]) {
        next.purchased.hair = { ...next.purchased.hair, [kind]: { ...bought, [key]: true } };
        imported.customizations += 1;
      }
    }
  }

  next.flags.itemsImported = true;
  return { user: next, data: { imported, leftOut }, message: "itemsImported" };
}

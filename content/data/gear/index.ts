/**
 * All equipment. `gear` is every item by key; `gearTree[type][klass]` lists a class line in
 * index order (tier 0/1 first), which is what the shop and the "previous tier" rule walk.
 */
import { CLASSES } from "../constants";
import type { GearClass, GearItem, GearType } from "../types";
import { armoireGear } from "./armoire";
import { makeGear } from "./build";
import { BASE_GEAR_TYPES, CLASS_GEAR_TIERS, firstTierIndex, TWO_HANDED_CLASSES } from "./classLines";
import { mysteryGear } from "./mystery";
import { specialGear } from "./special";

export { CLASS_GEAR_TIERS, firstTierIndex } from "./classLines";
export { ARMOIRE_RELEASE_DAY, armoireSets } from "./armoire";
export type { ArmoireSet } from "./armoire";
export { mysterySets, MYSTERY_MONTHS } from "./mystery";
export type { MysterySet } from "./mystery";
export {
  ANIMAL_ACCESSORY_ANIMALS,
  ANIMAL_ACCESSORY_PRICE,
  ANIMAL_GEAR_SET_PRICE,
  GLASSES_COLORS,
  HEADBAND_COLORS,
  SEASONS,
  seasonalSetClass,
  seasonalSets,
} from "./special";
export { gearMessageStem } from "./build";

export const GEAR_TYPES: GearType[] = BASE_GEAR_TYPES;
export const GEAR_CLASSES: GearClass[] = [
  "base",
  "warrior",
  "rogue",
  "wizard",
  "healer",
  "special",
  "mystery",
  "armoire",
];

const baseGear: GearItem[] = BASE_GEAR_TYPES.map((type) =>
  makeGear(type, "base", "0", {
    last: type === "eyewear" || type === "headAccessory" ? true : undefined,
    canBuy: true,
  }),
);

const classGear: GearItem[] = CLASSES.flatMap((klass) =>
  (Object.entries(CLASS_GEAR_TIERS[klass]) as [GearType, { value: number }[]][]).flatMap(([type, tiers]) =>
    tiers.map((tier, position) => {
      const index = position + firstTierIndex(klass, type);
      return makeGear(type, klass, String(index), {
        ...tier,
        last: position === tiers.length - 1 ? true : undefined,
        twoHanded: type === "weapon" && TWO_HANDED_CLASSES.includes(klass) ? true : undefined,
        canBuy: true,
        canOwn: [{ klass }],
      });
    }),
  ),
);

/** Drops `undefined` fields so the tables serialise and compare cleanly. */
function compact(item: GearItem): GearItem {
  return Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined)) as GearItem;
}

const allGear: GearItem[] = [...baseGear, ...classGear, ...specialGear, ...mysteryGear, ...armoireGear].map(compact);

export const gear: Record<string, GearItem> = Object.fromEntries(allGear.map((item) => [item.key, item]));

export const gearTree: Record<GearType, Record<GearClass, GearItem[]>> = Object.fromEntries(
  GEAR_TYPES.map((type) => [
    type,
    Object.fromEntries(
      GEAR_CLASSES.map((klass) => [klass, allGear.filter((item) => item.type === type && item.klass === klass)]),
    ),
  ]),
) as Record<GearType, Record<GearClass, GearItem[]>>;

/** The key of the item one tier below in the same class line, if any (buying needs it owned). */
export function previousTierKey(item: GearItem): string | undefined {
  if (!(CLASSES as readonly string[]).includes(item.klass)) return undefined;
  const index = Number(item.index);
  const previous = `${item.type}_${item.klass}_${index - 1}`;
  return previous in gear ? previous : undefined;
}

/**
 * Subscriber (mystery) sets, keyed by yyyymm, and the time-traveller steampunk sets (3014xx).
 * Mystery items are worth 0 gold and give no bonus; subscribers receive the month's set.
 */
import type { GearItem, GearType } from "../types";
import { makeGear } from "./build";

export interface MysterySet {
  key: string;
  text: string;
  /** First day the set is handed out; absent for time-traveller-only sets. */
  start?: string;
  end?: string;
  items: string[];
}

/** Which slots a month's set fills: every set has a helm and an outfit plus one seasonal extra. */
const EXTRA_SLOT_BY_MONTH: GearType[] = ["back", "weapon", "eyewear", "back", "weapon", "eyewear", "back", "weapon", "headAccessory", "back", "weapon", "eyewear"];

function monthKeys(): string[] {
  const keys: string[] = [];
  for (let year = 2014; year <= 2025; year += 1) {
    for (let month = 1; month <= 12; month += 1) {
      if (year === 2014 && month < 2) continue; // the subscriber gifts began in February 2014
      keys.push(`${year}${String(month).padStart(2, "0")}`);
    }
  }
  return keys;
}

export const MYSTERY_MONTHS = monthKeys();

const gearByMonth: GearItem[] = MYSTERY_MONTHS.flatMap((id) => {
  const month = Number(id.slice(4));
  const types: GearType[] = ["head", "armor", EXTRA_SLOT_BY_MONTH[month - 1]];
  return types.map((type) => makeGear(type, "mystery", id, { mystery: id, set: `mystery${id}` }));
});

/** April 2022 came as a pair of glasses in two tints sharing one set id. */
const variants: GearItem[] = [
  makeGear("eyewear", "mystery", "202204A", { mystery: "202204", set: "mystery202204" }),
  makeGear("eyewear", "mystery", "202204B", { mystery: "202204", set: "mystery202204" }),
];

const STEAMPUNK: Record<string, GearType[]> = {
  "301404": ["head", "armor", "eyewear", "weapon"],
  "301405": ["head", "shield", "headAccessory", "eyewear"],
  "301703": ["head", "armor", "eyewear"],
  "301704": ["head", "armor", "shield"],
};
const steampunk: GearItem[] = Object.entries(STEAMPUNK).flatMap(([id, types]) =>
  types.map((type) => makeGear(type, "mystery", id, { mystery: id, set: `mystery${id}` })),
);

export const mysteryGear: GearItem[] = [...gearByMonth, ...variants, ...steampunk];

export const mysterySets: Record<string, MysterySet> = Object.fromEntries(
  [...MYSTERY_MONTHS, ...Object.keys(STEAMPUNK)].map((id) => {
    const year = Number(id.slice(0, 4));
    const month = Number(id.slice(4));
    const timeTravelOnly = year > 3000;
    const nextMonth = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, "0")}`;
    return [
      id,
      {
        key: id,
        text: `mysterySet${id}`,
        start: timeTravelOnly ? undefined : `${year}-${String(month).padStart(2, "0")}-01`,
        end: timeTravelOnly ? undefined : `${nextMonth}-01`,
        items: mysteryGear.filter((item) => item.mystery === id).map((item) => item.key),
      },
    ];
  }),
);

/**
 * Special gear: backer and contributor rewards, quest and event drops, seasonal class gear,
 * animal accessories and glasses. Ownership rules are data (OwnRule), read by the rules.
 */
import { CLASSES, type PlayerClass } from "../constants";
import type { GearItem, GearType, OwnRule, Season } from "../types";
import { makeGear } from "./build";

const OWNS: OwnRule = { flag: "ownsItem" };

/** Backer, contributor and story rewards (tiers: 45 for most, 70 for one weapon, 300 for the top items). */
const rewards: GearItem[] = [
  makeGear("weapon", "special", "0", { str: 20, value: 150, canOwn: [{ backerTier: 70 }, OWNS] }),
  makeGear("weapon", "special", "1", { str: 6, int: 6, per: 6, con: 6, value: 170, canOwn: [{ contributorLevel: 4 }, OWNS] }),
  makeGear("weapon", "special", "2", { str: 25, per: 25, value: 200, canOwn: [{ backerTier: 300 }, OWNS] }),
  makeGear("weapon", "special", "3", { str: 17, int: 17, con: 17, value: 200, canOwn: [{ backerTier: 300 }, OWNS] }),
  makeGear("weapon", "special", "critical", { str: 40, per: 40, value: 200, canOwn: [{ flag: "contributorCritical" }, OWNS] }),
  makeGear("weapon", "special", "tridentOfCrashingTides", { int: 15, value: 130, canOwn: [OWNS] }),
  makeGear("weapon", "special", "roguishRainbowMessage", { int: 15, str: 15, per: 15, value: 200, canOwn: [OWNS] }),
  makeGear("weapon", "special", "taskwoodsLantern", { con: 15, per: 15, value: 200, canOwn: [OWNS] }),
  makeGear("armor", "special", "0", { con: 20, value: 150, canOwn: [{ backerTier: 45 }, OWNS] }),
  makeGear("armor", "special", "1", { str: 6, int: 6, per: 6, con: 6, value: 170, canOwn: [{ contributorLevel: 2 }, OWNS] }),
  makeGear("armor", "special", "2", { int: 25, con: 25, value: 200, canOwn: [{ backerTier: 300 }, OWNS] }),
  makeGear("armor", "special", "mammothRiderArmor", { con: 15, value: 200, canOwn: [OWNS] }),
  makeGear("armor", "special", "finnedOceanicArmor", { str: 15, value: 130, canOwn: [OWNS] }),
  makeGear("armor", "special", "roguishRainbowMessengerRobes", { str: 15, value: 130, canOwn: [OWNS] }),
  makeGear("armor", "special", "pyromancersRobes", { con: 15, value: 130, canOwn: [OWNS] }),
  makeGear("head", "special", "fireCoralCirclet", { per: 15, value: 130, canOwn: [OWNS] }),
  makeGear("head", "special", "roguishRainbowMessengerHood", { con: 15, value: 130, canOwn: [OWNS] }),
  makeGear("head", "special", "pyromancersTurban", { str: 15, value: 130, canOwn: [OWNS] }),
  makeGear("weapon", "special", "mammothRiderSpear", { str: 15, value: 130, canOwn: [OWNS] }),
  makeGear("head", "special", "0", { int: 20, value: 150, canOwn: [{ backerTier: 45 }, OWNS] }),
  makeGear("head", "special", "1", { str: 6, int: 6, per: 6, con: 6, value: 170, canOwn: [{ contributorLevel: 3 }, OWNS] }),
  makeGear("head", "special", "2", { int: 25, str: 25, value: 200, canOwn: [{ backerTier: 300 }, OWNS] }),
  makeGear("head", "special", "mammothRiderHelm", { per: 15, value: 200, canOwn: [OWNS] }),
  makeGear("shield", "special", "0", { per: 20, value: 150, canOwn: [{ backerTier: 45 }, OWNS] }),
  makeGear("shield", "special", "1", { str: 6, int: 6, per: 6, con: 6, value: 170, canOwn: [{ contributorLevel: 5 }, OWNS] }),
  makeGear("shield", "special", "goldenknight", { str: 25, per: 25, value: 200, canOwn: [OWNS] }),
  makeGear("shield", "special", "moonpearlShield", { con: 15, value: 130, canOwn: [OWNS] }),
  makeGear("eyewear", "special", "aetherMask", { int: 10, value: 150, canOwn: [OWNS] }),
  makeGear("body", "special", "aetherAmulet", { str: 10, value: 150, canOwn: [OWNS] }),
  makeGear("back", "special", "aetherCloak", { per: 10, value: 150, canOwn: [OWNS] }),
  makeGear("back", "special", "wondercon_red", { canOwn: [OWNS] }),
  makeGear("back", "special", "wondercon_black", { canOwn: [OWNS] }),
  makeGear("body", "special", "wondercon_red", { canOwn: [OWNS] }),
  makeGear("body", "special", "wondercon_gold", { canOwn: [OWNS] }),
  makeGear("body", "special", "wondercon_black", { canOwn: [OWNS] }),
  makeGear("eyewear", "special", "wondercon_red", { canOwn: [OWNS] }),
  makeGear("eyewear", "special", "wondercon_black", { canOwn: [OWNS] }),
  makeGear("head", "special", "turkeyHelmBase", { canOwn: [OWNS], event: "harvestFeast" }),
  makeGear("armor", "special", "turkeyArmorBase", { canOwn: [OWNS], event: "harvestFeast" }),
  makeGear("back", "special", "turkeyTailBase", { canOwn: [OWNS], event: "harvestFeast" }),
  makeGear("weapon", "special", "lunarScythe", { str: 13, per: 13, value: 150, canOwn: [OWNS] }),
  makeGear("armor", "special", "lunarWarriorArmor", { str: 7, con: 7, value: 150, canOwn: [OWNS] }),
  makeGear("head", "special", "lunarWarriorHelm", { str: 7, int: 7, value: 150, canOwn: [OWNS] }),
  // Check-in (login incentive) rewards.
  makeGear("head", "special", "bardHat", { int: 5, per: 5, value: 100, canOwn: [OWNS] }),
  makeGear("armor", "special", "bardRobes", { per: 3, value: 100, canOwn: [OWNS] }),
  makeGear("weapon", "special", "bardInstrument", { int: 3, value: 100, canOwn: [OWNS] }),
  makeGear("armor", "special", "pageArmor", { con: 3, value: 100, canOwn: [OWNS] }),
  makeGear("head", "special", "pageHelm", { per: 3, value: 100, canOwn: [OWNS] }),
  makeGear("weapon", "special", "pageBanner", { str: 3, value: 100, canOwn: [OWNS] }),
];

/** Yearly party gifts: a robe for each birthday and a festive hat for each New Year. */
const YEARS = [2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025];
const partyGifts: GearItem[] = [
  makeGear("armor", "special", "birthday", { canOwn: [OWNS], event: "birthday" }),
  ...YEARS.slice(1).map((year) => makeGear("armor", "special", `birthday${year}`, { canOwn: [OWNS], event: "birthday" })),
  makeGear("head", "special", "nye", { canOwn: [OWNS], event: "nye" }),
  ...YEARS.map((year) => makeGear("head", "special", `nye${year}`, { canOwn: [OWNS], event: "nye" })),
];

/** Seasonal class gear prices and bonuses by slot (content spec §9 "Class seasonal gear stats"). */
export const SEASONAL_CLASS_GEAR: Record<PlayerClass, Partial<Record<GearType, { value: number; str?: number; int?: number; per?: number; con?: number }>>> = {
  warrior: {
    weapon: { value: 90, str: 15 },
    armor: { value: 90, con: 9 },
    head: { value: 60, str: 9 },
    shield: { value: 70, con: 7 },
  },
  rogue: {
    weapon: { value: 80, str: 8 },
    armor: { value: 90, per: 15 },
    head: { value: 60, per: 9 },
    shield: { value: 80, str: 8 },
  },
  wizard: {
    weapon: { value: 160, int: 15, per: 7 },
    armor: { value: 90, int: 9 },
    head: { value: 60, per: 7 },
  },
  healer: {
    weapon: { value: 90, int: 9 },
    armor: { value: 90, con: 15 },
    head: { value: 60, int: 7 },
    shield: { value: 70, con: 9 },
  },
};

export const SEASONS: Season[] = ["winter", "spring", "summer", "fall"];
export const SEASONAL_GEAR_YEARS = [2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025];

/** The first winter gala named its class sets after what they were: yeti, ski, candy cane, snowflake. */
const WINTER_2014_NAMES: Record<PlayerClass, string> = { warrior: "yeti", rogue: "ski", wizard: "candycane", healer: "snowflake" };

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** The index of a seasonal class item: "yeti", "springRogue" (2014), "winter2015Rogue" later. */
export function seasonalGearIndex(season: Season, year: number, klass: PlayerClass): string {
  if (year === 2014) return season === "winter" ? WINTER_2014_NAMES[klass] : `${season}${capitalise(klass)}`;
  return `${season}${year}${capitalise(klass)}`;
}

export function seasonalSetKey(season: Season, year: number, klass: PlayerClass): string {
  return `${seasonalGearIndex(season, year, klass)}Set`;
}

const seasonal: GearItem[] = SEASONS.flatMap((season) =>
  SEASONAL_GEAR_YEARS.flatMap((year) =>
    CLASSES.flatMap((klass) =>
      (Object.entries(SEASONAL_CLASS_GEAR[klass]) as [GearType, { value: number }][]).map(([type, stats]) =>
        makeGear(type, "special", seasonalGearIndex(season, year, klass), {
          ...stats,
          set: seasonalSetKey(season, year, klass),
          specialClass: klass,
          season,
          event: `${season}${year}`,
          twoHanded: klass === "wizard" && type === "weapon" ? true : undefined,
          canBuy: true,
          canOwn: [{ klass }, OWNS],
        }),
      ),
    ),
  ),
);

/** Seasonal set keys per season, newest last (the seasonal shop lists them). */
export const seasonalSets: Record<Season, string[]> = Object.fromEntries(
  SEASONS.map((season) => [season, SEASONAL_GEAR_YEARS.flatMap((year) => CLASSES.map((klass) => seasonalSetKey(season, year, klass)))]),
) as Record<Season, string[]>;

export const ANIMAL_ACCESSORY_ANIMALS = ["bear", "cactus", "fox", "lion", "panda", "pig", "tiger", "wolf"] as const;
export const HEADBAND_COLORS = ["black", "blue", "green", "pink", "red", "white", "yellow"] as const;
export const GLASSES_COLORS = ["black", "blue", "green", "pink", "red", "white", "yellow"] as const;

/** Animal ears, tails, headbands and glasses: always buyable, 20 gems each (content spec §6). */
export const ANIMAL_ACCESSORY_PRICE = 20;
const accessories: GearItem[] = [
  ...ANIMAL_ACCESSORY_ANIMALS.flatMap((animal) => [
    makeGear("headAccessory", "special", `${animal}Ears`, { value: ANIMAL_ACCESSORY_PRICE, gearSet: "animal", set: `animal${capitalise(animal)}`, canBuy: true }),
    makeGear("back", "special", `${animal}Tail`, { value: ANIMAL_ACCESSORY_PRICE, gearSet: "animal", set: `animal${capitalise(animal)}`, canBuy: true }),
  ]),
  ...HEADBAND_COLORS.map((color) =>
    makeGear("headAccessory", "special", `${color}Headband`, { value: ANIMAL_ACCESSORY_PRICE, gearSet: "headband", set: "headbands", canBuy: true }),
  ),
  ...GLASSES_COLORS.flatMap((color) => [
    makeGear("eyewear", "special", `${color}TopFrame`, { value: ANIMAL_ACCESSORY_PRICE, gearSet: "glasses", set: "glasses", canBuy: true }),
    makeGear("eyewear", "special", `${color}HalfMoon`, { value: ANIMAL_ACCESSORY_PRICE, gearSet: "glasses", set: "glasses", canBuy: true }),
  ]),
];

/** Price of a whole animal ears+tail set bought at once (content spec §9 "Animal gear set price"). */
export const ANIMAL_GEAR_SET_PRICE = 5;

export const specialGear: GearItem[] = [...rewards, ...partyGifts, ...seasonal, ...accessories];

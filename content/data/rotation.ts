/**
 * The monthly shop rotation (content spec §4 "Monthly rotation"): what each month (0-11)
 * offers and on which day; and the four seasonal galas. The pure function that applies it
 * to a date lives in content/rules/rotation.ts; this file holds only the lists.
 */
import type { MonthRotation, Season } from "./types";
import { seasonalSets } from "./gear";
import { SEASONAL_QUESTS } from "./quests";

/** Day of the month on which each kind of item becomes available. */
export const ROTATION_RELEASE_DAYS = {
  timeTravelers: 1,
  backgrounds: 7,
  petQuests: 14,
  hatchingPotionQuests: 14,
  bundles: 14,
  premiumHatchingPotions: 21,
} as const;

export type RotationType = keyof typeof ROTATION_RELEASE_DAYS;

/** Backgrounds released from July 2024 on return only in their own month of later years. */
export const NEW_BACKGROUND_SCHEDULE_FROM = { year: 2024, month: 7 };

const month = (
  index: number,
  petQuests: string[],
  hatchingPotionQuests: string[],
  bundles: string[],
  premiumHatchingPotions: string[],
): MonthRotation => {
  const first = index + 1;
  const second = ((index + 6) % 12) + 1;
  return {
    month: index,
    petQuests,
    hatchingPotionQuests,
    bundles,
    premiumHatchingPotions,
    timeTravelerMonths: [first, second],
    backgroundMonths: [first, second],
    backgroundOddYear: index >= 6,
  };
};

export const rotation: MonthRotation[] = [
  month(
    0,
    ["nudibranch", "seaserpent", "gryphon", "yarn", "axolotl"],
    ["silver"],
    ["winterQuests"],
    ["Aurora", "Cupid", "IcySnow"],
  ),
  month(
    1,
    ["rooster", "slime", "peacock", "bunny", "cat"],
    ["pinkMarble"],
    ["cuddleBuddies", "mythicalMarvels"],
    ["PolkaDot", "Celestial", "RoseGold"],
  ),
  month(
    2,
    ["frog", "spider", "cow", "pterodactyl", "otter"],
    ["jade"],
    ["birdBuddies"],
    ["BirchBark", "StainedGlass", "Porcelain"],
  ),
  month(
    3,
    ["snake", "monkey", "falcon", "alligator", "alpaca"],
    ["stone"],
    ["hugabug"],
    ["Shimmer", "Glass", "Balloon"],
  ),
  month(
    4,
    ["octopus", "horse", "kraken", "sloth", "platypus"],
    ["opal"],
    ["splashyPals"],
    ["Floral", "Fairy", "RoseQuartz"],
  ),
  month(
    5,
    ["trex", "unicorn", "velociraptor", "hippo", "giraffe"],
    ["turquoise"],
    ["delightfulDinos", "sandySidekicks"],
    ["Rainbow", "Sunshine", "Koi"],
  ),
  month(
    6,
    ["whale", "dilatory_derby", "armadillo", "guineapig", "chameleon"],
    ["fluorite"],
    ["aquaticAmigos", "jungleBuddies"],
    ["Moonglow", "SandSculpture", "Watery"],
  ),
  month(
    7,
    ["turtle", "penguin", "butterfly", "cheetah", "crab"],
    ["blackPearl"],
    ["featheredFriends"],
    ["Aquatic", "StarryNight", "Sunset"],
  ),
  month(
    8,
    ["squirrel", "triceratops", "treeling", "beetle", "raccoon"],
    ["bronze"],
    ["farmFriends"],
    ["Glow", "AutumnLeaf", "Shadow"],
  ),
  month(
    9,
    ["snail", "rock", "ferret", "hedgehog", "dog"],
    ["onyx"],
    ["witchyFamiliars"],
    ["Vampire", "Ghost", "Spooky"],
  ),
  month(
    10,
    ["sheep", "kangaroo", "owl", "rat", "badger"],
    ["amber"],
    ["forestFriends", "oddballs"],
    ["Ember", "Frost", "Thunderstorm"],
  ),
  month(
    11,
    ["ghost_stag", "trex_undead", "harpy", "sabretooth", "dolphin"],
    ["ruby"],
    ["rockingReptiles"],
    ["Peppermint", "Holly", "Gingerbread"],
  ),
];

/**
 * Day of the month from which the next gala's wares replace the current ones: the 1st, so
 * winter runs December to February (content spec §9 "seasonal start day 1").
 */
export const GALA_SWITCHOVER_DAY = 1;

export interface Gala {
  season: Season;
  /** Months (0-11) the gala spans: it opens on the switchover day of startMonth. */
  startMonth: number;
  endMonth: number;
  seasonalGear: string[];
  seasonalSpells: string[];
  seasonalQuests: string[];
  customizationSets: string[];
}

export const galas: Gala[] = [
  {
    season: "winter",
    startMonth: 11,
    endMonth: 2,
    seasonalGear: seasonalSets.winter,
    seasonalSpells: ["snowball"],
    seasonalQuests: SEASONAL_QUESTS.winter,
    customizationSets: ["winteryHairColors", "winterySkins"],
  },
  {
    season: "spring",
    startMonth: 2,
    endMonth: 5,
    seasonalGear: seasonalSets.spring,
    seasonalSpells: ["shinySeed"],
    seasonalQuests: SEASONAL_QUESTS.spring,
    customizationSets: ["shimmerHairColors", "pastelSkins"],
  },
  {
    season: "summer",
    startMonth: 5,
    endMonth: 8,
    seasonalGear: seasonalSets.summer,
    seasonalSpells: ["seafoam"],
    seasonalQuests: SEASONAL_QUESTS.summer,
    customizationSets: ["summerHairColors", "splashySkins"],
  },
  {
    season: "fall",
    startMonth: 8,
    endMonth: 11,
    seasonalGear: seasonalSets.fall,
    seasonalSpells: ["spookySparkles"],
    seasonalQuests: SEASONAL_QUESTS.fall,
    customizationSets: ["hauntedHairColors", "supernaturalSkins"],
  },
];

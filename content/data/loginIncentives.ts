/**
 * Check-in rewards (content spec §9 "Login incentives"): days 1 to 500; day 500 grants the
 * royallyLoyal achievement. Every day has an entry so the client can show the way to the next
 * reward.
 */
import { MAX_INCENTIVES } from "./constants";
import { MOON_QUEST_CHECKINS } from "./quests";
import type { LoginIncentive, LoginRewardType } from "./types";

type Reward = { type: LoginRewardType; key: string };
const r = (type: LoginRewardType, ...keys: string[]): Reward[] => keys.map((key) => ({ type, key }));
const times = (count: number, rewards: Reward[]): Reward[] => Array.from({ length: count }, () => rewards).flat();

const PURPLE = r("hatchingPotions", "RoyalPurple");
const DROP_EGG_KEYS = ["BearCub", "Cactus", "Dragon", "FlyingPig", "Fox", "LionCub", "PandaCub", "TigerCub", "Wolf"];
const DROP_POTION_KEYS = [
  "Base",
  "CottonCandyBlue",
  "CottonCandyPink",
  "Desert",
  "Golden",
  "Red",
  "Shade",
  "Skeleton",
  "White",
  "Zombie",
];
const EVERYDAY_FOOD = [
  "Meat",
  "CottonCandyBlue",
  "CottonCandyPink",
  "Potatoe",
  "Honey",
  "Strawberry",
  "Chocolate",
  "Fish",
  "Milk",
  "RottenMeat",
];

/** The public game's table (website/common/script/content/loginIncentives.js). */
const REWARDS: Record<number, Reward[]> = {
  1: r("gear", "armor_special_bardRobes"),
  2: r("backgrounds", "blue", "green", "purple", "red", "yellow"),
  3: r("gear", "head_special_bardHat"),
  4: PURPLE,
  5: r("food", "Chocolate", "Meat", "CottonCandyPink"),
  [MOON_QUEST_CHECKINS.moon1]: r("quests", "moon1"),
  10: PURPLE,
  14: r("food", "Strawberry", "Potatoe", "CottonCandyBlue"),
  18: r("gear", "weapon_special_bardInstrument"),
  [MOON_QUEST_CHECKINS.moon2]: r("quests", "moon2"),
  26: PURPLE,
  30: r("food", "Fish", "Milk", "RottenMeat", "Honey"),
  35: PURPLE,
  [MOON_QUEST_CHECKINS.moon3]: r("quests", "moon3"),
  45: PURPLE,
  50: r("food", "Saddle"),
  55: PURPLE,
  60: r("gear", "armor_special_pageArmor"),
  65: PURPLE,
  70: r("gear", "head_special_pageHelm"),
  75: PURPLE,
  80: r("gear", "weapon_special_pageBanner"),
  85: PURPLE,
  90: r("gear", "shield_special_diamondStave"),
  95: PURPLE,
  100: r("food", "Saddle"),
  105: PURPLE,
  110: r("eggs", ...DROP_EGG_KEYS),
  115: PURPLE,
  120: r("hatchingPotions", ...DROP_POTION_KEYS),
  125: PURPLE,
  130: times(3, r("food", ...EVERYDAY_FOOD)),
  135: PURPLE,
  140: r("gear", "weapon_special_skeletonKey", "shield_special_lootBag"),
  145: PURPLE,
  150: r("gear", "head_special_clandestineCowl", "armor_special_sneakthiefRobes"),
  160: PURPLE,
  170: r("gear", "head_special_snowSovereignCrown", "armor_special_snowSovereignRobes"),
  180: PURPLE,
  190: r("gear", "shield_special_wintryMirror", "back_special_snowdriftVeil"),
  200: PURPLE,
  220: r("food", "Saddle"),
  240: r("gear", "weapon_special_nomadsScimitar", "armor_special_nomadsCuirass"),
  260: r("gear", "head_special_spikedHelm"),
  280: times(3, r("food", ...EVERYDAY_FOOD)),
  300: times(2, r("eggs", ...DROP_EGG_KEYS)),
  320: r("gear", "head_special_dandyHat"),
  340: r("gear", "weapon_special_fencingFoil", "armor_special_dandySuit"),
  360: times(2, r("food", "Saddle")),
  380: times(3, r("eggs", ...DROP_EGG_KEYS)),
  400: times(4, r("food", ...EVERYDAY_FOOD)),
  425: times(3, r("food", "Saddle")),
  450: r("gear", "weapon_special_tachi", "armor_special_samuraiArmor"),
  475: r("gear", "head_special_kabuto", "shield_special_wakizashi"),
  [MAX_INCENTIVES]: r("achievement", "royallyLoyal"),
};

export const LOGIN_REWARD_DAYS = Object.keys(REWARDS)
  .map(Number)
  .sort((a, b) => a - b);

export const loginIncentives: Record<number, LoginIncentive> = Object.fromEntries(
  Array.from({ length: MAX_INCENTIVES }, (_, i) => i + 1).map((day) => {
    const entry: LoginIncentive = { day, rewards: REWARDS[day] ?? [] };
    const next = LOGIN_REWARD_DAYS.find((rewardDay) => rewardDay > day);
    const previous = [...LOGIN_REWARD_DAYS].reverse().find((rewardDay) => rewardDay < day);
    if (next !== undefined) entry.nextRewardAt = next;
    if (previous !== undefined) entry.prevRewardAt = previous;
    return [day, entry];
  }),
);

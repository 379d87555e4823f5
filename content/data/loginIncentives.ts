/**
 * Check-in rewards (content spec §9 "Login incentives"): days 1 to 500; day 500 grants an
 * achievement. Every day has an entry so the client can show the way to the next reward.
 */
import { MAX_INCENTIVES } from "./constants";
import { MOON_QUEST_CHECKINS } from "./quests";
import type { LoginIncentive, LoginRewardType } from "./types";

type Reward = { type: LoginRewardType; key: string };
const r = (type: LoginRewardType, ...keys: string[]): Reward[] => keys.map((key) => ({ type, key }));

const REWARDS: Record<number, Reward[]> = {
  1: r("gear", "armor_special_bardRobes"),
  2: r("hatchingPotions", "Base"),
  3: r("gear", "head_special_bardHat"),
  4: r("eggs", "Wolf"),
  5: r("gear", "weapon_special_bardInstrument"),
  [MOON_QUEST_CHECKINS.moon1]: r("quests", "moon1"),
  9: r("food", "Honey"),
  11: r("hatchingPotions", "Golden"),
  13: r("eggs", "Dragon"),
  15: r("gear", "armor_special_pageArmor"),
  17: r("food", "Strawberry"),
  19: r("gear", "head_special_pageHelm"),
  21: r("hatchingPotions", "Red"),
  [MOON_QUEST_CHECKINS.moon2]: r("quests", "moon2"),
  24: r("gear", "weapon_special_pageBanner"),
  26: r("eggs", "Fox"),
  28: r("food", "Chocolate"),
  30: r("hatchingPotions", "Shade"),
  35: r("backgrounds", "violet"),
  [MOON_QUEST_CHECKINS.moon3]: r("quests", "moon3"),
  45: r("eggs", "PandaCub"),
  50: r("backgrounds", "blue"),
  55: r("hatchingPotions", "CottonCandyPink"),
  60: r("food", "Fish"),
  65: r("hatchingPotions", "Skeleton"),
  70: r("backgrounds", "green"),
  75: r("eggs", "LionCub"),
  80: r("hatchingPotions", "Zombie"),
  90: r("backgrounds", "purple"),
  100: [...r("hatchingPotions", "CottonCandyBlue"), ...r("food", "CottonCandyBlue")],
  110: r("backgrounds", "red"),
  125: r("eggs", "BearCub", "TigerCub"),
  150: r("backgrounds", "yellow"),
  175: r("hatchingPotions", "Golden", "Golden"),
  200: r("eggs", "Cactus", "FlyingPig"),
  225: r("hatchingPotions", "White", "Desert"),
  250: r("food", "Honey", "Honey", "Honey"),
  275: r("eggs", "Wolf", "Fox"),
  300: r("hatchingPotions", "Red", "Shade", "Skeleton"),
  325: r("food", "Meat", "Milk", "Potatoe"),
  350: r("eggs", "Dragon", "LionCub", "TigerCub"),
  375: r("hatchingPotions", "Zombie", "CottonCandyPink", "CottonCandyBlue"),
  400: r("food", "Strawberry", "Chocolate", "Fish", "RottenMeat"),
  425: r("eggs", "PandaCub", "BearCub", "Cactus", "FlyingPig"),
  450: r("hatchingPotions", "Golden", "Golden", "Golden"),
  475: r("food", "Honey", "CottonCandyPink", "CottonCandyBlue", "Meat", "Milk"),
  [MAX_INCENTIVES]: [...r("achievement", "checkIns500"), ...r("hatchingPotions", "Golden", "Golden", "Golden", "Golden", "Golden")],
};

export const LOGIN_REWARD_DAYS = Object.keys(REWARDS).map(Number).sort((a, b) => a - b);

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

/**
 * Achievements (content spec §3 "Achievement"). Message keys: achievement<Key>Title,
 * achievement<Key>Text, and for counted ones achievement<Key>SingularText / PluralText.
 * Each record carries what the rules need to award it (colour, eggs, quests, spell, class).
 */
import { CARD_TYPES, CLASSES } from "./constants";
import { DROP_POTIONS } from "./hatchingPotions";
import { WORLD_BOSS_KEYS } from "./quests";
import type { Achievement } from "./types";

const pascal = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);

function achievement(key: string, kind: Achievement["kind"], extra: Partial<Achievement> = {}): Achievement {
  return {
    key,
    kind,
    icon: `achievement-${key}`,
    titleKey: `achievement${pascal(key)}Title`,
    textKey: `achievement${pascal(key)}Text`,
    modalTextKey: `achievement${pascal(key)}ModalText`,
    ...extra,
  };
}

/** colour -> [pet achievement, mount achievement] */
export const ANIMAL_COLOR_ACHIEVEMENTS: Record<string, [string, string]> = {
  Base: ["backToBasics", "allYourBase"],
  Desert: ["dustDevil", "aridAuthority"],
  Zombie: ["monsterMagus", "undeadUndertaker"],
  White: ["primedForPainting", "pearlyPro"],
  CottonCandyPink: ["tickledPink", "rosyOutlook"],
  Golden: ["goodAsGold", "allThatGlitters"],
  Skeleton: ["boneCollector", "skeletonCrew"],
  Red: ["seeingRed", "redLetterDay"],
  CottonCandyBlue: ["violetsAreBlue", "wildBlueYonder"],
  Shade: ["shadyCustomer", "shadeOfItAll"],
};

/**
 * Own every base-colour pet of these eggs (roughRider: pets and mounts). Members:
 * website/common/script/content/constants/animalSetAchievements.js.
 */
export const ANIMAL_SET_ACHIEVEMENTS: Record<string, string[]> = {
  legendaryBestiary: ["Dragon", "FlyingPig", "Gryphon", "SeaSerpent", "Unicorn"],
  birdsOfAFeather: ["FlyingPig", "Owl", "Parrot", "Pterodactyl", "Gryphon", "Falcon", "Rooster", "Peacock"],
  bonelessBoss: ["Beetle", "Butterfly", "Cuttlefish", "Nudibranch", "Octopus", "Snail", "Spider"],
  cats: ["Cheetah", "LionCub", "Sabretooth", "TigerCub"],
  dinosaurDynasty: [
    "Falcon",
    "Owl",
    "Parrot",
    "Peacock",
    "Penguin",
    "Rooster",
    "Pterodactyl",
    "TRex",
    "Triceratops",
    "Velociraptor",
  ],
  domesticated: ["Ferret", "GuineaPig", "Rooster", "FlyingPig", "Rat", "Bunny", "Horse", "Cow"],
  duneBuddy: ["Armadillo", "Cactus", "Fox", "Frog", "Snake", "Spider"],
  plantParent: ["Cactus", "Treeling"],
  polarPro: ["BearCub", "Fox", "Penguin", "Whale", "Wolf"],
  reptacularRumble: ["Alligator", "Pterodactyl", "Snake", "Triceratops", "TRex", "Turtle", "Velociraptor"],
  rodentRuler: ["Rat", "GuineaPig", "Squirrel"],
  woodlandWizard: ["Badger", "BearCub", "Deer", "Fox", "Frog", "Hedgehog", "Owl", "Snail", "Squirrel", "Treeling"],
  zodiacZookeeper: [
    "Rat",
    "Cow",
    "Bunny",
    "Snake",
    "Horse",
    "Sheep",
    "Monkey",
    "Rooster",
    "Wolf",
    "TigerCub",
    "FlyingPig",
    "Dragon",
  ],
};

/** Every base-colour pet and mount of these eggs. */
export const ANIMAL_SET_PET_AND_MOUNT_ACHIEVEMENTS: Record<string, string[]> = {
  roughRider: ["Cactus", "Hedgehog", "Rock"],
};

/** Every pet of one colour, drop and quest eggs alike (constants/petCompleteSetAchievements.js). */
export const PET_SET_COMPLETE_ACHIEVEMENTS: Record<string, string> = { Skeleton: "boneToPick" };

/** Complete every quest in the list (constants/questSeriesAchievements.js). */
export const QUEST_SERIES_ACHIEVEMENTS: Record<string, string[]> = {
  lostMasterclasser: [
    ...["dilatoryDistress", "mayhemMistiflying", "stoikalmCalamity", "taskwoodsTerror", "lostMasterclasser"].flatMap(
      (chain) => (chain === "lostMasterclasser" ? [1, 2, 3, 4] : [1, 2, 3]).map((part) => `${chain}${part}`),
    ),
  ],
  bareNecessities: ["monkey", "sloth", "treeling"],
  bugBonanza: ["beetle", "butterfly", "snail", "spider"],
  freshwaterFriends: ["axolotl", "frog", "hippo"],
  justAddWater: ["octopus", "dilatory_derby", "kraken", "whale", "turtle", "nudibranch", "seaserpent", "dolphin"],
  mindOverMatter: ["rock", "slime", "yarn"],
  seasonalSpecialist: ["egg", "evilsanta", "evilsanta2"],
};

/** Seasonal spells: each is also the achievement counting how often a party member hit you with it. */
export const SEASONAL_SPELL_ACHIEVEMENTS = ["snowball", "spookySparkles", "shinySeed", "seafoam"] as const;

export const ONBOARDING_ACHIEVEMENTS = [
  "createdTask",
  "completedTask",
  "hatchedPet",
  "fedPet",
  "purchasedEquipment",
] as const;

const colour = Object.entries(ANIMAL_COLOR_ACHIEVEMENTS).flatMap(([potion, [petKey, mountKey]]) => [
  achievement(petKey, "animalColor", { potion, mountOrPet: "pet" }),
  achievement(mountKey, "animalColor", { potion, mountOrPet: "mount" }),
]);

const sets = [
  ...Object.entries(ANIMAL_SET_ACHIEVEMENTS).map(([key, eggs]) =>
    achievement(key, "animalSet", { eggs, mountOrPet: "pet" }),
  ),
  ...Object.entries(ANIMAL_SET_PET_AND_MOUNT_ACHIEVEMENTS).map(([key, eggs]) =>
    achievement(key, "animalSet", { eggs, mountOrPet: "petMount" }),
  ),
  ...Object.entries(PET_SET_COMPLETE_ACHIEVEMENTS).map(([potion, key]) =>
    achievement(key, "animalColor", { potion, mountOrPet: "pet" }),
  ),
];

const series = Object.entries(QUEST_SERIES_ACHIEVEMENTS).map(([key, quests]) =>
  achievement(key, "questSeries", { quests }),
);

const stable = [
  achievement("beastMaster", "stable", {
    singularTextKey: "achievementBeastMasterSingularText",
    pluralTextKey: "achievementBeastMasterPluralText",
  }),
  achievement("mountMaster", "stable", {
    singularTextKey: "achievementMountMasterSingularText",
    pluralTextKey: "achievementMountMasterPluralText",
  }),
  achievement("triadBingo", "stable", {
    singularTextKey: "achievementTriadBingoSingularText",
    pluralTextKey: "achievementTriadBingoPluralText",
  }),
];

const worldBoss = WORLD_BOSS_KEYS.map((key) => achievement(`${key}Quest`, "worldBoss", { quests: [key] }));

const spellsCast = SEASONAL_SPELL_ACHIEVEMENTS.map((spell) =>
  achievement(spell, "seasonalSpell", {
    spell,
    singularTextKey: `achievement${pascal(spell)}SingularText`,
    pluralTextKey: `achievement${pascal(spell)}PluralText`,
  }),
);

const social = [
  achievement("partyUp", "social"),
  achievement("partyOn", "social"),
  achievement("streak", "social", {
    singularTitleKey: "achievementStreakSingularTitle",
    pluralTitleKey: "achievementStreakPluralTitle",
  }),
  achievement("perfect", "social", {
    singularTitleKey: "achievementPerfectSingularTitle",
    pluralTitleKey: "achievementPerfectPluralTitle",
  }),
  achievement("royallyLoyal", "social"),
  achievement("joinedGuild", "social"),
  achievement("joinedChallenge", "social"),
  achievement("invitedFriend", "social"),
];

const onboarding = ONBOARDING_ACHIEVEMENTS.map((key) => achievement(key, "onboarding"));

/** The wizard's is keyed "mage" (content/achievements.js). */
const ultimate = CLASSES.map((klass) =>
  achievement(`${klass === "wizard" ? "mage" : klass}UltimateGear`, "ultimateGear", { klass }),
);

const cardAchievements = CARD_TYPES.map((card) =>
  achievement(`${card}Cards`, "card", {
    card,
    singularTextKey: `achievement${pascal(card)}CardsSingularText`,
    pluralTextKey: `achievement${pascal(card)}CardsPluralText`,
  }),
);

const special = [
  achievement("contributor", "special"),
  achievement("npc", "special"),
  achievement("kickstarter", "special"),
  achievement("veteran", "special"),
  achievement("originalUser", "special"),
  achievement("habitSurveys", "special"),
  achievement("kickstarter2019", "special"),
  achievement("groupsBeta2022", "special"),
];

const eventCounters = [
  achievement("habitBirthdays", "event", {
    singularTextKey: "achievementHabitBirthdaysSingularText",
    pluralTextKey: "achievementHabitBirthdaysPluralText",
  }),
  achievement("habiticaDays", "event", {
    singularTextKey: "achievementHabiticaDaysSingularText",
    pluralTextKey: "achievementHabiticaDaysPluralText",
  }),
  achievement("costumeContests", "event", {
    singularTextKey: "achievementCostumeContestsSingularText",
    pluralTextKey: "achievementCostumeContestsPluralText",
  }),
];

export const achievements: Record<string, Achievement> = Object.fromEntries(
  [
    ...onboarding,
    ...social,
    ...colour,
    ...sets,
    ...series,
    ...stable,
    ...worldBoss,
    ...spellsCast,
    ...ultimate,
    ...cardAchievements,
    ...special,
    ...eventCounters,
  ].map((item) => [item.key, item]),
);

/** The colours that have pet and mount achievements (the ten base colours). */
export const ACHIEVEMENT_COLORS = DROP_POTIONS;

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

/** Own every base-colour pet (or mount) of these eggs. */
export const ANIMAL_SET_ACHIEVEMENTS: Record<string, string[]> = {
  legendaryBestiary: ["Dragon", "FlyingPig", "Gryphon", "SeaSerpent", "Unicorn"],
  birdsOfAFeather: ["FlyingPig", "Owl", "Parrot", "Peacock", "Penguin", "Rooster", "Falcon", "Pterodactyl"],
  bonelessBoss: ["Beetle", "Butterfly", "Cuttlefish", "Nudibranch", "Octopus", "Snail", "Spider"],
  cats: ["Cheetah", "LionCub", "Sabretooth", "TigerCub"],
  dinosaurDynasty: ["Pterodactyl", "TRex", "Triceratops", "Velociraptor"],
  domesticated: ["Cow", "Ferret", "GuineaPig", "Horse", "Sheep", "Rooster"],
  duneBuddy: ["Armadillo", "Cactus", "Fox", "Snake", "Spider"],
  plantParent: ["Cactus", "Treeling"],
  polarPro: ["BearCub", "Penguin", "Whale", "Fox"],
  reptacularRumble: ["Alligator", "Pterodactyl", "Snake", "Triceratops", "TRex", "Turtle", "Velociraptor"],
  rodentRuler: ["GuineaPig", "Rat", "Squirrel"],
  woodlandWizard: ["Badger", "BearCub", "Deer", "Fox", "Frog", "Hedgehog", "Owl", "Snail", "Squirrel", "Treeling"],
  zodiacZookeeper: ["Rat", "Cow", "TigerCub", "Bunny", "Dragon", "Snake", "Horse", "Sheep", "Monkey", "Rooster", "Wolf", "FlyingPig"],
};

/** Complete every quest in the list. */
export const QUEST_SERIES_ACHIEVEMENTS: Record<string, string[]> = {
  lostMasterclasser: [
    ...["dilatoryDistress", "mayhemMistiflying", "stoikalmCalamity", "taskwoodsTerror", "lostMasterclasser"].flatMap((chain) =>
      (chain === "lostMasterclasser" ? [1, 2, 3, 4] : [1, 2, 3]).map((part) => `${chain}${part}`),
    ),
  ],
  bareNecessities: ["monkey", "sloth", "treeling"],
  bugBonanza: ["beetle", "butterfly", "snail", "spider"],
  freshwaterFriends: ["axolotl", "frog", "hippo"],
  justAddWater: ["octopus", "seaserpent", "kraken", "whale", "turtle", "nudibranch", "dilatory_derby"],
  mindOverMatter: ["rock", "slime", "yarn"],
  seasonalSpecialist: ["evilsanta", "evilsanta2", "egg", "waffle"],
};

/** Seasonal spell -> the achievement for casting it on friends. */
export const SEASONAL_SPELL_ACHIEVEMENTS: Record<string, string> = {
  snowball: "annoyingFriends",
  spookySparkles: "alarmingFriends",
  shinySeed: "agriculturalFriends",
  seafoam: "aquaticFriends",
};

export const ONBOARDING_ACHIEVEMENTS = ["createdTask", "completedTask", "hatchedPet", "fedPet", "purchasedEquipment"] as const;

const colour = Object.entries(ANIMAL_COLOR_ACHIEVEMENTS).flatMap(([potion, [petKey, mountKey]]) => [
  achievement(petKey, "animalColor", { potion, mountOrPet: "pet" }),
  achievement(mountKey, "animalColor", { potion, mountOrPet: "mount" }),
]);

const sets = [
  ...Object.entries(ANIMAL_SET_ACHIEVEMENTS).map(([key, eggs]) => achievement(key, "animalSet", { eggs, mountOrPet: "pet" })),
  achievement("roughRider", "animalSet", { eggs: ["Wolf", "TigerCub", "PandaCub", "LionCub", "Fox", "FlyingPig", "Dragon", "Cactus", "BearCub"], mountOrPet: "mount" }),
];

const series = Object.entries(QUEST_SERIES_ACHIEVEMENTS).map(([key, quests]) => achievement(key, "questSeries", { quests }));

const stable = [
  achievement("beastMaster", "stable", { singularTextKey: "achievementBeastMasterSingularText", pluralTextKey: "achievementBeastMasterPluralText" }),
  achievement("mountMaster", "stable", { singularTextKey: "achievementMountMasterSingularText", pluralTextKey: "achievementMountMasterPluralText" }),
  achievement("triadBingo", "stable", { singularTextKey: "achievementTriadBingoSingularText", pluralTextKey: "achievementTriadBingoPluralText" }),
];

const worldBoss = WORLD_BOSS_KEYS.map((key) => achievement(`${key}Quest`, "worldBoss", { quests: [key] }));

const spellsCast = Object.entries(SEASONAL_SPELL_ACHIEVEMENTS).map(([spell, key]) =>
  achievement(key, "seasonalSpell", { spell, singularTextKey: `achievement${pascal(key)}SingularText`, pluralTextKey: `achievement${pascal(key)}PluralText` }),
);

const social = [
  achievement("partyUp", "social"),
  achievement("partyOn", "social"),
  achievement("streak", "social", { singularTitleKey: "achievementStreakSingularTitle", pluralTitleKey: "achievementStreakPluralTitle" }),
  achievement("perfect", "social", { singularTitleKey: "achievementPerfectSingularTitle", pluralTitleKey: "achievementPerfectPluralTitle" }),
  achievement("royallyLoyal", "social"),
  achievement("joinedGuild", "social"),
  achievement("joinedChallenge", "social"),
  achievement("invitedFriend", "social"),
];

const onboarding = ONBOARDING_ACHIEVEMENTS.map((key) => achievement(key, "onboarding"));

const ultimate = CLASSES.map((klass) => achievement(`ultimate${pascal(klass)}`, "ultimateGear", { klass }));

const cardAchievements = CARD_TYPES.map((card) => achievement(`${card}Cards`, "card", { card, singularTextKey: `achievement${pascal(card)}CardsSingularText`, pluralTextKey: `achievement${pascal(card)}CardsPluralText` }));

const special = [
  achievement("contributor", "special"),
  achievement("backer", "special"),
  achievement("veteran", "special"),
  achievement("originalUser", "special"),
  achievement("habitSurveys", "special"),
  achievement("rebirth", "special"),
  achievement("challengeWinner", "special"),
  achievement("quests", "special"),
  achievement("checkIns500", "special", { releaseDate: "2017-06-01" }),
];

const eventCounters = [
  achievement("habitBirthdays", "event", { singularTextKey: "achievementHabitBirthdaysSingularText", pluralTextKey: "achievementHabitBirthdaysPluralText" }),
  achievement("habiticaDays", "event", { singularTextKey: "achievementHabiticaDaysSingularText", pluralTextKey: "achievementHabiticaDaysPluralText" }),
  achievement("costumeContests", "event", { singularTextKey: "achievementCostumeContestsSingularText", pluralTextKey: "achievementCostumeContestsPluralText" }),
  achievement("nyeCelebrations", "event"),
];

export const achievements: Record<string, Achievement> = Object.fromEntries(
  [...onboarding, ...social, ...colour, ...sets, ...series, ...stable, ...worldBoss, ...spellsCast, ...ultimate, ...cardAchievements, ...special, ...eventCounters].map(
    (item) => [item.key, item],
  ),
);

/** The colours that have pet and mount achievements (the ten base colours). */
export const ACHIEVEMENT_COLORS = DROP_POTIONS;

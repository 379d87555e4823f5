/** Achievements the rules award: ultimate gear (which opens the armoire) and the collection masters. */
import { CLASSES, type PlayerClass } from "../data/constants";
import { gear } from "../data/gear";
import {
  ANIMAL_COLOR_ACHIEVEMENTS,
  ANIMAL_SET_ACHIEVEMENTS,
  ANIMAL_SET_PET_AND_MOUNT_ACHIEVEMENTS,
  PET_SET_COMPLETE_ACHIEVEMENTS,
  QUEST_SERIES_ACHIEVEMENTS,
} from "../data/achievements";
import { DROP_EGGS, QUEST_EGGS } from "../data/eggs";
import { DROP_POTIONS } from "../data/hatchingPotions";
import { STANDARD_PET_KEYS } from "../data/pets";
import { addNotification } from "./notifications";
import type { RuleContext } from "./random";
import type { User } from "./types";

/** The last tier of every slot of a class line. */
export function ultimateGearKeys(klass: PlayerClass): string[] {
  return Object.values(gear)
    .filter((item) => item.klass === klass && item.last)
    .map((item) => item.key)
    .sort();
}

/**
 * Mutates a working copy: marks every class whose whole last tier is owned. Any completed set
 * switches the Enchanted Armoire on. Returns the classes newly completed.
 */
export function awardUltimateGear(user: User, ctx: RuleContext): PlayerClass[] {
  const earned: PlayerClass[] = [];
  for (const klass of CLASSES) {
    const keys = ultimateGearKeys(klass);
    if (
      keys.length > 0 &&
      !user.achievements.ultimateGearSets[klass] &&
      keys.every((key) => user.items.gear.owned[key])
    ) {
      user.achievements.ultimateGearSets = { ...user.achievements.ultimateGearSets, [klass]: true };
      earned.push(klass);
    }
  }
  if (earned.length > 0) addNotification(user, "ULTIMATE_GEAR_ACHIEVEMENT", { classes: earned }, ctx);
  if (Object.values(user.achievements.ultimateGearSets).some(Boolean)) user.flags.armoireEnabled = true;
  return earned;
}

/**
 * Mutates a working copy: Beast Master (all 90 standard pets), Mount Master (all 90 mounts) and
 * Triad Bingo (all 90 pets again on top of all mounts). Returns the achievements newly earned.
 */
export function awardCollectionAchievements(user: User, ctx: RuleContext): string[] {
  const earned: string[] = [];
  const allPets = STANDARD_PET_KEYS.every((key) => (user.items.pets[key] ?? 0) > 0 || user.items.pets[key] === -1);
  const allMounts = STANDARD_PET_KEYS.every((key) => user.items.mounts[key] === true);
  const allPetsNow = STANDARD_PET_KEYS.every((key) => (user.items.pets[key] ?? 0) > 0);
  if (allPets && !user.achievements.beastMaster) {
    user.achievements.beastMaster = true;
    earned.push("beastMaster");
  }
  if (allMounts && !user.achievements.mountMaster) {
    user.achievements.mountMaster = true;
    earned.push("mountMaster");
  }
  if (allMounts && allPetsNow && !user.achievements.triadBingo) {
    user.achievements.triadBingo = true;
    earned.push("triadBingo");
  }
  for (const achievement of earned) addNotification(user, "ACHIEVEMENT", { achievement }, ctx);
  return earned;
}

const hasPet = (user: User, key: string) => (user.items.pets[key] ?? 0) > 0 || user.items.pets[key] === -1;
const hasMount = (user: User, key: string) => user.items.mounts[key] === true;

/** Mutates a working copy: marks an achievement once and notifies. Returns whether it was new. */
function award(user: User, key: string, ctx: RuleContext): boolean {
  if (user.achievements[key] === true) return false;
  user.achievements[key] = true;
  addNotification(user, "ACHIEVEMENT", { achievement: key }, ctx);
  return true;
}

/**
 * Mutates a working copy: colour achievements (every drop animal of a colour as pet / as
 * mount) and animal-set achievements (every base colour of each egg of a set, as pets).
 */
export function awardAnimalAchievements(user: User, ctx: RuleContext): string[] {
  const earned: string[] = [];
  for (const [colour, [petAchievement, mountAchievement]] of Object.entries(ANIMAL_COLOR_ACHIEVEMENTS)) {
    if (DROP_EGGS.every((egg) => hasPet(user, `${egg}-${colour}`)) && award(user, petAchievement, ctx))
      earned.push(petAchievement);
    if (DROP_EGGS.every((egg) => hasMount(user, `${egg}-${colour}`)) && award(user, mountAchievement, ctx))
      earned.push(mountAchievement);
  }
  for (const [achievement, eggs] of Object.entries(ANIMAL_SET_ACHIEVEMENTS)) {
    if (
      eggs.every((egg) => DROP_POTIONS.every((colour) => hasPet(user, `${egg}-${colour}`))) &&
      award(user, achievement, ctx)
    )
      earned.push(achievement);
  }
  for (const [achievement, eggs] of Object.entries(ANIMAL_SET_PET_AND_MOUNT_ACHIEVEMENTS)) {
    const all = eggs.every((egg) =>
      DROP_POTIONS.every((colour) => hasPet(user, `${egg}-${colour}`) && hasMount(user, `${egg}-${colour}`)),
    );
    if (all && award(user, achievement, ctx)) earned.push(achievement);
  }
  // Every pet of one colour, drop and quest eggs alike, hatched and not yet raised (ops/hatch.js).
  for (const [colour, achievement] of Object.entries(PET_SET_COMPLETE_ACHIEVEMENTS)) {
    const all = [...DROP_EGGS, ...QUEST_EGGS].every((egg) => (user.items.pets[`${egg}-${colour}`] ?? 0) > 0);
    if (all && award(user, achievement, ctx)) earned.push(achievement);
  }
  return [...earned, ...awardCollectionAchievements(user, ctx)];
}

/** Mutates a working copy: quest-series achievements for finishing every quest of a group. */
export function awardQuestSeriesAchievements(user: User, ctx: RuleContext): string[] {
  const earned: string[] = [];
  for (const [achievement, questKeys] of Object.entries(QUEST_SERIES_ACHIEVEMENTS)) {
    if (questKeys.every((quest) => (user.achievements.quests[quest] ?? 0) > 0) && award(user, achievement, ctx))
      earned.push(achievement);
  }
  return earned;
}

/** Achievements the rules award: ultimate gear (which opens the armoire) and the collection masters. */
import { CLASSES, type PlayerClass } from "../data/constants";
import { gear } from "../data/gear";
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
    if (keys.length > 0 && !user.achievements.ultimateGearSets[klass] && keys.every((key) => user.items.gear.owned[key])) {
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

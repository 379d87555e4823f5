/**
 * Applying changed hp / gold / experience to a working copy of the user: death floor, level-ups
 * (health restored, points or automatic allocation), and the unlocks that come with levels.
 */
import { LEVEL_REBIRTH, MAX_HEALTH, MAX_LEVEL_HARD_CAP, MAX_STAT_POINTS } from "../data/constants";
import { allocatedPoints, autoAllocateOnce, pointsAfterLevelUp } from "./allocate";
import { capField, toNextLevel } from "./levels";
import type { User } from "./types";

/** Quests handed out once on reaching a level (spec §9 chained quests). */
export const LEVEL_QUEST_DROPS: Readonly<Record<string, number>> = {
  atom1: 15,
  vice1: 30,
  goldenknight1: 40,
  moonstone1: 60,
};

export interface StatChangeReport {
  leveledUp: boolean;
  levelFrom: number;
  levelTo: number;
  /** Quest scrolls granted by reaching a level. */
  questDrops: string[];
  /** True when the item system was just switched on (the caller grants the first drops). */
  itemsJustEnabled: boolean;
  rebirthJustEnabled: boolean;
  classJustUnlocked: boolean;
  died: boolean;
}

/** Mutates `user` (always a working copy inside an op). */
export function applyStatChanges(user: User, next: { hp: number; gp: number; exp: number }): StatChangeReport {
  const levelFrom = user.stats.lvl;
  const report: StatChangeReport = {
    leveledUp: false,
    levelFrom,
    levelTo: levelFrom,
    questDrops: [],
    itemsJustEnabled: false,
    rebirthJustEnabled: false,
    classJustUnlocked: false,
    died: false,
  };
  user.stats.hp = Math.min(MAX_HEALTH, next.hp > 0 ? next.hp : 0);
  report.died = user.stats.hp <= 0;
  user.stats.gp = capField(next.gp > 0 ? next.gp : 0);

  let exp = next.exp;
  let threshold = toNextLevel(user.stats.lvl);
  while (exp >= threshold && user.stats.lvl < MAX_LEVEL_HARD_CAP) {
    exp -= threshold;
    user.stats.lvl += 1;
    threshold = toNextLevel(user.stats.lvl);
    user.stats.hp = MAX_HEALTH;
    report.died = false;
    if (allocatedPoints(user.stats) + user.stats.points >= MAX_STAT_POINTS) continue;
    if (user.preferences.automaticAllocation) autoAllocateOnce(user);
    else user.stats.points = pointsAfterLevelUp(user.stats);
  }
  user.stats.exp = capField(Math.max(0, exp));
  report.levelTo = user.stats.lvl;
  report.leveledUp = report.levelTo > levelFrom;

  if (!user.flags.customizationsNotification && (user.stats.exp > 5 || user.stats.lvl > 1)) {
    user.flags.customizationsNotification = true;
  }
  if (!user.flags.itemsEnabled && (user.stats.exp > 10 || user.stats.lvl > 1)) {
    user.flags.itemsEnabled = true;
    user.flags.dropsEnabled = true;
    report.itemsJustEnabled = true;
  }
  for (const [quest, level] of Object.entries(LEVEL_QUEST_DROPS)) {
    if (user.stats.lvl >= level && !user.flags.levelDrops[quest]) {
      user.flags.levelDrops = { ...user.flags.levelDrops, [quest]: true };
      user.items.quests[quest] = (user.items.quests[quest] ?? 0) + 1;
      report.questDrops.push(quest);
    }
  }
  // The Orb of Rebirth is offered from level 50 only (fns/updateStats.js).
  if (!user.flags.rebirthEnabled && user.stats.lvl >= LEVEL_REBIRTH) {
    user.flags.rebirthEnabled = true;
    report.rebirthJustEnabled = true;
  }
  if (levelFrom < 10 && user.stats.lvl >= 10 && !user.flags.classSelected) report.classJustUnlocked = true;
  return report;
}

/** The report of a change that moved no level. */
export function unchangedLevels(lvl: number): StatChangeReport {
  return {
    leveledUp: false,
    levelFrom: lvl,
    levelTo: lvl,
    questDrops: [],
    itemsJustEnabled: false,
    rebirthJustEnabled: false,
    classJustUnlocked: false,
    died: false,
  };
}

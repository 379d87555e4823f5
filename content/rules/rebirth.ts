/** The Orb of Rebirth: back to level 1 keeping items and achievements (spec §9: 6 gems, or free). */
import { FREE_REBIRTH_DAYS, LEVEL_REBIRTH, MAX_HEALTH, MAX_LEVEL, REBIRTH_ORB_GEMS } from "../data/constants";
import { clearedBuffs } from "./cron";
import { payGems } from "./currency";
import { notAuthorized } from "./errors";
import { capByLevel } from "./levels";
import type { RuleContext } from "./random";
import type { Task, User } from "./types";

const DAY_MS = 86_400_000;

/** Free at the level cap, once per 45 days. */
export function isFreeRebirth(user: User, now: Date): boolean {
  const last = user.flags.lastFreeRebirth;
  const days = last ? Math.floor((now.getTime() - new Date(last).getTime()) / DAY_MS) : Infinity;
  return user.stats.lvl >= MAX_LEVEL && days >= FREE_REBIRTH_DAYS;
}

/**
 * Back to level 1 (ops/rebirth.js): tasks lose their value (completed to-dos and rewards keep
 * theirs), streaks and habit counters start again, the pet and mount are taken off; items and
 * achievements stay. Offered from level 50.
 */
export function rebirth(
  user: User,
  tasks: readonly Task[],
  ctx: RuleContext,
): { user: User; tasks: Task[]; message: string } {
  if (!user.flags.rebirthEnabled && user.stats.lvl < LEVEL_REBIRTH) throw notAuthorized("rebirthNotAvailable");
  const free = isFreeRebirth(user, ctx.now);
  const next = structuredClone(user);
  if (!free) {
    try {
      payGems(next, REBIRTH_ORB_GEMS);
    } catch {
      throw notAuthorized("notEnoughGems");
    }
  } else {
    next.flags.lastFreeRebirth = ctx.now.toISOString();
  }
  const lvl = capByLevel(next.stats.lvl);
  // Challenge tasks keep their values: the challenge owns them.
  const nextTasks = tasks.map((task) => {
    const copy = structuredClone(task);
    if (!copy.challenge?.id || copy.challenge.broken) {
      if (copy.type !== "reward" && !(copy.type === "todo" && copy.completed)) copy.value = 0;
      if (copy.type === "daily") copy.streak = 0;
      if (copy.type === "habit") {
        copy.counterUp = 0;
        copy.counterDown = 0;
      }
    }
    return copy;
  });
  Object.assign(next.stats, {
    hp: MAX_HEALTH,
    lvl: 1,
    class: "warrior",
    per: 0,
    int: 0,
    con: 0,
    str: 0,
    points: 0,
    gp: 0,
    exp: 0,
    mp: 0,
    buffs: clearedBuffs(),
  });
  next.preferences.automaticAllocation = false;
  next.items.currentPet = "";
  next.items.currentMount = "";
  Object.assign(next.flags, {
    itemsEnabled: false,
    dropsEnabled: false,
    classSelected: false,
    rebirthEnabled: false,
    levelDrops: {},
  });
  const achievements = next.achievements as User["achievements"] & { rebirths?: number; rebirthLevel?: number };
  if (!achievements.rebirths) {
    achievements.rebirths = 1;
    achievements.rebirthLevel = lvl;
  } else if (lvl > (achievements.rebirthLevel ?? 0) || lvl === MAX_LEVEL) {
    achievements.rebirths += 1;
    achievements.rebirthLevel = lvl;
  }
  return { user: next, tasks: nextTasks, message: "rebirthComplete" };
}

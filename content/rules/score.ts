/**
 * Scoring a task up or down (spec §4, issue 4 "Scoring"): task value, experience, gold, mana,
 * health, streaks, habit counters and history, rewards, undo, critical hits and boss damage.
 */
import { CRIT_CHANCE_BASE, MAX_TASK_VALUE, MIN_TASK_VALUE, type Attribute } from "../data/constants";
import { dayKeyOf } from "./shouldDo";
import { notAuthorized } from "./errors";
import { applyStatChanges, unchangedLevels, type StatChangeReport } from "./levelUp";
import { totalExperience } from "./levels";
import { addNotification } from "./notifications";
import { completeOnboardingStep } from "./onboarding";
import { statsRandom, type RuleContext } from "./random";
import { computeStats, type ComputedStats, type GearBonusTable } from "./stats";
import { defaultGear } from "./gearTable";
import { rollDrop, type Drop } from "./drops";
import type { FoodSeason } from "../data/types";
import type { Task, User } from "./types";

export type Direction = "up" | "down";

const DELTA_BASE = 0.9747;
const CLOSE_ENOUGH = 0.00001;
/** Days in a row per streak achievement. */
export const STREAK_ACHIEVEMENT_EVERY = 21;

export function clampTaskValue(value: number): number {
  return Math.min(MAX_TASK_VALUE, Math.max(MIN_TASK_VALUE, value));
}

function completedChecklistCount(task: Task): number {
  return (task.checklist ?? []).filter((item) => item.completed).length;
}

/**
 * How much one scoring moves the task's value: 0.9747^value, negative when down. A daily missed
 * at cron is docked only for its unchecked part of the checklist; a todo scored by the player
 * earns once more per checked item (not when the rollover reddens it: ops/scoreTask.js).
 */
export function taskDelta(task: Task, direction: Direction, cron: boolean): number {
  let delta = DELTA_BASE ** clampTaskValue(task.value) * (direction === "down" ? -1 : 1);
  const checklist = task.checklist ?? [];
  if (checklist.length > 0) {
    if (direction === "down" && task.type === "daily" && cron)
      delta *= 1 - completedChecklistCount(task) / checklist.length;
    if (task.type === "todo" && !cron) delta *= 1 + completedChecklistCount(task);
  }
  return delta;
}

/**
 * The delta that takes a task back to where it was before its last "up": solves
 * v + 0.9747^v = current for v by fixed-point steps.
 */
export function reverseTaskDelta(task: Task): number {
  const current = clampTaskValue(task.value);
  let guess = current - DELTA_BASE ** current;
  for (let i = 0; i < 1000; i++) {
    const error = current - (guess + DELTA_BASE ** guess);
    if (Math.abs(error) < CLOSE_ENOUGH) break;
    guess += error;
  }
  let delta = guess - current;
  if (task.type === "todo" && (task.checklist ?? []).length > 0) delta *= 1 + completedChecklistCount(task);
  return delta;
}

/**
 * Critical-hit multiplier for an attribute: chance base × (1 + attribute / 100); the hit
 * multiplies by 1.5 + 4·attribute / (attribute + 200). The roll comes from the stats-seeded
 * source so client and server agree.
 */
export function criticalMultiplier(user: User, attributeValue: number, chance: number = CRIT_CHANCE_BASE): number {
  const roll = statsRandom(user).next();
  if (roll <= chance * (1 + attributeValue / 100)) return 1.5 + (4 * attributeValue) / (attributeValue + 200);
  return 1;
}

export interface ScoreResult {
  delta: number;
  direction: Direction;
  /** Multiplier of a critical hit (absent when there was none). */
  crit?: number;
  /** Extra gold from the daily's streak. */
  streakBonus?: number;
  /** Boss damage this scoring added to user.party.quest.progress.up. */
  questProgressDelta: number;
  statsChange: { hp: number; mp: number; exp: number; gp: number };
  levels: StatChangeReport;
  streakAchievement?: boolean;
  approvalRequested?: boolean;
  /** An item found by this scoring. */
  drop?: Drop;
  /** A collection-quest item found (1) or not (0). */
  collected?: number;
  /** The egg and potion given when items were just unlocked. */
  firstDrops?: { egg: string; hatchingPotion: string };
}

export interface ScoreParams {
  direction: Direction;
  /** How many times in a row (bulk scoring, several missed days at cron). */
  times?: number;
  /** Scoring done by the day rollover: missed dailies and todo decay. */
  cron?: boolean;
  /** The gear table (defaults to the content's). */
  gear?: GearBonusTable;
  /** The food season of a running event: seasonal treats drop instead of everyday food. */
  foodSeason?: FoodSeason;
  /** Roll for item drops (default true; the day rollover never drops). */
  drops?: boolean;
}

interface WorkingStats {
  hp: number;
  gp: number;
  exp: number;
}

/** Mutates the working copies. */
function changeTaskValue(
  user: User,
  task: Task,
  direction: Direction,
  times: number,
  cron: boolean,
  computed: ComputedStats,
  crit: number,
): { delta: number; questProgress: number } {
  let total = 0;
  let questProgress = 0;
  for (let i = 0; i < times; i++) {
    const step = !cron && direction === "down" ? reverseTaskDelta(task) : taskDelta(task, direction, cron);
    if (task.type !== "reward") {
      const taskBased = user.preferences.automaticAllocation && user.preferences.allocationMode === "taskbased";
      if (taskBased && !(task.type === "todo" && direction === "down")) {
        const attribute: Attribute = task.attribute ?? "str";
        user.stats.training[attribute] = (user.stats.training[attribute] ?? 0) + step;
      }
      if (direction === "up") {
        // Strength hits the boss harder; habits count half.
        const factor = task.type === "habit" ? 0.5 + computed.str / 400 : 1 + computed.str / 200;
        questProgress += step * crit * factor;
      }
      task.value += step;
    }
    total += step;
  }
  return { delta: total, questProgress };
}

/** Health lost: constitution softens it (never below a tenth), rounded to one decimal. */
export function healthLoss(delta: number, priority: number, con: number): number {
  const conBonus = Math.max(0.1, 1 - con / 250);
  return Math.round(delta * conBonus * priority * 2 * 10) / 10;
}

function addPoints(
  task: Task,
  stats: WorkingStats,
  direction: Direction,
  delta: number,
  computed: ComputedStats,
  crit: number,
): number | undefined {
  const intBonus = 1 + computed.int * 0.025;
  stats.exp += Math.round(delta * intBonus * task.priority * crit * 6);
  const perBonus = 1 + computed.per * 0.02;
  const gold = delta * task.priority * crit * perBonus;
  if (task.streak) {
    const streak = direction === "down" ? task.streak - 1 : task.streak;
    const withStreak = gold * (streak / 100 + 1);
    stats.gp += withStreak;
    if (streak > 0 && gold > 0) return withStreak - gold;
    return undefined;
  }
  stats.gp += gold;
  return undefined;
}

function gainMana(user: User, amount: number, computed: ComputedStats): number {
  const before = user.stats.mp;
  user.stats.mp = Math.max(0, Math.min(computed.maxMP, user.stats.mp + amount));
  return user.stats.mp - before;
}

/** Mutates a working copy of a habit: one history entry per game day with up/down counts. */
function recordHabitHistory(user: User, task: Task, direction: Direction, times: number, now: Date): void {
  const history = [...(task.history ?? [])];
  const last = history[history.length - 1];
  const today = dayKeyOf(now, user.preferences);
  if (last && dayKeyOf(new Date(last.date), user.preferences) === today) {
    history[history.length - 1] = {
      ...last,
      date: now.getTime(),
      value: task.value,
      scoredUp: (last.scoredUp ?? 0) + (direction === "up" ? times : 0),
      scoredDown: (last.scoredDown ?? 0) + (direction === "down" ? times : 0),
    };
  } else {
    // A new day's entry records one score whatever `times` was (ops/scoreTask.js).
    history.push({
      date: now.getTime(),
      value: task.value,
      scoredUp: direction === "up" ? 1 : 0,
      scoredDown: direction === "down" ? 1 : 0,
    });
  }
  task.history = history;
}

/**
 * Mutates a working copy of a daily: checking it writes the day's entry, unchecking it takes
 * that entry back (ops/scoreTask.js); the rollover writes entries only for dailies left open.
 */
function recordDailyHistory(user: User, task: Task, direction: Direction, now: Date): void {
  const history = [...(task.history ?? [])];
  if (direction === "up") {
    history.push({ date: now.getTime(), value: task.value, isDue: task.isDue ?? true, completed: true });
  } else {
    const last = history[history.length - 1];
    const today = dayKeyOf(now, user.preferences);
    if (last?.completed && dayKeyOf(new Date(last.date), user.preferences) === today) history.pop();
  }
  task.history = history;
}

/**
 * Score a task. Refuses an unaffordable reward (messageNotEnoughGold) and an up on a finished
 * daily/todo or a down on an open one (sessionOutdated: the client acted on stale data).
 */
export function scoreTask(
  user: User,
  task: Task,
  params: ScoreParams,
  ctx: RuleContext,
): { user: User; task: Task; data: ScoreResult; message?: string } {
  const { direction, cron = false } = params;
  if (task.type === "reward" && task.value > user.stats.gp) throw notAuthorized("messageNotEnoughGold");
  if (!cron && (task.type === "daily" || task.type === "todo")) {
    if (direction === "up" && task.completed) throw notAuthorized("sessionOutdated");
    if (direction === "down" && !task.completed) throw notAuthorized("sessionOutdated");
  }
  return scoreTaskInPlace(structuredClone(user), structuredClone(task), params, ctx);
}

/**
 * scoreTask on the very objects given, without the checks of a player's own score: for a
 * caller that owns its copies of the player and the task (the day rollover scores a dozen tasks
 * of its working copy, and a copy of the whole player per task would cost more than the rules).
 */
export function scoreTaskInPlace(
  nextUser: User,
  nextTask: Task,
  params: ScoreParams,
  ctx: RuleContext,
): { user: User; task: Task; data: ScoreResult; message?: string } {
  const { direction, cron = false } = params;
  const times = Math.max(1, Math.floor(params.times ?? 1));
  const gear = params.gear ?? defaultGear();
  const approval = nextTask.group?.approval;
  if (!cron && approval?.required && !approval.approved && direction === "up") {
    approval.requested = true;
    const noChange: ScoreResult = {
      delta: 0,
      direction,
      questProgressDelta: 0,
      statsChange: { hp: 0, mp: 0, exp: 0, gp: 0 },
      levels: unchangedLevels(nextUser.stats.lvl),
      approvalRequested: true,
    };
    return { user: nextUser, task: nextTask, data: noChange, message: "taskApprovalHasBeenRequested" };
  }

  const computed = computeStats(nextUser, gear);
  const before = { hp: nextUser.stats.hp, mp: nextUser.stats.mp, exp: nextUser.stats.exp, gp: nextUser.stats.gp };
  const stats: WorkingStats = { hp: before.hp, gp: before.gp, exp: before.exp };
  // Only a forward score can be critical, and only on tasks that earn points.
  const earns = !cron && direction === "up" && nextTask.type !== "reward";
  const crit = earns ? criticalMultiplier(nextUser, computed.str) : 1;
  let delta = 0;
  let questProgress = 0;
  let streakBonus: number | undefined;
  let streakAchievement = false;

  const change = () => {
    const result = changeTaskValue(nextUser, nextTask, direction, times, cron, computed, crit);
    questProgress += result.questProgress;
    return result.delta;
  };

  switch (nextTask.type) {
    case "habit": {
      delta = change();
      if (delta > 0) streakBonus = addPoints(nextTask, stats, direction, delta, computed, crit);
      else stats.hp += healthLoss(delta, nextTask.priority, computed.con);
      gainMana(nextUser, Math.max(0.25, 0.0025 * computed.maxMP) * crit * (direction === "down" ? -1 : 1), computed);
      recordHabitHistory(nextUser, nextTask, direction, times, ctx.now);
      if (direction === "up") nextTask.counterUp = (nextTask.counterUp ?? 0) + times;
      else nextTask.counterDown = (nextTask.counterDown ?? 0) + times;
      break;
    }
    case "daily": {
      if (cron) {
        delta = change();
        // Group dailies cost no health; Chilling Frost keeps only the player's own streaks.
        if (!nextTask.group?.id) stats.hp += healthLoss(delta, nextTask.priority, computed.con);
        if (!nextUser.stats.buffs.streaks || nextTask.challenge?.id || nextTask.group?.id) nextTask.streak = 0;
        break;
      }
      delta = change();
      // Undoing pays back what checking earned: recompute from the restored value.
      if (direction === "down") delta = taskDelta(nextTask, direction, false);
      streakBonus = addPoints(nextTask, stats, direction, delta, computed, crit);
      gainMana(nextUser, Math.max(1, 0.01 * computed.maxMP) * crit * (direction === "down" ? -1 : 1), computed);
      const streak = nextTask.streak ?? 0;
      if (direction === "up") {
        nextTask.streak = streak + 1;
        if (nextTask.streak % STREAK_ACHIEVEMENT_EVERY === 0) {
          nextUser.achievements.streak = (nextUser.achievements.streak ?? 0) + 1;
          streakAchievement = true;
          addNotification(nextUser, "STREAK_ACHIEVEMENT", { streak: nextTask.streak }, ctx);
        }
        nextTask.completed = true;
      } else {
        if (streak !== 0 && streak % STREAK_ACHIEVEMENT_EVERY === 0)
          nextUser.achievements.streak = Math.max(0, (nextUser.achievements.streak ?? 0) - 1);
        nextTask.streak = Math.max(0, streak - 1);
        nextTask.completed = false;
      }
      recordDailyHistory(nextUser, nextTask, direction, ctx.now);
      break;
    }
    case "todo": {
      if (cron) {
        delta = change();
        break;
      }
      // A completed to-do leaves the saved order; un-completed, it comes back at the bottom.
      const order = nextUser.tasksOrder.todos.filter((id) => id !== nextTask._id);
      if (direction === "up") {
        nextTask.completed = true;
        nextTask.dateCompleted = ctx.now.toISOString();
        nextUser.tasksOrder.todos = order;
      } else {
        nextTask.completed = false;
        nextTask.dateCompleted = null;
        nextUser.tasksOrder.todos = [...order, nextTask._id];
      }
      delta = change();
      if (direction === "down") delta = taskDelta(nextTask, direction, false);
      streakBonus = addPoints(nextTask, stats, direction, delta, computed, crit);
      const multiplier = Math.max(1, 1 + completedChecklistCount(nextTask));
      gainMana(
        nextUser,
        Math.max(multiplier, 0.01 * computed.maxMP * multiplier) * crit * (direction === "down" ? -1 : 1),
        computed,
      );
      break;
    }
    case "reward": {
      delta = change();
      // Refused above when short: a reward costs gold, never health.
      stats.gp = Math.max(0, stats.gp - nextTask.value);
      break;
    }
  }

  if (questProgress !== 0) {
    const progress = nextUser.party.quest.progress;
    progress.up = (progress.up ?? 0) + questProgress;
  }
  const levels = applyStatChanges(nextUser, stats);
  let dropOutcome: ReturnType<typeof rollDrop> | undefined;
  // Anything scored up rolls for a drop, rewards too, except the very first completed task.
  const firstTask = !nextUser.achievements.completedTask;
  if (earns) completeOnboardingStep(nextUser, "completedTask", ctx);
  if (!cron && direction === "up" && !firstTask && params.drops !== false) {
    dropOutcome = rollDrop(nextUser, nextTask, { per: computed.per, crit, foodSeason: params.foodSeason }, ctx);
  }
  const firstDrops = dropOutcome?.firstDrops;
  // The player's first score of a new day closes the yesterday's-activity check-in.
  if (!cron && nextUser.lastRollover?.open) nextUser.lastRollover = { ...nextUser.lastRollover, open: false };

  const data: ScoreResult = {
    delta,
    direction,
    questProgressDelta: questProgress,
    statsChange: {
      hp: nextUser.stats.hp - before.hp,
      mp: nextUser.stats.mp - before.mp,
      exp: totalExperience(nextUser.stats.lvl, nextUser.stats.exp) - totalExperience(levels.levelFrom, before.exp),
      gp: nextUser.stats.gp - before.gp,
    },
    levels,
  };
  if (crit > 1) data.crit = crit;
  if (streakBonus !== undefined) data.streakBonus = streakBonus;
  if (streakAchievement) data.streakAchievement = true;
  if (dropOutcome?.drop) data.drop = dropOutcome.drop;
  if (dropOutcome) data.collected = dropOutcome.collected;
  if (firstDrops) data.firstDrops = firstDrops;
  return { user: nextUser, task: nextTask, data };
}

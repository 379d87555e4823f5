/**
 * The day rollover (DESIGN "Day rollover"): one pure function from (user, tasks, now) to the new
 * state and a report. Idempotent: a second run on the same game day changes nothing.
 */
import { MAX_HEALTH } from "../data/constants";
import { capByLevel, totalExperience } from "./levels";
import { applyStatChanges } from "./levelUp";
import { awardLoginIncentive, type LoginIncentiveGrant } from "./loginIncentives";
import { addNotification, removeNotificationsOfType } from "./notifications";
import type { RuleContext } from "./random";
import { scoreTaskInPlace } from "./score";
import { dayKeyOf, isDueOnDay, nextDueDates, shouldDo, type DayPreferences } from "./shouldDo";
import { computeStats, type GearBonusTable } from "./stats";
import { defaultGear } from "./gearTable";
import { grantSubscriptionPerks, isSubscribed } from "./subscription";
import { grantMonthlyMysteryItems } from "./mysteryItems";
import { preenHistory } from "./history";
import type { Stats, Task, User } from "./types";

/** Completed todos are deleted after this many days (longer for subscribers). */
export const COMPLETED_TODO_KEEP_DAYS = 30;
export const COMPLETED_TODO_KEEP_DAYS_SUBSCRIBER = 90;
const DAY_MS = 86_400_000;

export function clearedBuffs(): Stats["buffs"] {
  return {
    str: 0,
    int: 0,
    con: 0,
    per: 0,
    stealth: 0,
    streaks: false,
    snowball: false,
    spookySparkles: false,
    shinySeed: false,
    seafoam: false,
  };
}

/** What a rollover did to one daily that was due and left unchecked, so a check-in can undo it. */
export interface MissedDaily {
  id: string;
  /** The value and streak before the rollover scored it down. */
  value: number;
  streak: number;
  /** Health the miss cost (0 or negative). */
  hp: number;
  /** Its share of the boss's blow (party quest progress.down). */
  bossDown: number;
  /** Nothing was taken: absent, resting, stealthy, or a group daily. */
  spared: boolean;
  /** Part of the daily checked through its checklist (0 to 1). */
  checkedFraction: number;
}

/**
 * The latest rollover, kept on the player's document: whether the player has been around since
 * (their check-in count waits for that), and the dailies they may still record as done
 * yesterday, once, before their first score of the new day.
 */
export interface RolloverRecord {
  at: string;
  /** The player has been active since this rollover. */
  seen: boolean;
  /** No daily damage and no boss blow: the player had not been around since the rollover before. */
  absent: boolean;
  /** A check-in is still owed for this rollover (given on the player's first request). */
  checkInOwed: boolean;
  /** The yesterday's-activity check-in can still be answered. */
  open: boolean;
  sleeping: boolean;
  perfect: boolean;
  atLeastOneDue: boolean;
  dailyChecked: number;
  dailyDueUnchecked: number;
  /** Mana the rollover gave back. */
  mpRegen: number;
  /** The party quest the boss's blow went to. */
  questKey: string | null;
  missed: MissedDaily[];
}

export interface CronReport {
  /** False when the game day has not changed since the last rollover. */
  ran: boolean;
  daysMissed: number;
  sleeping: boolean;
  perfect: boolean;
  /** The player's quest progress collected since the last rollover, to apply to the party's quest. */
  questProgress: { up: number; down: number; collectedItems: number };
  /** Damage missed dailies dealt (negative hp change), before constitution. */
  dailiesMissed: number;
  hpChange: number;
  mpChange: number;
  /** The rollover left the player without health: they must revive. */
  died: boolean;
  /** Completed todos old enough to delete. */
  todoIdsToDelete: string[];
  loginIncentive?: LoginIncentiveGrant;
}

/** Is a rollover due: has the player's game day changed since lastCron? */
export function needsCron(user: User, now: Date): boolean {
  return daysSinceLastCron(user, now) > 0;
}

/**
 * Game days since the last rollover. When the player's timezone changed since then in the
 * direction that turns local clocks back, a day that only the new zone sees as new is not
 * counted (it would roll over the same day twice).
 */
export function daysSinceLastCron(user: User, now: Date): number {
  const prefs: DayPreferences = user.preferences;
  const last = new Date(user.lastCron);
  const inNewZone = dayKeyOf(now, prefs) - dayKeyOf(last, prefs);
  const previousOffset = user.preferences.timezoneOffsetAtLastCron;
  if (!Number.isFinite(previousOffset) || previousOffset === user.preferences.timezoneOffset) return inNewZone;
  const oldPrefs: DayPreferences = { dayStart: prefs.dayStart, timezoneOffset: previousOffset };
  const inOldZone = dayKeyOf(now, oldPrefs) - dayKeyOf(last, oldPrefs);
  if (previousOffset < user.preferences.timezoneOffset) {
    if (inOldZone > 0 && inNewZone > 0) return Math.min(inOldZone, inNewZone);
    if (inNewZone > 0) return 0;
  }
  return inNewZone;
}

function checklistFraction(task: Task): number {
  const checklist = task.checklist ?? [];
  if (checklist.length === 0) return 0;
  return checklist.filter((item) => item.completed).length / checklist.length;
}

function resetChecklist(task: Task): void {
  if (task.checklist) task.checklist = task.checklist.map((item) => ({ ...item, completed: false }));
}

/** Habit counters reset daily, on Mondays (weekly) or on the 1st (monthly) passed since the last rollover. */
function resetHabitCounters(habits: Task[], today: number, daysMissed: number): void {
  let weekly = false;
  let monthly = false;
  for (let i = 0; i < daysMissed && !(weekly && monthly); i++) {
    const day = new Date((today - i) * DAY_MS);
    if (day.getUTCDay() === 1) weekly = true;
    if (day.getUTCDate() === 1) monthly = true;
  }
  for (const habit of habits) {
    const frequency = habit.frequency ?? "daily";
    if (frequency === "daily" || (frequency === "weekly" && weekly) || (frequency === "monthly" && monthly)) {
      habit.counterUp = 0;
      habit.counterDown = 0;
    }
  }
}

export interface CronOptions {
  gear?: GearBonusTable;
  /**
   * The player is here (their own request or POST /cron): the check-in is counted now. The
   * scheduled sweep passes false and the check-in waits for the player's next request.
   */
  attended?: boolean;
  /**
   * The player has not been around since the rollover before, which already did the day's work
   * for the run of days away: this one deals no damage, no boss blow, gives no mana, does not
   * age to-dos or habits and writes no history (several days away count as one, as the public
   * game's single catch-up on return does).
   */
  absent?: boolean;
  /**
   * The tasks given are the caller's own copies, read for this rollover alone: the rule changes
   * them where they are instead of copying each first (the sweep compares them with their stored
   * text afterwards to know which to write).
   */
  ownTasks?: boolean;
  /** The same for the player's document: the rule changes it where it is and answers it. */
  ownUser?: boolean;
}

export function cron(
  user: User,
  tasks: readonly Task[],
  ctx: RuleContext,
  options: CronOptions = {},
): { user: User; tasks: Task[]; data: CronReport } {
  const daysMissed = daysSinceLastCron(user, ctx.now);
  const emptyReport: CronReport = {
    ran: false,
    daysMissed: Math.max(0, daysMissed),
    sleeping: user.preferences.sleep,
    perfect: false,
    questProgress: { up: 0, down: 0, collectedItems: 0 },
    dailiesMissed: 0,
    hpChange: 0,
    mpChange: 0,
    died: false,
    todoIdsToDelete: [],
  };
  if (daysMissed <= 0) return { user, tasks: [...tasks], data: emptyReport };

  let next = options.ownUser ? user : structuredClone(user);
  const nextTasks = options.ownTasks ? [...tasks] : tasks.map((task) => structuredClone(task));
  const prefs = next.preferences;
  const today = dayKeyOf(ctx.now, prefs);
  const gear = options.gear ?? defaultGear();
  const before = { hp: next.stats.hp, mp: next.stats.mp };
  const report: CronReport = { ...emptyReport, ran: true };

  const attended = options.attended ?? true;
  const absent = options.absent === true;
  next.lastCron = ctx.now.toISOString();
  next.needsCron = false;
  next.preferences.timezoneOffsetAtLastCron = next.preferences.timezoneOffset;
  next.items.lastDrop = { ...next.items.lastDrop, count: 0 };

  if (isSubscribed(next, ctx.now)) {
    next = grantSubscriptionPerks(next, ctx.now);
    next = grantMonthlyMysteryItems(next, ctx.now, ctx).user;
  }

  if (attended) {
    const incentive = awardLoginIncentive(next, ctx);
    next = incentive.user;
    if (incentive.grant) report.loginIncentive = incentive.grant;
  }

  const dailies = nextTasks.filter((task) => task.type === "daily");
  const habits = nextTasks.filter((task) => task.type === "habit");
  const openTodos = nextTasks.filter((task) => task.type === "todo" && !task.completed);

  resetHabitCounters(habits, today, daysMissed);

  // Subscribers keep completed todos longer; challenge and group todos are their owners' to remove.
  const keepDays = isSubscribed(next, ctx.now) ? COMPLETED_TODO_KEEP_DAYS_SUBSCRIBER : COMPLETED_TODO_KEEP_DAYS;
  report.todoIdsToDelete = nextTasks
    .filter(
      (task) => task.type === "todo" && task.completed && task.dateCompleted && !task.challenge?.id && !task.group?.id,
    )
    .filter((task) => ctx.now.getTime() - new Date(task.dateCompleted as string).getTime() > keepDays * DAY_MS)
    .map((task) => task._id);

  const refreshDue = () => {
    for (const daily of dailies) {
      daily.isDue = shouldDo(ctx.now, daily, prefs);
      daily.nextDue = nextDueDates(daily, ctx.now, prefs);
    }
  };

  // Resting in the inn spares the daily damage, the boss's blow and the mana; the rest of the
  // day's work (to-dos, one-sided habits, history, the perfect-day check) goes on.
  const sleeping = next.preferences.sleep;
  report.sleeping = sleeping;
  const spareDailies = sleeping || absent;

  // Open todos grow redder each rollover (missed days count as one).
  let todoTally = 0;
  for (const todo of absent ? [] : openTodos) {
    // The rollover's own copies are scored as they are (no copy of the player per task).
    next = scoreTaskInPlace(next, todo, { direction: "down", cron: true, gear }, ctx).user;
    todoTally += todo.value;
  }

  let perfect = true;
  let atLeastOneDue = false;
  let dailyChecked = 0;
  let dailyDueUnchecked = 0;
  const progress = next.party.quest.progress;
  let progressDown = progress.down ?? 0;
  const missed: MissedDaily[] = [];

  for (const daily of dailies) {
    const completed = daily.completed === true;
    // Several missed days count as one: only the day before this one is looked at (the public
    // game's cron checks "yesterday" and stops, website/server/libs/cron.js).
    let missedDue = false;
    if (completed) {
      dailyChecked += 1;
      if (!atLeastOneDue) atLeastOneDue = isDueOnDay(daily, today - daysMissed, prefs);
    } else if (isDueOnDay(daily, today - 1, prefs)) {
      atLeastOneDue = true;
      missedDue = true;
      let evaded = false;
      if (next.stats.buffs.stealth > 0 && !daily.group?.id) {
        next.stats.buffs.stealth -= 1;
        evaded = true;
      }
      const entry: MissedDaily = {
        id: daily._id,
        value: daily.value,
        streak: daily.streak ?? 0,
        hp: 0,
        bossDown: 0,
        spared: true,
        checkedFraction: checklistFraction(daily),
      };
      if (!evaded) {
        perfect = false;
        dailyDueUnchecked += 1 - entry.checkedFraction;
        dailyChecked += entry.checkedFraction;
        if (!spareDailies) {
          const hpBefore = next.stats.hp;
          const scored = scoreTaskInPlace(next, daily, { direction: "down", cron: true, gear }, ctx);
          next = scored.user;
          report.dailiesMissed += 1;
          // Trivial dailies hurt less in boss fights; harder ones do not hurt more.
          entry.bossDown = scored.data.delta * Math.min(1, daily.priority);
          progressDown += entry.bossDown;
          entry.hp = next.stats.hp - hpBefore;
          entry.spared = false;
        }
      }
      // Only the dailies the check-in may offer are remembered (not group ones, not opted out).
      if (isYesterDaily(daily)) missed.push(entry);
    }
    // A checked daily wrote its entry when it was checked; one left open gets it now.
    if (!absent && !completed)
      daily.history = [
        ...(daily.history ?? []),
        { date: ctx.now.getTime(), value: daily.value, isDue: missedDue, completed: false },
      ];
    if (completed || missedDue) resetChecklist(daily);
    daily.completed = false;
  }
  if (!spareDailies) next.party.quest.progress.down = progressDown;
  refreshDue();

  if (!absent) {
    // Habits that only go one way drift back towards neutral.
    for (const habit of habits) {
      if (habit.up === false || habit.down === false) habit.value = Math.abs(habit.value) < 0.1 ? 0 : habit.value / 2;
    }
    next.history.todos = [...(next.history.todos ?? []), { date: ctx.now.getTime(), value: todoTally }];
    next.history.exp = [
      ...(next.history.exp ?? []),
      { date: ctx.now.getTime(), value: totalExperience(next.stats.lvl, next.stats.exp) },
    ];
    next.history.gold = [...(next.history.gold ?? []), { date: ctx.now.getTime(), value: next.stats.gp }];
  }
  const subscribed = isSubscribed(next, ctx.now);
  next.history.todos = preenHistory(next.history.todos ?? [], ctx.now, subscribed);
  next.history.exp = preenHistory(next.history.exp ?? [], ctx.now, subscribed);
  if (next.history.gold) next.history.gold = preenHistory(next.history.gold, ctx.now, subscribed);
  for (const task of [...habits, ...dailies]) {
    if (task.history && task.history.length > 0) task.history = preenHistory(task.history, ctx.now, subscribed);
  }

  if (perfect && atLeastOneDue) {
    next.achievements.perfect = (next.achievements.perfect ?? 0) + 1;
    const half = Math.ceil(capByLevel(next.stats.lvl) / 2);
    next.stats.buffs = { ...clearedBuffs(), str: half, int: half, con: half, per: half };
  } else {
    next.stats.buffs = clearedBuffs();
  }
  report.perfect = perfect && atLeastOneDue;

  // Mana comes back after the perfect-day buff so the buff's intelligence counts. A resting
  // player's quest progress waits for the day they leave the inn.
  let mpRegen = 0;
  if (!sleeping) {
    const mpBefore = next.stats.mp;
    if (!absent)
      next.stats.mp = Math.min(
        computeStats(next, gear).maxMP,
        next.stats.mp + manaRegen(next, dailyChecked, dailyDueUnchecked, gear),
      );
    mpRegen = next.stats.mp - mpBefore;
    report.questProgress = {
      up: next.party.quest.progress.up ?? 0,
      down: next.party.quest.progress.down ?? 0,
      collectedItems: next.party.quest.progress.collectedItems ?? 0,
    };
    next.party.quest.progress = { ...next.party.quest.progress, up: 0, down: 0, collectedItems: 0 };
  }

  // Stats may need the level/death bookkeeping after the damage above.
  applyStatChanges(next, { hp: Math.min(MAX_HEALTH, next.stats.hp), gp: next.stats.gp, exp: next.stats.exp });

  const previous = removeNotificationsOfType(next, "CRON")[0];
  const previousHp = Number(previous?.data.hp ?? 0);
  const previousMp = Number(previous?.data.mp ?? 0);
  report.hpChange = next.stats.hp - before.hp;
  report.mpChange = next.stats.mp - before.mp;
  report.died = next.stats.hp <= 0;
  // Several unread rollovers add up into one notice.
  addNotification(next, "CRON", { hp: report.hpChange + previousHp, mp: report.mpChange + previousMp }, ctx);
  next.lastRollover = {
    at: next.lastCron,
    seen: attended,
    absent,
    checkInOwed: !attended,
    open: missed.length > 0,
    sleeping,
    perfect: report.perfect,
    atLeastOneDue,
    dailyChecked,
    dailyDueUnchecked,
    mpRegen,
    questKey: next.party.quest.key ?? null,
    missed,
  };
  return { user: next, tasks: nextTasks, data: report };
}

/**
 * Pure: the player's first request after a rollover they did not attend. They count as back
 * (the next rollover deals damage again) and get the check-in the sweep held back for them.
 * Returns undefined when there is nothing to do.
 */
export function acknowledgeRollover(user: User, ctx: RuleContext): User | undefined {
  const record = user.lastRollover;
  if (!record || record.seen) return undefined;
  const next = record.checkInOwed ? awardLoginIncentive(user, ctx).user : structuredClone(user);
  next.lastRollover = { ...record, seen: true, checkInOwed: false };
  return next;
}

/** Mana given back at a rollover: 10 (or a tenth of max mana) scaled by the share of dailies done. */
export function manaRegen(
  user: User,
  dailyChecked: number,
  dailyDueUnchecked: number,
  gear: GearBonusTable = defaultGear(),
): number {
  const checked = dailyDueUnchecked === 0 && dailyChecked === 0 ? 1 : dailyChecked;
  return (Math.max(10, 0.1 * computeStats(user, gear).maxMP) * checked) / (dailyDueUnchecked + checked);
}

/** A daily offered in the yesterday's-activity check-in (players may opt a daily out). */
export function isYesterDaily(task: Task | undefined): task is Task {
  return task !== undefined && task.type === "daily" && task.yesterDaily !== false && !task.group?.id;
}

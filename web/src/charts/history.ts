/**
 * The history charts' data, shaped from what the game keeps (pure: no clock, no DOM, no texts).
 *
 * Days are the player's game days (`dayKeyOf`: days since 1970-01-01 in their zone, starting at
 * their day start), so a chart's day is the day the game counted. What the day rollover writes
 * (a daily left open, experience, gold) describes the day that just ended, so it belongs to the
 * day before the one it was written on; what scoring writes (a habit's clicks, a daily checked)
 * belongs to its own day.
 *
 * The rollover keeps the last 60 days one entry a day (365 with a subscription) and merges
 * older ones into monthly and yearly averages (content/rules/history.ts): per-day counts and
 * the calendars use only the days still kept one by one; value lines use every entry.
 */
import { DAILY_HISTORY_DAYS, DAILY_HISTORY_DAYS_SUBSCRIBER } from "../../../content/rules/history";
import { levelOfTotalExperience, totalExperience } from "../../../content/rules/levels";
import { dayKeyOf, type DayPreferences } from "../../../content/rules/shouldDo";
import { isSubscribed } from "../../../content/rules/subscription";
import type { HistoryEntry, Task, User } from "../../../content/rules/types";

import { DAY_MS } from "./days";

export { DAY_MS };

export interface Point {
  day: number;
  value: number;
}

/** How many days the rollover keeps one by one for this player. */
export function daysKeptDaily(user: Pick<User, "purchased">, now: Date): number {
  return isSubscribed(user, now) ? DAILY_HISTORY_DAYS_SUBSCRIBER : DAILY_HISTORY_DAYS;
}

/** The first game day whose history is still kept one entry a day (older days are averages). */
export function firstDailyDay(user: Pick<User, "purchased">, now: Date, prefs: DayPreferences): number {
  // The same cut-off as preenHistory: midnight UTC of the day `kept` days back; its own day may be merged.
  const back = new Date(now.getTime() - daysKeptDaily(user, now) * DAY_MS);
  const cutOff = Date.UTC(back.getUTCFullYear(), back.getUTCMonth(), back.getUTCDate());
  return dayKeyOf(new Date(cutOff), prefs) + 1;
}

/** The day a rollover's entry describes: the day before the one it was written on. */
export function rolloverDay(entry: Pick<HistoryEntry, "date">, prefs: DayPreferences): number {
  return dayKeyOf(new Date(entry.date), prefs) - 1;
}

/** A daily's entry: checked on its own day, or written by the rollover for the day before. */
export function dailyEntryDay(entry: HistoryEntry, prefs: DayPreferences): number {
  return entry.completed === true ? dayKeyOf(new Date(entry.date), prefs) : rolloverDay(entry, prefs);
}

function entryDay(task: Pick<Task, "type">, entry: HistoryEntry, prefs: DayPreferences): number {
  return task.type === "daily" ? dailyEntryDay(entry, prefs) : dayKeyOf(new Date(entry.date), prefs);
}

/** One point a day (the day's last entry wins), oldest first. */
function byDay(points: Point[]): Point[] {
  const days = new Map<number, number>();
  for (const point of points) days.set(point.day, point.value);
  return [...days.entries()].map(([day, value]) => ({ day, value })).sort((a, b) => a.day - b.day);
}

/** A habit's or daily's value over time, ending with its value today. */
export function taskValueSeries(task: Pick<Task, "type" | "value" | "history">, today: number, prefs: DayPreferences) {
  const points = (task.history ?? [])
    .filter((entry) => Number.isFinite(entry.date) && Number.isFinite(entry.value))
    .map((entry) => ({ day: entryDay(task, entry, prefs), value: entry.value }));
  return byDay([...points, { day: today, value: task.value }]);
}

export interface HabitDay {
  day: number;
  up: number;
  down: number;
}

/** A habit's clicks per day, from `since` on, oldest first (days without clicks are left out). */
export function habitDays(history: readonly HistoryEntry[] | undefined, since: number, prefs: DayPreferences) {
  const days = new Map<number, HabitDay>();
  for (const entry of history ?? []) {
    const day = dayKeyOf(new Date(entry.date), prefs);
    if (day < since) continue;
    const counted = days.get(day) ?? { day, up: 0, down: 0 };
    counted.up += Math.max(0, entry.scoredUp ?? 0);
    counted.down += Math.max(0, entry.scoredDown ?? 0);
    days.set(day, counted);
  }
  return [...days.values()].sort((a, b) => a.day - b.day);
}

export type DailyStatus = "done" | "missed" | "notDue";

/** What each day did for a daily, from `since` on: done wins over anything else written that day. */
export function dailyDays(history: readonly HistoryEntry[] | undefined, since: number, prefs: DayPreferences) {
  const days = new Map<number, DailyStatus>();
  for (const entry of history ?? []) {
    const day = dailyEntryDay(entry, prefs);
    if (day < since || days.get(day) === "done") continue;
    days.set(day, entry.completed ? "done" : entry.isDue === false ? "notDue" : "missed");
  }
  return days;
}

/** The days of a range, `from` to `to` inclusive, each with a value (0 where `values` has none). */
export function fillDays(values: ReadonlyMap<number, number>, from: number, to: number): Point[] {
  const points: Point[] = [];
  for (let day = from; day <= to; day++) points.push({ day, value: values.get(day) ?? 0 });
  return points;
}

export type DayMark = "done" | "skip" | "miss";

export interface Streaks {
  current: number;
  longest: number;
}

/**
 * Runs of days done, from `from` to `today`: a skipped day (a daily not due) neither counts nor
 * breaks a run; today, not over yet, only counts once done.
 */
export function streaks(markOf: (day: number) => DayMark, from: number, today: number): Streaks {
  let run = 0;
  let longest = 0;
  for (let day = from; day <= today; day++) {
    const mark = markOf(day);
    if (mark === "done") run += 1;
    else if (mark === "miss" && day !== today) run = 0;
    longest = Math.max(longest, run);
  }
  return { current: run, longest };
}

/** Everything the player did each day from `since` on: habits' up clicks, dailies checked, to-dos done. */
export function completionsByDay(
  tasks: readonly Task[],
  completedTodos: readonly Task[],
  since: number,
  prefs: DayPreferences,
): Map<number, number> {
  const counts = new Map<number, number>();
  const add = (day: number, count: number) => {
    if (day >= since && count > 0) counts.set(day, (counts.get(day) ?? 0) + count);
  };
  const todos = new Map<string, Task>();
  for (const task of tasks) {
    if (task.type === "habit") for (const day of habitDays(task.history, since, prefs)) add(day.day, day.up);
    if (task.type === "daily")
      for (const [day, status] of dailyDays(task.history, since, prefs)) if (status === "done") add(day, 1);
    if (task.type === "todo" && task.completed) todos.set(task._id, task);
  }
  for (const todo of completedTodos) if (todo.completed) todos.set(todo._id, todo);
  for (const todo of todos.values()) {
    const at = Date.parse(todo.dateCompleted ?? "");
    if (Number.isFinite(at)) add(dayKeyOf(new Date(at), prefs), 1);
  }
  return counts;
}

export interface ExperiencePoint {
  day: number;
  experience: number;
  level: number;
}

/** Total experience and the level it made, day by day, ending with today's. */
export function experienceSeries(user: Pick<User, "history" | "stats">, today: number, prefs: DayPreferences) {
  const points = (user.history?.exp ?? [])
    .filter((entry) => Number.isFinite(entry.date) && Number.isFinite(entry.value))
    .map((entry) => ({ day: rolloverDay(entry, prefs), value: entry.value }));
  const now = totalExperience(user.stats.lvl, user.stats.exp);
  return byDay([...points, { day: today, value: now }]).map(
    (point): ExperiencePoint => ({
      day: point.day,
      experience: point.value,
      level: levelOfTotalExperience(point.value),
    }),
  );
}

/** Gold day by day (kept since gold history began), ending with today's. */
export function goldSeries(user: Pick<User, "history" | "stats">, today: number, prefs: DayPreferences) {
  const points = (user.history?.gold ?? [])
    .filter((entry) => Number.isFinite(entry.date) && Number.isFinite(entry.value))
    .map((entry) => ({ day: rolloverDay(entry, prefs), value: entry.value }));
  return byDay([...points, { day: today, value: user.stats.gp }]);
}

// ---------------------------------------------------------------- calendar

export type CellKind = "count" | "missed" | "notDue" | "unknown";

export interface HeatCell {
  day: number;
  /** Week column, 0 the oldest. */
  column: number;
  /** Row in the week, 0 its first day. */
  row: number;
  count: number;
  /** 0 (nothing) to 4 (the busiest days), for the cell's shade. */
  level: number;
  kind: CellKind;
}

export interface Calendar {
  weeks: number;
  cells: HeatCell[];
  /** Where each month begins, for its label above the columns. */
  months: { column: number; day: number }[];
}

/** 0 Sunday … 6 Saturday; 1970-01-01 (day 0) was a Thursday. */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/**
 * A calendar of `weeks` columns ending with the week of `today`, each week starting on
 * `firstWeekday` (0 Sunday). Days before `since` are "unknown" (no day-by-day record); `marks`
 * names days missed or not due (a daily's calendar), `counts` what each day did.
 */
export function calendar(options: {
  today: number;
  weeks: number;
  firstWeekday: number;
  since: number;
  counts: ReadonlyMap<number, number>;
  marks?: ReadonlyMap<number, DailyStatus>;
}): Calendar {
  const { today, weeks, firstWeekday, since, counts, marks } = options;
  const todayRow = (weekdayOf(today) - firstWeekday + 7) % 7;
  const start = today - todayRow - (weeks - 1) * 7;
  let busiest = 0;
  for (const [day, count] of counts) if (day >= start && day <= today) busiest = Math.max(busiest, count);
  const cells: HeatCell[] = [];
  const months: Calendar["months"] = [];
  for (let day = start; day <= today; day++) {
    const column = Math.floor((day - start) / 7);
    const row = (day - start) % 7;
    const count = counts.get(day) ?? 0;
    const mark = marks?.get(day);
    const kind: CellKind =
      day < since ? "unknown" : mark === "missed" ? "missed" : mark === "notDue" ? "notDue" : "count";
    const level = kind !== "count" || count <= 0 ? 0 : Math.max(1, Math.min(4, Math.ceil((count / busiest) * 4)));
    cells.push({ day, column, row, count: kind === "unknown" ? 0 : count, level, kind });
    if (new Date(day * DAY_MS).getUTCDate() === 1 && (months.length === 0 || column - months.at(-1)!.column > 2))
      months.push({ column, day });
  }
  // The month the calendar opens in is named too, when the next one begins far enough away.
  if (cells.length > 0 && (months.length === 0 || months[0].column > 2)) months.unshift({ column: 0, day: start });
  return { weeks, cells, months };
}

/**
 * Due dates of dailies (spec §5 "A daily is due only if ..."): frequency daily / weekly /
 * monthly / yearly with everyX, repeat weekdays, daysOfMonth, weeksOfMonth, startDate, and the
 * player's day start hour and timezone offset. Dates are handled as whole "game days".
 */
import { DAY_START_MAX, DAY_START_MIN, EVERY_X_MAX, RECURRENCE_PREVIEW_COUNT } from "../data/constants";
import type { Repeat, Task, WeekdayKey } from "./types";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Offsets allowed: UTC-12:00 (720) to UTC+14:00 (-840), in getTimezoneOffset's sign. */
const TIMEZONE_LIMIT = 840;

export interface DayPreferences {
  dayStart?: number;
  timezoneOffset?: number;
}

export const WEEKDAYS: readonly WeekdayKey[] = ["su", "m", "t", "w", "th", "f", "s"];

export function sanitizeDayPreferences(prefs: DayPreferences): { dayStart: number; timezoneOffset: number } {
  const dayStart = Number(prefs.dayStart ?? 0);
  const offset = Number(prefs.timezoneOffset ?? 0);
  return {
    dayStart: Number.isFinite(dayStart) && dayStart >= DAY_START_MIN && dayStart <= DAY_START_MAX ? dayStart : 0,
    timezoneOffset: Number.isFinite(offset) && Math.abs(offset) <= TIMEZONE_LIMIT ? offset : 0,
  };
}

/** The player's game day containing `at`: days since 1970-01-01 in their zone, starting at dayStart. */
export function dayKeyOf(at: Date, prefs: DayPreferences): number {
  const { dayStart, timezoneOffset } = sanitizeDayPreferences(prefs);
  return Math.floor((at.getTime() - timezoneOffset * MINUTE - dayStart * HOUR) / DAY);
}

/** The calendar date (no day start) of an instant in the player's zone, as a day number. */
export function calendarDayOf(at: Date, prefs: DayPreferences): number {
  const { timezoneOffset } = sanitizeDayPreferences(prefs);
  return Math.floor((at.getTime() - timezoneOffset * MINUTE) / DAY);
}

/** Local midnight of a day number, as the UTC instant. */
export function instantOfDay(day: number, prefs: DayPreferences): Date {
  const { timezoneOffset } = sanitizeDayPreferences(prefs);
  return new Date(day * DAY + timezoneOffset * MINUTE);
}

/** Whole game days from `from` to `to` (0 on the same day). */
export function daysBetween(from: Date, to: Date, prefs: DayPreferences): number {
  return dayKeyOf(to, prefs) - dayKeyOf(from, prefs);
}

function parts(day: number): { year: number; month: number; date: number; weekday: number } {
  const d = new Date(day * DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth(), date: d.getUTCDate(), weekday: d.getUTCDay() };
}

/** What due dates depend on; a draft in the task editor (weekdays partly set) qualifies too. */
export type Schedulable = Pick<Task, "type" | "startDate" | "everyX" | "frequency" | "daysOfMonth" | "weeksOfMonth"> & {
  repeat?: Partial<Repeat>;
};

/** What a daily's due days follow, worked out once from the task; see isDueOnDay. */
interface Schedule {
  frequency: string;
  everyX: number;
  startDay: number;
  start: { year: number; month: number; date: number };
  /** By weekday (0 Sunday): whether it repeats on it. */
  weekdays: boolean[];
  anyWeekday: boolean;
  weeksOfMonth: readonly number[];
  daysOfMonth: readonly number[];
}

/** The daily's schedule; undefined when it is never due (not a daily, no start, a bad interval). */
function scheduleOf(task: Schedulable, prefs: DayPreferences): Schedule | undefined {
  const everyX = task.everyX ?? 1;
  if (task.type !== "daily" || !task.startDate || !Number.isInteger(everyX) || everyX < 1 || everyX > EVERY_X_MAX)
    return undefined;
  // The start date's time of day is invisible to the player: only its calendar date counts.
  const startDay = calendarDayOf(new Date(task.startDate), prefs);
  if (Number.isNaN(startDay)) return undefined;
  const weekdays = WEEKDAYS.map((key) => Boolean(task.repeat?.[key]));
  return {
    frequency: task.frequency ?? "weekly",
    everyX,
    startDay,
    start: parts(startDay),
    weekdays,
    anyWeekday: weekdays.includes(true),
    weeksOfMonth: task.weeksOfMonth ?? [],
    daysOfMonth: task.daysOfMonth ?? [],
  };
}

/** The weekday of a day number (0 Sunday): day 0, 1970-01-01, was a Thursday. */
function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

function dueOn(schedule: Schedule, day: number): boolean {
  const { everyX, startDay, start, weekdays } = schedule;
  if (startDay > day) return false;
  switch (schedule.frequency) {
    case "daily":
      return (day - startDay) % everyX === 0;
    case "weekly": {
      if (!schedule.anyWeekday) return false;
      const weeks = Math.floor((day - startDay) / 7);
      return weekdays[weekdayOf(day)] && weeks % everyX === 0;
    }
    case "monthly": {
      const target = parts(day);
      const months = target.year * 12 + target.month - (start.year * 12 + start.month);
      if (months % everyX !== 0) return false;
      if (schedule.weeksOfMonth.length > 0) {
        if (!schedule.anyWeekday) return false;
        // The n-th such weekday of the month, counted from 0.
        return weekdays[target.weekday] && schedule.weeksOfMonth.includes(Math.floor((target.date - 1) / 7));
      }
      if (schedule.daysOfMonth.length > 0) return schedule.daysOfMonth.includes(target.date);
      return target.date === start.date;
    }
    case "yearly": {
      const target = parts(day);
      return target.month === start.month && target.date === start.date && (target.year - start.year) % everyX === 0;
    }
    default:
      return false;
  }
}

/** Due on a given game day number (the day start already applied). */
export function isDueOnDay(task: Schedulable, day: number, prefs: DayPreferences): boolean {
  const schedule = scheduleOf(task, prefs);
  return schedule !== undefined && dueOn(schedule, day);
}

/** Is the daily due on the game day containing `at`? */
export function shouldDo(at: Date, task: Schedulable, prefs: DayPreferences): boolean {
  return isDueOnDay(task, dayKeyOf(at, prefs), prefs);
}

/** How far ahead to look for due dates: covers a yearly daily repeating every few years. */
const PREVIEW_HORIZON_DAYS = 366 * 60;

/** The next due dates after today's game day (spec §9: six), as ISO instants of local midnight. */
export function nextDueDates(
  task: Schedulable,
  now: Date,
  prefs: DayPreferences,
  count: number = RECURRENCE_PREVIEW_COUNT,
): string[] {
  const result: string[] = [];
  if (task.type !== "daily" || !task.startDate) return result;
  // Schedules that can never match would otherwise walk the whole horizon.
  const hasWeekday = WEEKDAYS.some((key) => task.repeat?.[key]);
  const frequency = task.frequency ?? "weekly";
  if (!hasWeekday && (frequency === "weekly" || (frequency === "monthly" && (task.weeksOfMonth ?? []).length > 0)))
    return result;
  const schedule = scheduleOf(task, prefs);
  if (!schedule) return result;
  const today = dayKeyOf(now, prefs);
  const from = Math.max(today + 1, schedule.startDay);
  for (let day = from; day < from + PREVIEW_HORIZON_DAYS && result.length < count; day++) {
    if (dueOn(schedule, day)) result.push(instantOfDay(day, prefs).toISOString());
  }
  return result;
}

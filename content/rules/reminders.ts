/**
 * When a task's reminders ring. A reminder is the original game's `{ id, time, startDate }`:
 * `time` names a time of day in the player's zone, `startDate` the first day it may ring. A
 * daily's reminder rings only on days the daily is due (shouldDo, with the player's day start
 * and zone) and not once it is done; a to-do's rings on the to-do's date (or, without one, the
 * reminder's own day), or every day until it is done, as the player chooses (for each to-do, or
 * for all of them in the notification settings). Times inside the
 * player's quiet hours are passed over.
 */
import { calendarDayOf, dayKeyOf, instantOfDay, sanitizeDayPreferences, shouldDo } from "./shouldDo";
import type { Task } from "./types";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How far ahead a ring is looked for; past it the index looks again then. */
export const REMINDER_HORIZON_DAYS = 400;

export const REMINDER_TODO_MODES = ["dueDate", "everyDay"] as const;
export type ReminderTodoMode = (typeof REMINDER_TODO_MODES)[number];

/** The player's reminder settings (preferences.reminders); minutes since local midnight. */
export interface ReminderPreferences {
  /** Quiet hours: from this minute of the day... */
  quietFrom?: number | null;
  /** ...until this one (not included); past midnight when it is the smaller. Equal: none. */
  quietUntil?: number | null;
  /** A to-do's reminders ring on its date only, or every day until it is done. */
  todos?: ReminderTodoMode;
}

export interface ReminderContext {
  timezoneOffset?: number;
  dayStart?: number;
  /** The player's latest day rollover: a daily's `completed` tells of that game day. */
  lastCron: string;
  reminders?: ReminderPreferences;
}

export type Reminder = Task["reminders"][number];

/** An ISO time with its own offset (`2026-03-01T09:30:00+01:00`): its wall clock is read as written. */
const WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?[+-]\d{2}:?\d{2}$/;

/**
 * The minute of the day a reminder rings at and the calendar day its `time` names, in the
 * player's zone. A time written with its offset keeps its wall clock whatever the player's
 * offset becomes (summer time); a UTC time is read in the player's offset of now.
 */
export function reminderWallTime(time: string, timezoneOffset = 0): { minutes: number; day: number } | undefined {
  const literal = WITH_OFFSET.exec(time);
  if (literal) {
    const [, year, month, date, hours, minutes] = literal.map(Number);
    if (hours > 23 || minutes > 59) return undefined;
    return { minutes: hours * 60 + minutes, day: Math.floor(Date.UTC(year, month - 1, date) / DAY) };
  }
  const at = Date.parse(time);
  if (Number.isNaN(at)) return undefined;
  const local = at - timezoneOffset * MINUTE;
  const midnight = Math.floor(local / DAY) * DAY;
  return { minutes: Math.floor((local - midnight) / MINUTE), day: midnight / DAY };
}

/** The calendar day a date names in the player's zone (a written offset keeps its own date). */
function dayOfDate(text: string | null | undefined, timezoneOffset: number): number | undefined {
  if (!text) return undefined;
  const literal = WITH_OFFSET.exec(text);
  if (literal) return reminderWallTime(text, timezoneOffset)?.day;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : calendarDayOf(new Date(at), { timezoneOffset });
}

/** Whether a minute of the day falls in the player's quiet hours. */
export function isQuietMinute(minute: number, prefs: ReminderPreferences | undefined): boolean {
  const from = prefs?.quietFrom;
  const until = prefs?.quietUntil;
  if (typeof from !== "number" || typeof until !== "number" || from === until) return false;
  return from < until ? minute >= from && minute < until : minute >= from || minute < until;
}

export interface NextRing {
  at: number;
  reminderId: string;
}

/** The first time at or after `from` (epoch ms) one of the task's reminders rings, if any within the horizon. */
export function nextReminderRing(task: Task, context: ReminderContext, from: number): NextRing | undefined {
  if (task.type !== "daily" && task.type !== "todo") return undefined;
  if (task.type === "todo" && task.completed) return undefined;
  const prefs = sanitizeDayPreferences(context);
  const lastCronDay = dayKeyOf(new Date(context.lastCron), prefs);
  // The to-do's own choice, else the player's.
  const mode = (task.type === "todo" && task.reminderMode) || context.reminders?.todos || "dueDate";
  let best: NextRing | undefined;
  for (const reminder of task.reminders ?? []) {
    if (typeof reminder?.time !== "string" || typeof reminder.id !== "string") continue;
    const wall = reminderWallTime(reminder.time, prefs.timezoneOffset);
    if (!wall || isQuietMinute(wall.minutes, context.reminders)) continue;
    const startDay = dayOfDate(reminder.startDate, prefs.timezoneOffset);
    // A to-do on its date: that one day (its own, else the reminder's).
    const onlyDay =
      task.type === "todo" && mode === "dueDate"
        ? (dayOfDate(task.date, prefs.timezoneOffset) ?? startDay ?? wall.day)
        : undefined;
    const firstDay = calendarDayOf(new Date(from), prefs);
    const lastDay = best ? calendarDayOf(new Date(best.at), prefs) : firstDay + REMINDER_HORIZON_DAYS;
    for (let day = Math.max(firstDay, onlyDay ?? firstDay); day <= lastDay; day++) {
      if (onlyDay !== undefined && day !== onlyDay) break;
      if (startDay !== undefined && day < startDay) {
        day = startDay - 1;
        continue;
      }
      const at = instantOfDay(day, prefs).getTime() + wall.minutes * MINUTE;
      if (at < from) continue;
      if (best && at >= best.at) break;
      if (task.type === "daily") {
        const moment = new Date(at);
        if (!shouldDo(moment, task, prefs)) continue;
        // Done today: the next due day rings; `completed` is cleared by the rollover after lastCron's day.
        if (task.completed && dayKeyOf(moment, prefs) <= lastCronDay) continue;
      }
      best = { at, reminderId: reminder.id };
      break;
    }
  }
  return best;
}

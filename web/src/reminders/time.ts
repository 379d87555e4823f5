/**
 * A reminder's time as the editor shows it ("09:30", in the player's zone) and as it is kept: an
 * ISO time written with the player's offset, whose wall clock the server reads as written
 * (content/rules/reminders.ts), so that summer time does not move it.
 */
import { reminderWallTime } from "../../../content/rules/reminders";

const pad = (n: number) => String(n).padStart(2, "0");

/** "09:30" for a kept reminder time, or "" when it cannot be read. */
export function reminderClock(time: string, timezoneOffset = 0): string {
  const wall = reminderWallTime(time, timezoneOffset);
  return wall ? `${pad(Math.floor(wall.minutes / 60))}:${pad(wall.minutes % 60)}` : "";
}

/**
 * The kept form of "09:30" for a player whose offset is `timezoneOffset` (minutes west of UTC,
 * as Date#getTimezoneOffset counts), dated on the player's calendar day of `now`.
 */
export function reminderTimeOf(clock: string, timezoneOffset = 0, now = new Date()): string | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return undefined;
  const local = new Date(now.getTime() - timezoneOffset * 60_000);
  const date = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  const east = -timezoneOffset;
  const sign = east < 0 ? "-" : "+";
  const offset = `${sign}${pad(Math.floor(Math.abs(east) / 60))}:${pad(Math.abs(east) % 60)}`;
  return `${date}T${clock}:00${offset}`;
}

/** Quiet hours' minute of the day as "22:00", and back. */
export function clockOfMinute(minute: number | null | undefined): string {
  return typeof minute === "number" ? `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}` : "";
}

export function minuteOfClock(clock: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

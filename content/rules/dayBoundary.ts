import { TIMEZONE_OFFSET_MAX, TIMEZONE_OFFSET_MIN } from "../data/constants";
/**
 * The player's day boundary: their `dayStart` hour in their own time zone.
 * `timezoneOffset` follows Date#getTimezoneOffset: minutes to ADD to local time to get UTC
 * (so UTC+14:00 is -840 and UTC-12:00 is 720).
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Start (epoch ms) of the player's game day that contains `at`. */
export function startOfGameDay(at: number, timezoneOffset: number, dayStart: number): number {
  const local = at - timezoneOffset * 60_000 - dayStart * HOUR;
  const localDayStart = Math.floor(local / DAY) * DAY;
  return localDayStart + dayStart * HOUR + timezoneOffset * 60_000;
}

/** The first boundary strictly after `at`. */
export function nextDayBoundary(at: number, timezoneOffset: number, dayStart: number): number {
  return startOfGameDay(at, timezoneOffset, dayStart) + DAY;
}

/** Whole game days between two instants as the player counts them (0 when on the same day). */
export function gameDaysBetween(from: number, to: number, timezoneOffset: number, dayStart: number): number {
  return Math.round(
    (startOfGameDay(to, timezoneOffset, dayStart) - startOfGameDay(from, timezoneOffset, dayStart)) / DAY,
  );
}

/**
 * Offsets travel negated (Date#getTimezoneOffset: UTC+14:00 is -840); the allowed range of
 * spec §5, -720..840 minutes, is that of the zones themselves (UTC-12:00 to UTC+14:00).
 */
export function isValidTimezoneOffset(offset: number): boolean {
  return Number.isInteger(offset) && -offset >= TIMEZONE_OFFSET_MIN && -offset <= TIMEZONE_OFFSET_MAX;
}

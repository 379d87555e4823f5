/**
 * The monthly shop rotation (content spec §4 "Monthly rotation"): each kind of item turns over
 * on its own day of the month; the month starts at the 8-hour day boundary (08:00 UTC).
 */
import { DAY_BOUNDARY_OFFSET_HOURS } from "../data/constants";
import {
  NEW_BACKGROUND_SCHEDULE_FROM,
  ROTATION_RELEASE_DAYS,
  rotation as monthRotation,
  type RotationType,
} from "../data/rotation";
import type { MonthRotation } from "../data/types";

export type RotationKind = RotationType;

/** Day of the month each kind switches to the new month's list. */
export const ROTATION_DAY: Record<RotationKind, number> = ROTATION_RELEASE_DAYS;

const HOUR = 3_600_000;

/** The calendar as the shops see it: UTC shifted back by the day boundary. */
export function shopCalendar(now: Date): { year: number; month: number; day: number } {
  const shifted = new Date(now.getTime() - DAY_BOUNDARY_OFFSET_HOURS * HOUR);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() };
}

/** Which month's list (0-11) a kind shows now: before its day, the previous month's. */
export function rotationMonth(kind: RotationKind, now: Date): { year: number; month: number } {
  const { year, month, day } = shopCalendar(now);
  if (day >= ROTATION_DAY[kind]) return { year, month };
  return month === 0 ? { year: year - 1, month: 11 } : { year, month: month - 1 };
}

/** The instant the current list of a kind stops (its day in the following month, at the boundary). */
export function rotationEnds(kind: RotationKind, now: Date): Date {
  const { year, month } = rotationMonth(kind, now);
  return new Date(Date.UTC(year, month + 1, ROTATION_DAY[kind], DAY_BOUNDARY_OFFSET_HOURS));
}

const LIST_OF: Record<
  Exclude<RotationKind, "timeTravelers" | "backgrounds">,
  keyof Pick<MonthRotation, "petQuests" | "hatchingPotionQuests" | "bundles" | "premiumHatchingPotions">
> = {
  petQuests: "petQuests",
  hatchingPotionQuests: "hatchingPotionQuests",
  bundles: "bundles",
  premiumHatchingPotions: "premiumHatchingPotions",
};

/** Keys on sale now for a listed kind, from the month table. */
export function rotatingKeys(kind: keyof typeof LIST_OF, now: Date, table: readonly MonthRotation[]): string[] {
  const { month } = rotationMonth(kind, now);
  const entry = table.find((row) => row.month === month);
  return entry ? [...entry[LIST_OF[kind]]] : [];
}

/** Months (1-12) whose subscriber sets the time travelers offer now (two-month cycle). */
export function timeTravelerMonths(now: Date, table: readonly MonthRotation[]): number[] {
  const { month } = rotationMonth("timeTravelers", now);
  return [...(table.find((row) => row.month === month)?.timeTravelerMonths ?? [])];
}

/** Months (1-12) of past background sets offered again now (two-month cycle). */
export function backgroundMonths(now: Date, table: readonly MonthRotation[]): number[] {
  const { month } = rotationMonth("backgrounds", now);
  return [...(table.find((row) => row.month === month)?.backgroundMonths ?? [])];
}

/**
 * Does the background shop offer this monthly set (`backgroundsMMYYYY`) now? Sets of the older
 * schedule come back in the two months of the cycle, in even or odd years; sets released from
 * July 2024 on come back only in their own month, every year since their release
 * (constants/schedule.js backgroundMatcher). Sets outside the monthly calendar are not rotated.
 */
export function backgroundSetOffered(
  setKey: string,
  now: Date,
  table: readonly MonthRotation[] = monthRotation,
): boolean {
  const match = /^backgrounds(\d{2})(\d{4})$/.exec(setKey);
  if (!match) return true;
  const month = Number(match[1]);
  const year = Number(match[2]);
  const { year: listYear, month: listMonth } = rotationMonth("backgrounds", now);
  const row = table.find((entry) => entry.month === listMonth);
  if (!row) return false;
  const [first, second] = row.backgroundMonths;
  const newSchedule =
    year > NEW_BACKGROUND_SCHEDULE_FROM.year ||
    (year === NEW_BACKGROUND_SCHEDULE_FROM.year && month >= NEW_BACKGROUND_SCHEDULE_FROM.month);
  if (newSchedule) return month === first && listYear >= year;
  return (month === first || month === second) && year % 2 === (row.backgroundOddYear ? 1 : 0);
}

/**
 * Do the time travelers offer this subscriber set (`yyyymm`) now? The sets of the two months of
 * the cycle, but never one before its year or in its own first month (constants/schedule.js
 * timeTravelersMatcher). The steampunk sets, dated in the far future, are always offered.
 */
/** Time travelers' sets dated from this year on are never out of rotation. */
const ALWAYS_OFFERED_FROM_YEAR = 3000;

/** A far-future (steampunk) set: on sale whatever the date its own key or start gives. */
export function isAlwaysOfferedSet(setKey: string): boolean {
  const match = /^(\d{4})\d{2}$/.exec(setKey);
  return match !== null && Number(match[1]) >= ALWAYS_OFFERED_FROM_YEAR;
}

export function timeTravelerSetOffered(
  setKey: string,
  now: Date,
  table: readonly MonthRotation[] = monthRotation,
): boolean {
  const match = /^(\d{4})(\d{2})$/.exec(setKey);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  // The far-future (steampunk, year 3000 and on) sets are always on the shelves, as in the public game.
  if (isAlwaysOfferedSet(setKey)) return true;
  const today = shopCalendar(now);
  if (year <= today.year + 1) {
    if (today.year < year || (today.year === year && today.month + 1 === month)) return false;
  }
  return timeTravelerMonths(now, table).includes(month);
}

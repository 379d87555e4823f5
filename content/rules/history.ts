/**
 * Keeping history short (run at the day rollover), as the public game's preenHistory does: the
 * last 60 days stay one entry a day (365 for subscribers); the 10 months before that (12 for
 * subscribers) are merged into one entry a month, and anything older into one a year. A merged
 * entry carries the date of its first entry and the average value.
 */
import type { HistoryEntry } from "./types";

const DAY_MS = 86_400_000;
export const DAILY_HISTORY_DAYS = 60;
export const DAILY_HISTORY_DAYS_SUBSCRIBER = 365;
export const MONTHLY_HISTORY_MONTHS = 10;
export const MONTHLY_HISTORY_MONTHS_SUBSCRIBER = 12;

function merge(entries: HistoryEntry[]): HistoryEntry {
  const merged: HistoryEntry = {
    date: entries[0].date,
    value: entries.reduce((sum, entry) => sum + entry.value, 0) / entries.length,
  };
  const up = entries.reduce((sum, entry) => sum + (entry.scoredUp ?? 0), 0);
  const down = entries.reduce((sum, entry) => sum + (entry.scoredDown ?? 0), 0);
  if (entries.some((entry) => entry.scoredUp !== undefined)) merged.scoredUp = up;
  if (entries.some((entry) => entry.scoredDown !== undefined)) merged.scoredDown = down;
  return merged;
}

/** Pure: the preened copy, oldest first. */
export function preenHistory(history: readonly HistoryEntry[], now: Date, subscribed: boolean): HistoryEntry[] {
  const keepDays = subscribed ? DAILY_HISTORY_DAYS_SUBSCRIBER : DAILY_HISTORY_DAYS;
  const byMonth = subscribed ? MONTHLY_HISTORY_MONTHS_SUBSCRIBER : MONTHLY_HISTORY_MONTHS;
  const cutOffDay = new Date(now.getTime() - keepDays * DAY_MS);
  const cutOff = Date.UTC(cutOffDay.getUTCFullYear(), cutOffDay.getUTCMonth(), cutOffDay.getUTCDate());
  const monthsCutOff = Date.UTC(cutOffDay.getUTCFullYear(), cutOffDay.getUTCMonth() - byMonth, cutOffDay.getUTCDate());
  const sorted = [...history].sort((a, b) => a.date - b.date);
  const groups = new Map<string, HistoryEntry[]>();
  const recent: HistoryEntry[] = [];
  for (const entry of sorted) {
    if (entry.date >= cutOff) {
      recent.push(entry);
      continue;
    }
    const date = new Date(entry.date);
    const bucket =
      entry.date >= monthsCutOff
        ? `m${date.getUTCFullYear()}-${String(date.getUTCMonth()).padStart(2, "0")}`
        : `y${date.getUTCFullYear()}`;
    groups.set(bucket, [...(groups.get(bucket) ?? []), entry]);
  }
  const older = [...groups.values()].map((entries) => (entries.length === 1 ? entries[0] : merge(entries)));
  return [...older.sort((a, b) => a.date - b.date), ...recent];
}

/**
 * Keeping history short (run at the day rollover): recent entries stay one per day, older ones
 * are merged into one per month, and entries over a year old into one per year. Subscribers keep
 * a year of daily entries.
 */
import type { HistoryEntry } from "./types";

const DAY_MS = 86_400_000;
export const DAILY_HISTORY_DAYS = 60;
export const DAILY_HISTORY_DAYS_SUBSCRIBER = 365;
const YEAR_DAYS = 365;

function merge(entries: HistoryEntry[]): HistoryEntry {
  const last = entries[entries.length - 1];
  const merged: HistoryEntry = {
    date: last.date,
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
  const keepDaily = subscribed ? DAILY_HISTORY_DAYS_SUBSCRIBER : DAILY_HISTORY_DAYS;
  const sorted = [...history].sort((a, b) => a.date - b.date);
  const groups = new Map<string, HistoryEntry[]>();
  const recent: HistoryEntry[] = [];
  for (const entry of sorted) {
    const age = (now.getTime() - entry.date) / DAY_MS;
    if (age <= keepDaily) {
      recent.push(entry);
      continue;
    }
    const date = new Date(entry.date);
    const bucket =
      age > Math.max(YEAR_DAYS, keepDaily)
        ? `y${date.getUTCFullYear()}`
        : `m${date.getUTCFullYear()}-${date.getUTCMonth()}`;
    groups.set(bucket, [...(groups.get(bucket) ?? []), entry]);
  }
  const older = [...groups.values()].map((entries) => (entries.length === 1 ? entries[0] : merge(entries)));
  return [...older.sort((a, b) => a.date - b.date), ...recent];
}

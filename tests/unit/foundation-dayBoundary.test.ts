import { describe, expect, it } from "vitest";
import {
  gameDaysBetween,
  isValidTimezoneOffset,
  nextDayBoundary,
  startOfGameDay,
} from "../../content/rules/dayBoundary";

const at = (iso: string) => Date.parse(iso);

describe("day boundary", () => {
  it.each([
    // [instant, timezoneOffset, dayStart, expected start of the game day]
    ["2026-05-10T12:00:00Z", 0, 0, "2026-05-10T00:00:00.000Z"],
    ["2026-05-10T03:00:00Z", 0, 4, "2026-05-09T04:00:00.000Z"],
    ["2026-05-10T05:00:00Z", 0, 4, "2026-05-10T04:00:00.000Z"],
    // UTC+14:00 (offset -840): local midnight is 10:00 UTC the day before.
    ["2026-05-10T09:59:00Z", -840, 0, "2026-05-09T10:00:00.000Z"],
    ["2026-05-10T10:00:00Z", -840, 0, "2026-05-10T10:00:00.000Z"],
    // UTC-12:00 (offset 720): local midnight is 12:00 UTC.
    ["2026-05-10T11:59:00Z", 720, 0, "2026-05-09T12:00:00.000Z"],
    // UTC+05:45 (offset -345) with the day starting at 06:00 local = 00:15 UTC.
    ["2026-05-10T00:14:00Z", -345, 6, "2026-05-09T00:15:00.000Z"],
    ["2026-05-10T00:15:00Z", -345, 6, "2026-05-10T00:15:00.000Z"],
  ])("%s at offset %i, dayStart %i starts at %s", (instant, offset, dayStart, expected) => {
    expect(new Date(startOfGameDay(at(instant), offset, dayStart)).toISOString()).toBe(expected);
  });

  it("puts the next boundary exactly one day after the start", () => {
    const start = startOfGameDay(at("2026-05-10T12:00:00Z"), -345, 6);
    expect(nextDayBoundary(at("2026-05-10T12:00:00Z"), -345, 6) - start).toBe(86_400_000);
  });

  it("counts game days between instants", () => {
    expect(gameDaysBetween(at("2026-05-10T01:00:00Z"), at("2026-05-10T23:00:00Z"), 0, 0)).toBe(0);
    expect(gameDaysBetween(at("2026-05-10T23:00:00Z"), at("2026-05-11T01:00:00Z"), 0, 0)).toBe(1);
    expect(gameDaysBetween(at("2026-05-10T03:00:00Z"), at("2026-05-10T05:00:00Z"), 0, 4)).toBe(1);
    expect(gameDaysBetween(at("2026-05-01T00:00:00Z"), at("2026-05-08T00:00:00Z"), 0, 0)).toBe(7);
  });

  it("accepts offsets of zones from UTC-12:00 to UTC+14:00 only", () => {
    expect([-840, -345, 0, 330, 720].every(isValidTimezoneOffset)).toBe(true);
    expect([-841, 721, 1.5, Number.NaN].some(isValidTimezoneOffset)).toBe(false);
  });
});

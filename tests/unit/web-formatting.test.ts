import { afterEach, describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatRelativeTime,
  setLanguage,
  weekdayName,
} from "../../web/src/i18n";

afterEach(async () => {
  await setLanguage("en");
});

describe("numbers and dates in the language spoken now", () => {
  it("follow a change of language, each with its own options", async () => {
    await setLanguage("en");
    expect(formatNumber(1234.5)).toBe("1,234.5");
    expect(formatNumber(0.25, { style: "percent" })).toBe("25%");
    expect(formatDate("2026-03-05T12:00:00Z", { month: "long", day: "numeric", timeZone: "UTC" })).toBe("March 5");
    expect(formatDate("2026-03-05T12:00:00Z", { month: "short", day: "numeric", timeZone: "UTC" })).toBe("Mar 5");
    expect(weekdayName(1)).toBe("Monday");
    expect(weekdayName(1, "short")).toBe("Mon");

    await setLanguage("de");
    expect(formatNumber(1234.5)).toBe("1.234,5");
    expect(formatNumber(0.25, { style: "percent" })).toBe("25\u00a0%");
    expect(formatDate("2026-03-05T12:00:00Z", { month: "long", day: "numeric", timeZone: "UTC" })).toBe("5. März");
    expect(weekdayName(1)).toBe("Montag");

    await setLanguage("en");
    expect(formatNumber(1234.5)).toBe("1,234.5");
    expect(weekdayName(1)).toBe("Monday");
  });

  it("keep date-and-time and relative times apart from plain dates", async () => {
    await setLanguage("en");
    const when = "2026-03-05T15:30:00Z";
    expect(formatDateTime(when, { hour: "numeric", minute: "2-digit", timeZone: "UTC" })).toBe("3:30 PM");
    const now = new Date("2026-03-05T18:30:00Z");
    expect(formatRelativeTime(when, now)).toBe("3 hours ago");
    await setLanguage("fr");
    expect(formatRelativeTime(when, now)).toBe("il y a 3 heures");
  });
});

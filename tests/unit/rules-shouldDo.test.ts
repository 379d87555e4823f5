import { describe, expect, it } from "vitest";
import { dayKeyOf, isDueOnDay, nextDueDates, shouldDo, WEEKDAYS } from "../../content/rules/shouldDo";
import type { Task } from "../../content/rules/types";
import { makeTask } from "./rules-fixtures";

const UTC = { dayStart: 0, timezoneOffset: 0 };
const everyDay = { su: true, m: true, t: true, w: true, th: true, f: true, s: true };
const none = { su: false, m: false, t: false, w: false, th: false, f: false, s: false };
// 2026-03-02 is a Monday.
const start = "2026-03-02T00:00:00.000Z";
const at = (iso: string) => new Date(iso);

describe("shouldDo", () => {
  it.each([
    ["daily every 1", { frequency: "daily", everyX: 1 }, "2026-03-05T10:00:00Z", true],
    ["daily every 3, day 3", { frequency: "daily", everyX: 3 }, "2026-03-05T10:00:00Z", true],
    ["daily every 3, day 2", { frequency: "daily", everyX: 3 }, "2026-03-04T10:00:00Z", false],
    ["before the start date", { frequency: "daily", everyX: 1 }, "2026-03-01T10:00:00Z", false],
    [
      "weekly on Mondays, a Monday",
      { frequency: "weekly", everyX: 1, repeat: { ...none, m: true } },
      "2026-03-09T10:00:00Z",
      true,
    ],
    [
      "weekly on Mondays, a Tuesday",
      { frequency: "weekly", everyX: 1, repeat: { ...none, m: true } },
      "2026-03-10T10:00:00Z",
      false,
    ],
    [
      "every 2 weeks, week 1",
      { frequency: "weekly", everyX: 2, repeat: { ...none, m: true } },
      "2026-03-09T10:00:00Z",
      false,
    ],
    [
      "every 2 weeks, week 2",
      { frequency: "weekly", everyX: 2, repeat: { ...none, m: true } },
      "2026-03-16T10:00:00Z",
      true,
    ],
    ["weekly with no weekdays", { frequency: "weekly", everyX: 1, repeat: none }, "2026-03-09T10:00:00Z", false],
    ["monthly on the 15th", { frequency: "monthly", everyX: 1, daysOfMonth: [15] }, "2026-04-15T10:00:00Z", true],
    [
      "monthly on the 15th, the 16th",
      { frequency: "monthly", everyX: 1, daysOfMonth: [15] },
      "2026-04-16T10:00:00Z",
      false,
    ],
    [
      "every 2 months on the 15th, odd month",
      { frequency: "monthly", everyX: 2, daysOfMonth: [15] },
      "2026-04-15T10:00:00Z",
      false,
    ],
    [
      "every 2 months on the 15th, even month",
      { frequency: "monthly", everyX: 2, daysOfMonth: [15] },
      "2026-05-15T10:00:00Z",
      true,
    ],
    [
      "first Monday of the month",
      { frequency: "monthly", everyX: 1, weeksOfMonth: [0], repeat: { ...none, m: true } },
      "2026-04-06T10:00:00Z",
      true,
    ],
    [
      "second Monday is not the first",
      { frequency: "monthly", everyX: 1, weeksOfMonth: [0], repeat: { ...none, m: true } },
      "2026-04-13T10:00:00Z",
      false,
    ],
    ["yearly on the start date", { frequency: "yearly", everyX: 1 }, "2027-03-02T10:00:00Z", true],
    ["yearly another day", { frequency: "yearly", everyX: 1 }, "2027-03-03T10:00:00Z", false],
    ["everyX 0 is never due", { frequency: "daily", everyX: 0 }, "2026-03-05T10:00:00Z", false],
    ["everyX 10000 is never due", { frequency: "daily", everyX: 10000 }, "2026-03-05T10:00:00Z", false],
  ] as const)("%s", (_name, fields, when, expected) => {
    const task = makeTask("daily", { startDate: start, repeat: everyDay, ...(fields as Partial<Task>) });
    expect(shouldDo(at(when), task, UTC)).toBe(expected);
  });

  it("only dailies with a start date are due", () => {
    expect(shouldDo(at("2026-03-05T10:00:00Z"), makeTask("todo"), UTC)).toBe(false);
    expect(shouldDo(at("2026-03-05T10:00:00Z"), { ...makeTask("daily"), startDate: undefined }, UTC)).toBe(false);
  });

  it("the day start hour keeps the small hours in the previous day", () => {
    const task = makeTask("daily", { startDate: start, frequency: "weekly", everyX: 1, repeat: { ...none, m: true } });
    // Tuesday 03:00 with a 04:00 day start is still Monday.
    expect(shouldDo(at("2026-03-10T03:00:00Z"), task, { dayStart: 4, timezoneOffset: 0 })).toBe(true);
    expect(shouldDo(at("2026-03-10T05:00:00Z"), task, { dayStart: 4, timezoneOffset: 0 })).toBe(false);
  });

  it("the timezone offset moves the day", () => {
    const task = makeTask("daily", { startDate: start, frequency: "weekly", everyX: 1, repeat: { ...none, m: true } });
    // 2026-03-10T02:00Z is Monday 21:00 in UTC-5 (offset 300).
    expect(shouldDo(at("2026-03-10T02:00:00Z"), task, { dayStart: 0, timezoneOffset: 300 })).toBe(true);
    expect(dayKeyOf(at("2026-03-10T02:00:00Z"), { timezoneOffset: 300 })).toBe(
      dayKeyOf(at("2026-03-09T12:00:00Z"), UTC),
    );
  });
});

describe("nextDueDates", () => {
  it("lists the next six due days after today", () => {
    const task = makeTask("daily", {
      startDate: start,
      frequency: "weekly",
      everyX: 1,
      repeat: { ...none, m: true, th: true },
    });
    expect(nextDueDates(task, at("2026-03-09T10:00:00Z"), UTC)).toEqual([
      "2026-03-12T00:00:00.000Z",
      "2026-03-16T00:00:00.000Z",
      "2026-03-19T00:00:00.000Z",
      "2026-03-23T00:00:00.000Z",
      "2026-03-26T00:00:00.000Z",
      "2026-03-30T00:00:00.000Z",
    ]);
  });
  it("yearly dates", () => {
    const task = makeTask("daily", { startDate: start, frequency: "yearly", everyX: 2 });
    expect(nextDueDates(task, at("2026-03-09T10:00:00Z"), UTC, 2)).toEqual([
      "2028-03-02T00:00:00.000Z",
      "2030-03-02T00:00:00.000Z",
    ]);
  });
  it("local midnight in the player's zone", () => {
    const task = makeTask("daily", { startDate: start, frequency: "daily", everyX: 1 });
    expect(nextDueDates(task, at("2026-03-09T10:00:00Z"), { timezoneOffset: -60 }, 1)).toEqual([
      "2026-03-09T23:00:00.000Z",
    ]);
  });
});

describe("weekly dailies on their weekdays", () => {
  it("fall on the calendar's weekday for every day before and after 1970", () => {
    for (const [index, key] of WEEKDAYS.entries()) {
      const task = makeTask("daily", {
        frequency: "weekly",
        everyX: 1,
        repeat: { ...none, [key]: true },
        startDate: "1960-01-01T00:00:00.000Z",
      }) as Task;
      for (let day = -3650; day <= 3700; day += 13) {
        const weekday = new Date(day * 86_400_000).getUTCDay();
        expect(isDueOnDay(task, day, UTC)).toBe(weekday === index);
      }
    }
  });
});

/**
 * The history charts' data shaping (web/src/charts/history.ts): histories into series, per-day
 * counts, calendar cells and streaks, on the player's game days.
 */
import { describe, expect, it } from "vitest";
import { levelOfTotalExperience, totalExperience } from "../../content/rules/levels";
import type { HistoryEntry, Task, User } from "../../content/rules/types";
import { bossDamageRows } from "../../web/src/charts/bossDamage";
import {
  calendar,
  completionsByDay,
  dailyDays,
  experienceSeries,
  fillDays,
  firstDailyDay,
  goldSeries,
  habitDays,
  streaks,
  taskValueSeries,
  weekdayOf,
} from "../../web/src/charts/history";

const DAY = 86_400_000;
/** Game day numbers of UTC dates (a player at UTC with the day starting at midnight). */
const dayOf = (iso: string) => Math.floor(Date.parse(iso) / DAY);
const at = (iso: string) => Date.parse(iso);
const UTC = { dayStart: 0, timezoneOffset: 0 };
const TODAY = dayOf("2026-03-10T00:00:00Z");

describe("game days", () => {
  it("follow the player's zone and day start", () => {
    // 02:00 UTC is still the evening before in New York (UTC-5: offset 300), and before a 04:00 day start too.
    const history: HistoryEntry[] = [{ date: at("2026-03-10T02:00:00Z"), value: 1, scoredUp: 1, scoredDown: 0 }];
    expect(habitDays(history, 0, UTC)[0].day).toBe(dayOf("2026-03-10T00:00:00Z"));
    expect(habitDays(history, 0, { timezoneOffset: 300, dayStart: 0 })[0].day).toBe(dayOf("2026-03-09T00:00:00Z"));
    expect(habitDays(history, 0, { timezoneOffset: 0, dayStart: 4 })[0].day).toBe(dayOf("2026-03-09T00:00:00Z"));
  });

  it("start being kept one by one 60 days back, 365 for subscribers", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    const free = { purchased: { plan: {} } } as Pick<User, "purchased">;
    const subscribed = { purchased: { plan: { customerId: "c1" } } } as Pick<User, "purchased">;
    expect(firstDailyDay(free, now, UTC)).toBe(dayOf("2026-01-10T00:00:00Z"));
    expect(firstDailyDay(subscribed, now, UTC)).toBe(dayOf("2025-03-11T00:00:00Z"));
  });
});

describe("a habit's history", () => {
  const history: HistoryEntry[] = [
    { date: at("2026-03-01T09:00:00Z"), value: 1, scoredUp: 2, scoredDown: 0 },
    { date: at("2026-03-02T22:00:00Z"), value: 0.5, scoredUp: 1, scoredDown: 3 },
    // A merged month from before the day-by-day window: left out of per-day counts.
    { date: at("2025-11-01T09:00:00Z"), value: 3, scoredUp: 40, scoredDown: 2 },
  ];

  it("gives the clicks of each day, up and down", () => {
    expect(habitDays(history, dayOf("2026-01-01T00:00:00Z"), UTC)).toEqual([
      { day: dayOf("2026-03-01T00:00:00Z"), up: 2, down: 0 },
      { day: dayOf("2026-03-02T00:00:00Z"), up: 1, down: 3 },
    ]);
  });

  it("gives its value over time, oldest first, ending with today's value", () => {
    const task = { type: "habit", value: 2.25, history } as Task;
    expect(taskValueSeries(task, TODAY, UTC)).toEqual([
      { day: dayOf("2025-11-01T00:00:00Z"), value: 3 },
      { day: dayOf("2026-03-01T00:00:00Z"), value: 1 },
      { day: dayOf("2026-03-02T00:00:00Z"), value: 0.5 },
      { day: TODAY, value: 2.25 },
    ]);
  });
});

describe("a daily's history", () => {
  const history: HistoryEntry[] = [
    // Checked on the 5th: its own day.
    { date: at("2026-03-05T18:00:00Z"), value: 1, isDue: true, completed: true },
    // Left open on the 6th: written by the rollover of the 7th.
    { date: at("2026-03-07T00:10:00Z"), value: 0, isDue: true, completed: false },
    // Not due on the 7th.
    { date: at("2026-03-08T00:10:00Z"), value: 0, isDue: false, completed: false },
    // Checked on the 8th and 9th.
    { date: at("2026-03-08T07:00:00Z"), value: 1, isDue: true, completed: true },
    { date: at("2026-03-09T07:00:00Z"), value: 2, isDue: true, completed: true },
  ];

  it("puts the rollover's entries on the day they describe", () => {
    const days = dailyDays(history, 0, UTC);
    expect(
      Object.fromEntries([...days].map(([day, status]) => [new Date(day * DAY).toISOString().slice(0, 10), status])),
    ).toEqual({
      "2026-03-05": "done",
      "2026-03-06": "missed",
      "2026-03-07": "notDue",
      "2026-03-08": "done",
      "2026-03-09": "done",
    });
  });

  it("gives streaks that days not due neither count nor break, and today only once done", () => {
    const days = dailyDays(history, 0, UTC);
    const mark = (day: number) => {
      const status = days.get(day);
      return status === "done" ? "done" : status === "notDue" ? "skip" : "miss";
    };
    // The 5th done, the 6th missed, the 7th not due, the 8th and 9th done, today (the 10th) still open.
    expect(streaks(mark, dayOf("2026-03-05T00:00:00Z"), TODAY)).toEqual({ current: 2, longest: 2 });
    expect(streaks(mark, dayOf("2026-03-07T00:00:00Z"), dayOf("2026-03-09T00:00:00Z"))).toEqual({
      current: 2,
      longest: 2,
    });
    const allDone = () => "done" as const;
    expect(streaks(allDone, TODAY - 9, TODAY)).toEqual({ current: 10, longest: 10 });
    const gap = (day: number) => (day === TODAY - 3 ? "miss" : "done");
    expect(streaks(gap, TODAY - 9, TODAY)).toEqual({ current: 3, longest: 6 });
  });
});

describe("the player's own history", () => {
  const user = {
    stats: { lvl: 3, exp: 10, gp: 12.5 },
    history: {
      // Written by the rollovers of the 8th and 9th: the 7th's and 8th's totals.
      exp: [
        { date: at("2026-03-08T00:05:00Z"), value: 20 },
        { date: at("2026-03-09T00:05:00Z"), value: 60 },
      ],
      todos: [],
      gold: [{ date: at("2026-03-09T00:05:00Z"), value: 4 }],
    },
  } as unknown as User;

  it("gives experience with the level it made, and gold, ending with today's", () => {
    expect(experienceSeries(user, TODAY, UTC)).toEqual([
      { day: dayOf("2026-03-07T00:00:00Z"), experience: 20, level: 1 },
      { day: dayOf("2026-03-08T00:00:00Z"), experience: 60, level: 2 },
      { day: TODAY, experience: 85, level: 3 },
    ]);
    expect(goldSeries(user, TODAY, UTC)).toEqual([
      { day: dayOf("2026-03-08T00:00:00Z"), value: 4 },
      { day: TODAY, value: 12.5 },
    ]);
    // A document from before gold was kept: today's gold alone.
    const old = { ...user, history: { exp: [], todos: [] } } as unknown as User;
    expect(goldSeries(old, TODAY, UTC)).toEqual([{ day: TODAY, value: 12.5 }]);
  });

  it("reads levels back from total experience", () => {
    for (const level of [1, 2, 5, 6, 30, 100]) {
      expect(levelOfTotalExperience(totalExperience(level, 0))).toBe(level);
      expect(levelOfTotalExperience(totalExperience(level, 0) - 0.5)).toBe(Math.max(1, level - 1));
    }
    expect(levelOfTotalExperience(Number.NaN)).toBe(1);
  });

  it("counts what was done each day across habits, dailies and to-dos", () => {
    const tasks = [
      {
        _id: "h",
        type: "habit",
        history: [{ date: at("2026-03-09T10:00:00Z"), value: 1, scoredUp: 3, scoredDown: 1 }],
      },
      {
        _id: "d",
        type: "daily",
        history: [
          { date: at("2026-03-09T08:00:00Z"), value: 1, completed: true, isDue: true },
          { date: at("2026-03-09T00:05:00Z"), value: 0, completed: false, isDue: true },
        ],
      },
      { _id: "t1", type: "todo", completed: true, dateCompleted: "2026-03-09T20:00:00.000Z" },
      { _id: "t2", type: "todo", completed: false },
    ] as Task[];
    const done = [
      { _id: "t1", type: "todo", completed: true, dateCompleted: "2026-03-09T20:00:00.000Z" },
      { _id: "t3", type: "todo", completed: true, dateCompleted: "2026-03-10T01:00:00.000Z" },
      { _id: "old", type: "todo", completed: true, dateCompleted: "2025-01-01T01:00:00.000Z" },
    ] as Task[];
    const counts = completionsByDay(tasks, done, dayOf("2026-01-01T00:00:00Z"), UTC);
    expect(Object.fromEntries(counts)).toEqual({
      [dayOf("2026-03-09T00:00:00Z")]: 5,
      [TODAY]: 1,
    });
    expect(fillDays(counts, TODAY - 2, TODAY)).toEqual([
      { day: TODAY - 2, value: 0 },
      { day: TODAY - 1, value: 5 },
      { day: TODAY, value: 1 },
    ]);
  });
});

describe("calendar cells", () => {
  it("end with today's week, start each week on the locale's first day, and shade by the busiest day", () => {
    // 2026-03-10 is a Tuesday.
    expect(weekdayOf(TODAY)).toBe(2);
    const counts = new Map([
      [TODAY, 8],
      [TODAY - 1, 2],
      [TODAY - 20, 1],
    ]);
    const sundays = calendar({ today: TODAY, weeks: 3, firstWeekday: 0, since: TODAY - 10, counts });
    expect(sundays.cells).toHaveLength(14 + 3);
    expect(sundays.cells[0]).toMatchObject({ day: TODAY - 16, column: 0, row: 0, kind: "unknown", count: 0 });
    expect(sundays.cells.at(-1)).toMatchObject({ day: TODAY, column: 2, row: 2, count: 8, level: 4 });
    expect(sundays.cells.find((cell) => cell.day === TODAY - 1)).toMatchObject({ level: 1, kind: "count" });
    // Before the day-by-day window: unknown, whatever was counted.
    expect(sundays.cells.find((cell) => cell.day === TODAY - 11)).toMatchObject({ kind: "unknown" });
    const mondays = calendar({ today: TODAY, weeks: 1, firstWeekday: 1, since: 0, counts });
    expect(mondays.cells.map((cell) => cell.row)).toEqual([0, 1]);
  });

  it("marks a daily's missed days and days not due, and labels where months begin", () => {
    const marks = new Map([
      [TODAY - 2, "missed" as const],
      [TODAY - 3, "notDue" as const],
    ]);
    const days = calendar({ today: TODAY, weeks: 7, firstWeekday: 1, since: 0, counts: new Map(), marks });
    expect(days.cells.find((cell) => cell.day === TODAY - 2)?.kind).toBe("missed");
    expect(days.cells.find((cell) => cell.day === TODAY - 3)?.kind).toBe("notDue");
    expect(days.months.map((month) => new Date(month.day * DAY).toISOString().slice(0, 10))).toEqual([
      "2026-02-01",
      "2026-03-01",
    ]);
    // Opening mid-month, far enough from the next: the opening month is named at the first column.
    const later = calendar({ today: TODAY, weeks: 6, firstWeekday: 1, since: 0, counts: new Map() });
    expect(later.months.map((month) => [month.column, new Date(month.day * DAY).toISOString().slice(0, 10)])).toEqual([
      [0, "2026-02-02"],
      [3, "2026-03-01"],
    ]);
  });
});

describe("boss damage per member", () => {
  it("lists every participant, with what they dealt and what their next rollover will deal", () => {
    const rows = bossDamageRows(
      { a: true, b: true, c: false, d: null },
      { b: 30, gone: 12 },
      (id) => ({ a: 8, b: 2 })[id] ?? 0,
      2,
    );
    expect(rows).toEqual([
      { id: "b", dealt: 30, pending: 1 },
      { id: "gone", dealt: 12, pending: 0 },
      { id: "a", dealt: 0, pending: 4 },
    ]);
    // A key that is no own property names nobody.
    expect(bossDamageRows({ toString: true } as never, {}, () => 0)[0].dealt).toBe(0);
  });
});

describe("the party's live quest report", () => {
  it("carries each member's damage into the cached group", async () => {
    const { applyQuestProgress } = await import("../../web/src/groups/roomCache");
    const party = {
      _id: "p",
      name: "P",
      type: "party",
      memberCount: 2,
      managers: {},
      quest: { key: "rat", active: true, progress: { hp: 10 } },
    } as never;
    const next = applyQuestProgress(party, { key: "rat", hp: 5, damage: { a: 3, b: 2 } });
    expect(next?.quest?.progress).toEqual({ hp: 5, damage: { a: 3, b: 2 } });
  });
});

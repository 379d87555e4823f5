import { describe, expect, it } from "vitest";
import { isQuietMinute, nextReminderRing, reminderWallTime } from "../../content/rules/reminders";
import type { Task } from "../../content/rules/types";

function task(extra: Partial<Task>): Task {
  return {
    _id: "t1",
    id: "t1",
    userId: "u1",
    type: "daily",
    text: "Stretch",
    notes: "",
    value: 0,
    priority: 1,
    attribute: "str",
    tags: [],
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    byHabitforge: false,
    challenge: {},
    group: {},
    reminders: [],
    ...extra,
  } as Task;
}

// Berlin in winter: UTC+1, getTimezoneOffset() = -60.
const berlin = { timezoneOffset: -60, dayStart: 0, lastCron: "2026-03-02T06:00:00.000Z" };
const at = (iso: string) => Date.parse(iso);

describe("reminder times", () => {
  it("reads the wall clock of a time written with its offset, and a UTC time in the player's offset", () => {
    expect(reminderWallTime("2026-03-01T09:30:00+01:00", -120)).toEqual({
      minutes: 570,
      day: Date.UTC(2026, 2, 1) / 86_400_000,
    });
    expect(reminderWallTime("2026-03-01T08:30:00.000Z", -60)?.minutes).toBe(570);
    expect(reminderWallTime("2026-03-01T23:30:00.000Z", -60)).toEqual({
      minutes: 30,
      day: Date.UTC(2026, 2, 2) / 86_400_000,
    });
    expect(reminderWallTime("not a time")).toBeUndefined();
  });

  it("keeps quiet hours, across midnight too", () => {
    const night = { quietFrom: 22 * 60, quietUntil: 7 * 60 };
    expect(isQuietMinute(23 * 60, night)).toBe(true);
    expect(isQuietMinute(6 * 60 + 59, night)).toBe(true);
    expect(isQuietMinute(7 * 60, night)).toBe(false);
    expect(isQuietMinute(12 * 60, { quietFrom: 12 * 60, quietUntil: 13 * 60 })).toBe(true);
    expect(isQuietMinute(12 * 60, { quietFrom: 600, quietUntil: 600 })).toBe(false);
    expect(isQuietMinute(12 * 60, undefined)).toBe(false);
  });
});

describe("when a daily's reminder rings", () => {
  // Due Mondays and Wednesdays; 2026-03-02 is a Monday.
  const daily = task({
    type: "daily",
    frequency: "weekly",
    everyX: 1,
    startDate: "2026-01-01T00:00:00.000Z",
    repeat: { su: false, m: true, t: false, w: true, th: false, f: false, s: false },
    reminders: [{ id: "r1", time: "2026-01-01T09:00:00+01:00" }],
  });

  it("rings at the time on due days only", () => {
    // Monday 08:00 Berlin: Monday 09:00 Berlin = 08:00 UTC.
    expect(nextReminderRing(daily, berlin, at("2026-03-02T07:00:00Z"))).toEqual({
      at: at("2026-03-02T08:00:00Z"),
      reminderId: "r1",
    });
    // Just past it: Wednesday.
    expect(nextReminderRing(daily, berlin, at("2026-03-02T08:00:01Z"))?.at).toBe(at("2026-03-04T08:00:00Z"));
  });

  it("does not ring once the daily is done today, and rings again on its next due day", () => {
    const done = { ...daily, completed: true };
    expect(nextReminderRing(done, berlin, at("2026-03-02T07:00:00Z"))?.at).toBe(at("2026-03-04T08:00:00Z"));
    // Done on a day the rollover has not reached yet: the next game day rings as usual.
    const rolledBefore = { ...berlin, lastCron: "2026-03-01T06:00:00.000Z" };
    expect(nextReminderRing(done, rolledBefore, at("2026-03-02T07:00:00Z"))?.at).toBe(at("2026-03-02T08:00:00Z"));
  });

  it("counts the player's day start: a time after midnight belongs to the day before", () => {
    // 02:00 Berlin with the day starting at 04:00: Tuesday 02:00 is still Monday's game day.
    const late = { ...daily, reminders: [{ id: "r2", time: "2026-01-01T02:00:00+01:00" }] };
    const prefs = { ...berlin, dayStart: 4 };
    expect(nextReminderRing(late, prefs, at("2026-03-02T07:00:00Z"))?.at).toBe(at("2026-03-03T01:00:00Z"));
  });

  it("waits for the reminder's start date, takes the earliest of several, and skips quiet hours", () => {
    const several = {
      ...daily,
      reminders: [
        { id: "late", time: "2026-01-01T18:00:00+01:00" },
        { id: "early", time: "2026-01-01T07:15:00+01:00", startDate: "2026-03-04T00:00:00+01:00" },
      ],
    };
    expect(nextReminderRing(several, berlin, at("2026-03-02T05:00:00Z"))).toEqual({
      at: at("2026-03-02T17:00:00Z"),
      reminderId: "late",
    });
    expect(nextReminderRing(several, berlin, at("2026-03-02T17:00:01Z"))).toEqual({
      at: at("2026-03-04T06:15:00Z"),
      reminderId: "early",
    });
    const quiet = { ...berlin, reminders: { quietFrom: 17 * 60, quietUntil: 19 * 60 } };
    expect(nextReminderRing(several, quiet, at("2026-03-02T05:00:00Z"))?.reminderId).toBe("early");
  });

  it("follows the player's zone", () => {
    // New York in winter (UTC-5): a UTC time is read in the player's offset.
    const ny = { timezoneOffset: 300, dayStart: 0, lastCron: "2026-03-02T12:00:00.000Z" };
    const utc = { ...daily, reminders: [{ id: "r1", time: "2026-01-01T14:00:00.000Z" }] };
    expect(nextReminderRing(utc, ny, at("2026-03-02T12:00:00Z"))?.at).toBe(at("2026-03-02T14:00:00Z"));
  });
});

describe("when a to-do's reminder rings", () => {
  const todo = task({
    type: "todo",
    date: "2026-03-05T00:00:00+01:00",
    reminders: [{ id: "r1", time: "2026-03-01T10:00:00+01:00", startDate: "2026-03-01T00:00:00+01:00" }],
  });

  it("rings on its date only, by default", () => {
    expect(nextReminderRing(todo, berlin, at("2026-03-02T00:00:00Z"))?.at).toBe(at("2026-03-05T09:00:00Z"));
    expect(nextReminderRing(todo, berlin, at("2026-03-05T09:00:01Z"))).toBeUndefined();
    // Without a date: on the reminder's own day.
    const undated = { ...todo, date: undefined, reminders: [{ id: "r1", time: "2026-03-03T10:00:00+01:00" }] };
    expect(nextReminderRing(undated, berlin, at("2026-03-02T00:00:00Z"))?.at).toBe(at("2026-03-03T09:00:00Z"));
  });

  it("rings every day until done, when the player chooses so", () => {
    const everyDay = { ...berlin, reminders: { todos: "everyDay" as const } };
    expect(nextReminderRing(todo, everyDay, at("2026-03-02T00:00:00Z"))?.at).toBe(at("2026-03-02T09:00:00Z"));
    expect(nextReminderRing(todo, everyDay, at("2026-03-06T10:00:00Z"))?.at).toBe(at("2026-03-07T09:00:00Z"));
    expect(nextReminderRing({ ...todo, completed: true }, everyDay, at("2026-03-02T00:00:00Z"))).toBeUndefined();
  });

  it("follows the to-do's own choice over the player's setting", () => {
    const everyDay = { ...berlin, reminders: { todos: "everyDay" as const } };
    const daily = { ...todo, reminderMode: "everyDay" as const };
    expect(nextReminderRing(daily, berlin, at("2026-03-02T00:00:00Z"))?.at).toBe(at("2026-03-02T09:00:00Z"));
    expect(nextReminderRing(daily, berlin, at("2026-03-06T10:00:00Z"))?.at).toBe(at("2026-03-07T09:00:00Z"));
    const onItsDate = { ...todo, reminderMode: "dueDate" as const };
    expect(nextReminderRing(onItsDate, everyDay, at("2026-03-02T00:00:00Z"))?.at).toBe(at("2026-03-05T09:00:00Z"));
    expect(nextReminderRing(onItsDate, everyDay, at("2026-03-05T09:00:01Z"))).toBeUndefined();
    // Null: the player's setting.
    expect(nextReminderRing({ ...todo, reminderMode: null }, everyDay, at("2026-03-02T00:00:00Z"))?.at).toBe(
      at("2026-03-02T09:00:00Z"),
    );
  });
});

import { describe, expect, it } from "vitest";
import type { Task } from "../../content/rules/types";
import { applyFilter, hasTags, matchesSearch } from "../../web/src/tasks/filters";
import {
  completeOrder,
  isControlDisabled,
  isControlInteractive,
  reorderPosition,
  taskColor,
} from "../../web/src/tasks/state";
import { directionFor, statNotifications } from "../../web/src/tasks/scoring";
import { scheduleOf, fromDateInput, toDateInput } from "../../web/src/tasks/TaskEditor";

const task = (id: string, fields: Partial<Task> = {}) =>
  ({
    _id: id,
    type: "todo",
    text: id,
    notes: "",
    tags: [],
    value: 0,
    completed: false,
    challenge: {},
    group: {},
    ...fields,
  }) as Task;
const prefs = { dayStart: 0, timezoneOffset: 0 };
const monday = new Date("2026-11-23T12:00:00Z");

describe("column filters (spec §4)", () => {
  it("splits habits by value", () => {
    const list = [task("weak", { type: "habit", value: 0.99 }), task("strong", { type: "habit", value: 1 })];
    expect(applyFilter(list, "habit", "yellowred", monday, prefs).map((t) => t._id)).toEqual(["weak"]);
    expect(applyFilter(list, "habit", "greenblue", monday, prefs).map((t) => t._id)).toEqual(["strong"]);
    expect(applyFilter(list, "habit", "all", monday, prefs)).toHaveLength(2);
  });

  it("splits dailies by due today", () => {
    const start = "2026-11-01T00:00:00.000Z";
    const everyDay = { type: "daily" as const, frequency: "daily" as const, everyX: 1, startDate: start };
    const list = [
      task("due", everyDay),
      task("done", { ...everyDay, completed: true }),
      task("sundays", {
        type: "daily",
        frequency: "weekly",
        everyX: 1,
        startDate: start,
        repeat: { su: true, m: false, t: false, w: false, th: false, f: false, s: false },
      }),
    ];
    expect(applyFilter(list, "daily", "due", monday, prefs).map((t) => t._id)).toEqual(["due"]);
    expect(applyFilter(list, "daily", "notDue", monday, prefs).map((t) => t._id)).toEqual(["done", "sundays"]);
  });

  it("shows remaining, scheduled (by date) and completed to-dos; the wishlist is empty", () => {
    const list = [
      task("late", { date: "2026-12-10T00:00:00Z" }),
      task("open"),
      task("soon", { date: "2026-11-30T00:00:00Z" }),
      task("done", { completed: true, date: "2026-11-01T00:00:00Z" }),
    ];
    expect(applyFilter(list, "todo", "remaining", monday, prefs).map((t) => t._id)).toEqual(["late", "open", "soon"]);
    expect(applyFilter(list, "todo", "scheduled", monday, prefs).map((t) => t._id)).toEqual(["soon", "late"]);
    expect(applyFilter(list, "todo", "complete2", monday, prefs).map((t) => t._id)).toEqual(["done"]);
    expect(applyFilter([task("r", { type: "reward" })], "reward", "wishlist", monday, prefs)).toEqual([]);
  });

  it("filters by every selected tag and searches text, notes and checklists", () => {
    const tagged = task("a", {
      tags: ["x", "y"],
      notes: "Bring the Umbrella",
      checklist: [{ id: "1", text: "buy milk", completed: false }],
    });
    expect(hasTags(tagged, ["x"])).toBe(true);
    expect(hasTags(tagged, ["x", "z"])).toBe(false);
    expect(matchesSearch(tagged, "umbrella")).toBe(true);
    expect(matchesSearch(tagged, "MILK")).toBe(true);
    expect(matchesSearch(tagged, "bread")).toBe(false);
    expect(matchesSearch(tagged, "  ")).toBe(true);
  });
});

describe("task control states (spec §4)", () => {
  it("colours by value; rewards and product tasks are purple", () => {
    expect(taskColor(task("a", { value: -21 }))).toBe("worst");
    expect(taskColor(task("a", { value: 0 }))).toBe("neutral");
    expect(taskColor(task("a", { value: 12 }))).toBe("best");
    expect(taskColor(task("a", { type: "reward", value: 10 }))).toBe("purple");
    expect(taskColor(task("a", { byHabitforge: true, value: 12 }))).toBe("purple");
  });

  it("disables done to-dos, done or undue dailies and group tasks already completed", () => {
    expect(isControlDisabled(task("a", { completed: true }), "me", true)).toBe(true);
    expect(isControlDisabled(task("a", { type: "daily" }), "me", false)).toBe(true);
    expect(isControlDisabled(task("a", { type: "daily" }), "me", true)).toBe(false);
    expect(
      isControlDisabled(
        task("a", { group: { id: "g", assignedUsersDetail: { me: { completed: true } } } }),
        "me",
        true,
      ),
    ).toBe(true);
  });

  it("makes shared tasks the player is not assigned to non-interactive", () => {
    expect(isControlInteractive(task("a", { userId: "me" }), "me")).toBe(true);
    expect(isControlInteractive(task("a", { group: { id: "g", assignedUsers: ["other"] } }), "me")).toBe(false);
    expect(isControlInteractive(task("a", { group: { id: "g", assignedUsers: ["me"] } }), "me")).toBe(true);
    expect(isControlInteractive(task("a", { challenge: { id: "c" }, userId: "me" }), "me")).toBe(true);
  });
});

describe("reordering", () => {
  it("gives the move position as an index into the order without the moved task", () => {
    expect(reorderPosition(["a", "b", "c", "d"], "a", "c")).toEqual({ position: 2, order: ["b", "c", "a", "d"] });
    expect(reorderPosition(["a", "b", "c", "d"], "d", "b")).toEqual({ position: 1, order: ["a", "d", "b", "c"] });
    expect(reorderPosition(["a", "b"], "a", "zz")).toEqual({ position: -1, order: ["b", "a"] });
  });

  it("puts loaded tasks missing from the saved order last", () => {
    expect(completeOrder(["b"], [{ _id: "a" }, { _id: "b" }])).toEqual(["b", "a"]);
  });
});

describe("scoring helpers", () => {
  it("unchecks finished dailies and to-dos, scores everything else up", () => {
    expect(directionFor({ type: "todo", completed: true })).toBe("down");
    expect(directionFor({ type: "daily", completed: false })).toBe("up");
    expect(directionFor({ type: "habit" })).toBe("up");
  });

  it("notifies only the stats that changed", () => {
    expect(statNotifications({ hp: 0, exp: 6, gp: 1.004, mp: -0.001 })).toEqual([
      { type: "xp", text: "6", sign: "+" },
      { type: "gp", text: "1", sign: "+" },
    ]);
  });
});

describe("the edit dialog's schedule", () => {
  it("turns date inputs into local midnights and back", () => {
    const iso = fromDateInput("2026-11-22");
    expect(iso).toBeDefined();
    expect(toDateInput(iso)).toBe("2026-11-22");
    expect(fromDateInput("")).toBeUndefined();
  });

  it("follows the start date for monthly dailies", () => {
    const repeat = { su: true, m: true, t: true, w: true, th: true, f: true, s: true };
    const byDate = scheduleOf({
      frequency: "monthly",
      everyX: 1,
      repeat,
      monthlyBy: "dayOfMonth",
      startDate: "2026-11-17",
    });
    expect(byDate.daysOfMonth).toEqual([17]);
    expect(byDate.weeksOfMonth).toEqual([]);
    const byWeekday = scheduleOf({
      frequency: "monthly",
      everyX: 1,
      repeat,
      monthlyBy: "dayOfWeek",
      startDate: "2026-11-17",
    });
    // 17 November 2026 is the third Tuesday (week index 2).
    expect(byWeekday.weeksOfMonth).toEqual([2]);
    expect(byWeekday.repeat).toEqual({ su: false, m: false, t: true, w: false, th: false, f: false, s: false });
  });
});

import { describe, expect, it } from "vitest";
import { orderTasks, tasksForColumn } from "../../web/src/tasks/columns";
import { toNextLevel, valueBand, maxMana, formatStat, formatGold } from "../../web/src/stats";
import { checkRegistration } from "../../web/src/forms/registration";
import type { Task } from "../../content/rules/types";

const task = (id: string, fields: Partial<Task> = {}) =>
  ({ _id: id, type: "todo", completed: false, ...fields }) as Task;

describe("orderTasks", () => {
  it("follows the saved order and puts unordered tasks at the end in their own order", () => {
    const tasks = [task("a"), task("b"), task("c"), task("d")];
    expect(orderTasks(tasks, ["c", "a"]).map((t) => t._id)).toEqual(["c", "a", "b", "d"]);
    expect(orderTasks(tasks, undefined).map((t) => t._id)).toEqual(["a", "b", "c", "d"]);
    expect(orderTasks(tasks, ["zz", "d"]).map((t) => t._id)).toEqual(["d", "a", "b", "c"]);
  });
});

describe("tasksForColumn", () => {
  it("shows open to-dos only and every task of the other types", () => {
    const tasks = [
      task("t1"),
      task("t2", { completed: true }),
      task("d1", { type: "daily", completed: true }),
      task("h1", { type: "habit" }),
    ];
    expect(tasksForColumn(tasks, "todo", []).map((t) => t._id)).toEqual(["t1"]);
    expect(tasksForColumn(tasks, "daily", []).map((t) => t._id)).toEqual(["d1"]);
    expect(tasksForColumn(tasks, "habit", []).map((t) => t._id)).toEqual(["h1"]);
    expect(tasksForColumn(tasks, "reward", [])).toEqual([]);
  });
});

describe("toNextLevel", () => {
  it("matches the game's table", () => {
    expect(toNextLevel(1)).toBe(25);
    expect(toNextLevel(4)).toBe(100);
    expect(toNextLevel(5)).toBe(150);
    expect(toNextLevel(6)).toBe(210);
    expect(toNextLevel(10)).toBe(260);
    expect(toNextLevel(50)).toBe(1260);
  });
});

describe("header figures", () => {
  it("bands task values as spec §4 says", () => {
    expect([-21, -20, -11, -10, -2, -1, 0, 0.99, 1, 4.9, 5, 9.9, 10].map(valueBand)).toEqual([
      "worst",
      "worse",
      "worse",
      "bad",
      "bad",
      "neutral",
      "neutral",
      "neutral",
      "good",
      "good",
      "better",
      "better",
      "best",
    ]);
  });

  it("computes mana from intelligence and formats numbers", () => {
    const hero = (int: number, buff: number, lvl = 1) =>
      ({ stats: { int, lvl, buffs: { int: buff } }, items: { gear: { equipped: {} } } }) as unknown as Parameters<
        typeof maxMana
      >[0];
    expect(maxMana(hero(0, 0))).toBe(30);
    expect(maxMana(hero(5, 2))).toBe(44);
    // The level bonus of the shared rules counts too: half the level in every attribute.
    expect(maxMana(hero(0, 0, 10))).toBe(40);
    expect(formatStat(50)).toBe("50");
    expect(formatStat(12.345)).toBe("12.3");
    expect(formatGold(1234.9)).toBe("1,234");
  });
});

describe("checkRegistration", () => {
  const valid = { username: "hero", email: "hero@example.com", password: "longenough", confirmPassword: "longenough" };

  it("accepts a complete form", () => {
    expect(checkRegistration(valid)).toEqual({});
  });

  it("checks password length 8 to 64 and that both passwords match", () => {
    expect(checkRegistration({ ...valid, password: "short", confirmPassword: "short" }).password).toBeTruthy();
    expect(
      checkRegistration({ ...valid, password: "x".repeat(65), confirmPassword: "x".repeat(65) }).password,
    ).toBeTruthy();
    expect(checkRegistration({ ...valid, password: "x".repeat(64), confirmPassword: "x".repeat(64) })).toEqual({});
    expect(checkRegistration({ ...valid, confirmPassword: "different1" }).confirmPassword).toBeTruthy();
  });

  it("needs a username and a plausible email", () => {
    expect(checkRegistration({ ...valid, username: " " }).username).toBeTruthy();
    expect(checkRegistration({ ...valid, email: "" }).email).toBeTruthy();
    expect(checkRegistration({ ...valid, email: "nope" }).email).toBeTruthy();
  });
});

describe("checkRegistration usernames", () => {
  const valid = { username: "hero", email: "hero@example.com", password: "longenough", confirmPassword: "longenough" };
  it("uses the shared username rules", () => {
    expect(checkRegistration({ ...valid, username: "has space" }).username).toMatch(/letters, numbers/);
    expect(checkRegistration({ ...valid, username: "x".repeat(21) }).username).toMatch(/1 to 20/);
    expect(checkRegistration({ ...valid, username: "Admin" }).username).toMatch(/reserved/);
    expect(checkRegistration({ ...valid, email: "a@b" }).email).toBeTruthy();
  });
});

import { describe, expect, it } from "vitest";
import { t, STRING_NOT_FOUND } from "../../content/i18n";
import { displayNameIssues, isValidEmail, usernameIssues } from "../../content/rules/accountNames";
import { createNewUser } from "../../content/rules/newUser";

describe("account names", () => {
  it.each([
    ["good_name-1", []],
    ["", ["usernameInvalidLength"]],
    ["x".repeat(21), ["usernameInvalidLength"]],
    ["spaced name", ["usernameInvalidCharacters"]],
    ["ADMIN", ["usernameNotAllowed"]],
  ])("username %j has issues %j", (name, issues) => {
    expect(usernameIssues(name)).toEqual(issues);
  });

  it("checks display names and emails", () => {
    expect(displayNameIssues("Sir Reginald")).toEqual([]);
    expect(displayNameIssues("  ")).toEqual(["displayNameInvalidLength"]);
    expect(displayNameIssues("bad\nname")).toEqual(["displayNameNotAllowed"]);
    expect(isValidEmail("a@b.co")).toBe(true);
    expect(isValidEmail("a@b")).toBe(false);
    expect(isValidEmail("a b@c.de")).toBe(false);
  });
});

describe("messages", () => {
  it("fills placeholders and falls back for unknown keys", () => {
    expect(t("itemNotFound", { key: "wolf" })).toBe('Item "wolf" not found.');
    expect(t("noSuchKeyAnywhere")).toBe(STRING_NOT_FOUND);
    expect(t("notEnoughGems", {}, "xx")).toBe(t("notEnoughGems"));
  });
});

describe("a new player", () => {
  it("starts with the defaults of the spec and tasks made by the product", () => {
    let next = 0;
    const { user, tasks } = createNewUser({
      id: "u1",
      username: "Hero",
      email: "Hero@Example.com",
      now: new Date("2026-01-01T00:00:00Z"),
      timezoneOffset: 60,
      newId: () => `id${next++}`,
    });
    expect(user.stats).toMatchObject({ hp: 50, lvl: 1, gp: 0, exp: 0, mp: 10 });
    expect(user.auth.local).toEqual({ username: "Hero", lowerCaseUsername: "hero", email: "hero@example.com" });
    expect(user.preferences.timezoneOffset).toBe(60);
    expect(tasks.every((task) => task.byHabitforge && task.userId === "u1")).toBe(true);
    expect(tasks.find((task) => task.type === "reward")?.value).toBe(10);
    expect(user.tasksOrder.habits).toEqual(tasks.filter((task) => task.type === "habit").map((task) => task._id));
    expect(new Set([...tasks.map((task) => task._id), ...user.tags.map((tag) => tag.id)]).size).toBe(
      tasks.length + user.tags.length,
    );
  });
});

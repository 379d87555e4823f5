/**
 * Bringing an account from the original game (content/rules/importAccount.ts): what comes across
 * from its API and from a file, what never does, and how it joins what the player has.
 */
import { describe, expect, it } from "vitest";
import { TAGS_MAX, TASKS_PER_PLAYER_MAX } from "../../content/data/constants";
import { importAccount, sourceAccountId, streakShownByHistory } from "../../content/rules/importAccount";
import type { AccountImportOptions, AccountSource } from "../../content/rules/importAccount";
import { expectGameError } from "./rules-errors-helper";
import { makeUser, NOW } from "./rules-fixtures";

const DAY = 86_400_000;
let counter = 0;
const options = (overrides: Partial<AccountImportOptions> = {}): AccountImportOptions => ({
  source: "original",
  items: true,
  activeTasks: 0,
  now: NOW,
  newId: () => `new-${++counter}`,
  ...overrides,
});

const daily = (fields: Record<string, unknown> = {}) => ({
  _id: "d1",
  type: "daily",
  text: "Stretch",
  value: 5,
  streak: 90,
  completed: false,
  history: Array.from({ length: 5 }, (_, index) => ({
    date: NOW.getTime() - (5 - index) * DAY,
    value: index,
    isDue: true,
    completed: true,
  })),
  ...fields,
});

describe("a daily's streak", () => {
  it("is at most what its history shows: done days in a row, rest days passed over, today when checked", () => {
    const entry = (completed: boolean, isDue = true) => ({ date: 1, value: 0, completed, isDue });
    expect(streakShownByHistory([entry(false), entry(true), entry(false, false), entry(true)], false)).toBe(2);
    expect(streakShownByHistory([entry(true), entry(false)], true)).toBe(1);
    expect(streakShownByHistory([], false)).toBe(0);
    // Entries of the original's older days, without the flags, prove nothing.
    expect(streakShownByHistory([{ date: 1, value: 3 }], false)).toBe(0);
  });

  it("comes across from the original as far as the history proves it, never from a file", () => {
    const source: AccountSource = { user: {}, tasks: [daily()] };
    expect(importAccount(makeUser(), source, options()).tasks[0].streak).toBe(5);
    expect(importAccount(makeUser(), source, options({ source: "file", items: false })).tasks[0].streak).toBe(0);
    const short = { user: {}, tasks: [daily({ streak: 2 })] };
    expect(importAccount(makeUser(), short, options()).tasks[0].streak).toBe(2);
  });
});

describe("importing an account", () => {
  it("refuses a source that holds no account", () => {
    for (const user of [undefined, null, "text", 42, []])
      expectGameError(
        () => importAccount(makeUser(), { user, tasks: [] }, options()),
        "BadRequest",
        "importNotAnAccount",
      );
    expect(sourceAccountId({ user: { _id: "abc" }, tasks: [] })).toBe("abc");
    expect(sourceAccountId({ user: { id: "def" }, tasks: [] })).toBe("def");
    expect(sourceAccountId({ user: {}, tasks: [] })).toBeUndefined();
  });

  it("never brings gold, gems, hourglasses, stats, class, achievements or a subscription", () => {
    const player = makeUser();
    const source = {
      user: {
        balance: 9999,
        stats: { gp: 1e9, exp: 1e9, lvl: 999, class: "wizard", hp: 50, points: 400, str: 500 },
        achievements: { beastMaster: true, streak: 99, perfect: 1000, ultimateGearSets: { warrior: true } },
        purchased: { plan: { customerId: "x", consecutive: { trinkets: 500 }, mysteryItems: ["back_mystery_201402"] } },
        contributor: { level: 9, admin: true },
        permissions: { fullAccess: true },
        flags: { classSelected: true, rebirthEnabled: true },
        loginIncentives: 900,
        party: { _id: "party", quest: { key: "gryphon" } },
        preferences: { sleep: true, disableClasses: true, language: "ja", timezoneOffset: 600 },
      },
      tasks: [],
    };
    const { user } = importAccount(player, source, options());
    expect(user.balance).toBe(player.balance);
    expect(user.stats).toEqual(player.stats);
    expect(user.achievements).toEqual(player.achievements);
    expect(user.purchased.plan).toEqual(player.purchased.plan);
    expect(user.permissions).toEqual(player.permissions);
    expect(user.flags).toEqual(player.flags);
    expect(user.loginIncentives).toBe(player.loginIncentives);
    expect(user.party).toEqual(player.party);
    expect(user.preferences).toEqual(player.preferences);
  });

  it("brings task values and counters from the original only; a file's tasks start afresh (a reward keeps its price)", () => {
    const tasks = {
      habits: [
        {
          _id: "h",
          text: "Water",
          value: 40,
          counterUp: 12,
          history: [{ date: NOW.getTime() - DAY, value: 3, scoredUp: 2, scoredDown: 0 }],
        },
      ],
      dailys: [daily()],
      rewards: [{ _id: "r", text: "Coffee", value: 25 }],
    };
    const fromFile = importAccount(makeUser(), { user: {}, tasks }, options({ source: "file", items: false }));
    expect(fromFile.tasks.map((task) => [task.text, task.value])).toEqual([
      ["Water", 0],
      ["Stretch", 0],
      ["Coffee", 25],
    ]);
    // The history of a file's tasks comes along: it is only the chart of what happened.
    expect(fromFile.tasks[0].history).toEqual([{ date: NOW.getTime() - DAY, value: 3, scoredUp: 2, scoredDown: 0 }]);
    const fromOriginal = importAccount(
      makeUser(),
      {
        user: {},
        tasks: [...tasks.habits, ...tasks.dailys, ...tasks.rewards].map((task) => ({ type: "habit", ...task })),
      },
      options(),
    );
    expect(fromOriginal.tasks.map((task) => task.value)).toEqual([40, 5, 25]);
  });

  it("adds tasks on top of each list in the original's order, within the player's limit", () => {
    const player = makeUser();
    const ownHabits = [...player.tasksOrder.habits];
    const source = {
      user: { tasksOrder: { habits: ["b", "a"] } },
      tasks: [
        { _id: "a", type: "habit", text: "A" },
        { _id: "b", type: "habit", text: "B" },
        { _id: "c", type: "todo", text: "C", completed: true },
        { _id: "d", type: "todo", text: "D", challenge: { id: "ch" } },
        { _id: "e", type: "todo", text: "E", group: { id: "g" } },
        { _id: "f", type: "todo", text: "  " },
        { _id: "g", type: "boss", text: "G" },
        "not a task",
      ],
    };
    const { user, tasks, data } = importAccount(player, source, options());
    expect(tasks.map((task) => task.text)).toEqual(["B", "A"]);
    expect(user.tasksOrder.habits).toEqual([...tasks.map((task) => task._id), ...ownHabits]);
    expect(tasks.every((task) => task._id.startsWith("new-") && task.userId === player._id)).toBe(true);
    expect(data.skipped).toMatchObject({ finishedTodos: 1, challengeTasks: 1, groupTasks: 1, withoutText: 1 });

    const full = importAccount(makeUser(), source, options({ activeTasks: TASKS_PER_PLAYER_MAX - 1 }));
    expect(full.tasks.map((task) => task.text)).toEqual(["B"]);
    expect(full.data.skipped.overTaskLimit).toBe(1);
  });

  it("maps tags by name, reuses the player's own, leaves challenge tags and respects the limit", () => {
    const player = makeUser((u) => {
      u.tags = [{ id: "mine", name: "Work" }];
    });
    const source = {
      user: {
        tags: [
          { id: "t1", name: "work" },
          { id: "t2", name: "Morning" },
          { id: "t3", name: "Challenge", challenge: "c1" },
          { id: "t4", name: "morning " },
        ],
      },
      tasks: [{ type: "habit", text: "A", tags: ["t1", "t2", "t3", "t4", "nope"] }],
    };
    const { user, tasks, data } = importAccount(player, source, options());
    expect(user.tags.map((tag) => tag.name)).toEqual(["Work", "Morning"]);
    expect(tasks[0].tags).toEqual(["mine", user.tags[1].id]);
    expect(data).toMatchObject({ tags: 1, skipped: { challengeTags: 1 } });
    const crowded = makeUser((u) => {
      u.tags = Array.from({ length: TAGS_MAX }, (_, index) => ({ id: `t${index}`, name: `Tag ${index}` }));
    });
    expect(importAccount(crowded, source, options()).data.skipped.overTagLimit).toBe(3);
  });

  it("keeps history that can be read: past dates, numbers; preened as the day rollover does", () => {
    const source = {
      user: {
        history: {
          exp: [
            { date: NOW.getTime() - DAY, value: 100 },
            { date: NOW.getTime() + DAY, value: 200 },
            { date: "yesterday", value: 1 },
            { date: NOW.getTime() - 2 * DAY, value: "5" },
            { date: new Date(NOW.getTime() - 3 * DAY).toISOString(), value: 50 },
          ],
        },
      },
      tasks: [
        {
          type: "habit",
          text: "A",
          history: [
            ...Array.from({ length: 400 }, (_, index) => ({
              date: NOW.getTime() - (400 - index) * DAY,
              value: 1,
              scoredUp: 1,
            })),
            { date: NOW.getTime() - DAY, value: Number.NaN },
          ],
        },
      ],
    };
    const { user, tasks } = importAccount(makeUser(), source, options());
    expect(user.history.exp.map((entry) => entry.value)).toEqual([50, 100]);
    // 60 days one by one, older ones merged by month and year.
    expect(tasks[0].history?.length).toBeLessThan(80);
    expect(tasks[0].history?.at(-1)).toMatchObject({ value: 1, scoredUp: 1 });
  });

  it("sets only settings this game has, and looks only when the player may wear them", () => {
    const source = {
      user: {
        preferences: {
          dayStart: 30,
          allocationMode: "sneaky",
          costume: "yes",
          autoEquip: false,
          skin: "zombie",
          shirt: "blue",
          background: "fairy_ring",
          hair: { color: "rainbow", base: 3 },
          emailNotifications: { newPM: false, madeUp: false },
          improvementCategories: ["school", "bribes"],
        },
        profile: { name: "Bad\u0007Name", blurb: "x".repeat(3001), imageUrl: "javascript:alert(1)" },
      },
      tasks: [],
    };
    const player = makeUser();
    const { user, data } = importAccount(player, source, options());
    expect(user.preferences).toMatchObject({
      dayStart: player.preferences.dayStart,
      allocationMode: player.preferences.allocationMode,
      costume: player.preferences.costume,
      autoEquip: false,
      skin: player.preferences.skin,
      shirt: "blue",
      background: player.preferences.background,
      hair: { color: player.preferences.hair.color, base: 3 },
      improvementCategories: ["school"],
    });
    expect(user.preferences.emailNotifications.newPM).toBe(false);
    expect(Object.hasOwn(user.preferences.emailNotifications, "madeUp")).toBe(false);
    expect(user.profile).toEqual(player.profile);
    expect(data.settings).toBe(5);
    // Owned once the original's purchases come across with the items.
    const owning = importAccount(
      makeUser(),
      {
        user: {
          ...source.user,
          purchased: { skin: { zombie: true }, background: { fairy_ring: true }, hair: { color: { rainbow: true } } },
        },
        tasks: [],
      },
      options(),
    );
    expect(owning.user.preferences).toMatchObject({
      skin: "zombie",
      background: "fairy_ring",
      hair: { color: "rainbow" },
    });
  });

  it("brings items from a file only when asked, once per account", () => {
    const source = { user: { items: { eggs: { Wolf: 3 } } }, tasks: [] };
    const none = importAccount(makeUser(), source, options({ source: "file", items: false }));
    expect(none.user.items.eggs).toEqual({});
    expect(none.data.items).toBeUndefined();
    const once = importAccount(makeUser(), source, options({ source: "file", items: true }));
    expect(once.user.items.eggs).toEqual({ Wolf: 3 });
    const twice = importAccount(once.user, source, options({ source: "file", items: true }));
    expect(twice.data.itemsAlreadyImported).toBe(true);
    expect(twice.user.items.eggs).toEqual({ Wolf: 3 });
  });

  it("reads a source's lists as own properties only", () => {
    const source = JSON.parse(
      '{"user":{"tags":[{"id":"x","name":"T"}],"tasksOrder":{"__proto__":["a"]}},"tasks":{"__proto__":[{"text":"P"}],"constructor":[{"text":"C"}],"habits":[{"text":"H"}]}}',
    ) as AccountSource;
    const { tasks } = importAccount(makeUser(), { user: source.user, tasks: source.tasks }, options());
    expect(tasks.map((task) => task.text)).toEqual(["H"]);
  });
});

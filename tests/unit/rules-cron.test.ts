import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cron, needsCron } from "../../content/rules/cron";
import { preenHistory } from "../../content/rules/history";
import { grantSubscriptionPerks } from "../../content/rules/subscription";
import { ctxAt, dueDaily, makeTask, makeUser, NEXT_DAY, NOW } from "./rules-fixtures";

describe("cron", () => {
  it("does nothing on the same game day", () => {
    const user = makeUser();
    const tasks = [dueDaily()];
    const result = cron(user, tasks, ctxAt(new Date("2026-03-10T23:00:00.000Z")));
    expect(result.data.ran).toBe(false);
    expect(result.user).toBe(user);
    expect(needsCron(user, NOW)).toBe(false);
    expect(needsCron(user, NEXT_DAY)).toBe(true);
  });

  it("a missed daily costs 2 health, resets the streak and shapes mana", () => {
    const user = makeUser();
    const daily = dueDaily({ streak: 5 });
    const { user: next, tasks, data } = cron(user, [daily], ctxAt(NEXT_DAY));
    expect(data).toMatchObject({ ran: true, daysMissed: 1, perfect: false, dailiesMissed: 1 });
    expect(next.stats.hp).toBe(48);
    expect(tasks[0]).toMatchObject({ streak: 0, value: -1, completed: false });
    // No daily checked: mana gain is zero.
    expect(next.stats.mp).toBe(10);
    expect(data.questProgress.down).toBe(-1);
    expect(next.party.quest.progress.down).toBe(0);
    expect(next.lastCron).toBe(NEXT_DAY.toISOString());
    expect(tasks[0].history?.at(-1)).toMatchObject({ isDue: true, completed: false, value: -1 });
  });

  it("a completed daily: perfect day buffs and full mana", () => {
    const user = makeUser((u) => (u.stats.lvl = 7));
    const { user: next, tasks, data } = cron(user, [dueDaily({ completed: true, streak: 3 })], ctxAt(NEXT_DAY));
    expect(data.perfect).toBe(true);
    expect(next.achievements.perfect).toBe(1);
    expect(next.stats.buffs).toMatchObject({ str: 4, int: 4, con: 4, per: 4 });
    expect(tasks[0]).toMatchObject({ completed: false, streak: 3 });
    expect(next.stats.mp).toBe(20);
  });

  it("checklists soften the damage and the mana loss", () => {
    const user = makeUser();
    const daily = dueDaily({
      checklist: [
        { id: "a", text: "a", completed: true },
        { id: "b", text: "b", completed: false },
      ],
    });
    const { user: next, tasks } = cron(user, [daily], ctxAt(NEXT_DAY));
    expect(next.stats.hp).toBe(49);
    expect(next.stats.mp).toBe(15);
    expect(tasks[0].checklist?.every((item) => !item.completed)).toBe(true);
  });

  it("stealth dodges a missed daily", () => {
    const user = makeUser((u) => (u.stats.buffs.stealth = 1));
    const { user: next } = cron(user, [dueDaily()], ctxAt(NEXT_DAY));
    expect(next.stats.hp).toBe(50);
    expect(next.stats.buffs.stealth).toBe(0);
  });

  it("the streak buff keeps streaks", () => {
    const user = makeUser((u) => (u.stats.buffs.streaks = true));
    const { tasks } = cron(user, [dueDaily({ streak: 4 })], ctxAt(NEXT_DAY));
    expect(tasks[0].streak).toBe(4);
  });

  it("resting in the inn: no damage, dailies reset, buffs cleared", () => {
    const user = makeUser((u) => {
      u.preferences.sleep = true;
      u.stats.buffs.str = 3;
    });
    const { user: next, tasks, data } = cron(user, [dueDaily({ completed: true }), dueDaily()], ctxAt(NEXT_DAY));
    expect(data.sleeping).toBe(true);
    expect(next.stats.hp).toBe(50);
    expect(next.stats.buffs.str).toBe(0);
    expect(tasks.every((task) => !task.completed)).toBe(true);
    expect(next.loginIncentives).toBe(1);
  });

  it("open todos decay; one-way habits halve; counters reset", () => {
    const user = makeUser();
    const todo = makeTask("todo");
    const habit = makeTask("habit", { up: true, down: false, value: 4, counterUp: 3 });
    const both = makeTask("habit", { value: 4 });
    const { tasks, user: next } = cron(user, [todo, habit, both], ctxAt(NEXT_DAY));
    expect(tasks[0].value).toBe(-1);
    expect(tasks[1].value).toBe(2);
    expect(tasks[1].counterUp).toBe(0);
    expect(tasks[2].value).toBe(4);
    expect(next.history.todos.at(-1)?.value).toBe(-1);
    expect(next.stats.hp).toBe(50);
  });

  it("several missed days count as one", () => {
    const user = makeUser();
    const { user: next, data } = cron(user, [dueDaily()], ctxAt(new Date("2026-03-15T12:00:00.000Z")));
    expect(data.daysMissed).toBe(5);
    expect(next.stats.hp).toBe(48);
  });

  it("lists old completed todos for deletion", () => {
    const user = makeUser();
    const old = makeTask("todo", { completed: true, dateCompleted: "2026-01-01T00:00:00.000Z" });
    const recent = makeTask("todo", { completed: true, dateCompleted: "2026-03-01T00:00:00.000Z" });
    const { data } = cron(user, [old, recent], ctxAt(NEXT_DAY));
    expect(data.todoIdsToDelete).toEqual([old._id]);
  });

  it("resets the drop counter, counts a check-in and notifies", () => {
    const user = makeUser((u) => (u.items.lastDrop.count = 4));
    const { user: next } = cron(user, [], ctxAt(NEXT_DAY));
    expect(next.items.lastDrop.count).toBe(0);
    expect(next.loginIncentives).toBe(1);
    expect(next.notifications.map((n) => n.type)).toEqual(expect.arrayContaining(["CRON", "LOGIN_INCENTIVE"]));
  });

  it("cron twice on the same day changes nothing", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 23 }),
        (days, completed, hour) => {
          const user = makeUser();
          const tasks = [dueDaily({ completed }), makeTask("todo"), makeTask("habit", { up: false, value: -3 })];
          const at = new Date(NOW.getTime() + days * 86_400_000);
          at.setUTCHours(hour);
          const first = cron(user, tasks, ctxAt(at));
          const second = cron(first.user, first.tasks, ctxAt(at));
          expect(second.data.ran).toBe(false);
          expect(second.user).toEqual(first.user);
          expect(second.tasks).toEqual(first.tasks);
          expect(first.user.stats.hp).toBeGreaterThanOrEqual(0);
          expect(first.user.stats.hp).toBeLessThanOrEqual(50);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("subscription perks", () => {
  it("each month adds an hourglass and 2 to the gem cap, up to 26", () => {
    const user = makeUser((u) => {
      u.purchased.plan.customerId = "c";
      u.purchased.plan.dateUpdated = "2026-01-15T00:00:00.000Z";
      u.purchased.plan.gemsBought = 10;
      u.purchased.plan.consecutive.gemCapExtra = 24;
    });
    const next = grantSubscriptionPerks(user, NOW);
    expect(next.purchased.plan.consecutive).toMatchObject({ count: 2, trinkets: 2, gemCapExtra: 26 });
    expect(next.purchased.plan.gemsBought).toBe(0);
  });
  it("an ended plan is cleared", () => {
    const user = makeUser((u) => {
      u.purchased.plan.customerId = "c";
      u.purchased.plan.dateUpdated = "2026-03-01T00:00:00.000Z";
      u.purchased.plan.dateTerminated = "2026-03-05T00:00:00.000Z";
      u.purchased.plan.consecutive.count = 4;
    });
    const next = grantSubscriptionPerks(user, NOW);
    expect(next.purchased.plan.customerId).toBeUndefined();
    expect(next.purchased.plan.consecutive.count).toBe(0);
  });
});

describe("history preening", () => {
  it("keeps 60 days daily, merges older by month and year", () => {
    const day = 86_400_000;
    const history = Array.from({ length: 500 }, (_, i) => ({
      date: NOW.getTime() - i * day,
      value: 1,
      scoredUp: 1,
    })).reverse();
    const preened = preenHistory(history, NOW, false);
    const recent = preened.filter((entry) => NOW.getTime() - entry.date <= 60 * day);
    expect(recent).toHaveLength(61);
    expect(preened.length).toBeLessThan(90);
    expect(preened.reduce((sum, entry) => sum + (entry.scoredUp ?? 0), 0)).toBe(500);
    expect(preenHistory(history, NOW, true).filter((entry) => NOW.getTime() - entry.date <= 365 * day)).toHaveLength(
      366,
    );
  });
});

describe("timezone changes", () => {
  it("moving west does not roll the same day over twice", () => {
    // Last rollover at 00:30 local in UTC+1 (offset -60) = 23:30 UTC the day before.
    const user = makeUser((u) => {
      u.lastCron = "2026-03-09T23:30:00.000Z";
      u.preferences.timezoneOffsetAtLastCron = -60;
      u.preferences.timezoneOffset = 0;
    });
    // 00:10 UTC: a new day in UTC, but the same day as the last rollover in UTC+1.
    expect(needsCron(user, new Date("2026-03-10T00:10:00.000Z"))).toBe(false);
    expect(needsCron(user, new Date("2026-03-11T00:10:00.000Z"))).toBe(true);
  });
  it("moving east rolls over by the new zone", () => {
    const user = makeUser((u) => {
      u.lastCron = "2026-03-09T12:00:00.000Z";
      u.preferences.timezoneOffsetAtLastCron = 0;
      u.preferences.timezoneOffset = -120;
    });
    expect(needsCron(user, new Date("2026-03-09T22:30:00.000Z"))).toBe(true);
  });
});

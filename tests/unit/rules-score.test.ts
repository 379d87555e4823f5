import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GameError } from "../../content/rules/errors";
import { statsRandom } from "../../content/rules/random";
import {
  clampTaskValue,
  criticalMultiplier,
  healthLoss,
  reverseTaskDelta,
  scoreTask,
  taskDelta,
} from "../../content/rules/score";
import { ctxAt, makeTask, makeUser } from "./rules-fixtures";

/** A user whose stats-seeded roll does not crit, so figures are exact. */
function calmUser() {
  const user = makeUser();
  for (let gp = 0; gp < 1000; gp++) {
    user.stats.gp = gp;
    if (statsRandom(user).next() > 0.2) return user;
  }
  throw new Error("no calm seed");
}

function critUser() {
  const user = makeUser();
  for (let gp = 0; gp < 100000; gp++) {
    user.stats.gp = gp;
    if (statsRandom(user).next() <= 0.03) return user;
  }
  throw new Error("no crit seed");
}

describe("value deltas", () => {
  it.each([
    [0, "up", 1],
    [0, "down", -1],
    [10, "up", 0.9747 ** 10],
    [30, "up", 0.9747 ** 21.27],
    [-60, "up", 0.9747 ** -47.27],
  ] as const)("value %d %s moves by 0.9747^value", (value, direction, expected) => {
    expect(taskDelta(makeTask("habit", { value }), direction, false)).toBeCloseTo(expected, 10);
  });
  it("clamps values", () => {
    expect(clampTaskValue(100)).toBe(21.27);
    expect(clampTaskValue(-100)).toBe(-47.27);
  });
  it("todo deltas grow with checked checklist items", () => {
    const todo = makeTask("todo", {
      checklist: [
        { id: "a", text: "a", completed: true },
        { id: "b", text: "b", completed: true },
        { id: "c", text: "c", completed: false },
      ],
    });
    expect(taskDelta(todo, "up", false)).toBe(3);
  });
  it("a missed daily at cron is docked only for its unchecked part", () => {
    const daily = makeTask("daily", {
      checklist: [
        { id: "a", text: "a", completed: true },
        { id: "b", text: "b", completed: false },
      ],
    });
    expect(taskDelta(daily, "down", true)).toBe(-0.5);
    expect(taskDelta(daily, "down", false)).toBe(-1);
  });
  it("the reverse delta undoes an up", () => {
    const task = makeTask("habit", { value: 1 });
    expect(1 + reverseTaskDelta(task)).toBeCloseTo(0, 4);
  });
  it("health loss is softened by constitution, at least a tenth", () => {
    expect(healthLoss(-1, 1, 0)).toBe(-2);
    expect(healthLoss(-1, 2, 50)).toBe(-3.2);
    expect(healthLoss(-1, 1, 1000)).toBe(-0.2);
  });
});

describe("scoreTask", () => {
  it("habit up: exp 6, gold 1, mana 0.25, counter and history, boss damage 0.5", () => {
    const user = calmUser();
    const habit = makeTask("habit");
    const { user: next, task, data } = scoreTask(user, habit, { direction: "up" }, ctxAt());
    expect(task.value).toBe(1);
    expect(next.stats.exp).toBe(6);
    expect(next.stats.gp).toBeCloseTo(user.stats.gp + 1, 10);
    expect(next.stats.mp).toBe(10.25);
    expect(task.counterUp).toBe(1);
    expect(task.history).toHaveLength(1);
    expect(task.history?.[0]).toMatchObject({ scoredUp: 1, scoredDown: 0, value: 1 });
    expect(next.party.quest.progress.up).toBe(0.5);
    expect(data.questProgressDelta).toBe(0.5);
    expect(data.crit).toBeUndefined();
    // inputs untouched
    expect(habit.value).toBe(0);
    expect(user.stats.exp).toBe(0);
  });
  it("habit history keeps one entry per day", () => {
    const user = calmUser();
    const first = scoreTask(user, makeTask("habit"), { direction: "up" }, ctxAt());
    const second = scoreTask(first.user, first.task, { direction: "down" }, ctxAt());
    expect(second.task.history).toHaveLength(1);
    expect(second.task.history?.[0]).toMatchObject({ scoredUp: 1, scoredDown: 1 });
    expect(second.task.counterDown).toBe(1);
  });
  it("habit down costs health", () => {
    const user = calmUser();
    const { user: next, task } = scoreTask(user, makeTask("habit"), { direction: "down" }, ctxAt());
    expect(task.value).toBeCloseTo(-1.02666, 4);
    expect(next.stats.hp).toBe(47.9);
    expect(next.stats.mp).toBe(9.75);
  });
  it("daily up then undo returns everything", () => {
    const user = calmUser();
    const up = scoreTask(user, makeTask("daily"), { direction: "up" }, ctxAt());
    expect(up.task).toMatchObject({ completed: true, streak: 1, value: 1 });
    expect(up.user.stats).toMatchObject({ exp: 6, mp: 11 });
    const down = scoreTask(up.user, up.task, { direction: "down" }, ctxAt());
    expect(down.task).toMatchObject({ completed: false, streak: 0 });
    expect(down.task.value).toBeCloseTo(0, 4);
    expect(down.user.stats.exp).toBe(0);
    expect(down.user.stats.gp).toBeCloseTo(user.stats.gp, 3);
    expect(down.user.stats.mp).toBe(10);
  });
  it("daily gold gets the streak bonus", () => {
    const user = calmUser();
    const { user: next, data } = scoreTask(user, makeTask("daily", { streak: 10 }), { direction: "up" }, ctxAt());
    expect(next.stats.gp - user.stats.gp).toBeCloseTo(1.1, 10);
    expect(data.streakBonus).toBeCloseTo(0.1, 10);
  });
  it("every 21st day of a streak is an achievement, undone by an undo", () => {
    const user = calmUser();
    const up = scoreTask(user, makeTask("daily", { streak: 20 }), { direction: "up" }, ctxAt());
    expect(up.user.achievements.streak).toBe(1);
    expect(up.data.streakAchievement).toBe(true);
    expect(up.user.notifications.map((n) => n.type)).toContain("STREAK_ACHIEVEMENT");
    const down = scoreTask(up.user, up.task, { direction: "down" }, ctxAt());
    expect(down.user.achievements.streak).toBe(0);
  });
  it("todo with checklist: triple points and triple mana", () => {
    const user = calmUser();
    const todo = makeTask("todo", {
      checklist: [
        { id: "a", text: "a", completed: true },
        { id: "b", text: "b", completed: true },
        { id: "c", text: "c", completed: false },
      ],
    });
    const { user: next, task } = scoreTask(user, todo, { direction: "up" }, ctxAt());
    expect(task.completed).toBe(true);
    expect(task.dateCompleted).toBe(ctxAt().now.toISOString());
    expect(next.stats.exp).toBe(18);
    expect(next.stats.mp).toBe(13);
  });
  it("priority multiplies experience", () => {
    const user = calmUser();
    const { user: next } = scoreTask(user, makeTask("todo", { priority: 2 }), { direction: "up" }, ctxAt());
    expect(next.stats.exp).toBe(12);
  });
  it("rewards cost gold; too expensive is refused", () => {
    const user = makeUser((u) => (u.stats.gp = 15));
    const reward = makeTask("reward", { value: 10 });
    expect(scoreTask(user, reward, { direction: "up" }, ctxAt()).user.stats.gp).toBe(5);
    const poor = makeUser((u) => (u.stats.gp = 5));
    expect(() => scoreTask(poor, reward, { direction: "up" }, ctxAt())).toThrowError(GameError);
    try {
      scoreTask(poor, reward, { direction: "up" }, ctxAt());
    } catch (error) {
      expect((error as GameError).name).toBe("NotAuthorized");
      expect((error as GameError).messageKey).toBe("messageNotEnoughGold");
    }
  });
  it("refuses to complete a completed todo (stale client)", () => {
    const user = makeUser();
    expect(() => scoreTask(user, makeTask("todo", { completed: true }), { direction: "up" }, ctxAt())).toThrow(
      "sessionOutdated",
    );
    expect(() => scoreTask(user, makeTask("daily"), { direction: "down" }, ctxAt())).toThrow("sessionOutdated");
  });
  it("critical hits multiply exp and gold by 1.5 at 0 strength", () => {
    const user = critUser();
    expect(criticalMultiplier(user, 0)).toBe(1.5);
    const { user: next, data } = scoreTask(user, makeTask("todo"), { direction: "up" }, ctxAt());
    expect(data.crit).toBe(1.5);
    expect(next.stats.exp).toBe(9);
    expect(next.stats.gp - user.stats.gp).toBeCloseTo(1.5, 10);
  });
  it("task-based allocation trains the task's attribute", () => {
    const user = calmUser();
    user.preferences.automaticAllocation = true;
    user.preferences.allocationMode = "taskbased";
    const { user: next } = scoreTask(user, makeTask("habit", { attribute: "int" }), { direction: "up" }, ctxAt());
    expect(next.stats.training.int).toBe(1);
  });
  it("the first completed task is an onboarding step", () => {
    const { user: next } = scoreTask(calmUser(), makeTask("habit"), { direction: "up" }, ctxAt());
    expect(next.achievements.completedTask).toBe(true);
  });
  it("a task needing approval is only marked requested", () => {
    const task = makeTask("todo");
    task.group = { id: "g", approval: { required: true, approved: false, requested: false } };
    const result = scoreTask(calmUser(), task, { direction: "up" }, ctxAt());
    expect(result.task.group.approval?.requested).toBe(true);
    expect(result.task.completed).toBe(false);
    expect(result.message).toBe("taskApprovalHasBeenRequested");
  });
});

describe("scoring invariants", () => {
  const arbitraryUser = fc.record({
    hp: fc.double({ min: 0.1, max: 50, noNaN: true }),
    mp: fc.double({ min: 0, max: 30, noNaN: true }),
    gp: fc.double({ min: 0, max: 1000, noNaN: true }),
    exp: fc.integer({ min: 0, max: 20 }),
    con: fc.integer({ min: 0, max: 100 }),
    str: fc.integer({ min: 0, max: 100 }),
  });
  const arbitraryTask = fc.record({
    type: fc.constantFrom("habit", "daily", "todo", "reward" as const),
    value: fc.double({ min: -100, max: 100, noNaN: true }),
    priority: fc.constantFrom(0.1, 1, 1.5, 2),
    direction: fc.constantFrom("up", "down" as const),
  });

  // Many random scorings: CPU-heavy, so it has its own time limit.
  it("hp stays in [0, 50], mp in [0, max], gold never negative; client and server agree", { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(arbitraryUser, arbitraryTask, fc.integer(), fc.boolean(), (s, t, seed, drops) => {
        const user = makeUser((u) => {
          Object.assign(u.stats, { hp: s.hp, mp: s.mp, gp: s.gp, exp: s.exp, con: s.con, str: s.str });
          u.flags.dropsEnabled = drops;
        });
        const completed = t.direction === "down";
        const task = makeTask(t.type, {
          value: t.type === "reward" ? Math.abs(t.value) : t.value,
          priority: t.priority,
          completed,
        });
        let server: ReturnType<typeof scoreTask> | undefined;
        try {
          server = scoreTask(user, task, { direction: t.direction }, ctxAt(undefined, seed));
        } catch (error) {
          expect(error).toBeInstanceOf(GameError);
          return;
        }
        const client = scoreTask(user, task, { direction: t.direction }, ctxAt(undefined, seed));
        expect(client).toEqual(server);
        const stats = server.user.stats;
        expect(stats.hp).toBeGreaterThanOrEqual(0);
        expect(stats.hp).toBeLessThanOrEqual(50);
        expect(stats.gp).toBeGreaterThanOrEqual(0);
        expect(stats.mp).toBeGreaterThanOrEqual(0);
        expect(stats.mp).toBeLessThanOrEqual(30 + 2 * (stats.int + Math.floor(stats.lvl / 2)) + 1e-9);
      }),
      { numRuns: 300 },
    );
  });
});

/**
 * The day rollover scores its own copies of the player and the tasks in place: it must leave
 * what it was given as it was (the sweep writes back the difference against it), and scoring in
 * place must give what scoring a copy gives.
 */
import { describe, expect, it } from "vitest";
import { cron } from "../../content/rules/cron";
import { scoreTask, scoreTaskInPlace } from "../../content/rules/score";
import { ctxAt, dueDaily, makeTask, makeUser, NEXT_DAY } from "./rules-fixtures";

describe("the rollover's copies", () => {
  it("leaves the player and the tasks it was given untouched", () => {
    const user = makeUser((u) => {
      u.stats.lvl = 12;
    });
    const tasks = [
      dueDaily({ streak: 4 }),
      dueDaily({
        streak: 21,
        checklist: [
          { id: "c1", text: "one", completed: true },
          { id: "c2", text: "two", completed: false },
        ],
      }),
      dueDaily({ completed: true, streak: 2 }),
      makeTask("todo", { value: -3 }),
      makeTask("todo", { value: 2 }),
      makeTask("habit", { counterUp: 3, counterDown: 1 }),
    ];
    const [userBefore, tasksBefore] = [structuredClone(user), structuredClone(tasks)];
    const outcome = cron(user, tasks, ctxAt(NEXT_DAY));
    expect(outcome.data.ran).toBe(true);
    expect(outcome.data.dailiesMissed).toBe(2);
    expect(outcome.user).not.toEqual(user);
    expect(user).toEqual(userBefore);
    expect(tasks).toEqual(tasksBefore);
    // The to-dos grew redder and the missed daily lost value in the copies only.
    expect(outcome.tasks[3].value).toBeLessThan(-3);
    expect(outcome.tasks.find((task) => task._id === tasks[0]._id)?.value).toBeLessThan(0);
    expect(outcome.user.stats.hp).toBeLessThan(user.stats.hp);
  });

  it("scoring in place gives what scoring a copy gives, for the rollover's dailies and to-dos", () => {
    const ctx = ctxAt(NEXT_DAY);
    for (const task of [dueDaily({ streak: 7, value: 3 }), makeTask("todo", { value: -5 })]) {
      const user = makeUser((u) => (u.stats.lvl = 9));
      const copied = scoreTask(user, task, { direction: "down", cron: true }, ctx);
      const [ownUser, ownTask] = [structuredClone(user), structuredClone(task)];
      const inPlace = scoreTaskInPlace(ownUser, ownTask, { direction: "down", cron: true }, ctx);
      expect(inPlace.user).toBe(ownUser);
      expect(inPlace.task).toBe(ownTask);
      expect(inPlace.user).toEqual(copied.user);
      expect(inPlace.task).toEqual(copied.task);
      expect(inPlace.data).toEqual(copied.data);
      expect(copied.user).not.toEqual(user);
    }
  });

  it("given its own player and tasks, changes the tasks where they are and gives what copying gives", () => {
    const given = {
      user: makeUser((u) => {
        u.stats.lvl = 12;
        u.stats.buffs.stealth = 1;
      }),
      tasks: [
        dueDaily({ streak: 4 }),
        dueDaily({ streak: 9, checklist: [{ id: "c1", text: "one", completed: true }] }),
        dueDaily({ completed: true, streak: 2 }),
        makeTask("todo", { value: -3 }),
        makeTask("habit", { counterUp: 3, counterDown: 1, down: false }),
        makeTask("reward", { value: 10 }),
      ],
    };
    const copied = structuredClone(given);
    const copiedOutcome = cron(copied.user, copied.tasks, ctxAt(NEXT_DAY));
    const owned = structuredClone(given);
    const ownedTasks = [...owned.tasks];
    const ownedOutcome = cron(owned.user, owned.tasks, ctxAt(NEXT_DAY), { ownUser: true, ownTasks: true });
    for (const [index, task] of ownedOutcome.tasks.entries()) expect(task).toBe(ownedTasks[index]);
    expect(ownedOutcome.user).toEqual(copiedOutcome.user);
    expect(ownedOutcome.tasks).toEqual(copiedOutcome.tasks);
    expect(ownedOutcome.data).toEqual(copiedOutcome.data);
  });
});

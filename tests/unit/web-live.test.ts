import { describe, expect, it } from "vitest";
import type { PlayerEvent } from "../../party/playerProtocol";
import {
  addToPlan,
  emptyPlan,
  isEmptyPlan,
  mergeUserFields,
  TASKS_READ_ONE_BY_ONE_MAX,
  withMessage,
} from "../../web/src/live/plan";

const changed = (extra: Partial<Extract<PlayerEvent, { type: "user.changed" }>>): PlayerEvent => ({
  type: "user.changed",
  seq: 1,
  fields: [],
  tasks: [],
  ...extra,
});

describe("what a device reads again after hearing its player's changes", () => {
  it("reads the changed fields and the written tasks, nothing else", () => {
    const plan = addToPlan(emptyPlan(), changed({ userV: 8, fields: ["stats"], tasks: ["t1"] }), "me", 7);
    expect([...plan.userFields]).toEqual(["stats"]);
    expect([...plan.tasks]).toEqual(["t1"]);
    expect(plan.everything).toBe(false);
    expect(plan.allTasks).toBe(false);
  });

  it("asks nothing for its own changes, or for changes it already has an answer for", () => {
    expect(isEmptyPlan(addToPlan(emptyPlan(), changed({ userV: 9, fields: ["stats"], origin: "me" }), "me", 7))).toBe(
      true,
    );
    expect(isEmptyPlan(addToPlan(emptyPlan(), changed({ userV: 7, fields: ["stats"], tasks: ["t1"] }), "me", 7))).toBe(
      true,
    );
    // A change of tasks alone carries no version: always read.
    expect([...addToPlan(emptyPlan(), changed({ tasks: ["t1"] }), "me", 7).tasks]).toEqual(["t1"]);
    // Another device's change is read even before this device has an answer of its own.
    expect(addToPlan(emptyPlan(), changed({ userV: 3, fields: ["items"] }), "me", undefined).userFields).toEqual(
      new Set(["items", "stats"]),
    );
  });

  it("reads the task list once when tasks were added, removed or reordered, or when many changed", () => {
    expect(addToPlan(emptyPlan(), changed({ userV: 9, fields: ["tasksOrder"] }), "me", 8).allTasks).toBe(true);
    const many = changed({
      userV: 9,
      tasks: Array.from({ length: TASKS_READ_ONE_BY_ONE_MAX + 1 }, (_, i) => `t${i}`),
    });
    expect(addToPlan(emptyPlan(), many, "me", 8).allTasks).toBe(true);
  });

  it("reads everything again after a day rollover, or when a field name is not one the API takes", () => {
    expect(addToPlan(emptyPlan(), changed({ userV: 9, fields: ["lastCron"] }), "me", 8).everything).toBe(true);
    expect(addToPlan(emptyPlan(), changed({ userV: 9, fields: ["a,b"] }), "me", 8).everything).toBe(true);
  });

  it("merges a partial read into the cached document, and adds a message once, newest first", () => {
    const merged = mergeUserFields(
      { _v: 3, stats: { gp: 1 }, items: { a: 1 } },
      { stats: { gp: 9 }, auth: {} },
      ["stats"],
      4,
    );
    expect(merged).toEqual({ _v: 4, stats: { gp: 9 }, items: { a: 1 } });
    const older = { id: "a", timestamp: 1 };
    const newer = { id: "b", timestamp: 2 };
    expect(withMessage([older], newer)).toEqual([newer, older]);
    expect(withMessage([newer, older], newer)).toEqual([newer, older]);
    expect(withMessage(undefined, newer)).toBeUndefined();
  });
});

/** Shared fixtures of the rules tests: a fresh player and tasks at a fixed instant. */
import { createNewUser, newTask } from "../../content/rules/newUser";
import { seededRandom, type RuleContext } from "../../content/rules/random";
import type { Task, TaskType, User } from "../../content/rules/types";

export const NOW = new Date("2026-03-10T12:00:00.000Z");

export function ctxAt(now: Date = NOW, seed: string | number = "test"): RuleContext {
  return { now, random: seededRandom(seed) };
}

export function makeUser(overrides: (user: User) => void = () => {}): User {
  let n = 0;
  const { user } = createNewUser({
    id: "user-1",
    username: "hero",
    email: "hero@example.com",
    now: NOW,
    timezoneOffset: 0,
    newId: () => `id-${++n}`,
  });
  overrides(user);
  return user;
}

let taskCounter = 0;
export function makeTask(type: TaskType, fields: Partial<Task> = {}): Task {
  taskCounter += 1;
  return newTask(
    { _id: `task-${taskCounter}`, type, text: `${type} ${taskCounter}`, userId: "user-1", ...fields },
    NOW,
  );
}

/** The day after NOW, when a rollover is due. */
export const NEXT_DAY = new Date("2026-03-11T12:00:00.000Z");

/** A daily due every day since the start of the year. */
export function dueDaily(fields: Partial<Task> = {}): Task {
  return makeTask("daily", {
    startDate: "2026-01-01T00:00:00.000Z",
    frequency: "weekly",
    everyX: 1,
    repeat: { su: true, m: true, t: true, w: true, th: true, f: true, s: true },
    ...fields,
  });
}

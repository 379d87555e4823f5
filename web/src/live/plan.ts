/**
 * What a device reads again after hearing changes of its player: pure, so it is tested without
 * a socket. Changes the device made itself, and changes older than what it already holds, ask
 * for nothing; the rest ask for the parts of the user document that changed and the tasks
 * written, or, when that would be most of it, for the whole.
 */
import type { PlayerEvent } from "../../../party/playerProtocol";

export interface CatchUpPlan {
  /** Top-level fields of the user document to read again (GET /user?userFields=). */
  userFields: Set<string>;
  /** The whole user document and task list are read again. */
  everything: boolean;
  /** The task list is read again. */
  allTasks: boolean;
  /** These tasks are read one by one. */
  tasks: Set<string>;
}

/** Past this many tasks, one read of the list costs less than reading each. */
export const TASKS_READ_ONE_BY_ONE_MAX = 5;

/** Fields whose change reaches further than themselves. */
const EVERYTHING_FIELDS = new Set(["lastCron", "needsCron", "lastRollover", "_id", "id"]);
/** Fields that change which tasks the player has, or in what order. */
const TASK_LIST_FIELDS = new Set(["tasksOrder", "tags"]);
/** Fields shown only as part of another: the stats the player sees count their gear's bonuses. */
const ALSO_READ: Record<string, string[]> = { items: ["stats"] };
/** A field name the API's userFields accepts as it is. */
const FIELD_NAME = /^[A-Za-z_$][A-Za-z0-9_$]{0,63}$/;

export function emptyPlan(): CatchUpPlan {
  return { userFields: new Set(), everything: false, allTasks: false, tasks: new Set() };
}

/**
 * Adds one event to a plan. `ownConnection` is this device's connection; `knownUserV` the
 * newest user version this device has had an answer for (undefined before the first).
 */
export function addToPlan(
  plan: CatchUpPlan,
  event: PlayerEvent,
  ownConnection: string,
  knownUserV: number | undefined,
): CatchUpPlan {
  if (event.type !== "user.changed" || event.origin === ownConnection) return plan;
  if (event.userV !== undefined && knownUserV !== undefined && event.userV <= knownUserV) return plan;
  for (const field of event.fields) {
    if (EVERYTHING_FIELDS.has(field) || !FIELD_NAME.test(field)) plan.everything = true;
    else {
      plan.userFields.add(field);
      for (const also of ALSO_READ[field] ?? []) plan.userFields.add(also);
      if (TASK_LIST_FIELDS.has(field)) plan.allTasks = true;
    }
  }
  for (const task of event.tasks) plan.tasks.add(task);
  if (plan.tasks.size > TASKS_READ_ONE_BY_ONE_MAX) plan.allTasks = true;
  return plan;
}

export function isEmptyPlan(plan: CatchUpPlan): boolean {
  return !plan.everything && !plan.allTasks && plan.userFields.size === 0 && plan.tasks.size === 0;
}

/** The cached user document with the fields of a partial read put in. */
export function mergeUserFields<U extends object>(
  current: U,
  read: Record<string, unknown>,
  fields: Iterable<string>,
  userV: number | undefined,
): U {
  const next = { ...current } as Record<string, unknown>;
  for (const field of fields) if (Object.hasOwn(read, field)) next[field] = read[field];
  if (userV !== undefined) next._v = userV;
  return next as U;
}

/** A private message list with one more, newest first, never twice. */
export function withMessage<M extends { id: string; timestamp: number | string }>(
  list: M[] | undefined,
  message: M,
): M[] | undefined {
  if (!list) return list;
  if (list.some((entry) => entry.id === message.id)) return list;
  return [message, ...list].sort((a, b) => new Date(b.timestamp).getTime() - new Date(a.timestamp).getTime());
}

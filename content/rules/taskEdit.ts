/**
 * Creating and editing tasks from player input: only the fields that fit the task's type
 * are taken, checklists lose empty items, and the saved order of the user follows.
 */
import { paramMessage } from "../i18n/params";
import { GameError } from "./errors";
import { newTask } from "./newTask";
import { nextDueDates, shouldDo } from "./shouldDo";
import type { ChecklistItem, Frequency, Repeat, Task, TaskType, User } from "./types";

export interface TaskInput {
  text?: string;
  notes?: string;
  alias?: string;
  priority?: number;
  attribute?: Task["attribute"];
  tags?: string[];
  up?: boolean;
  down?: boolean;
  frequency?: Frequency;
  everyX?: number;
  repeat?: Partial<Repeat>;
  daysOfMonth?: number[];
  weeksOfMonth?: number[];
  startDate?: string;
  date?: string | null;
  checklist?: { id?: string; text: string; completed?: boolean }[];
  collapseChecklist?: boolean;
  yesterDaily?: boolean;
  value?: number;
  reminders?: { id?: string; time: string; startDate?: string }[];
  reminderMode?: Task["reminderMode"];
}

export const ORDER_KEY: Record<TaskType, keyof User["tasksOrder"]> = {
  habit: "habits",
  daily: "dailys",
  todo: "todos",
  reward: "rewards",
};

/** A checklist from input: empty items dropped, each item with an id. */
export function cleanChecklist(items: TaskInput["checklist"], newId: () => string): ChecklistItem[] {
  return (items ?? [])
    .filter((item) => item.text.trim() !== "")
    .map((item) => ({ id: item.id ?? newId(), text: item.text, completed: item.completed ?? false }));
}

function assertTagsExist(user: User, tags: string[] | undefined) {
  const known = new Set(user.tags.map((tag) => tag.id));
  const unknown = (tags ?? []).filter((tag) => !known.has(tag));
  if (unknown.length) {
    throw new GameError("BadRequest", "invalidRequestParameters", {}, [
      { param: "tags", message: paramMessage("paramUnknownTag"), value: unknown },
    ]);
  }
}

/** Copies the input fields that apply to `task`'s type onto it (mutates the given copy). */
export function applyTaskInput(task: Task, input: TaskInput, user: User, newId: () => string): Task {
  assertTagsExist(user, input.tags);
  if (input.text !== undefined) task.text = input.text;
  if (input.notes !== undefined) task.notes = input.notes;
  if (input.alias !== undefined) task.alias = input.alias || undefined;
  if (input.priority !== undefined) task.priority = input.priority;
  if (input.attribute !== undefined) task.attribute = input.attribute;
  if (input.tags !== undefined) task.tags = [...new Set(input.tags)];
  if (input.reminders !== undefined)
    task.reminders = input.reminders.map((reminder) => ({ ...reminder, id: reminder.id ?? newId() }));
  switch (task.type) {
    case "habit":
      if (input.up !== undefined) task.up = input.up;
      if (input.down !== undefined) task.down = input.down;
      // A habit's counters reset daily, weekly or monthly; yearly is not one of them.
      if (input.frequency !== undefined && input.frequency !== "yearly") task.frequency = input.frequency;
      break;
    case "daily":
      if (input.frequency !== undefined) task.frequency = input.frequency;
      if (input.everyX !== undefined) task.everyX = input.everyX;
      if (input.repeat !== undefined)
        task.repeat = {
          ...(task.repeat ?? { su: true, m: true, t: true, w: true, th: true, f: true, s: true }),
          ...input.repeat,
        } as Repeat;
      if (input.daysOfMonth !== undefined) task.daysOfMonth = [...new Set(input.daysOfMonth)].sort((a, b) => a - b);
      if (input.weeksOfMonth !== undefined) task.weeksOfMonth = [...new Set(input.weeksOfMonth)].sort((a, b) => a - b);
      if (input.startDate !== undefined) task.startDate = new Date(input.startDate).toISOString();
      if (input.yesterDaily !== undefined) task.yesterDaily = input.yesterDaily;
      if (input.checklist !== undefined) task.checklist = cleanChecklist(input.checklist, newId);
      if (input.collapseChecklist !== undefined) task.collapseChecklist = input.collapseChecklist;
      break;
    case "todo":
      if (input.date !== undefined) task.date = input.date ? new Date(input.date).toISOString() : null;
      if (input.reminderMode === null) delete task.reminderMode;
      else if (input.reminderMode !== undefined) task.reminderMode = input.reminderMode;
      if (input.checklist !== undefined) task.checklist = cleanChecklist(input.checklist, newId);
      if (input.collapseChecklist !== undefined) task.collapseChecklist = input.collapseChecklist;
      break;
    case "reward":
      // A negative price would pay the player for buying the reward.
      if (input.value !== undefined && input.value < 0)
        throw new GameError("BadRequest", "invalidRequestParameters", {}, [
          { param: "value", message: paramMessage("paramNotNegative"), value: input.value },
        ]);
      if (input.value !== undefined) task.value = input.value;
      break;
  }
  return task;
}

/**
 * A new task of the user's, placed at the top of its column as the client shows new tasks.
 * `ctx.id` keeps an id the client chose (a task made offline keeps it once it reaches the server).
 */
export function createTask(
  user: User,
  input: TaskInput & { type: TaskType },
  ctx: { now: Date; newId: () => string; id?: string },
): Task {
  const task = newTask(
    { _id: ctx.id ?? ctx.newId(), type: input.type, text: input.text ?? "", userId: user._id },
    ctx.now,
  );
  applyTaskInput(task, input, user, ctx.newId);
  refreshDueDates(task, user, ctx.now);
  const order = user.tasksOrder[ORDER_KEY[task.type]];
  order.unshift(task._id);
  return task;
}

/** A daily's `isDue` and `nextDue` for the game day containing `at` (other tasks are left as they are). */
export function refreshDueDates(task: Task, user: Pick<User, "preferences">, at: Date): Task {
  if (task.type !== "daily") return task;
  task.isDue = shouldDo(at, task, user.preferences);
  task.nextDue = nextDueDates(task, at, user.preferences);
  return task;
}

/** Moves a task to `position` in its column (-1 = last); unknown ids are appended first. */
export function moveTask(user: User, task: Task, position: number): string[] {
  // Completed to-dos are out of the order until they are un-completed.
  if (task.type === "todo" && task.completed) throw new GameError("BadRequest", "cantMoveCompletedTodo");
  const key = ORDER_KEY[task.type];
  const order = user.tasksOrder[key].filter((id) => id !== task._id);
  const target = position < 0 || position >= order.length ? order.length : position;
  order.splice(target, 0, task._id);
  user.tasksOrder[key] = order;
  return order;
}

export function removeFromOrder(user: User, task: Task) {
  const key = ORDER_KEY[task.type];
  user.tasksOrder[key] = user.tasksOrder[key].filter((id) => id !== task._id);
}

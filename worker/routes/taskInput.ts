/** What a task may be created or updated with (spec §3 Task, §5 validation). */
import * as v from "valibot";
import {
  ATTRIBUTES,
  CHECKLIST_ITEMS_MAX,
  EVERY_X_MAX,
  MAX_FIELD_HARD_CAP,
  TASK_NOTES_MAX,
  TASK_TEXT_MAX,
  TASKS_PER_REQUEST_MAX,
} from "../../content/data/constants";

export { CHECKLIST_ITEMS_MAX, TASK_NOTES_MAX, TASK_TEXT_MAX, TASKS_PER_REQUEST_MAX };
export const PRIORITIES = [0.1, 1, 1.5, 2] as const;

const text = (max: number, min = 0) =>
  v.pipe(
    v.string("must be a string"),
    v.minLength(min, min ? "must not be empty" : ""),
    v.maxLength(max, `must be at most ${max} characters`),
  );
const bool = v.boolean("must be true or false");
const dateString = v.pipe(
  v.string("must be a date"),
  v.maxLength(40, "must be a date"),
  v.check((value) => !Number.isNaN(Date.parse(value)), "must be a date"),
);
const id = v.pipe(
  v.string("must be an id"),
  v.minLength(1, "must be an id"),
  v.maxLength(64, "must be at most 64 characters"),
);

export const checklistItemInput = v.object({
  id: v.optional(id),
  text: text(TASK_TEXT_MAX),
  completed: v.optional(bool),
});

const weekday = v.optional(bool);
const taskFields = {
  text: v.optional(
    v.pipe(
      text(TASK_TEXT_MAX),
      v.check((value) => value.trim().length > 0, "must not be blank"),
    ),
  ),
  notes: v.optional(text(TASK_NOTES_MAX)),
  alias: v.optional(
    v.union(
      [v.literal(""), v.pipe(v.string(), v.maxLength(100), v.regex(/^[A-Za-z0-9_-]+$/))],
      "may contain only letters, digits, - and _",
    ),
  ),
  priority: v.optional(v.picklist(PRIORITIES, "must be one of 0.1, 1, 1.5, 2")),
  attribute: v.optional(v.picklist(ATTRIBUTES, '"attr" is not a valid Stat.')),
  tags: v.optional(v.pipe(v.array(id, "must be a list of tag ids"), v.maxLength(100, "must list at most 100 tags"))),
  up: v.optional(bool),
  down: v.optional(bool),
  frequency: v.optional(
    v.picklist(["daily", "weekly", "monthly", "yearly"], "must be daily, weekly, monthly or yearly"),
  ),
  everyX: v.optional(
    v.pipe(
      v.number("must be a number"),
      v.integer("must be a whole number"),
      v.minValue(0, "must be 0 to 9999"),
      v.maxValue(EVERY_X_MAX, "must be 0 to 9999"),
    ),
  ),
  repeat: v.optional(
    v.strictObject(
      { su: weekday, m: weekday, t: weekday, w: weekday, th: weekday, f: weekday, s: weekday },
      "must map weekdays su, m, t, w, th, f, s to true or false",
    ),
  ),
  daysOfMonth: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(31)), "must list days 1 to 31"),
      v.maxLength(31),
    ),
  ),
  weeksOfMonth: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4)), "must list weeks 0 to 4"),
      v.maxLength(5),
    ),
  ),
  startDate: v.optional(dateString),
  date: v.optional(v.nullable(v.union([v.literal(""), dateString], "must be a date"))),
  checklist: v.optional(
    v.pipe(
      v.array(checklistItemInput, "must be a list of items"),
      v.maxLength(CHECKLIST_ITEMS_MAX, `must have at most ${CHECKLIST_ITEMS_MAX} items`),
    ),
  ),
  collapseChecklist: v.optional(bool),
  yesterDaily: v.optional(bool),
  value: v.optional(
    v.pipe(
      v.number("must be a number"),
      v.finite("must be a number"),
      v.minValue(-MAX_FIELD_HARD_CAP),
      v.maxValue(MAX_FIELD_HARD_CAP),
    ),
  ),
  reminders: v.optional(
    v.pipe(
      v.array(
        v.object({ id: v.optional(id), time: dateString, startDate: v.optional(dateString) }),
        "must be a list of reminders",
      ),
      v.maxLength(20),
    ),
  ),
};

export const createTaskInput = v.object({
  /** A client may name the task (one made offline keeps its id); the server picks one otherwise. */
  _id: v.optional(v.pipe(v.string("must be an id"), v.uuid("must be a UUID"))),
  type: v.picklist(["habit", "daily", "todo", "reward"], "must be habit, daily, todo or reward"),
  ...taskFields,
  text: v.pipe(
    text(TASK_TEXT_MAX, 1),
    v.check((value) => value.trim().length > 0, "must not be blank"),
  ),
});

export const createTasksInput = v.union(
  [
    createTaskInput,
    v.pipe(
      v.array(createTaskInput),
      v.minLength(1, "must list at least one task"),
      v.maxLength(TASKS_PER_REQUEST_MAX, `must list at most ${TASKS_PER_REQUEST_MAX} tasks`),
    ),
  ],
  "must be a task or a list of tasks",
);

export const updateTaskInput = v.object(taskFields);

export type CreateTaskInput = v.InferOutput<typeof createTaskInput>;
export type UpdateTaskInput = v.InferOutput<typeof updateTaskInput>;

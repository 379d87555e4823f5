/** What a task may be created or updated with (spec §3 Task, §5 validation). */
import { REMINDER_TODO_MODES } from "../../content/rules/reminders";
import { paramMessage } from "../../content/i18n/params";
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
import { isUuidShaped } from "../lib/tasksInput";

export { CHECKLIST_ITEMS_MAX, TASK_NOTES_MAX, TASK_TEXT_MAX, TASKS_PER_REQUEST_MAX };
export const PRIORITIES = [0.1, 1, 1.5, 2] as const;

/** A number sent for a text is that number written out, as the original game reads it (`notes: 1976`). */
const stringOrNumber = v.union(
  [
    v.string(),
    v.pipe(
      v.number(),
      v.finite(),
      v.transform((value) => String(value)),
    ),
  ],
  paramMessage("paramString"),
);
const text = (max: number, min = 0) =>
  v.pipe(
    stringOrNumber,
    v.minLength(min, paramMessage("paramNotEmpty")),
    v.maxLength(max, paramMessage("paramMaxChars", { max })),
  );
const bool = v.boolean(paramMessage("paramTrueFalse"));
const dateString = v.pipe(
  v.string(paramMessage("paramDate")),
  v.maxLength(40, paramMessage("paramDate")),
  v.check((value) => !Number.isNaN(Date.parse(value)), paramMessage("paramDate")),
);
const id = v.pipe(
  v.string(paramMessage("paramId")),
  v.minLength(1, paramMessage("paramId")),
  v.maxLength(64, paramMessage("paramMaxChars", { max: 64 })),
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
      v.check((value) => value.trim().length > 0, paramMessage("paramNotBlank")),
    ),
  ),
  notes: v.optional(text(TASK_NOTES_MAX)),
  alias: v.optional(
    v.pipe(
      v.union(
        [v.literal(""), v.pipe(v.string(), v.maxLength(100), v.regex(/^[A-Za-z0-9_-]+$/))],
        paramMessage("paramUsernameCharacters"),
      ),
      // A name shaped like an id would hide the task it names from the routes that take either.
      v.check((value) => !isUuidShaped(value), paramMessage("paramNotAnId")),
    ),
  ),
  priority: v.optional(
    v.pipe(
      v.number(paramMessage("paramOneOf", { options: "0.1, 1, 1.5, 2" })),
      // Sums in other languages' floating point arrive as 0.10000000000005: read to one decimal.
      v.transform((value) => (Number.isFinite(value) ? Number(value.toFixed(1)) : value)),
      v.picklist(PRIORITIES, paramMessage("paramOneOf", { options: "0.1, 1, 1.5, 2" })),
    ),
  ),
  attribute: v.optional(v.picklist(ATTRIBUTES, paramMessage("invalidAttribute", { attr: "attr" }))),
  tags: v.optional(
    v.pipe(
      v.array(id, paramMessage("paramListOfTagIds")),
      v.maxLength(100, paramMessage("paramListAtMostTags", { max: 100 })),
    ),
  ),
  up: v.optional(bool),
  down: v.optional(bool),
  frequency: v.optional(
    v.picklist(
      ["daily", "weekly", "monthly", "yearly"],
      paramMessage("paramEither", { first: "daily, weekly, monthly", second: "yearly" }),
    ),
  ),
  everyX: v.optional(
    v.pipe(
      v.number(paramMessage("paramNumber")),
      v.integer(paramMessage("paramWholeNumber")),
      v.minValue(0, paramMessage("paramRange", { min: 0, max: 9999 })),
      v.maxValue(EVERY_X_MAX, paramMessage("paramRange", { min: 0, max: 9999 })),
    ),
  ),
  repeat: v.optional(
    v.strictObject(
      { su: weekday, m: weekday, t: weekday, w: weekday, th: weekday, f: weekday, s: weekday },
      paramMessage("paramWeekdaysMap"),
    ),
  ),
  daysOfMonth: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(31)), paramMessage("paramListDays")),
      v.maxLength(31),
    ),
  ),
  weeksOfMonth: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4)), paramMessage("paramListWeeks")),
      v.maxLength(5),
    ),
  ),
  startDate: v.optional(dateString),
  date: v.optional(v.nullable(v.union([v.literal(""), dateString], paramMessage("paramDate")))),
  checklist: v.optional(
    v.pipe(
      v.array(checklistItemInput, paramMessage("paramListOfItems")),
      v.maxLength(CHECKLIST_ITEMS_MAX, paramMessage("paramChecklistAtMost", { max: CHECKLIST_ITEMS_MAX })),
    ),
  ),
  collapseChecklist: v.optional(bool),
  yesterDaily: v.optional(bool),
  value: v.optional(
    v.pipe(
      v.number(paramMessage("paramNumber")),
      v.finite(paramMessage("paramNumber")),
      v.minValue(-MAX_FIELD_HARD_CAP),
      v.maxValue(MAX_FIELD_HARD_CAP),
    ),
  ),
  reminders: v.optional(
    v.pipe(
      v.array(
        v.object({ id: v.optional(id), time: dateString, startDate: v.optional(dateString) }),
        paramMessage("paramListOfReminders"),
      ),
      v.maxLength(20),
    ),
  ),
  /** A to-do's reminders: on its date or every day until done; null follows the player's setting. */
  reminderMode: v.optional(
    v.nullable(
      v.picklist(REMINDER_TODO_MODES, paramMessage("paramOneOf", { options: REMINDER_TODO_MODES.join(", ") })),
    ),
  ),
};

export const createTaskInput = v.pipe(
  v.object({
    /** A client may name the task (one made offline keeps its id); the server picks one otherwise. */
    _id: v.optional(
      v.pipe(
        v.string(paramMessage("paramId")),
        v.uuid(paramMessage("paramUuid")),
        // Ids are kept in lower case: routes match them in any case.
        v.toLowerCase(),
      ),
    ),
    type: v.picklist(
      ["habit", "daily", "todo", "reward"],
      paramMessage("paramEither", { first: "habit, daily, todo", second: "reward" }),
    ),
    ...taskFields,
    text: v.pipe(
      text(TASK_TEXT_MAX, 1),
      v.check((value) => value.trim().length > 0, paramMessage("paramNotBlank")),
    ),
  }),
  // A reward's price is never negative: buying it would pay the player.
  v.forward(
    v.check((input) => input.type !== "reward" || (input.value ?? 0) >= 0, paramMessage("paramNotNegative")),
    ["value"],
  ),
);

export const createTasksInput = v.union(
  [
    createTaskInput,
    v.pipe(
      v.array(createTaskInput),
      v.minLength(1, paramMessage("paramListAtLeastOneTask")),
      v.maxLength(TASKS_PER_REQUEST_MAX, paramMessage("paramListAtMostTasks", { max: TASKS_PER_REQUEST_MAX })),
    ),
  ],
  paramMessage("paramTaskOrTasks"),
);

export const updateTaskInput = v.object(taskFields);

export type CreateTaskInput = v.InferOutput<typeof createTaskInput>;
export type UpdateTaskInput = v.InferOutput<typeof updateTaskInput>;

/** A challenge's or group's own task takes what a player's task takes, and whether it needs approval. */
export const sharedTaskUpdateInput = v.object({
  ...updateTaskInput.entries,
  requiresApproval: v.optional(v.boolean(paramMessage("paramTrueFalse"))),
});
export type SharedTaskUpdateInput = v.InferOutput<typeof sharedTaskUpdateInput>;

/** A new challenge or group task: no tags (they are a player's own), perhaps needing approval. */
export type SharedTaskInput = CreateTaskInput & { tags: undefined; requiresApproval?: boolean };

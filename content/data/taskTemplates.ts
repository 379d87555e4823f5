/**
 * Starter task templates by category (content spec §3 "Task templates"), and the guild
 * categories. Template wording lives in content/i18n under taskTemplate<Category><n>Text/Notes.
 */
import { DEFAULT_REWARD_VALUE, GUILD_CATEGORIES } from "./constants";
import type { TaskTemplate, TaskTemplateCategory } from "./types";

type Shape = Pick<TaskTemplate, "type" | "up" | "down" | "value" | "byHabitica">;

const habit = (up: boolean, down: boolean): Shape => ({ type: "habit", up, down });
const daily: Shape = { type: "daily" };
const todo: Shape = { type: "todo" };
const reward: Shape = { type: "reward", value: DEFAULT_REWARD_VALUE };

const SHAPES: Record<TaskTemplateCategory, Shape[]> = {
  work: [habit(true, false), daily, todo],
  exercise: [habit(true, false), daily, todo],
  health_wellness: [habit(true, true), daily, todo],
  school: [habit(true, true), daily, todo],
  self_care: [habit(true, false), daily, todo],
  chores: [habit(true, false), daily, todo],
  creativity: [habit(true, false), daily, todo],
  defaults: [
    habit(true, true),
    habit(true, false),
    habit(false, true),
    daily,
    { type: "todo", byHabitica: true },
    reward,
  ],
};

const pascal = (key: string): string => key.replace(/(^|_)(.)/g, (_, __, c: string) => c.toUpperCase());

export const taskTemplates: Record<TaskTemplateCategory, TaskTemplate[]> = Object.fromEntries(
  (Object.entries(SHAPES) as [TaskTemplateCategory, Shape[]][]).map(([category, shapes]) => [
    category,
    shapes.map((shape, index) => ({
      ...shape,
      text: `taskTemplate${pascal(category)}${index + 1}Text`,
      notes: `taskTemplate${pascal(category)}${index + 1}Notes`,
    })),
  ]),
) as Record<TaskTemplateCategory, TaskTemplate[]>;

export const TASK_TEMPLATE_CATEGORIES = Object.keys(SHAPES) as TaskTemplateCategory[];

export const guildCategories: { key: (typeof GUILD_CATEGORIES)[number]; text: string }[] = GUILD_CATEGORIES.map(
  (key) => ({
    key,
    text: `guildCategory${pascal(key)}`,
  }),
);

/** The task list filters of spec §4, the tag filter and the search, as pure functions. */
import { shouldDo, type DayPreferences } from "../../../content/rules/shouldDo";
import type { Task, TaskType } from "../../../content/rules/types";
import type text from "../i18n/namespaces/taskList";

export const FILTERS = {
  habit: [
    { key: "all", label: "filterAll" },
    { key: "yellowred", label: "filterWeak" },
    { key: "greenblue", label: "filterStrong" },
  ],
  daily: [
    { key: "all", label: "filterAll" },
    { key: "due", label: "filterDue" },
    { key: "notDue", label: "filterNotDue" },
  ],
  todo: [
    { key: "remaining", label: "filterActive" },
    { key: "scheduled", label: "filterScheduled" },
    { key: "complete2", label: "filterDone" },
  ],
  reward: [
    { key: "all", label: "filterAll" },
    { key: "custom", label: "filterCustom" },
    { key: "wishlist", label: "filterWishlist" },
  ],
} as const satisfies Record<TaskType, readonly { key: string; label: keyof (typeof text)["en"] }[]>;

/** The second filter set (the mode that groups tasks): only all, and scheduled for to-dos. */
export const SECOND_FILTERS: Record<TaskType, readonly string[]> = {
  habit: ["all"],
  daily: ["all"],
  todo: ["all", "scheduled"],
  reward: ["all"],
};

export type FilterKey = (typeof FILTERS)[TaskType][number]["key"];

export function defaultFilter(type: TaskType): FilterKey {
  return FILTERS[type][0].key;
}

/** Due today: not completed and scheduled for the player's current game day. */
export function isDueNow(task: Task, now: Date, prefs: DayPreferences): boolean {
  return !task.completed && shouldDo(now, task, prefs);
}

/** The tasks a filter keeps, in the given order (scheduled to-dos are sorted by date instead). */
export function applyFilter(
  tasks: readonly Task[],
  type: TaskType,
  filter: string,
  now: Date,
  prefs: DayPreferences,
): Task[] {
  switch (`${type}:${filter}`) {
    case "habit:yellowred":
      return tasks.filter((task) => task.value < 1);
    case "habit:greenblue":
      return tasks.filter((task) => task.value >= 1);
    case "daily:due":
      return tasks.filter((task) => isDueNow(task, now, prefs));
    case "daily:notDue":
      return tasks.filter((task) => !isDueNow(task, now, prefs));
    case "todo:remaining":
      return tasks.filter((task) => !task.completed);
    case "todo:scheduled":
      return tasks
        .filter((task) => !task.completed && task.date)
        .sort((a, b) => new Date(a.date as string).getTime() - new Date(b.date as string).getTime());
    case "todo:complete2":
      return tasks.filter((task) => task.completed);
    case "reward:wishlist":
      return [];
    default:
      return [...tasks];
  }
}

/** A task carries every selected tag. */
export function hasTags(task: Pick<Task, "tags">, selected: readonly string[]): boolean {
  return selected.every((tag) => task.tags?.includes(tag));
}

/** The search looks at the text, the notes and the checklist, ignoring case. */
export function matchesSearch(task: Pick<Task, "text" | "notes" | "checklist">, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  if (task.text.toLowerCase().includes(needle) || (task.notes ?? "").toLowerCase().includes(needle)) return true;
  return (task.checklist ?? []).some((item) => item.text.toLowerCase().includes(needle));
}

/** The filters the player last chose (kept in preferences.tasks.activeFilter), else the defaults. */
export function savedFilters(active: Record<string, string> | undefined): Record<TaskType, string> {
  const pick = (type: TaskType) => {
    const saved = active?.[type];
    return FILTERS[type].some((option) => option.key === saved) ? (saved as string) : defaultFilter(type);
  };
  return { habit: pick("habit"), daily: pick("daily"), todo: pick("todo"), reward: pick("reward") };
}

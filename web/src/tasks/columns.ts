/** How the tasks screen splits and orders the user's tasks (spec §4). */
import type { Task, TaskType, User } from "../../../content/rules/types";
import type text from "../i18n/namespaces/taskList";

type TaskText = keyof (typeof text)["en"];

export type OrderKey = keyof User["tasksOrder"];

/** Each column's title and empty-state text are keys of the tasks namespace. */
export const COLUMNS: { type: TaskType; orderKey: OrderKey; title: TaskText; empty: TaskText }[] = [
  { type: "habit", orderKey: "habits", title: "colHabits", empty: "emptyHabits" },
  { type: "daily", orderKey: "dailys", title: "colDailies", empty: "emptyDailies" },
  { type: "todo", orderKey: "todos", title: "colTodos", empty: "emptyTodos" },
  { type: "reward", orderKey: "rewards", title: "colRewards", empty: "emptyRewards" },
];

/** Tasks in the user's saved order; tasks missing from it keep their relative order at the end. */
export function orderTasks<T extends Pick<Task, "_id">>(tasks: T[], order: readonly string[] | undefined): T[] {
  const position = new Map((order ?? []).map((id, index) => [id, index]));
  return tasks
    .map((task, index) => ({ task, index, rank: position.get(task._id) ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => (a.rank === b.rank ? a.index - b.index : a.rank - b.rank))
    .map((entry) => entry.task);
}

/** The default filter of each column: to-dos show those still open, the others show all. */
export function visibleInColumn(task: Pick<Task, "type" | "completed">): boolean {
  return task.type !== "todo" || !task.completed;
}

export function tasksForColumn(tasks: Task[], type: TaskType, order: readonly string[] | undefined): Task[] {
  return orderTasks(
    tasks.filter((task) => task.type === type && visibleInColumn(task)),
    order,
  );
}

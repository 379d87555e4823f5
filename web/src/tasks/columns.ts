/** How the tasks screen splits and orders the user's tasks (spec §4). */
import type { Task, TaskType, User } from "../../../content/rules/types";

export type OrderKey = keyof User["tasksOrder"];

export const COLUMNS: { type: TaskType; orderKey: OrderKey; title: string; empty: string }[] = [
  { type: "habit", orderKey: "habits", title: "Habits", empty: "No habits yet. Habits are things you want to do more, or less, of." },
  { type: "daily", orderKey: "dailys", title: "Dailies", empty: "No dailies yet. Dailies repeat on the days you choose." },
  { type: "todo", orderKey: "todos", title: "To-dos", empty: "Nothing left to do. Enjoy it!" },
  { type: "reward", orderKey: "rewards", title: "Rewards", empty: "No rewards yet. Rewards are treats you buy with gold." },
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

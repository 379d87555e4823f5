/** How a task's control looks and behaves (spec §4 "Task colour by value"). */
import type { Task } from "../../../content/rules/types";
import { valueBand, type ValueBand } from "../stats";

export function taskColor(task: Pick<Task, "type" | "value" | "byHabitforge">): ValueBand | "purple" {
  return task.type === "reward" || task.byHabitforge ? "purple" : valueBand(task.value);
}

/** Disabled styling: a done to-do or daily, a daily not due today, or a group task the player already completed. */
export function isControlDisabled(task: Task, userId: string, dueNow: boolean): boolean {
  if (task.type === "todo" && task.completed) return true;
  if (task.type === "daily" && (task.completed || !dueNow)) return true;
  return task.group?.assignedUsersDetail?.[userId]?.completed === true;
}

/** Non-interactive: a challenge or group task the player is not assigned to. */
export function isControlInteractive(task: Task, userId: string): boolean {
  const shared = Boolean(task.challenge?.id || task.group?.id);
  if (!shared) return true;
  if (task.userId === userId) return true;
  return task.group?.assignedUsers?.includes(userId) === true;
}

/**
 * Where a task lands in its column's saved order when dropped on `targetId`: the position the
 * move call takes (an index into the order without the moved task) and the new order.
 */
export function reorderPosition(
  order: readonly string[],
  movedId: string,
  targetId: string,
): { position: number; order: string[] } {
  const from = order.indexOf(movedId);
  const targetIndex = order.indexOf(targetId);
  const rest = order.filter((id) => id !== movedId);
  if (targetIndex < 0) return { position: -1, order: [...rest, movedId] };
  const movingDown = from >= 0 && from < targetIndex;
  const position = rest.indexOf(targetId) + (movingDown ? 1 : 0);
  const next = [...rest];
  next.splice(position, 0, movedId);
  return { position, order: next };
}

/** The column's order with every loaded task in it (tasks missing from the saved order go last). */
export function completeOrder(order: readonly string[] | undefined, tasks: readonly Pick<Task, "_id">[]): string[] {
  const known = new Set(order ?? []);
  return [...(order ?? []), ...tasks.filter((task) => !known.has(task._id)).map((task) => task._id)];
}

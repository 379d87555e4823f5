/** Task calls of spec §7 Tasks. */
import type { ChecklistItem, Task, TaskType } from "../../../content/rules/types";
import type { TaskInput } from "../../../content/rules/taskEdit";
import type { QueuedScoreAnswer, QueuedScoresAnswer, ScoreAnswer } from "../../../worker/api-types/tasks";
import { api, type RequestOptions } from "./client";

export type { QueuedScoreAnswer, ScoreAnswer, Task, TaskType, TaskInput };

export type Direction = "up" | "down";

export function getUserTasks(): Promise<Task[]> {
  return api.get<Task[]>("/tasks/user");
}

export function getCompletedTodos(): Promise<Task[]> {
  return api.get<Task[]>("/tasks/user", { query: { type: "completedTodos" } });
}

/** How a task call is sent: `quiet` for the offline queue (it explains refusals itself), `keepOffline` when a missing network means "keep it for later". */
type CallOptions = Pick<RequestOptions, "quiet" | "keepOffline">;

/** `_id`: the client may name a new task (a task made offline keeps its id on the server). */
export async function createTasks(
  tasks: (TaskInput & { type: TaskType; text: string; _id?: string })[],
  options?: CallOptions,
): Promise<Task[]> {
  // As the public API, a list of one is answered with the task itself.
  const created = await api.post<Task[] | Task>("/tasks/user", tasks, options);
  return Array.isArray(created) ? created : [created];
}

export function updateTask(id: string, changes: TaskInput, options?: CallOptions): Promise<Task> {
  return api.put<Task>(`/tasks/${encodeURIComponent(id)}`, changes, options);
}

export function deleteTask(id: string, options?: CallOptions): Promise<unknown> {
  return api.delete(`/tasks/${encodeURIComponent(id)}`, options);
}

/** `actionId` names the score, so sending it again (its answer lost) applies it once. */
export function scoreTask(
  id: string,
  direction: Direction,
  options?: CallOptions & { actionId?: string },
): Promise<ScoreAnswer> {
  const headers = options?.actionId ? { "Idempotency-Key": options.actionId } : undefined;
  return api.post<ScoreAnswer>(`/tasks/${encodeURIComponent(id)}/score/${direction}`, undefined, {
    ...options,
    headers,
  });
}

export interface QueuedScore {
  id: string;
  direction: Direction;
  /** When the player scored: decides the game day the score belongs to. */
  scoredAt: string;
  actionId: string;
}

/** Scores made earlier, in order; the server applies or refuses each on its own. */
export function scoreQueued(scores: QueuedScore[], options?: CallOptions): Promise<QueuedScoresAnswer> {
  return api.post("/tasks/bulk-score", { scores }, options);
}

export function setChecklistItem(
  taskId: string,
  itemId: string,
  completed: boolean,
  options?: CallOptions,
): Promise<Task> {
  return api.put<Task>(
    `/tasks/${encodeURIComponent(taskId)}/checklist/${encodeURIComponent(itemId)}`,
    { completed },
    options,
  );
}

export function scoreChecklistItem(taskId: string, itemId: string, options?: CallOptions): Promise<Task> {
  return api.post<Task>(
    `/tasks/${encodeURIComponent(taskId)}/checklist/${encodeURIComponent(itemId)}/score`,
    undefined,
    options,
  );
}

/** Answers the column's new saved order. */
export function moveTask(id: string, position: number, options?: CallOptions): Promise<string[]> {
  return api.post<string[]>(`/tasks/${encodeURIComponent(id)}/move/to/${position}`, undefined, options);
}

export function clearCompletedTodos(): Promise<unknown> {
  return api.post("/tasks/clearCompletedTodos");
}

export type { ChecklistItem };

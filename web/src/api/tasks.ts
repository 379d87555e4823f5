/** Task calls of spec §7 Tasks. */
import type { ChecklistItem, Task, TaskType } from "../../../content/rules/types";
import type { TaskInput } from "../../../content/rules/taskEdit";
import { api } from "./client";

export type { Task, TaskType, TaskInput };

export type Direction = "up" | "down";

/** What a score answers: the new stats, the value change and what happened along the way. */
export interface ScoreAnswer {
  hp: number;
  mp: number;
  exp: number;
  gp: number;
  lvl: number;
  delta: number;
  _tmp: {
    crit?: number;
    streakBonus?: number;
    /** `text` is the item's name in the player's language. */
    drop?: { type: string; key: string; text?: string; emptied?: boolean };
    firstDrops?: { egg: string; hatchingPotion: string; eggText?: string; hatchingPotionText?: string };
    quest?: { progressDelta: number; collection: number };
    leveledUp?: { from: number; to: number };
    died?: boolean;
    streakAchievement?: boolean;
    approvalRequested?: boolean;
  };
  [stat: string]: unknown;
}

export function getUserTasks(): Promise<Task[]> {
  return api.get<Task[]>("/tasks/user");
}

export function getCompletedTodos(): Promise<Task[]> {
  return api.get<Task[]>("/tasks/user", { query: { type: "completedTodos" } });
}

export function createTasks(tasks: (TaskInput & { type: TaskType; text: string })[]): Promise<Task[]> {
  return api.post<Task[]>("/tasks/user", tasks);
}

export function updateTask(id: string, changes: TaskInput): Promise<Task> {
  return api.put<Task>(`/tasks/${encodeURIComponent(id)}`, changes);
}

export function deleteTask(id: string): Promise<unknown> {
  return api.delete(`/tasks/${encodeURIComponent(id)}`);
}

export function scoreTask(id: string, direction: Direction): Promise<ScoreAnswer> {
  return api.post<ScoreAnswer>(`/tasks/${encodeURIComponent(id)}/score/${direction}`);
}

export function scoreChecklistItem(taskId: string, itemId: string): Promise<Task> {
  return api.post<Task>(`/tasks/${encodeURIComponent(taskId)}/checklist/${encodeURIComponent(itemId)}/score`);
}

/** Answers the column's new saved order. */
export function moveTask(id: string, position: number): Promise<string[]> {
  return api.post<string[]>(`/tasks/${encodeURIComponent(id)}/move/to/${position}`);
}

export function clearCompletedTodos(): Promise<unknown> {
  return api.post("/tasks/clearCompletedTodos");
}

export type { ChecklistItem };

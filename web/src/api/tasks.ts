/** Task calls of spec §7 Tasks. */
import type { Task, TaskType } from "../../../content/rules/types";
import { api } from "./client";

export type { Task, TaskType };

export function getUserTasks(): Promise<Task[]> {
  return api.get<Task[]>("/tasks/user");
}

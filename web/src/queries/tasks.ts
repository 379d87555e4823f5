/**
 * Tasks: the player's own (GET /tasks/user), the completed to-dos, and a group plan's board
 * (its options are in groupPlans.ts, under the same "tasks" key, so invalidating every task
 * list reaches it too).
 */
import { queryOptions } from "@tanstack/react-query";
import { getCompletedTodos, getUserTasks } from "../api/tasks";
import { beforeServerRead } from "../offline";

export const taskKeys = {
  all: ["tasks"] as const,
  user: ["tasks", "user"] as const,
  completedTodos: ["tasks", "completedTodos"] as const,
  group: (groupId: string) => ["tasks", "group", groupId] as const,
};

export const userTasksQuery = () =>
  queryOptions({
    queryKey: taskKeys.user,
    queryFn: async () => {
      await beforeServerRead();
      return getUserTasks();
    },
  });

export const completedTodosQuery = () =>
  queryOptions({ queryKey: taskKeys.completedTodos, queryFn: getCompletedTodos });

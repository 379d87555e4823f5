/** Small edits of the cached user and task list, so every change shows at once. */
import type { QueryClient } from "@tanstack/react-query";
import type { Task, TaskType, User } from "../../../content/rules/types";
import { taskKeys, userTasksQuery } from "../queries/tasks";
import { userQuery } from "../queries/user";

export const ORDER_KEYS: Record<TaskType, keyof User["tasksOrder"]> = {
  habit: "habits",
  daily: "dailys",
  todo: "todos",
  reward: "rewards",
};

export function getUser(client: QueryClient): User | undefined {
  return client.getQueryData(userQuery().queryKey);
}

export function getTasks(client: QueryClient): Task[] | undefined {
  return client.getQueryData(userTasksQuery().queryKey);
}

export function setUser(client: QueryClient, change: (user: User) => User): void {
  client.setQueryData(userQuery().queryKey, (user) => (user ? change(user) : user));
}

export function setTasks(client: QueryClient, change: (tasks: Task[]) => Task[]): void {
  client.setQueryData(userTasksQuery().queryKey, (tasks) => (tasks ? change(tasks) : tasks));
}

export function replaceTask(client: QueryClient, task: Task): void {
  setTasks(client, (tasks) => tasks.map((entry) => (entry._id === task._id ? task : entry)));
  client.setQueryData<Task[]>(taskKeys.completedTodos, (tasks) =>
    tasks?.map((entry) => (entry._id === task._id ? task : entry)),
  );
}

export function setOrder(client: QueryClient, type: TaskType, order: string[]): void {
  setUser(client, (user) => ({ ...user, tasksOrder: { ...user.tasksOrder, [ORDER_KEYS[type]]: order } }));
}

export function refetchUserAndTasks(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: userQuery().queryKey });
  void client.invalidateQueries({ queryKey: taskKeys.all });
}

/** Adds boss damage scored today to the cached user's quest progress (dealt at the next rollover). */
export function addPendingQuestDamage(client: QueryClient, delta: number): void {
  setUser(client, (user) => {
    const quest = user.party?.quest;
    if (!quest?.key) return user;
    const progress = quest.progress ?? { up: 0, down: 0, collect: {}, collectedItems: 0 };
    return {
      ...user,
      party: { ...user.party, quest: { ...quest, progress: { ...progress, up: (progress.up ?? 0) + delta } } },
    };
  });
}

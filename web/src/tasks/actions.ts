/** Task changes other than scoring: each updates the cache at once and keeps the server's answer. */
import type { QueryClient } from "@tanstack/react-query";
import type { Task, TaskType } from "../../../content/rules/types";
import * as tasksApi from "../api/tasks";
import * as tagsApi from "../api/tags";
import type { TaskInput } from "../api/tasks";
import { newClientId, sendOrKeep } from "../offline";
import { ORDER_KEYS, getUser, refetchUserAndTasks, replaceTask, setOrder, setTasks, setUser } from "./cache";
import { reorderPosition } from "./state";
import { taskKeys } from "../queries/tasks";

/** Without a network these calls are kept for later (DESIGN "The client offline"), not refused. */
const KEEP = { keepOffline: true };

/** Adds tasks at the top of their column, as the server places them. Answers the created tasks. */
export async function addTasks(client: QueryClient, type: TaskType, texts: string[]): Promise<Task[]> {
  // Named here, so a task made offline keeps its id, and a create sent twice makes one task.
  const inputs = texts.map((text) => ({ type, text, _id: newClientId() }));
  const outcome = await sendOrKeep(
    () => tasksApi.createTasks(inputs, KEEP),
    (offline) => offline.keepNewTasks(client, inputs),
  );
  if ("kept" in outcome) return outcome.kept;
  const created = outcome.sent;
  setTasks(client, (tasks) => [...created, ...tasks]);
  setUser(client, (user) => {
    const key = ORDER_KEYS[type];
    const ids = created.map((task) => task._id);
    return {
      ...user,
      tasksOrder: {
        ...user.tasksOrder,
        [key]: [...[...ids].reverse(), ...user.tasksOrder[key].filter((id) => !ids.includes(id))],
      },
    };
  });
  return created;
}

export async function saveTask(client: QueryClient, id: string, changes: TaskInput): Promise<Task> {
  const outcome = await sendOrKeep(
    () => tasksApi.updateTask(id, changes, KEEP),
    (offline) => offline.keepEdit(client, id, changes),
  );
  if ("kept" in outcome) return outcome.kept;
  replaceTask(client, outcome.sent);
  return outcome.sent;
}

export async function removeTask(client: QueryClient, task: Task): Promise<void> {
  const outcome = await sendOrKeep(
    () => tasksApi.deleteTask(task._id, KEEP),
    (offline) => offline.keepDelete(client, task),
  );
  if ("kept" in outcome) return;
  setTasks(client, (tasks) => tasks.filter((entry) => entry._id !== task._id));
  client.setQueryData<Task[]>(taskKeys.completedTodos, (tasks) => tasks?.filter((entry) => entry._id !== task._id));
  setUser(client, (user) => {
    const key = ORDER_KEYS[task.type];
    return { ...user, tasksOrder: { ...user.tasksOrder, [key]: user.tasksOrder[key].filter((id) => id !== task._id) } };
  });
}

/** Moves `task` to where `targetId` is in its column; the saved order changes at once. */
export async function moveTaskTo(
  client: QueryClient,
  task: Task,
  targetId: string,
  fullOrder: string[],
): Promise<void> {
  if (task._id === targetId) return;
  const { position, order } = reorderPosition(fullOrder, task._id, targetId);
  setOrder(client, task.type, order);
  try {
    const outcome = await sendOrKeep(
      () => tasksApi.moveTask(task._id, position, KEEP),
      (offline) => offline.keepMove(task, position),
    );
    if ("sent" in outcome) setOrder(client, task.type, outcome.sent);
  } catch {
    refetchUserAndTasks(client);
  }
}

export async function toggleChecklistItem(client: QueryClient, task: Task, itemId: string): Promise<void> {
  const completed = !task.checklist?.find((item) => item.id === itemId)?.completed;
  replaceTask(client, {
    ...task,
    checklist: (task.checklist ?? []).map((item) => (item.id === itemId ? { ...item, completed } : item)),
  });
  try {
    // Kept for later as the state the item should have, so sending it twice changes nothing.
    const outcome = await sendOrKeep(
      () => tasksApi.scoreChecklistItem(task._id, itemId, KEEP),
      (offline) => offline.keepChecklist(task, itemId, completed),
    );
    if ("sent" in outcome) replaceTask(client, outcome.sent);
  } catch {
    refetchUserAndTasks(client);
  }
}

export async function addTag(client: QueryClient, name: string): Promise<tagsApi.Tag> {
  const tag = await tagsApi.createTag(name);
  setUser(client, (user) => ({ ...user, tags: [...user.tags.filter((entry) => entry.id !== tag.id), tag] }));
  return tag;
}

export function userIdOf(client: QueryClient): string {
  return getUser(client)?._id ?? "";
}

/** Collapses or opens a checklist at once; the server keeps the choice. */
export async function toggleChecklistCollapse(client: QueryClient, task: Task): Promise<void> {
  const shown = { ...task, collapseChecklist: !task.collapseChecklist };
  replaceTask(client, shown);
  try {
    const outcome = await sendOrKeep(
      () => tasksApi.updateTask(task._id, { collapseChecklist: shown.collapseChecklist }, KEEP),
      (offline) => offline.keepEdit(client, task._id, { collapseChecklist: shown.collapseChecklist }),
    );
    if ("sent" in outcome) replaceTask(client, outcome.sent);
  } catch {
    refetchUserAndTasks(client);
  }
}

/** Deletes every completed to-do (challenge ones stay, as the server decides). */
export async function clearCompleted(client: QueryClient): Promise<void> {
  await tasksApi.clearCompletedTodos();
  client.setQueryData<Task[]>(taskKeys.completedTodos, []);
  refetchUserAndTasks(client);
}

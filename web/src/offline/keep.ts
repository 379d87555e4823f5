/**
 * Task actions kept for later (DESIGN "The client offline"): each is shown at once with the
 * same rules the server runs, then put in the queue, which sends it when the connection allows.
 * Scores arrive here already shown (the tasks screen guesses every score); the rest is applied
 * to the cached user and tasks here.
 */
import type { QueryClient } from "@tanstack/react-query";
import { GameError } from "../../../content/rules/errors";
import { applyTaskInput, createTask, ORDER_KEY, type TaskInput } from "../../../content/rules/taskEdit";
import type { Task, TaskType, User } from "../../../content/rules/types";
import type { Direction } from "../api/tasks";
import { notify } from "../notifications/store";
import offlineText from "../i18n/namespaces/offlineReport";
import { textOf, translate } from "../i18n";
import { taskKeys } from "../queries/tasks";
import { userKeys } from "../queries/user";
import { keep } from "./sync";

// The cached user and tasks, edited as the tasks screen edits them (its helpers stay in its own code).
const USER = userKeys.all;
const TASKS = taskKeys.user;
const COMPLETED = taskKeys.completedTodos;
const getUser = (client: QueryClient) => client.getQueryData<User>(USER);
const setUser = (client: QueryClient, change: (user: User) => User) =>
  client.setQueryData<User>(USER, (user) => (user ? change(user) : user));
const setTasks = (client: QueryClient, change: (tasks: Task[]) => Task[]) =>
  client.setQueryData<Task[]>(TASKS, (tasks) => (tasks ? change(tasks) : tasks));
function replaceTask(client: QueryClient, task: Task): void {
  setTasks(client, (tasks) => tasks.map((entry) => (entry._id === task._id ? task : entry)));
  client.setQueryData<Task[]>(COMPLETED, (tasks) => tasks?.map((entry) => (entry._id === task._id ? task : entry)));
}

const now = () => new Date().toISOString();
const newId = () => crypto.randomUUID();

export async function keepScore(task: Task, direction: Direction, actionId: string): Promise<void> {
  await keep({
    kind: "score",
    taskId: task._id,
    taskType: task.type,
    direction,
    actionId,
    at: now(),
    label: task.text,
  });
}

/** New tasks at the top of their column, under the ids they will keep on the server. */
export async function keepNewTasks(
  client: QueryClient,
  inputs: (TaskInput & { _id: string; type: TaskType; text: string })[],
): Promise<Task[]> {
  const user = getUser(client);
  if (!user) return [];
  const working = structuredClone(user);
  const created = inputs.map((input) => createTask(working, input, { now: new Date(), newId, id: input._id }));
  setTasks(client, (tasks) => [...created, ...tasks]);
  setUser(client, (current) => ({ ...current, tasksOrder: working.tasksOrder }));
  for (const input of inputs) await keep({ kind: "create", taskId: input._id, input, at: now(), label: input.text });
  return created;
}

export async function keepEdit(client: QueryClient, taskId: string, changes: TaskInput): Promise<Task> {
  const user = getUser(client);
  const task = [...(client.getQueryData<Task[]>(TASKS) ?? []), ...(client.getQueryData<Task[]>(COMPLETED) ?? [])].find(
    (entry) => entry._id === taskId,
  );
  if (!user || !task) throw new Error(translate(offlineText, "taskNotHere"));
  const edited = applyTaskInput(structuredClone(task), changes, user, newId);
  replaceTask(client, edited);
  // New checklist items were given ids here: they keep them, so later actions can name them.
  const sent = changes.checklist ? { ...changes, checklist: edited.checklist } : changes;
  await keep({ kind: "edit", taskId, changes: sent, at: now(), label: edited.text });
  return edited;
}

export async function keepDelete(client: QueryClient, task: Task): Promise<void> {
  setTasks(client, (tasks) => tasks.filter((entry) => entry._id !== task._id));
  client.setQueryData<Task[]>(COMPLETED, (tasks) => tasks?.filter((entry) => entry._id !== task._id));
  setUser(client, (user) => {
    const key = ORDER_KEY[task.type];
    return { ...user, tasksOrder: { ...user.tasksOrder, [key]: user.tasksOrder[key].filter((id) => id !== task._id) } };
  });
  await keep({ kind: "delete", taskId: task._id, at: now(), label: task.text });
}

/** The order is already shown; the move waits to be sent. */
export async function keepMove(task: Task, position: number): Promise<void> {
  await keep({ kind: "move", taskId: task._id, position, at: now(), label: task.text });
}

/** The item is already shown checked or not; the state it should have waits to be sent. */
export async function keepChecklist(task: Task, itemId: string, completed: boolean): Promise<void> {
  await keep({ kind: "checklist", taskId: task._id, itemId, completed, at: now(), label: task.text });
}

/**
 * A score the rules refused while offline (not enough gold, a stale task): said at once, in the
 * player's language, nothing kept. The game's messages load with the refusal (the app keeps
 * every chunk, so they are on the device).
 */
export async function explainRefusal(error: unknown): Promise<void> {
  const text =
    error instanceof GameError
      ? textOf((await import("../i18n/namespaces/gameMessages")).default, error.messageKey, error.vars)
      : translate(offlineText, "notPossibleOffline");
  notify({ type: "error", text });
}

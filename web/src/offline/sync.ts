/**
 * The queue of actions made offline (DESIGN "The client offline"): kept in IndexedDB in the
 * order they were made, sent in that order when the connection returns (or the app opens
 * again), scores in runs through POST /tasks/bulk-score with their original times and ids. The
 * server's answers replace what was shown, and whatever it refused is explained in one
 * notification. While offline, a day boundary rolls the shown day over as the server will.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { Task, User } from "../../../content/rules/types";
import { api, isApiError } from "../api/client";
import * as tasksApi from "../api/tasks";
import { notify } from "../notifications/store";
import { readAuth } from "../settings";
import { isOfflineError } from "../api/errors";
import { announceQueuedScoreResults } from "./index";
import { emptyReport, explanation, newDayNotice, nextBatch, type SendReport } from "./report";
import {
  appendAction,
  forgetEverything,
  listActions,
  removeActions,
  saveSnapshots,
  type OfflineAction,
  type StoredAction,
} from "./store";
import { isOnline, setPendingActions, setSending, setServerReachable } from "./status";
import { queryClient } from "../queries/client";
import { taskKeys } from "../queries/tasks";
import { userKeys } from "../queries/user";

/** After a send that could not finish (no network, server trouble), wait this long before the next try. */
const RETRY_MS = 15_000;
/** While the browser has a network but the server gives no answer, ask it this often. */
const PROBE_MS = 15_000;
/** While offline, look this often whether the player's day has ended. */
const DAY_CHECK_MS = 60_000;

const userId = () => readAuth()?.apiId;

let sending: Promise<void> | undefined;
let retryAfter = 0;
let offlineTimers: ReturnType<typeof setInterval>[] = [];

async function publishPending(id: string | undefined): Promise<StoredAction[]> {
  const waiting = id ? await listActions(id) : [];
  setPendingActions(
    id,
    waiting.map((action) => action.taskId),
  );
  return waiting;
}

/** The snapshot key of a query worth keeping for offline use: the user, the tasks, the party. */
export function snapshotKeyOf(queryKey: readonly unknown[], partyId: string | undefined): string | undefined {
  const [first, second, third] = queryKey;
  if (first === "user" && queryKey.length === 1) return "user";
  if (first === "tasks" && second === "user" && queryKey.length === 2) return "tasks";
  if (
    first === "group" &&
    partyId &&
    second === partyId &&
    queryKey.length <= 3 &&
    (third === undefined || third === "members" || third === "chat")
  )
    return `group:${partyId}:${third ?? "group"}`;
  return undefined;
}

/**
 * Keeps what the screens last showed of the user, the tasks and the party, shortly after each
 * change (optimistic ones included: a reload offline shows the screen as it was left).
 */
function keepSnapshots(client: QueryClient): void {
  const changed = new Map<string, unknown>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const id = userId();
    const entries = [...changed];
    changed.clear();
    if (id && entries.length) void saveSnapshots(id, entries).catch(() => undefined);
  };
  const note = (queryKey: readonly unknown[], data: unknown) => {
    const key = snapshotKeyOf(queryKey, client.getQueryData<User>(userKeys.all)?.party?._id);
    if (!key || data === undefined) return;
    changed.set(key, data);
    if (timer === undefined) timer = setTimeout(save, 800);
  };
  // What loaded before this started is kept too.
  for (const query of client.getQueryCache().getAll()) note(query.queryKey, query.state.data);
  client.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "success") note(event.query.queryKey, event.query.state.data);
  });
}

let started = false;

/** From the first screen's load on: keep snapshots, show what waits, send it or watch offline. */
export async function start(client: QueryClient): Promise<void> {
  if (started) return;
  started = true;
  keepSnapshots(client);
  if (userId()) await resume();
}

/** Keeps an action for later; online (earlier actions still waiting) it is sent behind them at once. */
export async function keep(action: OfflineAction): Promise<void> {
  const id = userId();
  if (!id) return;
  await appendAction(id, action);
  await publishPending(id);
  if (isOnline()) void sendWaiting();
  else watchWhileOffline();
}

/** The app opened: show what still waits, then send it, or watch for the connection and the day. */
export async function resume(): Promise<void> {
  await publishPending(userId());
  await onConnection();
}

export async function onConnection(): Promise<void> {
  if (isOnline()) {
    stopWatching();
    retryAfter = 0;
    await sendWaiting();
  } else {
    watchWhileOffline();
  }
}

/** Logging out: the device forgets this account's snapshots and waiting actions. */
export async function forget(): Promise<void> {
  stopWatching();
  retryAfter = 0;
  // Online, what still waits goes to the server first (for a few seconds at most).
  await Promise.race([sendWaiting(), new Promise((resolve) => setTimeout(resolve, 5000))]);
  // Another tab may hold the store open for a moment; logging out never waits on it for long.
  await Promise.race([forgetEverything().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3000))]);
  setPendingActions(undefined, []);
}

/** Sends everything waiting, once at a time across tabs; a send already under way is shared. */
export function sendWaiting(): Promise<void> {
  if (sending) return sending;
  if (!isOnline() || Date.now() < retryAfter || !userId()) return Promise.resolve();
  const run = (): Promise<void> =>
    sendAll().catch((error) => console.error("could not send the actions kept offline", error));
  const locked = (navigator.locks ? navigator.locks.request("habitforge-offline-queue", run) : run()) as Promise<void>;
  const current = locked.finally(() => {
    sending = undefined;
  });
  sending = current;
  return current;
}

async function sendAll(): Promise<void> {
  const id = userId();
  if (!id) return;
  const report = emptyReport();
  setSending(true);
  try {
    for (;;) {
      const waiting = await publishPending(id);
      if (waiting.length === 0 || !isOnline() || userId() !== id) break;
      const batch = nextBatch(waiting);
      if (!(await send(batch, report))) {
        retryAfter = Date.now() + RETRY_MS;
        // Server trouble while online: nothing else would wake the queue up, so it tries again by itself.
        setTimeout(() => void sendWaiting(), RETRY_MS + 100);
        break;
      }
      await removeActions(batch.map((action) => action.seq));
    }
  } finally {
    setSending(false);
    await publishPending(userId()).catch(() => undefined);
  }
  const notice = explanation(report);
  if (!notice) return;
  // What the server now holds replaces what was shown.
  void queryClient.invalidateQueries({ queryKey: userKeys.all });
  void queryClient.invalidateQueries({ queryKey: taskKeys.all });
  announceQueuedScoreResults(report.results, queryClient.getQueryData<User>(userKeys.all));
  notify(notice);
}

/** Sends one batch; false when it must wait for a later try (no answer, server trouble). */
async function send(batch: StoredAction[], report: SendReport): Promise<boolean> {
  const quiet = { quiet: true };
  const [first] = batch;
  try {
    if (first.kind === "score") {
      const scores = batch.flatMap((action) =>
        action.kind === "score"
          ? [{ id: action.taskId, direction: action.direction, scoredAt: action.at, actionId: action.actionId }]
          : [],
      );
      const answer = await tasksApi.scoreQueued(scores, quiet);
      for (const [index, entry] of answer.scores.entries()) {
        const action = batch[index];
        if (entry.status === "refused") {
          report.refused.push({ action, message: entry.message });
          continue;
        }
        report.saved += 1;
        if (entry.status === "scored") {
          report.results.push(entry._tmp);
          if (entry.lateDay) report.lateScores.push(action);
        }
      }
      return true;
    }
    if (first.kind === "create") await tasksApi.createTasks([first.input], quiet);
    else if (first.kind === "edit") await tasksApi.updateTask(first.taskId, first.changes, quiet);
    else if (first.kind === "delete") await tasksApi.deleteTask(first.taskId, quiet);
    else if (first.kind === "move") await tasksApi.moveTask(first.taskId, first.position, quiet);
    else if (first.kind === "checklist")
      await tasksApi.setChecklistItem(first.taskId, first.itemId, first.completed, quiet);
    report.saved += 1;
    return true;
  } catch (error) {
    if (isOfflineError(error)) return false;
    if (!isApiError(error)) {
      // Not an answer from the server: the actions stay and are tried again later.
      console.error("could not send an action kept offline", error);
      return false;
    }
    // Server trouble, too many requests or credentials gone: the actions wait for a later try.
    if (error.status >= 500 || error.status === 429 || error.name === "invalid_credentials") return false;
    // Deleting a task that is already gone has done what the player wanted.
    if (first.kind === "delete" && error.status === 404) report.saved += 1;
    else for (const action of batch) report.refused.push({ action, message: error.messages.join(" ") });
    return true;
  }
}

function stopWatching(): void {
  for (const timer of offlineTimers) clearInterval(timer);
  offlineTimers = [];
}

/** While offline: the day may end (rolled over here as the server will), and the server may come back. */
function watchWhileOffline(): void {
  if (offlineTimers.length) return;
  void rollOverIfDayEnded();
  offlineTimers.push(setInterval(() => void rollOverIfDayEnded(), DAY_CHECK_MS));
  // The browser reports no change when only the server was out of reach: ask it now and then.
  offlineTimers.push(
    setInterval(() => {
      if (!navigator.onLine) return;
      api.get("/status", { quiet: true }).then(
        () => setServerReachable(true),
        () => undefined,
      );
    }, PROBE_MS),
  );
}

/** The player's day ended while offline: the shown user and tasks roll over as the server will roll them. */
async function rollOverIfDayEnded(): Promise<void> {
  const id = userId();
  const user = queryClient.getQueryData<User>(userKeys.all);
  const tasks = queryClient.getQueryData<Task[]>(taskKeys.user);
  if (isOnline() || !id || !user || !tasks) return;
  const { rollOverOffline } = await import("./rollover");
  const rolled = rollOverOffline(user, tasks, await listActions(id), new Date());
  if (!rolled) return;
  queryClient.setQueryData<User>(userKeys.all, rolled.user);
  queryClient.setQueryData<Task[]>(taskKeys.user, rolled.tasks);
  notify(newDayNotice(rolled.hpChange, rolled.lateDailies));
}

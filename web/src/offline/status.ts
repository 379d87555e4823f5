/**
 * What the player is told about the connection (DESIGN "The client offline"): whether the
 * server can be reached, how many actions wait to be sent, and which tasks they touch. Plain
 * state with listeners, read by React through useSyncExternalStore; it stays small because the
 * first screen carries it (the store and the queue themselves load on demand).
 */
import { useSyncExternalStore } from "react";

export interface OfflineStatus {
  /** The browser has a network and the last call reached the server. */
  online: boolean;
  /** Actions kept on this device, waiting to be sent. */
  pending: number;
  /** The waiting actions are being sent now. */
  sending: boolean;
}

const HINT_KEY = "habitforge-offline-queue";

let browserOnline = typeof navigator === "undefined" || navigator.onLine !== false;
let unreachable = false;
let status: OfflineStatus = { online: browserOnline, pending: 0, sending: false };
let pendingTasks: ReadonlyMap<string, number> = new Map();
const listeners = new Set<() => void>();

function publish(change: Partial<OfflineStatus>, force = false): void {
  const next = { ...status, ...change, online: browserOnline && !unreachable };
  if (!force && next.online === status.online && next.pending === status.pending && next.sending === status.sending)
    return;
  status = next;
  for (const listener of listeners) listener();
}

export function subscribeOfflineStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getOfflineStatus = (): OfflineStatus => status;
export const isOnline = (): boolean => status.online;

/** The browser's own online and offline events. */
export function setBrowserOnline(online: boolean): void {
  browserOnline = online;
  // The browser says the network is back: the server is worth trying again.
  if (online) unreachable = false;
  publish({});
}

/** A call failed without any answer (no network, server out of reach), or an answer came. */
export function setServerReachable(reachable: boolean): void {
  if (unreachable === !reachable) return;
  unreachable = !reachable;
  publish({});
}

export function setSending(sending: boolean): void {
  publish({ sending });
}

/**
 * The waiting actions, as the ids of the tasks they touch (a task may carry several). The count
 * is also kept in local storage, so the next page load knows before the store is read that
 * its first reads must wait for those actions to be sent.
 */
export function setPendingActions(userId: string | undefined, taskIds: readonly string[]): void {
  const counts = new Map<string, number>();
  for (const id of taskIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  pendingTasks = counts;
  try {
    if (taskIds.length && userId) localStorage.setItem(HINT_KEY, JSON.stringify({ userId, count: taskIds.length }));
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage can be off; the store is read on every load anyway.
  }
  publish({ pending: taskIds.length }, true);
}

/** How many actions the last page left waiting for this user, by the local-storage hint. */
export function pendingHint(userId: string | undefined): number {
  if (!userId) return 0;
  try {
    const hint = JSON.parse(localStorage.getItem(HINT_KEY) ?? "null") as { userId?: string; count?: number } | null;
    return hint?.userId === userId && typeof hint.count === "number" ? hint.count : 0;
  } catch {
    return 0;
  }
}

export const isTaskPending = (taskId: string): boolean => pendingTasks.has(taskId);

export function useOfflineStatus(): OfflineStatus {
  return useSyncExternalStore(subscribeOfflineStatus, getOfflineStatus, getOfflineStatus);
}

/** Whether an action on this task still waits to be sent (the row shows a mark). */
export function useTaskPending(taskId: string): boolean {
  return useSyncExternalStore(
    subscribeOfflineStatus,
    () => pendingTasks.has(taskId),
    () => false,
  );
}

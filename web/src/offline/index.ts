/**
 * The client offline (DESIGN "The client offline"), the part the first screen carries: the
 * connection events, the choice between sending an action now and keeping it for later, and
 * the service worker's registration once the page has loaded. The IndexedDB store, the queue
 * and the worker's registration code load on demand. What a call that finds no network
 * answers (the last known data of a read) is the fetch layer's: `noAnswer` in api/errors.ts.
 */
import { onlineManager, type QueryClient } from "@tanstack/react-query";
import { isOfflineError } from "../api/errors";
import { readAuth } from "../settings";
import { afterReadsWhenIdle } from "../whenIdle";
import { getOfflineStatus, isOnline, pendingHint, setBrowserOnline, subscribeOfflineStatus } from "./status";

/**
 * What the server decided for scores sent from the queue (drops, level ups) is announced by the
 * tasks screen's scoring, which registers here: the queue's code then needs none of it.
 */
type ScoreResults = (results: unknown[], user: unknown) => void;
let announceScoreResults: ScoreResults | undefined;
export function onQueuedScoreResults(announce: ScoreResults): void {
  announceScoreResults = announce;
}
export function announceQueuedScoreResults(results: unknown[], user: unknown): void {
  if (results.length && user) announceScoreResults?.(results, user);
}

export const loadSync = () => import("./sync");
type OfflineTasks = typeof import("./keep");

const userId = () => readAuth()?.apiId;
/** How long a read waits for the actions sent before it. */
const SEND_BEFORE_READ_MS = 8000;

/**
 * Whether a task action is kept on the device instead of sent now: there is no connection, or
 * earlier actions still wait to be sent (the server must see them in the order they were made).
 */
export function shouldKeepForLater(): boolean {
  return !isOnline() || getOfflineStatus().pending > 0 || pendingHint(userId()) > 0;
}

/** An id the client gives a new task or an action (crypto.randomUUID needs a secure page; this does not). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Sends a task action now, or keeps it for later: when there is no connection, when earlier
 * actions still wait, or when the call finds no network. A refusal by the server is passed on.
 */
export async function sendOrKeep<T, K>(
  send: () => Promise<T>,
  keepIt: (offline: OfflineTasks) => Promise<K>,
): Promise<{ sent: T } | { kept: K }> {
  if (!shouldKeepForLater()) {
    try {
      return { sent: await send() };
    } catch (error) {
      if (!isOfflineError(error)) throw error;
    }
  }
  return { kept: await keepIt(await import("./keep")) };
}

/**
 * Before the user or the tasks are read from the server: actions the last visit left waiting go
 * first, so the answer already includes them (otherwise their effect would vanish until sent).
 */
export async function beforeServerRead(): Promise<void> {
  if (!isOnline() || (getOfflineStatus().pending === 0 && pendingHint(userId()) === 0)) return;
  const sent = loadSync()
    .then((sync) => sync.sendWaiting())
    .catch(() => undefined);
  // A send held up elsewhere (another tab on a failing network) never keeps the screen from loading.
  await Promise.race([sent, new Promise((resolve) => setTimeout(resolve, SEND_BEFORE_READ_MS))]);
}

/** Logging out: the snapshots and any waiting actions leave the device with the account. */
export async function forgetOfflineData(): Promise<void> {
  await (await loadSync()).forget().catch(() => undefined);
}

export function startOffline(client: QueryClient): void {
  window.addEventListener("online", () => setBrowserOnline(true));
  window.addEventListener("offline", () => setBrowserOnline(false));
  // The query cache follows the same connection state (the browser's, and whether the server answers):
  // reads wait or run again as it changes.
  onlineManager.setEventListener((setOnline) => {
    setOnline(isOnline());
    return subscribeOfflineStatus(() => setOnline(isOnline()));
  });
  let wasOnline = isOnline();
  subscribeOfflineStatus(() => {
    if (isOnline() === wasOnline) return;
    wasOnline = isOnline();
    void loadSync().then((sync) => sync.onConnection());
  });
  // Snapshots, waiting actions and their marks: at once when offline or when the last visit left
  // actions waiting, otherwise once the page has loaded and the first screen's reads have answered
  // and been drawn, off the first screen's path.
  const start = () => void loadSync().then((sync) => sync.start(client));
  const waiting = !isOnline() || pendingHint(userId()) > 0;
  if (waiting) start();
  const afterLoad = () =>
    afterReadsWhenIdle(() => {
      if (!waiting) start();
      // The service worker never competes with the first screen either.
      if (import.meta.env.PROD && "serviceWorker" in navigator)
        void import("./register").then((module) => module.registerServiceWorker());
    });
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}

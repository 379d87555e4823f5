/// <reference lib="webworker" />
/**
 * Reminders in the service worker: a push message from the server (worker/lib/reminders.ts,
 * already worded in the player's language) is shown as a notification with the task's title;
 * its "Done" scores the task with the message's own token (no credentials live here), and a
 * click elsewhere opens the task in the app. When the browser replaces this device's
 * subscription, the worker makes the new one and the app registers it (renewDevicePush).
 */
import { PUSH_RENEWED_MESSAGE } from "./renewal";

interface ReminderPush {
  type: "reminder";
  taskId: string;
  title: string;
  body: string;
  at?: number;
  url?: string;
  actions?: { action: string; title: string }[];
  token: string;
}

function readPush(data: PushMessageData | null): ReminderPush | undefined {
  try {
    const value = data?.json() as Partial<ReminderPush> | undefined;
    if (value?.type !== "reminder" || typeof value.taskId !== "string" || typeof value.title !== "string") return;
    return value as ReminderPush;
  } catch {
    return undefined;
  }
}

async function openTask(scope: ServiceWorkerGlobalScope, taskId: string) {
  const url = new URL(`/?task=${encodeURIComponent(taskId)}`, scope.location.origin).href;
  const open = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
  const existing = open.find((client) => new URL(client.url).origin === scope.location.origin);
  if (existing) {
    await existing.focus();
    await existing.navigate(url).catch(() => undefined);
    return;
  }
  await scope.clients.openWindow(url);
}

/** What a `pushsubscriptionchange` event may carry (not every browser hands over both). */
export interface SubscriptionChange {
  oldSubscription?: PushSubscription | null;
  newSubscription?: PushSubscription | null;
}

/**
 * The browser replaced or dropped this device's subscription: the new one is the browser's, or
 * is made again with the old one's server key, and every open window of the app is told, so
 * that it registers it with the player's credentials (which never live in the worker); an app
 * opened later registers it at its start. Answers the new subscription, if there is one.
 */
export async function renewSubscription(
  scope: Pick<ServiceWorkerGlobalScope, "registration" | "clients">,
  change: SubscriptionChange,
): Promise<PushSubscription | null> {
  let fresh = change.newSubscription ?? null;
  const serverKey = change.oldSubscription?.options?.applicationServerKey;
  if (!fresh && serverKey)
    fresh = await scope.registration.pushManager
      .subscribe({ userVisibleOnly: true, applicationServerKey: serverKey })
      .catch(() => null);
  fresh ??= await scope.registration.pushManager.getSubscription();
  if (!fresh) return null;
  const windows = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: PUSH_RENEWED_MESSAGE });
  return fresh;
}

export function listenForReminders(scope: ServiceWorkerGlobalScope) {
  scope.addEventListener("pushsubscriptionchange", (event) => {
    event.waitUntil(renewSubscription(scope, event as unknown as SubscriptionChange));
  });

  scope.addEventListener("push", (event) => {
    const reminder = readPush(event.data);
    if (!reminder) return;
    event.waitUntil(
      scope.registration.showNotification(reminder.title, {
        body: reminder.body,
        tag: `reminder-${reminder.taskId}`,
        icon: "/icons/icon-192.png",
        badge: "/icons/maskable-192.png",
        timestamp: reminder.at,
        data: { taskId: reminder.taskId, token: reminder.token },
        actions: (reminder.actions ?? []).slice(0, 2),
      } as NotificationOptions),
    );
  });

  scope.addEventListener("notificationclick", (event) => {
    const data = event.notification.data as { taskId?: string; token?: string } | null;
    if (!data?.taskId) return;
    const taskId = data.taskId;
    event.notification.close();
    if (event.action === "done" && data.token) {
      event.waitUntil(
        fetch(`/api/v4/tasks/${encodeURIComponent(taskId)}/score/up`, {
          method: "POST",
          headers: { "x-reminder-token": data.token, "x-client": "habitforge-web" },
        }).then(
          (response) => (response.ok ? undefined : openTask(scope, taskId)),
          () => openTask(scope, taskId),
        ),
      );
      return;
    }
    event.waitUntil(openTask(scope, taskId));
  });
}

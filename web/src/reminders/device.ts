/**
 * This device's Web Push subscription for reminders: asked of the browser through the service
 * worker's PushManager with the server's VAPID key, and handed to `/user/push-devices` as a
 * "web" device named by an id this browser keeps.
 */
import { api } from "../api/client";

const DEVICE_KEY = "habit-push-device";

export interface PushDevicesAnswer {
  vapidPublicKey: string;
  pushDevices: { regId: string; type: string }[];
}

export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window
  );
}

/** The id this browser is known by among the player's devices, made on first use. */
export function deviceId(): string {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(DEVICE_KEY, id);
    }
    return id;
  } catch {
    return "web-device";
  }
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const padded = text
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(text.length / 4) * 4, "=");
  return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
}

export class NotificationsDenied extends Error {}

/** Asks for permission, subscribes this browser and registers it; the answer is the player's devices. */
export async function enableDevicePush(vapidPublicKey: string): Promise<PushDevicesAnswer["pushDevices"]> {
  if ((await Notification.requestPermission()) !== "granted") throw new NotificationsDenied();
  const registration = await navigator.serviceWorker.ready;
  const key = fromBase64url(vapidPublicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made for another server key cannot carry this server's messages.
  const ownKey = subscription?.options.applicationServerKey;
  if (subscription && ownKey && !sameBytes(new Uint8Array(ownKey), key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  return api.post("/user/push-devices", { regId: deviceId(), type: "web", endpoint: json.endpoint, keys: json.keys });
}

/** Unsubscribes this browser and forgets it on the server. */
export async function disableDevicePush(): Promise<PushDevicesAnswer["pushDevices"]> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe().catch(() => undefined);
  return api.delete(`/user/push-devices/${encodeURIComponent(deviceId())}`);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

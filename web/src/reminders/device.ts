/**
 * This device's Web Push subscription for reminders: asked of the browser through the service
 * worker's PushManager with the server's VAPID key, and handed to `/user/push-devices` as a
 * "web" device named by an id this browser keeps.
 */
import { api } from "../api/client";
import { readAuth } from "../settings";
import { renewalNeeded, type RegisteredPush } from "./renewal";

const DEVICE_KEY = "habit-push-device";
const REGISTERED_KEY = "habit-push-registered";

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
  return register(subscription);
}

async function register(subscription: PushSubscription): Promise<PushDevicesAnswer["pushDevices"]> {
  const json = subscription.toJSON();
  const devices = await api.post<PushDevicesAnswer["pushDevices"]>("/user/push-devices", {
    regId: deviceId(),
    type: "web",
    endpoint: json.endpoint,
    keys: json.keys,
  });
  const userId = readAuth()?.apiId;
  if (json.endpoint && userId) remember({ endpoint: json.endpoint, userId });
  return devices;
}

function registered(): RegisteredPush | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(REGISTERED_KEY) ?? "null") as Partial<RegisteredPush> | null;
    return typeof value?.endpoint === "string" && typeof value.userId === "string"
      ? { endpoint: value.endpoint, userId: value.userId }
      : undefined;
  } catch {
    return undefined;
  }
}

function remember(value: RegisteredPush | undefined) {
  try {
    if (value) localStorage.setItem(REGISTERED_KEY, JSON.stringify(value));
    else localStorage.removeItem(REGISTERED_KEY);
  } catch {
    // Storage refused: the next start asks again.
  }
}

/**
 * Registers this device's subscription again when the browser replaced it (the service
 * worker's `pushsubscriptionchange` says so, or the app finds it at its start). Answers whether
 * it did.
 */
export async function renewDevicePush(): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== "granted") return false;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription || !renewalNeeded(registered(), subscription.endpoint, readAuth()?.apiId)) return false;
  await register(subscription);
  return true;
}

/** Unsubscribes this browser and forgets it on the server. */
export async function disableDevicePush(): Promise<PushDevicesAnswer["pushDevices"]> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe().catch(() => undefined);
  remember(undefined);
  return api.delete(`/user/push-devices/${encodeURIComponent(deviceId())}`);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

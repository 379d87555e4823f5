/**
 * The notification queue of spec §4/§9: notifications wait in a queue, at most four are
 * visible, each leaves after 2500 ms or when clicked (errors and persistent ones only when
 * clicked), a freed slot is refilled after 60 ms and each fill step pauses 240 ms. Plain
 * TypeScript with timers, so it is tested with fake timers; React reads it through
 * `useSyncExternalStore`.
 */
import {
  NOTIFICATION_FILL_STEP_MS,
  NOTIFICATION_MAX_VISIBLE,
  NOTIFICATION_REFILL_MS,
  NOTIFICATION_REMOVE_MS,
} from "../../../content/data/constants";

export const NOTIFICATION_TYPES = [
  "hp",
  "gp",
  "xp",
  "mp",
  "streak",
  "damage",
  "drop",
  "info",
  "success",
  "crit",
  "lvl",
  "error",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface ClientNotification {
  uuid: string;
  type: NotificationType;
  /** The figure or the message itself. */
  text: string;
  /** '-' means negative; anything else positive. */
  sign?: string;
  /** Replaces the default message of the type. */
  flavorMessage?: string;
  /** Sprite name of a drop. */
  icon?: string;
  /** A drop that emptied the Enchanted Armoire. */
  emptied?: boolean;
  /** Stays until clicked even if it is not an error (a 502). */
  persistent?: boolean;
  title?: string;
  onClick?: () => void;
}

export type NotificationInput = Omit<ClientNotification, "uuid"> & { uuid?: string };

export interface NotificationState {
  visible: readonly ClientNotification[];
  queued: readonly ClientNotification[];
}

let counter = 0;
function newUuid(): string {
  counter += 1;
  const random =
    typeof crypto !== "undefined" && "randomUUID" in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `${random}-${counter}`;
}

export function staysUntilClicked(notification: Pick<ClientNotification, "type" | "persistent">): boolean {
  return notification.type === "error" || notification.persistent === true;
}

export class NotificationStore {
  private state: NotificationState = { visible: [], queued: [] };
  private readonly listeners = new Set<() => void>();
  private readonly removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private fillTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly openedListeners = new Set<(notification: ClientNotification) => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): NotificationState => this.state;

  /** Called when a notification becomes visible (the empty-armoire dialog listens). */
  onShown(listener: (notification: ClientNotification) => void): () => void {
    this.openedListeners.add(listener);
    return () => this.openedListeners.delete(listener);
  }

  /** Queues a notification; one whose uuid is already visible or waiting is ignored (spec §5). Answers its uuid. */
  add(input: NotificationInput): string | undefined {
    const uuid = input.uuid ?? newUuid();
    if (
      this.state.visible.some((entry) => entry.uuid === uuid) ||
      this.state.queued.some((entry) => entry.uuid === uuid)
    )
      return undefined;
    this.set({ ...this.state, queued: [...this.state.queued, { ...input, uuid }] });
    if (this.fillTimer === undefined) this.fillStep();
    return uuid;
  }

  /** Removes a notification from view and from the store; the freed slot refills after 60 ms. */
  remove(uuid: string): void {
    const timer = this.removalTimers.get(uuid);
    if (timer !== undefined) clearTimeout(timer);
    this.removalTimers.delete(uuid);
    const wasVisible = this.state.visible.some((entry) => entry.uuid === uuid);
    this.set({
      visible: this.state.visible.filter((entry) => entry.uuid !== uuid),
      queued: this.state.queued.filter((entry) => entry.uuid !== uuid),
    });
    if (wasVisible && this.fillTimer === undefined && this.state.queued.length > 0) {
      this.fillTimer = setTimeout(() => {
        this.fillTimer = undefined;
        this.fillStep();
      }, NOTIFICATION_REFILL_MS);
    }
  }

  /** Empties everything (logout). */
  clear(): void {
    for (const timer of this.removalTimers.values()) clearTimeout(timer);
    this.removalTimers.clear();
    if (this.fillTimer !== undefined) clearTimeout(this.fillTimer);
    this.fillTimer = undefined;
    this.set({ visible: [], queued: [] });
  }

  /** Shows the next waiting notification if a slot is free, then pauses before the next step. */
  private fillStep(): void {
    const [next, ...rest] = this.state.queued;
    if (!next || this.state.visible.length >= NOTIFICATION_MAX_VISIBLE) return;
    this.set({ visible: [...this.state.visible, next], queued: rest });
    if (!staysUntilClicked(next)) {
      this.removalTimers.set(
        next.uuid,
        setTimeout(() => this.remove(next.uuid), NOTIFICATION_REMOVE_MS),
      );
    }
    for (const listener of this.openedListeners) listener(next);
    // Each step pauses before the next one, so a burst arrives one by one.
    this.fillTimer = setTimeout(() => {
      this.fillTimer = undefined;
      this.fillStep();
    }, NOTIFICATION_FILL_STEP_MS);
  }

  private set(state: NotificationState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

/** The application's one notification area. */
export const notifications = new NotificationStore();

export function notify(input: NotificationInput): string | undefined {
  return notifications.add(input);
}

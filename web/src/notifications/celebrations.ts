/**
 * The moments that get a dialog of their own (a pet hatched, a mount raised, a level gained, a
 * class chosen, a quest won, the Armoire opened, a rare find, the first steps done): a queue
 * shown one at a time by the celebration host, after any choice the player must make first.
 */
import { useSyncExternalStore } from "react";
import type { ArtKind } from "../art/artFor";

export type CelebrationKind =
  | "hatch"
  | "mount"
  | "levelUp"
  | "class"
  | "quest"
  | "armoire"
  | "drop"
  | "onboarding"
  | "challenge";

export interface Celebration {
  id: string;
  kind: CelebrationKind;
  title: string;
  text: string;
  /** The picture: an item, or the hero itself. */
  art?: { kind: ArtKind; key: string } | { hero: true };
  /** Level ups: from which level to which (several merge into one). */
  levels?: { from: number; to: number };
  /** A second line listing rewards. */
  rewards?: string[];
  /** Runs when the player closes it (clears the server's flag, marks a notification seen). */
  onClose?: () => void;
  /** Shown without stopping the player (not modal), and it goes away by itself. */
  quiet?: boolean;
}

let queue: readonly Celebration[] = [];
const listeners = new Set<() => void>();
let counter = 0;

function set(next: readonly Celebration[]) {
  queue = next;
  for (const listener of listeners) listener();
}

/** Queues a celebration; one with the same id already waiting is not queued twice. */
export function celebrate(input: Omit<Celebration, "id"> & { id?: string }): void {
  const id = input.id ?? `celebration-${++counter}`;
  if (queue.some((entry) => entry.id === id)) return;
  // Level ups while the dialog waits become one: "level 5 to 7".
  const last = queue[queue.length - 1];
  if (input.kind === "levelUp" && last?.kind === "levelUp" && input.levels && last.levels) {
    const levels = { from: last.levels.from, to: Math.max(last.levels.to, input.levels.to) };
    // The dialog words it for the newest level, in the language spoken when it shows (levelUp.ts).
    set([...queue.slice(0, -1), { ...last, levels }]);
    return;
  }
  set([...queue, { ...input, id }]);
}

export function dismissCelebration(id: string): void {
  const entry = queue.find((item) => item.id === id);
  set(queue.filter((item) => item.id !== id));
  entry?.onClose?.();
}

export function clearCelebrations(): void {
  set([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentCelebration(): Celebration | undefined {
  return queue[0];
}

export function useCelebration(): Celebration | undefined {
  return useSyncExternalStore(subscribe, currentCelebration, currentCelebration);
}

function queuedLevelUp(): Celebration | undefined {
  return queue.find((entry) => entry.kind === "levelUp");
}

/** The level-up waiting in the queue, wherever it stands: told before the class choice it opens. */
export function useQueuedLevelUp(): Celebration | undefined {
  return useSyncExternalStore(subscribe, queuedLevelUp, queuedLevelUp);
}

/** Moments that open a dialog on the tasks screen: a level gained (the fainting dialog follows health itself). */
import { useSyncExternalStore } from "react";

export interface LevelUpEvent {
  from: number;
  to: number;
}

let levelUp: LevelUpEvent | undefined;
const listeners = new Set<() => void>();

export function announceLevelUp(event: LevelUpEvent): void {
  levelUp = levelUp ? { from: levelUp.from, to: Math.max(levelUp.to, event.to) } : event;
  for (const listener of listeners) listener();
}

export function dismissLevelUp(): void {
  levelUp = undefined;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLevelUp(): LevelUpEvent | undefined {
  return useSyncExternalStore(subscribe, () => levelUp, () => levelUp);
}

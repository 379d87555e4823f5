/** Resting in the inn: dailies do no damage at the rollover while asleep. */
import type { User } from "./types";

export function sleep(user: User, params: { sleep?: boolean } = {}): { user: User; data: boolean } {
  const next = structuredClone(user);
  next.preferences.sleep = params.sleep ?? !next.preferences.sleep;
  return { user: next, data: next.preferences.sleep };
}

/**
 * Starting over (POST /user/reset, as the public API has it): back to level 1 with no gold,
 * experience or attribute points, the player's own tasks gone (challenge and group tasks stay,
 * they belong to others), and the gear bought with gold lost: it may be bought back.
 * Pets, items, achievements, class and purchases are kept.
 */
import { MAX_HEALTH } from "../data/constants";
import { gear } from "../data/gear";
import type { Task, User } from "./types";
import { own } from "./lookup";

/** What a reset account wears: the starting gear. */
const STARTING_GEAR = {
  armor: "armor_base_0",
  weapon: "weapon_warrior_0",
  head: "head_base_0",
  shield: "shield_base_0",
};

export function resetAccount(
  user: User,
  tasks: readonly Task[],
): { user: User; data: { user: User; tasksToRemove: string[] }; message: string } {
  const next = structuredClone(user);
  Object.assign(next.stats, { hp: MAX_HEALTH, lvl: 1, points: 0, str: 0, int: 0, con: 0, per: 0, gp: 0, exp: 0 });
  const removed = tasks.filter((task) => (!task.challenge?.id || task.challenge.broken) && !task.group?.id);
  const removedIds = new Set(removed.map((task) => task._id));
  for (const list of ["habits", "dailys", "todos", "rewards"] as const)
    next.tasksOrder[list] = next.tasksOrder[list].filter((id) => !removedIds.has(id));
  const owned = { ...next.items.gear.owned };
  for (const key of Object.keys(owned)) {
    if (owned[key] && (own(gear, key)?.value ?? 0) > 0) owned[key] = false;
  }
  owned.weapon_warrior_0 = true;
  next.items.gear.owned = owned;
  for (const slot of ["equipped", "costume"] as const) {
    const worn: Record<string, string> = { ...next.items.gear[slot], ...STARTING_GEAR };
    // Other slots go back to their base pieces.
    for (const [type, key] of Object.entries(worn))
      if (!Object.hasOwn(STARTING_GEAR, type) && key && !key.endsWith("_base_0")) worn[type] = `${type}_base_0`;
    next.items.gear[slot] = worn;
  }
  next.preferences.costume = false;
  next.preferences.automaticAllocation = false;
  return { user: next, data: { user: next, tasksToRemove: removed.map((task) => task._id) }, message: "resetComplete" };
}

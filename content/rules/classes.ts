/** Choosing, changing and disabling classes (spec §4 "Levelling and class"). */
import { CLASS_CHANGE_BALANCE, CLASSES, LEVEL_CLASS_UNLOCK, type PlayerClass } from "../data/constants";
import { gear } from "../data/gear";
import { badRequest, notAuthorized } from "./errors";
import { capByLevel } from "./levels";
import type { User } from "./types";

export function isPlayerClass(value: unknown): value is PlayerClass {
  return typeof value === "string" && (CLASSES as readonly string[]).includes(value);
}

/** Class features need level 10, classes enabled and a class chosen. */
export function hasClass(user: User): boolean {
  return user.stats.lvl >= LEVEL_CLASS_UNLOCK && !user.preferences.disableClasses && user.flags.classSelected;
}

/**
 * Mutates a working copy: the class's starter weapon (and the rogue's off-hand) join the gear
 * owned; what the player wears stays on (ops/changeClass.js).
 */
function grantClassStarterGear(user: User, klass: PlayerClass): void {
  const starters = [`weapon_${klass}_0`, ...(klass === "rogue" ? ["shield_rogue_0"] : [])];
  for (const starter of starters) {
    if (starter in gear) user.items.gear.owned = { ...user.items.gear.owned, [starter]: true };
  }
}

/**
 * Without a class: a free choice. With one (or with none given): pay 0.75 balance (3 gems) —
 * free when coming back from disabled classes — and get every point back to spend again.
 */
export function changeClass(
  user: User,
  params: { class?: string | null },
): { user: User; data: Pick<User, "stats" | "flags" | "items" | "preferences"> } {
  if (user.stats.lvl < LEVEL_CLASS_UNLOCK) throw notAuthorized("lvl10ChangeClass");
  const klass = params.class ?? undefined;
  if (klass !== undefined && !isPlayerClass(klass)) throw badRequest("invalidClass");
  const next = structuredClone(user);
  if (!next.flags.classSelected && klass) {
    next.stats.class = klass;
    next.flags.classSelected = true;
    grantClassStarterGear(next, klass);
  } else {
    if (next.preferences.disableClasses) {
      next.preferences.disableClasses = false;
      next.preferences.autoAllocate = false;
    } else {
      if (next.balance < CLASS_CHANGE_BALANCE) throw notAuthorized("notEnoughGems");
      next.balance -= CLASS_CHANGE_BALANCE;
    }
    next.stats.str = 0;
    next.stats.con = 0;
    next.stats.per = 0;
    next.stats.int = 0;
    next.stats.points = capByLevel(next.stats.lvl);
    next.flags.classSelected = false;
    if (klass) {
      next.stats.class = klass;
      next.flags.classSelected = true;
      grantClassStarterGear(next, klass);
    }
  }
  return {
    user: next,
    data: { stats: next.stats, flags: next.flags, items: next.items, preferences: next.preferences },
  };
}

/**
 * Opting out of classes (spec: a warrior with auto-allocation): strength equals the level cap,
 * no points left to spend; the other attributes keep their values (ops/disableClasses.js).
 */
export function disableClasses(user: User): { user: User; data: Pick<User, "stats" | "flags" | "preferences"> } {
  const next = structuredClone(user);
  next.stats.class = "warrior";
  next.flags.classSelected = true;
  next.preferences.disableClasses = true;
  next.preferences.autoAllocate = true;
  next.preferences.automaticAllocation = true;
  next.stats.str = capByLevel(next.stats.lvl);
  next.stats.points = 0;
  return { user: next, data: { stats: next.stats, flags: next.flags, preferences: next.preferences } };
}

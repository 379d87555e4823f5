/** Death and revival: at 0 health the player may revive, paying a level, a point and a piece of gear. */
import { MAX_HEALTH } from "../data/constants";
import { gear } from "../data/gear";
import { ATTRIBUTES } from "../data/constants";
import { notAuthorized } from "./errors";
import { baseItemKey } from "./equip";
import { pick, type RuleContext } from "./random";
import type { User } from "./types";

export function isDead(user: Pick<User, "stats">): boolean {
  return user.stats.hp <= 0;
}

/** Gear a revival may take: class gear of the player's class, special gear for it, armoire pieces. */
export function losableGear(user: User): string[] {
  const klass = user.stats.class;
  return Object.keys(user.items.gear.owned)
    .filter((key) => user.items.gear.owned[key])
    .filter((key) => {
      const item = gear[key];
      if (!item) return false;
      // Anything with a value may go, gem-bought ears and tails too (ops/revive.js); the free
      // headbands and glasses are worth nothing.
      const hasValue = item.value > 0 || key === "weapon_warrior_0";
      const ownClass = item.klass === klass;
      const special = item.klass === "special" && (!item.specialClass || item.specialClass === klass);
      return hasValue && (ownClass || special || item.klass === "armoire");
    })
    .sort();
}

export function revive(
  user: User,
  ctx: RuleContext,
): {
  user: User;
  data: { lostStat?: string; lostItem?: string };
  message?: string;
  messageVars?: { itemText: string };
} {
  if (!isDead(user)) throw notAuthorized("cannotRevive");
  const next = structuredClone(user);
  next.stats.hp = MAX_HEALTH;
  next.stats.exp = 0;
  next.stats.gp = 0;
  if (next.stats.lvl > 1) next.stats.lvl -= 1;
  const lostStat = pick(
    ATTRIBUTES.filter((attribute) => next.stats[attribute] > 0),
    ctx.random,
  );
  if (lostStat) next.stats[lostStat] -= 1;
  const lostItem = pick(losableGear(next), ctx.random);
  let message: string | undefined;
  let messageVars: { itemText: string } | undefined;
  if (lostItem) {
    const item = gear[lostItem];
    next.items.gear.owned = { ...next.items.gear.owned, [lostItem]: false };
    for (const set of ["equipped", "costume"] as const) {
      if (next.items.gear[set][item.type] === lostItem)
        next.items.gear[set] = { ...next.items.gear[set], [item.type]: baseItemKey(item.type) };
    }
    message = "messageLostItem";
    messageVars = { itemText: item.text };
  }
  return { user: next, data: { lostStat, lostItem }, message, messageVars };
}

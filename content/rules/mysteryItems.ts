/** Subscriber mystery items: handed out monthly, opened one at a time (spec §4 "Other"). */
import { gear, mysterySets } from "../data/gear";
import { badRequest } from "./errors";
import { addNotification, removeNotificationsOfType } from "./notifications";
import type { RuleContext } from "./random";
import type { User } from "./types";

export function openMysteryItem(user: User): {
  user: User;
  data: { key: string; type: string; text: string };
  message: string;
} {
  const queue = user.purchased.plan.mysteryItems ?? [];
  const key = queue[0];
  if (!key) throw badRequest("mysteryItemIsEmpty");
  const next = structuredClone(user);
  next.purchased.plan.mysteryItems = queue.slice(1);
  next.items.gear.owned = { ...next.items.gear.owned, [key]: true };
  if (next.purchased.plan.mysteryItems.length === 0) removeNotificationsOfType(next, "NEW_MYSTERY_ITEMS");
  const item = gear[key];
  return { user: next, data: { key, type: item?.type ?? "", text: item?.text ?? key }, message: "mysteryItemOpened" };
}

/** The subscriber set handed out in the month of `now` (keyed yyyymm), if any. */
export function mysterySetOfMonth(now: Date): string | undefined {
  const key = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  return mysterySets[key] ? key : undefined;
}

/** Pure: a subscriber receives the month's set once, queued for opening. */
export function grantMonthlyMysteryItems(user: User, now: Date, ctx: RuleContext): { user: User; granted: string[] } {
  const setKey = mysterySetOfMonth(now);
  if (!setKey) return { user, granted: [] };
  const items = mysterySets[setKey].items.filter(
    (item) => !user.items.gear.owned[item] && !(user.purchased.plan.mysteryItems ?? []).includes(item),
  );
  if (items.length === 0) return { user, granted: [] };
  const next = structuredClone(user);
  next.purchased.plan.mysteryItems = [...(next.purchased.plan.mysteryItems ?? []), ...items];
  removeNotificationsOfType(next, "NEW_MYSTERY_ITEMS");
  addNotification(next, "NEW_MYSTERY_ITEMS", { items: next.purchased.plan.mysteryItems }, ctx);
  return { user: next, granted: items };
}

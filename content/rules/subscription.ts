/** Subscription state and its monthly perks (hourglasses, gem cap), as the rollover grants them. */
import type { User } from "./types";

/** Each subscribed month raises the gold-to-gem cap by this much, up to the maximum extra. */
export const GEM_CAP_EXTRA_PER_MONTH = 2;
export const GEM_CAP_EXTRA_MAX = 26;
/** Mystic hourglasses granted per subscribed month. */
export const HOURGLASSES_PER_MONTH = 1;
/** A plan of this many months gets a one-time bonus of hourglasses and the whole extra gem cap. */
export const YEARLY_PLAN_MONTHS = 12;
export const YEARLY_PLAN_BONUS_HOURGLASSES = 12;

export function isSubscribed(user: Pick<User, "purchased">, now: Date): boolean {
  const plan = user.purchased?.plan;
  if (!plan?.customerId) return false;
  return !plan.dateTerminated || new Date(plan.dateTerminated).getTime() > now.getTime();
}

function monthIndex(date: Date): number {
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/**
 * Pure: months elapsed since the plan was last updated each add to the consecutive count, an
 * hourglass and extra gem cap; months a plan of the older model prepaid (offset) were granted already.
 * A new month also resets the gems bought with gold. An ended plan is cleared.
 */
export function grantSubscriptionPerks(user: User, now: Date): User {
  const next = structuredClone(user);
  const plan = next.purchased.plan;
  const updated = plan.dateUpdated ? new Date(plan.dateUpdated) : now;
  const terminated = plan.dateTerminated ? new Date(plan.dateTerminated) : null;
  const end = terminated && terminated.getTime() < now.getTime() ? terminated : now;
  const elapsed = monthIndex(end) - monthIndex(updated);
  if (monthIndex(now) !== monthIndex(updated)) plan.gemsBought = 0;
  // A plan never stamped starts counting from now.
  if (!plan.dateUpdated) plan.dateUpdated = now.toISOString();
  if (elapsed > 0) {
    plan.dateUpdated = now.toISOString();
    const consecutive = plan.consecutive;
    for (let i = 0; i < elapsed; i++) {
      consecutive.count += 1;
      if (consecutive.offset > 0) {
        consecutive.offset -= 1;
        continue;
      }
      consecutive.trinkets += HOURGLASSES_PER_MONTH;
      consecutive.gemCapExtra = Math.min(GEM_CAP_EXTRA_MAX, consecutive.gemCapExtra + GEM_CAP_EXTRA_PER_MONTH);
    }
  }
  if (terminated && terminated.getTime() <= now.getTime()) {
    delete plan.planId;
    delete plan.customerId;
    plan.consecutive = { ...plan.consecutive, count: 0, offset: 0, gemCapExtra: 0 };
  }
  return next;
}

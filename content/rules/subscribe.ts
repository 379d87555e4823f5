/**
 * What a paid plan does to a player: starting one, receiving one as a gift, cancelling it,
 * ending it at once (a refund) and holding a group plan's perks as one of its members.
 *
 * Perks, as the public game gives them now: an hourglass the month a plan starts, then each
 * later month (granted by the day rollover) an hourglass and 2 more gems of gold-to-gem cap, up
 * to 26 extra, whatever the length of the block. A 12-month plan also gets a one-time bonus of
 * 12 hourglasses and the whole extra cap at once. Nothing is paid in advance any more:
 * `consecutive.offset` only runs down what plans granted before this model still hold.
 */
import {
  GEMS_PER_BALANCE,
  GROUP_PLAN_LEAVE_GRACE_DAYS,
  GROUP_PLAN_MEMBER_BLOCK,
  SUBSCRIBER_PET,
  SUBSCRIPTION_BLOCKS,
  SUBSCRIPTION_CANCEL_DEFAULT_DAYS,
} from "../data/constants";
import { grantMonthlyMysteryItems } from "./mysteryItems";
import type { RuleContext } from "./random";
import {
  GEM_CAP_EXTRA_MAX,
  grantSubscriptionPerks,
  HOURGLASSES_PER_MONTH,
  isSubscribed,
  YEARLY_PLAN_BONUS_HOURGLASSES,
  YEARLY_PLAN_MONTHS,
} from "./subscription";
import type { User } from "./types";

/** The customer id of a plan that was given, not bought. */
export const GIFT_CUSTOMER_ID = "Gift";
/** The customer id members of a plan group hold while the group's plan runs. */
export const GROUP_PLAN_CUSTOMER_ID = "group-plan";
export const GROUP_PLAN_PAYMENT_METHOD = "Group Plan";
export const GIFT_PAYMENT_METHOD = "Gift";

const DAY_MS = 86_400_000;
/** The original's length of a month when it turns months into days. */
const DAYS_PER_MONTH = 30.5;

type Plan = User["purchased"]["plan"];
type BlockKey = keyof typeof SUBSCRIPTION_BLOCKS;

export function addMonths(date: Date, months: number): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  // The 31st plus a month is the last day of a shorter month, not the 1st after it.
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

function sameMonth(a: Date, b: Date): boolean {
  return a.getUTCFullYear() === b.getUTCFullYear() && a.getUTCMonth() === b.getUTCMonth();
}

/** Whole and part months from `from` to `to` (0 when `to` is not later). */
function monthsBetween(from: Date, to: Date): number {
  const days = (to.getTime() - from.getTime()) / DAY_MS;
  return days > 0 ? days / DAYS_PER_MONTH : 0;
}

function ensurePlanDefaults(plan: Plan, now: Date) {
  plan.dateCreated ??= now.toISOString();
  plan.gemsBought ??= 0;
  plan.mysteryItems ??= [];
  plan.consecutive ??= { count: 0, offset: 0, trinkets: 0, gemCapExtra: 0 };
}

/**
 * The perks a plan of `months` months gives when it starts: this month's hourglass (unless this
 * month's was granted already), and a 12-month plan's bonus.
 */
function startPerks(plan: Plan, months: number, startsThisMonth: boolean) {
  if (startsThisMonth) plan.consecutive.trinkets += HOURGLASSES_PER_MONTH;
  if (months >= YEARLY_PLAN_MONTHS) {
    plan.consecutive.trinkets += YEARLY_PLAN_BONUS_HOURGLASSES;
    plan.consecutive.gemCapExtra = GEM_CAP_EXTRA_MAX;
  }
}

/** Whether this month's perks are still to be granted to a plan that starts now. */
function monthStillOpen(plan: Plan, now: Date): boolean {
  return !plan.dateUpdated || !sameMonth(new Date(plan.dateUpdated), now);
}

function welcomeSubscriber(next: User, ctx: RuleContext): User {
  const pet = next.items.pets[SUBSCRIBER_PET];
  if (!pet || pet <= 0) next.items.pets = { ...next.items.pets, [SUBSCRIBER_PET]: 5 };
  return grantMonthlyMysteryItems(next, ctx.now, ctx).user;
}

export interface StartSubscription {
  planKey: BlockKey;
  customerId: string;
  subscriptionId?: string;
  paymentMethod: string;
  /** Who pays (the player themselves, or a group's leader for a group plan member). */
  owner: string;
}

/**
 * Pure: the player starts a paid, renewing plan. Time left of an earlier plan that was still
 * running (a gift, a cancelled plan) is kept as extra months for when this one is cancelled.
 */
export function startSubscription(user: User, input: StartSubscription, ctx: RuleContext): User {
  const next = structuredClone(user);
  const plan = next.purchased.plan;
  const now = ctx.now;
  const months = SUBSCRIPTION_BLOCKS[input.planKey].months;
  const wasSubscribed = isSubscribed(user, now);
  ensurePlanDefaults(plan, now);
  const leftover = plan.dateTerminated ? monthsBetween(now, new Date(plan.dateTerminated)) : 0;
  const startsThisMonth = !wasSubscribed && monthStillOpen(plan, now);
  Object.assign(plan, {
    planId: input.planKey,
    customerId: input.customerId,
    paymentMethod: input.paymentMethod,
    owner: input.owner,
    dateTerminated: null,
    dateCurrentTypeCreated: now.toISOString(),
    extraMonths: (plan.extraMonths ?? 0) + leftover,
  });
  if (input.subscriptionId) plan.subscriptionId = input.subscriptionId;
  if (!wasSubscribed) plan.dateUpdated = now.toISOString();
  // This month's hourglass was granted already when a plan was running (or ran earlier this month).
  startPerks(plan, months, startsThisMonth);
  next.purchased.txnCount = (next.purchased.txnCount ?? 0) + 1;
  return welcomeSubscriber(next, ctx);
}

/**
 * Pure: the player receives `planKey` as a gift. A renewing plan gets the months as extra
 * time; a plan that is ending ends that much later; otherwise a gifted plan starts now.
 */
export function receiveGiftSubscription(user: User, planKey: BlockKey, ctx: RuleContext): User {
  const next = structuredClone(user);
  const plan = next.purchased.plan;
  const now = ctx.now;
  const months = SUBSCRIPTION_BLOCKS[planKey].months;
  const wasSubscribed = isSubscribed(user, now);
  ensurePlanDefaults(plan, now);
  if (wasSubscribed && !plan.dateTerminated) {
    plan.extraMonths = (plan.extraMonths ?? 0) + months;
    startPerks(plan, months, false);
  } else if (wasSubscribed && plan.dateTerminated) {
    plan.dateTerminated = addMonths(new Date(plan.dateTerminated), months).toISOString();
    startPerks(plan, months, false);
  } else {
    const startsThisMonth = monthStillOpen(plan, now);
    plan.dateUpdated = now.toISOString();
    plan.dateCreated = now.toISOString();
    plan.dateTerminated = addMonths(now, months).toISOString();
    plan.customerId = GIFT_CUSTOMER_ID;
    plan.paymentMethod = GIFT_PAYMENT_METHOD;
    plan.planId = planKey;
    delete plan.subscriptionId;
    delete plan.owner;
    startPerks(plan, months, startsThisMonth);
  }
  return welcomeSubscriber(next, ctx);
}

/**
 * Pure: a cancelled plan ends when what was paid for runs out (`paidUntil`, or a month from
 * now when the provider does not say), plus any extra months it was given.
 */
export function scheduleCancellation(user: User, paidUntil: Date | undefined, now: Date): User {
  const next = structuredClone(user);
  const plan = next.purchased.plan;
  const base =
    paidUntil && paidUntil.getTime() > now.getTime()
      ? paidUntil
      : new Date(now.getTime() + SUBSCRIPTION_CANCEL_DEFAULT_DAYS * DAY_MS);
  const extraDays = Math.ceil(DAYS_PER_MONTH * Math.max(0, plan.extraMonths ?? 0));
  plan.dateTerminated = new Date(base.getTime() + extraDays * DAY_MS).toISOString();
  plan.extraMonths = 0;
  return next;
}

/** Pure: the plan ends now (its payment was refunded); what it granted so far stays. */
export function endSubscriptionNow(user: User, now: Date): User {
  const next = structuredClone(user);
  next.purchased.plan.dateTerminated = now.toISOString();
  next.purchased.plan.extraMonths = 0;
  return grantSubscriptionPerks(next, now);
}

/** Pure: a plan whose end has come is closed (what the daily trigger does for everyone). */
export function closeEndedSubscription(user: User, now: Date): User {
  const plan = user.purchased.plan;
  if (!plan.customerId || !plan.dateTerminated || new Date(plan.dateTerminated).getTime() > now.getTime()) return user;
  return grantSubscriptionPerks(user, now);
}

/**
 * Pure: a member of a group with a running plan holds the plan's perks. A player with a plan
 * of their own keeps it; one whose plan is ending, or who has none, moves onto the group's.
 */
export function joinGroupPlan(user: User, leaderId: string, ctx: RuleContext): User {
  const now = ctx.now;
  const plan = user.purchased.plan;
  const subscribed = isSubscribed(user, now);
  if (subscribed && !plan.dateTerminated) return user;
  const next = structuredClone(user);
  const mine = next.purchased.plan;
  ensurePlanDefaults(mine, now);
  const startsThisMonth = !subscribed && monthStillOpen(mine, now);
  if (subscribed && mine.dateTerminated && mine.customerId !== GROUP_PLAN_CUSTOMER_ID) {
    // Time left of a gift or a cancelled plan waits until the group's plan ends.
    mine.extraMonths = (mine.extraMonths ?? 0) + monthsBetween(now, new Date(mine.dateTerminated));
  }
  Object.assign(mine, {
    planId: GROUP_PLAN_MEMBER_BLOCK,
    customerId: GROUP_PLAN_CUSTOMER_ID,
    paymentMethod: GROUP_PLAN_PAYMENT_METHOD,
    owner: leaderId,
    dateTerminated: null,
  });
  delete mine.subscriptionId;
  if (!subscribed) {
    mine.dateUpdated = now.toISOString();
    mine.dateCurrentTypeCreated = now.toISOString();
    startPerks(mine, 1, startsThisMonth);
  }
  next.items.mounts = { ...next.items.mounts, [SUBSCRIBER_PET]: true };
  return grantMonthlyMysteryItems(next, now, ctx).user;
}

/** Pure: a member leaves their last plan group (or its plan ends): the perks stay a little longer. */
export function leaveGroupPlan(user: User, now: Date, graceDays = GROUP_PLAN_LEAVE_GRACE_DAYS): User {
  const plan = user.purchased.plan;
  if (plan.customerId !== GROUP_PLAN_CUSTOMER_ID || plan.dateTerminated) return user;
  const next = structuredClone(user);
  const extraDays = Math.ceil(DAYS_PER_MONTH * Math.max(0, next.purchased.plan.extraMonths ?? 0));
  next.purchased.plan.dateTerminated = new Date(now.getTime() + (graceDays + extraDays) * DAY_MS).toISOString();
  next.purchased.plan.extraMonths = 0;
  return next;
}

/** Pure: `gems` bought with money arrive. */
export function receiveGems(user: User, gems: number): User {
  const next = structuredClone(user);
  next.balance = (next.balance ?? 0) + gems / GEMS_PER_BALANCE;
  return next;
}

/** Pure: refunded gems go back, as far as the player still has them. */
export function takeBackGems(user: User, gems: number): { user: User; gems: number } {
  const next = structuredClone(user);
  const wanted = gems / GEMS_PER_BALANCE;
  const taken = Math.min(wanted, Math.max(0, next.balance ?? 0));
  next.balance = (next.balance ?? 0) - taken;
  return { user: next, gems: taken * GEMS_PER_BALANCE };
}

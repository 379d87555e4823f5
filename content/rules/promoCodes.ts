/** Promo codes: how a typed code is read, and what entering one grants. */
import type { PersonalSubscriptionBlock } from "../data/constants";
import {
  PROMO_CODE_ALPHABET,
  PROMO_CODE_EVENTS,
  PROMO_CODE_GRANT_EVENTS,
  PROMO_CODE_GROUP,
  PROMO_CODE_LENGTH,
  PROMO_CODE_MONTHS,
  type PromoCodeGrantEvent,
} from "../data/promoCodes";
import { badRequest } from "./errors";
import type { RuleContext } from "./random";
import { receiveGems, receiveGiftSubscription } from "./subscribe";
import type { User } from "./types";

/** Groups of four joined by dashes, as codes are printed. */
export function formatPromoCode(characters: string): string {
  const groups: string[] = [];
  for (let index = 0; index < characters.length; index += PROMO_CODE_GROUP)
    groups.push(characters.slice(index, index + PROMO_CODE_GROUP));
  return groups.join("-");
}

/**
 * The stored form of a code as a player typed it (any case, spaces or dashes anywhere), or
 * undefined when it cannot be a code at all.
 */
export function normalizePromoCode(raw: string): string | undefined {
  if (raw.length > 64) return undefined;
  const characters = raw.toUpperCase().replace(/[\s-]/g, "");
  if (characters.length !== PROMO_CODE_LENGTH) return undefined;
  for (const character of characters) if (!PROMO_CODE_ALPHABET.includes(character)) return undefined;
  return formatPromoCode(characters);
}

export function isPromoCodeEvent(event: string): boolean {
  return Object.hasOwn(PROMO_CODE_EVENTS, event);
}

/** Pure: what a code of `event` gives the player who enters it. */
export function redeemPromoCode(user: User, event: string): { user: User; gear: string[] } {
  if (!isPromoCodeEvent(event)) throw badRequest("invalidCoupon");
  const grant = PROMO_CODE_EVENTS[event];
  if (grant.subscriptionBlock) throw badRequest("couponIsForSubscription");
  const next = structuredClone(user);
  next.items.gear.owned = { ...next.items.gear.owned, ...Object.fromEntries(grant.gear.map((key) => [key, true])) };
  if (grant.signupEvent) next.extra = { ...next.extra, signupEvent: grant.signupEvent };
  return { user: next, gear: [...grant.gear] };
}

/** What a staff-made code is, as stored. */
export interface GrantCode {
  event: string;
  gems: number | null;
  months: number | null;
  maxUses: number | null;
  uses: number;
  expiresAt: string | null;
}

/** Whether a code is one staff made for gems or months (not an event's). */
export function isGrantCode(coupon: Pick<GrantCode, "event">): coupon is GrantCode & { event: PromoCodeGrantEvent } {
  return (PROMO_CODE_GRANT_EVENTS as readonly string[]).includes(coupon.event);
}

/** The plan a code's months are given as: the plan sold for that many months. */
const MONTH_BLOCKS: Readonly<Record<(typeof PROMO_CODE_MONTHS)[number], PersonalSubscriptionBlock>> = {
  1: "basic_earned",
  3: "basic_3mo",
  6: "basic_6mo",
  12: "basic_12mo",
};

export function isPromoCodeMonths(months: number): months is (typeof PROMO_CODE_MONTHS)[number] {
  return (PROMO_CODE_MONTHS as readonly number[]).includes(months);
}

/** Whether anyone may still use the code at `now` (expiry and use count; not who used it). */
export function grantCodeOpen(coupon: GrantCode, now: Date): boolean {
  return grantCodeRefusal(coupon, false, now) === undefined;
}

/**
 * Pure: the message key refusing this code to a player at `now`, or undefined when they may use
 * it. A player who used it already is told so first, whatever became of the code since.
 */
export function grantCodeRefusal(coupon: GrantCode, usedByThisPlayer: boolean, now: Date): string | undefined {
  if (usedByThisPlayer) return "promoCodeAlreadyRedeemed";
  if (coupon.expiresAt !== null && Date.parse(coupon.expiresAt) <= now.getTime()) return "promoCodeExpired";
  if (coupon.uses >= (coupon.maxUses ?? 1)) return "promoCodeUsedUp";
  return undefined;
}

/** Pure: what using a staff-made code gives the player (its gems, or its months as a gifted plan). */
export function redeemGrantCode(
  user: User,
  coupon: GrantCode,
  ctx: RuleContext,
): { user: User; gems: number; months: number } {
  if (coupon.event === "gems" && coupon.gems !== null && coupon.gems > 0)
    return { user: receiveGems(user, coupon.gems), gems: coupon.gems, months: 0 };
  if (coupon.event === "subscription" && coupon.months !== null && isPromoCodeMonths(coupon.months))
    return { user: receiveGiftSubscription(user, MONTH_BLOCKS[coupon.months], ctx), gems: 0, months: coupon.months };
  throw badRequest("invalidCoupon");
}

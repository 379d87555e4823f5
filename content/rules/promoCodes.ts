/** Promo codes: how a typed code is read, and what entering one grants. */
import { PROMO_CODE_ALPHABET, PROMO_CODE_EVENTS, PROMO_CODE_GROUP, PROMO_CODE_LENGTH } from "../data/promoCodes";
import { badRequest } from "./errors";
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

/**
 * Promo code events: what a code of each event unlocks. A code of a discount event unlocks
 * nothing by itself; it lets its holder buy the discounted subscription block of that name.
 */
export interface PromoCodeEvent {
  /** Gear the code's owner receives. */
  gear: readonly string[];
  /** The signup event recorded on the player. */
  signupEvent?: string;
  /** The subscription block this code unlocks at its discounted price. */
  subscriptionBlock?: string;
}

export const PROMO_CODE_EVENTS: Readonly<Record<string, PromoCodeEvent>> = {
  wondercon: {
    gear: [
      "eyewear_special_wondercon_red",
      "eyewear_special_wondercon_black",
      "back_special_wondercon_black",
      "back_special_wondercon_red",
      "body_special_wondercon_red",
      "body_special_wondercon_black",
      "body_special_wondercon_gold",
    ],
    signupEvent: "wondercon",
  },
  google_6mo: { gear: [], subscriptionBlock: "google_6mo" },
};

/** Codes are made of these letters and digits only (no 0/O, 1/I/L lookalikes). */
export const PROMO_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const PROMO_CODE_LENGTH = 12;
export const PROMO_CODE_GROUP = 4;
/** Staff may make at most this many codes in one request. */
export const PROMO_CODES_PER_REQUEST_MAX = 1000;

/**
 * Codes staff make from the admin area, worth gems or months of subscription (the event of
 * such a code names its kind). Each may be used up to its use count, once per player, until
 * it expires.
 */
export const PROMO_CODE_GRANT_EVENTS = ["gems", "subscription"] as const;
export type PromoCodeGrantEvent = (typeof PROMO_CODE_GRANT_EVENTS)[number];
/** The most gems one code may be worth. */
export const PROMO_CODE_GEMS_MAX = 1000;
/** The lengths of subscription a code may be worth: those of the plans sold. */
export const PROMO_CODE_MONTHS = [1, 3, 6, 12] as const;
/** The most uses one code may have. */
export const PROMO_CODE_USES_MAX = 100_000;
/** How far ahead a code's expiry may be set. */
export const PROMO_CODE_VALIDITY_MAX_DAYS = 731;
/** How many codes staff may make in one go. */
export const PROMO_CODES_MADE_MAX = 100;
/** The length of the note staff keep with a code (where it was handed out). */
export const PROMO_CODE_NOTE_MAX = 100;
/** Players listed per code in the admin area. */
export const PROMO_CODE_REDEEMERS_SHOWN = 100;

/** A staff-made code as the admin area's API answers it (GET/POST /admin/promo-codes). */
export interface PromoCodeView {
  code: string;
  kind: PromoCodeGrantEvent;
  gems: number | null;
  months: number | null;
  maxUses: number;
  uses: number;
  expiresAt: string | null;
  /** Whether a player may still use it (not expired, uses left). */
  open: boolean;
  note: string | null;
  createdAt: string;
  createdBy: string | null;
  /** The first players who used it, by username (null for an account that is gone). */
  redeemers: { userId: string; username: string | null; redeemedAt: string }[];
}

/** What staff send to make codes. */
export interface NewPromoCodesInput {
  kind: PromoCodeGrantEvent;
  gems?: number;
  months?: (typeof PROMO_CODE_MONTHS)[number];
  maxUses: number;
  /** A date (valid to the end of that day, UTC) or a moment. */
  expiresAt: string;
  count?: number;
  note?: string;
}

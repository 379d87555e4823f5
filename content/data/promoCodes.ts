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

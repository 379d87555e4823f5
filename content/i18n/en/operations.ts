/** Promo codes staff make for gems or months of subscription, and the reference a player gives support after a server error. */
export const operationsMessages: Record<string, string> = {
  promoCodeGems: "Your code worked: {gems, plural, one {# gem is} other {# gems are}} yours!",
  promoCodeMonths: "Your code worked: {months, plural, one {one month} other {# months}} of subscription added!",
  promoCodeExpired: "That promo code has expired.",
  promoCodeUsedUp: "That promo code has been used up.",
  promoCodeAlreadyRedeemed: "You have already used this promo code.",
  promoCodeNotFound: "There is no promo code like that.",
  promoCodeNeedsGems: "A code worth gems needs its number of gems.",
  promoCodeNeedsMonths: "A code worth a subscription needs its length: 1, 3, 6 or 12 months.",
  promoCodeExpiryInvalid: "The expiry must be in the future and at most {days} days away.",
  internalErrorReference:
    "Something went wrong on our side. Please try again; if it keeps happening, give support this reference: {requestId}",
};

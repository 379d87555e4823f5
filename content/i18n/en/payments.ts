/** Buying gems and plans, gifts, group plans and promo codes. */
export const paymentMessages: Record<string, string> = {
  // checkout
  invalidGemsBlock: "That gem pack does not exist.",
  invalidSubscriptionBlock: "That subscription plan does not exist.",
  giftMessageTooLong: "A gift message can be at most {maxGiftMessageLength} characters long.",
  badAmountOfGemsToPurchase: "A gift of gems must be a whole number of gems from {min} to {max}.",
  groupPlanCannotBeGift: "A group plan cannot be given as a gift.",
  cannotGiftToYourself: "A gift is for someone else: to buy for yourself, use the gems or subscription page.",
  cannotGiftToThisUser: "You cannot send this player a gift.",
  alreadySubscribed: "You already have a subscription that renews. Cancel it first to change plans.",
  couponCodeRequired: "This plan needs a promo code.",
  checkoutNotFound: "That checkout does not exist.",
  checkoutClosed: "That checkout is already closed.",
  paymentProviderError: "The payment provider could not be reached. Nothing was charged; please try again later.",
  paymentsNotConfigured: "Payments are not fully set up on this server yet.",
  simulatorUnavailable: "This server takes real payments, so the payment simulator is off.",
  unknownPaymentProvider: 'There is no payment provider called "{provider}".',
  invalidWebhookSignature: "The event's signature could not be verified.",
  // subscriptions
  noSubscriptionToCancel: "There is no running subscription to cancel.",
  subscriptionAlreadyCancelled: "This plan is already cancelled.",
  giftedPlanEndsByItself: "A gifted subscription ends by itself: there is nothing to cancel.",
  groupPlanMembershipEndsWithGroup:
    "Your perks come from a group plan: they last as long as you are in the group and its plan runs.",
  subscriptionCancelled: "Your subscription is cancelled. Its perks stay until {date}.",
  noCardToChange: "There is no card on file to change for this plan.",
  // group plans
  onlyGroupLeaderCanManageSubscription: "Only the group's leader can manage its plan.",
  groupPlanAlreadyActive: "This group already has a running plan.",
  groupPlanOnlyForOwnGuilds: "Only a guild you lead can be turned into a group plan.",
  groupPlanNotFound: "This group has no plan.",
  groupPlanCancelled: "The group's plan is cancelled. It stays until {date}.",
  groupPolicyCannotGetGems: "A group plan this player is in keeps gems for its leader only.",
  groupPlanDefaultSummary: "A group plan: a shared task board for everyone in it.",
  // promo codes
  invalidCoupon: "That promo code is not valid.",
  couponUsed: "That promo code has already been used.",
  couponIsForSubscription: "This code is a subscription discount: use it on the subscription page when you subscribe.",
  couponApplied: "Your code worked: enjoy your new items!",
  noSudoAccess: "Only staff with full access can do this.",
  invalidCouponEvent: 'There is no promo code event called "{event}".',
  // gift messages and history
  oneMonth: "1 month",
  nMonths: "{months} months",
  privateMessageGiftedGems: "{sender} bought you {gems} gems. Enjoy!",
  privateMessageGiftedGemsWithNote: "{sender} bought you {gems} gems. Enjoy! {note}",
  privateMessageGiftedSubscription: "{sender} gave you {months} of subscription. Enjoy the perks!",
  privateMessageGiftedSubscriptionWithNote: "{sender} gave you {months} of subscription. Enjoy the perks! {note}",
  privateMessageGiftPromotion:
    "Gift one, get one: for giving {receiver} a subscription, you receive {months} too. Thank you!",
};

/** Payments turned off on a server, and the privacy of a group plan's guild. */
export const paymentModeMessages: Record<string, string> = {
  paymentsOff: "This server does not take payments: gems, subscriptions, gifts and group plans cannot be bought here.",
  simulatorOff: "The payment simulator is off on this server.",
  groupPlanGuildStaysPrivate: "A guild with a group plan stays private: it cannot be made public while its plan runs.",
  groupPlanNeedsPrivateGuild: "Only a private guild can get a group plan. Make the guild private first.",
};

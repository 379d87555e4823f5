/** Paiements désactivés sur le serveur, et confidentialité de la guilde d’un abonnement de groupe (en/paymentModes.ts). */
export const paymentModeMessages: Record<string, string> = {
  paymentsOff:
    "Ce serveur n’accepte pas de paiements : on ne peut y acheter ni gemmes, ni abonnements, ni cadeaux, ni abonnements de groupe.",
  simulatorOff: "Le simulateur de paiement est désactivé sur ce serveur.",
  groupPlanGuildStaysPrivate:
    "Une guilde avec un abonnement de groupe reste privée : elle ne peut pas devenir publique tant que son abonnement court.",
  groupPlanNeedsPrivateGuild:
    "Seule une guilde privée peut recevoir un abonnement de groupe. Rends d’abord la guilde privée.",
};

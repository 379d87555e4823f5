/** Codes promo de gemmes ou de mois d’abonnement, et la référence qu’un joueur donne au support après une erreur du serveur (en/operations.ts). */
export const operationsMessages: Record<string, string> = {
  promoCodeGems: "Ton code a marché : {gems, plural, one {# gemme est à toi} other {# gemmes sont à toi}} !",
  promoCodeMonths: "Ton code a marché : {months, plural, one {un mois} other {# mois}} d’abonnement en plus !",
  promoCodeExpired: "Ce code promo a expiré.",
  promoCodeUsedUp: "Ce code promo est épuisé.",
  promoCodeAlreadyRedeemed: "Tu as déjà utilisé ce code promo.",
  promoCodeNotFound: "Il n’existe pas de code promo de ce genre.",
  promoCodeNeedsGems: "Un code de gemmes a besoin de son nombre de gemmes.",
  promoCodeNeedsMonths: "Un code d’abonnement a besoin de sa durée : 1, 3, 6 ou 12 mois.",
  promoCodeExpiryInvalid: "L’expiration doit être dans le futur, au plus dans {days} jours.",
  internalErrorReference:
    "Un problème est survenu de notre côté. Réessaie ; si cela continue, donne au support cette référence : {requestId}",
};

/** Códigos promocionales de gemas o meses de suscripción, y la referencia que un jugador da al soporte tras un error del servidor (en/operations.ts). */
export const operationsMessages: Record<string, string> = {
  promoCodeGems: "¡Tu código ha funcionado: {gems, plural, one {# gema es tuya} other {# gemas son tuyas}}!",
  promoCodeMonths: "¡Tu código ha funcionado: {months, plural, one {un mes} other {# meses}} de suscripción añadidos!",
  promoCodeExpired: "Ese código promocional ha caducado.",
  promoCodeUsedUp: "Ese código promocional ya se ha agotado.",
  promoCodeAlreadyRedeemed: "Ya has usado este código promocional.",
  promoCodeNotFound: "No existe ningún código promocional así.",
  promoCodeNeedsGems: "Un código de gemas necesita su número de gemas.",
  promoCodeNeedsMonths: "Un código de suscripción necesita su duración: 1, 3, 6 o 12 meses.",
  promoCodeExpiryInvalid: "La caducidad debe estar en el futuro y a {days} días como mucho.",
  internalErrorReference:
    "Algo salió mal de nuestro lado. Vuelve a intentarlo; si sigue pasando, da al soporte esta referencia: {requestId}",
};

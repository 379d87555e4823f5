/** Códigos promocionais de gemas ou meses de assinatura, e a referência que o jogador passa ao suporte depois de um erro do servidor (en/operations.ts). */
export const operationsMessages: Record<string, string> = {
  promoCodeGems: "Seu código funcionou: {gems, plural, one {# gema é sua} other {# gemas são suas}}!",
  promoCodeMonths: "Seu código funcionou: {months, plural, one {um mês} other {# meses}} de assinatura adicionados!",
  promoCodeExpired: "Esse código promocional expirou.",
  promoCodeUsedUp: "Esse código promocional já se esgotou.",
  promoCodeAlreadyRedeemed: "Você já usou este código promocional.",
  promoCodeNotFound: "Não existe um código promocional assim.",
  promoCodeNeedsGems: "Um código de gemas precisa do número de gemas.",
  promoCodeNeedsMonths: "Um código de assinatura precisa da duração: 1, 3, 6 ou 12 meses.",
  promoCodeExpiryInvalid: "A validade precisa estar no futuro e a no máximo {days} dias.",
  internalErrorReference:
    "Algo deu errado do nosso lado. Tente de novo; se continuar acontecendo, passe ao suporte esta referência: {requestId}",
};

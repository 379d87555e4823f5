/** Pagamentos desligados no servidor e a privacidade da guilda de um plano de grupo (en/paymentModes.ts). */
export const paymentModeMessagesPt: Record<string, string> = {
  paymentsOff:
    "Este servidor não aceita pagamentos: aqui não dá para comprar gemas, assinaturas, presentes nem planos de grupo.",
  simulatorOff: "O simulador de pagamentos está desligado neste servidor.",
  groupPlanGuildStaysPrivate:
    "Uma guilda com plano de grupo continua privada: ela não pode virar pública enquanto o plano estiver ativo.",
  groupPlanNeedsPrivateGuild: "Só uma guilda privada pode ter um plano de grupo. Deixe a guilda privada primeiro.",
};

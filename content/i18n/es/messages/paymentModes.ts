/** Pagos desactivados en el servidor y privacidad del gremio de un plan de grupo (en/paymentModes.ts). */
export const paymentModeMessages: Record<string, string> = {
  paymentsOff:
    "Este servidor no acepta pagos: aquí no se pueden comprar gemas, suscripciones, regalos ni planes de grupo.",
  simulatorOff: "El simulador de pagos está desactivado en este servidor.",
  groupPlanGuildStaysPrivate:
    "Un gremio con plan de grupo sigue siendo privado: no puede hacerse público mientras su plan esté activo.",
  groupPlanNeedsPrivateGuild: "Solo un gremio privado puede tener un plan de grupo. Haz privado el gremio primero.",
};

/** Abgeschaltete Zahlungen und die Privatsphäre einer Gruppenplan-Gilde (en/paymentModes.ts). */
export const paymentModeMessages: Record<string, string> = {
  paymentsOff:
    "Dieser Server nimmt keine Zahlungen an: Edelsteine, Abos, Geschenke und Gruppenpläne können hier nicht gekauft werden.",
  simulatorOff: "Der Zahlungssimulator ist auf diesem Server ausgeschaltet.",
  groupPlanGuildStaysPrivate:
    "Eine Gilde mit Gruppenplan bleibt privat: Solange ihr Plan läuft, kann sie nicht öffentlich werden.",
  groupPlanNeedsPrivateGuild:
    "Nur eine private Gilde kann einen Gruppenplan bekommen. Stelle die Gilde zuerst auf privat.",
};

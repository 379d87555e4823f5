/** Aktionscodes für Edelsteine oder Abo-Monate und die Kennung, die Spieler nach einem Serverfehler dem Support nennen (en/operations.ts). */
export const operationsMessages: Record<string, string> = {
  promoCodeGems:
    "Dein Code hat funktioniert: {gems, plural, one {# Edelstein gehört} other {# Edelsteine gehören}} dir!",
  promoCodeMonths: "Dein Code hat funktioniert: {months, plural, one {ein Monat} other {# Monate}} Abo dazugebucht!",
  promoCodeExpired: "Dieser Aktionscode ist abgelaufen.",
  promoCodeUsedUp: "Dieser Aktionscode ist schon aufgebraucht.",
  promoCodeAlreadyRedeemed: "Du hast diesen Aktionscode schon eingelöst.",
  promoCodeNotFound: "Einen solchen Aktionscode gibt es nicht.",
  promoCodeNeedsGems: "Ein Code für Edelsteine braucht die Anzahl der Edelsteine.",
  promoCodeNeedsMonths: "Ein Code für ein Abo braucht seine Dauer: 1, 3, 6 oder 12 Monate.",
  promoCodeExpiryInvalid: "Das Ablaufdatum muss in der Zukunft liegen, höchstens {days} Tage entfernt.",
  internalErrorReference:
    "Bei uns ist etwas schiefgelaufen. Bitte versuch es noch einmal; wenn es wieder passiert, nenn dem Support diese Kennung: {requestId}",
};

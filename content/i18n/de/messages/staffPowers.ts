/** Die Grenzen der Befugnisse des Teams und Sperren für Adressbereiche. */
export const staffPowerMessages: Record<string, string> = {
  staffCannotChangeOwnAccount:
    "Die Werkzeuge des Teams lassen sich nicht auf dein eigenes Konto anwenden. Ein anderes Teammitglied mit vollem Zugriff kann die Änderung vornehmen.",
  onlyFullAccessActsOnStaff:
    "Nur Teammitglieder mit vollem Zugriff dürfen ein anderes Teammitglied sperren, stummschalten, ihm den Chat entziehen oder ihm neue Zugangsdaten geben.",
  cannotReviewOwnReports: "Meldungen zu etwas, das du geschrieben hast, prüft ein anderes Moderationsmitglied.",
  blockerInvalidAddress:
    "Eine Adresssperre braucht eine IPv4- oder IPv6-Adresse oder einen Bereich wie 203.0.113.0/24 oder 2001:db8:1:2::/64.",
  blockerRangeTooWide:
    "Dieser Bereich ist zu groß: Ein IPv4-Bereich darf höchstens ein /{ipv4} sein, ein IPv6-Bereich höchstens ein /{ipv6}.",
  cannotRedeemOwnCode: "Promo-Codes, die du erstellt hast, sind für andere: Du kannst sie nicht selbst einlösen.",
  staffCannotChooseThemselves:
    "Die Befugnisse des Teams können dich nicht zur Leitung oder zum Gewinner machen: Das muss ein anderes Teammitglied tun.",
};

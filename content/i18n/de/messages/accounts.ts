/** Was ein Konto schützt (en/accounts.ts): Passwortprüfungen, Anzeigenamen, bestätigte Adressen. */
export const accountMessages: Record<string, string> = {
  passwordChecksPaused:
    "Zu viele falsche Passwörter für dieses Konto. Versuch es in {seconds, plural, one {# Sekunde} other {# Sekunden}} noch einmal oder lass dir per E-Mail einen Link für ein neues Passwort schicken.",
  displayNameHiddenCharacters:
    "Ein Anzeigename darf keine unsichtbaren Zeichen enthalten und keine Zeichen, die die Schreibrichtung ändern.",
  displayNameReserved:
    "Dieser Anzeigename ist dem Team des Spiels und seinen eigenen Nachrichten vorbehalten. Bitte wähle einen anderen.",
  socialEmailUnverified:
    "{network} hat nicht bestätigt, dass {email} deine Adresse ist, deshalb kann damit kein Konto erstellt werden. Bestätige die Adresse zuerst bei {network} oder registriere dich mit E-Mail-Adresse und Passwort.",
};

/** Die Mails des Spiels (en/mail.ts): neues Passwort, geänderte Adresse, Einladungen, Geschenke. */
export const mailMessages: Record<string, string> = {
  mailHello: "Hallo {name},",
  mailHelloPlain: "Hallo,",
  mailTurnOff: "Du kannst diese E-Mails in den Einstellungen unter „Benachrichtigungen“ abschalten.",
  mailResetSubject: "Neues Passwort für {product} festlegen",
  mailResetText:
    "Jemand – hoffentlich du – möchte ein neues Passwort für dein {product}-Konto festlegen. Öffne innerhalb von {minutes} Minuten den Link unten, um es zu wählen.",
  mailResetTextNoPassword:
    "Jemand – hoffentlich du – möchte ein Passwort für dein {product}-Konto festlegen, bei dem du dich bisher über einen Anmeldedienst anmeldest. Öffne innerhalb von {minutes} Minuten den Link unten, um eins zu wählen.",
  mailResetButton: "Neues Passwort wählen",
  mailResetFooter:
    "Der Link funktioniert nur einmal. Wenn du ihn nicht angefordert hast, kannst du diese E-Mail einfach ignorieren: Solange der Link nicht benutzt wird, ändert sich nichts.",
  mailEmailChangedSubject: "Die E-Mail-Adresse deines {product}-Kontos wurde geändert",
  mailEmailChangedText:
    "Am {when} wurde die E-Mail-Adresse deines {product}-Kontos von {old} in {new} geändert. E-Mails zum Konto, etwa Links zum Zurücksetzen des Passworts, gehen jetzt an die neue Adresse.",
  mailEmailChangedYou: "Wenn du das selbst warst, musst du nichts weiter tun.",
  mailEmailChangedNotYou:
    "Wenn nicht, kennt womöglich jemand anderes dein Passwort. Sag sofort den Betreibern dieses {product}-Servers Bescheid, damit sie dir dein Konto zurückgeben können.",
  mailInviteSubjectParty: "{inviter} hat dich auf {product} in eine Gruppe eingeladen",
  mailInviteSubjectGuild: "{inviter} hat dich auf {product} in eine Gilde eingeladen",
  mailInvitePlayerParty:
    "{inviter} hat dich eingeladen, der Gruppe {group} auf {product} beizutreten. Melde dich an, um die Einladung anzunehmen oder abzulehnen.",
  mailInvitePlayerGuild:
    "{inviter} hat dich eingeladen, der Gilde {group} auf {product} beizutreten. Melde dich an, um die Einladung anzunehmen oder abzulehnen.",
  mailInviteSee: "Einladung ansehen",
  mailInviteNewParty:
    "{inviter} hat dich eingeladen, der Gruppe {group} auf {product} beizutreten. {product} ist ein Gewohnheitstracker, den du als Rollenspiel spielst: Deine Gewohnheiten, Tagesaufgaben und To-dos bringen deinem Helden Erfahrung, Gold und Ausrüstung, und in einer Gruppe besiegt ihr gemeinsam Monster, indem ihr eure Aufgaben erledigt.",
  mailInviteNewGuild:
    "{inviter} hat dich eingeladen, der Gilde {group} auf {product} beizutreten. {product} ist ein Gewohnheitstracker, den du als Rollenspiel spielst: Deine Gewohnheiten, Tagesaufgaben und To-dos bringen deinem Helden Erfahrung, Gold und Ausrüstung, und in einer Gruppe besiegt ihr gemeinsam Monster, indem ihr eure Aufgaben erledigt.",
  mailInviteCreate: "Erstelle über den Link unten dein kostenloses Konto – die Einladung wartet dann schon auf dich.",
  mailInviteAccept: "Annehmen und registrieren",
  mailInviteLifetime: "Der Link gilt {days} Tage. Wenn du {inviter} nicht kennst, kannst du diese E-Mail ignorieren.",
  mailGiftGems: "{count, plural, one {# Edelstein} other {# Edelsteine}}",
  mailGiftSubscription: "{months, plural, one {ein Abo für einen Monat} other {ein Abo für # Monate}}",
  mailGiftSent: "{from} hat dir auf {product} {gift} geschenkt. Das Geschenk gehört schon dir.",
  mailGiftMessage: "Die Nachricht dazu:\n{message}",
  mailGiftOpen: "{product} öffnen",
  mailGiftSubject: "{from} hat dir auf {product} etwas geschenkt",
};

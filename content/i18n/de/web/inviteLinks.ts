import type text from "../../en/web/inviteLinks";
import type { Translation } from "../../define";

export default {
  title: "Geteilte Einladungslinks",
  intro:
    "Ein geteilter Link lädt alle ein, die sich damit registrieren – bis seine Nutzungen aufgebraucht sind oder er abläuft. Teile ihn nur dort, wo alle willkommen sind, die ihn sehen, und widerrufe ihn, sobald er seinen Zweck erfüllt hat.",
  uses: "Nutzungen",
  days: "Gültig für (Tage)",
  create: "Link erstellen",
  created: "Dein geteilter Link ist bereit zum Kopieren.",
  loading: "Die geteilten Links werden geladen …",
  loadFailed: "Die geteilten Links konnten nicht geladen werden.",
  none: "Im Moment gibt es keine geteilten Links.",
  linkLabel: "Geteilter Link {number}",
  usesLeft: "{left, plural, =0 {Keine Nutzung mehr übrig} one {Noch # Nutzung} other {Noch # Nutzungen}} von {max}",
  expires: "Läuft am {date} ab",
  copy: "Geteilten Link {number} kopieren",
  revoke: "Widerrufen",
  revokeLabel: "Geteilten Link {number} widerrufen",
  revoked: "Der Link ist widerrufen: Er lädt niemanden mehr ein.",
} satisfies Translation<typeof text>;

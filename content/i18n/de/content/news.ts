/** Neuigkeiten über das Spiel, auf Deutsch. */
export const newsMessages: Record<string, string> = {
  newsTitleStableOpens: "Die Stalltüren stehen offen",
  newsTextStableOpens:
    "Eier, Tränke und Futter fallen jetzt beim Erledigen von Aufgaben ab. Brüte dein erstes Haustier im Inventar aus, füttere es mit seinem Lieblingsfutter und sieh zu, wie es zu einem Reittier heranwächst.",
  newsTitleShopsOpen: "Fünf Läden, ein Marktplatz",
  newsTextShopsOpen:
    "Der Markt, der Questladen, der Anpassungsladen, der Saisonladen und die Zeitreisenden haben geöffnet. Hefte alles, worauf du sparst, an deine Belohnungsspalte, damit du dein Ziel im Blick behältst.",
  newsTitleImport: "Nimm deine alten Aufgaben mit",
  newsTextImport:
    "Du kommst vom Open-Source-Gewohnheitsspiel? Unter Einstellungen → Daten lässt sich jetzt dessen Datenexport importieren: Deine Aufgaben, Tags und Einstellungen sind in einer Minute da, und wir sagen dir, was zurückgeblieben ist.",
  newsTitleSeasons: "Eine neue Saison in den Läden",
  newsTextSeasons:
    "Der Saisonladen wechselt mit dem Kalender: Jede Jahreszeit bringt ihre eigene Klassenausrüstung, Zauber und Quests. Schau vorbei, solange es sie gibt.",
};

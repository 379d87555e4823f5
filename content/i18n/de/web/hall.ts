import type text from "../../en/web/hall";
import type { Translation } from "../../define";

export default {
  hall: "Ruhmeshalle",
  contributors: "Mitwirkende",
  patrons: "Förderer",
  patronsIntro: "Die Spieler, die das Spiel schon früh unterstützt haben. Danke!",
  contributorsIntro: "Die Spieler, die das Spiel mitbauen: Künstler, Autoren, Programmierer und Helfer.",
  loading: "Wird geladen …",
  nobody: "Hier ist noch niemand eingetragen.",
  name: "Name",
  tier: "Rang",
  level: "Stufe",
  contribution: "Beitrag",
  previousPage: "Vorherige Seite",
  nextPage: "Nächste Seite",
} satisfies Translation<typeof text>;

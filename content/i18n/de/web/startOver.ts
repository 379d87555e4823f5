import type text from "../../en/web/startOver";
import type { Translation } from "../../define";

export default {
  title: "Neu anfangen",
  text: "Ein Neuanfang setzt deinen Helden auf Stufe 1 zurück, ohne Gold, Erfahrung und Attributpunkte, und löscht deine eigenen Gewohnheiten, Tagesaufgaben, To-dos und Belohnungen. Mit Gold gekaufte Ausrüstung geht verloren; Haustiere, Reittiere, Gegenstände, Erfolge und alles, was du mit Edelsteinen gekauft hast, bleiben, ebenso Aufgaben aus Wettbewerben und Gruppen. Das lässt sich nicht rückgängig machen.",
  button: "Neu anfangen …",
  confirmTitle: "Wirklich bei Stufe 1 neu anfangen?",
  confirm: "Neu anfangen",
  password: "Dein Passwort",
  noPassword:
    "Du meldest dich über einen Anmeldedienst an und hast kein Passwort: Die Schaltfläche unten startet den Neuanfang sofort.",
  done: "Dein Konto hat neu angefangen.",
  failed: "Der Neuanfang hat nicht geklappt. Bitte versuch es noch einmal.",
} satisfies Translation<typeof text>;

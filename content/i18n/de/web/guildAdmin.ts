import type text from "../../en/web/guildAdmin";
import type { Translation } from "../../define";

export default {
  saved: "Die Angaben zur Gilde sind gespeichert.",
  editTitle: "Gilde bearbeiten",
  name: "Name",
  summary: "Kurzbeschreibung",
  summaryHint: "Ein, zwei Zeilen für die Gildenliste.",
  description: "Beschreibung",
  markdownHint: "Markdown funktioniert: **fett**, *kursiv*, Listen und Links.",
  whoMayFind: "Wer sie finden kann",
  anyone: "Alle (öffentlich)",
  invitedOnly: "Nur eingeladene Spieler (privat)",
  categories: "Kategorien",
  leaderOnlyChallenges: "Nur die Leitung und die Manager dürfen Wettbewerbe starten",
  saveGuild: "Gilde speichern",
  cancel: "Abbrechen",
  nowManager: "{name} ist jetzt Manager.",
  noLongerManager: "{name} ist kein Manager mehr.",
  removed: "{name} wurde aus der Gilde entfernt.",
  leadsNow: "{name} leitet jetzt die Gilde.",
  removeManager: "Als Manager absetzen",
  makeManager: "Zum Manager machen",
  makeLeader: "Zur Leitung machen",
  remove: "Entfernen",
  removeTitle: "{name} entfernen?",
  handOverTitle: "Die Gilde an {name} übergeben?",
  removeText:
    "Die Person verlässt die Gilde und ihren Chat; zurückkommen kann sie nur, wenn die Gilde öffentlich ist oder sie erneut eingeladen wird.",
  noteForThem: "Eine Nachricht an die Person (freiwillig)",
  handOverText:
    "Du bleibst als Mitglied in der Gilde; {name} übernimmt die Leitung und kann sie bearbeiten, Manager bestimmen und Mitglieder entfernen.",
  removeFromGuild: "Aus der Gilde entfernen",
  makeThemLeader: "Leitung übergeben",
} satisfies Translation<typeof text>;

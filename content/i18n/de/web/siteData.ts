import type text from "../../en/web/siteData";
import type { Translation } from "../../define";

export default {
  dataDownloading: "Deine Daten werden heruntergeladen.",
  historyDownloading: "Dein Verlauf wird heruntergeladen.",
  exportTitle: "Daten exportieren",
  exportText:
    "Lade eine Kopie von allem herunter, was deinen Helden und deine Aufgaben betrifft, oder den Verlauf deiner Gewohnheiten, Tagesaufgaben und Erfahrung als Tabelle.",
  downloadJson: "Alle Daten herunterladen (JSON)",
  downloadCsv: "Verlauf herunterladen (CSV)",
  newToken: "Du hast einen neuen API-Token. Werkzeuge, die den alten benutzt haben, brauchen jetzt diesen.",
  tokenFailed: "Der Token konnte nicht ersetzt werden. Versuch es noch einmal.",
  credentialsTitle: "API-Zugangsdaten",
  credentialsText:
    "Werkzeuge und Skripte, die mit deinem Konto arbeiten, brauchen diese beiden Werte. Halte den Token geheim: Er funktioniert wie ein Passwort.",
  userId: "Benutzer-ID",
  copyUserId: "Benutzer-ID kopieren",
  apiToken: "API-Token",
  hideToken: "Token verbergen",
  showToken: "Token zeigen",
  copyToken: "API-Token kopieren",
  apiHint: "Die API liegt unter {address}; sende diese Werte als Header {userHeader} und {keyHeader}.",
  getNewToken: "Neuen API-Token holen",
  password: "Passwort",
  tokenHint: "Wenn dein Token durchgesickert ist, hol dir einen neuen: Der alte funktioniert dann sofort nicht mehr.",
  replacing: "Wird ersetzt …",
  notAnExport:
    "Diese Datei ist kein JSON-Datenexport. Wähle die Datei userdata.json, die du aus dem anderen Spiel heruntergeladen hast.",
  tagFailed: "Der Tag „{name}“ konnte nicht angelegt werden.",
  tasksFailed:
    "{count, plural, one {# Aufgabe konnte nicht angelegt werden.} other {# Aufgaben konnten nicht angelegt werden.}}",
  settingsFailed: "Deine Einstellungen konnten nicht übernommen werden.",
  itemsFailedBecause: "Deine Gegenstände: {reason}",
  itemsFailed: "Deine Gegenstände konnten nicht übernommen werden.",
  importTitle: "Aus dem Open-Source-Spiel übernehmen",
  importText:
    "Du kommst aus dem Open-Source-Gewohnheitsspiel? Lade dort deine Daten herunter (die Datei userdata.json) und bring deine Aufgaben, Tags, Einstellungen und Gegenstände mit.",
  exportFile: "Datenexport-Datei",
  ready:
    "Bereit zum Übernehmen: {tasks, plural, one {# Aufgabe} other {# Aufgaben}}, {tags, plural, one {# neuer Tag} other {# neue Tags}} und {settings, plural, one {# Einstellung} other {# Einstellungen}}.",
  itemsToo: "Deine Gegenstände kommen auch mit: {items}. Gegenstände lassen sich nur einmal übernehmen.",
  notImported: "Das wird nicht übernommen:",
  importing: "Wird übernommen …",
  importNow: "Jetzt übernehmen",
  imported:
    "Übernommen: {tasks, plural, one {# Aufgabe} other {# Aufgaben}}, {tags, plural, one {# Tag} other {# Tags}}, {settings, plural, one {# Einstellung} other {# Einstellungen}} und {items, plural, one {# Art von Gegenstand} other {# Arten von Gegenständen}}.",
  skipped: "Übersprungen:",
  title: "Daten",
  intro: "Deine Daten gehören dir: Nimm sie mit oder bring sie her.",
  planNoAccount: "Die Datei ist kein Datenexport: Sie enthält kein Konto.",
  planChallengeTags:
    "{count, plural, one {# Wettbewerbs- oder Gruppentag} other {# Wettbewerbs- oder Gruppentags}}: Die gehören zum Wettbewerb oder zur Gruppe.",
  planNoText: "{count, plural, one {# Aufgabe ohne Text} other {# Aufgaben ohne Text}}.",
  planChallengeTask:
    "{count, plural, one {# Aufgabe, die zu einem Wettbewerb gehört} other {# Aufgaben, die zu einem Wettbewerb gehören}}.",
  planGroupTask:
    "{count, plural, one {# Aufgabe, die zu einer Gruppe gehört} other {# Aufgaben, die zu einer Gruppe gehören}}.",
  planFinishedTodo:
    "{count, plural, one {# Aufgabe, die ein erledigtes To-do ist} other {# Aufgaben, die erledigte To-dos sind}}.",
  planLooks: "Aussehen, das hier unbekannt ist oder erst mit Edelsteinen freigeschaltet werden muss: {looks}.",
  planBackground: "Dein Hintergrund: Hintergründe kauft man im Anpassungsladen.",
  planLevel: "Stufe {level}",
  planGold: "{gold} Gold",
  planExperience: "{exp} Erfahrung",
  planClass: "die Klasse {class}",
  planStats: "Deine Werte ({stats}): Helden verdienen sich hier Stufe und Gold durchs Spielen.",
  planGear: "{count, plural, one {# Ausrüstungsteil} other {# Ausrüstungsteile}}",
  planPets: "{count, plural, one {# Haustier} other {# Haustiere}}",
  planMounts: "{count, plural, one {# Reittier} other {# Reittiere}}",
  planEggs: "{count, plural, one {# Art Ei} other {# Arten Eier}}",
  planPotions: "{count, plural, one {# Art Trank} other {# Arten Tränke}}",
  planFood: "{count, plural, one {# Art Futter} other {# Arten Futter}}",
  planScrolls: "{count, plural, one {# Quest-Schriftrolle} other {# Quest-Schriftrollen}}",
  planBackgrounds: "{count, plural, one {# Hintergrund} other {# Hintergründe}}",
  planAchievements: "{count, plural, one {# Erfolg} other {# Erfolge}}: Erfolge werden hier neu errungen.",
  planOthers:
    "Gruppen-, Gilden-, Wettbewerbs-, Nachrichten- und Webhook-Daten: Die liegen auf den Servern des anderen Spiels.",
} satisfies Translation<typeof text>;

import type text from "../../en/web/accountImport";
import type { Translation } from "../../define";

export default {
  originalTitle: "Dein Konto von Habitica mitbringen",
  originalIntro:
    "Du spielst schon Habitica? Bring deine Aufgaben, Tags, Einstellungen, deinen Avatar und deine Gegenstände hierher mit. Dieser Server fragt mit deiner Benutzer-ID und deinem API-Token direkt bei Habitica nach – so kommt genau das herüber, was dein Konto dort hat.",
  whereTitle: "Wo du sie findest",
  whereText:
    "Öffne bei Habitica die Einstellungen und dort den Bereich API. Kopiere deine Benutzer-ID und deinen API-Token (über „API-Token anzeigen“) in die Felder unten.",
  tokenPromise:
    "Dein API-Token funktioniert wie ein Passwort. Er wird nur für diese eine Anfrage an Habitica benutzt und nie gespeichert oder in ein Protokoll geschrieben.",
  comesTitle: "Was herüberkommt",
  comesTasks:
    "Gewohnheiten, Tagesaufgaben, To-dos und Belohnungen mit ihren Checklisten, Zeitplänen, Erinnerungen und ihrem Verlauf",
  comesTags: "Tags (einer, den du hier schon unter demselben Namen hast, wird weiterverwendet)",
  comesSettings: "Einstellungen, dein Profil und das Aussehen deines Avatars",
  comesItems:
    "Ausrüstung, Haustiere, Reittiere, Eier, Schlüpfelixiere, Futter, Questschriftrollen, besondere Gegenstände und Hintergründe",
  staysTitle: "Was zurückbleibt",
  staysCurrencies: "Gold, Edelsteine und mystische Sanduhren",
  staysStats: "Stufe, Erfahrung, Gesundheit, Mana, Attribute und Klasse",
  staysAchievements: "Erfolge",
  staysPurchases: "Abonnements und Käufe",
  staysSocial: "Gruppe, Gilden, Wettbewerbe samt ihren Aufgaben und Nachrichten",
  addNotReplace:
    "Nichts, was du hier hast, wird entfernt: Die importierten Aufgaben kommen oben in deine Listen, gezählte Gegenstände werden zu deinen dazugezählt. Ein Habitica-Konto kann nur einmal auf diesen Server gebracht werden.",
  userId: "Habitica-Benutzer-ID",
  apiToken: "Habitica-API-Token",
  credentialsHint: "Beide sehen aus wie 1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d.",
  bring: "Mein Konto mitbringen",
  bringing: "Habitica wird gefragt …",
  unavailable:
    "Dieser Server ist nicht dafür eingerichtet, Konten von Habitica mitzubringen. Eine Datendatei kannst du unten trotzdem importieren (ohne Gegenstände).",
  failed: "Dein Konto konnte nicht herübergebracht werden. Versuch es noch einmal.",
  broughtTitle: "Willkommen! Dein Konto ist herübergekommen.",
  brought:
    "Hinzugefügt: {tasks, plural, one {# Aufgabe} other {# Aufgaben}}, {tags, plural, one {# neuer Tag} other {# neue Tags}}, {items, plural, one {# Art von Gegenständen} other {# Arten von Gegenständen}} und {settings, plural, one {# Einstellung} other {# Einstellungen}}.",
  unknownHere: "In diesem Spiel unbekannt und deshalb zurückgeblieben: {keys}.",
  fileTitle: "Eine Datendatei importieren",
  fileText:
    "Du hast einen Datenexport (userdata.json) von Habitica? Er bringt deine Aufgaben, Tags, Checklisten, deinen Verlauf und deine Einstellungen mit.",
  fileNoItems:
    "Eine Datei kann nicht beweisen, was dir gehört. Deshalb bringt sie keine Gegenstände, kein Gold, keine Edelsteine, Sanduhren, Erfolge oder Käufe mit. Für deine Gegenstände nimm oben „Dein Konto von Habitica mitbringen“.",
  fileItemsAllowed:
    "Auf diesem Server darf eine Datei auch Gegenstände mitbringen (einmal pro Konto): Der Betreiber des Servers hat sich entschieden, Dateien zu vertrauen.",
  exportFile: "Datei des Datenexports",
  notAnExport:
    "Diese Datei ist kein JSON-Datenexport. Wähle die Datei userdata.json, die du bei Habitica heruntergeladen hast.",
  tooLarge: "Diese Datei ist zu groß, um sie in einem Schritt zu importieren.",
  checking: "Die Datei wird gelesen …",
  ready:
    "Bereit zum Import: {tasks, plural, one {# Aufgabe} other {# Aufgaben}}, {tags, plural, one {# neuer Tag} other {# neue Tags}} und {settings, plural, one {# Einstellung} other {# Einstellungen}}.",
  itemsToo: "Gegenstände kommen auch mit: {items, plural, one {# Art} other {# Arten}}.",
  itemsDone:
    "Die Gegenstände einer Datendatei wurden schon einmal in dieses Konto übernommen; sie kommen nicht noch einmal.",
  notImported: "Das bleibt zurück:",
  importNow: "Jetzt importieren",
  importing: "Wird importiert …",
  imported:
    "Importiert: {tasks, plural, one {# Aufgabe} other {# Aufgaben}}, {tags, plural, one {# Tag} other {# Tags}} und {settings, plural, one {# Einstellung} other {# Einstellungen}}.",
  importedItems: "Übernommene Gegenstände: {items, plural, one {# Art} other {# Arten}}.",
  skipChallengeTasks:
    "{count, plural, one {# Aufgabe, die zu einem Wettbewerb gehört} other {# Aufgaben, die zu einem Wettbewerb gehören}}",
  skipGroupTasks:
    "{count, plural, one {# Aufgabe, die zu einer Gruppe gehört} other {# Aufgaben, die zu einer Gruppe gehören}}",
  skipFinishedTodos: "{count, plural, one {# erledigtes To-do} other {# erledigte To-dos}}",
  skipWithoutText: "{count, plural, one {# Aufgabe ohne Text} other {# Aufgaben ohne Text}}",
  skipChallengeTags: "{count, plural, one {# Wettbewerbs- oder Gruppen-Tag} other {# Wettbewerbs- oder Gruppen-Tags}}",
  skipOverTaskLimit:
    "{count, plural, one {# Aufgabe über der Höchstzahl an Aufgaben pro Spieler} other {# Aufgaben über der Höchstzahl an Aufgaben pro Spieler}}",
  skipOverTagLimit:
    "{count, plural, one {# Tag über der Höchstzahl an Tags pro Spieler} other {# Tags über der Höchstzahl an Tags pro Spieler}}",
} satisfies Translation<typeof text>;

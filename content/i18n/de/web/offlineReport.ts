import type text from "../../en/web/offlineReport";
import type { Translation } from "../../define";

export default {
  taskNotHere: "Diese Aufgabe ist nicht auf diesem Gerät.",
  quoted: "„{text}“",
  lateScores:
    "{count, plural, one {# Eintrag stammt von einem Tag, der schon vorbei war, bevor er den Server erreichte, und zählt deshalb für heute} other {# Einträge stammen von einem Tag, der schon vorbei war, bevor sie den Server erreichten, und zählen deshalb für heute}}: {names}.",
  backOnline:
    "Wieder online: {count, plural, one {# offline gemachte Änderung wurde} other {# offline gemachte Änderungen wurden}} gespeichert.",
  refusedLine: "{task} ({action}): {message}",
  othersSaved: "{count, plural, one {# weitere Änderung wurde} other {# weitere Änderungen wurden}} gespeichert.",
  refusedTitle:
    "{count, plural, one {# offline gemachte Änderung konnte} other {# offline gemachte Änderungen konnten}} nicht gespeichert werden",
  dailiesCost: "Unerledigte Tagesaufgaben haben dich {health} Gesundheit gekostet.",
  lateDailies:
    "Der Server hat diesen Tag abgeschlossen, ohne zu wissen, was du offline getan hast. Deshalb {count, plural, one {zählt} other {zählen}} {names} für diesen Tag nicht als erledigt, und das Abhaken wird abgelehnt, sobald du wieder online bist.",
  newDayTitle: "Ein neuer Tag hat begonnen",
  newDayText: "Deine Tagesaufgaben beginnen von vorn.",
  actionBought: "gekauft",
  actionScoredUp: "+ gezählt",
  actionScoredDown: "− gezählt",
  actionChecked: "abgehakt",
  actionUnchecked: "Haken entfernt",
  actionAdded: "hinzugefügt",
  actionEdited: "bearbeitet",
  actionDeleted: "gelöscht",
  actionMoved: "verschoben",
  actionChecklistChecked: "Checklistenpunkt abgehakt",
  actionChecklistUnchecked: "Haken bei Checklistenpunkt entfernt",
} satisfies Translation<typeof text>;

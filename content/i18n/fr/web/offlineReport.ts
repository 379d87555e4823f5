import type text from "../../en/web/offlineReport";
import type { Translation } from "../../define";

export default {
  taskNotHere: "Cette tâche n’est pas sur cet appareil.",
  quoted: "« {text} »",
  lateScores:
    "{count, plural, one {# action a été faite} many {# actions ont été faites} other {# actions ont été faites}} un jour qui s’est terminé avant d’atteindre le serveur, {count, plural, one {elle compte} many {elles comptent} other {elles comptent}} donc pour aujourd’hui : {names}.",
  backOnline:
    "De retour en ligne : {count, plural, one {# modification faite hors ligne a été enregistrée} many {# modifications faites hors ligne ont été enregistrées} other {# modifications faites hors ligne ont été enregistrées}}.",
  refusedLine: "{task} ({action}) : {message}",
  othersSaved:
    "{count, plural, one {# autre modification a été enregistrée} many {# autres modifications ont été enregistrées} other {# autres modifications ont été enregistrées}}.",
  refusedTitle:
    "{count, plural, one {# modification faite hors ligne n’a pas pu être enregistrée} many {# modifications faites hors ligne n’ont pas pu être enregistrées} other {# modifications faites hors ligne n’ont pas pu être enregistrées}}",
  dailiesCost: "Les quotidiennes non faites t’ont coûté {health} de santé.",
  lateDailies:
    "Le serveur a clos cette journée sans ce que tu as fait hors ligne : {names} {count, plural, one {ne compte pas} many {ne comptent pas} other {ne comptent pas}} comme {count, plural, one {faite} many {faites} other {faites}} pour ce jour-là, et la case sera refusée une fois reconnecté.",
  newDayTitle: "Un nouveau jour commence",
  newDayText: "Tes quotidiennes repartent de zéro.",
  actionBought: "acheté",
  actionScoredUp: "marqué +",
  actionScoredDown: "marqué −",
  actionChecked: "coché",
  actionUnchecked: "décoché",
  actionAdded: "ajouté",
  actionEdited: "modifié",
  actionDeleted: "supprimé",
  actionMoved: "déplacé",
  actionChecklistChecked: "élément de liste coché",
  actionChecklistUnchecked: "élément de liste décoché",
} satisfies Translation<typeof text>;

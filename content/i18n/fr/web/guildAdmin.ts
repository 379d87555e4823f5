import type text from "../../en/web/guildAdmin";
import type { Translation } from "../../define";

export default {
  saved: "Les informations de la guilde sont enregistrées.",
  editTitle: "Modifier la guilde",
  name: "Nom",
  summary: "Résumé",
  summaryHint: "Une ou deux lignes affichées dans la liste des guildes.",
  description: "Description",
  markdownHint: "Le Markdown fonctionne : **gras**, *italique*, listes et liens.",
  whoMayFind: "Qui peut la trouver",
  anyone: "Tout le monde (publique)",
  invitedOnly: "Joueurs invités uniquement (privée)",
  categories: "Catégories",
  leaderOnlyChallenges: "Seuls le chef et les responsables peuvent lancer des défis",
  saveGuild: "Enregistrer la guilde",
  cancel: "Annuler",
  nowManager: "{name} est maintenant responsable.",
  noLongerManager: "{name} n’est plus responsable.",
  removed: "{name} a été retiré de la guilde.",
  leadsNow: "{name} dirige maintenant la guilde.",
  removeManager: "Retirer des responsables",
  makeManager: "Nommer responsable",
  makeLeader: "Nommer chef",
  remove: "Retirer",
  removeTitle: "Retirer {name} ?",
  handOverTitle: "Confier la guilde à {name} ?",
  removeText:
    "Ce membre quitte la guilde et son chat ; il ne pourra revenir que si la guilde est publique ou s’il est de nouveau invité.",
  noteForThem: "Un mot pour ce membre (facultatif)",
  handOverText:
    "Tu restes dans la guilde en tant que membre ; {name} en devient le chef et peut la modifier, nommer des responsables et retirer des membres.",
  removeFromGuild: "Retirer de la guilde",
  makeThemLeader: "Le nommer chef",
} satisfies Translation<typeof text>;

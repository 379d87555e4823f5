import type text from "../../en/web/siteData";
import type { Translation } from "../../define";

export default {
  dataDownloading: "Tes données sont en cours de téléchargement.",
  historyDownloading: "Ton historique est en cours de téléchargement.",
  exportTitle: "Exporter tes données",
  exportText:
    "Télécharge une copie de tout ce qui concerne ton héros et tes tâches, ou l’historique de tes habitudes, quotidiennes et de ton expérience sous forme de tableur.",
  downloadJson: "Télécharger toutes les données (JSON)",
  downloadCsv: "Télécharger l’historique (CSV)",
  newToken: "Tu as un nouveau jeton d’API. Les outils qui utilisaient l’ancien ont désormais besoin de celui-ci.",
  tokenFailed: "Le jeton n’a pas pu être remplacé. Réessaie.",
  credentialsTitle: "Identifiants d’API",
  credentialsText:
    "Les outils et scripts qui travaillent avec ton compte ont besoin de ces deux valeurs. Garde le jeton secret : il fonctionne comme un mot de passe.",
  userId: "ID utilisateur",
  copyUserId: "Copier l’ID utilisateur",
  apiToken: "Jeton d’API",
  hideToken: "Masquer le jeton",
  showToken: "Afficher le jeton",
  copyToken: "Copier le jeton d’API",
  apiHint: "L’API se trouve à l’adresse {address} ; envoie ces valeurs dans les en-têtes {userHeader} et {keyHeader}.",
  getNewToken: "Obtenir un nouveau jeton d’API",
  password: "Mot de passe",
  tokenHint: "Si ton jeton a fuité, prends-en un nouveau : l’ancien cesse aussitôt de fonctionner.",
  replacing: "Remplacement…",
  notAnExport:
    "Ce fichier n’est pas un export de données JSON. Choisis le fichier userdata.json téléchargé depuis l’autre jeu.",
  tagFailed: "L’étiquette « {name} » n’a pas pu être créée.",
  tasksFailed:
    "{count, plural, one {# tâche n’a pas pu être créée.} many {# tâches n’ont pas pu être créées.} other {# tâches n’ont pas pu être créées.}}",
  settingsFailed: "Tes paramètres n’ont pas pu être copiés.",
  itemsFailedBecause: "Tes objets : {reason}",
  itemsFailed: "Tes objets n’ont pas pu être importés.",
  importTitle: "Importer depuis le jeu open source",
  importText:
    "Tu viens du jeu d’habitudes open source ? Télécharge tes données là-bas (son fichier userdata.json) et emporte tes tâches, étiquettes, paramètres et objets.",
  exportFile: "Fichier d’export de données",
  ready:
    "Prêt à importer {tasks, plural, one {# tâche} many {# tâches} other {# tâches}}, {tags, plural, one {# nouvelle étiquette} many {# nouvelles étiquettes} other {# nouvelles étiquettes}} et {settings, plural, one {# paramètre} many {# paramètres} other {# paramètres}}.",
  itemsToo: "Tes objets suivent aussi : {items}. Les objets ne peuvent être importés qu’une fois.",
  notImported: "Ceci ne sera pas importé :",
  importing: "Importation…",
  importNow: "Importer maintenant",
  imported:
    "Importé : {tasks, plural, one {# tâche} many {# tâches} other {# tâches}}, {tags, plural, one {# étiquette} many {# étiquettes} other {# étiquettes}}, {settings, plural, one {# paramètre} many {# paramètres} other {# paramètres}} et {items, plural, one {# type d’objet} many {# types d’objets} other {# types d’objets}}.",
  skipped: "Ignoré :",
  title: "Données du site",
  intro: "Tes données t’appartiennent : emporte-les, ou apporte-les ici.",
  planNoAccount: "Ce fichier n’est pas un export de données : il ne contient aucun compte.",
  planChallengeTags:
    "{count, plural, one {# étiquette de défi ou de groupe} many {# étiquettes de défi ou de groupe} other {# étiquettes de défi ou de groupe}} : elles appartiennent au défi ou au groupe.",
  planNoText: "{count, plural, one {# tâche sans texte} many {# tâches sans texte} other {# tâches sans texte}}.",
  planChallengeTask:
    "{count, plural, one {# tâche qui appartient à un défi} many {# tâches qui appartiennent à un défi} other {# tâches qui appartiennent à un défi}}.",
  planGroupTask:
    "{count, plural, one {# tâche qui appartient à un groupe} many {# tâches qui appartiennent à un groupe} other {# tâches qui appartiennent à un groupe}}.",
  planFinishedTodo:
    "{count, plural, one {# tâche déjà terminée} many {# tâches déjà terminées} other {# tâches déjà terminées}}.",
  planLooks: "Éléments d’apparence inconnus ici ou à débloquer d’abord avec des gemmes : {looks}.",
  planBackground: "Ton décor : les décors s’achètent dans la boutique de personnalisation.",
  planLevel: "niveau {level}",
  planGold: "{gold} or",
  planExperience: "{exp} points d’expérience",
  planClass: "la classe {class}",
  planStats: "Tes stats ({stats}) : ici, les héros gagnent leur niveau et leur or en jouant.",
  planGear: "{count, plural, one {# pièce d’équipement} many {# pièces d’équipement} other {# pièces d’équipement}}",
  planPets: "{count, plural, one {# familier} many {# familiers} other {# familiers}}",
  planMounts: "{count, plural, one {# monture} many {# montures} other {# montures}}",
  planEggs: "{count, plural, one {# type d’œuf} many {# types d’œufs} other {# types d’œufs}}",
  planPotions: "{count, plural, one {# type de potion} many {# types de potions} other {# types de potions}}",
  planFood: "{count, plural, one {# type de nourriture} many {# types de nourriture} other {# types de nourriture}}",
  planScrolls: "{count, plural, one {# parchemin de quête} many {# parchemins de quête} other {# parchemins de quête}}",
  planBackgrounds: "{count, plural, one {# décor} many {# décors} other {# décors}}",
  planAchievements:
    "{count, plural, one {# succès} many {# succès} other {# succès}} : les succès se gagnent à nouveau ici.",
  planOthers:
    "Données d’équipe, de guilde, de défi, de messages et de webhooks : elles restent sur les serveurs de l’autre jeu.",
} satisfies Translation<typeof text>;

import type text from "../../en/web/accountImport";
import type { Translation } from "../../define";

export default {
  originalTitle: "Amener ton compte depuis Habitica",
  originalIntro:
    "Tu joues déjà à Habitica ? Amène ici tes tâches, étiquettes, paramètres, ton avatar et tes objets. Ce serveur pose directement la question à Habitica avec ton ID utilisateur et ton jeton d’API : arrive exactement ce que ton compte possède là-bas.",
  whereTitle: "Où les trouver",
  whereText:
    "Sur Habitica, ouvre les Paramètres puis la section API. Copie ton ID utilisateur et ton jeton d’API (bouton « Afficher le jeton d’API ») dans les champs ci-dessous.",
  tokenPromise:
    "Ton jeton d’API fonctionne comme un mot de passe. Il ne sert qu’à cette seule requête vers Habitica et n’est jamais enregistré ni écrit dans un journal.",
  comesTitle: "Ce qui arrive",
  comesTasks:
    "Habitudes, quotidiennes, tâches à faire et récompenses, avec leurs listes, calendriers, rappels et historique",
  comesTags: "Étiquettes (une étiquette que tu as déjà ici sous le même nom est réutilisée)",
  comesSettings: "Paramètres, ton profil et l’apparence de ton avatar",
  comesItems:
    "Équipement, familiers, montures, œufs, potions d’éclosion, nourriture, parchemins de quête, objets spéciaux et arrière-plans",
  staysTitle: "Ce qui reste là-bas",
  staysCurrencies: "Or, gemmes et sabliers mystiques",
  staysStats: "Niveau, expérience, santé, mana, attributs et classe",
  staysAchievements: "Succès",
  staysPurchases: "Abonnements et achats",
  staysSocial: "Équipe, guildes, défis avec leurs tâches, et messages",
  addNotReplace:
    "Rien de ce que tu as ici n’est supprimé : les tâches importées s’ajoutent en haut de tes listes et les objets comptés s’ajoutent aux tiens. Un compte Habitica ne peut être amené qu’une seule fois sur ce serveur.",
  userId: "ID utilisateur Habitica",
  apiToken: "Jeton d’API Habitica",
  credentialsHint: "Les deux ressemblent à 1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d.",
  bring: "Amener mon compte",
  bringing: "Habitica est interrogé…",
  unavailable:
    "Ce serveur n’est pas configuré pour amener des comptes depuis Habitica. Tu peux quand même importer un fichier de données ci-dessous (sans objets).",
  failed: "Ton compte n’a pas pu être amené. Réessaie.",
  broughtTitle: "Bienvenue ! Ton compte est arrivé.",
  brought:
    "Ajouté : {tasks, plural, one {# tâche} other {# tâches}}, {tags, plural, one {# nouvelle étiquette} other {# nouvelles étiquettes}}, {items, plural, one {# sorte d’objet} other {# sortes d’objets}} et {settings, plural, one {# paramètre} other {# paramètres}}.",
  unknownHere: "Inconnu dans ce jeu, donc resté là-bas : {keys}.",
  fileTitle: "Importer un fichier de données",
  fileText:
    "Tu as un export de données (userdata.json) de Habitica ? Il apporte tes tâches, étiquettes, listes, ton historique et tes paramètres.",
  fileNoItems:
    "Un fichier ne peut pas prouver ce que tu possèdes : il n’apporte donc ni objets, ni or, ni gemmes, ni sabliers, ni succès, ni achats. Pour tes objets, utilise « Amener ton compte depuis Habitica » plus haut.",
  fileItemsAllowed:
    "Sur ce serveur, un fichier peut aussi apporter des objets (une fois par compte) : la personne qui l’administre a choisi de faire confiance aux fichiers.",
  exportFile: "Fichier d’export de données",
  notAnExport:
    "Ce fichier n’est pas un export de données JSON. Choisis le fichier userdata.json téléchargé depuis Habitica.",
  tooLarge: "Ce fichier est trop volumineux pour être importé en une seule fois.",
  checking: "Lecture du fichier…",
  ready:
    "Prêt à importer {tasks, plural, one {# tâche} other {# tâches}}, {tags, plural, one {# nouvelle étiquette} other {# nouvelles étiquettes}} et {settings, plural, one {# paramètre} other {# paramètres}}.",
  itemsToo: "Des objets arrivent aussi : {items, plural, one {# sorte} other {# sortes}}.",
  itemsDone:
    "Les objets d’un fichier de données ont déjà été importés une fois dans ce compte ; ils ne le sont pas à nouveau.",
  notImported: "Ceci reste là-bas :",
  importNow: "Importer maintenant",
  importing: "Import en cours…",
  imported:
    "Importé : {tasks, plural, one {# tâche} other {# tâches}}, {tags, plural, one {# étiquette} other {# étiquettes}} et {settings, plural, one {# paramètre} other {# paramètres}}.",
  importedItems: "Objets importés : {items, plural, one {# sorte} other {# sortes}}.",
  skipChallengeTasks:
    "{count, plural, one {# tâche qui appartient à un défi} other {# tâches qui appartiennent à un défi}}",
  skipGroupTasks:
    "{count, plural, one {# tâche qui appartient à un groupe} other {# tâches qui appartiennent à un groupe}}",
  skipFinishedTodos: "{count, plural, one {# tâche à faire terminée} other {# tâches à faire terminées}}",
  skipWithoutText: "{count, plural, one {# tâche sans texte} other {# tâches sans texte}}",
  skipChallengeTags:
    "{count, plural, one {# étiquette de défi ou de groupe} other {# étiquettes de défi ou de groupe}}",
  skipOverTaskLimit:
    "{count, plural, one {# tâche au-delà du nombre maximal de tâches par joueur} other {# tâches au-delà du nombre maximal de tâches par joueur}}",
  skipOverTagLimit:
    "{count, plural, one {# étiquette au-delà du nombre maximal d’étiquettes par joueur} other {# étiquettes au-delà du nombre maximal d’étiquettes par joueur}}",
} satisfies Translation<typeof text>;

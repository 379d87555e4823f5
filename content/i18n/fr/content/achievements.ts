/** Titres et descriptions français des succès. `{count}` est rempli par le client. */
import { achievements } from "../../../data/achievements";
import type { Achievement } from "../../../data/types";
import { QUEST_TITLES } from "./quests";
import { eggPetName, potionName } from "./stable";
import { humanize } from "./words";

const WORDS: Record<string, [string, string]> = {
  createdTask: ["Premiers pas", "Tu as créé ta première tâche."],
  completedTask: ["Affaire classée", "Tu as accompli ta première tâche."],
  hatchedPet: ["Tout juste éclos", "Tu as fait éclore ton premier familier."],
  fedPet: ["L’heure du goûter", "Tu as nourri un familier pour la première fois."],
  purchasedEquipment: ["Bien équipé", "Tu as acheté ta première pièce d’équipement."],
  partyUp: ["En équipe", "Tu as rejoint une équipe avec un autre joueur."],
  partyOn: ["La fête continue", "Tu as rejoint une équipe de quatre joueurs ou plus."],
  streak: ["Série en or", "Tu as tenu une quotidienne 21 jours d’affilée."],
  perfect: ["Journée parfaite", "Tu as terminé toutes tes quotidiennes en une journée."],
  royallyLoyal: ["Loyauté royale", "500 jours de connexion au compteur."],
  joinedGuild: ["Membre d’une guilde", "Tu as trouvé une communauté avec qui partager tes objectifs."],
  joinedChallenge: ["Challenger", "Tu as rejoint ton premier défi."],
  invitedFriend: ["Invitation amicale", "Tu as invité un ami à partir à l’aventure avec toi."],
  beastMaster: ["Maître des bêtes", "Tu as réuni tous les familiers standard."],
  mountMaster: ["Maître des montures", "Tu as apprivoisé toutes les montures standard."],
  triadBingo: [
    "Triple Bingo",
    "Tu as possédé tous les familiers et toutes les montures standard, puis de nouveau tous les familiers.",
  ],
  roughRider: [
    "Cavalier intrépide",
    "Tu as élevé toutes les couleurs standard du cactus, du hérisson et du caillou, en familier et en monture.",
  ],
  boneToPick: ["Un os à ronger", "Tu as fait éclore tous les familiers Squelette, œufs de butin et de quête compris."],
  snowball: ["Sous la neige", "Des membres de ton équipe t’ont envoyé des boules de neige."],
  spookySparkles: [
    "Frappé d’étincelles",
    "Des membres de ton équipe ont fait pleuvoir sur toi des étincelles effrayantes.",
  ],
  shinySeed: ["En pleine floraison", "Des membres de ton équipe ont fait de toi une fleur."],
  seafoam: ["Embruns", "Des membres de ton équipe ont fait pleuvoir sur toi de l’écume de mer."],
  contributor: ["Contributeur", "Tu as aidé à construire le jeu."],
  npc: ["Figure de la ville", "Prête ses traits à l’un des personnages de la ville."],
  kickstarter: ["Soutien", "Tu as soutenu le jeu à ses débuts."],
  kickstarter2019: ["Soutien aux pin’s", "Tu as soutenu la collecte de fonds de 2019."],
  groupsBeta2022: ["Pionnier des abonnements de groupe", "Tu as essayé les abonnements de groupe à leurs débuts."],
  veteran: ["Vétéran", "Tu as vécu un grand changement du jeu."],
  originalUser: ["Joueur de la première heure", "L’un des tout premiers joueurs."],
  habitSurveys: ["Voix précieuse", "Tu as aidé à améliorer le jeu en répondant à un sondage."],
  habitBirthdays: ["Fêtard d’anniversaire", "Tu as fêté l’anniversaire du jeu."],
  habiticaDays: ["Jour du baptême", "Tu as fêté le jour où le jeu a reçu son nom."],
  costumeContests: ["Concours de costumes", "Tu as participé à un concours de costumes."],
  lostMasterclasser: [
    "Maître des classes",
    "Tu as terminé toutes les séries d’histoires et résolu le mystère des Grands Maîtres disparus.",
  ],
  bareNecessities: ["Il en faut peu", "Tu as terminé les quêtes du singe, du paresseux et de l’arbrisseau."],
  bugBonanza: [
    "Festival des bestioles",
    "Tu as terminé les quêtes du scarabée, du papillon, de l’escargot et de l’araignée.",
  ],
  freshwaterFriends: [
    "Amis d’eau douce",
    "Tu as terminé les quêtes de l’axolotl, de la grenouille et de l’hippopotame.",
  ],
  justAddWater: [
    "Il suffit d’ajouter de l’eau",
    "Tu as terminé les quêtes de la mer : pieuvre, hippocampe, kraken, baleine, tortue, limace de mer, serpent de mer et dauphin.",
  ],
  mindOverMatter: ["L’esprit sur la matière", "Tu as terminé les quêtes du caillou, de la gelée et de la pelote."],
  seasonalSpecialist: ["Spécialiste des saisons", "Tu as terminé la chasse aux œufs et les deux quêtes d’hiver."],
  dilatoryQuest: ["Sauveur de la cité engloutie", "Tu as aidé à repousser le Terrible Drag’on de Dilatoire."],
  stressbeastQuest: ["Chasseur de stress", "Tu as aidé à calmer l’Abominable Stressbête."],
  burnoutQuest: ["Gardien de l’étincelle", "Tu as aidé à éteindre Épuisement."],
  bewilderQuest: ["Esprit clair", "Tu as aidé à percer les illusions de l’Em-Brouilleur."],
  dysheartenerQuest: ["Raccommodeur de cœurs", "Tu as aidé à vaincre le Découreur."],
};

const TITLES: Record<string, string> = {
  backToBasics: "Retour aux sources",
  allYourBase: "Toutes tes bases",
  dustDevil: "Diable de poussière",
  aridAuthority: "Autorité aride",
  monsterMagus: "Mage des monstres",
  undeadUndertaker: "Croque-mort des morts-vivants",
  primedForPainting: "Prêt à peindre",
  pearlyPro: "Pro nacré",
  tickledPink: "Rose de plaisir",
  rosyOutlook: "La vie en rose",
  goodAsGold: "Sage comme l’or",
  allThatGlitters: "Tout ce qui brille",
  boneCollector: "Collectionneur d’os",
  skeletonCrew: "Équipage squelette",
  seeingRed: "Voir rouge",
  redLetterDay: "Jour à marquer en rouge",
  violetsAreBlue: "Les violettes sont bleues",
  wildBlueYonder: "Vers le grand bleu",
  shadyCustomer: "Client louche",
  shadeOfItAll: "À l’ombre de tout",
  legendaryBestiary: "Bestiaire légendaire",
  birdsOfAFeather: "Qui se ressemble s’assemble",
  bonelessBoss: "Boss sans os",
  cats: "Félins",
  dinosaurDynasty: "Dynastie des dinosaures",
  domesticated: "Domestiqué",
  duneBuddy: "Copain des dunes",
  plantParent: "Parent de plantes",
  polarPro: "Pro polaire",
  reptacularRumble: "Bagarre reptaculaire",
  rodentRuler: "Roi des rongeurs",
  woodlandWizard: "Magicien des bois",
  zodiacZookeeper: "Gardien du zodiaque",
  warriorUltimateGear: "Équipement ultime de guerrier",
  rogueUltimateGear: "Équipement ultime de voleur",
  wizardUltimateGear: "Équipement ultime de mage",
  mageUltimateGear: "Équipement ultime de mage",
  healerUltimateGear: "Équipement ultime de guérisseur",
  greetingCards: "Cartes de salutations",
  nyeCards: "Cartes de Nouvel An",
  thankyouCards: "Cartes de remerciement",
  valentineCards: "Cartes de Saint-Valentin",
  birthdayCards: "Cartes d’anniversaire",
  congratsCards: "Cartes de félicitations",
  getwellCards: "Cartes de prompt rétablissement",
  goodluckCards: "Cartes de bonne chance",
};

const CLASS_NAMES: Record<string, string> = {
  warrior: "guerrier",
  rogue: "voleur",
  wizard: "mage",
  healer: "guérisseur",
};
const CARD_NAMES: Record<string, string> = {
  greeting: "de salutations",
  nye: "de Nouvel An",
  thankyou: "de remerciement",
  valentine: "de Saint-Valentin",
  birthday: "d’anniversaire",
  congrats: "de félicitations",
  getwell: "de prompt rétablissement",
  goodluck: "de bonne chance",
};
const KINDS: Record<string, string> = {
  pet: "familiers",
  mount: "montures",
  petMount: "familiers et toutes les montures",
};

function title(item: Achievement): string {
  if (WORDS[item.key]) return WORDS[item.key][0];
  return TITLES[item.key] ?? humanize(item.key.replace(/Quest$/, ""));
}

function text(item: Achievement): string {
  if (WORDS[item.key]) return WORDS[item.key][1];
  const kind = KINDS[item.mountOrPet ?? "pet"] ?? "familiers";
  const all = item.mountOrPet === "mount" ? "toutes les" : "tous les";
  switch (item.kind) {
    case "animalColor":
      return `Tu as réuni ${all} ${kind} ${potionName(item.potion ?? "")}.`;
    case "animalSet":
      return `Tu as réuni ${all} ${kind} de couleur standard parmi : ${item.eggs?.map(eggPetName).join(", ")}.`;
    case "questSeries":
      return `Tu as terminé toutes ces quêtes : ${item.quests?.map((quest) => QUEST_TITLES[quest] ?? humanize(quest)).join(", ")}.`;
    case "worldBoss":
      return `Tu as aidé à vaincre le boss mondial ${QUEST_TITLES[item.quests?.[0] ?? ""] ?? humanize(item.quests?.[0] ?? "")}.`;
    case "ultimateGear":
      return `Tu possèdes le meilleur équipement de ${CLASS_NAMES[item.klass ?? ""] ?? item.klass} qui soit.`;
    case "card":
      return `Tu as envoyé ou reçu des cartes ${CARD_NAMES[item.card ?? ""] ?? item.card}.`;
    default:
      return "Une distinction spéciale.";
  }
}

export const achievementMessages: Record<string, string> = Object.fromEntries(
  Object.values(achievements).flatMap((item) => {
    const entries: [string, string][] = [
      [item.titleKey, title(item)],
      [item.textKey, text(item)],
    ];
    if (item.modalTextKey) entries.push([item.modalTextKey, `Tu as obtenu un succès : ${title(item)} !`]);
    if (item.singularTextKey) entries.push([item.singularTextKey, `${text(item)} (une fois)`]);
    if (item.pluralTextKey) entries.push([item.pluralTextKey, `${text(item)} ({count} fois)`]);
    if (item.singularTitleKey) entries.push([item.singularTitleKey, title(item)]);
    if (item.pluralTitleKey) entries.push([item.pluralTitleKey, `${title(item)} ×{count}`]);
    return entries;
  }),
);

import type text from "../../en/web/celebrations";
import type { Translation } from "../../define";

export default {
  healthBack: "Ta santé remonte à {max}.",
  pointsToSpend:
    "{count, plural, one {Tu as # point d’attribut à dépenser.} many {Tu as # points d’attribut à dépenser.} other {Tu as # points d’attribut à dépenser.}}",
  canChooseClass: "Tu peux maintenant choisir une classe !",
  rewards: "Récompenses",
  dontShowAgain: "Ne plus afficher",
  firstStepsTitle: "Tu as terminé tes premiers pas !",
  firstStepsText:
    "Créer et terminer des tâches, faire éclore, nourrir et acheter de l’équipement : tu as tout essayé. Voici un bonus de {gold} or à dépenser.",
  goldReward: "{gold} or",
  aChallenge: "un défi",
  challengeWonTitle: "Tu as remporté un défi !",
  challengeWonText: "Le défi « {name} » t’a désigné vainqueur.",
  gemsReward: "{count, plural, one {# gemme} many {# gemmes} other {# gemmes}}",
  questCompleteTitle: "Quête accomplie !",
  questWon: "Ton équipe a remporté « {quest} ». {completion}",
  questFinished: "Ton équipe a terminé sa quête.",
  classTitle: "Te voilà {class} !",
  classText: "{blurb} Tes compétences apparaissent en bas de l’écran des tâches à partir du niveau 11.",
  hatchTitle: "Un nouveau familier a éclos !",
  hatchText:
    "{name} te rejoint. Nourris-le pour qu’il devienne une monture, ou choisis-le pour qu’il te suive dans tes aventures.",
  mountTitle: "Tu as élevé une monture !",
  mountText:
    "Toute cette nourriture a porté ses fruits : {name} a grandi et est prêt à te porter. Choisis-le à l’écurie pour le monter.",
  experienceReward: "{exp} points d’expérience",
  itemCount: "{count} × {name}",
  boss: "Boss",
  health: "Santé",
  strength: "Force",
  rage: "Rage : {title}",
  rageText: "Monte de {value} à chaque quotidienne manquée par l’équipe, puis frappe : {description}",
  itemsToCollect: "Objets à récupérer",
} satisfies Translation<typeof text>;

import type text from "../../en/web/celebrations";
import type { Translation } from "../../define";

export default {
  healthBack: "Deine Gesundheit ist wieder bei {max}.",
  pointsToSpend:
    "{count, plural, one {Du hast # Attributpunkt zu verteilen.} other {Du hast # Attributpunkte zu verteilen.}}",
  canChooseClass: "Jetzt kannst du eine Klasse wählen!",
  rewards: "Belohnungen",
  dontShowAgain: "Nicht mehr anzeigen",
  firstStepsTitle: "Deine ersten Schritte sind geschafft!",
  firstStepsText:
    "Aufgaben anlegen und erledigen, ausbrüten, füttern und Ausrüstung kaufen: Du hast alles ausprobiert. Hier ist ein Bonus von {gold} Gold zum Ausgeben.",
  goldReward: "{gold} Gold",
  aChallenge: "ein Wettbewerb",
  challengeWonTitle: "Du hast einen Wettbewerb gewonnen!",
  challengeWonText: "Der Wettbewerb „{name}“ hat dich zum Sieger gekürt.",
  gemsReward: "{count, plural, one {# Edelstein} other {# Edelsteine}}",
  questCompleteTitle: "Quest geschafft!",
  questWon: "Deine Gruppe hat „{quest}“ gewonnen. {completion}",
  questFinished: "Deine Gruppe hat ihre Quest abgeschlossen.",
  classTitle: "Du bist jetzt {class}!",
  classText: "{blurb} Ab Stufe 11 erscheinen deine Fähigkeiten unten auf dem Aufgabenbildschirm.",
  hatchTitle: "Du hast ein neues Haustier ausgebrütet!",
  hatchText:
    "{name} ist jetzt bei dir. Füttere es, damit es zum Reittier heranwächst, oder wähle es als Begleiter für deine Abenteuer.",
  mountTitle: "Du hast ein Reittier großgezogen!",
  mountText:
    "Das viele Futter hat sich gelohnt: {name} ist ausgewachsen und bereit, dich zu tragen. Wähle es im Stall aus, um darauf zu reiten.",
  experienceReward: "{exp} Erfahrung",
  itemCount: "{count} × {name}",
  boss: "Boss",
  health: "Gesundheit",
  strength: "Stärke",
  rage: "Wut: {title}",
  rageText: "Steigt um {value} durch die verpassten Tagesaufgaben der Gruppe und schlägt dann zu: {description}",
  itemsToCollect: "Zu sammelnde Gegenstände",
} satisfies Translation<typeof text>;

/** The dialogs that celebrate: level ups, classes, pets and mounts, quests won, challenges won, first steps; and a quest's facts. */
import { defineText } from "../../define";

export default defineText("celebrations", {
  healthBack: "Your health is back to {max}.",
  pointsToSpend:
    "{count, plural, one {You have # attribute point to spend.} other {You have # attribute points to spend.}}",
  canChooseClass: "You can now choose a class!",
  rewards: "Rewards",
  dontShowAgain: "Don't show this again",
  firstStepsTitle: "You finished your first steps!",
  firstStepsText:
    "Creating and finishing tasks, hatching, feeding and buying gear: you have tried it all. Here is a bonus of {gold} gold to spend.",
  goldReward: "{gold} gold",
  aChallenge: "a challenge",
  challengeWonTitle: "You won a challenge!",
  challengeWonText: 'The challenge "{name}" named you its winner.',
  gemsReward: "{count, plural, one {# gem} other {# gems}}",
  questCompleteTitle: "Quest complete!",
  questWon: 'Your party won "{quest}". {completion}',
  questFinished: "Your party finished its quest.",
  classTitle: "You are now a {class}!",
  classText: "{blurb} Your skills appear at the foot of the tasks screen from level 11.",
  hatchTitle: "You hatched a new pet!",
  hatchText:
    "{name} has joined you. Feed it to help it grow into a mount, or choose it to follow you on your adventures.",
  mountTitle: "You raised a mount!",
  mountText: "All that food paid off: {name} is grown and ready to carry you. Choose it in the stable to ride it.",
  experienceReward: "{exp} experience",
  itemCount: "{count} × {name}",
  boss: "Boss",
  health: "Health",
  strength: "Strength",
  rage: "Rage: {title}",
  rageText: "Fills by {value} from the party's missed dailies, then strikes: {description}",
  itemsToCollect: "Items to collect",
});

/** English titles and descriptions of achievements. `{count}` is filled in by the client. */
import { achievements } from "../../data/achievements";
import type { Achievement } from "../../data/types";
import { humanize } from "./words";

/** key -> [title, description] */
const WORDS: Record<string, [string, string]> = {
  createdTask: ["First Steps", "Created your first task."],
  completedTask: ["Done and Dusted", "Completed your first task."],
  hatchedPet: ["Hatchling", "Hatched your first pet."],
  fedPet: ["Snack Time", "Fed a pet for the first time."],
  purchasedEquipment: ["Well Equipped", "Bought your first piece of equipment."],
  partyUp: ["Party Up", "Joined a party with another player."],
  partyOn: ["Party On", "Joined a party of four or more players."],
  streak: ["Streaker", "Kept a daily going for 21 days in a row."],
  perfect: ["Perfect Day", "Finished every daily on a day."],
  royallyLoyal: ["Royally Loyal", "Checked in on 500 days."],
  joinedGuild: ["Joined a Guild", "Found a community to share your goals with."],
  joinedChallenge: ["Challenger", "Joined your first challenge."],
  invitedFriend: ["Friendly Invitation", "Invited a friend to adventure with you."],
  beastMaster: ["Beast Master", "Collected every standard pet."],
  mountMaster: ["Mount Master", "Tamed every standard mount."],
  triadBingo: ["Triad Bingo", "Owned every standard pet and mount, then every pet again."],
  roughRider: ["Rough Rider", "Raised every standard colour of the cactus, hedgehog and rock as pets and as mounts."],
  boneToPick: ["A Bone to Pick", "Hatched every skeleton pet, drop and quest eggs alike."],
  snowball: ["Snowed Under", "Party members pelted you with snowballs."],
  spookySparkles: ["Sparkle Struck", "Party members showered you in spooky sparkles."],
  shinySeed: ["In Full Bloom", "Party members turned you into a flower."],
  seafoam: ["Sea Spray", "Party members covered you in seafoam."],
  contributor: ["Contributor", "Helped build the game."],
  npc: ["Town Character", "Lends a face to one of the town's characters."],
  kickstarter: ["Backer", "Supported the game when it was young."],
  kickstarter2019: ["Pin Backer", "Backed the 2019 fundraiser."],
  groupsBeta2022: ["Group Plan Pioneer", "Tried out group plans while they were new."],
  veteran: ["Veteran", "Played through a big change to the game."],
  originalUser: ["Original Player", "One of the very first players."],
  habitSurveys: ["Helpful Voice", "Helped improve the game by answering a survey."],
  habitBirthdays: ["Birthday Reveller", "Celebrated the game's birthday."],
  habiticaDays: ["Naming Day", "Celebrated the day the game got its name."],
  costumeContests: ["Costume Contestant", "Dressed up for a costume contest."],
  lostMasterclasser: [
    "Master of the Classes",
    "Finished every story chain and solved the mystery of the lost masterclassers.",
  ],
  bareNecessities: ["Bare Necessities", "Finished the monkey, sloth and treeling quests."],
  bugBonanza: ["Bug Bonanza", "Finished the beetle, butterfly, snail and spider quests."],
  freshwaterFriends: ["Freshwater Friends", "Finished the axolotl, frog and hippo quests."],
  justAddWater: [
    "Just Add Water",
    "Finished the quests of the sea: octopus, seahorse, kraken, whale, turtle, sea slug, sea serpent and dolphin.",
  ],
  mindOverMatter: ["Mind Over Matter", "Finished the rock, slime and yarn quests."],
  seasonalSpecialist: ["Seasonal Specialist", "Finished the egg hunt and both winter quests."],
  dilatoryQuest: ["Savior of the Drowned City", "Helped drive off the Dread Drag'on of Dilatory."],
  stressbeastQuest: ["Stress Buster", "Helped calm the Abominable Stressbeast."],
  burnoutQuest: ["Spark Keeper", "Helped put out Burnout."],
  bewilderQuest: ["Clear-headed", "Helped see through the Be-Wilder's illusions."],
  dysheartenerQuest: ["Heart Mender", "Helped defeat the Dysheartener."],
};

function title(item: Achievement): string {
  if (WORDS[item.key]) return WORDS[item.key][0];
  return humanize(item.key.replace(/Quest$/, ""));
}

function text(item: Achievement): string {
  if (WORDS[item.key]) return WORDS[item.key][1];
  switch (item.kind) {
    case "animalColor":
      return `Collected every ${item.potion} ${item.mountOrPet}.`;
    case "animalSet":
      return `Collected every standard-colour ${item.mountOrPet === "petMount" ? "pet and mount" : item.mountOrPet} of: ${item.eggs?.map((egg) => humanize(egg)).join(", ")}.`;
    case "questSeries":
      return `Completed all of these quests: ${item.quests?.map((quest) => humanize(quest)).join(", ")}.`;
    case "worldBoss":
      return `Helped defeat the world boss ${humanize(item.quests?.[0] ?? "")}.`;
    case "ultimateGear":
      return `Owns the finest ${item.klass} gear there is.`;
    case "card":
      return `Sent or received ${item.card} cards.`;
    default:
      return "A special honour.";
  }
}

export const achievementMessages: Record<string, string> = Object.fromEntries(
  Object.values(achievements).flatMap((item) => {
    const entries: [string, string][] = [
      [item.titleKey, title(item)],
      [item.textKey, text(item)],
    ];
    if (item.modalTextKey) entries.push([item.modalTextKey, `You earned an achievement: ${title(item)}!`]);
    if (item.singularTextKey) entries.push([item.singularTextKey, `${text(item)} (once)`]);
    if (item.pluralTextKey) entries.push([item.pluralTextKey, `${text(item)} ({count} times)`]);
    if (item.singularTitleKey) entries.push([item.singularTitleKey, title(item)]);
    if (item.pluralTitleKey) entries.push([item.pluralTitleKey, `{count} ${title(item)}s`]);
    return entries;
  }),
);

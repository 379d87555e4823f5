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
  royallyLoyal: ["Royally Loyal", "Stayed subscribed for a long time."],
  joinedGuild: ["Joined a Guild", "Found a community to share your goals with."],
  joinedChallenge: ["Challenger", "Joined your first challenge."],
  invitedFriend: ["Friendly Invitation", "Invited a friend to adventure with you."],
  beastMaster: ["Beast Master", "Collected every standard pet."],
  mountMaster: ["Mount Master", "Tamed every standard mount."],
  triadBingo: ["Triad Bingo", "Owned every standard pet and mount, then every pet again."],
  roughRider: ["Rough Rider", "Tamed a mount of every standard egg."],
  annoyingFriends: ["Snowball Fighter", "Hit party members with snowballs."],
  alarmingFriends: ["Spooky Prankster", "Sprinkled spooky sparkles on party members."],
  agriculturalFriends: ["Green Thumb", "Turned party members into flowers."],
  aquaticFriends: ["Splash Maker", "Covered party members in seafoam."],
  contributor: ["Contributor", "Helped build the game."],
  backer: ["Backer", "Supported the game when it was young."],
  veteran: ["Veteran", "Played through a big change to the game."],
  originalUser: ["Original Player", "One of the very first players."],
  habitSurveys: ["Helpful Voice", "Helped improve the game by answering a survey."],
  rebirth: ["Reborn", "Started a new adventure with an Orb of Rebirth."],
  challengeWinner: ["Challenge Champion", "Won a challenge."],
  quests: ["Quester", "Completed quests with your party."],
  checkIns500: ["Steadfast Adventurer", "Checked in on 500 days."],
  habitBirthdays: ["Birthday Reveller", "Celebrated the game's birthday."],
  habiticaDays: ["Naming Day", "Celebrated the day the game got its name."],
  costumeContests: ["Costume Contestant", "Dressed up for a costume contest."],
  nyeCelebrations: ["New Year's Reveller", "Rang in a new year with the game."],
  lostMasterclasser: ["Master of the Classes", "Finished every story chain and solved the mystery of the lost masterclassers."],
  bareNecessities: ["Bare Necessities", "Finished the monkey, sloth and treeling quests."],
  bugBonanza: ["Bug Bonanza", "Finished the beetle, butterfly, snail and spider quests."],
  freshwaterFriends: ["Freshwater Friends", "Finished the axolotl, frog and hippo quests."],
  justAddWater: ["Just Add Water", "Finished the quests of the seven seas: octopus, sea serpent, kraken, whale, turtle, sea slug and seahorse."],
  mindOverMatter: ["Mind Over Matter", "Finished the rock, slime and yarn quests."],
  seasonalSpecialist: ["Seasonal Specialist", "Finished the seasonal quests of winter and spring."],
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
      return `Collected every standard-colour ${item.mountOrPet} of: ${item.eggs?.map((egg) => humanize(egg)).join(", ")}.`;
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

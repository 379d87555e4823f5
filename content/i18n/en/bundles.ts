/** English texts of the quest bundles. */
import { questBundles } from "../../data/bundles";

/** bundle key -> [name, pitch] */
const BUNDLE_WORDS: Record<string, [string, string]> = {
  featheredFriends: ["Feathered Friends", "Three quests full of wings and beaks, together at a bargain."],
  splashyPals: ["Splashy Pals", "Dive into three watery adventures at once."],
  farmFriends: ["Farm Friends", "Three quests from the barnyard, bundled for less."],
  witchyFamiliars: ["Witchy Familiars", "Three spooky companions for the season of spells."],
  winterQuests: ["Winter Wonderland", "Three frosty quests to warm up your party."],
  hugabug: ["Hug a Bug", "Three quests with creepy-crawly friends."],
  cuddleBuddies: ["Cuddle Buddies", "Three soft and snuggly quests in one pack."],
  aquaticAmigos: ["Aquatic Amigos", "Three quests beneath the waves."],
  forestFriends: ["Forest Friends", "Three quests from the heart of the woods."],
  oddballs: ["Oddballs", "Three of the strangest quests around."],
  birdBuddies: ["Bird Buddies", "Three feathered quests for bird lovers."],
  mythicalMarvels: ["Mythical Marvels", "Three legendary beasts to befriend."],
  rockingReptiles: ["Rocking Reptiles", "Three scaly quests in one bundle."],
  delightfulDinos: ["Delightful Dinos", "Three prehistoric adventures together."],
  jungleBuddies: ["Jungle Buddies", "Three quests from the tangled jungle."],
  sandySidekicks: ["Sandy Sidekicks", "Three desert dwellers ready to join you."],
};

export const bundleMessages: Record<string, string> = Object.fromEntries(
  Object.values(questBundles).flatMap((bundle) => [
    [bundle.text, BUNDLE_WORDS[bundle.key][0]],
    [bundle.notes, BUNDLE_WORDS[bundle.key][1]],
  ]),
);

/** Quest bundles: three quests sold together for 7 gems (content spec §3 "Quest bundle"). */
import type { QuestBundle } from "./types";

export const QUEST_BUNDLE_VALUE = 7;

const MEMBERS: Record<string, [string, string, string]> = {
  featheredFriends: ["falcon", "harpy", "owl"],
  splashyPals: ["dilatory_derby", "turtle", "whale"],
  farmFriends: ["cow", "horse", "sheep"],
  witchyFamiliars: ["rat", "spider", "frog"],
  winterQuests: ["evilsanta", "evilsanta2", "penguin"],
  hugabug: ["snail", "beetle", "butterfly"],
  cuddleBuddies: ["bunny", "ferret", "guineapig"],
  aquaticAmigos: ["axolotl", "kraken", "octopus"],
  forestFriends: ["ghost_stag", "hedgehog", "treeling"],
  oddballs: ["slime", "rock", "yarn"],
  birdBuddies: ["peacock", "penguin", "rooster"],
  mythicalMarvels: ["unicorn", "seaserpent", "gryphon"],
  rockingReptiles: ["alligator", "snake", "velociraptor"],
  delightfulDinos: ["pterodactyl", "triceratops", "trex_undead"],
  jungleBuddies: ["monkey", "sloth", "treeling"],
  sandySidekicks: ["armadillo", "snake", "spider"],
};

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

export const questBundles: Record<string, QuestBundle> = Object.fromEntries(
  Object.entries(MEMBERS).map(([key, bundleKeys]) => [
    key,
    {
      key,
      text: `questBundle${capitalise(key)}Text`,
      notes: `questBundle${capitalise(key)}Notes`,
      bundleKeys,
      type: "quests",
      value: QUEST_BUNDLE_VALUE,
    },
  ]),
);

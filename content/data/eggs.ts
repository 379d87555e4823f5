/**
 * Eggs (content spec §3 "Egg"): every egg costs 3 gems. Drop eggs are always buyable; a quest
 * egg is buyable once one of its quests has been completed (achievements.quests[key] > 0).
 */
import type { BuyRule, Egg } from "./types";

export const EGG_VALUE = 3;

export const DROP_EGGS = [
  "Wolf",
  "TigerCub",
  "PandaCub",
  "LionCub",
  "Fox",
  "FlyingPig",
  "Dragon",
  "Cactus",
  "BearCub",
] as const;

/** Quest egg -> the quests whose completion unlocks buying it (empty: never sold). */
export const QUEST_EGG_SOURCES: Record<string, string[]> = {
  Gryphon: ["gryphon"],
  Hedgehog: ["hedgehog"],
  Deer: ["ghost_stag"],
  Egg: ["egg"],
  Rat: ["rat"],
  Octopus: ["octopus"],
  Seahorse: ["dilatory_derby"],
  Parrot: ["harpy"],
  Rooster: ["rooster"],
  Spider: ["spider"],
  Owl: ["owl"],
  Penguin: ["penguin"],
  TRex: ["trex", "trex_undead"],
  Rock: ["rock"],
  Bunny: ["bunny"],
  Slime: ["slime"],
  Sheep: ["sheep"],
  Cuttlefish: ["kraken"],
  Whale: ["whale"],
  Cheetah: ["cheetah"],
  Horse: ["horse"],
  Frog: ["frog"],
  Snake: ["snake"],
  Unicorn: ["unicorn"],
  Sabretooth: ["sabretooth"],
  Monkey: ["monkey"],
  Snail: ["snail"],
  Falcon: ["falcon"],
  Treeling: ["treeling"],
  Axolotl: ["axolotl"],
  Turtle: ["turtle"],
  Armadillo: ["armadillo"],
  Cow: ["cow"],
  Beetle: ["beetle"],
  Ferret: ["ferret"],
  Sloth: ["sloth"],
  Triceratops: ["triceratops"],
  GuineaPig: ["guineapig"],
  Peacock: ["peacock"],
  Butterfly: ["butterfly"],
  Nudibranch: ["nudibranch"],
  Hippo: ["hippo"],
  Yarn: ["yarn"],
  Pterodactyl: ["pterodactyl"],
  Badger: ["badger"],
  Squirrel: ["squirrel"],
  SeaSerpent: ["seaserpent"],
  Kangaroo: ["kangaroo"],
  Alligator: ["alligator"],
  Velociraptor: ["velociraptor"],
  Dolphin: ["dolphin"],
  Robot: ["robot"],
  Giraffe: ["giraffe"],
  Chameleon: ["chameleon"],
  Crab: ["crab"],
  Raccoon: ["raccoon"],
  Dog: ["dog"],
  Otter: ["otter"],
  Platypus: ["platypus"],
  Cat: ["cat"],
  Alpaca: ["alpaca"],
};

export const QUEST_EGGS = Object.keys(QUEST_EGG_SOURCES);

function egg(key: string, type: Egg["type"], canBuy: BuyRule): Egg {
  const stem = `${type === "drop" ? "dropEgg" : "questEgg"}${key}`;
  return {
    key,
    text: `${stem}Text`,
    mountText: `${stem}MountText`,
    adjective: `${stem}Adjective`,
    notes: `${stem}Notes`,
    value: EGG_VALUE,
    type,
    canBuy,
  };
}

export const dropEggs: Record<string, Egg> = Object.fromEntries(
  DROP_EGGS.map((key) => [key, egg(key, "drop", { always: true })]),
);

export const questEggs: Record<string, Egg> = Object.fromEntries(
  QUEST_EGGS.map((key) => {
    const sources = QUEST_EGG_SOURCES[key];
    return [key, egg(key, "quest", sources.length > 0 ? { questCompleted: sources } : { never: true })];
  }),
);

export const eggs: Record<string, Egg> = { ...dropEggs, ...questEggs };

/**
 * Quests (content spec §3 "Quest", §4 "Quest chains", §9 tables). Message keys follow
 * `quest<Stem><Field>` where Stem is the PascalCase quest key (ghost_stag -> GhostStag).
 * A drop item's `text` is the message key of the item's own name.
 */
import { DEFAULT_QUEST_VALUE_GEMS } from "./constants";
import { eggs } from "./eggs";
import { food } from "./food";
import { gear } from "./gear";
import { hatchingPotions } from "./hatchingPotions";
import type {
  BuyRule,
  Quest,
  QuestBoss,
  QuestCategory,
  QuestDropItem,
  QuestItemType,
  QuestRage,
  WorldRageEffect,
} from "./types";

export function questMessageStem(key: string): string {
  return key
    .split(/_/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");
}

const msg = (key: string, field: string): string => `quest${questMessageStem(key)}${field}`;

/** The message key naming a droppable item (reused from its own table). */
export function itemTextKey(type: QuestItemType, key: string): string {
  switch (type) {
    case "eggs":
      return eggs[key]?.text ?? `questEgg${key}Text`;
    case "hatchingPotions":
      return hatchingPotions[key]?.text ?? `hatchingPotion${key}`;
    case "food":
      return food[key]?.text ?? `food${key}`;
    case "gear":
      return gear[key]?.text ?? key;
    case "quests":
      return msg(key, "Text");
    case "pets":
      return `pet${key.replace("-", "")}`;
    case "mounts":
      return `mount${key.replace("-", "")}`;
  }
}

function item(type: QuestItemType, key: string, count = 1, onlyOwner?: boolean): QuestDropItem[] {
  return Array.from({ length: count }, () => ({
    type,
    key,
    text: itemTextKey(type, key),
    ...(onlyOwner ? { onlyOwner } : {}),
  }));
}

function rage(
  questKey: string,
  value: number,
  effect: Pick<QuestRage, "healing" | "mpDrain" | "progressDrain" | "worldEffect">,
): QuestRage {
  return {
    title: msg(questKey, "RageTitle"),
    description: msg(questKey, "RageDescription"),
    value,
    ...effect,
    effect: msg(questKey, "RageEffect"),
  };
}

function boss(questKey: string, hp: number, str: number, extra: Partial<QuestBoss> = {}): QuestBoss {
  return { name: msg(questKey, "Boss"), hp, str, ...extra };
}

function collect(questKey: string, counts: Record<string, number>): Quest["collect"] {
  return Object.fromEntries(
    Object.entries(counts).map(([itemKey, count]) => [
      itemKey,
      { text: msg(questKey, `Collect${questMessageStem(itemKey)}`), count },
    ]),
  );
}

interface QuestSpec {
  category: QuestCategory;
  boss?: QuestBoss;
  collect?: Quest["collect"];
  items?: QuestDropItem[];
  gp: number;
  exp: number;
  value?: number;
  goldValue?: number;
  group?: string;
  previous?: string;
  prereqQuests?: string[];
  lvl?: number;
  canBuy?: BuyRule;
  unlockCondition?: Quest["unlockCondition"];
  unlock?: boolean;
  event?: string;
}

function quest(key: string, spec: QuestSpec): Quest {
  const result: Quest = {
    key,
    text: msg(key, "Text"),
    notes: msg(key, "Notes"),
    completion: msg(key, "Completion"),
    value: spec.value ?? DEFAULT_QUEST_VALUE_GEMS,
    category: spec.category,
    drop: { items: spec.items ?? [], gp: spec.gp, exp: spec.exp },
  };
  if (spec.boss) result.boss = spec.boss;
  if (spec.collect) result.collect = spec.collect;
  if (spec.goldValue !== undefined) result.goldValue = spec.goldValue;
  if (spec.group) result.group = spec.group;
  if (spec.previous) result.previous = spec.previous;
  if (spec.prereqQuests) result.prereqQuests = spec.prereqQuests;
  if (spec.lvl) result.lvl = spec.lvl;
  if (spec.canBuy) result.canBuy = spec.canBuy;
  if (spec.unlockCondition) result.unlockCondition = spec.unlockCondition;
  if (spec.unlock) result.drop.unlock = msg(key, "UnlockText");
  if (spec.event) result.event = spec.event;
  return result;
}

// ---------------------------------------------------------------- pet quests

/** Figures: website/common/script/content/quests/pets.js. */
type PetRage = { healing: number } | { mpDrain: number };
/** quest key -> [egg, hp, str, gp, exp, rage?] */
const PET_QUESTS: Record<string, [string, number, number, number, number, PetRage?]> = {
  alligator: ["Alligator", 1100, 2.5, 73, 725],
  alpaca: ["Alpaca", 800, 2, 90, 900, { healing: 0.3 }],
  armadillo: ["Armadillo", 600, 1.5, 43, 350],
  axolotl: ["Axolotl", 500, 1.5, 37, 275, { healing: 0.3 }],
  badger: ["Badger", 600, 1.5, 43, 350],
  beetle: ["Beetle", 500, 1.5, 37, 275],
  bunny: ["Bunny", 300, 1.5, 25, 125],
  butterfly: ["Butterfly", 400, 1.5, 31, 200],
  cat: ["Cat", 600, 1.5, 55, 500, { mpDrain: 0.33 }],
  chameleon: ["Chameleon", 400, 1.5, 35, 250],
  cheetah: ["Cheetah", 600, 1.5, 43, 350],
  cow: ["Cow", 400, 1.5, 31, 200],
  crab: ["Crab", 1200, 2.5, 90, 900, { mpDrain: 0.33 }],
  dilatory_derby: ["Seahorse", 300, 1.5, 25, 125],
  dog: ["Dog", 600, 1.5, 55, 500, { mpDrain: 0.3 }],
  dolphin: ["Dolphin", 300, 1.25, 22, 110],
  falcon: ["Falcon", 700, 2, 49, 425],
  ferret: ["Ferret", 400, 1.5, 31, 200],
  frog: ["Frog", 300, 1.5, 25, 125],
  ghost_stag: ["Deer", 1200, 2.5, 80, 800],
  giraffe: ["Giraffe", 700, 2, 50, 450],
  gryphon: ["Gryphon", 300, 1.5, 25, 125],
  guineapig: ["GuineaPig", 400, 1.5, 31, 200],
  harpy: ["Parrot", 600, 1.5, 43, 350],
  hedgehog: ["Hedgehog", 400, 1.25, 30, 125],
  hippo: ["Hippo", 800, 2, 55, 500],
  horse: ["Horse", 500, 1.5, 37, 275],
  kangaroo: ["Kangaroo", 700, 2, 49, 425],
  kraken: ["Cuttlefish", 800, 2, 55, 500],
  monkey: ["Monkey", 400, 1.5, 31, 200],
  nudibranch: ["Nudibranch", 400, 1.5, 31, 200],
  octopus: ["Octopus", 1200, 2.5, 80, 800],
  otter: ["Otter", 1200, 2.5, 90, 900, { healing: 0.3 }],
  owl: ["Owl", 500, 1.5, 37, 275],
  peacock: ["Peacock", 300, 1.5, 25, 125],
  penguin: ["Penguin", 400, 1.5, 31, 200],
  platypus: ["Platypus", 1000, 2, 100, 1000, { mpDrain: 0.33 }],
  pterodactyl: ["Pterodactyl", 1000, 2, 67, 650],
  raccoon: ["Raccoon", 800, 2, 70, 600, { healing: 0.3 }],
  rat: ["Rat", 1200, 2.5, 80, 800],
  rock: ["Rock", 400, 1.5, 31, 200],
  rooster: ["Rooster", 300, 1.5, 25, 125],
  sabretooth: ["Sabretooth", 1000, 2, 67, 650],
  seaserpent: ["SeaSerpent", 1200, 2.5, 80, 800],
  sheep: ["Sheep", 300, 1.5, 25, 125],
  slime: ["Slime", 400, 1.5, 31, 200],
  sloth: ["Sloth", 400, 1.5, 31, 200],
  snail: ["Snail", 500, 1.5, 37, 275],
  snake: ["Snake", 1100, 2.5, 73, 725],
  spider: ["Spider", 400, 1.5, 31, 200],
  squirrel: ["Squirrel", 700, 2, 49, 425],
  treeling: ["Treeling", 600, 1.5, 43, 350],
  trex: ["TRex", 800, 2, 55, 500],
  trex_undead: ["TRex", 500, 2, 55, 500, { healing: 0.3 }],
  triceratops: ["Triceratops", 1200, 2.5, 80, 800],
  turtle: ["Turtle", 300, 1.5, 25, 125],
  unicorn: ["Unicorn", 600, 1.5, 43, 350],
  velociraptor: ["Velociraptor", 900, 2, 63, 575],
  whale: ["Whale", 500, 1.5, 37, 275],
  yarn: ["Yarn", 500, 1.5, 37, 275],
};

/** Pet-quest rage always triggers at 50. */
export const PET_QUEST_RAGE_VALUE = 50;

export const PET_QUEST_KEYS = Object.keys(PET_QUESTS);

const petQuests: Quest[] = Object.entries(PET_QUESTS).map(([key, [egg, hp, str, gp, exp, petRage]]) =>
  quest(key, {
    category: "pet",
    boss: boss(key, hp, str, petRage ? { rage: rage(key, PET_QUEST_RAGE_VALUE, petRage) } : {}),
    items: item("eggs", egg, 3),
    gp,
    exp,
    unlock: true,
  }),
);

// ---------------------------------------------------------------- hatching-potion quests

const potionBoss = (
  key: string,
  potion: string,
  hp: number,
  str: number,
  gp: number,
  exp: number,
  bossExtra: Partial<QuestBoss> = {},
): Quest =>
  quest(key, {
    category: "hatchingPotion",
    boss: boss(key, hp, str, bossExtra),
    items: item("hatchingPotions", potion, 3),
    gp,
    exp,
    unlock: true,
  });

const potionCollect = (key: string, potion: string, counts: Record<string, number>): Quest =>
  quest(key, {
    category: "hatchingPotion",
    collect: collect(key, counts),
    items: item("hatchingPotions", potion, 3),
    gp: 50,
    exp: 100,
    unlock: true,
  });

const potionQuests: Quest[] = [
  potionBoss("amber", "Amber", 300, 1.25, 50, 100),
  potionBoss("blackPearl", "BlackPearl", 725, 1.75, 50, 450),
  potionBoss("bronze", "Bronze", 800, 2, 63, 575),
  potionBoss("fluorite", "Fluorite", 1200, 2, 70, 750),
  potionBoss("jade", "Jade", 400, 1.25, 40, 400),
  potionBoss("pinkMarble", "PinkMarble", 1200, 2, 75, 800, { rage: rage("pinkMarble", 50, { progressDrain: 0.5 }) }),
  potionCollect("onyx", "Onyx", { onyxStone: 25, plutoRune: 10, leoRune: 10 }),
  potionCollect("ruby", "Ruby", { rubyGem: 25, venusRune: 10, aquariusRune: 10 }),
  potionCollect("silver", "Silver", { silverIngot: 20, moonRune: 15, cancerRune: 15 }),
  potionCollect("stone", "MossyStone", { mossyStone: 25, marsRune: 10, capricornRune: 10 }),
  potionCollect("turquoise", "Turquoise", { turquoiseGem: 25, sagittariusRune: 10, neptuneRune: 10 }),
  {
    ...potionCollect("opal", "Opal", { opalGem: 25, mercuryRune: 10, libraRune: 10 }),
    drop: { items: item("hatchingPotions", "Opal", 3), gp: 50, exp: 350, unlock: msg("opal", "UnlockText") },
  },
];

export const POTION_QUEST_KEYS = potionQuests.map((q) => q.key);

/**
 * Wacky-potion quests share one shape: hp 500, str 2, rage at 50, 40 gp, 500 exp, 3 potions. They
 * are sold while April's resale runs (website/common/script/content/constants/events.js).
 */
const wackyQuest = (key: string, potion: string, effect: Pick<QuestRage, "progressDrain" | "mpDrain">): Quest =>
  quest(key, {
    category: "hatchingPotion",
    boss: boss(key, 500, 2, { rage: rage(key, 50, effect) }),
    items: item("hatchingPotions", potion, 3),
    gp: 40,
    exp: 500,
    unlock: true,
    event: "aprilFoolsResale",
  });

const wackyQuests: Quest[] = [
  wackyQuest("waffle", "Dessert", { progressDrain: 0.5 }),
  wackyQuest("virtualpet", "VirtualPet", { progressDrain: 0.5 }),
  wackyQuest("fungi", "Fungi", { mpDrain: 0.33 }),
];

// ---------------------------------------------------------------- time travelers

const NEVER: BuyRule = { never: true };
const timeTravelQuests: Quest[] = [
  quest("robot", {
    category: "timeTravelers",
    value: 1,
    canBuy: NEVER,
    collect: collect("robot", { bolt: 15, gear: 10, spring: 10 }),
    items: item("eggs", "Robot", 3),
    gp: 40,
    exp: 75,
    unlock: true,
  }),
  quest("solarSystem", {
    category: "timeTravelers",
    value: 1,
    canBuy: NEVER,
    boss: boss("solarSystem", 1500, 2.5),
    items: item("hatchingPotions", "SolarSystem", 3),
    gp: 90,
    exp: 900,
    unlock: true,
  }),
  quest("windup", {
    category: "timeTravelers",
    value: 1,
    canBuy: NEVER,
    boss: boss("windup", 1000, 1),
    items: item("hatchingPotions", "Windup", 3),
    gp: 50,
    exp: 425,
    unlock: true,
  }),
];

// ---------------------------------------------------------------- level- and login-gated chains

const EARNABLE = "questGroupEarnable";
/** Each level- or login-gated chain has its own group: questGroupAtom, questGroupVice, ... */
const chainGroup = (chain: string[]): string => `questGroup${chain[0].charAt(0).toUpperCase()}${chain[0].slice(1, -1)}`;
const chainStep = (
  key: string,
  previous: string | undefined,
  chain: string[],
  spec: Omit<QuestSpec, "category">,
): Quest =>
  quest(key, {
    category: "unlockable",
    group: chainGroup(chain),
    previous,
    prereqQuests: previous ? chain.slice(0, chain.indexOf(key)) : undefined,
    ...spec,
  });

const atom = ["atom1", "atom2", "atom3"];
const vice = ["vice1", "vice2", "vice3"];
const goldenknight = ["goldenknight1", "goldenknight2", "goldenknight3"];
const moonstone = ["moonstone1", "moonstone2", "moonstone3"];
const moon = ["moon1", "moon2", "moon3"];

/** Login check-ins that hand out each part of the moon chain. */
export const MOON_QUEST_CHECKINS: Record<string, number> = { moon1: 7, moon2: 22, moon3: 40 };

const gatedChains: Quest[] = [
  chainStep("atom1", undefined, atom, {
    lvl: 15,
    collect: collect("atom1", { soapBars: 20 }),
    items: item("quests", "atom2", 1, true),
    gp: 7,
    exp: 50,
  }),
  chainStep("atom2", "atom1", atom, {
    lvl: 15,
    boss: boss("atom2", 300, 1),
    items: item("quests", "atom3", 1, true),
    gp: 20,
    exp: 100,
  }),
  chainStep("atom3", "atom2", atom, {
    lvl: 15,
    boss: boss("atom3", 800, 1.5),
    items: [...item("gear", "head_special_2"), ...item("hatchingPotions", "Base", 2)],
    gp: 25,
    exp: 125,
  }),
  chainStep("vice1", undefined, vice, {
    lvl: 30,
    boss: boss("vice1", 750, 1.5),
    items: item("quests", "vice2", 1, true),
    gp: 20,
    exp: 100,
  }),
  chainStep("vice2", "vice1", vice, {
    lvl: 30,
    collect: collect("vice2", { lightCrystal: 30 }),
    items: item("quests", "vice3", 1, true),
    gp: 20,
    exp: 75,
  }),
  chainStep("vice3", "vice2", vice, {
    lvl: 30,
    boss: boss("vice3", 1500, 3),
    items: [...item("gear", "weapon_special_2"), ...item("eggs", "Dragon", 2), ...item("hatchingPotions", "Shade", 2)],
    gp: 100,
    exp: 1000,
  }),
  chainStep("goldenknight1", undefined, goldenknight, {
    lvl: 40,
    collect: collect("goldenknight1", { testimony: 60 }),
    items: item("quests", "goldenknight2", 1, true),
    gp: 15,
    exp: 120,
  }),
  chainStep("goldenknight2", "goldenknight1", goldenknight, {
    lvl: 40,
    boss: boss("goldenknight2", 1000, 3),
    items: item("quests", "goldenknight3", 1, true),
    gp: 75,
    exp: 750,
  }),
  chainStep("goldenknight3", "goldenknight2", goldenknight, {
    lvl: 40,
    boss: boss("goldenknight3", 1700, 3.5),
    items: [
      ...item("food", "Honey", 3),
      ...item("hatchingPotions", "Golden", 2),
      ...item("gear", "shield_special_goldenknight"),
    ],
    gp: 900,
    exp: 1500,
  }),
  chainStep("moonstone1", undefined, moonstone, {
    lvl: 60,
    collect: collect("moonstone1", { moonstone: 100 }),
    items: item("quests", "moonstone2", 1, true),
    gp: 50,
    exp: 100,
  }),
  chainStep("moonstone2", "moonstone1", moonstone, {
    lvl: 60,
    boss: boss("moonstone2", 1500, 3),
    items: item("quests", "moonstone3", 1, true),
    gp: 500,
    exp: 1000,
  }),
  chainStep("moonstone3", "moonstone2", moonstone, {
    lvl: 60,
    boss: boss("moonstone3", 2000, 3.5),
    items: [
      ...item("gear", "armor_special_2"),
      ...item("food", "RottenMeat", 5),
      ...item("hatchingPotions", "Zombie", 3),
    ],
    gp: 900,
    exp: 1500,
  }),
  ...moon.map((key, position) =>
    chainStep(key, position === 0 ? undefined : moon[position - 1], moon, {
      unlockCondition: {
        condition: "login reward",
        incentiveThreshold: MOON_QUEST_CHECKINS[key],
        text: msg(key, "UnlockCondition"),
      },
      ...[
        {
          collect: collect("moon1", { shard: 20 }),
          items: item("gear", "head_special_lunarWarriorHelm"),
          gp: 7,
          exp: 50,
        },
        { boss: boss("moon2", 100, 1.5), items: item("gear", "armor_special_lunarWarriorArmor"), gp: 37, exp: 275 },
        { boss: boss("moon3", 1000, 2), items: item("gear", "weapon_special_lunarScythe"), gp: 67, exp: 650 },
      ][position],
    }),
  ),
];

// ---------------------------------------------------------------- three-part story chains

/** Gold prices of the parts of a story chain. */
export const STORY_CHAIN_GOLD = [200, 300, 400] as const;

interface StoryChain {
  key: string;
  group: string;
  collectPart: 1 | 2;
  collectCounts: Record<string, number>;
  /** What each of the three parts drops (the parts themselves are bought with gold). */
  drops: [QuestDropItem[], QuestDropItem[], QuestDropItem[]];
}

/** Drops: website/common/script/content/quests/series.js. */
const STORY_CHAINS: StoryChain[] = [
  {
    key: "dilatoryDistress",
    group: "questGroupDilatoryDistress",
    collectPart: 1,
    collectCounts: { fireCoral: 20, blueFins: 20 },
    drops: [
      item("gear", "armor_special_finnedOceanicArmor"),
      [
        ...item("hatchingPotions", "Skeleton"),
        ...item("hatchingPotions", "CottonCandyBlue"),
        ...item("gear", "head_special_fireCoralCirclet"),
      ],
      [
        ...item("food", "Fish", 3),
        ...item("gear", "weapon_special_tridentOfCrashingTides"),
        ...item("gear", "shield_special_moonpearlShield"),
      ],
    ],
  },
  {
    key: "mayhemMistiflying",
    group: "questGroupMayhemMistiflying",
    collectPart: 2,
    collectCounts: { mistifly1: 25, mistifly2: 15, mistifly3: 10 },
    drops: [
      [
        ...item("hatchingPotions", "Skeleton"),
        ...item("hatchingPotions", "White"),
        ...item("gear", "armor_special_roguishRainbowMessengerRobes"),
      ],
      item("gear", "head_special_roguishRainbowMessengerHood"),
      [
        ...item("food", "CottonCandyPink", 3),
        ...item("gear", "weapon_special_roguishRainbowMessage"),
        ...item("gear", "shield_special_roguishRainbowMessage"),
      ],
    ],
  },
  {
    key: "stoikalmCalamity",
    group: "questGroupStoikalmCalamity",
    collectPart: 2,
    collectCounts: { icicleCoin: 40 },
    drops: [
      [
        ...item("hatchingPotions", "Skeleton"),
        ...item("hatchingPotions", "Desert"),
        ...item("gear", "armor_special_mammothRiderArmor"),
      ],
      item("gear", "head_special_mammothRiderHelm"),
      [
        ...item("food", "CottonCandyBlue", 3),
        ...item("gear", "weapon_special_mammothRiderSpear"),
        ...item("gear", "shield_special_mammothRiderHorn"),
      ],
    ],
  },
  {
    key: "taskwoodsTerror",
    group: "questGroupTaskwoodsTerror",
    collectPart: 2,
    collectCounts: { pixie: 25, brownie: 15, dryad: 10 },
    drops: [
      [
        ...item("hatchingPotions", "Skeleton"),
        ...item("hatchingPotions", "Red"),
        ...item("gear", "head_special_pyromancersTurban"),
      ],
      item("gear", "armor_special_pyromancersRobes"),
      [...item("food", "Strawberry", 3), ...item("gear", "weapon_special_taskwoodsLantern")],
    ],
  },
];

function storyChain(chain: StoryChain): Quest[] {
  const keys = [1, 2, 3].map((part) => `${chain.key}${part}`);
  return keys.map((key, position) => {
    const part = position + 1;
    const isCollect = part === chain.collectPart;
    const spec: QuestSpec = {
      category: "gold",
      group: chain.group,
      goldValue: STORY_CHAIN_GOLD[position],
      previous: position > 0 ? keys[position - 1] : undefined,
      prereqQuests: position > 0 ? keys.slice(0, position) : undefined,
      gp: 0,
      exp: isCollect ? 75 : part === 3 ? 650 : 500,
      items: chain.drops[position],
    };
    if (isCollect) spec.collect = collect(key, chain.collectCounts);
    else if (part === 3) spec.boss = boss(key, 1000, 2);
    else spec.boss = boss(key, 500, 1, { rage: rage(key, 50, { healing: 0.3 }) });
    return quest(key, spec);
  });
}

const storyQuests: Quest[] = STORY_CHAINS.flatMap(storyChain);

// ---------------------------------------------------------------- the Lost Masterclasser

/** Parts are bought with gold, one after the other (website/common/script/content/quests/masterclasser.js). */
const LM = "questGroupLostMasterclasser";
/** Part 1 needs every quest of the four story chains. */
export const LOST_MASTERCLASSER_PREREQS = STORY_CHAINS.flatMap((chain) =>
  [1, 2, 3].map((part) => `${chain.key}${part}`),
);

const lostMasterclasser: Quest[] = [
  quest("lostMasterclasser1", {
    category: "gold",
    group: LM,
    goldValue: 400,
    prereqQuests: LOST_MASTERCLASSER_PREREQS,
    collect: collect("lostMasterclasser1", { ancientTome: 40, forbiddenTome: 40, hiddenTome: 40 }),
    items: [...item("food", "Potatoe", 3), ...item("food", "Meat", 3), ...item("food", "Milk", 3)],
    gp: 0,
    exp: 200,
  }),
  quest("lostMasterclasser2", {
    category: "gold",
    group: LM,
    goldValue: 500,
    prereqQuests: ["lostMasterclasser1"],
    boss: boss("lostMasterclasser2", 1500, 2.5),
    items: [
      ...item("food", "Chocolate", 3),
      ...item("food", "Honey", 3),
      ...item("food", "RottenMeat", 3),
      ...item("gear", "eyewear_special_aetherMask"),
    ],
    gp: 0,
    exp: 1500,
  }),
  quest("lostMasterclasser3", {
    category: "gold",
    group: LM,
    goldValue: 600,
    previous: "lostMasterclasser2",
    prereqQuests: ["lostMasterclasser1", "lostMasterclasser2"],
    boss: boss("lostMasterclasser3", 2000, 3, { rage: rage("lostMasterclasser3", 25, { healing: 0.3 }) }),
    items: [
      ...["Base", "CottonCandyPink", "Golden", "Shade", "Zombie"].flatMap((potion) => item("hatchingPotions", potion)),
      ...item("gear", "body_special_aetherAmulet"),
    ],
    gp: 0,
    exp: 2000,
  }),
  quest("lostMasterclasser4", {
    category: "gold",
    group: LM,
    goldValue: 700,
    previous: "lostMasterclasser3",
    prereqQuests: ["lostMasterclasser1", "lostMasterclasser2", "lostMasterclasser3"],
    boss: boss("lostMasterclasser4", 3000, 4, { rage: rage("lostMasterclasser4", 15, { mpDrain: 1 }) }),
    items: [
      ...item("mounts", "Aether-Invisible"),
      ...item("gear", "back_special_aetherCloak"),
      ...item("gear", "weapon_special_aetherCrystals"),
    ],
    gp: 0,
    exp: 3500,
  }),
];

// ---------------------------------------------------------------- world bosses

const worldBoss = (
  key: string,
  hp: number,
  str: number,
  rageValue: number,
  effect: Pick<QuestRage, "healing" | "worldEffect">,
  animal: string,
  foodKeys: string[],
  extra: Partial<QuestBoss> = {},
): Quest => ({
  ...quest(key, {
    category: "world",
    value: 0,
    canBuy: NEVER,
    boss: boss(key, hp, str, { def: 1, rage: rage(key, rageValue, effect), ...extra }),
    items: [
      ...item("pets", animal),
      ...item("mounts", animal),
      ...foodKeys.flatMap((foodKey) => item("food", foodKey)),
    ],
    gp: 0,
    exp: 0,
  }),
  // World bosses announce their defeat in the tavern chat.
  completionChat: msg(key, "CompletionChat"),
});

const effects = (...worldEffect: WorldRageEffect[]) => ({ worldEffect });

/** One of each everyday food; one candy of each colour; cakes and candies alternating. */
const EVERYDAY_FOOD = [
  "Meat",
  "Milk",
  "Potatoe",
  "Strawberry",
  "Chocolate",
  "Fish",
  "RottenMeat",
  "CottonCandyPink",
  "CottonCandyBlue",
  "Honey",
];
const COLOURS = [
  "Base",
  "White",
  "Desert",
  "Red",
  "Shade",
  "Skeleton",
  "Zombie",
  "CottonCandyPink",
  "CottonCandyBlue",
  "Golden",
];
const CANDIES = COLOURS.map((colour) => `Candy_${colour}`);
/** The Dysheartener's treats (website/common/script/content/quests/world.js). */
const DYSHEARTENER_TREATS = [
  "Cake_Base",
  "Candy_White",
  "Cake_Desert",
  "Candy_Red",
  "Cake_Shade",
  "Candy_Skeleton",
  "Cake_Zombie",
  "Candy_CottonCandyPink",
  "Candy_CottonCandyBlue",
  "Cake_Golden",
];

const worldBosses: Quest[] = [
  worldBoss(
    "dilatory",
    5_000_000,
    1,
    4_000_000,
    effects("tavern", "stables", "market"),
    "MantisShrimp-Base",
    EVERYDAY_FOOD,
  ),
  worldBoss(
    "stressbeast",
    2_750_000,
    1,
    1_450_000,
    { healing: 0.3, worldEffect: ["stables", "bailey", "guide"] },
    "Mammoth-Base",
    EVERYDAY_FOOD,
    {
      desperation: { threshold: 500_000, str: 3.5, def: 2, text: msg("stressbeast", "DesperationText") },
    },
  ),
  worldBoss(
    "burnout",
    11_000_000,
    2.5,
    1_000_000,
    effects("quests", "seasonalShop", "tavern"),
    "Phoenix-Base",
    CANDIES,
  ),
  worldBoss(
    "bewilder",
    20_000_000,
    1,
    800_000,
    effects("bailey", "stables", "market"),
    "MagicalBee-Base",
    EVERYDAY_FOOD,
  ),
  {
    ...worldBoss(
      "dysheartener",
      17_000_000,
      1.25,
      500_000,
      effects("seasonalShop", "market", "quests"),
      "Hippogriff-Hopeful",
      DYSHEARTENER_TREATS,
    ),
    colors: { dark: "#410F2A", medium: "#5C1130", light: "#931F4D", extralight: "#DC4069" },
  },
];

export const WORLD_BOSS_KEYS = worldBosses.map((q) => q.key);

// ---------------------------------------------------------------- other normal and seasonal quests

/** Basilist has a gold price only; dustbunnies and the egg hunt cost 1 gem (website/common/script/content/quests/generic.js, seasonal.js). */
const otherQuests: Quest[] = [
  quest("basilist", {
    category: "unlockable",
    group: EARNABLE,
    value: 0,
    goldValue: 100,
    boss: boss("basilist", 100, 0.5),
    gp: 8,
    exp: 42,
    unlockCondition: { condition: "party invite", text: msg("basilist", "UnlockCondition") },
  }),
  quest("dustbunnies", {
    category: "unlockable",
    group: EARNABLE,
    value: 1,
    boss: boss("dustbunnies", 100, 0.5),
    gp: 8,
    exp: 42,
  }),
  quest("evilsanta", {
    category: "pet",
    boss: boss("evilsanta", 300, 1),
    items: item("mounts", "BearCub-Polar"),
    gp: 20,
    exp: 100,
  }),
  quest("evilsanta2", {
    category: "pet",
    collect: collect("evilsanta2", { tracks: 20, branches: 10 }),
    items: item("pets", "BearCub-Polar"),
    gp: 20,
    exp: 100,
  }),
  quest("egg", {
    category: "pet",
    value: 1,
    collect: collect("egg", { plainEgg: 40 }),
    items: item("eggs", "Egg", 10),
    gp: 0,
    exp: 0,
  }),
  ...wackyQuests,
];

/** Seasonal quests sold by the seasonal shop in their season. */
export const SEASONAL_QUESTS: Record<"winter" | "spring" | "summer" | "fall", string[]> = {
  winter: ["evilsanta", "evilsanta2"],
  spring: ["egg"],
  summer: [],
  fall: [],
};

export const quests: Record<string, Quest> = Object.fromEntries(
  [
    ...gatedChains,
    ...storyQuests,
    ...lostMasterclasser,
    ...petQuests,
    ...potionQuests,
    ...timeTravelQuests,
    ...worldBosses,
    ...otherQuests,
  ].map((q) => [q.key, q]),
);

export const QUEST_GROUPS = [
  "questGroupAtom",
  "questGroupVice",
  "questGroupGoldenknight",
  "questGroupMoonstone",
  "questGroupMoon",
  "questGroupDilatoryDistress",
  "questGroupMayhemMistiflying",
  "questGroupStoikalmCalamity",
  "questGroupTaskwoodsTerror",
  "questGroupLostMasterclasser",
  "questGroupEarnable",
] as const;

/**
 * What every quest boss looks like, as data the boss art composes (like the hero's look and
 * gear): a body (a beast drawn from one of the stable's animals, a swarm, a figure dressed in
 * the game's own gear, an elemental, a hooded spirit, or a thing come to life), its colours, and
 * the marks of a boss: glowing eyes, a crown, horns, an aura, what drifts around it.
 */
import type { HeroLook } from "./compose";
import type { GearSlot } from "./gearArt";

export type Drift =
  | "embers"
  | "snow"
  | "bubbles"
  | "bolts"
  | "notes"
  | "spores"
  | "void"
  | "hearts"
  | "leaves"
  | "dust";

export type BossBody =
  /** One of the stable's animals (an egg's shape), at a mount's size. */
  | { form: "beast"; egg: string; color: string; pattern?: "ghost" | "rainbow" | "bones" | "spots"; flip?: boolean }
  /** A crowd of small ones: pets of an egg, skulls or little planets. */
  | { form: "swarm"; of: string; color: string; count?: number }
  /** A person drawn as the hero is, from a look and worn gear, twice the hero's size. */
  | { form: "figure"; look: HeroLook; gear: Partial<Record<GearSlot, string>> }
  /** A body of one material, floating. */
  | { form: "elemental"; material: "crystal" | "ice" | "fire" | "wind" | "mist"; color: string }
  /** A hooded shape of shadow or void. */
  | { form: "spirit"; color: string }
  /** A thing come to life. */
  | { form: "thing"; kind: "waffle" | "device" | "mushroom" | "moon" | "maw"; color: string };

export interface BossDesign {
  body: BossBody;
  /** The colour the eyes glow (yellow unless said). */
  eyes?: string;
  crown?: boolean;
  horns?: boolean;
  /** A glow around the whole body. */
  aura?: string;
  drift?: Drift;
}

const beast = (egg: string, color: string, marks: Omit<BossDesign, "body"> = {}, extra = {}): BossDesign => ({
  body: { form: "beast", egg, color, ...extra },
  ...marks,
});
const swarm = (of: string, color: string, marks: Omit<BossDesign, "body"> = {}, count?: number): BossDesign => ({
  body: { form: "swarm", of, color, ...(count ? { count } : {}) },
  ...marks,
});
const figure = (
  look: HeroLook,
  gear: Partial<Record<GearSlot, string>>,
  marks: Omit<BossDesign, "body"> = {},
): BossDesign => ({ body: { form: "figure", look, gear }, ...marks });

const GHOSTLY = "#bfe8ff";
const VOID = "#8a4fff";
const FIRE = "#ff8a1f";
const ICE = "#9fdcff";
const SKELETON = "#e8e0cc";
const ZOMBIE = "#8fa37a";

/** Every quest with a boss, by quest key. */
export const BOSS_DESIGNS: Record<string, BossDesign> = {
  // ---------------------------------------------------------------- pet quests
  alligator: beast("Alligator", "#3f8a4a", { eyes: "#ffe14a", drift: "bubbles" }),
  alpaca: beast("Alpaca", "#e8d6b0", { eyes: "#ff9a3a", drift: "dust" }),
  armadillo: beast("Armadillo", "#a98a6a", { eyes: "#ffd23a" }),
  axolotl: beast("Axolotl", "#ff9ec4", { eyes: "#7ffcff", aura: "#d78bff", drift: "bubbles" }),
  badger: beast("Badger", "#6a6670", { eyes: "#ffd23a", drift: "dust" }),
  beetle: beast("Beetle", "#c0392b", { eyes: "#7dff6a", drift: "bolts" }),
  bunny: beast("Bunny", "#f4f2f6", { eyes: "#ff2d3a", drift: "leaves" }),
  butterfly: beast("Butterfly", "#ff7a1a", { eyes: "#fff06a", drift: "embers" }),
  cat: beast("Cat", "#5a5468", { eyes: "#9dff5a", drift: "notes" }),
  chameleon: beast("Chameleon", "#4fbf6a", { eyes: "#ffe14a", drift: "spores" }, { pattern: "rainbow" }),
  cheetah: beast("Cheetah", "#e8b24a", { eyes: "#ffe14a", drift: "dust" }),
  cow: beast("Cow", "#9adf6a", { eyes: "#ff4ae0", aura: "#b6ff5a" }),
  crab: beast("Crab", "#d9443f", { eyes: "#ffe14a", drift: "bubbles" }),
  dilatory_derby: beast("Seahorse", "#2f8fd8", { eyes: "#ffe14a", crown: true, drift: "bubbles" }),
  dog: beast("Dog", "#b07a4a", { eyes: "#ffe14a", drift: "leaves" }),
  dolphin: beast("Dolphin", "#4a5a8a", { eyes: "#c0a0ff", aura: "#6a5aa8", drift: "bubbles" }),
  falcon: swarm("Falcon", "#8a6a4a", { eyes: "#ffd23a" }),
  ferret: beast("Ferret", "#4a3a48", { eyes: "#ff4a4a", drift: "dust" }),
  frog: beast("Frog", "#6aa84a", { eyes: "#ffe14a", drift: "dust" }),
  ghost_stag: beast("Deer", "#dff4ff", { eyes: "#7ffcff", aura: GHOSTLY, drift: "snow" }, { pattern: "ghost" }),
  giraffe: beast("Giraffe", "#e8b24a", { eyes: "#ff6a3a" }, { pattern: "spots" }),
  gryphon: beast("Gryphon", "#e0532f", { eyes: "#fff06a", aura: FIRE, drift: "embers" }),
  guineapig: swarm("GuineaPig", "#c98a4a", { eyes: "#ff4a4a" }),
  harpy: beast("Parrot", "#6a3f8a", { eyes: "#ffe14a", drift: "leaves" }),
  hedgehog: beast("Hedgehog", "#7a5a3a", { eyes: "#ff4a4a", horns: true }),
  hippo: beast("Hippo", "#8a7aa8", { eyes: "#ffe14a", drift: "bubbles" }),
  horse: beast("Horse", "#2a2638", { eyes: "#ff5a1a", aura: "#ff5a1a", drift: "embers" }),
  kangaroo: beast("Kangaroo", "#c0784a", { eyes: "#ffe14a", drift: "dust" }),
  kraken: beast("Cuttlefish", "#3a2f5a", { eyes: "#ffe14a", drift: "bubbles" }),
  monkey: beast("Monkey", "#7a4a3a", { eyes: "#ff4a4a", horns: true }),
  nudibranch: swarm("Nudibranch", "#ff7ad0", { eyes: "#fff06a" }),
  octopus: beast("Octopus", "#3f8a6a", { eyes: "#ff4a4a", aura: "#5aff9a", drift: "bubbles" }),
  otter: beast("Otter", "#8a5a3a", { eyes: "#ffe14a", drift: "bubbles" }),
  owl: beast("Owl", "#2f3a6a", { eyes: "#fff06a", drift: "leaves" }),
  peacock: beast("Peacock", "#2f8a8a", { eyes: "#ff4a4a", crown: true }),
  penguin: beast("Penguin", "#3a4a6a", { eyes: "#7ffcff", aura: ICE, drift: "snow" }),
  platypus: beast("Platypus", "#7a5a4a", { eyes: "#ffe14a", drift: "bubbles" }),
  pterodactyl: beast("Pterodactyl", "#6a7a4a", { eyes: "#ff4a4a", drift: "dust" }),
  raccoon: beast("Raccoon", "#7a7480", { eyes: "#ffe14a", drift: "leaves" }),
  rat: beast("Rat", "#6a5a5a", { eyes: "#ff3a3a", crown: true, drift: "dust" }),
  rock: beast("Rock", "#7a7a86", { eyes: "#ffb03a", drift: "dust" }),
  rooster: beast("Rooster", "#f2e6d0", { eyes: "#ff4a4a", drift: "leaves" }),
  sabretooth: beast("Sabretooth", ZOMBIE, { eyes: "#d0ff4a", aura: "#9adf6a" }, { pattern: "bones" }),
  seaserpent: beast("SeaSerpent", "#2f6a8a", { eyes: "#ffe14a", horns: true, drift: "bubbles" }),
  sheep: beast("Sheep", "#5a5a78", { eyes: "#fff06a", horns: true, drift: "bolts" }),
  slime: beast("Slime", "#4fbf8a", { eyes: "#fff06a", crown: true, drift: "bubbles" }),
  sloth: beast("Sloth", "#f0f0f4", { eyes: "#7ffcff", drift: "snow" }),
  snail: beast("Snail", "#6a8a5a", { eyes: "#ffd23a", drift: "dust" }),
  snake: beast("Snake", "#6a3f8a", { eyes: "#ff4af0", drift: "spores" }),
  spider: beast("Spider", "#bfe4f2", { eyes: "#ff3a5a", aura: ICE, drift: "snow" }),
  squirrel: beast("Squirrel", "#b0602f", { eyes: "#ffe14a", drift: "leaves" }),
  treeling: beast("Treeling", "#4a7a3a", { eyes: "#ffe14a", drift: "leaves" }),
  trex: beast("TRex", "#6a8a4a", { eyes: "#ffe14a", drift: "dust" }),
  trex_undead: beast("TRex", SKELETON, { eyes: "#7ffcff", aura: "#9a7aff" }, { pattern: "bones" }),
  triceratops: beast("Triceratops", "#5a7aa8", { eyes: "#ffe14a", drift: "dust" }),
  turtle: beast("Turtle", "#3f9a8a", { eyes: "#ffe14a", drift: "bubbles" }),
  unicorn: beast("Unicorn", "#f4f0ff", { eyes: "#ff4ad0", crown: true, aura: "#ffd6f4", drift: "hearts" }),
  velociraptor: beast("Velociraptor", "#4a6a9a", { eyes: "#ffe14a", drift: "notes" }),
  whale: beast("Whale", "#3a5a8a", { eyes: "#bfe4ff", drift: "bubbles" }),
  yarn: beast("Yarn", "#c0305a", { eyes: "#ffe14a", horns: true }),
  // ---------------------------------------------------------------- hatching-potion quests
  amber: beast("Treeling", "#e8a02f", { eyes: "#fff06a", crown: true, aura: "#ffcf6a", drift: "leaves" }),
  blackPearl: beast("Octopus", "#1f1a2a", { eyes: "#f4f4ff", aura: "#7a6a9a", drift: "bubbles" }),
  bronze: beast("Beetle", "#b0702f", { eyes: "#ffe14a", horns: true, drift: "dust" }),
  fluorite: { body: { form: "elemental", material: "crystal", color: "#9a6ae8" }, eyes: "#7dffb0", drift: "spores" },
  jade: { body: { form: "elemental", material: "crystal", color: "#3fa87a" }, eyes: "#fff06a", horns: true },
  pinkMarble: figure(
    { skin: "f5a76e", hair: { base: 3, color: "red" }, shirt: "pink" },
    { armor: "armor_armoire_gownOfHearts", head: "head_armoire_crownOfHearts", weapon: "weapon_armoire_wandOfHearts" },
    { eyes: "#ff3a8a", aura: "#ff9ac4", drift: "hearts" },
  ),
  waffle: { body: { form: "thing", kind: "waffle", color: "#e8b05a" }, eyes: "#ff4a2a" },
  virtualpet: { body: { form: "thing", kind: "device", color: "#6ac8e8" }, eyes: "#2a2030", drift: "notes" },
  fungi: { body: { form: "thing", kind: "mushroom", color: "#c03a4a" }, eyes: "#fff06a", drift: "spores" },
  // ---------------------------------------------------------------- time travellers
  solarSystem: swarm("planet", "#4a6ae8", { eyes: "#fff06a", drift: "void" }),
  windup: figure(
    { skin: "c3e1dc", hair: { base: 0 } },
    {
      armor: "armor_warrior_3",
      head: "head_warrior_3",
      weapon: "weapon_special_skeletonKey",
      shield: "shield_warrior_3",
    },
    { eyes: "#7ffcff", drift: "bolts" },
  ),
  // ---------------------------------------------------------------- level- and login-gated chains
  atom2: { body: { form: "thing", kind: "maw", color: "#8a9a4a" }, eyes: "#fff06a", drift: "bubbles" },
  atom3: figure(
    { skin: "915533", hair: { base: 4, color: "white" } },
    { armor: "armor_wizard_3", head: "head_wizard_3", weapon: "weapon_wizard_3" },
    { eyes: "#7ffcff", aura: "#7ab8ff", drift: "bubbles" },
  ),
  vice1: beast("Dragon", "#3a2a4a", { eyes: "#c04aff", aura: VOID, drift: "void" }, { pattern: "ghost" }),
  vice3: beast("Dragon", "#2a1f3a", { eyes: "#ff4ae0", horns: true, aura: VOID, drift: "void" }),
  goldenknight2: figure(
    { skin: "f5a76e", hair: { base: 1, color: "blond" } },
    { armor: "armor_warrior_5", head: "head_warrior_5", weapon: "weapon_warrior_5", shield: "shield_warrior_5" },
    { eyes: "#ffe14a", aura: "#ffd84a" },
  ),
  goldenknight3: figure(
    { skin: "98461a", hair: { base: 0 } },
    {
      armor: "armor_armoire_stormKnightArmor",
      head: "head_armoire_stormKnightHelm",
      weapon: "weapon_armoire_stormKnightAxe",
    },
    { eyes: "#ff4a2a", drift: "bolts" },
  ),
  moonstone2: figure(
    { skin: "c3e1dc", hair: { base: 0 } },
    {
      armor: "armor_armoire_shadowMastersRobe",
      head: "head_armoire_shadowMastersHood",
      weapon: "weapon_armoire_skullLantern",
    },
    { eyes: "#7dff6a", aura: "#5aff8a", drift: "void" },
  ),
  moonstone3: beast("Dragon", SKELETON, { eyes: "#7dff6a", horns: true, aura: "#5aff8a" }, { pattern: "bones" }),
  moon2: { body: { form: "spirit", color: "#2a2240" }, eyes: "#c8b6ff", aura: "#6a5aa8", drift: "void" },
  moon3: { body: { form: "thing", kind: "moon", color: "#e8e0c0" }, eyes: "#ff4a4a", aura: "#fff0b0", drift: "void" },
  // ---------------------------------------------------------------- story chains
  dilatoryDistress2: swarm("skull", "#3f9ad8", { eyes: "#7ffcff", drift: "bubbles" }),
  dilatoryDistress3: figure(
    { skin: "c3e1dc", hair: { base: 2, color: "aurora" } },
    { armor: "armor_special_finnedOceanicArmor", weapon: "weapon_special_tridentOfCrashingTides" },
    { eyes: "#7ffcff", aura: "#5ac8ff", drift: "bubbles" },
  ),
  mayhemMistiflying1: {
    body: { form: "elemental", material: "wind", color: "#bfe4ff" },
    eyes: "#2a5aa8",
    drift: "snow",
  },
  mayhemMistiflying3: figure(
    { skin: "f5a76e", hair: { base: 5, color: "purple" } },
    { armor: "armor_wizard_4", head: "head_wizard_4", weapon: "weapon_wizard_4", back: "back_special_aetherCloak" },
    { eyes: "#bfe4ff", aura: "#bfe4ff", drift: "leaves" },
  ),
  stoikalmCalamity1: swarm("skull", "#8a6a3a", { eyes: "#ffb03a", drift: "dust" }),
  stoikalmCalamity3: beast("Dragon", "#9fdcff", { eyes: "#2a5aa8", crown: true, aura: ICE, drift: "snow" }),
  taskwoodsTerror1: swarm("skull", "#ff6a1a", { eyes: "#fff06a", drift: "embers" }),
  taskwoodsTerror3: beast("JackOLantern", "#ff8a1a", { eyes: "#fff06a", crown: true, aura: FIRE, drift: "embers" }),
  // ---------------------------------------------------------------- the Lost Masterclasser
  lostMasterclasser2: { body: { form: "spirit", color: "#1a1426" }, eyes: "#ff5ad8", aura: VOID, drift: "void" },
  lostMasterclasser3: swarm("skull", "#4a2a6a", { eyes: "#ff5ad8", aura: VOID, drift: "void" }),
  lostMasterclasser4: figure(
    { skin: "c3e1dc", hair: { base: 6, color: "black" } },
    {
      armor: "armor_wizard_5",
      head: "head_wizard_5",
      weapon: "weapon_special_aetherCrystals",
      back: "back_special_aetherCloak",
    },
    { eyes: "#ff5ad8", aura: VOID, drift: "void" },
  ),
  // ---------------------------------------------------------------- world bosses
  dilatory: beast("Dragon", "#2f7a7a", { eyes: "#fff06a", horns: true, aura: "#5ad8c8", drift: "bubbles" }),
  stressbeast: beast("Mammoth", "#e8eef4", { eyes: "#ff3a3a", horns: true, aura: ICE, drift: "snow" }),
  burnout: { body: { form: "elemental", material: "fire", color: "#ff6a1a" }, eyes: "#fff6c0", drift: "embers" },
  bewilder: { body: { form: "elemental", material: "mist", color: "#c8a0f0" }, eyes: "#ffe14a", drift: "spores" },
  dysheartener: beast("Hippogriff", "#931F4D", { eyes: "#ff8ab0", horns: true, aura: "#DC4069", drift: "hearts" }),
  // ---------------------------------------------------------------- other quests
  basilist: beast("Snake", "#f2ead0", { eyes: "#ff3a3a", crown: true }, { pattern: "spots" }),
  dustbunnies: swarm("Bunny", "#a8a0a0", { eyes: "#ff3a3a", drift: "dust" }),
  evilsanta: figure(
    { skin: "f5a76e", hair: { base: 1, color: "white", beard: 2, mustache: 1 } },
    { armor: "armor_special_candycane", head: "head_special_candycane", weapon: "weapon_special_candycane" },
    { eyes: "#ff3a3a", drift: "snow" },
  ),
};

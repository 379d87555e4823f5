/**
 * Equipment as pixel sprites. An item's look comes from its data, never from a list of keys:
 * its slot picks the kind of sprite, its class (or the class a seasonal set is made for) picks
 * the design, words in its name refine it (a "Longbow" is a bow, a "Crown" a crown), and its
 * set, season or class tier picks the colours, so the pieces of one set match and no two sets
 * look alike. Letters: a main, A main shade, L main light, b trim, B trim shade, m metal,
 * M metal shade, g gem, G gem shade, w wood, W wood shade, d dark, k near black.
 */
import { hash, hexToHsl, hslToHex, shade } from "./color";
import { symmetric, type Palette } from "./raster";
import { widen } from "./figure";

export type GearSlot = "weapon" | "armor" | "head" | "shield" | "back" | "body" | "headAccessory" | "eyewear";

/** What the art needs to know about an item (a subset of the content's GearItem). */
export interface GearFacts {
  key: string;
  type: GearSlot;
  klass: string;
  index: string;
  set?: string;
  season?: string;
  specialClass?: string;
  gearSet?: string;
  mystery?: string;
  event?: string;
}

/** An item's facts from its key alone ("weapon_warrior_3"), when the table is not at hand. */
export function factsFromKey(key: string): GearFacts {
  const [type = "weapon", klass = "special", ...rest] = key.split("_");
  return { key, type: type as GearSlot, klass, index: rest.join("_") };
}

const CLASS_NAMES = ["warrior", "rogue", "wizard", "healer"] as const;
type Family = (typeof CLASS_NAMES)[number];

/** The class whose style an item follows: its own, its set's, or one its set is given by lot. */
function familyOf(facts: GearFacts): Family {
  if ((CLASS_NAMES as readonly string[]).includes(facts.klass)) return facts.klass as Family;
  if (facts.specialClass && (CLASS_NAMES as readonly string[]).includes(facts.specialClass))
    return facts.specialClass as Family;
  return CLASS_NAMES[hash(facts.set ?? facts.mystery ?? facts.key) % CLASS_NAMES.length];
}

/** Words of the item's index: "crystalCrescentStaff" -> ["crystal", "crescent", "staff"]. */
export function wordsOf(index: string): string[] {
  return index
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/([A-Za-z])(\d)/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function byWords<T extends string>(words: string[], table: Record<T, string[]>): T | undefined {
  // The last matching word wins: "swordStaff" is a staff, "helmCrest" a helm.
  for (const word of [...words].reverse()) {
    for (const [design, stems] of Object.entries(table) as [T, string[]][]) {
      if (stems.some((stem) => word === stem || (stem.length > 3 && word.startsWith(stem)))) return design;
    }
  }
  return undefined;
}

// ---------------------------------------------------------------- colours

const SEASON_HUES: Record<string, [number, number]> = {
  winter: [205, 185],
  spring: [120, 330],
  summer: [185, 15],
  fall: [28, 280],
};

/** Class line colours by tier (index 0 upwards): [main, trim]. */
const CLASS_TIERS: Record<Family, [string, string][]> = {
  warrior: [
    ["#8a5a3b", "#b83a2e"],
    ["#a9753f", "#b83a2e"],
    ["#8d96a3", "#b83a2e"],
    ["#b9c3cf", "#2f6fbf"],
    ["#c99a2e", "#b83a2e"],
    ["#d9b14a", "#7a1f3d"],
    ["#5a6675", "#e0b13c"],
  ],
  rogue: [
    ["#6b4f3a", "#9aa3ad"],
    ["#5b6b3c", "#c9a227"],
    ["#3e4a6b", "#c9a227"],
    ["#5d3f78", "#c9a227"],
    ["#2f2b3a", "#b83a2e"],
    ["#7a2e3e", "#d9d4c7"],
    ["#1f3b3a", "#e0b13c"],
  ],
  wizard: [
    ["#7a6a5a", "#c9a227"],
    ["#3f6fd8", "#e0b13c"],
    ["#5a3fbf", "#d9d4c7"],
    ["#8a2fa8", "#e0b13c"],
    ["#2a3f8a", "#7fd0f0"],
    ["#b8342e", "#e0b13c"],
    ["#15203d", "#e0b13c"],
  ],
  healer: [
    ["#e8e2d0", "#c9a227"],
    ["#f2e6b8", "#3f8fd8"],
    ["#d8eef9", "#c9a227"],
    ["#f5d76e", "#ffffff"],
    ["#ffffff", "#e0b13c"],
    ["#ffe9a8", "#d96a8a"],
    ["#f7f3ff", "#8a6fd8"],
  ],
};

function paletteFrom(main: string, trim: string, metal: string, gem: string): Palette {
  return {
    a: main,
    A: shade(main, -0.28),
    L: shade(main, 0.35),
    b: trim,
    B: shade(trim, -0.28),
    m: metal,
    M: shade(metal, -0.3),
    g: gem,
    G: shade(gem, -0.3),
    w: "#9a6a3f",
    W: "#6e4526",
    d: shade(main, -0.55),
    k: "#2a2030",
  };
}

const GOLD = "#e6b43c";
const SILVER = "#c9d2dc";

export function gearPalette(facts: GearFacts): Palette {
  const family = familyOf(facts);
  // The class lines are numbered tiers; a seasonal set made for a class takes its set's colours.
  const tiered = /^\d+$/.test(facts.index);
  if (tiered && ((CLASS_NAMES as readonly string[]).includes(facts.klass) || facts.klass === "base")) {
    const tiers = CLASS_TIERS[family];
    const tier = Math.max(0, Math.min(tiers.length - 1, Number(facts.index) || 0));
    const [main, trim] = tiers[tier];
    const metal = tier >= 4 ? GOLD : family === "warrior" && tier >= 2 ? main : SILVER;
    return paletteFrom(main, trim, metal, hslToHex({ h: hexToHsl(trim).h, s: 0.8, l: 0.55 }));
  }
  const name = facts.set ?? facts.mystery ?? facts.key;
  const seed = hash(name);
  // Hue, saturation and lightness each from their own hash, so sets of one season rarely share a colour.
  const [hueSeed, satSeed, lightSeed] = [hash(`${name}:hue`), hash(`${name}:saturation`), hash(`${name}:lightness`)];
  const seasonHues = facts.season ? SEASON_HUES[facts.season] : undefined;
  const hueA = seasonHues ? seasonHues[seed % 2] + (hueSeed % 41) - 20 : seed % 360;
  const hueB = seasonHues ? seasonHues[(seed + 1) % 2] + ((seed >>> 9) % 31) - 15 : hueA + 120 + ((seed >>> 5) % 120);
  const baseLight = facts.season === "winter" ? 0.72 : facts.season === "spring" ? 0.68 : 0.5;
  const light = baseLight + ((lightSeed % 17) - 8) / 100;
  const main = hslToHex({ h: hueA, s: 0.45 + (satSeed % 35) / 100, l: light });
  const trim = hslToHex({ h: hueB, s: 0.65, l: 0.55 });
  const metal = (seed >>> 15) % 2 ? GOLD : SILVER;
  // The gem follows the main colour, so two sets sharing a trim still differ where only trim and gem show (wands).
  const gem = hslToHex({ h: hueA + 40, s: 0.85, l: 0.6 });
  return paletteFrom(main, trim, metal, gem);
}

/** A named colour ("red", "pink") at the start of an index, for the coloured accessory sets. */
const NAMED_COLORS: Record<string, string> = {
  black: "#2f2b36",
  blue: "#3f6fd8",
  green: "#46a35f",
  pink: "#f08ab4",
  red: "#d9443f",
  white: "#f2f2f2",
  yellow: "#f5d04a",
  purple: "#7d4cc4",
  orange: "#f08a2e",
  gold: GOLD,
  silver: SILVER,
  brown: "#8a5a3b",
};

export function namedColor(words: string[]): string | undefined {
  for (const word of words) if (NAMED_COLORS[word]) return NAMED_COLORS[word];
  return undefined;
}

// ---------------------------------------------------------------- designs

const WEAPON_WORDS = {
  sword: ["sword", "blade", "saber", "sabre", "katana", "rapier", "cutlass", "scimitar", "falchion"],
  axe: ["axe", "hatchet", "cleaver", "halberd"],
  dagger: ["dagger", "knife", "kris", "dirk", "sai", "claw", "claws", "shuriken", "stiletto"],
  staff: ["staff", "stave", "staves"],
  wand: ["wand", "rod", "sceptre", "scepter", "baton", "cane", "branch"],
  spear: ["spear", "lance", "trident", "pike", "javelin", "harpoon", "scythe", "polearm", "fork"],
  bow: ["bow", "crossbow", "longbow", "shortbow", "slingshot"],
  mace: ["mace", "hammer", "club", "flail", "mallet", "morningstar", "maul", "gavel"],
  crook: ["crook", "hook", "umbrella", "parasol"],
  banner: ["banner", "flag", "pennant", "standard"],
  lantern: ["lantern", "lamp", "candle", "torch", "light", "orb"],
  scroll: ["scroll", "book", "tome", "quill", "pen", "map", "diploma", "ledger", "journal"],
  tool: ["pick", "pickax", "pickaxe", "shovel", "rake", "hoe", "spade", "broom", "ladle", "spatula", "net", "tool"],
} satisfies Record<string, string[]>;
export type WeaponDesign = keyof typeof WEAPON_WORDS;

const SHIELD_WORDS = {
  round: ["round", "buckler", "targe", "disc", "wheel", "moon"],
  kite: ["kite", "aegis"],
  tower: ["tower", "wall", "pavise", "door"],
  heater: ["shield"],
} satisfies Record<string, string[]>;
export type ShieldDesign = keyof typeof SHIELD_WORDS;

const ARMOR_WORDS = {
  plate: [
    "armor",
    "armour",
    "plate",
    "mail",
    "cuirass",
    "breastplate",
    "chainmail",
    "hauberk",
    "carapace",
    "scale",
    "scales",
  ],
  leather: ["leather", "leathers", "vest", "jerkin", "garb", "gear", "outfit", "suit", "costume", "disguise"],
  robe: ["robe", "robes", "toga", "vestments", "habit", "cassock", "kimono"],
  dress: ["dress", "gown", "skirt", "frock", "tutu"],
  coat: ["coat", "overcoat", "tailcoat", "jacket", "tuxedo", "blazer", "cloak", "parka", "poncho"],
  tunic: ["tunic", "shirt", "overalls", "apron", "smock", "sweater", "jumper", "pajamas", "pyjamas"],
} satisfies Record<string, string[]>;
export type ArmorDesign = keyof typeof ARMOR_WORDS | "vestment";

const HEAD_WORDS = {
  helm: ["helm", "helmet", "visor", "casque", "bascinet", "sallet"],
  hood: ["hood", "cowl", "hoodie", "veil", "mask"],
  pointed: ["witch", "wizard", "pointy", "cone", "sorcerer"],
  crown: ["crown", "tiara", "diadem", "coronet"],
  circlet: ["circlet", "headdress", "band", "fillet"],
  cap: ["cap", "beret", "bonnet", "beanie", "turban", "kerchief", "bandana"],
  tophat: ["tophat", "top", "stovepipe", "wig"],
  sunhat: ["hat", "sombrero", "stetson", "boater", "straw"],
  laurels: ["laurels", "laurel", "wreath", "garland", "flowers", "flower"],
  partyhat: ["party"],
} satisfies Record<string, string[]>;
export type HeadDesign = keyof typeof HEAD_WORDS | "headband" | "ears";

const BACK_WORDS = {
  cape: ["cape", "cloak", "mantle", "shawl", "capelet"],
  wings: ["wings", "wing", "pinions"],
  tail: ["tail"],
  pack: ["pack", "backpack", "quiver", "bag", "satchel", "shell", "basket"],
} satisfies Record<string, string[]>;
export type BackDesign = keyof typeof BACK_WORDS | "batWings" | "fairyWings";

const BODY_WORDS = {
  amulet: ["amulet", "pendant", "necklace", "locket", "medallion", "talisman"],
  collar: ["collar", "ruff", "gorget"],
  scarf: ["scarf", "cravat", "stole", "boa", "muffler"],
  bowtie: ["bowtie", "tie", "bow"],
} satisfies Record<string, string[]>;
export type BodyDesign = keyof typeof BODY_WORDS;

const EYE_WORDS = {
  halfMoon: ["half", "moon", "reading"],
  glasses: ["glasses", "spectacles", "frame", "frames", "monocle", "shades", "sunglasses"],
  mask: ["mask", "domino", "blindfold"],
  goggles: ["goggles"],
} satisfies Record<string, string[]>;
export type EyeDesign = keyof typeof EYE_WORDS;

const ACCESSORY_WORDS = {
  ears: ["ears", "ear"],
  headband: ["headband", "hairband", "ribbon"],
  horns: ["horns", "horn", "antlers"],
  antennae: ["antennae", "antenna", "feelers"],
  halo: ["halo", "aura", "ring"],
  bow: ["bow", "bowtie"],
  flower: ["flower", "flowers", "blossom", "rose", "leaf", "leaves", "sprout"],
} satisfies Record<string, string[]>;
export type AccessoryDesign = keyof typeof ACCESSORY_WORDS;

const pick = <T>(list: readonly T[], seed: number): T => list[seed % list.length];

export type GearDesign =
  | { slot: "weapon" | "shield"; design: WeaponDesign; variant: number }
  | { slot: "shield"; design: ShieldDesign; variant: number }
  | { slot: "armor"; design: ArmorDesign; variant: number }
  | { slot: "head"; design: HeadDesign; variant: number; horns?: boolean }
  | { slot: "back"; design: BackDesign; variant: number }
  | { slot: "body"; design: BodyDesign; variant: number }
  | { slot: "eyewear"; design: EyeDesign; variant: number }
  | { slot: "headAccessory"; design: AccessoryDesign | HeadDesign; variant: number };

export function gearDesign(facts: GearFacts): GearDesign {
  const words = wordsOf(facts.index);
  const family = familyOf(facts);
  const seed = hash(facts.key);
  const variant = (seed >>> 4) % 97;
  const tier = Number(facts.index);
  switch (facts.type) {
    case "weapon": {
      const fallback: Record<Family, WeaponDesign[]> = {
        warrior: ["sword", "axe", "mace", "sword"],
        rogue: ["dagger"],
        wizard: ["staff"],
        healer: ["wand"],
      };
      const classic = Number.isFinite(tier) && (CLASS_NAMES as readonly string[]).includes(facts.klass);
      const design =
        byWords(words, WEAPON_WORDS) ??
        (classic && family === "warrior"
          ? ((["sword", "sword", "axe", "sword", "mace", "sword", "axe"] as WeaponDesign[])[tier] ?? "sword")
          : pick(fallback[family], seed));
      return { slot: "weapon", design, variant };
    }
    case "shield": {
      if (family === "rogue" && !byWords(words, SHIELD_WORDS)) return { slot: "shield", design: "dagger", variant };
      const offHand = byWords(words, WEAPON_WORDS);
      if (offHand && !byWords(words, SHIELD_WORDS)) return { slot: "shield", design: offHand, variant };
      const fallback: ShieldDesign[] =
        family === "healer"
          ? ["round", "heater"]
          : family === "wizard"
            ? ["round"]
            : ["heater", "kite", "tower", "round"];
      return {
        slot: "shield",
        design: byWords(words, SHIELD_WORDS) ?? pick(fallback, Number.isFinite(tier) ? tier : seed),
        variant,
      };
    }
    case "armor": {
      const fallback: Record<Family, ArmorDesign> = {
        warrior: "plate",
        rogue: "leather",
        wizard: "robe",
        healer: "vestment",
      };
      return { slot: "armor", design: byWords(words, ARMOR_WORDS) ?? fallback[family], variant };
    }
    case "head": {
      if (facts.event === "nye" || words.includes("nye") || words.includes("party"))
        return { slot: "head", design: "partyhat", variant };
      const fallback: Record<Family, HeadDesign> = {
        warrior: "helm",
        rogue: "hood",
        wizard: "pointed",
        healer: Number.isFinite(tier) && tier >= 4 ? "crown" : "circlet",
      };
      const horns = words.some((word) => word.startsWith("horn") || word === "antlers");
      return { slot: "head", design: byWords(words, HEAD_WORDS) ?? fallback[family], variant, horns };
    }
    case "back": {
      const design =
        facts.gearSet === "animal"
          ? "tail"
          : (byWords(words, BACK_WORDS) ??
            pick(["cape", "wings", "batWings", "fairyWings", "cape", "pack"] as BackDesign[], seed));
      return { slot: "back", design, variant };
    }
    case "body":
      return {
        slot: "body",
        design: byWords(words, BODY_WORDS) ?? pick(["amulet", "collar", "scarf", "bowtie"] as BodyDesign[], seed),
        variant,
      };
    case "eyewear":
      // Convention souvenirs' eyewear are masks unless their name says otherwise.
      return {
        slot: "eyewear",
        design:
          byWords(words, EYE_WORDS) ??
          (facts.mystery && !/^\d/.test(facts.index)
            ? "mask"
            : pick(["glasses", "mask", "goggles", "halfMoon"] as EyeDesign[], seed)),
        variant,
      };
    case "headAccessory": {
      if (facts.gearSet === "animal") return { slot: "headAccessory", design: "ears", variant };
      if (facts.gearSet === "headband") return { slot: "headAccessory", design: "headband", variant };
      return {
        slot: "headAccessory",
        design:
          byWords(words, ACCESSORY_WORDS) ??
          pick(["horns", "antennae", "halo", "bow", "flower", "ears"] as AccessoryDesign[], seed),
        variant,
      };
    }
  }
}

// ---------------------------------------------------------------- sprites

export interface Sprite {
  rows: string[];
  /** The pixel of the sprite that sits on its anchor (a hand, the head's corner...). */
  ax: number;
  ay: number;
}

const sprite = (rows: string[], ax: number, ay: number): Sprite => ({ rows, ax, ay });

/** Tops of staves and wands, chosen by the item so no two sets carry the same one. */
const ORNAMENTS: string[][] = [
  [".ggg.", "gLggg", "ggggg", "gggGg", ".gGG."],
  ["..L..", ".gLg.", ".ggg.", ".gGg.", "..G.."],
  [".ggg.", "gg...", "g....", "gg...", ".ggg."],
  ["..g..", ".gLg.", "ggggg", ".ggg.", ".g.g."],
  ["..L..", ".gL..", ".ggg.", "ggLgg", ".ggg."],
  ["g.g.g", ".ggg.", "ggLgg", ".ggg.", "g.g.g"],
  [".g.g.", "gLggg", "ggggg", ".ggg.", "..g.."],
  ["..b..", ".bbb.", "bbgbb", ".bbb.", "..b.."],
  ["b...b", "bb.bb", ".bgb.", "..b..", "....."],
  [".mmm.", "m.g.m", "m...m", ".m.m.", "..m.."],
];

const SMALL_ORNAMENTS: string[][] = [
  [".g.", "gLg", ".g."],
  ["g.g", ".g.", "g.g"],
  ["ggg", "gLg", "ggg"],
  [".L.", "ggg", ".G."],
  ["g.g", "ggg", ".g."],
  ["bgb", ".b.", "..."],
];

function column(letter: string, length: number, width = 5): string[] {
  const pad = ".".repeat(Math.floor(width / 2));
  return Array.from({ length }, () => `${pad}${letter}${pad}`);
}

export function weaponSprite(design: WeaponDesign, variant: number): Sprite {
  switch (design) {
    case "sword": {
      const guard = ["bbgbb", "mmgmm", ".mgm.", "bmgmb"][variant % 4];
      const tip = variant % 3 === 0 ? ["..L..", ".mLM."] : [".mL..", ".mLM."];
      return sprite([...tip, ...Array.from({ length: 7 }, () => ".mLM."), guard, "..W..", "..W..", "..b.."], 2, 10);
    }
    case "axe": {
      const head =
        variant % 2 ? [".mmWmm.", "mLmWmLm", "mmmWmmm", ".mmWmm."] : ["..mW...", ".mLW...", "mmmW...", ".mMW..."];
      return sprite(["...b...", ...head, ...Array.from({ length: 6 }, () => "...W..."), "...b..."], 3, 9);
    }
    case "dagger":
      return sprite([".L.", "mLM", "mLM", "mLM", variant % 2 ? "bgb" : "mgm", ".W.", ".b."], 1, 5);
    case "staff": {
      const top = ORNAMENTS[variant % ORNAMENTS.length];
      const holder =
        variant % 3 === 0 ? [".m.m.", "..m.."] : variant % 3 === 1 ? ["mm.mm", ".mmm."] : ["..m..", "..m.."];
      return sprite([...top, ...holder, ...column("W", 15)], 2, 14);
    }
    case "wand": {
      const top = SMALL_ORNAMENTS[variant % SMALL_ORNAMENTS.length];
      return sprite([...top, ".m.", ".w.", ".w.", ".w.", ".w.", ".b."], 1, 7);
    }
    case "spear": {
      const tip =
        variant % 2 ? ["..L..", ".mLM.", ".mLM.", "..M..", ".b.b."] : ["m.L.m", "mmLmm", ".mLM.", "..M..", "..b.."];
      return sprite([...tip, ...column("W", 15)], 2, 13);
    }
    case "bow":
      return sprite([".Wb", "W.b", "W.b", "W.b", "W.b", "aab", "W.b", "W.b", "W.b", "W.b", ".Wb"], 0, 5);
    case "mace": {
      const head = variant % 2 ? [".mmm.", "mmLmm", "mmmmm", ".mMm."] : ["mmmmm", "mLmmm", "mmmmM", "..W.."];
      return sprite([...head, ...column("W", 7), "..b.."], 2, 9);
    }
    case "crook":
      return sprite(
        [".www.", "w...w", "g...w", "....w", "....b", ...Array.from({ length: 12 }, () => "....w")].map((row) =>
          row.replace(/w/g, variant % 2 ? "w" : "m"),
        ),
        4,
        12,
      );
    case "banner":
      return sprite(
        [
          "m....",
          "Waaaa",
          "Wabba",
          "Waaaa",
          "Wa.a.",
          "W....",
          "W....",
          "W....",
          "W....",
          "W....",
          "W....",
          "W....",
          "W....",
          "W....",
        ],
        0,
        10,
      );
    case "lantern":
      return sprite(["..m..", ".mmm.", "mgLgm", "mgggm", ".mmm.", "..W..", "..W..", "..W..", "..W.."], 2, 7);
    case "scroll":
      return sprite(["bmmb", "aLLa", "aLLa", "aLLa", "bmmb"], 2, 3);
    case "tool": {
      // A coloured grip band, placed by the variant, tells one tool from another.
      const band = 3 + (variant % 4);
      const shaft = Array.from({ length: 8 }, (_, row) => (row === band || row === band + 1 ? ".aWa." : "..W.."));
      return sprite(["mmmmm", "m.W.m", ...shaft], 2, 8);
    }
  }
}

export function shieldSprite(design: ShieldDesign | WeaponDesign, variant: number): Sprite {
  const emblem = variant % 4;
  switch (design) {
    case "round": {
      const mid = ["aaabbaaa", "aabggbaa", "aaabbaaa", "aaaaaaaa"][emblem];
      return sprite(
        [
          "..mmmm..",
          ".maaaam.",
          "maaLaaam",
          "maaaaaam".replace("aaaaaa", mid.slice(1, 7)),
          "maaaaaaM",
          ".mAAAAM.",
          "..MMMM..",
        ],
        4,
        3,
      );
    }
    case "kite": {
      const rows = ["mmmmmmm", "maLaaam", "maabaam", "mabbbam", "maabaam", ".maaam.", ".maaam.", "..mam..", "...m..."];
      return sprite(emblem % 2 ? rows.map((row) => row.replace(/b/g, "g")) : rows, 3, 3);
    }
    case "tower":
      return sprite(
        ["mmmmmmm", "maLaaam", "mabbbam", "maaaaam", "mabbbam", "maaaaam", "mabbbam", "maaaaAm", "mmmmmmm"],
        3,
        4,
      );
    case "heater": {
      const band = ["mbbbbbm", "mabgbam", "mbabaam", "maabaam"][emblem];
      return sprite(["mmmmmmm", "maLaaam", band, "maaaaam", "maaaaam", ".maaam.", "..mMm.."], 3, 3);
    }
    default:
      return weaponSprite(design, variant);
  }
}

/** Armour over the slim torso rows (7), then rows over the legs (not widened for broad bodies). */
const ARMORS: Record<ArmorDesign, { torso: string[]; legs: string[] }> = {
  plate: {
    torso: [".mmmaaa", "mMmmaaa", ".aAaaLa", ".aAaaag", ".aAaaaa", "..Adddm", "...aAaa"],
    legs: ["....mm.", "....MM."],
  },
  leather: { torso: ["...aaaa", "..aaaab", ".aAaaba", ".aAabaa", ".aAbaaa", "..Adddd", "...aaaa"], legs: [] },
  robe: {
    torso: ["...aaaa", "..aaaab", ".aaAaab", ".aaAaab", "aaaAaab", "a.AAaab", "..aaaab"],
    legs: ["..aaaab", ".aaaaab", ".bbbbbb"],
  },
  vestment: {
    torso: ["...aaaa", "..abbbb", ".aAaaab", ".aAaabb", ".aAaaab", "..Aaaaa", "..aaaaa"],
    legs: ["..aaaaa", ".aaaaaa", ".bbbbbb"],
  },
  tunic: { torso: ["...aaaa", "..aaaaa", ".aAaaaa", ".aAaaaa", ".aAaaab", "..Adddd", "...aaaa"], legs: ["...aaaa"] },
  dress: {
    torso: ["...aaaa", "..bbaaa", ".aAaaaa", "..Aaaaa", "..Aaaaa", "..bbbbb", "..aaaaa"],
    legs: [".aaaaaa", "aaaaaaa", "AAAAAAA"],
  },
  coat: {
    torso: ["...aaaa", "..aaaa.", ".aAaag.", ".aAaaa.", ".aAaag.", "..Aaaa.", "...aaa."],
    legs: ["...aa..", "...a..."],
  },
};

/** An armour sprite laid over a body: same rows as the torso plus the legs. */
export function armorSprite(design: ArmorDesign, broad: boolean): string[] {
  const { torso, legs } = ARMORS[design];
  return [...symmetric(broad ? torso.map(widen) : torso), ...symmetric(legs)];
}

/** Head gear, 16 wide starting one pixel left of the head; `top` rows above the head. */
export function headSprite(design: HeadDesign, variant: number, horns = false): { rows: string[]; top: number } {
  let result: { rows: string[]; top: number };
  switch (design) {
    case "helm": {
      const crest = variant % 3 === 0 ? "......bb" : variant % 3 === 1 ? "......mm" : "........";
      result = {
        top: 3,
        rows: symmetric([
          crest,
          "....mmmm",
          "..mmmmmm",
          ".mLLmmmm",
          ".mLmmmmm",
          "mmmmmmmm",
          "MMMMMMMM",
          "mMm....M",
          "mMm....M",
          "mM......",
          "mM......",
        ]),
      };
      break;
    }
    case "hood":
      result = {
        top: 4,
        rows: [
          ...["...........aa...", "..........aaa..."],
          ...symmetric([
            "....aaaa",
            "..aaaaaa",
            ".aaaaaaa",
            "aaaaaaaa",
            "aAAAAAAA",
            "aAa.....",
            "aAa.....",
            "aA......",
            "aA......",
            "aAa.....",
            "aAaa....",
            "aAaaa...",
            "aaa.....",
            "aa......",
          ]),
        ],
      };
      break;
    case "pointed": {
      const lean = variant % 2;
      const rows = [
        lean ? "..........aa...." : ".......aa.......",
        lean ? ".........aa....." : ".......aa.......",
        "........aaa.....",
        ".......aaaa.....",
        "......aaaaa.....",
        "......aaaLaa....",
        ".....aaaaLaa....",
        ".....bbbbbbbb...",
        "....aaaaaaaaa...",
        "aaaaaaaaaaaaaaaa",
        ".AAAAAAAAAAAAAA.",
      ];
      result = {
        top: 9,
        rows: variant % 3 === 2 ? rows.map((row, y) => (y === 7 ? row.replace(/b/g, "g") : row)) : rows,
      };
      break;
    }
    case "crown":
      result = {
        top: 4,
        rows: symmetric([variant % 2 ? "..g..g.g" : "..m..m.m", "..mm.mmm", "..mmmmmm", "..mgmmgm", "..MMMMMM"]),
      };
      break;
    case "circlet":
      result = { top: -2, rows: symmetric(["..maaaaa", "...MAAAg"]) };
      break;
    case "cap":
      result = {
        top: 3,
        rows:
          variant % 2
            ? symmetric(["........", "....aaaa", "..aaaaaa", ".aaaaaaa", "aaaaaaaa", "AAAAAAAA"])
            : [
                "................",
                "......aaaa......",
                "...aaaaaaaaa....",
                "..aaaaaaaaaaaa..",
                ".aaaaaaaaaaaaaaa",
                ".bbbbbbbbbbbbbbb",
                "...........aaaaa",
              ],
      };
      break;
    case "tophat":
      result = {
        top: 8,
        rows: symmetric([
          "...aaaaa",
          "...aaaaa",
          "...aLaaa",
          "...aaaaa",
          "...bbbbb",
          "...aaaaa",
          "aaaaaaaa",
          "AAAAAAAA",
        ]),
      };
      break;
    case "sunhat":
      result = {
        top: 4,
        rows: [
          "....aaaaaaaa....",
          "...aaLaaaaaaa...",
          "...aaaaaaaaaa...",
          "...bbbbbbbbbb...",
          "aaaaaaaaaaaaaaaa",
          ".AAAAAAAAAAAAAA.",
        ],
      };
      break;
    case "laurels":
      result = {
        top: 1,
        rows: symmetric(["..b.b.b.", ".bbbbbbb", "bb......"]).map((row, y) =>
          y === 0 && variant % 2 ? row.replace(/b/g, "g") : row,
        ),
      };
      break;
    case "partyhat":
      result = {
        top: 8,
        rows: symmetric([
          ".......g",
          "......aa",
          "......ab",
          ".....aba",
          ".....baa",
          "....aaab",
          "....abaa",
          "...bbbbb",
        ]),
      };
      break;
    case "headband":
      result = { top: -2, rows: [...symmetric([".aaaaaaa"]), "..............aa"] };
      break;
    case "ears":
      result = {
        top: 4,
        rows: symmetric(
          variant % 2
            ? [".aa.....", "aLaa....", "aaaa....", ".aa....."]
            : ["..a.....", ".aLa....", ".aLa....", "aaaaa..."],
        ),
      };
      break;
  }
  if (horns)
    result = {
      top: Math.max(result.top, 5),
      rows: [
        ...symmetric(["m.......", "mm......", ".mm.....", "..m....."]).slice(0, Math.max(0, 5 - result.top)),
        ...result.rows,
      ],
    };
  return result;
}

/** Head accessories use the same frame as head gear. */
export function accessorySprite(
  design: AccessoryDesign | HeadDesign,
  variant: number,
): { rows: string[]; top: number } {
  switch (design) {
    case "horns":
      return {
        top: 4,
        rows: symmetric(
          variant % 2
            ? [".L......", "aa......", ".aa.....", "..aA...."]
            : ["L.......", "aa......", ".aa.....", "..A....."],
        ),
      };
    case "antennae":
      return { top: 5, rows: symmetric([".g......", "..a.....", "..a.....", "...a....", "........"]) };
    case "halo":
      return { top: 5, rows: symmetric(["...gggg.", "..a.....", "...gggg."]) };
    case "bow":
      return { top: 2, rows: ["..........a.a...", "..........aga...", "..........a.a..."] };
    case "flower":
      return { top: 2, rows: symmetric(["..g.b.g.", ".bbbbbbb"]) };
    default:
      return headSprite(design as HeadDesign, variant);
  }
}

/** Back gear, drawn behind the body: 22 wide starting four pixels left of the figure. */
export function backSprite(design: BackDesign, variant: number): { rows: string[]; top: number } {
  switch (design) {
    case "cape":
      return {
        top: -12,
        rows: symmetric([
          "......aaaaa",
          ".....aaaaaa",
          "....aaaaaaa",
          "....aaaaaaa",
          "....aaaaaaa",
          "...aaaaaaaa",
          "...aaaaaaaa",
          "...aaaaaaaa",
          "..aaaaaaaaa",
          "..AAAAAAAAA",
          variant % 2 ? "..b.b.b.b.b" : "...........",
        ]),
      };
    case "wings":
      return {
        top: -8,
        rows: symmetric([
          "aa.........",
          "aLa........",
          "aLaa.......",
          ".aLaa......",
          ".aaLaa.....",
          "..aaLaa....",
          "..aaaaa....",
          "...aaaA....",
          "...aaA.....",
          "....A......",
        ]),
      };
    case "batWings":
      return {
        top: -8,
        rows: symmetric([
          "a..........",
          "aa.........",
          "aaa........",
          "aAaa.......",
          "aaAaa......",
          "a.aAaa.....",
          "...aaaa....",
          "....aa.....",
          "...........",
        ]),
      };
    case "fairyWings":
      return {
        top: -9,
        rows: symmetric([
          "..LL.......",
          ".LggL......",
          ".LgggL.....",
          "..LggL.....",
          "...LLL.....",
          "..LggL.....",
          ".LgggL.....",
          "..LLL......",
        ]),
      };
    case "tail":
      return {
        top: -16,
        rows: [
          "......................",
          ".................aa...",
          "................aaLa..",
          "...............aaaa...",
          "..............aaa.....",
          ".............aa.......",
        ],
      };
    case "pack":
      return {
        top: -12,
        rows: symmetric([
          "...........",
          "...bbbbbbbb",
          "...baaaaaaa",
          "...baaaaaaa",
          "...baLaaaaa",
          "...baaaaaaa",
          "...bAAAAAAA",
        ]),
      };
  }
}

/** Things worn on the body, relative to the figure (rows from its top). */
export function bodySprite(design: BodyDesign, variant: number): { rows: string[]; top: number } {
  switch (design) {
    case "amulet":
      return { top: -12, rows: symmetric(["....m..", ".....m.", "......m", "......g"]) };
    case "collar":
      return { top: -12, rows: symmetric(["..aaaaa", "...aLaa"]) };
    case "scarf":
      return {
        top: -12,
        rows: [
          ...symmetric(["..aaaaa", "...aaaa"]),
          "........aa....",
          "........ab....",
          variant % 2 ? "........a....." : "........b.....",
        ],
      };
    case "bowtie":
      return { top: -12, rows: symmetric(["....aa.", ".....ag"]) };
  }
}

/** Eyewear over the eyes (rows from the head's top, 16 wide from one pixel left). */
export function eyeSprite(design: EyeDesign): { rows: string[]; top: number } {
  switch (design) {
    case "glasses":
      return { top: -5, rows: symmetric(["..aaaaa.", "a.a...aa", "...aaa.."]) };
    case "halfMoon":
      return { top: -7, rows: symmetric(["......aa", "a.aaaaa."]) };
    case "mask":
      return { top: -5, rows: symmetric(["aaaaaaaa", "aa...aaa", "..aaaa.."]) };
    case "goggles":
      return { top: -5, rows: symmetric(["mmmmmmmm", "..mgggmm", "..mgLgm.", "...mmm.."]) };
  }
}

/** English names and descriptions of every gear item, in our own words. */
import { armoireSets, mysterySets } from "../../data/gear";
import type { GearItem, GearType } from "../../data/types";
import type { PlayerClass } from "../../data/constants";
import { humanize, MONTH_NAMES, statLine } from "./words";
import { classLineName, gearMessagesOf } from "../keys";

/** Class lines: names by tier, lowest first (weapons and the rogue off-hand start at tier 0). */
const CLASS_LINE_NAMES: Record<PlayerClass, Partial<Record<GearType, string[]>>> = {
  warrior: {
    weapon: [
      "Practice Sword",
      "Steel Longsword",
      "Woodcutter's Axe",
      "Spiked Morning Star",
      "Sapphire Edge",
      "Ember Greatsword",
      "Sunforged Blade",
    ],
    armor: ["Padded Jerkin", "Ring Mail", "Chain Hauberk", "Steel Breastplate", "Gilded Plate"],
    head: ["Iron Cap", "Chain Coif", "Horned Helm", "Crimson Crest Helm", "Crowned Greathelm"],
    shield: ["Oak Buckler", "Banded Shield", "Iron Kite Shield", "Crimson Tower Shield", "Gilded Aegis"],
  },
  rogue: {
    weapon: [
      "Whittling Knife",
      "Short Dagger",
      "Curved Kukri",
      "Twin-edged Dirk",
      "Night Katana",
      "Shadow Ninjato",
      "Moonlit Blade",
    ],
    armor: ["Oiled Leathers", "Stitched Jerkin", "Camouflage Cloak", "Umbral Wrap", "Veil of Dusk"],
    head: ["Leather Hood", "Stitched Hood", "Dark Cowl", "Night Mask Hood", "Hood of Dusk"],
    shield: [
      "Spare Whittling Knife",
      "Off-hand Dagger",
      "Off-hand Kukri",
      "Off-hand Dirk",
      "Off-hand Katana",
      "Off-hand Ninjato",
      "Off-hand Moonlit Blade",
    ],
  },
  wizard: {
    weapon: [
      "Apprentice Staff",
      "Birch Staff",
      "Sorcerer's Rod",
      "Crystal Staff",
      "Archmage's Staff",
      "Staff of Stars",
      "Staff of the Comet",
    ],
    armor: ["Novice Robe", "Embroidered Robe", "Scholar's Gown", "Astral Robe", "Robe of the Archmage"],
    head: ["Pointed Cap", "Wide-brim Hat", "Starry Hat", "Astral Circlet", "Crown of the Archmage"],
  },
  healer: {
    weapon: [
      "Novice Rod",
      "Willow Wand",
      "Chime Wand",
      "Silver Caduceus",
      "Dawn Sceptre",
      "Radiant Staff",
      "Staff of Daybreak",
    ],
    armor: ["Linen Tunic", "Mender's Robe", "Warden's Mantle", "Sunlit Vestment", "Robe of Dawn"],
    head: ["Plain Circlet", "Silver Circlet", "Sapphire Diadem", "Golden Diadem", "Halo of Dawn"],
    shield: ["Mender's Buckler", "Warden's Shield", "Sunburst Shield", "Shield of Mercy", "Shield of Dawn"],
  },
};

const CLASS_FLAVOUR: Record<PlayerClass, string> = {
  warrior: "Honest steel for those who charge in first.",
  rogue: "Light and quiet, made for quick fingers.",
  wizard: "Humming softly with gathered knowledge.",
  healer: "Warm to the touch and kind to allies.",
};

const BASE_NAMES: Record<GearType, string> = {
  weapon: "Empty Hands",
  armor: "Plain Clothes",
  head: "Bare Head",
  shield: "Empty Off-hand",
  back: "Nothing on the Back",
  body: "No Body Accessory",
  headAccessory: "No Head Accessory",
  eyewear: "No Eyewear",
};

const SPECIAL_NAMES: Record<string, string> = {
  weapon_special_0: "Shadowsteel Blade",
  weapon_special_1: "Crystal Blade of Helpers",
  weapon_special_2: "Dragon Lance",
  weapon_special_3: "Milestone Morning Star",
  weapon_special_critical: "Bugbane Blade",
  weapon_special_tridentOfCrashingTides: "Trident of Crashing Tides",
  weapon_special_roguishRainbowMessage: "Rainbow Letter",
  weapon_special_taskwoodsLantern: "Taskwoods Lantern",
  weapon_special_lunarScythe: "Lunar Scythe",
  armor_special_0: "Shadow Armor",
  armor_special_1: "Crystal Armor",
  armor_special_2: "Noble Moonstone Tunic",
  armor_special_mammothRiderArmor: "Mammoth Rider's Furs",
  armor_special_lunarWarriorArmor: "Lunar Warrior Armor",
  armor_special_finnedOceanicArmor: "Finned Ocean Armor",
  armor_special_roguishRainbowMessengerRobes: "Rainbow Courier's Robes",
  armor_special_pyromancersRobes: "Fire-tamer's Robes",
  head_special_fireCoralCirclet: "Fire Coral Circlet",
  head_special_roguishRainbowMessengerHood: "Rainbow Courier's Hood",
  head_special_pyromancersTurban: "Fire-tamer's Turban",
  weapon_special_mammothRiderSpear: "Mammoth Rider's Spear",
  head_special_0: "Shadow Helm",
  head_special_1: "Crystal Helm",
  head_special_2: "Helm of the Nameless Hero",
  head_special_mammothRiderHelm: "Mammoth Rider's Hat",
  head_special_lunarWarriorHelm: "Lunar Warrior Helm",
  head_special_bardHat: "Bard's Cap",
  armor_special_bardRobes: "Bard's Robes",
  weapon_special_bardInstrument: "Bard's Lute",
  armor_special_pageArmor: "Page's Tabard",
  head_special_pageHelm: "Page's Cap",
  weapon_special_pageBanner: "Page's Banner",
  shield_special_0: "Shadow Shield",
  shield_special_1: "Crystal Shield",
  shield_special_goldenknight: "Golden Knight's Shield",
  shield_special_moonpearlShield: "Moonpearl Shield",
  eyewear_special_aetherMask: "Aether Mask",
  body_special_aetherAmulet: "Aether Amulet",
  back_special_aetherCloak: "Aether Cloak",
  head_special_turkeyHelmBase: "Turkey Hat",
  armor_special_turkeyArmorBase: "Turkey Costume",
  back_special_turkeyTailBase: "Turkey Tail Feathers",
  armor_special_birthday: "Silly Party Robes",
  back_special_wondercon_red: "Mighty Red Cape",
  back_special_wondercon_black: "Sneaky Black Cape",
  body_special_wondercon_red: "Ruby Collar",
  body_special_wondercon_gold: "Golden Collar",
  body_special_wondercon_black: "Ebony Collar",
  eyewear_special_wondercon_red: "Mighty Red Mask",
  eyewear_special_wondercon_black: "Sneaky Black Mask",
  head_special_nye: "Silly Party Hat",
};

const SPECIAL_NOTES: Record<string, string> = {
  weapon_special_0: "A gift to early backers.",
  weapon_special_1: "Awarded to contributors who lend a hand.",
  weapon_special_critical: "Awarded to those who found and fixed a serious bug.",
  back_special_wondercon_red: "A souvenir from a convention visit.",
  back_special_wondercon_black: "A souvenir from a convention visit.",
  body_special_wondercon_red: "A souvenir from a convention visit.",
  body_special_wondercon_gold: "A souvenir from a convention visit.",
  body_special_wondercon_black: "A souvenir from a convention visit.",
  eyewear_special_wondercon_red: "A souvenir from a convention visit.",
  eyewear_special_wondercon_black: "A souvenir from a convention visit.",
  armor_special_bardRobes: "A check-in reward for loyal adventurers.",
  head_special_bardHat: "A check-in reward for loyal adventurers.",
  weapon_special_bardInstrument: "A check-in reward for loyal adventurers.",
  armor_special_pageArmor: "A check-in reward for loyal adventurers.",
  head_special_pageHelm: "A check-in reward for loyal adventurers.",
  weapon_special_pageBanner: "A check-in reward for loyal adventurers.",
  armor_special_0: "A gift to early backers.",
  armor_special_1: "Awarded to contributors who lend a hand.",
  head_special_0: "A gift to early backers.",
  head_special_1: "Awarded to contributors who lend a hand.",
  shield_special_0: "A gift to early backers.",
  shield_special_1: "Awarded to contributors who lend a hand.",
};

/** "fall2025KoboldHealerSet" -> "Kobold Healer Wand": the set's theme and the slot. */
function seasonalName(item: GearItem): string {
  const klass = item.specialClass as PlayerClass;
  const theme = humanize((item.set ?? item.index).replace(/Set$/, "").replace(/^(winter|spring|summer|fall)\d{4}/, ""));
  const year = item.index.match(/\d{4}/)?.[0] ?? "2014";
  return `${theme} ${SLOT_NOUNS[klass][item.type] ?? GENERIC_NOUNS[item.type]} (${year})`;
}

const SLOT_NOUNS: Record<PlayerClass, Partial<Record<GearType, string>>> = {
  warrior: { weapon: "Sword", armor: "Armor", head: "Helm", shield: "Shield" },
  rogue: { weapon: "Dagger", armor: "Cloak", head: "Hood", shield: "Off-hand Dagger" },
  wizard: { weapon: "Staff", armor: "Robes", head: "Hat" },
  healer: { weapon: "Wand", armor: "Robe", head: "Circlet", shield: "Buckler" },
};

const GENERIC_NOUNS: Record<GearType, string> = {
  weapon: "Wand",
  armor: "Outfit",
  head: "Hat",
  shield: "Charm",
  back: "Cape",
  body: "Collar",
  headAccessory: "Ornament",
  eyewear: "Spectacles",
};

const MYSTERY_THEMES = [
  "Frost",
  "Heartfelt",
  "Clover",
  "Rainfall",
  "Blossom",
  "Tidal",
  "Firefly",
  "Sunstone",
  "Harvest",
  "Haunted",
  "Ember",
  "Starlight",
];

function nameOf(item: GearItem): string {
  if (SPECIAL_NAMES[item.key]) return SPECIAL_NAMES[item.key];
  switch (item.klass) {
    case "base":
      return BASE_NAMES[item.type];
    case "warrior":
    case "rogue":
    case "wizard":
    case "healer": {
      return classLineName(CLASS_LINE_NAMES, item);
    }
    case "mystery": {
      const month = Number(item.mystery?.slice(4, 6));
      const theme =
        Number(item.mystery?.slice(0, 4)) > 3000
          ? "Steampunk"
          : `${MYSTERY_THEMES[month - 1]} ${item.mystery?.slice(0, 4)}`;
      const variant = item.index.endsWith("A") ? " (Bright)" : item.index.endsWith("B") ? " (Dark)" : "";
      return `${theme} ${GENERIC_NOUNS[item.type]}${variant}`;
    }
    case "armoire":
      return humanize(item.index);
    case "special":
      if (item.season) return seasonalName(item);
      if (item.gearSet === "glasses")
        return `${humanize(item.index.replace(/(TopFrame|HalfMoon)$/, ""))} ${item.index.endsWith("TopFrame") ? "Top-frame" : "Half-moon"} Glasses`;
      if (/^birthday\d{4}$/.test(item.index)) return `Party Robes of ${item.index.slice(8)}`;
      if (/^nye\d{4}$/.test(item.index)) return `New Year Hat of ${item.index.slice(3)}`;
      return humanize(item.index);
  }
}

function notesOf(item: GearItem): string {
  const stats = statLine(item);
  switch (item.klass) {
    case "base":
      return "Nothing equipped here yet.";
    case "warrior":
    case "rogue":
    case "wizard":
    case "healer":
      return `${CLASS_FLAVOUR[item.klass]} ${stats}`;
    case "mystery": {
      const id = item.mystery ?? "";
      const when =
        Number(id.slice(0, 4)) > 3000
          ? "from the time travellers' own wardrobe"
          : `for subscribers of ${MONTH_NAMES[Number(id.slice(4)) - 1]} ${id.slice(0, 4)}`;
      return `A keepsake ${when}. ${stats}`;
    }
    case "armoire":
      return `Found in the Enchanted Armoire. ${stats}`;
    case "special":
      if (item.season) return `Limited ${item.season} gala gear for the ${item.specialClass}. ${stats}`;
      if (item.gearSet === "animal") return "Show your favourite creature. No bonus to stats.";
      if (item.gearSet) return "A cheerful accessory. No bonus to stats.";
      return `${SPECIAL_NOTES[item.key] ?? "A rare piece with a story behind it."} ${stats}`;
  }
}

export const gearMessages: Record<string, string> = gearMessagesOf(nameOf, notesOf);

/** The time travellers' own sets, named by what they hold rather than by their number. */
const STEAMPUNK_SET_THEMES: Record<string, string> = {
  "301404": "Standard",
  "301405": "Accessory",
  "301703": "Peacock",
  "301704": "Pheasant",
};

export const gearSetMessages: Record<string, string> = {
  ...Object.fromEntries(
    Object.values(mysterySets).map((set) => {
      if (set.key === "wondercon") return [set.text, "Convention Souvenirs"];
      const year = Number(set.key.slice(0, 4));
      const month = Number(set.key.slice(4));
      const name =
        year > 3000
          ? `Steampunk ${STEAMPUNK_SET_THEMES[set.key] ?? "Traveller"} Set`
          : `${MYSTERY_THEMES[month - 1]} Set of ${MONTH_NAMES[month - 1]} ${year}`;
      return [set.text, name];
    }),
  ),
  ...Object.fromEntries(armoireSets.map((set) => [set.text, humanize(set.key.replace(/Set$/, "")) + " Set"])),
};

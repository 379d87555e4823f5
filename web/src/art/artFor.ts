/**
 * Every item key -> a picture: an icon from the game-icons.net subset, tinted by the potion
 * colour (pets, mounts, potions, food), the class or season (gear), or a colour derived from
 * the key (backgrounds, sets). Only small content modules are imported, never whole tables.
 */
import { QUEST_EGG_SOURCES } from "../../../content/data/eggs";
import { BASIC_FOOD_TARGETS } from "../../../content/data/food";
import { POTION_COLORS, QUEST_POTION_SOURCES, WACKY_QUEST_SOURCES } from "../../../content/data/hatchingPotions";
import choices from "./iconChoices.json";
import { ICONS, type IconData } from "./icons.generated";

export type ArtKind =
  | "gear"
  | "egg"
  | "potion"
  | "pet"
  | "mount"
  | "food"
  | "quest"
  | "background"
  | "spell"
  | "bundle"
  | "achievement";

export interface Art {
  /** game-icons name */
  icon: string;
  /** SVG inner markup of the icon (paths using currentColor) */
  body: string;
  viewBox: string;
  color: string;
  /** A small second picture drawn in a corner (the saddle on mounts). */
  badge?: { body: string; viewBox: string; color: string };
}

const EGG_ICONS: Record<string, string> = choices.eggs;
const GEAR_ICONS: Record<string, string> = choices.gear;
const FOOD_ICONS: Record<string, string> = choices.food;
const KIND_ICONS: Record<string, string> = choices.kinds;
const QUEST_ICONS: Record<string, string> = choices.quests;
const SPELL_ICONS: Record<string, string> = choices.spells;
const BACKGROUND_ICONS: Record<string, string> = choices.backgrounds;

/** A background's picture follows the last place word in its key ("dusty_canyons" -> canyon(s), "beach" -> beach). */
function backgroundIcon(key: string): string {
  const words = key
    .replace(/([A-Z])/g, " $1")
    .replace(/_/g, " ")
    .toLowerCase()
    .split(" ")
    .reverse();
  const word = words.find((candidate) => BACKGROUND_ICONS[candidate]);
  return word ? BACKGROUND_ICONS[word] : KIND_ICONS.background;
}

const CLASS_COLORS: Record<string, string> = {
  base: "#8a8a8a",
  warrior: "#b83a2e",
  rogue: "#5d4a7a",
  wizard: "#2f6fbf",
  healer: "#c99a12",
  mystery: "#8e44ad",
  armoire: "#b7791f",
  special: "#d35400",
};

const SEASON_COLORS: Record<string, string> = {
  winter: "#5fa8d9",
  spring: "#5eaf62",
  summer: "#e8922e",
  fall: "#b4581f",
};
const NEUTRAL = "#6b5b95";

/** A stable, pleasant colour for any key (backgrounds, sets, unknown quests). */
export function colorFromKey(key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360} 55% 48%)`;
}

function picture(icon: string, color: string): Art {
  const data: IconData = ICONS[icon] ?? ICONS[KIND_ICONS.quest];
  return { icon, body: data.body, viewBox: `0 0 ${data.width} ${data.height}`, color };
}

const potionColor = (potion: string): string => POTION_COLORS[potion] ?? colorFromKey(potion);

function animalArt(key: string, withSaddle: boolean): Art {
  const [egg, potion = "Base"] = key.split("-");
  const art = picture(EGG_ICONS[egg] ?? KIND_ICONS.egg, potionColor(potion));
  if (!withSaddle) return art;
  const saddle = ICONS[FOOD_ICONS.Saddle];
  return { ...art, badge: { body: saddle.body, viewBox: `0 0 ${saddle.width} ${saddle.height}`, color: "#7a4a21" } };
}

function gearArt(key: string): Art {
  const [type, klass, index = ""] = key.split("_");
  let icon = GEAR_ICONS[`${type}_${klass}`] ?? GEAR_ICONS[type] ?? GEAR_ICONS.base;
  if (klass === "base") icon = GEAR_ICONS.base;
  if (index.endsWith("Ears")) icon = EGG_ICONS[capitalise(index.replace(/Ears$/, ""))] ?? GEAR_ICONS.ears;
  if (index.endsWith("Tail")) icon = GEAR_ICONS.tail;
  if (index.endsWith("Headband")) icon = GEAR_ICONS.headband;
  const season = Object.keys(SEASON_COLORS).find((name) => index.startsWith(name));
  const color = season
    ? SEASON_COLORS[season]
    : klass === "armoire" || klass === "mystery"
      ? colorFromKey(index)
      : (CLASS_COLORS[klass] ?? NEUTRAL);
  return picture(icon, color);
}

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

const questEgg: Record<string, string> = Object.fromEntries(
  Object.entries(QUEST_EGG_SOURCES).flatMap(([egg, questKeys]) => questKeys.map((quest) => [quest, egg])),
);
const questPotion: Record<string, string> = Object.fromEntries(
  [...Object.entries(QUEST_POTION_SOURCES), ...Object.entries(WACKY_QUEST_SOURCES)].map(([potion, quest]) => [
    quest,
    potion,
  ]),
);

function questArt(key: string): Art {
  if (QUEST_ICONS[key]) return picture(QUEST_ICONS[key], colorFromKey(key));
  if (questEgg[key]) return picture(EGG_ICONS[questEgg[key]], colorFromKey(key));
  if (questPotion[key]) return picture(KIND_ICONS.potion, potionColor(questPotion[key]));
  return picture(KIND_ICONS.quest, colorFromKey(key));
}

function foodArt(key: string): Art {
  if (key === "Saddle") return picture(FOOD_ICONS.Saddle, "#7a4a21");
  const [base, colour] = key.split("_");
  const target = colour ?? BASIC_FOOD_TARGETS[key] ?? "Base";
  return picture(FOOD_ICONS[base] ?? FOOD_ICONS.Meat, potionColor(target));
}

export function artFor(key: string, kind: ArtKind): Art {
  switch (kind) {
    case "gear":
      return gearArt(key);
    case "egg":
      return picture(KIND_ICONS.egg, colorFromKey(key));
    case "potion":
      return picture(KIND_ICONS.potion, potionColor(key));
    case "pet":
      return animalArt(key, false);
    case "mount":
      return animalArt(key, true);
    case "food":
      return foodArt(key);
    case "quest":
      return questArt(key);
    case "background":
      return picture(backgroundIcon(key), colorFromKey(key));
    case "spell":
      return picture(SPELL_ICONS[key] ?? KIND_ICONS.card, SPELL_ICONS[key] ? "#7b5cc4" : colorFromKey(key));
    case "bundle":
      return picture(KIND_ICONS.bundle, colorFromKey(key));
    case "achievement":
      return picture(KIND_ICONS.achievement, "#d4a017");
  }
}

/** True when the key's picture is a real icon rather than a fallback (used by tests). */
export function hasIcon(art: Art): boolean {
  return art.icon in ICONS;
}

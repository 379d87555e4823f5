/** English names of avatar customisations. */
import { appearance, appearanceSets } from "../../data/appearance";
import { humanize } from "./words";

const KIND_WORDS: Record<string, string> = {
  color: "Hair",
  base: "Hair Style",
  bangs: "Bangs",
  beard: "Beard",
  mustache: "Mustache",
  flower: "Flower",
  skin: "Skin",
  shirt: "Shirt",
  size: "Body",
  chair: "Chair",
};

const SET_NAMES: Record<string, string> = {
  rainbowSkins: "Rainbow Skins",
  animalSkins: "Animal Skins",
  supernaturalSkins: "Supernatural Skins",
  winterySkins: "Wintery Skins",
  pastelSkins: "Pastel Skins",
  splashySkins: "Splashy Skins",
  rainbowHairColors: "Rainbow Hair Colours",
  winteryHairColors: "Wintery Hair Colours",
  shimmerHairColors: "Shimmering Hair Colours",
  hauntedHairColors: "Haunted Hair Colours",
  baseHair1: "Hair Styles, Set 1",
  baseHair2: "Hair Styles, Set 2",
  baseHair3: "Hair Styles, Set 3",
  facialHair: "Beards and Mustaches",
  specialShirts: "Special Shirts",
  legacyShirts: "Legacy Shirts",
  spookySkins: "Spooky Skins",
  winterHairColors: "Winter Hair Colours",
  pastelHairColors: "Pastel Hair Colours",
  summerHairColors: "Summer Hair Colours",
};

/** Option keys whose words are not simply the spaced-out key. */
const OPTION_WORDS: Record<string, string> = {
  ddc994: "Sand",
  f5a76e: "Peach",
  ea8349: "Apricot",
  c06534: "Cinnamon",
  "98461a": "Chestnut",
  "915533": "Mahogany",
  c3e1dc: "Mint Frost",
  "6bd049": "Leaf Green",
  eb052b: "Cherry Red",
  f69922: "Tangerine",
  f5d70f: "Lemon",
  "0ff591": "Seafoam",
  "2b43f6": "Cobalt",
  d7a9f7: "Lilac",
  "800ed0": "Violet",
  TRUred: "True Red",
  candycane: "Candy Cane",
  winternight: "Winter Night",
  ghostwhite: "Ghostly White",
  candycorn: "Candy Corn",
  pblue: "Pastel Blue",
  pgreen: "Pastel Green",
  porange: "Pastel Orange",
  ppink: "Pastel Pink",
  ppurple: "Pastel Purple",
  pyellow: "Pastel Yellow",
  pblue2: "Shimmering Blue",
  pgreen2: "Shimmering Green",
  porange2: "Shimmering Orange",
  ppink2: "Shimmering Pink",
  ppurple2: "Shimmering Purple",
  pyellow2: "Shimmering Yellow",
  pumpkin2: "Harvest Pumpkin",
  shadow2: "Deep Shadow",
  skeleton2: "Bone White",
  zombie2: "Ghoulish Green",
  sunlitwaves: "Sunlit Waves",
  seasprite: "Sea Sprite",
  sandnsea: "Sand and Sea",
  hollygreen: "Holly Green",
  winterstar: "Winter Star",
  deepocean: "Deep Ocean",
  merblue: "Mermaid Blue",
  mergold: "Mermaid Gold",
  mergreen: "Mermaid Green",
  merruby: "Mermaid Ruby",
  tropicalwater: "Tropical Water",
  redblue: "Red and Blue",
};

function optionName(kind: string, key: string): string {
  if (key === "none" || (key === "0" && kind !== "bangs" && kind !== "base")) return `No ${KIND_WORDS[kind]}`;
  if (key === "0") return kind === "bangs" ? "No Bangs" : "Bald";
  if (OPTION_WORDS[key]) return `${OPTION_WORDS[key]} ${KIND_WORDS[kind]}`;
  if (/^\d+$/.test(key)) return `${KIND_WORDS[kind]} ${key}`;
  const words = humanize(key.replace(/^handleless_/, "handleless "));
  return `${words} ${KIND_WORDS[kind]}`;
}

export const appearanceMessages: Record<string, string> = {
  ...Object.fromEntries(
    Object.values(appearance).flatMap((options) =>
      Object.values(options).map((option) => [option.text, optionName(option.kind, option.key)]),
    ),
  ),
  ...Object.fromEntries(
    Object.values(appearanceSets).map((set) => [set.text, SET_NAMES[set.key] ?? humanize(set.key)]),
  ),
};

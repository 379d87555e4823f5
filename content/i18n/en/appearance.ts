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
  flowers: "Hair Flowers",
  facialHair: "Beards",
  facialHairMustache: "Mustaches",
  specialShirts: "Special Shirts",
};

function optionName(kind: string, key: string, swatch: string | undefined): string {
  if (key === "none" || (key === "0" && kind !== "bangs" && kind !== "base")) return `No ${KIND_WORDS[kind]}`;
  if (/^\d+$/.test(key)) return `${KIND_WORDS[kind]} ${key}`;
  if (/^[0-9a-f]{6}$/i.test(key)) return `${KIND_WORDS[kind]} tone ${swatch ?? key}`;
  const words = humanize(key.replace(/^TRU/, "true").replace(/^p(?=[a-z])/, "pastel"));
  return kind === "size" || kind === "chair" ? `${words} ${KIND_WORDS[kind]}` : `${words} ${KIND_WORDS[kind]}`;
}

export const appearanceMessages: Record<string, string> = {
  ...Object.fromEntries(
    Object.values(appearance).flatMap((options) => Object.values(options).map((option) => [option.text, optionName(option.kind, option.key, option.swatch)])),
  ),
  ...Object.fromEntries(Object.values(appearanceSets).map((set) => [set.text, SET_NAMES[set.key] ?? humanize(set.key)])),
};

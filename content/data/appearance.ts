/**
 * Avatar customisations (content spec §3 "Avatar customisation option"): free basics, and
 * special options at 2 gems each or 5 for the whole set. Seasonal sets sell in their season.
 */
import type { AppearanceKind, AppearanceOption, AppearanceSet, Season } from "./types";

export const CUSTOMIZATION_PRICE = 2;
export const CUSTOMIZATION_SET_PRICE = 5;

interface Group {
  kind: AppearanceKind;
  set?: string;
  season?: Season;
  /** No longer sold: owners keep it. */
  retired?: true;
  /** key -> swatch (a colour, or a shape name for hair styles and chairs) */
  options: Record<string, string>;
}

const numbered = (from: number, to: number): Record<string, string> =>
  Object.fromEntries(Array.from({ length: to - from + 1 }, (_, i) => [String(from + i), `style${from + i}`]));

/** Keys, sets and prices: website/common/script/content/appearance/*.js; seasons: constants/schedule.js. */
const GROUPS: Group[] = [
  // skin
  {
    kind: "skin",
    options: {
      "915533": "#915533",
      ddc994: "#ddc994",
      f5a76e: "#f5a76e",
      ea8349: "#ea8349",
      c06534: "#c06534",
      "98461a": "#98461a",
      c3e1dc: "#c3e1dc",
      "6bd049": "#6bd049",
    },
  },
  {
    kind: "skin",
    set: "rainbowSkins",
    options: {
      eb052b: "#eb052b",
      f69922: "#f69922",
      f5d70f: "#f5d70f",
      "0ff591": "#0ff591",
      "2b43f6": "#2b43f6",
      d7a9f7: "#d7a9f7",
      "800ed0": "#800ed0",
      rainbow: "#ff77c8",
    },
  },
  {
    kind: "skin",
    set: "animalSkins",
    options: {
      bear: "#8b5a2b",
      cactus: "#5fa052",
      fox: "#e07a2e",
      lion: "#e0b04a",
      panda: "#f2f2f2",
      pig: "#f4a6b8",
      tiger: "#f08a24",
      wolf: "#9aa3ad",
    },
  },
  {
    kind: "skin",
    set: "pastelSkins",
    season: "spring",
    options: {
      pastelPink: "#f8c6d8",
      pastelOrange: "#fcd3b0",
      pastelYellow: "#fbf0b2",
      pastelGreen: "#cdeec6",
      pastelBlue: "#c4e0f7",
      pastelPurple: "#dccaf2",
      pastelRainbowChevron: "#f1d6f0",
      pastelRainbowDiagonal: "#e9d9f5",
    },
  },
  {
    kind: "skin",
    set: "spookySkins",
    retired: true,
    options: {
      monster: "#6f9c48",
      pumpkin: "#f28c28",
      skeleton: "#e8e3d3",
      zombie: "#8fae7a",
      ghost: "#eef2f7",
      shadow: "#3d3a4f",
    },
  },
  {
    kind: "skin",
    set: "supernaturalSkins",
    season: "fall",
    options: {
      candycorn: "#f7c948",
      ogre: "#7d8f3a",
      pumpkin2: "#e3791c",
      reptile: "#6b9e4f",
      shadow2: "#2f2c3e",
      skeleton2: "#f0ece0",
      transparent: "#dfe8ee",
      zombie2: "#9cb884",
    },
  },
  {
    kind: "skin",
    set: "splashySkins",
    season: "summer",
    options: {
      clownfish: "#f58b3b",
      deepocean: "#27476e",
      merblue: "#4aa6d9",
      mergold: "#e6bb46",
      mergreen: "#3fb58a",
      merruby: "#c4344c",
      shark: "#7c8fa0",
      tropicalwater: "#48c9c1",
    },
  },
  {
    kind: "skin",
    set: "winterySkins",
    season: "winter",
    options: {
      aurora: "#7fe0c9",
      dapper: "#8a6a52",
      festive: "#d9444f",
      holly: "#4f9a5b",
      polar: "#dfeef7",
      sugar: "#f7e3ec",
      snowy: "#f4fbff",
      winterstar: "#c8d8ff",
    },
  },
  // hair colour
  {
    kind: "color",
    options: { white: "#f2f2f2", brown: "#7b4b2a", blond: "#e8c66a", red: "#b8432e", black: "#2b2522" },
  },
  {
    kind: "color",
    set: "winterHairColors",
    retired: true,
    options: { candycane: "#e9495a", frost: "#c9e6f5", winternight: "#283a78", holly: "#2e8b57" },
  },
  {
    kind: "color",
    set: "pastelHairColors",
    retired: true,
    options: {
      pblue: "#a9d4f5",
      pgreen: "#b5e8b0",
      porange: "#ffc99a",
      ppink: "#f7b6d2",
      ppurple: "#d2b8f0",
      pyellow: "#fff0a0",
    },
  },
  {
    kind: "color",
    set: "rainbowHairColors",
    options: {
      rainbow: "#ff77c8",
      yellow: "#f5d70f",
      green: "#46c36f",
      purple: "#8b4cc4",
      blue: "#3f6fd8",
      TRUred: "#e0242c",
    },
  },
  {
    kind: "color",
    set: "shimmerHairColors",
    season: "spring",
    options: {
      pblue2: "#9fcbf0",
      pgreen2: "#a9e0a3",
      porange2: "#ffbf85",
      ppink2: "#f3a6c7",
      ppurple2: "#c7a6ec",
      pyellow2: "#ffe985",
    },
  },
  {
    kind: "color",
    set: "summerHairColors",
    season: "summer",
    options: {
      sunset: "#f47b4b",
      sunlitwaves: "#3fb0d9",
      seasprite: "#3fc1a0",
      sandnsea: "#d9b779",
      orchid: "#b46cd1",
      lava: "#d93d1f",
    },
  },
  {
    kind: "color",
    set: "hauntedHairColors",
    season: "fall",
    options: {
      candycorn: "#f7c948",
      ghostwhite: "#f4f7fb",
      halloween: "#6a2c91",
      midnight: "#1e2448",
      pumpkin: "#f28c28",
      zombie: "#7fa36b",
    },
  },
  {
    kind: "color",
    set: "winteryHairColors",
    season: "winter",
    options: {
      aurora: "#52e3c2",
      festive: "#d9444f",
      hollygreen: "#3fa66a",
      peppermint: "#f25c5c",
      snowy: "#eaf6ff",
      winterstar: "#c8d8ff",
    },
  },
  // hair styles
  { kind: "base", options: { "0": "none", "1": "style1", "3": "style3" } },
  { kind: "base", set: "baseHair1", options: { ...numbered(2, 2), ...numbered(4, 8) } },
  { kind: "base", set: "baseHair2", options: numbered(9, 14) },
  { kind: "base", set: "baseHair3", options: numbered(15, 20) },
  { kind: "bangs", options: numbered(0, 4) },
  { kind: "flower", options: numbered(0, 16) },
  { kind: "beard", options: { "0": "none" } },
  { kind: "beard", set: "facialHair", options: numbered(1, 3) },
  { kind: "mustache", options: { "0": "none" } },
  { kind: "mustache", set: "facialHair", options: numbered(1, 2) },
  // clothes and body
  {
    kind: "shirt",
    options: {
      black: "#2f2f2f",
      blue: "#3f6fd8",
      green: "#46a35f",
      pink: "#f08ab4",
      white: "#f2f2f2",
      yellow: "#f5d04a",
    },
  },
  {
    kind: "shirt",
    set: "specialShirts",
    options: {
      convict: "#dcdcdc",
      cross: "#d9443f",
      fire: "#f26a2a",
      horizon: "#f5a25d",
      ocean: "#2f8fd6",
      purple: "#7d4cc4",
      rainbow: "#ff77c8",
      redblue: "#b03a6a",
      thunder: "#f5d70f",
      tropical: "#3fc1a0",
      zombie: "#7fa36b",
    },
  },
  // The public game's retired set of the cross shirt, which is sold with the special shirts now.
  { kind: "shirt", set: "legacyShirts", retired: true, options: {} },
  { kind: "size", options: { slim: "slim", broad: "broad" } },
  {
    kind: "chair",
    options: {
      none: "none",
      black: "#2f2f2f",
      blue: "#3f6fd8",
      green: "#46a35f",
      pink: "#f08ab4",
      red: "#d9443f",
      yellow: "#f5d04a",
      handleless_black: "#2f2f2f",
      handleless_blue: "#3f6fd8",
      handleless_green: "#46a35f",
      handleless_pink: "#f08ab4",
      handleless_red: "#d9443f",
      handleless_yellow: "#f5d04a",
    },
  },
];

/** The message key of an option: appearance<Kind><Key> ("appearanceSkinDdc994"). */
export function appearanceTextKey(kind: AppearanceKind, key: string): string {
  const pascal = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
  return `appearance${pascal(kind)}${pascal(key.replace(/_(.)/g, (_, c: string) => c.toUpperCase()))}`;
}

/** appearance[kind][key] */
export const appearance: Record<AppearanceKind, Record<string, AppearanceOption>> = Object.fromEntries(
  (["color", "base", "bangs", "beard", "mustache", "flower", "skin", "shirt", "size", "chair"] as AppearanceKind[]).map(
    (kind) => [
      kind,
      Object.fromEntries(
        GROUPS.filter((group) => group.kind === kind).flatMap((group) =>
          Object.entries(group.options).map(([key, swatch]): [string, AppearanceOption] => [
            key,
            {
              key,
              kind,
              price: group.set ? CUSTOMIZATION_PRICE : 0,
              text: appearanceTextKey(kind, key),
              swatch,
              ...(group.set ? { set: group.set } : {}),
            },
          ]),
        ),
      ),
    ],
  ),
) as Record<AppearanceKind, Record<string, AppearanceOption>>;

/** A set spanning two kinds (facial hair: beards and moustaches) is listed under its first kind. */
export const appearanceSets: Record<string, AppearanceSet> = Object.fromEntries(
  GROUPS.filter((group): group is Group & { set: string } => group.set !== undefined).map((group) => [
    group.set,
    {
      key: group.set,
      kind: group.kind,
      price: CUSTOMIZATION_SET_PRICE,
      text: `appearanceSet${group.set.charAt(0).toUpperCase()}${group.set.slice(1)}`,
      ...(group.season ? { season: group.season } : {}),
      ...(group.retired ? { retired: true } : {}),
    },
  ]),
);

/** Sets sold all year round (the seasonal ones follow the gala calendar in `rotation`; retired ones are not sold). */
export const ALWAYS_AVAILABLE_CUSTOMIZATIONS = Object.values(appearanceSets)
  .filter((set) => !set.season && !set.retired)
  .map((set) => set.key);

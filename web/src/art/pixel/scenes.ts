/**
 * Backgrounds as small pixel-art scenes composed from the background's own name and set: the
 * place words pick the landscape and landmarks (a beach, a forest, a castle, a library...), the
 * mood words pick the time of day and the weather, the set's month picks the season's colours,
 * and the key seeds every position, so each background and each set is a picture of its own.
 * A background named after a colour is a patterned backdrop in that colour.
 */
import { hash, hslToHex, hexToHsl, mix, seeded, shade } from "./color";
import { Raster } from "./raster";
import { wordsOf } from "./gearArt";

export const SCENE_WIDTH = 56;
export const SCENE_HEIGHT = 60;
/** The first row of the ground, where feet and paws stand. */
export const HORIZON = 44;
export const GROUND = 54;

const has = (words: string[], list: string[]) =>
  words.some((word) => list.some((stem) => word === stem || (stem.length > 4 && word.startsWith(stem))));

const COLOR_WORDS: Record<string, string> = {
  red: "#c8372f",
  blue: "#2f6fd0",
  green: "#3f9a4f",
  purple: "#6b3fa8",
  violet: "#9a5fd0",
  yellow: "#e8c23a",
  pink: "#e87aa8",
  orange: "#e8822e",
  black: "#2b2630",
  white: "#e8e6ee",
  gray: "#8a8a96",
  grey: "#8a8a96",
  teal: "#2f9a9a",
  gold: "#d9a82e",
};

const WORDS = {
  night: [
    "night",
    "moonlit",
    "starry",
    "midnight",
    "twilight",
    "shadowy",
    "haunting",
    "eerie",
    "silent",
    "observatory",
    "nocturnal",
    "moon",
    "stars",
    "dark",
    "dusky",
  ],
  dusk: [
    "sunset",
    "dusk",
    "amber",
    "golden",
    "warm",
    "blushing",
    "rosy",
    "glowing",
    "honeyed",
    "candle",
    "lantern",
    "festive",
    "sunrise",
    "dawn",
    "early",
  ],
  snow: [
    "frozen",
    "snowy",
    "snow",
    "ice",
    "igloo",
    "sled",
    "frosty",
    "frosted",
    "winter",
    "polar",
    "frost",
    "glacier",
    "icy",
    "snowman",
    "gingerbread",
  ],
  rain: ["rainy", "drizzly", "misty", "foggy", "rain", "storm", "stormy", "windswept", "gusty"],
  sea: [
    "beach",
    "sandy",
    "boardwalk",
    "coast",
    "shore",
    "seaside",
    "harbour",
    "harbor",
    "lighthouse",
    "tide",
    "dock",
    "pier",
    "bay",
    "island",
    "ship",
  ],
  under: ["reef", "coral", "underwater", "ocean", "sea", "deep", "aquarium", "kelp", "sunken", "atlantis"],
  lake: ["lake", "pond", "river", "waterfall", "spring", "stream", "lagoon", "swamp", "marsh", "bridge", "lily"],
  forest: [
    "forest",
    "pines",
    "grove",
    "orchard",
    "jungle",
    "woods",
    "wood",
    "tree",
    "treehouse",
    "maple",
    "birch",
    "cherry",
    "birdhouse",
    "mushroom",
    "fairy",
    "leafy",
  ],
  field: [
    "field",
    "meadow",
    "garden",
    "farm",
    "clover",
    "tulip",
    "sunflower",
    "lavender",
    "wheat",
    "flower",
    "flowers",
    "rose",
    "picnic",
    "maze",
    "hedge",
    "maypole",
    "green",
    "heather",
    "moor",
    "patch",
    "pumpkin",
    "harvest",
    "vineyard",
  ],
  mountain: ["mountain", "mountains", "hill", "hills", "cliff", "peak", "kite", "lodge", "valley", "rainbow", "canyon"],
  desert: ["desert", "oasis", "dunes", "dune", "sand", "sandcastle", "pyramid", "mesa"],
  volcano: ["volcano", "lava", "blazing", "magma", "forge", "campfire", "fire", "dragon"],
  cave: ["cave", "cavern", "mine", "grotto", "dungeon", "bat", "crypt", "tunnel"],
  interior: [
    "library",
    "kitchen",
    "hall",
    "cafe",
    "shop",
    "workshop",
    "nook",
    "desk",
    "room",
    "conservatory",
    "greenhouse",
    "fireplace",
    "feast",
    "bakery",
    "tavern",
    "inn",
    "study",
    "classroom",
    "museum",
    "toy",
    "chocolate",
    "letter",
    "ballroom",
    "theatre",
    "theater",
    "attic",
    "cellar",
    "steamworks",
  ],
  town: [
    "lighthouse",
    "market",
    "street",
    "square",
    "village",
    "city",
    "town",
    "rooftop",
    "schoolyard",
    "plaza",
    "alley",
    "clocktower",
    "castle",
    "palace",
    "barn",
    "mill",
    "windmill",
    "house",
    "cottage",
    "haunted",
    "tower",
    "temple",
    "stone",
    "circle",
    "ruins",
  ],
  sky: ["airship", "sky", "clouds", "cloud", "balloon", "flying", "floating", "aerial", "stratosphere"],
  spooky: ["haunted", "graveyard", "spooky", "eerie", "creaky", "witch", "ghost", "bat", "foggy", "haunting", "tomb"],
  party: [
    "birthday",
    "bash",
    "gift",
    "wrapped",
    "party",
    "celebration",
    "fireworks",
    "confetti",
    "festival",
    "carnival",
  ],
} satisfies Record<string, string[]>;

/** The month of a set ("backgrounds062014" -> 6), if its key carries one. */
function monthOf(set: string | undefined): number | undefined {
  const match = /(\d{2})(\d{4})$/.exec(set ?? "");
  return match ? Number(match[1]) : undefined;
}

function seasonOf(month: number | undefined, words: string[]): "winter" | "spring" | "summer" | "fall" {
  if (has(words, WORDS.snow)) return "winter";
  if (month === undefined) return "summer";
  if (month === 12 || month <= 2) return "winter";
  if (month <= 5) return "spring";
  if (month <= 8) return "summer";
  return "fall";
}

const GRASS: Record<string, string> = { winter: "#e8f0f8", spring: "#6cc25a", summer: "#4fa84a", fall: "#b88a3a" };
const FOLIAGE: Record<string, string[]> = {
  winter: ["#2f6a55", "#3a7a63"],
  spring: ["#5fbf5a", "#f2a6c8", "#7fd06a"],
  summer: ["#2f8f45", "#3aa055", "#2a7a3c"],
  fall: ["#d9772b", "#c8502a", "#e8a83a", "#9a5a2a"],
};

function skyColors(time: "day" | "dusk" | "night", rainy: boolean, hueShift: number): [string, string] {
  if (time === "night")
    return [hslToHex({ h: 235 + hueShift, s: 0.5, l: 0.16 }), hslToHex({ h: 255 + hueShift, s: 0.45, l: 0.32 })];
  if (time === "dusk")
    return [hslToHex({ h: 275 + hueShift, s: 0.45, l: 0.45 }), hslToHex({ h: 25 + hueShift / 2, s: 0.85, l: 0.68 })];
  if (rainy) return ["#7d8898", "#b8c2cc"];
  return [hslToHex({ h: 205 + hueShift, s: 0.7, l: 0.6 }), hslToHex({ h: 195 + hueShift, s: 0.7, l: 0.84 })];
}

/** A vertical blend drawn in bands with a dithered seam, as pixel skies are. */
function gradient(r: Raster, top: string, bottom: string, from: number, to: number): void {
  const bands = 6;
  for (let y = from; y < to; y++) {
    const t = (y - from) / Math.max(1, to - from - 1);
    const band = Math.min(bands - 1, Math.floor(t * bands));
    const next = Math.min(bands - 1, band + 1);
    const within = t * bands - band;
    for (let x = 0; x < r.width; x++) {
      const useNext = within > 0.75 && (x + y) % 2 === 0;
      r.set(x, y, mix(top, bottom, (useNext ? next : band) / (bands - 1)));
    }
  }
}

function disc(r: Raster, cx: number, cy: number, radius: number, color: string): void {
  for (let y = -radius; y <= radius; y++)
    for (let x = -radius; x <= radius; x++)
      if (x * x + y * y <= radius * radius + radius * 0.6) r.set(cx + x, cy + y, color);
}

function cloud(r: Raster, x: number, y: number, w: number, color: string): void {
  const light = shade(color, 0.05);
  for (let i = 0; i < w; i++) r.set(x + i, y + 2, color);
  for (let i = 1; i < w - 1; i++) r.set(x + i, y + 1, light);
  for (let i = Math.floor(w / 4); i < w - Math.floor(w / 3); i++) r.set(x + i, y, light);
  for (let i = 1; i < w - 1; i++) r.set(x + i, y + 3, shade(color, -0.08));
}

function mountains(r: Raster, rand: () => number, base: number, height: number, color: string, snowCap: boolean): void {
  let peak = Math.floor(rand() * 14);
  while (peak < r.width + 12) {
    const h = Math.floor(height * (0.6 + rand() * 0.4));
    const w = Math.floor(h * (1.2 + rand() * 0.5));
    for (let x = peak - w; x <= peak + w; x++) {
      const top = base - h + Math.floor((Math.abs(x - peak) / w) * h);
      for (let y = top; y < base; y++) r.set(x, y, x < peak ? shade(color, 0.08) : color);
      if (snowCap && top < base - h * 0.6) for (let y = top; y < Math.min(base, top + 2); y++) r.set(x, y, "#f4f8fc");
    }
    peak += w + Math.floor(rand() * 10) + 4;
  }
}

function hills(r: Raster, rand: () => number, base: number, amplitude: number, color: string): void {
  const phase = rand() * 6;
  const period = 7 + rand() * 8;
  for (let x = 0; x < r.width; x++) {
    const top = Math.round(base - amplitude - Math.sin(x / period + phase) * amplitude);
    for (let y = top; y < base + 2; y++) r.set(x, y, y === top ? shade(color, 0.12) : color);
  }
}

function pine(r: Raster, x: number, base: number, h: number, color: string, snow: boolean): void {
  r.rect(x, base - 2, 1, 2, "#6e4526");
  for (let i = 0; i < h; i++) {
    const half = Math.floor((i * 3) / 5) + (i % 3 === 2 ? 1 : 0);
    for (let dx = -half; dx <= half; dx++) r.set(x + dx, base - h - 2 + i, dx < 0 ? shade(color, 0.1) : color);
    if (snow && i % 3 === 0) r.set(x - half, base - h - 2 + i, "#f4f8fc");
  }
}

function roundTree(r: Raster, x: number, base: number, size: number, color: string, fruit?: string): void {
  r.rect(x, base - 3, 2, 3, "#7a4a26");
  disc(r, x + 1, base - 3 - size, size, color);
  for (let i = -size + 1; i < 0; i++) r.set(x + 1 + i, base - 3 - size + i, shade(color, 0.15));
  if (fruit) for (let i = 0; i < 3; i++) r.set(x + 1 - size + 2 + i * 2, base - 3 - size + (i % 2), fruit);
}

function building(
  r: Raster,
  rand: () => number,
  x: number,
  base: number,
  w: number,
  h: number,
  wall: string,
  roof: string,
  night: boolean,
): void {
  r.rect(x, base - h, w, h, wall);
  r.rect(x, base - h, 1, h, shade(wall, 0.1));
  const roofHeight = Math.ceil(w / 2);
  for (let i = 0; i < roofHeight; i++)
    r.rect(x - 1 + i, base - h - i - 1, w + 2 - i * 2, 1, i === 0 ? shade(roof, -0.15) : roof);
  const light = night ? "#ffd86a" : "#8fc8e8";
  for (let wy = base - h + 2; wy < base - 3; wy += 4)
    for (let wx = x + 1; wx < x + w - 1; wx += 3) if (rand() > 0.25) r.rect(wx, wy, 1, 2, light);
  r.rect(x + Math.floor(w / 2), base - 3, 1, 3, shade(wall, -0.4));
}

function tower(
  r: Raster,
  x: number,
  base: number,
  h: number,
  wall: string,
  roof: string,
  withLight: boolean,
  withClock: boolean,
): void {
  r.rect(x, base - h, 5, h, wall);
  r.rect(x, base - h, 1, h, shade(wall, 0.12));
  for (let i = 0; i < 4; i++) r.rect(x - 1 + i, base - h - 1 - i * 2, 7 - i * 2, 2, roof);
  if (withLight) r.rect(x + 1, base - h + 1, 3, 2, "#ffe27a");
  if (withClock) {
    disc(r, x + 2, base - h + 3, 1, "#f4f0e0");
    r.set(x + 2, base - h + 3, "#2a2030");
  }
  for (let i = 0; i < 2; i++) r.set(x + 2, base - h + 6 + i * 4, "#2a2030");
}

function backdrop(r: Raster, color: string, seed: number): void {
  const light = shade(color, 0.18);
  const dark = shade(color, -0.12);
  gradient(r, shade(color, -0.2), light, 0, r.height);
  const step = 6 + (seed % 3);
  for (let y = 2; y < r.height; y += step) {
    for (let x = (y / step) % 2 ? 3 : 0; x < r.width; x += step) {
      r.set(x, y, light);
      r.set(x + 1, y - 1, light);
      r.set(x + 1, y + 1, dark);
      r.set(x + 2, y, dark);
    }
  }
  r.rect(0, HORIZON + 4, r.width, r.height - HORIZON - 4, shade(color, -0.25));
  r.rect(0, HORIZON + 4, r.width, 1, shade(color, -0.05));
}

export interface SceneInput {
  key: string;
  /** The set it belongs to ("backgrounds062014"), for its month. */
  set?: string;
}

/** Draws the scene of a background key into a fresh raster. */
export function drawScene({ key, set }: SceneInput): Raster {
  const r = new Raster(SCENE_WIDTH, SCENE_HEIGHT);
  const words = wordsOf(key);
  const seed = hash(key);
  const rand = seeded(key);
  const color = words.map((word) => COLOR_WORDS[word]).find(Boolean);
  if (color && words.length <= 2) {
    backdrop(r, color, seed);
    return r;
  }
  const month = monthOf(set);
  const season = seasonOf(month, words);
  const time: "day" | "dusk" | "night" = has(words, WORDS.night) ? "night" : has(words, WORDS.dusk) ? "dusk" : "day";
  const rainy = has(words, WORDS.rain);
  const snowy = season === "winter";
  const hueShift = ((seed >>> 8) % 30) - 15;
  const [skyTop, skyBottom] = skyColors(time, rainy, hueShift);
  const night = time === "night";
  const interior = has(words, WORDS.interior);
  const under = has(words, WORDS.under) && !has(words, WORDS.sea);
  const cave = has(words, WORDS.cave);

  if (interior) {
    const wall = hslToHex({ h: seed % 360, s: 0.35, l: night ? 0.3 : 0.55 });
    r.rect(0, 0, r.width, HORIZON + 2, wall);
    for (let x = seed % 5; x < r.width; x += 5) r.rect(x, 0, 1, HORIZON + 2, shade(wall, -0.06));
    r.rect(0, HORIZON - 6, r.width, 1, shade(wall, -0.3));
    // a window onto the sky, and shelves or a hearth
    const wx = 6 + Math.floor(rand() * 10);
    r.rect(wx - 1, 7, 14, 14, "#6e4526");
    gradient(r, skyTop, skyBottom, 8, 20);
    for (let y = 8; y < 20; y++)
      for (let x = 0; x < r.width; x++)
        if (x < wx || x >= wx + 12) r.set(x, y, r.get(x, y) === "" ? wall : r.get(x, y));
    for (let y = 0; y < 8; y++) r.rect(0, y, r.width, 1, wall);
    for (let y = 20; y < HORIZON - 6; y++) r.rect(0, y, r.width, 1, wall);
    for (let y = 8; y < 20; y++) {
      r.rect(0, y, wx, 1, wall);
      r.rect(wx + 12, y, r.width - wx - 12, 1, wall);
    }
    for (let x = seed % 5; x < r.width; x += 5)
      for (let y = 0; y < HORIZON - 6; y++)
        if (y < 7 || y > 20 || x < wx - 1 || x > wx + 12) r.set(x, y, shade(wall, -0.06));
    r.rect(wx - 1, 13, 14, 1, "#6e4526");
    r.rect(wx + 5, 7, 1, 14, "#6e4526");
    const shelfX = wx > 20 ? 2 : 34;
    if (has(words, ["library", "study", "letter", "desk", "classroom", "museum"])) {
      for (let s = 0; s < 3; s++) {
        r.rect(shelfX, 10 + s * 8, 18, 1, "#6e4526");
        for (let b = 0; b < 16; b += 2)
          r.rect(shelfX + b + 1, 6 + s * 8, 1, 4, hslToHex({ h: (seed >>> b) % 360, s: 0.5, l: 0.45 }));
      }
    } else if (has(words, ["kitchen", "fireplace", "nook", "feast", "bakery", "cottage", "tavern", "inn", "hall"])) {
      r.rect(shelfX, 22, 18, 16, "#8a8a96");
      r.rect(shelfX + 3, 28, 12, 10, "#2a2030");
      for (let f = 0; f < 10; f += 2)
        r.rect(
          shelfX + 4 + f,
          32 + (f % 4 === 0 ? 0 : 2),
          1,
          6 - (f % 4 === 0 ? 0 : 2),
          f % 4 === 0 ? "#ffb13a" : "#ff6a2a",
        );
    } else {
      for (let p = 0; p < 3; p++) {
        const px = shelfX + p * 6;
        r.rect(px, 32, 4, 5, "#b0653a");
        disc(r, px + 2, 29, 2, p % 2 ? "#5fbf5a" : "#f28cb8");
      }
    }
    const floor = hslToHex({ h: 28 + ((seed >>> 4) % 20), s: 0.4, l: 0.38 });
    r.rect(0, HORIZON - 5, r.width, r.height - HORIZON + 5, floor);
    for (let y = HORIZON - 5; y < r.height; y += 3) r.rect(0, y, r.width, 1, shade(floor, -0.12));
    for (let y = HORIZON - 5; y < r.height; y += 3)
      for (let x = ((y / 3) % 2) * 6; x < r.width; x += 12) r.set(x, y + 1, shade(floor, -0.12));
    const rug = hslToHex({ h: (seed >>> 6) % 360, s: 0.55, l: 0.45 });
    r.rect(10, GROUND - 4, 36, 5, rug);
    r.rect(12, GROUND - 3, 32, 3, shade(rug, 0.2));
    return r;
  }

  if (under) {
    gradient(r, "#0f3a6a", "#2aa0c8", 0, r.height);
    for (let i = 0; i < 10; i++) r.set(Math.floor(rand() * r.width), Math.floor(rand() * HORIZON), "#9fe6ff");
    r.rect(0, HORIZON + 2, r.width, r.height - HORIZON - 2, "#e3c68b");
    for (let x = 0; x < r.width; x += 4) r.set(x + (seed % 3), HORIZON + 4, "#c9a56a");
    for (let k = 0; k < 5; k++) {
      const x = Math.floor(rand() * r.width);
      const h = 6 + Math.floor(rand() * 12);
      for (let y = 0; y < h; y++) r.set(x + (y % 4 < 2 ? 0 : 1), HORIZON + 3 - y, "#2f9a5a");
    }
    for (let k = 0; k < 4; k++) {
      const x = Math.floor(rand() * r.width);
      const c = hslToHex({ h: (330 + k * 40 + seed) % 360, s: 0.7, l: 0.6 });
      disc(r, x, HORIZON + 1, 2, c);
      r.set(x - 1, HORIZON - 2, c);
      r.set(x + 1, HORIZON - 3, c);
    }
    return r;
  }

  if (cave) {
    r.rect(0, 0, r.width, r.height, "#2e2838");
    disc(r, 28, 30, 24, night ? "#3a3348" : "#4a4258");
    for (let k = 0; k < 12; k++) {
      const x = Math.floor(rand() * r.width);
      r.rect(x, 0, 2, 3 + Math.floor(rand() * 8), "#231e2c");
    }
    r.rect(0, HORIZON, r.width, r.height - HORIZON, "#3a3040");
    for (let k = 0; k < 8; k++)
      r.set(
        Math.floor(rand() * r.width),
        6 + Math.floor(rand() * 30),
        hslToHex({ h: 180 + (seed % 120), s: 0.8, l: 0.7 }),
      );
    return r;
  }

  // open air: sky
  gradient(r, skyTop, skyBottom, 0, HORIZON + 2);
  if (night) {
    for (let i = 0; i < 24; i++)
      r.set(Math.floor(rand() * r.width), Math.floor(rand() * (HORIZON - 10)), i % 5 === 0 ? "#ffffff" : "#c8d0ff");
    const mx = 8 + Math.floor(rand() * 40);
    disc(r, mx, 8, 4, "#f4f0d8");
    disc(r, mx + 2, 7, 3, skyTop);
  } else if (!rainy) {
    const sx = 6 + Math.floor(rand() * 44);
    disc(r, sx, 8 + (time === "dusk" ? 18 : 0), 4, time === "dusk" ? "#ffd27a" : "#fff2b0");
  }
  const cloudColor = rainy ? "#9aa4b2" : night ? "#4a4a70" : time === "dusk" ? "#f7c3c8" : "#ffffff";
  for (let i = 0; i < (rainy ? 5 : 2 + (seed % 3)); i++)
    cloud(r, Math.floor(rand() * r.width) - 6, 3 + Math.floor(rand() * 18), 8 + Math.floor(rand() * 10), cloudColor);

  const sky = has(words, WORDS.sky);
  if (sky) {
    // above the clouds: a wooden deck floats at the bottom
    for (let i = 0; i < 5; i++)
      cloud(
        r,
        Math.floor(rand() * r.width) - 6,
        HORIZON - 6 + i * 3,
        14 + Math.floor(rand() * 12),
        night ? "#5a5a80" : "#ffffff",
      );
    r.rect(0, HORIZON + 4, r.width, r.height - HORIZON - 4, "#8a5a34");
    for (let x = 0; x < r.width; x += 6) r.rect(x, HORIZON + 4, 1, r.height - HORIZON - 4, "#6e4526");
    r.rect(0, HORIZON + 2, r.width, 2, "#c99a5e");
    return r;
  }

  // far layer
  const farColor = mix(skyBottom, season === "fall" ? "#6a4a6a" : "#4a6a8a", 0.45);
  if (has(words, WORDS.mountain) || has(words, WORDS.volcano) || snowy)
    mountains(r, rand, HORIZON + 1, 18 + (seed % 8), farColor, snowy || has(words, WORDS.mountain));
  else hills(r, rand, HORIZON, 3 + (seed % 3), mix(farColor, GRASS[season], 0.35));
  if (has(words, WORDS.volcano) && has(words, ["volcano", "lava", "magma"])) {
    const vx = 14 + Math.floor(rand() * 28);
    for (let i = 0; i < 18; i++) r.rect(vx - i, HORIZON - 18 + i, i * 2 + 3, 1, "#5a3a3a");
    r.rect(vx - 1, HORIZON - 19, 5, 2, "#ff6a2a");
    r.rect(vx + 1, HORIZON - 16, 1, 6, "#ff8a2a");
  }

  // ground
  const desert = has(words, WORDS.desert);
  const sea = has(words, WORDS.sea);
  const lake = has(words, WORDS.lake);
  let groundColor = desert ? "#e3c07a" : snowy ? "#eef4fa" : GRASS[season];
  if (night) groundColor = shade(groundColor, -0.45);
  else if (time === "dusk") groundColor = mix(groundColor, "#c86a5a", 0.25);
  if (sea) {
    const water = night ? "#1d3a6a" : "#2f8fd0";
    r.rect(0, HORIZON - 4, r.width, 8, water);
    for (let x = 0; x < r.width; x += 3) r.set(x + ((seed >>> 2) % 3), HORIZON - 2 + (x % 2), shade(water, 0.3));
    const sand = night ? "#8a7a5a" : "#f0d79a";
    r.rect(0, HORIZON + 4, r.width, r.height - HORIZON - 4, sand);
    for (let x = 0; x < r.width; x += 2) r.set(x, HORIZON + 4 + (x % 4 === 0 ? 0 : 1), "#ffffff");
    for (let i = 0; i < 6; i++)
      r.set(Math.floor(rand() * r.width), HORIZON + 8 + Math.floor(rand() * 14), shade(sand, -0.15));
  } else {
    r.rect(0, HORIZON + 2, r.width, r.height - HORIZON - 2, groundColor);
    for (let i = 0; i < 30; i++) {
      const x = Math.floor(rand() * r.width);
      const y = HORIZON + 3 + Math.floor(rand() * (r.height - HORIZON - 4));
      r.set(x, y, shade(groundColor, desert || snowy ? -0.08 : 0.15));
      if (!desert && !snowy) r.set(x + 1, y - 1, shade(groundColor, 0.15));
    }
    if (lake) {
      const water = night ? "#2a4a7a" : "#4fa8e0";
      const lx = Math.floor(rand() * 20);
      for (let y = 0; y < 6; y++)
        r.rect(lx + 4 - y, HORIZON + 3 + y, 26 + y * 2, 1, y === 0 ? shade(water, 0.25) : water);
      if (has(words, ["waterfall"])) r.rect(lx + 14, HORIZON - 16, 4, 19, "#bfe6ff");
    }
    if (has(words, ["path", "road", "street", "boardwalk", "bridge", "square", "schoolyard", "plaza", "market"])) {
      for (let y = HORIZON + 2; y < r.height; y++) {
        const half = 3 + Math.floor((y - HORIZON) / 2);
        r.rect(28 - half, y, half * 2, 1, night ? "#5a5058" : "#c9b79a");
      }
    }
  }

  // landmarks
  const foliage = FOLIAGE[season];
  const leaf = (i: number) => (night ? shade(foliage[i % foliage.length], -0.45) : foliage[i % foliage.length]);
  if (has(words, WORDS.forest)) {
    const count = 4 + (seed % 3);
    for (let i = 0; i < count; i++) {
      const x = Math.floor((i / count) * r.width + rand() * 6);
      const base = HORIZON + 2 + Math.floor(rand() * 3);
      if (has(words, ["pines", "pine", "forest", "woods"]) || snowy)
        pine(r, x, base, 12 + Math.floor(rand() * 8), leaf(i), snowy);
      else
        roundTree(
          r,
          x,
          base,
          4 + Math.floor(rand() * 3),
          leaf(i),
          has(words, ["orchard", "cherry", "apple"]) ? (season === "spring" ? "#ffd0e0" : "#d9443f") : undefined,
        );
    }
  }
  if (has(words, WORDS.town)) {
    const count = has(words, ["castle", "palace", "tower", "clocktower", "lighthouse", "windmill", "mill"]) ? 1 : 3;
    for (let i = 0; i < count; i++) {
      const x = count === 1 ? 34 + Math.floor(rand() * 10) : 2 + i * 18 + Math.floor(rand() * 4);
      const wall = night ? "#4a4658" : hslToHex({ h: (seed >>> (i * 3)) % 360, s: 0.25, l: 0.72 });
      const roof = night ? "#2f2a40" : hslToHex({ h: ((seed >>> 5) + i * 90) % 360, s: 0.5, l: 0.42 });
      if (count === 1)
        tower(
          r,
          x,
          HORIZON + 3,
          22 + Math.floor(rand() * 8),
          wall,
          roof,
          has(words, ["lighthouse", "haunted", "castle"]) || night,
          has(words, ["clocktower", "clock"]),
        );
      else building(r, rand, x, HORIZON + 3, 9 + Math.floor(rand() * 4), 9 + Math.floor(rand() * 7), wall, roof, night);
    }
  }
  if (has(words, WORDS.field) || (!has(words, WORDS.forest) && !has(words, WORDS.town) && !sea && !desert && !snowy)) {
    const flowerHue = (seed >>> 3) % 360;
    for (let i = 0; i < 22; i++) {
      const x = Math.floor(rand() * r.width);
      const y = HORIZON + 4 + Math.floor(rand() * (r.height - HORIZON - 6));
      if (y > GROUND - 3 && x > 18 && x < 38) continue;
      const c = hslToHex({ h: flowerHue + (i % 3) * 40, s: 0.75, l: night ? 0.45 : 0.65 });
      r.set(x, y, c);
      r.set(x, y + 1, shade(groundColor, -0.2));
    }
  }
  if (desert) {
    for (let i = 0; i < 2; i++) {
      const x = 4 + Math.floor(rand() * 46);
      r.rect(x, HORIZON - 6, 2, 9, "#4f9a4a");
      r.rect(x - 2, HORIZON - 3, 2, 1, "#4f9a4a");
      r.rect(x - 2, HORIZON - 5, 1, 2, "#4f9a4a");
      r.rect(x + 2, HORIZON - 2, 2, 1, "#4f9a4a");
    }
  }
  if (has(words, WORDS.spooky)) {
    for (let i = 0; i < 3; i++) {
      const x = 4 + i * 18 + Math.floor(rand() * 6);
      r.rect(x, HORIZON + 2, 4, 5, "#8a8a96");
      r.rect(x + 1, HORIZON + 1, 2, 1, "#8a8a96");
      r.rect(x + 1, HORIZON + 3, 2, 1, "#5a5a66");
    }
    if (has(words, ["pumpkin", "patch", "harvest"]) || season === "fall")
      for (let i = 0; i < 3; i++) disc(r, 6 + i * 20 + Math.floor(rand() * 6), GROUND + 2, 2, "#f08a2e");
  }
  if (has(words, WORDS.party)) {
    for (let i = 0; i < 30; i++)
      r.set(
        Math.floor(rand() * r.width),
        Math.floor(rand() * HORIZON),
        hslToHex({ h: Math.floor(rand() * 360), s: 0.8, l: 0.6 }),
      );
    for (let i = 0; i < 3; i++) {
      const x = 6 + i * 18;
      const c = hslToHex({ h: (seed + i * 120) % 360, s: 0.7, l: 0.55 });
      r.rect(x, HORIZON + 1, 6, 5, c);
      r.rect(x + 2, HORIZON + 1, 2, 5, "#fff2b0");
      r.rect(x, HORIZON + 3, 6, 1, "#fff2b0");
    }
  }
  if (has(words, ["campfire", "fire", "bonfire"])) {
    r.rect(44, GROUND - 1, 7, 2, "#6e4526");
    r.rect(45, GROUND - 5, 5, 4, "#ff6a2a");
    r.rect(46, GROUND - 8, 3, 3, "#ffb13a");
  }
  if (has(words, ["stone", "circle", "ruins"]))
    for (let i = 0; i < 4; i++) r.rect(4 + i * 14, HORIZON - 6, 4, 9, night ? "#4a4a56" : "#9a9aa6");

  // weather over everything
  if (snowy && !interior)
    for (let i = 0; i < 26; i++) r.set(Math.floor(rand() * r.width), Math.floor(rand() * r.height), "#ffffff");
  if (rainy)
    for (let i = 0; i < 24; i++) {
      const x = Math.floor(rand() * r.width);
      const y = Math.floor(rand() * r.height);
      r.set(x, y, "#d8e4f0");
      r.set(x, y + 1, "#d8e4f0");
    }
  return r;
}

/** The scene's main colour, for places that need one flat tone. */
export function sceneTone(input: SceneInput): string {
  const r = drawScene(input);
  const color = r.get(Math.floor(r.width / 2), 10) || "#8a8a96";
  const { h, s } = hexToHsl(color);
  return hslToHex({ h, s, l: 0.5 });
}

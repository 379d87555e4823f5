/**
 * Eggs and hatching potions in the hero's pixel style. An egg's shell takes a colour of its own
 * from its animal's name and wears its animal's markings (a tiger's stripes, a deer's spots, a
 * dragon's scales, a sheep's curls); a potion is a flask of its colour, banded for the rainbow
 * ones, dotted, starry or pale as its name says, with a sparkle on the magic and wacky ones.
 */
import { PREMIUM_POTIONS, POTION_COLORS, WACKY_POTIONS } from "../../../../content/data/hatchingPotions";
import { Grid, potionColor, potionPattern, shapeOf } from "./animals";
import { hash, hslToHex, mix, shade } from "./color";
import { Raster, type Palette, type PixelPicture } from "./raster";

/** A shell colour of the egg's own: soft and light, a hue from its name. */
function shellColor(egg: string): string {
  const seed = hash(egg);
  return hslToHex({ h: seed % 360, s: 0.36 + ((seed >>> 9) % 12) / 100, l: 0.7 + ((seed >>> 13) % 8) / 100 });
}

export function eggPicture(egg: string): PixelPicture {
  const g = new Grid(16, 20);
  const cx = 7.5;
  // Narrower at the top, as an egg is.
  for (let y = 1; y < 19; y++) {
    const t = (y - 1) / 17;
    const half = Math.sqrt(Math.max(0, 1 - (2 * t - 1.15) ** 2)) * (5 + t * 2.2);
    if (half > 0.3) g.rect(Math.round(cx - half), y, Math.round(half * 2), 1, "a");
  }
  g.shadeBody();
  const shape = shapeOf(egg);
  const inside = (x: number, y: number) => g.get(x, y) !== ".";
  const mark = (x: number, y: number) => {
    if (inside(x, y)) g.set(x, y, "d");
  };
  const pattern = shape.pattern ?? (shape.plan === "quad" ? undefined : shape.plan);
  switch (pattern) {
    case "stripes":
      for (let y = 5; y < 18; y += 4) for (let x = 0; x < 16; x++) if ((x + y) % 4 < 2) mark(x, y + (x % 2));
      break;
    case "spots":
    case "patches":
      for (const [x, y] of [
        [5, 6],
        [10, 9],
        [6, 13],
        [11, 15],
        [8, 4],
      ]) {
        mark(x, y);
        mark(x + 1, y);
        if (pattern === "patches") {
          mark(x, y + 1);
          mark(x + 1, y + 1);
        }
      }
      break;
    case "spines":
    case "shell":
    case "serpent":
    case "fish":
      // Scales: little arcs in rows.
      for (let y = 6; y < 18; y += 3)
        for (let x = (y % 2) * 2; x < 16; x += 4) {
          mark(x, y);
          mark(x + 1, y + 1);
          mark(x + 2, y);
        }
      break;
    case "wool":
      for (let y = 4; y < 17; y += 3) for (let x = 3 + (y % 2); x < 14; x += 3) if (inside(x, y)) g.set(x, y, "W");
      break;
    case "mask":
    case "bands":
      for (let x = 0; x < 16; x++) {
        mark(x, 10);
        mark(x, 11);
        if (x % 2 === 0) mark(x, 12);
      }
      break;
    case "bird":
      // Speckles, as birds' eggs have.
      for (let i = 0; i < 16; i++) mark(3 + ((i * 7) % 10), 4 + ((i * 5) % 14));
      break;
    default:
      // A zigzag band round the middle.
      for (let x = 0; x < 16; x++) {
        mark(x, 11 + (x % 2));
        mark(x, 13 + (x % 2));
      }
  }
  // A shine on the upper left.
  g.set(5, 5, "W");
  g.set(4, 6, "W");
  g.set(4, 7, "L");
  const color = shellColor(egg);
  const palette: Palette = {
    a: color,
    A: shade(color, -0.18),
    L: mix(color, "#ffffff", 0.5),
    d: shade(color, -0.45),
    W: "#fffaf0",
  };
  const r = new Raster(18, 22);
  r.draw(g.rows(), 1, 1, palette);
  return r.cropSquare(1, 12).toPicture();
}

const FLASK = [
  "......kk......",
  ".....kKKk.....",
  ".....gggg.....",
  "......gg......",
  "......gg......",
  ".....gggg.....",
  "...gggggggg...",
  "..gwgggggggg..",
  ".gwggggggggg..",
  ".gwllllllllllg",
  "gllllllllllllg",
  "gllllllllllllg",
  "glllllllllllLg",
  "glllllllllllLg",
  ".gllllllllLLg.",
  ".glllllllLLLg.",
  "..gLLLLLLLLg..",
  "...gggggggg...",
];

/** The health potion (not a hatching potion): red, with a heart. */
const HEALTH_POTION = "potion";

export function potionPicture(potion: string): PixelPicture {
  const isHealth = potion === HEALTH_POTION;
  const color = isHealth ? "#e0364a" : potionColor(potion, POTION_COLORS);
  const pattern = isHealth ? undefined : potionPattern(potion);
  const liquid = pattern === "ghost" ? mix(color, "#ffffff", 0.45) : color;
  const palette: Palette = {
    k: "#8a5a34",
    K: "#b07a48",
    g: "#d8eaf6",
    w: "#ffffff",
    l: liquid,
    L: shade(liquid, -0.25),
  };
  const r = new Raster(16, 20);
  r.draw(FLASK, 1, 1, palette);
  const width = FLASK[0].length;
  // Patterns over the liquid only.
  const liquidAt = (x: number, y: number) => {
    const row = FLASK[y - 1];
    const char = row?.[x - 1];
    return char === "l" || char === "L";
  };
  if (pattern === "rainbow") {
    const hues = [0, 40, 120, 200, 280];
    for (let y = 1; y <= FLASK.length; y++)
      for (let x = 1; x <= width; x++)
        if (liquidAt(x, y))
          r.set(x, y, hslToHex({ h: hues[Math.floor(((x - 1) / width) * hues.length)], s: 0.7, l: 0.6 }));
  }
  if (pattern === "dots" || pattern === "stars")
    for (let y = 1; y <= FLASK.length; y++)
      for (let x = 1; x <= width; x++)
        if (liquidAt(x, y) && (x * 3 + y * 5) % 7 === 0) r.set(x, y, pattern === "stars" ? "#fff6c8" : "#ffffff");
  if (isHealth) {
    // A white heart on the flask.
    for (const [x, y] of [
      [6, 12],
      [8, 12],
      [5, 13],
      [6, 13],
      [7, 13],
      [8, 13],
      [9, 13],
      [6, 14],
      [7, 14],
      [8, 14],
      [7, 15],
    ])
      r.set(x + 0, y, "#ffffff");
  }
  // Magic and wacky potions glitter.
  const magic =
    (PREMIUM_POTIONS as readonly string[]).includes(potion) || (WACKY_POTIONS as readonly string[]).includes(potion);
  if (magic)
    for (const [x, y] of [
      [13, 2],
      [12, 3],
      [14, 3],
      [13, 4],
      [2, 5],
    ])
      r.set(x, y, "#ffe14a");
  return r.cropSquare(1, 12).toPicture();
}

/**
 * The hero's own body as letter sprites: head, torso (slim and broad), legs standing or astride
 * a mount, twenty hair styles built from a top and a back shape, four fringes, beards,
 * moustaches and flowers. Letters: s skin, S skin shade, e eye, w eye light, C blush, m mouth,
 * t shirt, T shirt shade, p trousers, k shoes, h hair, H hair shade, f/F flower, y flower heart.
 */
import { symmetric } from "./raster";

/** Where each part sits relative to the figure's top-left corner (the head's box is 14 x 12). */
export const FIGURE = { width: 14, headHeight: 12, bodyTop: 12, legsTop: 19, height: 22 } as const;

export const HEAD = symmetric([
  "....sss",
  "..sssss",
  ".ssssss",
  ".ssssss",
  "Sssssss",
  "Sssssss",
  "Sssewss",
  "Ssseess",
  "ssCssss",
  "ssssssm",
  ".ssssss",
  "..sssss",
]);

/** Closed eyes for a sleeping hero. */
export const HEAD_ASLEEP = HEAD.map((row, y) => (y === 6 ? row.replace(/[ew]/g, "s") : row));

const SLIM_TORSO = ["...tttt", "..ttttt", ".tTtttt", ".tTtttt", ".tTtttt", ".sTtttt", "...pppp"];

/** The broad body is the slim one with one more column at each side of the middle. */
export function widen(half: string): string {
  return half.slice(1) + half.slice(-1);
}

export function torso(broad: boolean): string[] {
  return symmetric(broad ? SLIM_TORSO.map(widen) : SLIM_TORSO);
}

export const LEGS_STANDING = symmetric(["....pp.", "....pp.", "...kkk."]);
export const LEGS_RIDING = symmetric(["...pppp", "...pp..", "..kkk.."]);

/** The hand holding a weapon (viewer's right) and the one holding a shield, relative to the figure. */
export function handsOf(broad: boolean): { weapon: { x: number; y: number }; shield: { x: number; y: number } } {
  return broad
    ? { weapon: { x: 13, y: 17 }, shield: { x: 0, y: 17 } }
    : { weapon: { x: 12, y: 17 }, shield: { x: 1, y: 17 } };
}

// Hair: sprites are 16 wide starting one pixel left of the head; row 0 is `top` rows above it.
export interface HairPart {
  rows: string[];
  /** Rows above the head's top edge where the sprite starts. */
  top: number;
}

const part = (top: number, rows: string[]): HairPart => ({ top, rows });

/** The front of the hair, drawn over the head. */
const HAIR_TOPS: HairPart[] = [
  // neat
  part(2, symmetric(["........", "....hhhh", "..hhhhhh", ".hhhhhhh", ".hHhhhhh", ".hhh....", ".hh.....", ".hh....."])),
  // full and tall
  part(
    3,
    symmetric([
      "....hhhh",
      "..hhhhhh",
      ".hhhhhhh",
      "hhhhhhhh",
      "hhHhhhhh",
      "hhhhhhhh",
      ".hhh....",
      ".hh.....",
      ".hh.....",
    ]),
  ),
  // spiky
  part(4, [
    "....h...h..h....",
    "...hh..hh.hh..h.",
    "..hhhhhhhhhhhhh.",
    ".hhhhhhhhhhhhhhh",
    ".hHhhhhhhhhhhhHh",
    ".hhhhhhhhhhhhhhh",
    ".hhhh......hhhh.",
    ".hh..........hh.",
    ".hh..........hh.",
  ]),
  // side part
  part(2, [
    "......hhhhh.....",
    "...hhhhhhhhhh...",
    "..hhhhhhhhhhhh..",
    ".hhhhhhhhhhhhhh.",
    ".hHhhhhhhhhhhhh.",
    ".hhhhhhhh...hhh.",
    ".hhhhhh......hh.",
    ".hhh.........hh.",
  ]),
  // bun on top
  part(
    6,
    symmetric([
      "......hh",
      ".....hhh",
      ".....hHh",
      "......hh",
      "....hhhh",
      "..hhhhhh",
      ".hhhhhhh",
      ".hHhhhhh",
      ".hhh....",
      ".hh.....",
      ".hh.....",
    ]),
  ),
  // crest
  part(
    5,
    symmetric([
      ".......h",
      "......hh",
      "......hh",
      "......hh",
      ".....hhh",
      "...HHhhh",
      "..HHHHhh",
      ".HHHHHHh",
      ".HH.....",
      ".H......",
    ]),
  ),
];

/** The back of the hair, drawn behind the head and body. */
const HAIR_BACKS: (HairPart | undefined)[] = [
  undefined,
  // bob to the jaw
  part(
    0,
    symmetric([
      "........",
      "...hhhhh",
      ".hhhhhhh",
      "hhhhhhhh",
      "hhhhhhhh",
      "hhh.....",
      "hhh.....",
      "hhh.....",
      "hhh.....",
      "hhh.....",
      "hHh.....",
      "hHh.....",
      ".hh.....",
    ]),
  ),
  // to the shoulders
  part(
    0,
    symmetric([
      "........",
      "...hhhhh",
      ".hhhhhhh",
      "hhhhhhhh",
      "hhhhhhhh",
      "hhh.....",
      "hhh.....",
      "hhh.....",
      "hhh.....",
      "hhh.....",
      "hhh.....",
      "hhh.....",
      "hhH.....",
      "hhH.....",
      "hHH.....",
      ".hh.....",
    ]),
  ),
  // long
  part(
    0,
    symmetric([
      "........",
      "...hhhhh",
      ".hhhhhhh",
      "hhhhhhhh",
      "hhhhhhhh",
      "hhh.....",
      "hhh.....",
      "hhh.....",
      "hhh.....",
      "hhh.....",
      "hhh.....",
      "hhhh....",
      "hhhh....",
      "hhHhhhhh",
      "hhHhhhhh",
      "hhHhhhhh",
      "hhHhhhhh",
      "hHHhhhhh",
      ".hHhhhhh",
      ".hhhhhhh",
    ]),
  ),
  // ponytail
  part(0, [
    "................",
    "...hhhhhhhhhh...",
    ".hhhhhhhhhhhhhh.",
    "hhhhhhhhhhhhhhhhh",
    "hhhhhhhhhhhhhhhhhh",
    "hh............hhhh",
    "hh.............hhh",
    "...............hHh",
    "...............hHh",
    "...............hHh",
    "...............hhh",
    "................hh",
    "................hh",
  ]),
  // two tails
  part(
    0,
    symmetric([
      "..........",
      ".....hhhhh",
      "...hhhhhhh",
      "..hhhhhhhh",
      "..hhhhhhhh",
      ".hhh......",
      "hhhh......",
      "hhHh......",
      "hHhh......",
      "hhHh......",
      "hHh.......",
      "hhh.......",
      ".h........",
    ]),
  ),
  // big curls
  part(
    3,
    symmetric([
      "....hhhh",
      "..hhhhhh",
      ".hhhhhhh",
      "hhhhhhhh",
      "hhhhhhhh",
      "hhhhhhhh",
      "hhhhhhhh",
      "hhhh....",
      "hhhh....",
      "hhhh....",
      "hhhh....",
      "hhhh....",
      "hHhh....",
      ".hHh....",
      "..hh....",
    ]),
  ),
  // one braid
  part(0, [
    "................",
    "...hhhhhhhhhh...",
    ".hhhhhhhhhhhhhh.",
    "hhhhhhhhhhhhhhhh",
    "hhhhhhhhhhhhhhhh",
    "hhh..........hhh",
    "hhh..........hhh",
    "hh...........hhh",
    "..............hHh",
    "..............hhh",
    "..............hHh",
    "..............hhh",
    "..............hHh",
    "...............h.",
    "..............ff.",
  ]),
];

/** Hair style n (1-20) -> [top, back]; other numbers pick a pair from the number itself. */
const STYLE_PARTS: [number, number][] = [
  [0, 0],
  [0, 1],
  [1, 0],
  [0, 3],
  [2, 0],
  [0, 4],
  [3, 2],
  [4, 0],
  [0, 5],
  [5, 0],
  [1, 6],
  [3, 0],
  [2, 2],
  [1, 3],
  [0, 7],
  [3, 3],
  [4, 2],
  [2, 4],
  [1, 5],
  [0, 6],
];

export function hairParts(style: number): { top?: HairPart; back?: HairPart } {
  if (!Number.isFinite(style) || style <= 0) return {};
  const [top, back] = STYLE_PARTS[(style - 1) % STYLE_PARTS.length] ?? [
    style % HAIR_TOPS.length,
    style % HAIR_BACKS.length,
  ];
  // Styles past the table keep distinct by pairing a different top with the back.
  const shift = Math.floor((style - 1) / STYLE_PARTS.length);
  return { top: HAIR_TOPS[(top + shift) % HAIR_TOPS.length], back: HAIR_BACKS[back] };
}

/** Fringes over the forehead (rows from the head's top, 16 wide from one pixel left). */
const BANGS: HairPart[] = [
  part(-2, symmetric(["..hhhhhh", "..hhhhhh", "..h.h.hh"])),
  part(-2, ["..hhhhhhhhhhhh..", "..hhhhhhhhhh....", "..hhhhhhh.......", "..hhhh.........."]),
  part(-2, ["..hhhhhhhhhhhh..", "..h.hhh.hh.hhh..", "..h..h...h..h..."]),
  part(-2, symmetric(["..hhhhhh", "..hhhh..", "..hhh...", "..hh...."])),
];

export function bangsPart(n: number): HairPart | undefined {
  if (!Number.isFinite(n) || n <= 0) return undefined;
  return BANGS[(n - 1) % BANGS.length];
}

/** Beards from the eye line down (rows from the head's top, 16 wide). */
const BEARDS: HairPart[] = [
  part(-8, symmetric([".h......", ".hh.....", "..hh....", "...hhhhh"])),
  part(-8, symmetric([".h......", ".hh.....", "..hh....", "..hhh...", "...hhhhh", "....hhhh"])),
  part(
    -8,
    symmetric([
      ".h......",
      ".hh.....",
      ".hhhh...",
      "..hhhh..",
      "..hhhhhh",
      "...hhhhh",
      "....hHhh",
      ".....hhh",
      "......hh",
    ]),
  ),
];

const MUSTACHES: HairPart[] = [part(-8, symmetric([".....hhh"])), part(-8, symmetric(["...hhhhh", "...h...."]))];

export function beardPart(n: number): HairPart | undefined {
  return Number.isFinite(n) && n > 0 ? BEARDS[(n - 1) % BEARDS.length] : undefined;
}

export function mustachePart(n: number): HairPart | undefined {
  return Number.isFinite(n) && n > 0 ? MUSTACHES[(n - 1) % MUSTACHES.length] : undefined;
}

/** Four flower shapes; the number also picks the petals' colour. */
const FLOWERS: string[][] = [
  [".f.", "fyf", ".f."],
  ["f.f", ".y.", "f.f"],
  ["fff", "fyf", "fff"],
  [".F.", "fff", ".f."],
];

export const FLOWER_HUES = [350, 45, 200, 290, 20, 120, 320, 60, 0, 260, 170, 30, 220, 80, 340, 190];

export function flowerSprite(n: number): { rows: string[]; hue: number } | undefined {
  if (!Number.isFinite(n) || n <= 0) return undefined;
  return { rows: FLOWERS[(n - 1) % FLOWERS.length], hue: FLOWER_HUES[(n - 1) % FLOWER_HUES.length] };
}

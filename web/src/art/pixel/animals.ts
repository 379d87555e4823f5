/**
 * Pets and mounts, drawn from a body plan (four-legged, bird, two-legged, serpent, fish, blob,
 * bug) with features (ears, tail, horns, wings, patterns) per egg, coloured by the hatching
 * potion. Mounts face left with a saddle where the rider sits; pets are small and face right.
 * Letters: a body, A body shade, L body light, c belly or mane, d dark marks, e eye, n nose,
 * b beak or claws, h horn, w wing, S saddle, G saddle trim, f fin or flame, x pattern.
 */
import { hash, hexToHsl, hslToHex, mix, shade } from "./color";
import type { Palette } from "./raster";

type Plan = "quad" | "bird" | "biped" | "serpent" | "fish" | "blob" | "bug";

interface Shape {
  plan: Plan;
  ears?: "pointy" | "round" | "long" | "floppy" | "none" | "tufts" | "small";
  tail?: "bushy" | "thin" | "short" | "curly" | "long" | "none" | "fan" | "puff" | "big";
  snout?: "long" | "short" | "beak" | "flat" | "bill";
  horn?: "unicorn" | "antlers" | "small" | "tri" | "tusks" | "comb";
  wings?: "feather" | "bat";
  pattern?: "stripes" | "spots" | "mask" | "patches" | "spines" | "shell" | "wool" | "bands";
  mane?: boolean;
  neck?: "long";
  bulk?: boolean;
  /** Blobs and bugs: what kind. */
  kind?: string;
}

const q = (extra: Partial<Shape> = {}): Shape => ({
  plan: "quad",
  ears: "pointy",
  tail: "thin",
  snout: "short",
  ...extra,
});

/** What each egg's animal looks like. Unknown eggs get a four-legged animal from their name. */
const SHAPES: Record<string, Shape> = {
  Wolf: q({ tail: "bushy", snout: "long" }),
  TigerCub: q({ ears: "round", pattern: "stripes" }),
  Tiger: q({ ears: "round", pattern: "stripes" }),
  PandaCub: q({ ears: "round", tail: "short", pattern: "patches", bulk: true }),
  LionCub: q({ ears: "round", mane: true }),
  Lion: q({ ears: "round", mane: true }),
  Fox: q({ tail: "bushy", snout: "long", pattern: "mask" }),
  FlyingPig: q({ ears: "floppy", tail: "curly", wings: "feather", snout: "flat" }),
  Dragon: q({ ears: "none", horn: "small", wings: "bat", tail: "long", snout: "long", pattern: "spines" }),
  Cactus: { plan: "blob", kind: "cactus" },
  BearCub: q({ ears: "round", tail: "short", bulk: true }),
  Bear: q({ ears: "round", tail: "short", bulk: true }),
  Gryphon: q({ snout: "beak", wings: "feather", ears: "tufts" }),
  Hippogriff: q({ snout: "beak", wings: "feather", mane: true }),
  Gryphatrice: q({ snout: "beak", wings: "feather", horn: "comb", tail: "long" }),
  Hedgehog: q({ ears: "small", tail: "none", pattern: "spines", bulk: true }),
  Deer: q({ ears: "small", horn: "antlers", tail: "short", pattern: "spots" }),
  Egg: { plan: "blob", kind: "egg" },
  Rat: q({ ears: "round", tail: "long", snout: "long" }),
  Octopus: { plan: "blob", kind: "tentacles" },
  Seahorse: { plan: "fish", kind: "seahorse" },
  Parrot: { plan: "bird", kind: "parrot" },
  Rooster: { plan: "bird", kind: "rooster" },
  Turkey: { plan: "bird", kind: "turkey" },
  Spider: { plan: "bug", kind: "spider" },
  Owl: { plan: "bird", kind: "owl" },
  Penguin: { plan: "bird", kind: "penguin" },
  TRex: { plan: "biped", kind: "rex" },
  Velociraptor: { plan: "biped", kind: "raptor" },
  Kangaroo: { plan: "biped", kind: "kangaroo" },
  Rock: { plan: "blob", kind: "rock" },
  Bunny: q({ ears: "long", tail: "puff" }),
  Jackalope: q({ ears: "long", tail: "puff", horn: "antlers" }),
  Slime: { plan: "blob", kind: "slime" },
  Sheep: q({ ears: "floppy", tail: "short", pattern: "wool", bulk: true }),
  Cuttlefish: { plan: "fish", kind: "squid" },
  Whale: { plan: "fish", kind: "whale" },
  Orca: { plan: "fish", kind: "orca" },
  Dolphin: { plan: "fish", kind: "dolphin" },
  Cheetah: q({ ears: "round", pattern: "spots" }),
  Horse: q({ mane: true, tail: "long", snout: "long" }),
  Aether: q({ mane: true, tail: "long", snout: "long", wings: "feather" }),
  Frog: { plan: "blob", kind: "frog" },
  Snake: { plan: "serpent" },
  SeaSerpent: { plan: "serpent", kind: "fins" },
  Nudibranch: { plan: "serpent", kind: "frills" },
  Unicorn: q({ mane: true, tail: "long", snout: "long", horn: "unicorn" }),
  Sabretooth: q({ ears: "round", horn: "tusks", tail: "short", bulk: true }),
  Monkey: q({ ears: "round", tail: "curly", snout: "flat" }),
  Snail: { plan: "bug", kind: "snail" },
  Falcon: { plan: "bird", kind: "falcon" },
  Phoenix: { plan: "bird", kind: "phoenix" },
  Pterodactyl: { plan: "bird", kind: "ptero" },
  Peacock: { plan: "bird", kind: "peacock" },
  Treeling: { plan: "blob", kind: "tree" },
  Axolotl: q({ ears: "none", horn: "comb", tail: "long", snout: "flat" }),
  Turtle: q({ ears: "none", tail: "short", pattern: "shell", snout: "flat" }),
  Armadillo: q({ ears: "small", tail: "thin", pattern: "bands", snout: "long" }),
  Cow: q({ ears: "small", horn: "small", pattern: "patches", snout: "flat", bulk: true }),
  Mammoth: q({ ears: "floppy", horn: "tusks", tail: "thin", bulk: true, pattern: "wool", snout: "long" }),
  Beetle: { plan: "bug", kind: "beetle" },
  MagicalBee: { plan: "bug", kind: "bee" },
  MantisShrimp: { plan: "bug", kind: "shrimp" },
  Ferret: q({ ears: "round", tail: "bushy", pattern: "mask" }),
  Sloth: q({ ears: "none", tail: "none", pattern: "mask", bulk: true, snout: "flat" }),
  Triceratops: q({ ears: "none", horn: "tri", tail: "long", bulk: true }),
  GuineaPig: q({ ears: "round", tail: "none", bulk: true, pattern: "patches" }),
  Butterfly: { plan: "bug", kind: "butterfly" },
  Hippo: q({ ears: "small", tail: "short", bulk: true, snout: "flat" }),
  Yarn: { plan: "blob", kind: "yarn" },
  Badger: q({ ears: "small", tail: "short", pattern: "mask", bulk: true }),
  Squirrel: q({ ears: "tufts", tail: "big" }),
  Alligator: q({ ears: "none", tail: "long", snout: "long", pattern: "spines" }),
  Robot: { plan: "blob", kind: "robot" },
  Giraffe: q({ ears: "small", horn: "small", neck: "long", pattern: "spots", tail: "thin" }),
  Chameleon: q({ ears: "none", horn: "comb", tail: "curly" }),
  Crab: { plan: "bug", kind: "crab" },
  Raccoon: q({ ears: "pointy", tail: "bushy", pattern: "mask" }),
  Dog: q({ ears: "floppy", tail: "thin", snout: "long" }),
  Otter: q({ ears: "small", tail: "thin", snout: "flat" }),
  Platypus: q({ ears: "none", tail: "short", snout: "bill" }),
  JackOLantern: { plan: "blob", kind: "pumpkin" },
  Wolfpup: q({ tail: "bushy" }),
};

const QUAD_OPTIONS = {
  ears: ["pointy", "round", "floppy", "small"],
  tail: ["bushy", "thin", "short", "long"],
  snout: ["short", "long", "flat"],
} as const;

/** The shape of an egg's animal; unknown animals are composed from their name. */
export function shapeOf(egg: string): Shape {
  if (SHAPES[egg]) return SHAPES[egg];
  const seed = hash(egg);
  return q({
    ears: QUAD_OPTIONS.ears[seed % 4],
    tail: QUAD_OPTIONS.tail[(seed >>> 3) % 4],
    snout: QUAD_OPTIONS.snout[(seed >>> 6) % 3],
  });
}

// ---------------------------------------------------------------- colours

/** Potions that are more than one colour. */
const POTION_PATTERNS: Record<string, "rainbow" | "dots" | "stars" | "ghost"> = {
  Rainbow: "rainbow",
  Aurora: "rainbow",
  Opal: "rainbow",
  StainedGlass: "rainbow",
  Fairy: "rainbow",
  PolkaDot: "dots",
  Floral: "dots",
  Peppermint: "dots",
  StarryNight: "stars",
  Celestial: "stars",
  SolarSystem: "stars",
  Moonglow: "stars",
  Ghost: "ghost",
  Glass: "ghost",
  Invisible: "ghost",
  Ethereal: "ghost",
};

/** Colours for potions the table does not list (special pets): a fixed tone from the name. */
const EXTRA_POTION_COLORS: Record<string, string> = {
  Veteran: "#8a8f5a",
  Polar: "#f2f6fa",
  Hydra: "#3e8a5a",
  Cerberus: "#3a2f3f",
  Gilded: "#e6b43c",
  Jubilant: "#ff9ec4",
  Hopeful: "#8fd0ff",
  Invisible: "#e8f0ff",
  Ethereal: "#d8e4ff",
};

export function potionColor(potion: string, colors: Record<string, string>): string {
  return colors[potion] ?? EXTRA_POTION_COLORS[potion] ?? hslToHex({ h: hash(potion) % 360, s: 0.55, l: 0.55 });
}

export function animalPalette(color: string): Palette {
  const { l } = hexToHsl(color);
  return {
    a: color,
    A: shade(color, -0.25),
    L: shade(color, 0.3),
    c: l > 0.75 ? shade(color, -0.12) : mix(color, "#fff6e8", 0.55),
    d: shade(color, -0.55),
    e: "#1e1430",
    n: mix(shade(color, -0.6), "#3a1f2a", 0.5),
    b: "#f0a030",
    h: "#f2d47a",
    w: shade(color, 0.18),
    S: "#7a4524",
    G: "#e6b43c",
    f: mix(color, "#ff6a2a", 0.5),
    x: shade(color, -0.4),
    r: "#d9443f",
    g: "#3fa66b",
    k: "#2a2030",
    W: "#f6f6f6",
  };
}

// ---------------------------------------------------------------- drawing

/** A grid of letters to draw shapes into. */
export class Grid {
  readonly cells: string[][];
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.cells = Array.from({ length: height }, () => new Array<string>(width).fill("."));
  }
  set(x: number, y: number, letter: string): void {
    const cx = Math.round(x);
    const cy = Math.round(y);
    if (cx >= 0 && cy >= 0 && cx < this.width && cy < this.height) this.cells[cy][cx] = letter;
  }
  get(x: number, y: number): string {
    return this.cells[y]?.[x] ?? ".";
  }
  rect(x: number, y: number, w: number, h: number, letter: string): void {
    for (let j = 0; j < h; j++) for (let i = 0; i < w; i++) this.set(x + i, y + j, letter);
  }
  ellipse(cx: number, cy: number, rx: number, ry: number, letter: string): void {
    for (let y = Math.floor(cy - ry); y <= Math.ceil(cy + ry); y++) {
      for (let x = Math.floor(cx - rx); x <= Math.ceil(cx + rx); x++) {
        const dx = (x - cx) / rx;
        const dy = (y - cy) / ry;
        if (dx * dx + dy * dy <= 1.05) this.set(x, y, letter);
      }
    }
  }
  line(x0: number, y0: number, x1: number, y1: number, letter: string): void {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let i = 0; i <= steps; i++) this.set(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps, letter);
  }
  /** Rounds the body: a light rim on top and a shaded underside. */
  shadeBody(letter = "a"): void {
    const copy = this.cells.map((row) => [...row]);
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        if (copy[y][x] !== letter) continue;
        const above = copy[y - 1]?.[x] ?? ".";
        const below = copy[y + 1]?.[x] ?? ".";
        const below2 = copy[y + 2]?.[x] ?? ".";
        if (above === "." && x > 0) this.cells[y][x] = "L";
        else if (below === "." || below2 === ".") this.cells[y][x] = "A";
      }
    }
  }
  rows(): string[] {
    return this.cells.map((row) => row.join(""));
  }
}

export interface AnimalSprite {
  rows: string[];
  /** Where a rider's hips go (mounts), from the sprite's top-left corner. */
  seat?: { x: number; y: number };
}

function quadruped(shape: Shape, mount: boolean, saddled = mount): AnimalSprite {
  // Mounts: 34 x 26, facing left; pets use the same drawing at chibi proportions.
  const g = mount ? new Grid(42, 30) : new Grid(20, 16);
  const k = mount
    ? {
        hx: 8,
        hy: 11,
        hr: 5,
        bx: 24,
        by: 18,
        brx: 12.5,
        bry: shape.bulk ? 6.4 : 5.6,
        leg: shape.bulk ? 5 : 6,
        ground: 28,
        neck: 5,
      }
    : { hx: 6, hy: 7, hr: 4, bx: 12, by: 10.5, brx: 5.5, bry: shape.bulk ? 3.4 : 2.8, leg: 2, ground: 15, neck: 1 };
  if (shape.neck === "long") {
    k.hy -= mount ? 5 : 2;
  }
  const legTop = Math.round(k.by + k.bry - 2);
  const legX = mount ? [k.bx - 10, k.bx - 7, k.bx + 5, k.bx + 8] : [k.bx - 4, k.bx - 2, k.bx + 2, k.bx + 4];
  // far legs first, in shade
  for (const x of [legX[1], legX[3]]) g.rect(x, legTop, 2, k.ground - legTop, "A");
  // tail
  const tx = Math.round(k.bx + k.brx);
  const ty = Math.round(k.by - k.bry + 1);
  switch (shape.tail) {
    case "bushy":
      g.ellipse(tx + 2, ty + 2, mount ? 2.6 : 1.6, mount ? 3.4 : 2.2, "a");
      g.set(tx + (mount ? 3 : 2), ty - (mount ? 1 : 0), "c");
      break;
    case "big":
      g.ellipse(tx + 2, ty - 1, mount ? 3.2 : 2, mount ? 5 : 3.2, "a");
      break;
    case "thin":
      g.line(tx, ty + 2, tx + (mount ? 3 : 2), ty - (mount ? 2 : 1), "a");
      break;
    case "long":
      g.line(tx - 1, ty + 3, tx + (mount ? 6 : 3), ty + (mount ? 6 : 3), "a");
      g.set(tx + (mount ? 6 : 3), ty + (mount ? 5 : 2), "a");
      break;
    case "curly":
      g.line(tx, ty + 2, tx + 2, ty, "a");
      g.set(tx + 3, ty + 1, "a");
      g.set(tx + 2, ty + 2, "a");
      break;
    case "puff":
      g.ellipse(tx + 1, ty + 1, 1.4, 1.4, "c");
      break;
    case "short":
      g.rect(tx, ty, 2, 2, "a");
      break;
    default:
      break;
  }
  // a wing rising behind the back
  if (shape.wings) {
    const baseY = Math.round(k.by - k.bry) + 1;
    const span = mount ? 10 : 6;
    for (let j = 0; j < span; j++) {
      const x0 = Math.round(k.bx + (mount ? 3 : -2) + j);
      const x1 = Math.round(k.bx + (mount ? 9 : 3) + j * 0.5);
      for (let x = x0; x <= x1; x++)
        g.set(x, baseY - j, shape.wings === "bat" ? ((x - x0) % 3 === 2 ? "d" : "A") : (x - x0) % 3 === 2 ? "L" : "w");
      if (shape.wings === "bat" && j === 0) for (let x = x0; x <= x1; x += 3) g.set(x, baseY, ".");
    }
  }
  // body, neck and head
  g.ellipse(k.bx, k.by, k.brx, k.bry, "a");
  g.rect(k.hx + 1, k.hy + 1, k.neck + 1, Math.round(k.by - k.hy), "a");
  if (shape.neck === "long") g.rect(k.hx + 1, k.hy, 3, Math.round(k.by - k.hy), "a");
  g.ellipse(k.hx, k.hy, k.hr, k.hr * 0.82, "a");
  // near legs
  for (const x of [legX[0], legX[2]]) g.rect(x, legTop, 2, k.ground - legTop, "a");
  g.shadeBody();
  for (const x of legX) {
    g.set(x, k.ground - 1, "d");
    g.set(x + 1, k.ground - 1, "d");
  }
  // patterns
  const rx = Math.floor(k.brx);
  switch (shape.pattern) {
    case "stripes":
      for (let i = -rx + 2; i < rx - 1; i += 3) g.line(k.bx + i, k.by - k.bry + 1, k.bx + i - 1, k.by, "d");
      g.set(k.hx + 1, k.hy - 2, "d");
      break;
    case "spots":
      for (let i = -rx + 2; i < rx - 1; i += 3) g.set(k.bx + i, k.by - 1 + (i & 1 ? 1 : -1), "d");
      break;
    case "patches":
      g.ellipse(k.bx + 2, k.by - 1, mount ? 3 : 1.6, mount ? 2 : 1.2, "d");
      break;
    case "spines":
      for (let i = -rx + 1; i < rx; i += 2) g.set(k.bx + i, Math.round(k.by - k.bry) - 1, "d");
      break;
    case "shell":
      g.ellipse(k.bx, k.by - 1, k.brx - 1, k.bry, "g");
      for (let i = -rx + 2; i < rx - 1; i += 3) g.set(k.bx + i, k.by - 1, "x");
      break;
    case "bands":
      for (let i = -rx + 2; i < rx - 1; i += 2) g.line(k.bx + i, k.by - k.bry + 1, k.bx + i, k.by + 1, "A");
      break;
    case "wool":
      g.ellipse(k.bx, k.by - 0.5, k.brx + 0.5, k.bry + 0.5, "c");
      for (let i = -rx; i < rx; i += 3) g.set(k.bx + i, k.by - 1, "W");
      break;
    default:
      break;
  }
  g.ellipse(k.bx - 1, k.by + k.bry - 1.2, k.brx * 0.55, 0.8, shape.pattern === "wool" ? "c" : "c");
  if (shape.mane) {
    for (let y = Math.round(k.hy - k.hr + 1); y <= k.by - 2; y++) {
      g.set(k.hx + 3, y, "c");
      g.set(k.hx + 4, y + 1, "c");
    }
  }
  // snout, face
  const sy = Math.round(k.hy + 1);
  switch (shape.snout) {
    case "long":
      g.rect(Math.round(k.hx - k.hr) - 1, sy, 3, mount ? 3 : 2, "a");
      g.set(Math.round(k.hx - k.hr) - 1, sy, "n");
      break;
    case "beak":
      g.rect(Math.round(k.hx - k.hr) - 1, sy - 1, 2, 2, "b");
      g.set(Math.round(k.hx - k.hr) - 2, sy, "b");
      break;
    case "bill":
      g.rect(Math.round(k.hx - k.hr) - 2, sy, 4, 2, "n");
      break;
    case "flat":
      g.set(Math.round(k.hx - k.hr) + 1, sy, "n");
      break;
    default:
      g.rect(Math.round(k.hx - k.hr), sy, 2, 2, "a");
      g.set(Math.round(k.hx - k.hr), sy, "n");
  }
  if (shape.pattern === "mask") g.rect(k.hx - 2, k.hy - 1, 4, 2, "d");
  if (shape.pattern === "patches" && shape.bulk) g.rect(k.hx - 2, k.hy - 1, 2, 2, "d");
  g.set(k.hx - 1, k.hy - 1, "e");
  if (mount) g.set(k.hx - 1, k.hy, "e");
  // ears and horns
  const ex = k.hx + 1;
  const ey = Math.round(k.hy - k.hr * 0.82);
  switch (shape.ears) {
    case "pointy":
      g.line(ex, ey, ex + 1, ey - (mount ? 3 : 2), "a");
      g.line(ex + 1, ey, ex + 1, ey - (mount ? 3 : 2), "a");
      g.set(ex + 2, ey, "a");
      break;
    case "round":
      g.ellipse(ex + 1, ey - 1, 1.3, 1.3, "a");
      g.set(ex + 1, ey - 1, "c");
      break;
    case "long":
      g.rect(ex, ey - (mount ? 6 : 4), 2, mount ? 6 : 4, "a");
      g.rect(ex + 2, ey - (mount ? 5 : 3), 1, mount ? 5 : 3, "c");
      break;
    case "floppy":
      g.rect(ex + 1, ey, 2, mount ? 4 : 3, "A");
      break;
    case "tufts":
      g.set(ex, ey - 1, "a");
      g.set(ex + 1, ey - 2, "a");
      break;
    case "small":
      g.set(ex + 1, ey - 1, "a");
      break;
    default:
      break;
  }
  switch (shape.horn) {
    case "unicorn":
      g.line(k.hx - 1, ey, k.hx - 3, ey - (mount ? 4 : 3), "h");
      break;
    case "antlers":
      g.line(ex, ey - 1, ex + 1, ey - (mount ? 5 : 3), "S");
      g.line(ex + 1, ey - 3, ex + 3, ey - (mount ? 5 : 4), "S");
      g.set(ex - 1, ey - 3, "S");
      break;
    case "small":
      g.set(ex - 1, ey - 1, "h");
      g.set(ex - 1, ey - 2, "h");
      break;
    case "tri":
      g.line(k.hx - 2, ey + 1, k.hx - 4, ey - 1, "h");
      g.line(k.hx, ey, k.hx - 1, ey - 2, "h");
      g.rect(ex + 1, ey - 1, 2, mount ? 5 : 3, "c");
      break;
    case "tusks":
      g.line(Math.round(k.hx - k.hr) + 1, sy + 2, Math.round(k.hx - k.hr) - 1, sy + (mount ? 4 : 3), "W");
      break;
    case "comb":
      g.set(ex, ey - 1, "f");
      g.set(ex + 1, ey - 1, "f");
      g.set(ex + 2, ey, "f");
      break;
    default:
      break;
  }
  const seat = mount ? { x: k.bx - 1, y: Math.round(k.by - k.bry) } : undefined;
  if (mount && seat && saddled) {
    g.rect(seat.x - 3, seat.y - 1, 7, 2, "S");
    g.rect(seat.x - 3, seat.y + 1, 7, 1, "G");
    g.rect(seat.x - 1, seat.y + 2, 2, 2, "S");
  }
  return { rows: g.rows(), seat };
}

function bird(shape: Shape, mount: boolean, saddled = mount): AnimalSprite {
  const g = mount ? new Grid(42, 30) : new Grid(16, 16);
  const s = mount ? 2.3 : 1;
  const bx = mount ? 21 : 8;
  const by = mount ? 17 : 9;
  const ground = mount ? 28 : 15;
  const kind = shape.kind ?? "bird";
  // tail
  if (kind === "peacock" || kind === "turkey") {
    g.ellipse(bx + 3 * s, by - 3 * s, 4 * s, 5 * s, kind === "peacock" ? "g" : "c");
    for (let i = -2; i <= 2; i++) g.set(bx + 3 * s + i * 1.5 * s, by - 3 * s - 3 * s + Math.abs(i), "b");
  } else if (kind === "phoenix") {
    g.line(bx + 3 * s, by, bx + 7 * s, by + 2 * s, "f");
    g.line(bx + 3 * s, by - 1, bx + 7 * s, by - 2 * s, "f");
  } else g.rect(bx + 2 * s, by - 1, 3 * s, 2, "A");
  // legs
  if (kind !== "penguin") {
    g.rect(bx - 1, by + 2 * s, 1, ground - by - 2 * s, "b");
    g.rect(bx + 1, by + 2 * s, 1, ground - by - 2 * s, "b");
  }
  g.ellipse(bx, by, 4 * s, 3 * s, "a");
  const hx = bx - 3 * s;
  const hy = by - 3.2 * s;
  g.ellipse(hx, hy, 2.6 * s, 2.4 * s, "a");
  g.shadeBody();
  if (kind === "penguin" || kind === "owl") g.ellipse(bx - s, by + 0.5, 2.4 * s, 2.2 * s, "c");
  // wing
  if (kind === "ptero") {
    for (let i = 0; i < 6 * s; i++) g.line(bx - 2 + i, by - 1, bx + i, by - 4 * s + i / 2, "w");
  } else g.ellipse(bx + s, by, 2.2 * s, 1.6 * s, "w");
  // beak, eye, crest
  const beakLen = kind === "ptero" ? 4 : kind === "falcon" ? 1 : 2;
  g.rect(hx - 2.6 * s - beakLen + 1, hy, beakLen, mount ? 2 : 1, "b");
  g.set(hx - s, hy - 0.5 * s, "e");
  if (kind === "owl") {
    g.set(hx - 2 * s, hy - 2.3 * s, "a");
    g.set(hx + s, hy - 2.3 * s, "a");
    g.set(hx - s, hy - 0.5 * s, "h");
    g.set(hx - s, hy - 0.5 * s + (mount ? 1 : 0), "e");
  }
  if (kind === "rooster" || kind === "turkey") g.rect(hx - s, hy - 2.8 * s, 2 * s, s, "r");
  if (kind === "parrot" || kind === "peacock" || kind === "phoenix")
    g.line(hx, hy - 2.4 * s, hx + 2 * s, hy - 3.5 * s, kind === "phoenix" ? "f" : "c");
  const seat = mount ? { x: bx + 1, y: Math.round(by - 3 * s) } : undefined;
  if (seat && saddled) {
    g.rect(seat.x - 3, seat.y - 1, 7, 2, "S");
    g.rect(seat.x - 3, seat.y + 1, 7, 1, "G");
  }
  return { rows: g.rows(), seat };
}

function biped(shape: Shape, mount: boolean, saddled = mount): AnimalSprite {
  const g = mount ? new Grid(42, 30) : new Grid(16, 16);
  const s = mount ? 2.3 : 1;
  const bx = mount ? 22 : 9;
  const by = mount ? 16 : 8;
  const ground = mount ? 28 : 15;
  const kind = shape.kind ?? "rex";
  g.line(bx + 3 * s, by + s, bx + 7 * s, by + 3 * s, "a");
  g.line(bx + 3 * s, by, bx + 7 * s, by + 2 * s, "a");
  g.rect(bx + s, by + 2 * s, 2 * s, ground - by - 2 * s, "A");
  g.ellipse(bx, by, 3.6 * s, 3.2 * s, "a");
  g.rect(bx - 2 * s, by + 2 * s, 2 * s, ground - by - 2 * s, "a");
  const hx = bx - 4 * s;
  const hy = by - 4 * s;
  g.ellipse(hx, hy, (kind === "rex" ? 3.4 : 2.6) * s, 2.2 * s, "a");
  g.shadeBody();
  g.rect(bx - 2 * s, ground - 1, 2 * s, 1, "d");
  g.rect(hx - 1, hy - 1, 1, 1, "e");
  if (kind === "kangaroo") {
    g.rect(hx + s, hy - 5 * s, 1.2 * s, 3 * s, "a");
    g.ellipse(bx - s, by + s, 1.6 * s, 1.6 * s, "c");
  } else {
    g.line(hx - 3 * s, hy + 1.6 * s, hx, hy + 1.6 * s, "W");
    g.set(bx - 3.6 * s, by, "a");
    g.set(bx - 4.2 * s, by + 0.8 * s, "a");
  }
  if (kind === "raptor") g.line(bx - s, by - 3 * s, bx + 3 * s, by - 2 * s, "d");
  const seat = mount ? { x: bx + 1, y: Math.round(by - 3 * s) } : undefined;
  if (seat && saddled) {
    g.rect(seat.x - 3, seat.y - 1, 7, 2, "S");
    g.rect(seat.x - 3, seat.y + 1, 7, 1, "G");
  }
  return { rows: g.rows(), seat };
}

function serpent(shape: Shape, mount: boolean, saddled = mount): AnimalSprite {
  const g = mount ? new Grid(42, 30) : new Grid(18, 16);
  const s = mount ? 2.3 : 1;
  const ground = mount ? 27 : 14;
  for (let i = 0; i <= 14 * s; i++) {
    const x = 3 * s + i;
    const y = ground - 2 * s - Math.sin(i / (2.6 * s)) * 2 * s;
    g.ellipse(x, y, 1.6 * s, 1.6 * s, "a");
  }
  const hx = 3 * s;
  const hy = ground - 6 * s;
  g.rect(hx, hy + 2 * s, 2 * s, 3 * s, "a");
  g.ellipse(hx, hy, 2.4 * s, 2 * s, "a");
  g.shadeBody();
  g.set(hx - s, hy - 0.5, "e");
  g.set(hx - 2.4 * s, hy + 0.6 * s, "r");
  if (shape.kind === "fins" || shape.kind === "frills") {
    for (let i = 2; i <= 14 * s; i += 3)
      g.set(3 * s + i, ground - 4 * s - Math.sin(i / (2.6 * s)) * 2 * s, shape.kind === "frills" ? "f" : "c");
  } else for (let i = 2; i <= 14 * s; i += 3) g.set(3 * s + i, ground - 2 * s - Math.sin(i / (2.6 * s)) * 2 * s, "d");
  const seat = mount
    ? { x: 21, y: Math.round(ground - 2 * s - Math.sin(15 / (2.6 * s)) * 2 * s - 1.6 * s) }
    : undefined;
  if (seat && saddled) {
    g.rect(seat.x - 3, seat.y - 1, 7, 2, "S");
    g.rect(seat.x - 3, seat.y + 1, 7, 1, "G");
  }
  return { rows: g.rows(), seat };
}

function fish(shape: Shape, mount: boolean, saddled = mount): AnimalSprite {
  const g = mount ? new Grid(42, 30) : new Grid(18, 16);
  const s = mount ? 2.3 : 1;
  const kind = shape.kind ?? "whale";
  const bx = mount ? 20 : 8;
  const by = mount ? 18 : 9;
  if (kind === "seahorse") {
    g.line(bx + s, by + 3 * s, bx + 2 * s, by + 5 * s, "a");
    g.ellipse(bx, by, 2.2 * s, 3.4 * s, "a");
    g.ellipse(bx - s, by - 4 * s, 2 * s, 1.6 * s, "a");
    g.rect(bx - 4 * s, by - 4 * s, 2 * s, s, "a");
    g.shadeBody();
    g.set(bx - s, by - 4.5 * s, "e");
    g.line(bx + 2 * s, by - 4 * s, bx + 2 * s, by + 2 * s, "f");
  } else {
    g.line(bx + 5 * s, by, bx + 8 * s, by - 2.4 * s, "A");
    g.line(bx + 5 * s, by, bx + 8 * s, by + 2.4 * s, "A");
    g.ellipse(bx, by, (kind === "dolphin" ? 5.6 : 6) * s, (kind === "dolphin" ? 2.4 : 3) * s, "a");
    g.shadeBody();
    g.ellipse(bx - s, by + 1.6 * s, 4 * s, 1 * s, kind === "orca" ? "W" : "c");
    g.set(bx - 4 * s, by - 0.6 * s, "e");
    if (kind === "orca") g.rect(bx - 3 * s, by - 1.4 * s, 2 * s, 1, "W");
    if (kind === "dolphin" || kind === "orca") g.line(bx, by - 2.6 * s, bx + 2 * s, by - 4 * s, "A");
    if (kind === "squid") for (let i = 0; i < 4; i++) g.line(bx - 5 * s, by - s + i, bx - 8 * s, by - s + i * 1.5, "a");
    if (kind === "whale") g.line(bx - 3 * s, by - 3 * s, bx - 3 * s, by - 5 * s, "c");
  }
  const seat = mount ? { x: bx + 1, y: Math.round(by - 3 * s) } : undefined;
  if (seat && saddled) {
    g.rect(seat.x - 3, seat.y - 1, 7, 2, "S");
    g.rect(seat.x - 3, seat.y + 1, 7, 1, "G");
  }
  return { rows: g.rows(), seat };
}

function blob(shape: Shape, mount: boolean, saddled = mount): AnimalSprite {
  const g = mount ? new Grid(42, 30) : new Grid(16, 16);
  const s = mount ? 2.3 : 1;
  const kind = shape.kind ?? "slime";
  const bx = mount ? 20 : 8;
  const ground = mount ? 28 : 15;
  const by = ground - 4 * s;
  switch (kind) {
    case "cactus":
      g.rect(bx - 2 * s, by - 5 * s, 4 * s, 9 * s, "a");
      g.rect(bx - 5 * s, by - 2 * s, 2 * s, 3 * s, "a");
      g.rect(bx - 5 * s, by + s, 4 * s, s, "a");
      g.rect(bx + 3 * s, by - 3 * s, 2 * s, 3 * s, "a");
      g.rect(bx + 2 * s, by, 3 * s, s, "a");
      break;
    case "egg":
      g.ellipse(bx, by - s, 3.6 * s, 4.6 * s, "a");
      break;
    case "tree":
      g.rect(bx - s, by - s, 3 * s, 5 * s, "S");
      g.ellipse(bx, by - 4 * s, 5 * s, 3.6 * s, "g");
      break;
    case "robot":
      g.rect(bx - 4 * s, by - 4 * s, 8 * s, 7 * s, "a");
      g.rect(bx - 3 * s, by + 3 * s, 2 * s, ground - by - 3 * s, "A");
      g.rect(bx + s, by + 3 * s, 2 * s, ground - by - 3 * s, "A");
      g.line(bx, by - 4 * s, bx, by - 6 * s, "d");
      g.set(bx, by - 6.5 * s, "r");
      break;
    case "pumpkin":
      g.ellipse(bx, by, 5 * s, 3.8 * s, "a");
      g.rect(bx, by - 5 * s, s, 1.6 * s, "g");
      break;
    case "tentacles":
      for (let i = -3; i <= 3; i += 2) g.line(bx + i * s, by + s, bx + i * 1.4 * s, ground - 1, "a");
      g.ellipse(bx, by - s, 4 * s, 3.6 * s, "a");
      break;
    case "frog":
      g.ellipse(bx, by + s, 5 * s, 3 * s, "a");
      g.ellipse(bx - 2.4 * s, by - 1.6 * s, 1.6 * s, 1.6 * s, "a");
      g.ellipse(bx + 2.4 * s, by - 1.6 * s, 1.6 * s, 1.6 * s, "a");
      break;
    case "rock":
      g.ellipse(bx, by + s, 5.4 * s, 3.4 * s, "a");
      g.ellipse(bx + 2 * s, by - 1.4 * s, 2.8 * s, 2.4 * s, "a");
      break;
    default:
      g.ellipse(bx, by + s, 5 * s, 3.6 * s, "a");
      g.rect(bx - 5 * s, ground - 2, 10 * s, 2, "a");
  }
  g.shadeBody();
  if (kind === "yarn")
    for (let i = -3; i <= 3; i += 2) g.line(bx + i * s, by - 2 * s, bx + (i + 2) * s, by + 3 * s, "c");
  if (kind === "pumpkin") for (const i of [-2, 0, 2]) g.line(bx + i * s, by - 3 * s, bx + i * s, by + 3 * s, "A");
  if (kind !== "tree" && kind !== "yarn") {
    const eyeY = kind === "frog" ? by - 1.6 * s : by - s;
    g.set(bx - 1.6 * s, eyeY, kind === "pumpkin" ? "f" : "e");
    g.set(bx + 1.6 * s, eyeY, kind === "pumpkin" ? "f" : "e");
    if (kind === "pumpkin") g.rect(bx - 1.6 * s, by + s, 3.4 * s, s, "f");
  }
  if (kind === "cactus")
    for (const [x, y] of [
      [-1, -4],
      [1, -2],
      [-1, 1],
      [1, 3],
    ])
      g.set(bx + x * s, by + y * s, "c");
  const seat = mount ? { x: bx, y: Math.round(by - (kind === "cactus" ? 6 : 4) * s) } : undefined;
  if (seat && saddled) {
    g.rect(seat.x - 3, seat.y - 1, 7, 2, "S");
    g.rect(seat.x - 3, seat.y + 1, 7, 1, "G");
  }
  return { rows: g.rows(), seat };
}

function bug(shape: Shape, mount: boolean, saddled = mount): AnimalSprite {
  const g = mount ? new Grid(42, 30) : new Grid(16, 16);
  const s = mount ? 2.3 : 1;
  const kind = shape.kind ?? "beetle";
  const bx = mount ? 20 : 8;
  const ground = mount ? 28 : 15;
  const by = ground - 4 * s;
  switch (kind) {
    case "spider":
      for (let i = -3; i <= 3; i += 2) {
        g.line(bx + i * s, by, bx + i * 2 * s, by - 2 * s, "d");
        g.line(bx + i * 2 * s, by - 2 * s, bx + i * 2.4 * s, ground - 1, "d");
      }
      g.ellipse(bx + s, by, 3.4 * s, 2.8 * s, "a");
      g.ellipse(bx - 3 * s, by + 0.5 * s, 2 * s, 1.8 * s, "a");
      break;
    case "butterfly":
      g.ellipse(bx - 2.4 * s, by - 3 * s, 3 * s, 3.4 * s, "w");
      g.ellipse(bx + 2.4 * s, by - 3 * s, 3 * s, 3.4 * s, "w");
      g.ellipse(bx - 2 * s, by + s, 2 * s, 2 * s, "a");
      g.ellipse(bx + 2 * s, by + s, 2 * s, 2 * s, "a");
      g.rect(bx - 0.5 * s, by - 4 * s, s, 8 * s, "d");
      break;
    case "snail":
      g.rect(bx - 6 * s, ground - 2 * s, 11 * s, 2 * s, "c");
      g.rect(bx - 6 * s, ground - 4 * s, 2 * s, 2 * s, "c");
      g.ellipse(bx + s, by - s, 4 * s, 3.6 * s, "a");
      break;
    case "crab":
    case "shrimp":
      for (let i = -2; i <= 2; i += 2) g.line(bx + i * s, by + s, bx + i * 2 * s, ground - 1, "d");
      g.ellipse(bx, by, 4.6 * s, 2.6 * s, "a");
      g.ellipse(bx - 5 * s, by - 2 * s, 1.6 * s, 1.4 * s, "a");
      g.ellipse(bx + 5 * s, by - 2 * s, 1.6 * s, 1.4 * s, "a");
      break;
    case "bee":
      g.ellipse(bx - s, by - 3 * s, 2.4 * s, 1.8 * s, "W");
      g.ellipse(bx + 2 * s, by - 3 * s, 2.4 * s, 1.8 * s, "W");
      g.ellipse(bx, by, 4 * s, 2.8 * s, "a");
      break;
    default:
      for (let i = -2; i <= 2; i += 2) g.line(bx + i * s, by + s, bx + i * 1.6 * s, ground - 1, "d");
      g.ellipse(bx, by - s, 4.6 * s, 3.2 * s, "a");
      g.ellipse(bx - 4.6 * s, by, 1.6 * s, 1.6 * s, "d");
  }
  g.shadeBody();
  if (kind === "snail") {
    g.ellipse(bx + s, by - s, 2 * s, 1.8 * s, "A");
    g.set(bx + s, by - s, "a");
    g.set(bx - 6 * s, ground - 4 * s, "e");
  } else if (kind === "bee") {
    for (const i of [-1, 1]) g.rect(bx + i * 1.4 * s, by - 2 * s, s, 4.4 * s, "k");
    g.set(bx - 3 * s, by - 0.5, "e");
  } else if (kind === "beetle") {
    g.line(bx - 1, by - 4 * s, bx - 1, by + 2 * s, "d");
    g.set(bx - 5 * s, by - 0.5, "e");
  } else g.set(bx - 3.4 * s, by - 0.5 * s, "e");
  const seat = mount ? { x: bx + 1, y: Math.round(by - 3.4 * s) } : undefined;
  if (seat && saddled) {
    g.rect(seat.x - 3, seat.y - 1, 7, 2, "S");
    g.rect(seat.x - 3, seat.y + 1, 7, 1, "G");
  }
  return { rows: g.rows(), seat };
}

const PLANS: Record<Plan, (shape: Shape, mount: boolean, saddled?: boolean) => AnimalSprite> = {
  quad: quadruped,
  bird,
  biped,
  serpent,
  fish,
  blob,
  bug,
};

/**
 * The sprite of a pet or mount key ("Wolf-Red"); mounts face left and carry a saddle, unless
 * `saddled` is false (a quest boss is drawn at a mount's size, and nobody rides it).
 */
export function animalSprite(
  key: string,
  mount: boolean,
  saddled = mount,
): AnimalSprite & { egg: string; potion: string } {
  const [egg = "Egg", potion = "Base"] = key.split("-");
  const shape = shapeOf(egg);
  return { ...PLANS[shape.plan](shape, mount, saddled), egg, potion };
}

/** How a potion tints the sprite beyond its base colour. */
export function potionPattern(potion: string): "rainbow" | "dots" | "stars" | "ghost" | undefined {
  return POTION_PATTERNS[potion];
}

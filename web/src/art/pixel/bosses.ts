/**
 * Quest bosses in the hero's pixel style, composed from their designs (bossDesigns.ts): the
 * body first (a beast from the stable's own animal shapes, a swarm, a figure dressed like a
 * hero, an elemental, a spirit, a thing), then what makes it a boss (eyes that glow under an
 * angry brow, a crown or horns, an aura, what drifts around it) and, in a rage, a red glow,
 * red eyes and steam. Letters are those of animals.ts; every body keeps its own outline.
 */
import { animalPalette, animalSprite, Grid } from "./animals";
import { BOSS_DESIGNS, type BossBody, type BossDesign, type Drift } from "./bossDesigns";
import { hslToHex, hexToHsl, mix, seeded, shade } from "./color";
import { drawHero } from "./compose";
import { Raster, type Palette, type PixelPicture } from "./raster";

export const BOSS_WIDTH = 64;
export const BOSS_HEIGHT = 76;

interface Point {
  x: number;
  y: number;
}

/** A drawn body: its canvas, where its eyes are, and whether it stands on the ground. */
interface Body {
  raster: Raster;
  eyes: Point[];
  grounded: boolean;
}

const EYE_MARK = "#010203";
const BROW = "#1e1430";

function bodyPalette(color: string): Palette {
  return { ...animalPalette(color), e: EYE_MARK };
}

/** Where the letter `letter` is in rows drawn at (x, y), mirrored when flipped. */
function findLetters(rows: readonly string[], letter: string, x: number, y: number, flip = false): Point[] {
  const width = Math.max(...rows.map((row) => row.length));
  const found: Point[] = [];
  rows.forEach((row, j) => {
    [...row].forEach((char, i) => {
      if (char === letter) found.push({ x: x + (flip ? width - 1 - i : i), y: y + j });
    });
  });
  return found;
}

// ---------------------------------------------------------------- bodies

function beastBody(body: Extract<BossBody, { form: "beast" }>): Body {
  const sprite = animalSprite(`${body.egg}-Base`, true, false);
  const rows = sprite.rows;
  const width = Math.max(...rows.map((row) => row.length));
  const height = rows.length;
  const x = Math.floor((BOSS_WIDTH - width) / 2);
  const y = BOSS_HEIGHT - height - 3;
  const r = new Raster(BOSS_WIDTH, BOSS_HEIGHT);
  // Leaves and shells (letter g) take the boss's colour too: an amber tree is amber.
  let palette: Palette = { ...bodyPalette(body.color), g: shade(body.color, 0.12) };
  if (body.pattern === "ghost")
    palette = { ...palette, a: mix(body.color, "#ffffff", 0.35), A: mix(palette.A, "#ffffff", 0.25) };
  if (body.pattern === "bones") palette = { ...palette, c: shade(body.color, -0.35), x: shade(body.color, -0.5) };
  const flip = body.flip ?? false;
  r.draw(rows, x, y, palette, { flip });
  if (body.pattern === "rainbow") {
    const bands = [0, 50, 120, 200, 280].map((h) => animalPalette(hslToHex({ h, s: 0.7, l: 0.6 })));
    bands.forEach((band, i) => {
      const from = Math.floor((i * width) / bands.length);
      const to = Math.floor(((i + 1) * width) / bands.length);
      r.draw(
        rows,
        x,
        y,
        { a: band.a, A: band.A, L: band.L },
        { flip, outline: false, clip: (cx) => cx - x >= from && cx - x < to },
      );
    });
  }
  const marks = body.pattern === "bones" ? "#5a5248" : body.pattern === "spots" ? shade(body.color, -0.45) : undefined;
  if (marks) {
    // Ribs for the undead, spots for the rest: a mark every few pixels of the body.
    rows.forEach((row, j) => {
      [...row].forEach((char, i) => {
        const cx = x + (flip ? width - 1 - i : i);
        const ribs = body.pattern === "bones" ? i % 3 === 0 && j % 2 === 1 : (i * 5 + j * 3) % 11 === 0;
        if ((char === "a" || char === "A") && ribs) r.set(cx, y + j, marks);
      });
    });
  }
  return { raster: r, eyes: findLetters(rows, "e", x, y, flip), grounded: true };
}

const SKULL = [
  "..wwwww..",
  ".wwwwwww.",
  "wwwwwwwww",
  "wWwwwwwWw",
  "wnnwwwnnw",
  "wnenwnenw",
  "wWwwnwwWw",
  ".wwwwwww.",
  "..wdwdw..",
];
const PLANET = [
  "....aaa....",
  "..aaaaaaa..",
  ".aaLLaaaaa.",
  ".aLaaaaaaA.",
  "rrrrrrrrrrr",
  ".aaeaaaeaA.",
  ".aaaaaaaAA.",
  "..aaaaaAA..",
  "....AAA....",
];

/** Where the members of a swarm float: a cluster filling the canvas, biggest gaps left for the marks. */
const SWARM_SLOTS: Point[] = [
  { x: 22, y: 16 },
  { x: 4, y: 22 },
  { x: 40, y: 22 },
  { x: 12, y: 3 },
  { x: 34, y: 3 },
  { x: 22, y: 32 },
  { x: 2, y: 6 },
];

function swarmBody(body: Extract<BossBody, { form: "swarm" }>, key: string): Body {
  const r = new Raster(BOSS_WIDTH, BOSS_HEIGHT);
  const eyes: Point[] = [];
  const count = body.count ?? (body.of === "skull" || body.of === "planet" ? 7 : 5);
  const random = seeded(key);
  SWARM_SLOTS.slice(0, count).forEach((slot, index) => {
    // Each member a shade of its own, so the crowd reads as many.
    const base = hexToHsl(body.color);
    const color = hslToHex({ ...base, h: base.h + (random() - 0.5) * 30, l: base.l + (random() - 0.5) * 0.16 });
    const palette = bodyPalette(color);
    let rows: string[];
    if (body.of === "skull") {
      rows = SKULL;
      Object.assign(palette, {
        w: mix(color, "#f4eee0", 0.7),
        W: mix(color, "#f4eee0", 0.45),
        n: "#1e1430",
        d: shade(color, -0.4),
      });
    } else if (body.of === "planet") {
      rows = PLANET;
      palette.r = hslToHex({ h: base.h + 160, s: 0.6, l: 0.7 });
    } else rows = animalSprite(`${body.of}-Base`, false).rows;
    const flip = index % 2 === 1;
    const x = slot.x + (body.of === "skull" ? 3 : 0);
    const y = slot.y + (body.of === "skull" ? 3 : 0);
    r.draw(rows, x, y, palette, { flip });
    eyes.push(...findLetters(rows, "e", x, y, flip));
  });
  return { raster: r, eyes, grounded: false };
}

function figureBody(body: Extract<BossBody, { form: "figure" }>): Body {
  const { raster, head } = drawHero({ look: body.look, gear: body.gear, noBackground: true });
  const box = raster.bounds() ?? { x: 0, y: 0, w: 1, h: 1 };
  // Twice the hero's size: the figure is a giant among heroes.
  const r = new Raster(BOSS_WIDTH, BOSS_HEIGHT);
  const scale = 2;
  const ox = Math.floor((BOSS_WIDTH - box.w * scale) / 2);
  const oy = BOSS_HEIGHT - 2 - box.h * scale;
  for (let y = 0; y < box.h; y++)
    for (let x = 0; x < box.w; x++) {
      const color = raster.get(box.x + x, box.y + y);
      if (color) r.rect(ox + x * scale, oy + y * scale, scale, scale, color);
    }
  // The hero's eyes sit on the sixth row of its head, two pixels either side of its middle.
  const eyes = [4, 9].map((dx) => ({
    x: ox + (head.x + dx - box.x) * scale + 1,
    y: oy + (head.y + 6 - box.y) * scale,
  }));
  return { raster: r, eyes, grounded: true };
}

function elementalBody(body: Extract<BossBody, { form: "elemental" }>, key: string): Body {
  const g = new Grid(BOSS_WIDTH, BOSS_HEIGHT);
  const cx = BOSS_WIDTH / 2;
  const random = seeded(key);
  const { material } = body;
  if (material === "wind" || material === "mist") {
    // A whirl of cloud: rings of puffs round a denser core, arms of wind.
    for (let i = 0; i < 26; i++) {
      const angle = (i / 26) * Math.PI * 4;
      const radius = 4 + i * 0.55;
      g.ellipse(cx + Math.cos(angle) * radius, 24 + Math.sin(angle) * radius * 0.8, 3.2, 2.6, i % 3 ? "a" : "L");
    }
    g.ellipse(cx, 22, 9, 8, "a");
    g.line(cx - 12, 26, cx - 22, 20, material === "wind" ? "L" : "a");
    g.line(cx + 12, 26, cx + 22, 20, material === "wind" ? "L" : "a");
    for (let y = 34; y < 46; y++) g.rect(cx - 4 + (y - 34) / 3, y, Math.max(1, 8 - (y - 34) * 0.6), 1, "A");
    g.shadeBody();
  } else {
    // Shoulders, chest, head and fists of one material, the legs trailing off as it floats.
    g.ellipse(cx, 26, 10, 9, "a");
    g.ellipse(cx, 12, 6, 5.5, "a");
    g.rect(cx - 2, 16, 5, 3, "a");
    g.ellipse(cx - 15, 22, 4.5, 5, "a");
    g.ellipse(cx + 15, 22, 4.5, 5, "a");
    g.ellipse(cx - 18, 33, 4, 4, "a");
    g.ellipse(cx + 18, 33, 4, 4, "a");
    for (let y = 34; y < 45; y++) g.rect(cx - 7 + (y - 34) * 0.6, y, Math.max(1, 14 - (y - 34) * 1.2), 1, "a");
    g.shadeBody();
    if (material === "crystal" || material === "ice") {
      // Facets: light edges down the body, spikes on the head and shoulders.
      for (const [x0, y0, x1, y1] of [
        [cx - 5, 20, cx - 2, 33],
        [cx + 3, 20, cx + 6, 31],
        [cx - 16, 19, cx - 14, 26],
        [cx + 14, 19, cx + 16, 26],
      ])
        g.line(x0, y0, x1, y1, "L");
      for (const [x, h] of [
        [cx - 3, 5],
        [cx, 8],
        [cx + 3, 5],
        [cx - 16, 6],
        [cx + 16, 6],
      ]) {
        const top = x === cx - 16 || x === cx + 16 ? 17 : 7;
        for (let j = 0; j < h; j++)
          g.rect(x - Math.floor((h - j) / 3), top - j, 1 + 2 * Math.floor((h - j) / 3), 1, "L");
      }
      if (material === "ice") for (let x = cx - 7; x <= cx + 7; x += 3) g.line(x, 44, x, 46, "W");
    } else {
      // Fire: tongues of flame leap from the head, shoulders and fists.
      for (let i = 0; i < 16; i++) {
        const x = cx - 20 + Math.round(random() * 40);
        const base = x < cx - 10 || x > cx + 10 ? 19 : 8;
        const height = 3 + Math.round(random() * 6);
        g.line(x, base, x + Math.round((random() - 0.5) * 3), base - height, random() < 0.5 ? "f" : "L");
      }
      g.ellipse(cx, 27, 5, 5, "f");
      g.ellipse(cx, 27, 2.5, 2.5, "W");
    }
  }
  const eyeY = material === "wind" || material === "mist" ? 21 : 12;
  g.set(cx - 3, eyeY, "e");
  g.set(cx + 2, eyeY, "e");
  if (material !== "wind" && material !== "mist") g.rect(cx - 2, eyeY + 3, 4, 1, "d");
  const palette: Palette = {
    ...bodyPalette(body.color),
    L: mix(body.color, "#ffffff", material === "fire" ? 0.6 : 0.45),
    f: material === "fire" ? "#ffd23a" : mix(body.color, "#ffffff", 0.6),
    W: material === "fire" ? "#fff6c0" : "#f4fbff",
  };
  const r = new Raster(BOSS_WIDTH, BOSS_HEIGHT);
  const rows = g.rows();
  r.draw(rows, 0, 0, palette);
  return { raster: r, eyes: findLetters(rows, "e", 0, 0), grounded: false };
}

function spiritBody(body: Extract<BossBody, { form: "spirit" }>): Body {
  const g = new Grid(BOSS_WIDTH, BOSS_HEIGHT);
  const cx = BOSS_WIDTH / 2;
  // The robe widens down to a ragged hem; the sleeves reach out to clawed hands.
  for (let y = 16; y < 44; y++) {
    const half = 6 + (y - 16) * 0.42;
    const ragged = y > 38 ? Math.round(Math.sin(y * 1.7) * 2) : 0;
    g.rect(cx - half + ragged, y, half * 2 - ragged * 2, 1, y % 7 === 0 ? "A" : "a");
  }
  for (let x = Math.round(cx - 18); x < cx + 18; x += 4) g.rect(x, 42 + (x % 3), 2, 4 - (x % 3), "a");
  g.line(cx - 6, 20, cx - 19, 28, "a");
  g.line(cx - 6, 21, cx - 19, 29, "a");
  g.line(cx + 6, 20, cx + 19, 28, "a");
  g.line(cx + 6, 21, cx + 19, 29, "a");
  for (const side of [-1, 1]) {
    const hand = cx + side * 20;
    g.line(hand, 29, hand + side * 2, 33, "c");
    g.line(hand - side, 30, hand - side, 34, "c");
    g.line(hand + side * 1, 30, hand + side * 3, 31, "c");
  }
  g.ellipse(cx, 13, 8, 8.5, "a");
  g.set(cx, 4, "a");
  g.shadeBody();
  g.ellipse(cx, 14, 5, 4.5, "d");
  g.set(cx - 2, 14, "e");
  g.set(cx + 2, 14, "e");
  const palette: Palette = { ...bodyPalette(body.color), c: mix(body.color, "#e8e0ff", 0.6), d: "#0a0610" };
  const r = new Raster(BOSS_WIDTH, BOSS_HEIGHT);
  const rows = g.rows();
  r.draw(rows, 0, 0, palette);
  return { raster: r, eyes: findLetters(rows, "e", 0, 0), grounded: false };
}

function thingBody(body: Extract<BossBody, { form: "thing" }>): Body {
  const g = new Grid(BOSS_WIDTH, BOSS_HEIGHT);
  const cx = BOSS_WIDTH / 2;
  let eyeY = 20;
  let eyeGap = 5;
  let grounded = true;
  const legs = (top: number, spread: number) => {
    for (const side of [-1, 1]) {
      g.rect(cx + side * spread - 1, top, 3, 46 - top, "d");
      g.rect(cx + side * spread - 2 + side, 46, 4, 1, "d");
    }
  };
  const arms = (y: number, reach: number) => {
    for (const side of [-1, 1]) {
      g.line(cx + side * (reach - 7), y, cx + side * reach, y - 5, "d");
      g.ellipse(cx + side * reach, y - 6, 1.6, 1.6, "d");
    }
  };
  switch (body.kind) {
    case "waffle": {
      legs(38, 6);
      arms(26, 21);
      g.rect(cx - 14, 12, 28, 26, "a");
      g.shadeBody();
      for (let i = cx - 11; i < cx + 12; i += 5) g.rect(i, 13, 1, 24, "A");
      for (let j = 15; j < 37; j += 5) g.rect(cx - 13, j, 26, 1, "A");
      g.rect(cx - 4, 8, 8, 5, "c");
      g.rect(cx - 3, 8, 6, 1, "W");
      for (const x of [cx - 9, cx + 8, cx - 1]) g.rect(x, 12, 2, 6 + (x % 4), "n");
      g.rect(cx - 5, 29, 10, 2, "d");
      eyeY = 22;
      break;
    }
    case "device": {
      legs(40, 5);
      arms(30, 20);
      g.ellipse(cx, 26, 14, 16, "a");
      g.shadeBody();
      g.rect(cx - 8, 16, 16, 12, "g");
      g.rect(cx - 7, 17, 14, 10, "G");
      g.rect(cx - 3, 24, 6, 1, "d");
      for (const x of [cx - 6, cx, cx + 6]) g.ellipse(x, 34, 1.6, 1.6, x === cx ? "r" : "c");
      g.line(cx + 6, 11, cx + 10, 3, "d");
      g.ellipse(cx + 10, 2, 1.4, 1.4, "r");
      eyeY = 21;
      eyeGap = 3;
      break;
    }
    case "mushroom": {
      legs(40, 5);
      arms(31, 17);
      g.rect(cx - 7, 20, 14, 21, "c");
      for (let y = 4; y < 20; y++) {
        const half = Math.sqrt(Math.max(0, 1 - ((y - 20) / 16) ** 2)) * 22;
        g.rect(cx - half, y, half * 2, 1, "a");
      }
      g.shadeBody();
      for (const [x, y, rx] of [
        [cx - 12, 13, 2.4],
        [cx + 4, 8, 3],
        [cx + 13, 15, 2],
        [cx - 4, 16, 1.6],
      ])
        g.ellipse(x, y, rx, rx * 0.8, "W");
      g.rect(cx - 3, 32, 6, 1, "d");
      eyeY = 26;
      eyeGap = 3;
      break;
    }
    case "moon": {
      grounded = false;
      g.ellipse(cx, 24, 19, 19, "a");
      g.shadeBody();
      for (const [x, y, rx] of [
        [cx - 10, 12, 3],
        [cx + 9, 33, 4],
        [cx + 12, 14, 2],
        [cx - 12, 32, 2.4],
      ])
        g.ellipse(x, y, rx, rx, "A");
      g.line(cx - 6, 32, cx + 6, 32, "d");
      g.set(cx - 7, 33, "d");
      g.set(cx + 7, 33, "d");
      eyeY = 22;
      eyeGap = 6;
      break;
    }
    case "maw": {
      arms(28, 24);
      g.ellipse(cx, 28, 19, 15, "a");
      g.rect(cx - 19, 40, 38, 6, "a");
      g.shadeBody();
      g.ellipse(cx, 32, 13, 7, "d");
      for (let x = cx - 11; x <= cx + 10; x += 3) {
        g.rect(x, 26, 2, 3, "W");
        g.rect(x + 1, 36, 2, 3, "W");
      }
      g.rect(cx - 5, 33, 10, 2, "r");
      eyeY = 18;
      eyeGap = 6;
      break;
    }
  }
  g.set(cx - eyeGap, eyeY, "e");
  g.set(cx + eyeGap - 1, eyeY, "e");
  const palette: Palette = {
    ...bodyPalette(body.color),
    c: body.kind === "mushroom" ? "#f2e6cc" : "#cfd6e0",
    d: "#3a2a30",
    n: "#8a4a1f",
    g: "#2f5a3a",
    G: "#9fd88a",
    W: "#fbf6ee",
    r: "#d9443f",
  };
  const r = new Raster(BOSS_WIDTH, BOSS_HEIGHT);
  const rows = g.rows();
  r.draw(rows, 0, 0, palette);
  return { raster: r, eyes: findLetters(rows, "e", 0, 0), grounded };
}

function drawBody(design: BossDesign, key: string): Body {
  const body = design.body;
  switch (body.form) {
    case "beast":
      return beastBody(body);
    case "swarm":
      return swarmBody(body, key);
    case "figure":
      return figureBody(body);
    case "elemental":
      return elementalBody(body, key);
    case "spirit":
      return spiritBody(body);
    case "thing":
      return thingBody(body);
  }
}

// ---------------------------------------------------------------- the marks of a boss

/** The highest painted pixel in the columns around x, at or above y. */
function topAt(r: Raster, x: number, y: number): number {
  let top = y;
  for (let cx = x - 2; cx <= x + 2; cx++) for (let cy = y; cy >= 0; cy--) if (r.get(cx, cy) && cy < top) top = cy;
  return top;
}

function drawEyes(r: Raster, eyes: Point[], glow: string): void {
  for (const eye of eyes) r.set(eye.x, eye.y, glow);
  // An angry brow over each eye (over each pair of pixels of one eye, once), lower at the nose side.
  const seen = new Set<string>();
  for (const eye of eyes) {
    if (seen.has(`${eye.x},${eye.y - 1}`) || eyes.some((other) => other.x === eye.x && other.y === eye.y - 1)) continue;
    seen.add(`${eye.x},${eye.y}`);
    const inward = eyes.some((other) => other.x > eye.x + 1) ? 1 : -1;
    r.set(eye.x - inward, eye.y - 2, BROW);
    r.set(eye.x, eye.y - 1, BROW);
    r.set(eye.x + inward, eye.y - 1, BROW);
  }
}

const CROWN = ["y.y.y", "yyyyy", "yrygy"];
const HORN = ["h...", "hh..", ".hh.", "..hh", "...h"];

function drawCrown(r: Raster, eyes: Point[]): void {
  const x = Math.round(eyes.reduce((sum, eye) => sum + eye.x, 0) / eyes.length);
  const top = topAt(r, x, eyes[0].y);
  r.draw(CROWN, x - 2, top - 3, { y: "#f2c230", r: "#d9443f", g: "#3fa6d8" });
}

function drawHorns(r: Raster, eyes: Point[]): void {
  const left = Math.min(...eyes.map((eye) => eye.x));
  const right = Math.max(...eyes.map((eye) => eye.x));
  const top = topAt(r, left, eyes[0].y);
  const palette = { h: "#efe2c2" };
  r.draw(HORN, left - 4, top - 4, palette);
  if (right - left > 2) r.draw(HORN, right + 1, top - 4, palette, { flip: true });
  else r.draw(HORN, left + 1, top - 5, palette, { flip: true });
}

/** A ring of colour round every painted pixel, `width` pixels wide. */
function drawAura(r: Raster, color: string, width: number): Raster {
  const out = new Raster(r.width, r.height);
  const outer = mix(color, "#ffffff", 0.15);
  for (let y = 0; y < r.height; y++)
    for (let x = 0; x < r.width; x++) {
      if (r.get(x, y)) continue;
      let near = 0;
      for (let d = 1; d <= width && !near; d++)
        for (let dy = -d; dy <= d && !near; dy++)
          for (let dx = -d; dx <= d; dx++)
            if (Math.abs(dx) + Math.abs(dy) <= d + 1 && r.get(x + dx, y + dy)) {
              near = d;
              break;
            }
      if (near) out.set(x, y, near === 1 ? color : outer);
    }
  out.stamp(r, 0, 0);
  return out;
}

const DRIFT: Record<Drift, { rows: string[]; palette: Palette; count: number }> = {
  embers: { rows: ["f", "F"], palette: { f: "#ffd23a", F: "#ff6a1a" }, count: 14 },
  snow: { rows: [".w.", "www", ".w."], palette: { w: "#f4fbff" }, count: 9 },
  bubbles: { rows: [".b.", "b.b", ".b."], palette: { b: "#bfe8ff" }, count: 9 },
  bolts: { rows: ["..y", ".y.", "yyy", ".y.", "y.."], palette: { y: "#ffe14a" }, count: 4 },
  notes: { rows: [".nn", ".n.", "nn."], palette: { n: "#2a2030" }, count: 5 },
  spores: { rows: ["s"], palette: { s: "#d8ff8a" }, count: 18 },
  void: { rows: [".v.", "vVv", ".v."], palette: { v: "#8a4fff", V: "#e6d6ff" }, count: 8 },
  hearts: { rows: ["h.h", "hhh", ".h."], palette: { h: "#ff5a8a" }, count: 7 },
  leaves: { rows: [".l", "lL"], palette: { l: "#6ab04a", L: "#3f7a2f" }, count: 8 },
  dust: { rows: ["d", "d"], palette: { d: "#c8bca8" }, count: 12 },
};

function drawDrift(r: Raster, drift: Drift, key: string): void {
  const { rows, palette, count } = DRIFT[drift];
  const random = seeded(`${key}:${drift}`);
  let placed = 0;
  for (let attempt = 0; attempt < 200 && placed < count; attempt++) {
    const x = Math.floor(random() * (r.width - 3));
    const y = Math.floor(random() * (r.height - 8));
    // Only in the open air around the boss, never over it.
    let free = true;
    for (let j = -1; j <= rows.length && free; j++) for (let i = -1; i <= 3; i++) if (r.get(x + i, y + j)) free = false;
    if (!free) continue;
    for (let j = 0; j < rows.length; j++)
      for (let i = 0; i < rows[j].length; i++) {
        const color = palette[rows[j][i]];
        if (color) r.set(x + i, y + j, color);
      }
    placed++;
  }
}

/** A soft shadow on the ground under the body (drawn on `r`, whose corner is at (left, top) of the body's canvas). */
function drawShadow(r: Raster, body: Raster, left: number, top: number): void {
  const box = body.bounds();
  if (!box) return;
  const cx = box.x + box.w / 2 - left;
  const rx = box.w / 2 + 1;
  const cy = box.y + box.h - top - 1;
  for (let y = cy - 1; y <= cy + 1; y++)
    for (let x = Math.floor(cx - rx); x <= cx + rx; x++) {
      const dx = (x - cx) / rx;
      const dy = (y - cy) / 1.5;
      if (dx * dx + dy * dy <= 1) r.set(x, y, "rgb(20 10 40 / 28%)");
    }
}

/** Every colour of the body pulled towards red, as a boss in a rage. */
function flush(r: Raster, amount: number): void {
  for (let i = 0; i < r.pixels.length; i++) {
    const color = r.pixels[i];
    if (color.startsWith("#")) r.pixels[i] = mix(color, "#ff2a1a", amount);
  }
}

/** Steam rising from the head and an angry mark beside it. */
function drawSteam(r: Raster, eyes: Point[]): void {
  const x = Math.round(eyes.reduce((sum, eye) => sum + eye.x, 0) / eyes.length);
  const top = topAt(r, x, eyes[0].y);
  const wisp = [".s", "s.", ".s", "s."];
  r.draw(wisp, x - 5, top - 6, { s: "#f4eef8" }, { outline: false });
  r.draw(wisp, x + 4, top - 7, { s: "#f4eef8" }, { outline: false });
  r.draw([".r.r.", "rr.rr", ".....", "rr.rr", ".r.r."], x - 2, top - 12, { r: "#ff2a2a" }, { outline: false });
}

export interface BossLook {
  /** The boss's rage is (nearly) full, or it has just struck. */
  enraged?: boolean;
}

/** Is there a drawing for this quest's boss? */
export function hasBossArt(questKey: string): boolean {
  return Object.hasOwn(BOSS_DESIGNS, questKey);
}

/** The boss of a quest with a transparent backdrop, cropped to the boss and the air round it. */
export function composeBoss(questKey: string, look: BossLook = {}): PixelPicture {
  const design = BOSS_DESIGNS[questKey];
  if (!design) return new Raster(BOSS_WIDTH, BOSS_HEIGHT).toPicture();
  const body = drawBody(design, questKey);
  let figure = body.raster;
  const box = figure.bounds() ?? { x: 0, y: 0, w: BOSS_WIDTH, h: BOSS_HEIGHT };
  // A body without eyes of its own (a tree, a ball of yarn) looks out of its upper third.
  const eyes = body.eyes.length
    ? body.eyes
    : [-3, 2].map((dx) => ({ x: Math.round(box.x + box.w / 2 + dx), y: Math.round(box.y + box.h / 3) }));
  if (look.enraged) flush(figure, 0.22);
  drawEyes(figure, eyes, look.enraged ? "#ff2a2a" : (design.eyes ?? "#ffdf4a"));
  if (design.horns) drawHorns(figure, eyes);
  if (design.crown) drawCrown(figure, eyes);
  if (look.enraged) {
    drawSteam(figure, eyes);
    figure = drawAura(figure, "#ff3a2a", 2);
  } else if (design.aura) figure = drawAura(figure, design.aura, 1);
  // The picture is cropped to the boss and a little air round it, so every boss fills its stage.
  const whole = figure.bounds() ?? box;
  const left = Math.max(0, whole.x - 4);
  const top = Math.max(0, whole.y - 6);
  const r = new Raster(Math.min(BOSS_WIDTH, whole.x + whole.w + 4) - left, BOSS_HEIGHT - top);
  if (body.grounded) drawShadow(r, figure, left, top);
  r.stamp(figure, -left, -top);
  if (design.drift) drawDrift(r, design.drift, questKey);
  return r.toPicture();
}

/**
 * A tiny pixel canvas: sprites written as rows of letters are painted through a palette, each
 * with its own dark outline (the look of hand-made pixel art), and the result becomes one SVG
 * path per colour made of merged rectangles.
 */
import { outlineOf } from "./color";

/** letter -> colour; "." and " " are always transparent. */
export type Palette = Record<string, string>;

export interface DrawOptions {
  /** Draw the sprite's own outline around it (default true). */
  outline?: boolean;
  /** Mirror left to right. */
  flip?: boolean;
  /** Only paint where this answers true (canvas coordinates). */
  clip?: (x: number, y: number) => boolean;
}

export interface PixelPicture {
  width: number;
  height: number;
  /** One entry per colour: the colour and its path of rectangles. */
  paths: { color: string; d: string }[];
}

export class Raster {
  readonly pixels: string[];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Array<string>(width * height).fill("");
  }

  inside(x: number, y: number): boolean {
    return x >= 0 && y >= 0 && x < this.width && y < this.height;
  }

  get(x: number, y: number): string {
    return this.inside(x, y) ? this.pixels[y * this.width + x] : "";
  }

  set(x: number, y: number, color: string): void {
    if (color && this.inside(x, y)) this.pixels[y * this.width + x] = color;
  }

  rect(x: number, y: number, w: number, h: number, color: string): void {
    for (let j = 0; j < h; j++) for (let i = 0; i < w; i++) this.set(x + i, y + j, color);
  }

  /** Paints letter rows at (x, y): first the outline ring, then the pixels. */
  draw(rows: readonly string[], x: number, y: number, palette: Palette, options: DrawOptions = {}): void {
    const height = rows.length;
    const width = Math.max(0, ...rows.map((row) => row.length));
    const colorAt = (i: number, j: number): string => {
      if (j < 0 || j >= height || i < 0 || i >= width) return "";
      const row = rows[j];
      const char = row[options.flip ? width - 1 - i : i];
      if (char === undefined || char === "." || char === " ") return "";
      return palette[char] ?? "";
    };
    const put = (i: number, j: number, color: string) => {
      const cx = x + i;
      const cy = y + j;
      if (options.clip && !options.clip(cx, cy)) return;
      this.set(cx, cy, color);
    };
    if (options.outline !== false) {
      for (let j = -1; j <= height; j++) {
        for (let i = -1; i <= width; i++) {
          if (colorAt(i, j)) continue;
          const neighbour = colorAt(i, j - 1) || colorAt(i, j + 1) || colorAt(i - 1, j) || colorAt(i + 1, j);
          if (neighbour) put(i, j, outlineOf(neighbour));
        }
      }
    }
    for (let j = 0; j < height; j++) {
      for (let i = 0; i < width; i++) {
        const color = colorAt(i, j);
        if (color) put(i, j, color);
      }
    }
  }

  /** Copies another raster on top of this one at (x, y). */
  stamp(other: Raster, x: number, y: number): void {
    for (let j = 0; j < other.height; j++)
      for (let i = 0; i < other.width; i++) this.set(x + i, y + j, other.get(i, j));
  }

  /** The smallest box holding every painted pixel, or undefined when empty. */
  bounds(): { x: number; y: number; w: number; h: number } | undefined {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -1;
    let maxY = -1;
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        if (!this.get(x, y)) continue;
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
    return maxX < 0 ? undefined : { x: minX, y: minY, w: maxX - minX + 1, h: maxY - minY + 1 };
  }

  /** A raster holding only the painted part, padded to a square of at least `min` pixels. */
  cropSquare(pad = 1, min = 0): Raster {
    const box = this.bounds();
    if (!box) return new Raster(Math.max(1, min), Math.max(1, min));
    const side = Math.max(box.w, box.h, min) + pad * 2;
    const out = new Raster(side, side);
    const offsetX = Math.floor((side - box.w) / 2) - box.x;
    const offsetY = Math.floor((side - box.h) / 2) - box.y;
    for (let y = box.y; y < box.y + box.h; y++)
      for (let x = box.x; x < box.x + box.w; x++) out.set(x + offsetX, y + offsetY, this.get(x, y));
    return out;
  }

  /** Rectangles of equal colour, merged along rows and then down columns, as SVG paths. */
  toPicture(): PixelPicture {
    const byColor = new Map<string, string[]>();
    // Runs still growing downwards, keyed by "x,len,color".
    let open = new Map<string, { x: number; y: number; len: number; h: number; color: string }>();
    const flush = (run: { x: number; y: number; len: number; h: number; color: string }) => {
      const list = byColor.get(run.color) ?? [];
      list.push(`M${run.x} ${run.y}h${run.len}v${run.h}h-${run.len}z`);
      byColor.set(run.color, list);
    };
    for (let y = 0; y <= this.height; y++) {
      const next = new Map<string, { x: number; y: number; len: number; h: number; color: string }>();
      if (y < this.height) {
        let x = 0;
        while (x < this.width) {
          const color = this.get(x, y);
          let end = x + 1;
          while (end < this.width && this.get(end, y) === color) end++;
          if (color) {
            const key = `${x},${end - x},${color}`;
            const run = open.get(key);
            if (run) {
              run.h += 1;
              open.delete(key);
              next.set(key, run);
            } else next.set(key, { x, y, len: end - x, h: 1, color });
          }
          x = end;
        }
      }
      for (const run of open.values()) flush(run);
      open = next;
    }
    return {
      width: this.width,
      height: this.height,
      paths: [...byColor].map(([color, parts]) => ({ color, d: parts.join("") })),
    };
  }
}

/** Mirrors left halves into whole rows: "ab" -> "abba"; with odd, the last letter is the middle. */
export function symmetric(halves: readonly string[], odd = false): string[] {
  return halves.map((half) => half + [...(odd ? half.slice(0, -1) : half)].reverse().join(""));
}

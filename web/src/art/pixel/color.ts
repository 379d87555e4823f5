/** Colour arithmetic for the pixel art: shades and tints of any CSS hex colour, and stable hashes. */

export interface Hsl {
  h: number;
  s: number;
  l: number;
}

export function hexToHsl(hex: string): Hsl {
  const value = hex.replace("#", "");
  const full = value.length === 3 ? [...value].map((char) => char + char).join("") : value.padEnd(6, "0").slice(0, 6);
  const r = parseInt(full.slice(0, 2), 16) / 255;
  const g = parseInt(full.slice(2, 4), 16) / 255;
  const b = parseInt(full.slice(4, 6), 16) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s, l };
}

export function hslToHex({ h, s, l }: Hsl): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = Math.max(0, Math.min(1, s));
  const light = Math.max(0, Math.min(1, l));
  const c = (1 - Math.abs(2 * light - 1)) * sat;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = light - c / 2;
  const [r, g, b] =
    hue < 60
      ? [c, x, 0]
      : hue < 120
        ? [x, c, 0]
        : hue < 180
          ? [0, c, x]
          : hue < 240
            ? [0, x, c]
            : hue < 300
              ? [x, 0, c]
              : [c, 0, x];
  const channel = (value: number) =>
    Math.round((value + m) * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** Darker (amount < 0) or lighter (amount > 0), with a slight hue shift as pixel artists do. */
export function shade(hex: string, amount: number): string {
  const hsl = hexToHsl(hex);
  const shift = amount < 0 ? 8 : -6;
  return hslToHex({
    h: hsl.h + (hsl.s > 0.08 ? shift * Math.abs(amount) * 2 : 0),
    s: hsl.s * (amount < 0 ? 1.05 : 0.95),
    l: hsl.l + amount * (amount < 0 ? hsl.l : 1 - hsl.l),
  });
}

export function mix(a: string, b: string, weight: number): string {
  const parse = (hex: string) => {
    const value = hex.replace("#", "");
    return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16));
  };
  const [x, y] = [parse(a), parse(b)];
  return `#${x
    .map((channel, i) =>
      Math.round(channel * (1 - weight) + y[i] * weight)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** The outline drawn around a pixel of this colour: a deep, slightly purple shade of it. */
export function outlineOf(hex: string): string {
  return mix(shade(hex, -0.6), "#1e1430", 0.55);
}

export function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

/** A small seeded random source (mulberry32) so a key always draws the same picture. */
export function seeded(seed: string): () => number {
  let state = hash(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hueColor(h: number, s = 0.6, l = 0.5): string {
  return hslToHex({ h, s, l });
}

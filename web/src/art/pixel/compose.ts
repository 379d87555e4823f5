/**
 * Puts a hero together on one pixel canvas, back to front: the background scene, the mount,
 * back gear, the chair, the back of the hair, the body and its armour, the head, beard,
 * eyewear, the hair's front, flower, head gear and accessory, shield and weapon in the hands,
 * and the pet at the hero's feet. Also draws single items alone for icons and previews.
 */
import { appearance } from "../../../../content/data/appearance";
import { backgroundSetOf } from "../../../../content/data/backgrounds";
import { gear as gearTable } from "../../../../content/data/gear";
import { POTION_COLORS } from "../../../../content/data/hatchingPotions";
import { animalPalette, animalSprite, potionColor, potionPattern } from "./animals";
import { hash, hexToHsl, hslToHex, mix, shade } from "./color";
import {
  FIGURE,
  HEAD,
  HEAD_ASLEEP,
  LEGS_RIDING,
  LEGS_STANDING,
  bangsPart,
  beardPart,
  flowerSprite,
  hairParts,
  handsOf,
  mustachePart,
  torso,
  type HairPart,
} from "./figure";
import {
  accessorySprite,
  armorSprite,
  backSprite,
  bodySprite,
  eyeSprite,
  factsFromKey,
  gearDesign,
  gearPalette,
  headSprite,
  namedColor,
  shieldSprite,
  weaponSprite,
  wordsOf,
  type GearFacts,
  type GearSlot,
} from "./gearArt";
import { Raster, type Palette, type PixelPicture } from "./raster";
import { GROUND, SCENE_HEIGHT, SCENE_WIDTH, drawScene } from "./scenes";

export interface HeroLook {
  size?: string;
  skin?: string;
  shirt?: string;
  hair?: { base?: number; color?: string; bangs?: number; beard?: number; mustache?: number; flower?: number };
  chair?: string;
  background?: string;
  sleep?: boolean;
}

export interface HeroInput {
  look: HeroLook;
  gear?: Partial<Record<GearSlot, string>>;
  pet?: string;
  mount?: string;
  /** Leave the background out (the picture then has a transparent backdrop). */
  noBackground?: boolean;
}

const swatch = (kind: keyof typeof appearance, key: string | undefined, fallback: string): string => {
  const value = key !== undefined ? appearance[kind]?.[key]?.swatch : undefined;
  return value && value.startsWith("#") ? value : fallback;
};

export function factsOf(key: string): GearFacts {
  const item = gearTable[key];
  if (!item) return factsFromKey(key);
  return {
    key,
    type: item.type,
    klass: item.klass,
    index: item.index,
    set: item.set,
    season: item.season,
    specialClass: item.specialClass,
    gearSet: item.gearSet,
    mystery: item.mystery,
    event: item.event,
  };
}

/** Base items (the "nothing worn" placeholders) draw nothing. */
export const isWorn = (key: string | undefined): key is string => Boolean(key) && !key!.includes("_base_");

function skinPalette(color: string): Palette {
  return {
    s: color,
    S: shade(color, -0.14),
    e: "#2a2030",
    w: "#ffffff",
    C: mix(color, "#ff6a8a", 0.35),
    m: shade(color, -0.5),
  };
}

function hairPalette(color: string): Palette {
  return { h: color, H: shade(color, -0.22), f: color, y: "#ffe27a" };
}

const siblingsBySlot = new Map<string, string[]>();

/** Items of one set made for the same slot (an Armoire set of foods, say), in key order. */
function slotSiblings(facts: GearFacts): string[] {
  if (!facts.set) return [];
  const group = `${facts.set}/${facts.type}`;
  let keys = siblingsBySlot.get(group);
  if (!keys) {
    keys = Object.values(gearTable)
      .filter((item) => item.set === facts.set && item.type === facts.type)
      .map((item) => item.key)
      .sort();
    siblingsBySlot.set(group, keys);
  }
  return keys;
}

/** The palette of an item, with the colour a matching accessory set names (fox ears, pink glasses). */
function itemPalette(facts: GearFacts): Palette {
  let palette = gearPalette(facts);
  // Several pieces of one set for one slot share the set's colours, each turned to its own hue.
  const siblings = slotSiblings(facts);
  if (siblings.length > 1) {
    const rank = siblings.indexOf(facts.key);
    const base = hexToHsl(palette.a);
    const turned = hslToHex({ ...base, h: (base.h + (rank * 300) / siblings.length) % 360, s: Math.max(base.s, 0.45) });
    palette = { ...palette, a: turned, A: shade(turned, -0.25), L: shade(turned, 0.35) };
  }
  // Blades are steel whatever the armour's colour, so a sword never melts into a golden helm.
  if (facts.type === "weapon" && facts.klass === "warrior") {
    return { ...palette, m: "#d6dde6", M: "#8c96a3", L: "#f4f8fc" };
  }
  const words = wordsOf(facts.index);
  if (facts.gearSet === "animal") {
    const animal = words.find((word) => appearance.skin[word]);
    if (animal) {
      const fur = swatch("skin", animal, palette.a);
      return { ...palette, a: fur, A: shade(fur, -0.25), L: mix(fur, "#ffffff", 0.45) };
    }
  }
  // An item named after a hatching potion (the Armoire's potions) wears that potion's colour;
  // one whose name gives a colour (blue glasses) wears that colour.
  const potion = Object.keys(POTION_COLORS)
    .filter((key) => facts.index.endsWith(key))
    .sort((a, b) => b.length - a.length)[0];
  const colour = potion ? potionColor(potion, POTION_COLORS) : namedColor(words);
  // Two items of one named colour still differ a shade, each by its own key.
  const named = colour && shade(colour, ((hash(facts.key) % 9) - 4) / 40);
  if (named)
    return { ...palette, a: named, A: shade(named, -0.25), L: shade(named, 0.35), g: mix(named, "#bfe6ff", 0.6) };
  return palette;
}

function drawHair(r: Raster, part: HairPart | undefined, ox: number, oy: number, palette: Palette): void {
  if (part) r.draw(part.rows, ox - 1, oy - part.top, palette);
}

function drawAnimal(
  r: Raster,
  key: string,
  mount: boolean,
  x: number,
  groundY: number,
  flip: boolean,
): { x: number; y: number } | undefined {
  const sprite = animalSprite(key, mount);
  const color = potionColor(sprite.potion, POTION_COLORS);
  const palette = animalPalette(color);
  const pattern = potionPattern(sprite.potion);
  const height = sprite.rows.length;
  const top = groundY - (height - 2);
  if (pattern === "rainbow") {
    // Bands of colour across the body.
    const bands: Palette[] = [0, 60, 120, 200, 280].map((h) => animalPalette(hslToHex({ h, s: 0.7, l: 0.62 })));
    const width = Math.max(...sprite.rows.map((row) => row.length));
    r.draw(sprite.rows, x, top, palette, { flip });
    bands.forEach((band, i) => {
      const from = Math.floor((i * width) / bands.length);
      const to = Math.floor(((i + 1) * width) / bands.length);
      r.draw(
        sprite.rows,
        x,
        top,
        { a: band.a, A: band.A, L: band.L },
        { flip, outline: false, clip: (cx) => cx - x >= from && cx - x < to },
      );
    });
  } else
    r.draw(
      sprite.rows,
      x,
      top,
      pattern === "ghost"
        ? { ...palette, a: mix(palette.a, "#ffffff", 0.45), A: mix(palette.A, "#ffffff", 0.35) }
        : palette,
      { flip },
    );
  if (pattern === "dots" || pattern === "stars") {
    const dot = pattern === "stars" ? "#fff6c8" : "#ffffff";
    sprite.rows.forEach((row, j) => {
      [...row].forEach((char, i) => {
        if (char === "a" && (i * 7 + j * 3) % 9 === 0) r.set(x + (flip ? row.length - 1 - i : i), top + j, dot);
      });
    });
  }
  if (!sprite.seat) return undefined;
  const width = Math.max(...sprite.rows.map((row) => row.length));
  return { x: x + (flip ? width - 1 - sprite.seat.x : sprite.seat.x), y: top + sprite.seat.y };
}

/** Draws one worn item onto the figure whose head's top-left corner is (ox, oy). */
function drawItem(r: Raster, key: string, ox: number, oy: number, broad: boolean, riding: boolean): void {
  const facts = factsOf(key);
  const design = gearDesign(facts);
  const palette = itemPalette(facts);
  const hands = handsOf(broad);
  switch (design.slot) {
    case "weapon": {
      const sprite = weaponSprite(design.design as Parameters<typeof weaponSprite>[0], design.variant);
      r.draw(sprite.rows, ox + hands.weapon.x - sprite.ax + 4, oy + hands.weapon.y - sprite.ay, palette);
      break;
    }
    case "shield": {
      const sprite = shieldSprite(design.design, design.variant);
      const width = Math.max(...sprite.rows.map((row) => row.length));
      r.draw(sprite.rows, ox + hands.shield.x - (width - 1 - sprite.ax) - 2, oy + hands.shield.y - sprite.ay, palette, {
        flip: true,
      });
      break;
    }
    case "armor": {
      const rows = armorSprite(design.design, broad);
      r.draw(riding ? rows.slice(0, 7) : rows, ox, oy + FIGURE.bodyTop, palette);
      break;
    }
    case "head": {
      const sprite = headSprite(design.design, design.variant, design.horns);
      r.draw(sprite.rows, ox - 1, oy - sprite.top, palette);
      break;
    }
    case "headAccessory": {
      const sprite = accessorySprite(design.design, design.variant);
      r.draw(sprite.rows, ox - 1, oy - sprite.top, palette);
      break;
    }
    case "back": {
      const sprite = backSprite(design.design, design.variant);
      r.draw(sprite.rows, ox - 4, oy - sprite.top, palette);
      break;
    }
    case "body": {
      const sprite = bodySprite(design.design, design.variant);
      r.draw(sprite.rows, ox, oy - sprite.top, palette);
      break;
    }
    case "eyewear": {
      const sprite = eyeSprite(design.design);
      r.draw(sprite.rows, ox - 1, oy - sprite.top, palette, {
        outline: design.design === "mask" || design.design === "goggles",
      });
      break;
    }
  }
}

function drawChair(r: Raster, chair: string, ox: number, oy: number, front: boolean): void {
  const color = swatch("chair", chair.replace(/^handleless_/, ""), "#8a8a8a");
  const palette: Palette = { a: color, A: shade(color, -0.3), m: "#c9d2dc", M: "#7a828c", k: "#2a2030" };
  if (!front) {
    const handles = !chair.startsWith("handleless");
    r.draw(
      [
        ...(handles ? ["m..........m"] : []),
        "aaaaaaaaaaaa",
        "aAAAAAAAAAAa",
        "aAAAAAAAAAAa",
        "aAAAAAAAAAAa",
        "aAAAAAAAAAAa",
        "aaaaaaaaaaaa",
      ],
      ox + 1,
      oy + FIGURE.bodyTop - (handles ? 3 : 2),
      palette,
    );
    r.draw(["aaaaaaaaaaaaaa", "AAAAAAAAAAAAAA"], ox, oy + FIGURE.legsTop, palette);
    return;
  }
  r.draw(
    ["..kkkk..", ".kmmmmk.", "kmk..kmk", "km....mk", "km....mk", "kmk..kmk", ".kmmmmk.", "..kkkk.."],
    ox - 3,
    oy + FIGURE.legsTop - 2,
    palette,
    { outline: false },
  );
}

/** The whole hero as a picture (56 x 60 pixels). */
export function composeHero(input: HeroInput): PixelPicture {
  return drawHero(input).raster.toPicture();
}

/** The hero on its canvas, with where its head's top-left corner went (a quest boss drawn like a hero adds to it). */
export function drawHero({ look, gear = {}, pet, mount, noBackground }: HeroInput): {
  raster: Raster;
  head: { x: number; y: number };
} {
  const r = new Raster(SCENE_WIDTH, SCENE_HEIGHT);
  if (look.background && !noBackground)
    r.stamp(drawScene({ key: look.background, set: backgroundSetOf[look.background] }), 0, 0);
  const broad = look.size === "broad";
  const hair = look.hair ?? {};
  const skin = skinPalette(swatch("skin", look.skin, "#f5a76e"));
  const shirtColor = swatch("shirt", look.shirt, "#3f6fd8");
  const clothes: Palette = { t: shirtColor, T: shade(shirtColor, -0.22), p: "#3d3552", k: "#5a3a2a", s: skin.s };
  const hairColors = hairPalette(swatch("color", hair.color, "#7b4b2a"));

  let ox = Math.floor((SCENE_WIDTH - FIGURE.width) / 2);
  let oy = GROUND - FIGURE.height;
  let riding = false;
  if (mount) {
    const seat = drawAnimal(r, mount, true, 7, GROUND, false);
    if (seat) {
      riding = true;
      ox = seat.x - 6;
      oy = seat.y - (FIGURE.legsTop - 1);
    }
  }
  const chair = !riding && look.chair && look.chair !== "none" ? look.chair : undefined;
  if (isWorn(gear.back)) drawItem(r, gear.back, ox, oy, broad, riding);
  if (chair) drawChair(r, chair, ox, oy, false);
  const parts = hairParts(Number(hair.base ?? 0));
  drawHair(r, parts.back, ox, oy, hairColors);
  r.draw(torso(broad), ox, oy + FIGURE.bodyTop, { ...clothes, ...skin, s: skin.s });
  r.draw(riding ? LEGS_RIDING : LEGS_STANDING, ox, oy + FIGURE.legsTop, clothes);
  if (isWorn(gear.armor)) drawItem(r, gear.armor, ox, oy, broad, riding);
  if (isWorn(gear.body)) drawItem(r, gear.body, ox, oy, broad, riding);
  r.draw(look.sleep ? HEAD_ASLEEP : HEAD, ox, oy, skin);
  drawHair(r, beardPart(Number(hair.beard ?? 0)), ox, oy, hairColors);
  drawHair(r, mustachePart(Number(hair.mustache ?? 0)), ox, oy, hairColors);
  if (isWorn(gear.eyewear)) drawItem(r, gear.eyewear, ox, oy, broad, riding);
  drawHair(r, parts.top, ox, oy, hairColors);
  drawHair(r, bangsPart(Number(hair.bangs ?? 0)), ox, oy, hairColors);
  const flower = flowerSprite(Number(hair.flower ?? 0));
  if (flower) {
    const petals = hslToHex({ h: flower.hue, s: 0.75, l: 0.62 });
    r.draw(flower.rows, ox + 11, oy - 1, { f: petals, F: shade(petals, -0.25), y: "#ffe27a" });
  }
  if (isWorn(gear.head)) drawItem(r, gear.head, ox, oy, broad, riding);
  if (isWorn(gear.headAccessory)) drawItem(r, gear.headAccessory, ox, oy, broad, riding);
  if (isWorn(gear.shield)) drawItem(r, gear.shield, ox, oy, broad, riding);
  if (isWorn(gear.weapon)) drawItem(r, gear.weapon, ox, oy, broad, riding);
  if (chair) drawChair(r, chair, ox, oy, true);
  if (look.sleep) {
    r.draw(["zzz.", "..z.", ".z..", "zzz."], ox + 15, oy - 4, { z: "#f4f0ff" });
  }
  if (pet) drawAnimal(r, pet, false, riding ? 0 : 1, GROUND + 1, true);
  return { raster: r, head: { x: ox, y: oy } };
}

/** One item alone, cropped to a square, for shop and inventory icons. */
export function itemPicture(key: string): PixelPicture {
  const r = new Raster(40, 48);
  const facts = factsOf(key);
  // Armour is shown on a plain body so its cut reads; everything else alone.
  if (facts.type === "armor")
    r.draw(torso(false), 13, 14 + FIGURE.bodyTop, { t: "#d8d4e0", T: "#b8b4c4", p: "#8a86a0", s: "#e8c8a8" });
  if (facts.type === "eyewear" || facts.type === "headAccessory" || facts.type === "head")
    r.draw(HEAD, 13, 14, skinPalette("#e8c8a8"));
  drawItem(r, key, 13, 14, false, false);
  return r.cropSquare(1, 12).toPicture();
}

/** Equipment slots the hero can wear; other "gear" keys (the Armoire) are not worn items. */
export function isGearKey(key: string): boolean {
  return /^(weapon|armor|head|shield|back|body|headAccessory|eyewear)_/.test(key);
}

/** The Enchanted Armoire: a wardrobe with a gleam of gold. */
export function armoirePicture(): PixelPicture {
  const r = new Raster(18, 18);
  r.draw(
    [
      "..wwwwwwwwww..",
      ".wWWWWWWWWWWw.",
      "wwwwwwwwwwwwww",
      "waaaaaawaaaaaw",
      "waLaaaawaLaaaw",
      "waLaaaawaaaaaw",
      "waaaaagwgaaaaw",
      "waaaaaawaaaaaw",
      "waaaaaawaaaaaw",
      "waAAAAawaAAAAw",
      "waaaaaawaaaaaw",
      "wwwwwwwwwwwwww",
      ".W..........W.",
    ],
    2,
    2,
    { w: "#b5793a", W: "#8a5426", a: "#7a4fc4", A: "#5d3a9e", L: "#a987e8", g: "#f2c230" },
  );
  return r.cropSquare(1, 12).toPicture();
}

export function animalPicture(key: string, mount: boolean): PixelPicture {
  const r = new Raster(40, 30);
  drawAnimal(r, key, mount, 2, 27, !mount);
  return r.cropSquare(1, 12).toPicture();
}

export function backgroundPicture(key: string): PixelPicture {
  return drawScene({ key, set: backgroundSetOf[key] }).toPicture();
}

/** A head-and-shoulders preview of one appearance option on the hero (the customisation shop). */
export function lookPicture(look: HeroLook): PixelPicture {
  const r = new Raster(24, 26);
  const skin = skinPalette(swatch("skin", look.skin, "#f5a76e"));
  const shirtColor = swatch("shirt", look.shirt, "#3f6fd8");
  const hair = look.hair ?? {};
  const hairColors = hairPalette(swatch("color", hair.color, "#7b4b2a"));
  const ox = 5;
  const oy = 6;
  const parts = hairParts(Number(hair.base ?? 0));
  drawHair(r, parts.back, ox, oy, hairColors);
  r.draw(torso(look.size === "broad").slice(0, 6), ox, oy + FIGURE.bodyTop, {
    t: shirtColor,
    T: shade(shirtColor, -0.22),
    p: "#3d3552",
    s: skin.s,
  });
  r.draw(HEAD, ox, oy, skin);
  drawHair(r, beardPart(Number(hair.beard ?? 0)), ox, oy, hairColors);
  drawHair(r, mustachePart(Number(hair.mustache ?? 0)), ox, oy, hairColors);
  drawHair(r, parts.top, ox, oy, hairColors);
  drawHair(r, bangsPart(Number(hair.bangs ?? 0)), ox, oy, hairColors);
  const flower = flowerSprite(Number(hair.flower ?? 0));
  if (flower) {
    const petals = hslToHex({ h: flower.hue, s: 0.75, l: 0.62 });
    r.draw(flower.rows, ox + 11, oy - 1, { f: petals, F: shade(petals, -0.25), y: "#ffe27a" });
  }
  return r.toPicture();
}

/** A chair on its own, for the chair options. */
export function chairPicture(chair: string): PixelPicture {
  const r = new Raster(24, 26);
  if (chair !== "none") {
    drawChair(r, chair, 5, 0, false);
    drawChair(r, chair, 5, 0, true);
  }
  return r.cropSquare(1, 12).toPicture();
}

/**
 * Sprite names of drop icons (spec §5, §7): a name with spaces uses only its last word, and
 * the file is a gif for the animated special items, a png otherwise.
 */
export const SPRITE_PATH = "mobileApp/images/";

/** Where the asset storage keeps the sprites (this origin until an external store is set up). */
export const SPRITE_BASE_URL = "/";

/** Special items whose sprites are animated. */
export const ANIMATED_SPRITES: ReadonlySet<string> = new Set([
  "snowball",
  "spookySparkles",
  "shinySeed",
  "seafoam",
  "Pet-Gryphatrice-Jubilant",
  "Mount_Icon_Gryphatrice-Jubilant",
  "head_special_0",
  "weapon_special_0",
  "weapon_special_critical",
  "shop_armoire",
]);

export function spriteName(name: string): string {
  const words = name.trim().split(/\s+/);
  return words[words.length - 1] ?? "";
}

export function spriteExtension(name: string): "gif" | "png" {
  return ANIMATED_SPRITES.has(spriteName(name)) ? "gif" : "png";
}

export function spriteUrl(name: string, base: string = SPRITE_BASE_URL): string {
  const image = spriteName(name);
  return `${base}${SPRITE_PATH}${image}.${spriteExtension(image)}`;
}

/**
 * The player's avatar: our own simple SVG shapes in layers (background, chair, mount, back
 * gear, body and shirt, armour, head and skin, hair, face, head gear, hands, pet), using the
 * customisation swatches of content/data/appearance and item pictures from artFor.
 */
import { appearance } from "../../../content/data/appearance";
import { artFor, colorFromKey, type ArtKind } from "./artFor";
import core from "../../../content/i18n/en/web/core";
import { translate } from "../i18n";

export interface AvatarHair {
  base?: number;
  color?: string;
  bangs?: number;
  beard?: number;
  mustache?: number;
  flower?: number;
}

export interface AvatarPreferences {
  size?: string;
  skin?: string;
  shirt?: string;
  hair?: AvatarHair;
  chair?: string;
  background?: string;
  sleep?: boolean;
}

export interface AvatarProps {
  preferences: AvatarPreferences;
  /** Worn gear by slot (equipped, or the costume when the player shows it). */
  gear?: Partial<Record<"weapon" | "armor" | "head" | "shield" | "back" | "body" | "headAccessory" | "eyewear", string>>;
  currentPet?: string;
  currentMount?: string;
  /** Pixel width; the height follows the 140x150 drawing. */
  width?: number;
  label?: string;
}

const swatch = (kind: keyof typeof appearance, key: string | undefined, fallback: string): string => {
  const value = key !== undefined ? appearance[kind][key]?.swatch : undefined;
  return value && value.startsWith("#") ? value : fallback;
};

const isWorn = (key: string | undefined): key is string => key !== undefined && key !== "" && !key.includes("_base_");

function Picture({ itemKey, kind, x, y, size }: { itemKey: string; kind: ArtKind; x: number; y: number; size: number }) {
  const art = artFor(itemKey, kind);
  return (
    <svg x={x} y={y} width={size} height={size} viewBox={art.viewBox} style={{ color: art.color }} data-icon={art.icon}>
      <g dangerouslySetInnerHTML={{ __html: art.body }} />
    </svg>
  );
}

function Hair({ hair, color }: { hair: AvatarHair; color: string }) {
  const base = hair.base ?? 0;
  const bangs = hair.bangs ?? 0;
  return (
    <g fill={color}>
      {base > 0 ? <path d="M50 46 Q52 24 70 23 Q88 24 90 46 Q84 34 70 33 Q56 34 50 46 Z" /> : null}
      {base > 0 && base % 3 === 1 ? <path d="M50 44 Q46 62 52 72 L56 70 Q53 58 55 46 Z M90 44 Q94 62 88 72 L84 70 Q87 58 85 46 Z" /> : null}
      {base > 0 && base % 3 === 2 ? <circle cx="70" cy="20" r="7" /> : null}
      {base > 0 && base % 3 === 0 ? <path d="M52 40 Q70 16 88 40 Q70 30 52 40 Z" /> : null}
      {bangs === 1 ? <path d="M56 36 Q70 30 84 36 L84 40 Q70 35 56 40 Z" /> : null}
      {bangs === 2 ? <path d="M55 38 L62 31 L66 38 L71 30 L76 38 L80 31 L85 38 Q70 34 55 38 Z" /> : null}
      {bangs === 3 ? <path d="M54 42 Q58 28 74 30 Q66 34 62 44 Z" /> : null}
      {bangs === 4 ? <path d="M55 38 q3 -6 6 0 q3 -6 6 0 q3 -6 6 0 q3 -6 6 0 q3 -6 6 0 Z" /> : null}
      {(hair.beard ?? 0) > 0 ? <path d={`M58 54 Q70 ${66 + (hair.beard ?? 0) * 4} 82 54 Q78 60 70 60 Q62 60 58 54 Z`} /> : null}
      {(hair.mustache ?? 0) > 0 ? <path d={hair.mustache === 1 ? "M63 54 Q70 50 77 54 Q70 53 63 54 Z" : "M61 55 Q66 50 70 53 Q74 50 79 55 Q74 53 70 55 Q66 53 61 55 Z"} /> : null}
    </g>
  );
}

export function Avatar({ preferences, gear = {}, currentPet, currentMount, width = 140, label }: AvatarProps) {
  const hair = preferences.hair ?? {};
  const skin = swatch("skin", preferences.skin, "#f5a76e");
  const shirt = swatch("shirt", preferences.shirt, "#3f6fd8");
  const hairColor = swatch("color", hair.color, "#7b4b2a");
  const broad = preferences.size === "broad";
  const chair = preferences.chair && preferences.chair !== "none" ? swatch("chair", preferences.chair, "#8a8a8a") : undefined;
  const lift = currentMount ? -18 : 0;
  const torsoWidth = broad ? 40 : 32;

  return (
    <svg width={width} height={(width * 150) / 140} viewBox="0 0 140 150" role="img" aria-label={label ?? translate(core, "avatar")}>
      {preferences.background ? <rect width="140" height="150" rx="8" fill={colorFromKey(preferences.background)} opacity="0.35" /> : null}
      {chair ? <rect x="44" y="70" width="52" height="56" rx="6" fill={chair} /> : null}
      {currentMount ? <Picture itemKey={currentMount} kind="mount" x={20} y={78} size={100} /> : null}
      <g transform={`translate(0 ${lift})`}>
        {isWorn(gear.back) ? <Picture itemKey={gear.back} kind="gear" x={40} y={58} size={60} /> : null}
        <rect x={70 - torsoWidth / 2} y="64" width={torsoWidth} height="38" rx="10" fill={shirt} />
        <rect x={70 - torsoWidth / 2 + 4} y="100" width="10" height="26" rx="4" fill={skin} />
        <rect x={70 + torsoWidth / 2 - 14} y="100" width="10" height="26" rx="4" fill={skin} />
        {isWorn(gear.armor) ? <Picture itemKey={gear.armor} kind="gear" x={70 - torsoWidth / 2 - 2} y={62} size={torsoWidth + 4} /> : null}
        {isWorn(gear.body) ? <Picture itemKey={gear.body} kind="gear" x={60} y={62} size={20} /> : null}
        <circle cx="70" cy="46" r="19" fill={skin} />
        <circle cx="63" cy="46" r="2.2" fill="#2b2522" />
        <circle cx="77" cy="46" r="2.2" fill="#2b2522" />
        {preferences.sleep ? null : <path d="M65 55 Q70 58 75 55" stroke="#2b2522" strokeWidth="1.5" fill="none" strokeLinecap="round" />}
        <Hair hair={hair} color={hairColor} />
        {(hair.flower ?? 0) > 0 ? <circle cx="87" cy="34" r="4.5" fill={`hsl(${((hair.flower ?? 0) * 47) % 360} 70% 62%)`} stroke="#fff" strokeWidth="1.5" /> : null}
        {isWorn(gear.eyewear) ? <Picture itemKey={gear.eyewear} kind="gear" x={56} y={36} size={28} /> : null}
        {isWorn(gear.head) ? <Picture itemKey={gear.head} kind="gear" x={51} y={1} size={38} /> : null}
        {isWorn(gear.headAccessory) ? <Picture itemKey={gear.headAccessory} kind="gear" x={56} y={0} size={28} /> : null}
        {isWorn(gear.weapon) ? <Picture itemKey={gear.weapon} kind="gear" x={94} y={58} size={36} /> : null}
        {isWorn(gear.shield) ? <Picture itemKey={gear.shield} kind="gear" x={10} y={62} size={32} /> : null}
      </g>
      {currentPet ? <Picture itemKey={currentPet} kind="pet" x={2} y={112} size={36} /> : null}
    </svg>
  );
}

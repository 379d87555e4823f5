/**
 * The player's avatar: one pixel-art figure drawn from the look, the worn gear, the pet and
 * the mount (see pixel/compose). Every slot is worn on the body, the mount carries the rider
 * and the background is a small scene of its own.
 */
import { memo, useMemo } from "react";
import { composeHero, lookPicture, type HeroLook } from "./pixel/compose";
import type { GearSlot } from "./pixel/gearArt";
import { PixelSvg } from "./PixelSvg";

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
  gear?: Partial<Record<GearSlot, string>>;
  currentPet?: string;
  currentMount?: string;
  /** Pixel width; the height follows the 56 x 60 drawing. */
  width?: number;
  label?: string;
  /** Leave the background scene out. */
  noBackground?: boolean;
}

/** A stable text form of what the avatar shows, so it is only redrawn when that changes. */
function lookKey({ preferences, gear = {}, currentPet, currentMount, noBackground }: AvatarProps): string {
  const { size, skin, shirt, hair = {}, chair, background, sleep } = preferences;
  return JSON.stringify([
    size,
    skin,
    shirt,
    hair.base,
    hair.color,
    hair.bangs,
    hair.beard,
    hair.mustache,
    hair.flower,
    chair,
    noBackground ? "" : background,
    sleep,
    gear.weapon,
    gear.armor,
    gear.head,
    gear.shield,
    gear.back,
    gear.body,
    gear.headAccessory,
    gear.eyewear,
    currentPet,
    currentMount,
  ]);
}

export const Avatar = memo(function Avatar(props: AvatarProps) {
  const key = lookKey(props);
  const picture = useMemo(
    () =>
      composeHero({
        look: props.preferences as HeroLook,
        gear: props.gear,
        pet: props.currentPet,
        mount: props.currentMount,
        noBackground: props.noBackground,
      }),
    // The key holds every input the drawing reads.
    [key],
  );
  return (
    <PixelSvg picture={picture} width={props.width ?? 140} label={props.label ?? "Avatar"} className="pixel-avatar" />
  );
});

/** A head-and-shoulders preview of the hero wearing one appearance option. */
export function LookPreview({ look, size = 48, label }: { look: HeroLook; size?: number; label?: string }) {
  const key = JSON.stringify(look);
  const picture = useMemo(() => lookPicture(look), [key]);
  return <PixelSvg picture={picture} width={size} label={label} className="look-preview" />;
}

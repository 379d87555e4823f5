import { memo, useMemo, type CSSProperties } from "react";
import { artFor, type ArtKind } from "./artFor";
import { animalPicture, armoirePicture, backgroundPicture, isGearKey, itemPicture } from "./pixel/compose";
import { eggPicture, potionPicture } from "./pixel/itemArt";
import { PixelSvg } from "./PixelSvg";

export interface ItemIconProps {
  itemKey: string;
  kind: ArtKind;
  /** Pixel size of the square picture. */
  size?: number;
  /** Accessible name; the picture is decorative when absent. */
  label?: string;
  className?: string;
  style?: CSSProperties;
}

/** Kinds drawn in the avatar's own pixel style, so a sword in the shop is the sword the hero holds. */
const PIXEL_KINDS = new Set<ArtKind>(["gear", "pet", "mount", "background", "egg", "potion"]);

function pixelPicture(itemKey: string, kind: ArtKind) {
  if (kind === "gear")
    return itemKey === "armoire" ? armoirePicture() : isGearKey(itemKey) ? itemPicture(itemKey) : undefined;
  if (kind === "background") return backgroundPicture(itemKey);
  if (kind === "egg") return eggPicture(itemKey);
  if (kind === "potion") return potionPicture(itemKey);
  return animalPicture(itemKey, kind === "mount");
}

/** The picture of a content item: our pixel art for gear, animals, eggs, potions and backgrounds, a tinted game-icons.net icon otherwise. */
export const ItemIcon = memo(function ItemIcon({ itemKey, kind, size = 48, label, className, style }: ItemIconProps) {
  const pixel = PIXEL_KINDS.has(kind) && (kind !== "gear" || itemKey === "armoire" || isGearKey(itemKey));
  const picture = useMemo(() => (pixel ? pixelPicture(itemKey, kind) : undefined), [pixel, itemKey, kind]);
  if (picture) {
    return (
      <span
        className={`item-picture${className ? ` ${className}` : ""}`}
        style={{ width: size, height: size, ...style }}
        data-art={`${kind}:${itemKey}`}
      >
        <PixelSvg
          picture={picture}
          width={size}
          height={kind === "background" ? (size * picture.height) / picture.width : size}
          label={label}
        />
      </span>
    );
  }
  const art = artFor(itemKey, kind);
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox={art.viewBox}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={{ color: art.color, ...style }}
      data-icon={art.icon}
    >
      <g dangerouslySetInnerHTML={{ __html: art.body }} />
      {art.badge ? (
        <svg x="62%" y="62%" width="38%" height="38%" viewBox={art.badge.viewBox} style={{ color: art.badge.color }}>
          <g dangerouslySetInnerHTML={{ __html: art.badge.body }} />
        </svg>
      ) : null}
    </svg>
  );
});

import type { CSSProperties } from "react";
import { artFor, type ArtKind } from "./artFor";

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

/** The picture of a content item: a tinted game-icons.net icon, with a badge for mounts. */
export function ItemIcon({ itemKey, kind, size = 48, label, className, style }: ItemIconProps) {
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
}

/** A quest's boss in our pixel art; its own chunk, loaded when a boss is on screen. */
import { useMemo } from "react";
import { PixelSvg } from "../art/PixelSvg";
import { composeBoss } from "../art/pixel/bosses";

/** The largest whole number of screen pixels per picture pixel that fits the box, so every pixel stays square. */
export function pixelScale(picture: { width: number; height: number }, box: { width: number; height: number }): number {
  return Math.max(1, Math.floor(Math.min(box.width / picture.width, box.height / picture.height)));
}

export default function BossArt({
  questKey,
  enraged = false,
  label,
  box,
}: {
  questKey: string;
  enraged?: boolean;
  label: string;
  /** The room the picture may take, in CSS pixels. */
  box: { width: number; height: number };
}) {
  const picture = useMemo(() => composeBoss(questKey, { enraged }), [questKey, enraged]);
  const scale = pixelScale(picture, box);
  return (
    <PixelSvg
      picture={picture}
      width={picture.width * scale}
      height={picture.height * scale}
      label={label}
      className="boss-art"
    />
  );
}

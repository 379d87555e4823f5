import type { CSSProperties } from "react";
import type { PixelPicture } from "./pixel/raster";

/** Draws a pixel picture as crisp SVG rectangles, one path per colour. */
export function PixelSvg({
  picture,
  width,
  height,
  label,
  className,
  style,
}: {
  picture: PixelPicture;
  width: number;
  height?: number;
  label?: string;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <svg
      className={className}
      width={width}
      height={height ?? (width * picture.height) / picture.width}
      viewBox={`0 0 ${picture.width} ${picture.height}`}
      shapeRendering="crispEdges"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      style={style}
    >
      {picture.paths.map((path) => (
        <path key={path.color} fill={path.color} d={path.d} />
      ))}
    </svg>
  );
}

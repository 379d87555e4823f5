import { useMemo } from "react";
import type { User } from "../../../content/rules/types";
import { lookPicture, type HeroLook } from "./pixel/compose";
import { PixelSvg } from "./PixelSvg";

/** The hero's head and shoulders, for small places such as the header's account button. */
export function Portrait({ user, size = 32 }: { user: Pick<User, "preferences">; size?: number }) {
  const look = user.preferences as HeroLook;
  const key = JSON.stringify([look.skin, look.shirt, look.size, look.hair]);
  const picture = useMemo(() => lookPicture(look), [key]);
  return <PixelSvg picture={picture} width={size} className="portrait" />;
}

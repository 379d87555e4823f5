/** Pictures of the game: our own pixel art (hero, gear, pets, mounts, backgrounds) and game-icons.net icons for the rest. */
export { artFor, colorFromKey, hasIcon } from "./artFor";
export type { Art, ArtKind } from "./artFor";
export { ItemIcon } from "./ItemIcon";
export type { ItemIconProps } from "./ItemIcon";
export { Avatar, LookPreview } from "./Avatar";
export type { AvatarHair, AvatarPreferences, AvatarProps } from "./Avatar";
export { PixelSvg } from "./PixelSvg";

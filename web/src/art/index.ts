/** Pictures of the game: item icons (game-icons.net, CC BY 3.0) and our own layered avatar. */
export { artFor, colorFromKey, hasIcon } from "./artFor";
export type { Art, ArtKind } from "./artFor";
export { ItemIcon } from "./ItemIcon";
export type { ItemIconProps } from "./ItemIcon";
export { Avatar } from "./Avatar";
export type { AvatarHair, AvatarPreferences, AvatarProps } from "./Avatar";

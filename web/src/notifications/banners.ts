/**
 * The top banners and their measured heights. A banner hidden for the session carries the
 * session flag hide-banner-{name} = 'true'.
 */
import { hideBanner, isBannerHidden, showBanner } from "../session";

export const BANNER_NAMES = [
  "offline",
  "chat-warning",
  "damage-paused",
  "gift-promo",
  "gems-promo",
  "privacy",
] as const;
export type BannerName = (typeof BANNER_NAMES)[number];

export { hideBanner, isBannerHidden, showBanner };

/** Heights of the banners on screen, measured by the banners themselves. */
let presentBanners: Partial<Record<BannerName, number>> = {};
const bannerListeners = new Set<() => void>();

export function setBannerHeight(name: BannerName, height: number | undefined): void {
  if (presentBanners[name] === height) return;
  const next = { ...presentBanners };
  if (height === undefined) delete next[name];
  else next[name] = height;
  presentBanners = next;
  for (const listener of bannerListeners) listener();
}

export function subscribeBanners(listener: () => void): () => void {
  bannerListeners.add(listener);
  return () => bannerListeners.delete(listener);
}

export function getPresentBanners(): Partial<Record<BannerName, number>> {
  return presentBanners;
}

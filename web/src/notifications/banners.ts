/**
 * The top banners and the notification overlay's offset below them (spec §2): a base of
 * 56 px plus the height of every banner that is showing. A banner hidden for the session
 * carries the session flag hide-banner-{name} = 'true'.
 */
import { BANNER_BASE_OFFSET_PX } from "../../../content/data/constants";
import { hideBanner, isBannerHidden, showBanner } from "../session";

export const BANNER_NAMES = ["offline", "chat-warning", "damage-paused", "gift-promo", "gems-promo", "privacy"] as const;
export type BannerName = (typeof BANNER_NAMES)[number];

export { hideBanner, isBannerHidden, showBanner };

/**
 * The overlay's top offset for the banners present (each with its measured height). The
 * banners scroll away under the sticky header, so the overlay follows them up as the page
 * scrolls, never higher than the header's 56 px.
 */
export function notificationOffset(present: Partial<Record<BannerName, number>>, hidden: (name: BannerName) => boolean = isBannerHidden, scrollY = 0): number {
  let banners = 0;
  for (const name of BANNER_NAMES) {
    const height = present[name];
    if (height !== undefined && !hidden(name)) banners += height;
  }
  return BANNER_BASE_OFFSET_PX + Math.max(0, banners - Math.max(0, scrollY));
}

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

/**
 * The shops' listings (GET /shops/market, /quests, /backgrounds, /seasonal, /time-travelers) in
 * two parts: what is on offer on the day, the same for every player of a language, built once
 * per deployment, language and day and kept in memory and the edge cache (lib/edgeCache.ts); and
 * the player's own marks put on it per request (what they own, what they may buy).
 * The rewards column's shop items (GET /user/in-app-rewards) do not change with the day: each
 * pinned path's listing is made once per language in this isolate and marked per player.
 */
import type { Context } from "hono";
import { t } from "../../content/i18n";
import { isCatalogueLoaded } from "../../content/i18n";
import { DAY_BOUNDARY_OFFSET_HOURS } from "../../content/data/constants";
import { type ShopContext, shopContextAt } from "../../content/rules/availability";
import {
  backgroundShopShared,
  backgroundsForPlayer,
  inAppRewardsForPlayer,
  marketForPlayer,
  marketShared,
  pinnedPathListing,
  questShopForPlayer,
  questShopShared,
  seasonalForPlayer,
  seasonalShared,
  type ShopCategory,
  type ShopItem,
  timeTravelersForPlayer,
  timeTravelersShared,
  type Translate,
} from "../../content/rules/shopListings";
import type { User } from "../../content/rules/types";
import type { AppEnv } from "../env";
import { builtValue } from "./edgeCache";

const HOUR = 3_600_000;

/**
 * What a day's listings depend on besides the language: the game's day (releases and the
 * monthly rotation turn at the day boundary, DAY_BOUNDARY_OFFSET_HOURS past midnight UTC) and
 * the events running (an event may start or end within a day).
 */
export function shopDayKey(shop: ShopContext): string {
  const gameDay = new Date(shop.now.getTime() - DAY_BOUNDARY_OFFSET_HOURS * HOUR).toISOString().slice(0, 10);
  return `${gameDay}:${shop.season}:${[...shop.events].sort().join("+")}`;
}

function translator(language: string): Translate {
  return (key, vars) => t(key, vars, language);
}

async function shared(
  c: Context<AppEnv>,
  shopName: string,
  user: User,
  shop: ShopContext,
  build: (say: Translate) => ShopCategory[],
): Promise<readonly ShopCategory[]> {
  const language = user.preferences.language;
  return builtValue(
    c,
    {
      key: `shop:${shopName}:${language}:${shopDayKey(shop)}`,
      maxAgeSeconds: 86400,
      // A catalogue that could not be read falls back to English: such a listing is not kept.
      keep: () => isCatalogueLoaded(language),
    },
    async () => build(translator(language)),
  );
}

export async function backgroundShopView(c: Context<AppEnv>, user: User, now: Date): Promise<ShopCategory[]> {
  const shop = shopContextAt(now);
  return backgroundsForPlayer(
    await shared(c, "backgrounds", user, shop, (say) => backgroundShopShared(now, say)),
    user,
  );
}

export async function seasonalShopView(c: Context<AppEnv>, user: User, shop: ShopContext): Promise<ShopCategory[]> {
  return seasonalForPlayer(await shared(c, "seasonal", user, shop, (say) => seasonalShared(shop, say)), user, shop);
}

export async function timeTravelersView(c: Context<AppEnv>, user: User, now: Date): Promise<ShopCategory[]> {
  const shop = shopContextAt(now);
  return timeTravelersForPlayer(
    await shared(c, "timeTravelers", user, shop, (say) => timeTravelersShared(now, say)),
    user,
  );
}

export async function marketView(c: Context<AppEnv>, user: User, shop: ShopContext): Promise<ShopCategory[]> {
  return marketForPlayer(await shared(c, "market", user, shop, (say) => marketShared(shop, say)), user, shop);
}

export async function questShopView(c: Context<AppEnv>, user: User, shop: ShopContext): Promise<ShopCategory[]> {
  return questShopForPlayer(await shared(c, "quests", user, shop, (say) => questShopShared(shop, say)), user, shop);
}

/** Paths' listings kept per language (the content is fixed for a deployment); bounded all the same. */
const PIN_LISTINGS_MAX = 20_000;
const pinListings = new Map<string, Map<string, ShopItem | undefined>>();
let pinListingCount = 0;

function pinListingOf(language: string, path: string): ShopItem | undefined {
  let listings = pinListings.get(language);
  if (listings?.has(path)) return listings.get(path);
  const listing = pinnedPathListing(path, translator(language));
  // A catalogue that could not be read falls back to English: such a listing is not kept.
  if (!isCatalogueLoaded(language)) return listing;
  if (pinListingCount >= PIN_LISTINGS_MAX) {
    pinListings.clear();
    pinListingCount = 0;
  }
  if (!listings) {
    listings = new Map();
    pinListings.set(language, listings);
  }
  listings.set(path, listing);
  pinListingCount += 1;
  return listing;
}

/** The rewards column's shop items for `user` (shared listings are never changed: each is copied when marked). */
export function inAppRewardsView(user: User): ShopItem[] {
  const language = user.preferences.language;
  return inAppRewardsForPlayer(user, (path) => pinListingOf(language, path));
}

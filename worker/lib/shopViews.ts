/**
 * The shops' listings (GET /shops/backgrounds, /seasonal, /time-travelers) in two parts: what
 * is on offer on the day, the same for every player of a language, built once per deployment,
 * language and day and kept in memory and the edge cache (lib/edgeCache.ts); and the player's
 * own marks put on it per request (what they own, what they may buy).
 */
import type { Context } from "hono";
import { t } from "../../content/i18n";
import { isCatalogueLoaded } from "../../content/i18n";
import { DAY_BOUNDARY_OFFSET_HOURS } from "../../content/data/constants";
import { type ShopContext, shopContextAt } from "../../content/rules/availability";
import {
  backgroundShopShared,
  backgroundsForPlayer,
  seasonalForPlayer,
  seasonalShared,
  type ShopCategory,
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

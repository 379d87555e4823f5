/**
 * The shops as the public API lists them (GET /shops/*), the gear the player may buy next
 * (GET /user/inventory/buy) and the rewards column's shop items (GET /user/in-app-rewards).
 * Every list comes from content/rules/shopListings.ts, in the player's language; the day's
 * market, quest shop, backgrounds, seasonal and time travelers' listings and the rewards column's
 * items are shared by all players and only marked per player (lib/shopViews.ts).
 */
import { Hono, type Context } from "hono";
import { t } from "../../content/i18n";
import { shopContextAt } from "../../content/rules/availability";
import { buyableGear, marketGearCategories, type Translate } from "../../content/rules/shopListings";
import type { AppEnv } from "../env";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import {
  backgroundShopView,
  inAppRewardsView,
  marketView,
  questShopView,
  seasonalShopView,
  timeTravelersView,
} from "../lib/shopViews";

function translator(c: Context<AppEnv>): Translate {
  const language = c.get("user").preferences.language;
  return (key, vars) => t(key, vars, language);
}

export const shopRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .get("/market", async (c) => {
    const say = translator(c);
    return ok(c, {
      identifier: "market",
      text: say("shopMarketText"),
      notes: say("shopMarketNotes"),
      imageName: "npc_alex",
      categories: await marketView(c, c.get("user"), shopContextAt(new Date())),
    });
  })
  .get("/market-gear", (c) => ok(c, { categories: marketGearCategories(c.get("user"), translator(c)) }))
  .get("/quests", async (c) => {
    const say = translator(c);
    return ok(c, {
      identifier: "questShop",
      text: say("shopQuestsText"),
      notes: say("shopQuestsNotes"),
      imageName: "npc_ian",
      categories: await questShopView(c, c.get("user"), shopContextAt(new Date())),
    });
  })
  .get("/time-travelers", async (c) => {
    const say = translator(c);
    const user = c.get("user");
    const hasHourglasses = user.purchased.plan.consecutive.trinkets > 0;
    return ok(c, {
      identifier: "timeTravelersShop",
      text: say("shopTimeTravelersText"),
      notes: say(hasHourglasses ? "shopTimeTravelersNotes" : "shopTimeTravelersNotesNoHourglasses"),
      imageName: hasHourglasses ? "npc_timetravelers_active" : "npc_timetravelers",
      categories: await timeTravelersView(c, user, new Date()),
    });
  })
  .get("/seasonal", async (c) => {
    const say = translator(c);
    const shop = shopContextAt(new Date());
    return ok(c, {
      identifier: "seasonalShop",
      text: say("shopSeasonalText"),
      notes: say("shopSeasonalNotes"),
      imageName: `seasonalshop_${shop.season}`,
      season: shop.season,
      categories: await seasonalShopView(c, c.get("user"), shop),
    });
  })
  .get("/backgrounds", async (c) => {
    const say = translator(c);
    return ok(c, {
      identifier: "backgroundShop",
      text: say("shopBackgroundsText"),
      notes: say("shopBackgroundsNotes"),
      imageName: "background_shop",
      sets: await backgroundShopView(c, c.get("user"), new Date()),
    });
  });

export const userShopRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .get("/inventory/buy", (c) => ok(c, buyableGear(c.get("user"), translator(c), shopContextAt(new Date()))))
  .get("/in-app-rewards", (c) => ok(c, inAppRewardsView(c.get("user"))));

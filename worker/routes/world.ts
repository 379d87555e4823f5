/** GET /world-state: the events running now and their promotions (spec §3 World state). */
import { Hono } from "hono";
import { activeEvents } from "../../content/data/events";
import { database } from "../../db/client";
import type { AppEnv } from "../env";
import { worldBossState } from "../lib/partyQuest";
import { ok } from "../middleware/envelope";
import type { WorldState } from "../api-types/world";

export const worldStateRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const now = new Date();
  const boss = await worldBossState(database(c.env.DB));
  const currentEventList = activeEvents(now).map((event) => ({
    event: event.kind,
    key: event.key,
    season: event.season,
    start: event.start,
    end: event.end,
    npcImageSuffix: event.npcImageSuffix,
    promo: event.promo,
    gemsPromo: event.gemsPromo,
    foodSeason: event.foodSeason,
    aprilFools: event.aprilFools,
  }));
  return ok<WorldState>(c, {
    currentEventList,
    npcImageSuffix: currentEventList.find((event) => event.npcImageSuffix)?.npcImageSuffix ?? "",
    worldBoss: boss.active ? boss : {},
  });
});

/**
 * Development-only quest helpers, present only when DEBUG_ROUTES is "true" (like debug.ts):
 * start a world boss in the tavern, since world bosses are started by staff, never by a scroll.
 */
import { Hono } from "hono";
import { GameError } from "../../content/rules/errors";
import { database } from "../../db/client";
import type { AppEnv } from "../env";
import { startWorldBoss, worldBossState } from "../lib/partyQuest";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";

export const debugQuestRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (c.env.DEBUG_ROUTES !== "true") throw new GameError("NotFound", "routeNotFound");
    await next();
  })
  .use(authenticate)
  .post("/world-boss/:questKey", async (c) => {
    const db = database(c.env.DB);
    const started = await startWorldBoss(c.env, db, c.req.param("questKey"));
    if (!started) {
      const current = await worldBossState(db);
      if (current.active) throw new GameError("NotAuthorized", "questAlreadyUnderway");
      throw new GameError("NotFound", "questNotFound", { key: c.req.param("questKey").slice(0, 100) });
    }
    return ok(c, await worldBossState(db));
  })
  .get("/world-boss", async (c) => ok(c, await worldBossState(database(c.env.DB))));

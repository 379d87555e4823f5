/**
 * Development-only quest helpers, mounted only by worker/devApp.ts (like debug.ts):
 * start a world boss in the tavern, since world bosses are started by staff, never by a scroll.
 */
import { Hono } from "hono";
import { WORLD_BOSS_KEYS } from "../../content/data/quests";
import { GameError } from "../../content/rules/errors";
import { database } from "../../db/client";
import { authenticate } from "../middleware/auth";
import type { AppEnv } from "../env";
import { startWorldBoss, worldBossState } from "../lib/partyQuest";

import { ok } from "../middleware/envelope";

export const debugQuestRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .post("/world-boss/:questKey", async (c) => {
    const db = database(c.env.DB);
    const key = c.req.param("questKey");
    if (!WORLD_BOSS_KEYS.includes(key)) throw new GameError("NotFound", "questNotFound", { key: key.slice(0, 100) });
    const started = await startWorldBoss(c.env, db, c.req.param("questKey"));
    if (!started) {
      throw new GameError("NotAuthorized", "questAlreadyUnderway");
    }
    return ok(c, await worldBossState(db));
  })
  .get("/world-boss", async (c) => ok(c, await worldBossState(database(c.env.DB))));

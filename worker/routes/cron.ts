/** POST /cron: rolls the player's day over now if their day boundary has passed. */
import { Hono } from "hono";
import { clientName } from "../../db/userHistory";
import { rollOver } from "../cron/rollover";
import type { AppEnv } from "../env";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";

export const cronRoutes = new Hono<AppEnv>().use(authenticate).post("/", async (c) => {
  const { user, report } = await rollOver(c.env, c.get("user")._id, new Date(), c.get("user"), clientName(c.req.header("x-client")));
  c.set("user", user);
  return ok(c, report ?? { ran: false });
});

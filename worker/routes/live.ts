/** The player's own live room: `POST /user/live-ticket` opens the way for one device (DESIGN.md, Rooms). */
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { issuePlayerTicket } from "../lib/playerRooms";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";

export const playerLiveRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .post("/live-ticket", async (c) => ok(c, await issuePlayerTicket(c.env, c.get("user")._id)));

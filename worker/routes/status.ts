import { Hono } from "hono";
import type { AppEnv } from "../env";
import { ok } from "../middleware/envelope";

export const statusRoutes = new Hono<AppEnv>().get("/status", (c) => ok(c, { status: "up" }));

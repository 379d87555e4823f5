/** GET /models/{model}/paths: a document kind's fields and their types (worker/lib/modelPaths.ts). No sign-in needed. */
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { modelParam, modelPaths } from "../lib/modelPaths";
import { ok } from "../middleware/envelope";

export const modelRoutes = new Hono<AppEnv>().get("/:model/paths", (c) => {
  const model = modelParam(c.req.param("model"));
  return ok(c, modelPaths(model));
});

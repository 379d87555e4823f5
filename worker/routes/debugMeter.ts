/** Development only: the rows D1 read and wrote since the last reset (worker/devMeter.ts). */
import { Hono } from "hono";
import { d1Usage, resetD1Usage } from "../devMeter";
import type { AppEnv } from "../env";

export const debugMeterRoutes = new Hono<AppEnv>()
  .get("/d1-meter", (c) => c.json({ success: true, data: { metering: c.env.D1_METER === "true", ...d1Usage } }))
  .post("/d1-meter/reset", (c) => {
    resetD1Usage();
    return c.json({ success: true, data: { ...d1Usage } });
  });

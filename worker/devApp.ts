/** The API with the development routes (/debug/*), for local servers and tests only. */
import { Hono } from "hono";
import { api, createApp } from "./app";
import type { AppEnv } from "./env";
import { debugMailRoutes } from "./routes/debugMail";
import { debugMeterRoutes } from "./routes/debugMeter";
import { debugRoutes } from "./routes/debug";
import { debugQuestRoutes } from "./routes/debugQuests";

export const devApi = new Hono<AppEnv>()
  .route("/", api)
  // Tells a development answer apart; its text also marks a bundle that carries these routes.
  .use("/debug/*", async (c, next) => {
    await next();
    c.header("x-development-route", "true");
  })
  // Before the routes that need a signed-in player: the outbox is read by whoever waits for a mail.
  .route("/debug", debugMailRoutes)
  .route("/debug", debugMeterRoutes)
  .route("/debug", debugRoutes)
  .route("/debug", debugQuestRoutes);

export const devApp = createApp(devApi);

/** The Worker's handlers around an HTTP app: rooms, the app itself, Cron Triggers and queues. */
import type { Hono } from "hono";
import { routePartykitRequest } from "partyserver";
import { runDailyJob } from "./cron/rotation";
import { consumeRollovers, SWEEP_CRON, sweepDayRollovers } from "./cron/sweep";
import type { AppEnv, Env, RolloverMessage, WebhookMessage } from "./env";
import { currentRequestId, logError, requestIdOf, withLogContext } from "./lib/log";
import { errorEnvelopeBody } from "./middleware/errors";
import { consumeWebhooks } from "./lib/webhooks";
import { admitToRoom } from "./lib/rooms";
import { blockedRequest } from "./middleware/blockers";

export function workerHandlers(app: Hono<AppEnv>) {
  return {
    async fetch(request, env, ctx) {
      const url = new URL(request.url);
      // Every log line of this request, and of the work it leaves running, carries its id.
      return withLogContext(
        { requestId: requestIdOf(request), method: request.method, path: url.pathname },
        async () => {
          if (url.pathname.startsWith("/parties/")) {
            // Before the ticket is looked at, so a refused attempt spends nothing.
            const refused = await blockedRequest(request, env);
            if (refused) return refused;
            let routed: Response | null;
            try {
              routed = await routePartykitRequest(request, env, {
                onBeforeConnect: (req, lobby) => admitToRoom(req, env, lobby.name),
                // Rooms speak only WebSocket; plain HTTP to a room is refused.
                onBeforeRequest: () => new Response(null, { status: 404 }),
              });
            } catch (error) {
              // Outside the app's error handling: logged and answered the same way.
              logError("unhandled error", error);
              const requestId = currentRequestId() ?? "";
              return Response.json(
                {
                  ...errorEnvelopeBody("InternalServerError", "internalErrorReference", "en", { requestId }),
                  requestId,
                },
                { status: 500 },
              );
            }
            if (routed) return routed;
          }
          return app.fetch(request, env, ctx);
        },
      );
    },
    async scheduled(controller, env, _ctx) {
      const now = new Date(controller.scheduledTime);
      await withLogContext({ requestId: `cron ${controller.cron} ${now.toISOString()}` }, async () => {
        try {
          if (controller.cron === SWEEP_CRON) await sweepDayRollovers(env, controller.cron, now);
          else await runDailyJob(env, controller.cron, now);
        } catch (error) {
          logError("scheduled run failed", controller.cron, error);
          throw error;
        }
      });
    },
    async queue(batch, env, _ctx) {
      await withLogContext({ requestId: `queue ${batch.queue} ${batch.messages[0]?.id ?? ""}`.trim() }, async () => {
        try {
          if (batch.queue.endsWith("-webhooks")) await consumeWebhooks(batch as MessageBatch<WebhookMessage>, env);
          else await consumeRollovers(batch as MessageBatch<RolloverMessage>, env);
        } catch (error) {
          // Thrown on, so that the batch is retried.
          logError("queue batch failed", batch.queue, error);
          throw error;
        }
      });
    },
  } satisfies ExportedHandler<Env, RolloverMessage | WebhookMessage>;
}

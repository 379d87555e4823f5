/** The Worker's handlers around an HTTP app: rooms, the app itself, Cron Triggers and queues. */
import type { Hono } from "hono";
import { routePartykitRequest } from "partyserver";
import { runDailyJob } from "./cron/rotation";
import { consumeRollovers, SWEEP_CRON, sweepDayRollovers } from "./cron/sweep";
import type { AppEnv, Env, ReminderMessage, RolloverMessage, WebhookMessage } from "./env";
import { currentRequestId, logError, requestIdOf, withLogContext } from "./lib/log";
import { consumeReminders, dispatchReminders, REMINDER_CRON } from "./lib/reminders";
import { errorEnvelopeBody } from "./middleware/errors";
import { consumeWebhooks } from "./lib/webhooks";
import { withLiveChanges, originConnection } from "./lib/liveScope";
import { admitToPlayerRoom, PLAYER_ROOM_CLASS } from "./lib/playerRooms";
import { admitToRoom } from "./lib/rooms";
import { openSession, withBookmark } from "./lib/d1Session";
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
                onBeforeConnect: (req, lobby) =>
                  lobby.className === PLAYER_ROOM_CLASS
                    ? admitToPlayerRoom(req, env, lobby.name)
                    : admitToRoom(req, env, lobby.name),
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
          // The app's D1 work runs in one session; the answer carries its bookmark (lib/d1Session.ts).
          const session = openSession(env, request);
          // What the request changes for players reaches their other devices (DESIGN.md, Rooms).
          const response = await withLiveChanges(
            env,
            (promise) => ctx.waitUntil(promise),
            async () => app.fetch(request, session.env, ctx),
            {
              origin: originConnection(request),
              succeeded: (response) => response.status < 400,
            },
          );
          return withBookmark(response, session.bookmark());
        },
      );
    },
    async scheduled(controller, env, ctx) {
      const now = new Date(controller.scheduledTime);
      await withLogContext({ requestId: `cron ${controller.cron} ${now.toISOString()}` }, async () => {
        try {
          await withLiveChanges(
            env,
            (promise) => ctx.waitUntil(promise),
            async () => {
              if (controller.cron === REMINDER_CRON) await dispatchReminders(env, controller.scheduledTime);
              else if (controller.cron === SWEEP_CRON) await sweepDayRollovers(env, controller.cron, now);
              else await runDailyJob(env, controller.cron, now);
            },
          );
        } catch (error) {
          logError("scheduled run failed", controller.cron, error);
          throw error;
        }
      });
    },
    async queue(batch, env, ctx) {
      await withLogContext({ requestId: `queue ${batch.queue} ${batch.messages[0]?.id ?? ""}`.trim() }, async () => {
        try {
          await withLiveChanges(
            env,
            (promise) => ctx.waitUntil(promise),
            async () => {
              if (batch.queue.endsWith("-webhooks")) await consumeWebhooks(batch as MessageBatch<WebhookMessage>, env);
              else if (batch.queue.endsWith("-reminders"))
                await consumeReminders(batch as MessageBatch<ReminderMessage>, env);
              else await consumeRollovers(batch as MessageBatch<RolloverMessage>, env);
            },
          );
        } catch (error) {
          // Thrown on, so that the batch is retried.
          logError("queue batch failed", batch.queue, error);
          throw error;
        }
      });
    },
  } satisfies ExportedHandler<Env, RolloverMessage | WebhookMessage | ReminderMessage>;
}

/**
 * The API: one Hono sub-app per resource, the same app under /api/v4 and /api/v3. This module
 * never imports the development routes: only worker/index.dev.ts adds them, so the deployed
 * bundle (worker/index.ts) cannot contain them.
 */
import { Hono } from "hono";
import { getPath } from "hono/utils/url";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { REQUEST_BODY_MAX_BYTES, REQUEST_BODY_MAX_TEXT } from "../content/data/constants";
import { GameError } from "../content/rules/errors";
import type { AppEnv } from "./env";
import { enforceBlockers } from "./middleware/blockers";
import { normalisedPath } from "./lib/tasksInput";
import { loadRequestLanguage } from "./lib/catalogues";
import { currentRequestId } from "./lib/log";
import { handleError, handleNotFound } from "./middleware/errors";
import { adminRoutes } from "./routes/admin";
import { authRoutes } from "./routes/auth";
import { invitationPreviewRoutes } from "./routes/invitationPreview";
import { passwordResetRoutes } from "./routes/passwordReset";
import { socialAuthRoutes } from "./routes/socialAuth";
import { contentRoutes } from "./routes/content";
import { worldStateRoutes } from "./routes/world";
import { cronRoutes } from "./routes/cron";
import { questRoutes } from "./routes/quests";
import { challengeRoutes } from "./routes/challenges";
import { approvalRoutes, challengeTaskRoutes, groupTaskOrderRoutes } from "./routes/challengeTasks";
import { chatRoutes } from "./routes/chat";
import { groupInviteLinkRoutes } from "./routes/groupInviteLinks";
import { groupRoutes, lookingForPartyRoutes } from "./routes/groups";
import { groupPlanRoutes } from "./routes/groupPlans";
import { bugReportRoutes } from "./routes/bugReport";
import { couponRoutes } from "./routes/coupons";
import { promoCodeAdminRoutes } from "./routes/promoCodes";
import { paymentRoutes, paymentWebhookRoutes } from "./routes/payments";
import { inboxRoutes, inboxUserRoutes } from "./routes/inbox";
import { memberRoutes } from "./routes/members";
import { hallRoutes } from "./routes/hall";
import { faqRoutes, newsRoutes } from "./routes/news";
import { notificationRoutes } from "./routes/notifications";
import { statusRoutes } from "./routes/status";
import { reorderTagsRoutes, tagRoutes } from "./routes/tags";
import { taskRoutes } from "./routes/tasks";
import { userRoutes } from "./routes/user";
import { userImportRoutes } from "./routes/userImport";
import { userOpRoutes } from "./routes/userOps";
import { playerLiveRoutes } from "./routes/live";
import { pushDeviceRoutes } from "./routes/pushDevices";
import { webhookRoutes } from "./routes/webhooks";
import { exportRoutes } from "./routes/export";
import { modelRoutes } from "./routes/models";
import { shopRoutes, userShopRoutes } from "./routes/shops";

export const api = new Hono<AppEnv>()
  .route("/", statusRoutes)
  .route("/content", contentRoutes)
  .route("/world-state", worldStateRoutes)
  .route("/news", newsRoutes)
  .route("/faq", faqRoutes)
  .route("/hall", hallRoutes)
  .route("/user/auth", authRoutes)
  .route("/user/auth", socialAuthRoutes)
  .route("/user/auth", invitationPreviewRoutes)
  // Before the player's routes, which all need a signed-in player: these are for those who cannot sign in.
  .route("/user", passwordResetRoutes)
  .route("/user/webhook", webhookRoutes)
  .route("/user", userRoutes)
  .route("/user", userShopRoutes)
  .route("/user", userImportRoutes)
  .route("/user", userOpRoutes)
  .route("/user", playerLiveRoutes)
  .route("/user", pushDeviceRoutes)
  // Before the player's task routes: answers PUT/DELETE of challenge and group tasks, passes the rest on.
  .route("/tasks", challengeTaskRoutes)
  .route("/tasks", taskRoutes)
  .route("/challenges", challengeRoutes)
  .route("/group-tasks", groupTaskOrderRoutes)
  .route("/approvals", approvalRoutes)
  .route("/tags", tagRoutes)
  .route("/cron", cronRoutes)
  .route("/notifications", notificationRoutes)
  .route("/reorder-tags", reorderTagsRoutes)
  .route("/groups", groupRoutes)
  .route("/groups", chatRoutes)
  .route("/groups", questRoutes)
  .route("/groups", groupInviteLinkRoutes)
  .route("/group-plans", groupPlanRoutes)
  // The providers' webhooks sign in with their signature, never a player's headers.
  .route("/payments/webhook", paymentWebhookRoutes)
  .route("/payments", paymentRoutes)
  .route("/coupons", couponRoutes)
  .route("/bug-report", bugReportRoutes)
  .route("/looking-for-party", lookingForPartyRoutes)
  .route("/members", memberRoutes)
  .route("/inbox", inboxRoutes)
  .route("/user", inboxUserRoutes)
  .route("/shops", shopRoutes)
  .route("/models", modelRoutes)
  .route("/admin/promo-codes", promoCodeAdminRoutes)
  .route("/admin", adminRoutes);

/**
 * Tools and browser scripts of other sites call the API as they call the original game's: any
 * origin may, with the headers the original allows (and the timezone header the API reads).
 * Credentials travel in headers, never in cookies, so this lets in nobody who lacks them.
 */
const apiCors = cors({
  origin: "*",
  allowMethods: ["OPTIONS", "GET", "POST", "PUT", "HEAD", "DELETE"],
  allowHeaders: [
    "Content-Type",
    "Accept",
    "Content-Encoding",
    "X-Requested-With",
    "x-api-user",
    "x-api-key",
    "x-client",
    "x-user-timezoneOffset",
    "x-d1-bookmark",
  ],
  exposeHeaders: [
    "X-RateLimit-Limit",
    "X-RateLimit-Remaining",
    "X-RateLimit-Reset",
    "Retry-After",
    "X-Request-Id",
    "x-d1-bookmark",
  ],
});

/** The HTTP app around an API: both prefixes, the data export, the status probe, errors as envelopes. */
export function createApp(apiRoutes: Hono<AppEnv>) {
  // Routes match ids in any case and with a trailing slash, as the original game's tools send them.
  const app = new Hono<AppEnv>({ getPath: (request) => normalisedPath(getPath(request)) });
  // Every answer, errors included: JSON is never to be taken for anything else; and the id its
  // log lines carry, so that a player's report can be matched with them.
  app.use(async (c, next) => {
    await next();
    c.res.headers.set("X-Content-Type-Options", "nosniff");
    const requestId = currentRequestId();
    if (requestId) c.res.headers.set("X-Request-Id", requestId);
  });
  app.use(loadRequestLanguage);
  app.use("/api/*", apiCors);
  app.use("/export/*", apiCors);
  // Blocked addresses are refused before any route runs, whatever the path.
  app.use(enforceBlockers);
  // By Content-Length when there is one, else by counting a streamed body as it arrives.
  app.use(
    bodyLimit({
      maxSize: REQUEST_BODY_MAX_BYTES,
      onError: () => {
        throw new GameError("PayloadTooLarge", "payloadTooLarge", { max: REQUEST_BODY_MAX_TEXT });
      },
    }),
  );
  app.route("/api/v4", apiRoutes);
  app.route("/api/v3", apiRoutes);
  app.route("/export", exportRoutes);
  app.get("/status", (c) => c.json({ status: "up" }));
  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}

export const app = createApp(api);

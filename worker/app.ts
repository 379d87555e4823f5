/** The API: one Hono sub-app per resource, the same app under /api/v4 and /api/v3. */
import { Hono } from "hono";
import type { AppEnv } from "./env";
import { handleError, handleNotFound } from "./middleware/errors";
import { authRoutes } from "./routes/auth";
import { contentRoutes } from "./routes/content";
import { worldStateRoutes } from "./routes/world";
import { cronRoutes } from "./routes/cron";
import { debugRoutes } from "./routes/debug";
import { debugQuestRoutes } from "./routes/debugQuests";
import { questRoutes } from "./routes/quests";
import { challengeRoutes } from "./routes/challenges";
import { approvalRoutes, challengeTaskRoutes, groupTaskOrderRoutes } from "./routes/challengeTasks";
import { chatRoutes } from "./routes/chat";
import { groupRoutes, lookingForPartyRoutes } from "./routes/groups";
import { groupPlanRoutes } from "./routes/groupPlans";
import { couponRoutes } from "./routes/coupons";
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
import { userOpRoutes } from "./routes/userOps";
import { webhookRoutes } from "./routes/webhooks";

export const api = new Hono<AppEnv>()
  .route("/", statusRoutes)
  .route("/content", contentRoutes)
  .route("/world-state", worldStateRoutes)
  .route("/news", newsRoutes)
  .route("/faq", faqRoutes)
  .route("/hall", hallRoutes)
  .route("/user/auth", authRoutes)
  .route("/user/webhook", webhookRoutes)
  .route("/user", userRoutes)
  .route("/user", userOpRoutes)
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
  .route("/group-plans", groupPlanRoutes)
  // The providers' webhooks sign in with their signature, never a player's headers.
  .route("/payments/webhook", paymentWebhookRoutes)
  .route("/payments", paymentRoutes)
  .route("/coupons", couponRoutes)
  .route("/looking-for-party", lookingForPartyRoutes)
  .route("/members", memberRoutes)
  .route("/inbox", inboxRoutes)
  .route("/user", inboxUserRoutes)
  .route("/debug", debugRoutes)
  .route("/debug", debugQuestRoutes);

export const app = new Hono<AppEnv>();
app.route("/api/v4", api);
app.route("/api/v3", api);
app.get("/status", (c) => c.json({ status: "up" }));
app.onError(handleError);
app.notFound(handleNotFound);

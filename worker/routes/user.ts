/**
 * The user document: read (whole, by fields, anonymized), player-settable paths, the day's
 * start hour, starting over, account deletion. The work is in worker/lib/userAccount.ts and
 * worker/lib/userSettings.ts.
 */
import { Hono } from "hono";
import { t } from "../../content/i18n";
import { database } from "../../db/client";
import type { AccountReset } from "../api-types/account";
import type { AppEnv } from "../env";
import {
  anonymizedTasks,
  deleteAccount,
  deleteAllMessages,
  requestedUserFields,
  setDayStart,
  startOver,
} from "../lib/userAccount";
import { applyUserChanges, checkUserChanges, userChangesSchema } from "../lib/userSettings";
import { anonymizedUserView, freshOwnUserView, ownUserView } from "../lib/userView";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { passwordAttemptLimit } from "../middleware/rateLimit";
import { body, readJson, validate } from "../middleware/validate";
import { dayStartInput, deleteAccountInput, resetInput } from "../schemas/account";

export const userRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .get("/", async (c) => {
    const fields = requestedUserFields(c.req.query("userFields"));
    const view = await freshOwnUserView(database(c.env.DB), c.get("user"), {
      fields,
      hasPassword: c.get("hasPassword"),
    });
    return ok(c, view);
  })
  .put("/", async (c) => {
    const changes = validate(userChangesSchema, await readJson(c));
    const values = checkUserChanges(c.get("user"), changes);
    const user = await applyUserChanges(database(c.env.DB), c.get("user"), values);
    c.set("user", user);
    return ok(c, ownUserView(user, { hasPassword: c.get("hasPassword") }));
  })
  .get("/anonymized", async (c) => {
    const tasks = await anonymizedTasks(database(c.env.DB), c.get("user")._id);
    return ok(c, { user: anonymizedUserView(c.get("user")), tasks });
  })
  // The inbox answers empty, as the public API has it.
  .delete("/messages", async (c) => {
    await deleteAllMessages(database(c.env.DB), c.get("user")._id);
    return ok(c, {});
  })
  .post("/custom-day-start", async (c) => {
    const input = await body(c, dayStartInput);
    const user = await setDayStart(database(c.env.DB), c.get("user"), input.dayStart);
    c.set("user", user);
    return ok(c, { message: t("customDayStartHasChanged", {}, user.preferences.language) });
  })
  .post("/reset", passwordAttemptLimit("reset-account"), async (c) => {
    const input = await body(c, resetInput);
    const { user, tasksToRemove, messageKey } = await startOver(database(c.env.DB), c.get("user"), input.password);
    c.set("user", user);
    return ok<AccountReset>(
      c,
      { user: ownUserView(user, { hasPassword: c.get("hasPassword") }), tasksToRemove },
      { messageKey },
    );
  })
  .delete("/", passwordAttemptLimit("delete-account"), async (c) => {
    const input = await body(c, deleteAccountInput);
    await deleteAccount(c.env, database(c.env.DB), c.get("user")._id, input, (work) => c.executionCtx.waitUntil(work));
    return ok(c, {}, { messageKey: "accountDeleted" });
  });

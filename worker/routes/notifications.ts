/**
 * Server notifications: reading removes them for good, seeing marks them seen (spec §7).
 * Asking for several where one is already gone is a NotificationNotFound, which clients ignore;
 * asking for a single unknown id is a plain NotFound, as the game's API answers it.
 */
import { paramMessage } from "../../content/i18n/params";
import { Hono } from "hono";
import * as v from "valibot";
import { GameError } from "../../content/rules/errors";
import type { User } from "../../content/rules/types";
import { database } from "../../db/client";
import { updateUser } from "../../db/users";
import type { AppEnv, Env } from "../env";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { body, str } from "../middleware/validate";

const idsInput = v.object({
  notificationIds: v.pipe(
    v.array(str(64, 1), paramMessage("paramListOfIds")),
    v.minLength(1, paramMessage("paramListAtLeastOneId")),
    v.maxLength(500),
  ),
});

type Missing = "NotificationNotFound" | "NotFound";

function assertAllPresent(user: User, ids: string[], missing: Missing) {
  const present = new Set(user.notifications.map((notification) => notification.id));
  if (ids.some((id) => !present.has(id))) throw new GameError(missing, "notificationNotFound");
}

async function change(env: Env, user: User, ids: string[], action: "read" | "see", missing: Missing) {
  return updateUser(
    database(env.DB),
    user._id,
    (fresh) => {
      assertAllPresent(fresh, ids, missing);
      const wanted = new Set(ids);
      fresh.notifications =
        action === "read"
          ? fresh.notifications.filter((notification) => !wanted.has(notification.id))
          : fresh.notifications.map((notification) =>
              wanted.has(notification.id) ? { ...notification, seen: true } : notification,
            );
      return { user: fresh, result: null };
    },
    user,
  );
}

export const notificationRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .post("/read", async (c) => {
    const { notificationIds } = await body(c, idsInput);
    const { user } = await change(c.env, c.get("user"), notificationIds, "read", "NotificationNotFound");
    c.set("user", user);
    return ok(c, user.notifications);
  })
  .post("/see", async (c) => {
    const { notificationIds } = await body(c, idsInput);
    const { user } = await change(c.env, c.get("user"), notificationIds, "see", "NotificationNotFound");
    c.set("user", user);
    return ok(c, user.notifications);
  })
  .post("/:notificationId/read", async (c) => {
    const { user } = await change(c.env, c.get("user"), [c.req.param("notificationId")], "read", "NotFound");
    c.set("user", user);
    return ok(c, user.notifications);
  })
  .post("/:notificationId/see", async (c) => {
    const { user } = await change(c.env, c.get("user"), [c.req.param("notificationId")], "see", "NotFound");
    c.set("user", user);
    return ok(c, user.notifications);
  });

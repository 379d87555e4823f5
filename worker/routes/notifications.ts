/**
 * Server notifications: reading removes them for good, seeing marks them seen (spec §7).
 * Asking for one that is already gone is a NotificationNotFound, which clients ignore.
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

function assertAllPresent(user: User, ids: string[]) {
  const present = new Set(user.notifications.map((notification) => notification.id));
  if (ids.some((id) => !present.has(id))) throw new GameError("NotificationNotFound", "notificationNotFound");
}

async function change(env: Env, user: User, ids: string[], action: "read" | "see") {
  return updateUser(
    database(env.DB),
    user._id,
    (fresh) => {
      assertAllPresent(fresh, ids);
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
    const { user } = await change(c.env, c.get("user"), notificationIds, "read");
    c.set("user", user);
    return ok(c, user.notifications);
  })
  .post("/see", async (c) => {
    const { notificationIds } = await body(c, idsInput);
    const { user } = await change(c.env, c.get("user"), notificationIds, "see");
    c.set("user", user);
    return ok(c, user.notifications);
  })
  .post("/:notificationId/read", async (c) => {
    const { user } = await change(c.env, c.get("user"), [c.req.param("notificationId")], "read");
    c.set("user", user);
    return ok(c, user.notifications);
  })
  .post("/:notificationId/see", async (c) => {
    const { user } = await change(c.env, c.get("user"), [c.req.param("notificationId")], "see");
    c.set("user", user);
    return ok(c, user.notifications);
  });

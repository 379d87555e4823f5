/**
 * Development-only helpers. Only worker/devApp.ts mounts them (local servers and tests); the
 * deployed entry never imports this module, and the deploy build checks that it did not.
 * The changes themselves are in worker/lib/debug.ts.
 */
import { type Context, Hono } from "hono";
import type * as v from "valibot";
import type { User } from "../../content/rules/types";
import { database } from "../../db/client";
import type { AppEnv } from "../env";
import {
  addHourglass,
  addQuestProgress,
  addTenGems,
  changeUserForDebug,
  dueRolloverCount,
  reminderIndex,
  makeAdmin,
  rewriteUsers,
  seedUsers,
  setInventory,
  setLastCron,
  setTaskHistory,
  setUserPaths,
} from "../lib/debug";
import { ownUserView } from "../lib/userView";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { body } from "../middleware/validate";
import {
  emptyInput,
  inventoryInput,
  rewriteUsersInput,
  seedUsersInput,
  setCronInput,
  taskHistoryInput,
  updateUserInput,
} from "../schemas/debug";

/** A route that changes the caller's document and answers with it. */
function userChange<S extends v.GenericSchema>(
  reference: string,
  schema: S,
  change: (user: User, input: v.InferOutput<S>) => void,
) {
  return async (c: Context<AppEnv>) => {
    const input = await body(c, schema);
    const user = await changeUserForDebug(database(c.env.DB), c.get("user")._id, reference, change, input);
    c.set("user", user);
    return ok(c, ownUserView(user, { hasPassword: c.get("hasPassword") }));
  };
}

export const debugRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .post("/add-ten-gems", userChange("add-ten-gems", emptyInput, addTenGems))
  .post("/add-hourglass", userChange("add-hourglass", emptyInput, addHourglass))
  .post("/set-cron", userChange("set-cron", setCronInput, setLastCron))
  .post("/make-admin", userChange("make-admin", emptyInput, makeAdmin))
  .post("/modify-inventory", userChange("modify-inventory", inventoryInput, setInventory))
  .post("/quest-progress", userChange("quest-progress", emptyInput, addQuestProgress))
  .post("/update-user", userChange("update-user", updateUserInput, setUserPaths))
  /** Browser tests of the history charts: puts a long history on one of the caller's habits or dailies. */
  .put("/task-history/:taskId", async (c) => {
    const input = await body(c, taskHistoryInput);
    return ok(c, await setTaskHistory(database(c.env.DB), c.get("user")._id, c.req.param("taskId"), input));
  })
  /** Benchmark support: clones the caller into many players with tasks (worker/lib/debug.ts). */
  .post("/seed-users", async (c) => {
    const input = await body(c, seedUsersInput);
    return ok(c, { created: await seedUsers(database(c.env.DB), c.get("user"), input) });
  })
  /** Benchmark support: how many players wait for their day rollover. */
  /** Benchmark support: the reminder index, by the time each row rings next. */
  .get("/reminder-index", async (c) => ok(c, await reminderIndex(c.env.DB)))
  .get("/due-count", async (c) => ok(c, { due: await dueRolloverCount(c.env.DB) }))
  /** Benchmark support: a plain read and guarded write of `limit` players and their tasks, timed. */
  .post("/rewrite-users", async (c) => {
    const { limit } = await body(c, rewriteUsersInput);
    return ok(c, await rewriteUsers(database(c.env.DB), c.env.DB, limit));
  });

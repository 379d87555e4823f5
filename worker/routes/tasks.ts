/** The player's tasks. */
import { Hono } from "hono";
import * as v from "valibot";
import type { TaskType } from "../../content/rules/types";
import { database } from "../../db/client";
import { loadUserTasks } from "../../db/tasks";
import type { AppEnv } from "../env";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { query } from "../middleware/validate";

const TYPE_BY_LIST: Record<string, TaskType> = { habits: "habit", dailys: "daily", todos: "todo", rewards: "reward", completedTodos: "todo" };
const listQuery = v.object({
  type: v.optional(v.picklist(Object.keys(TYPE_BY_LIST), `must be one of ${Object.keys(TYPE_BY_LIST).join(", ")}`)),
});

/** How many completed to-dos `?type=completedTodos` returns, newest first. */
const COMPLETED_TODOS_LIMIT = 30;

export const taskRoutes = new Hono<AppEnv>().use(authenticate).get("/user", async (c) => {
  const { type } = query(c, listQuery);
  const all = await loadUserTasks(database(c.env.DB), c.get("user")._id, type ? TYPE_BY_LIST[type] : undefined);
  if (type === "completedTodos") {
    const done = all
      .filter((task) => task.completed)
      .sort((a, b) => String(b.dateCompleted ?? "").localeCompare(String(a.dateCompleted ?? "")))
      .slice(0, COMPLETED_TODOS_LIMIT);
    return ok(c, done);
  }
  // Completed to-dos are fetched on request only: they pile up and the task list needs none.
  return ok(c, all.filter((task) => task.type !== "todo" || !task.completed));
});

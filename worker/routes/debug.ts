/**
 * Development-only helpers. Only worker/devApp.ts mounts them (local servers and tests); the
 * deployed entry never imports this module, and the deploy build checks that it did not.
 */
import { paramMessage } from "../../content/i18n/params";
import { Hono } from "hono";
import * as v from "valibot";
import { BALANCE_PER_GEM } from "../../content/data/constants";
import { GameError } from "../../content/rules/errors";
import { database } from "../../db/client";
import { pushDevices } from "../../db/schema";
import type { BatchItem } from "drizzle-orm/batch";
import { newTask } from "../../content/rules/newUser";
import { insertTaskStatement, loadUserTask, loadUserTasks, updateTaskStatement } from "../../db/tasks";
import { insertUserStatement, loadUserRow, updateUser } from "../../db/users";
import type { User } from "../../content/rules/types";
import type { AppEnv } from "../env";
import { setPath, splitPath } from "../lib/paths";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { body } from "../middleware/validate";
import { ownUserView } from "../lib/userView";

const countMap = v.record(v.string(), v.union([v.number(), v.boolean(), v.null()]), paramMessage("paramKeysToValues"));
const inventorySchema = v.object({
  gear: v.optional(v.record(v.string(), v.boolean())),
  special: v.optional(countMap),
  pets: v.optional(v.record(v.string(), v.number())),
  mounts: v.optional(v.record(v.string(), v.union([v.boolean(), v.null()]))),
  eggs: v.optional(v.record(v.string(), v.number())),
  hatchingPotions: v.optional(v.record(v.string(), v.number())),
  food: v.optional(v.record(v.string(), v.number())),
  quests: v.optional(v.record(v.string(), v.number())),
});

export const debugRoutes = new Hono<AppEnv>().use(authenticate);

/** Registers a debug route that changes the user and answers with the new document. */
function userChange<S extends v.GenericSchema>(
  path: string,
  schema: S,
  change: (user: User, input: v.InferOutput<S>) => void,
) {
  debugRoutes.post(path, async (c) => {
    const input = await body(c, schema);
    const { user } = await updateUser(database(c.env.DB), c.get("user")._id, (fresh) => {
      change(fresh, input);
      return { user: fresh, result: null, purchase: { transactionType: "debug", reference: path.slice(1) } };
    });
    c.set("user", user);
    return ok(c, ownUserView(user, { hasPassword: c.get("hasPassword") }));
  });
}

const empty = v.object({});

userChange("/add-ten-gems", empty, (user) => {
  user.balance += 10 * BALANCE_PER_GEM;
});
userChange("/add-hourglass", empty, (user) => {
  user.purchased.plan.consecutive.trinkets += 1;
});
userChange(
  "/set-cron",
  v.object({ lastCron: v.pipe(v.string(), v.isoTimestamp(paramMessage("paramIsoDateTime"))) }),
  (user, input) => {
    user.lastCron = new Date(input.lastCron).toISOString();
  },
);
userChange("/make-admin", empty, (user) => {
  user.permissions = { ...user.permissions, fullAccess: true };
});
userChange("/modify-inventory", inventorySchema, (user, input) => {
  if (input.gear) user.items.gear.owned = input.gear;
  if (input.special) user.items.special = input.special as User["items"]["special"];
  if (input.pets) user.items.pets = input.pets;
  if (input.mounts) user.items.mounts = input.mounts;
  if (input.eggs) user.items.eggs = input.eggs;
  if (input.hatchingPotions) user.items.hatchingPotions = input.hatchingPotions;
  if (input.food) user.items.food = input.food;
  if (input.quests) user.items.quests = input.quests;
});
userChange("/quest-progress", empty, (user) => {
  const progress = user.party.quest.progress;
  progress.up += 1000;
  progress.collectedItems += 300;
});
userChange(
  "/update-user",
  v.pipe(
    v.record(v.string(), v.unknown(), paramMessage("paramPathsToValues")),
    v.check(
      (input) => Object.keys(input).every((path) => splitPath(path) !== undefined),
      paramMessage("paramContainsUnusablePath"),
    ),
    v.check((input) => !["_id", "id", "_v"].some((path) => path in input), paramMessage("paramIdOrVersion")),
  ),
  (user, input) => {
    for (const [path, value] of Object.entries(input)) setPath(user as unknown as Record<string, unknown>, path, value);
  },
);

const historyEntrySchema = v.object({
  date: v.pipe(v.number(), v.integer()),
  value: v.pipe(v.number(), v.finite()),
  scoredUp: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  scoredDown: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  isDue: v.optional(v.boolean()),
  completed: v.optional(v.boolean()),
});

/** Browser tests of the history charts: puts a long history on one of the caller's habits or dailies. */
debugRoutes.put("/task-history/:taskId", async (c) => {
  const input = await body(c, v.object({ history: v.pipe(v.array(historyEntrySchema), v.maxLength(1000)) }));
  const db = database(c.env.DB);
  const task = await loadUserTask(db, c.get("user")._id, c.req.param("taskId"));
  if (!task) throw new GameError("NotFound", "taskNotFound");
  task.history = [...input.history].sort((a, b) => a.date - b.date);
  await updateTaskStatement(db, task).run();
  return ok(c, task);
});

/**
 * Benchmark support: clones the caller into `count` players with `tasksPerUser` tasks each,
 * their last rollover `daysAgo` days back, without paying for a password hash per player.
 */
debugRoutes.post("/seed-users", async (c) => {
  const input = await body(
    c,
    v.object({
      count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20_000)),
      tasksPerUser: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(50)),
      daysAgo: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(30))),
      // Each daily rings at `time`, on a web device at `<endpoint>/<player id>` with these keys.
      reminder: v.optional(
        v.object({
          time: v.pipe(v.string(), v.isoTimestamp()),
          endpoint: v.pipe(v.string(), v.url()),
          p256dh: v.string(),
          auth: v.string(),
        }),
      ),
    }),
  );
  const reminder = input.reminder;
  const db = database(c.env.DB);
  const template = c.get("user");
  const row = await loadUserRow(db, template._id);
  if (!row) throw new GameError("NotFound", "notFound");
  const lastCron = new Date(Date.now() - (input.daysAgo ?? 0) * 86_400_000).toISOString();
  const types = ["habit", "daily", "todo", "reward"] as const;
  const CHUNK = 20;
  for (let start = 0; start < input.count; start += CHUNK) {
    const statements: BatchItem<"sqlite">[] = [];
    for (let i = start; i < Math.min(input.count, start + CHUNK); i++) {
      const id = crypto.randomUUID();
      const name = `seed${i}x${id.slice(0, 8)}`;
      const user: User = structuredClone({
        ...template,
        _id: id,
        id,
        lastCron,
        tasksOrder: { habits: [], dailys: [], todos: [], rewards: [] },
      });
      user.auth.local = { username: name, lowerCaseUsername: name.toLowerCase(), email: `${name}@seed.local` };
      user.webhooks = [];
      const now = new Date(lastCron);
      for (let t = 0; t < input.tasksPerUser; t++) {
        const type = types[t % types.length];
        const task = newTask(
          { _id: crypto.randomUUID(), type, text: `${type} ${t}`, userId: id, startDate: "2020-01-01T00:00:00.000Z" },
          now,
        );
        if (reminder && type === "daily") task.reminders = [{ id: crypto.randomUUID(), time: reminder.time }];
        user.tasksOrder[({ habit: "habits", daily: "dailys", todo: "todos", reward: "rewards" } as const)[type]].push(
          task._id,
        );
        statements.push(insertTaskStatement(db, task));
      }
      statements.unshift(
        insertUserStatement(db, user, { passwordHash: row.passwordHash, apiToken: crypto.randomUUID() }),
      );
      if (reminder)
        statements.push(
          db.insert(pushDevices).values({
            userId: id,
            regId: "bench",
            type: "web",
            endpoint: `${reminder.endpoint}/${id}`,
            p256dh: reminder.p256dh,
            auth: reminder.auth,
            createdAt: lastCron,
            updatedAt: lastCron,
          }),
        );
    }
    await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  }
  return ok(c, { created: input.count });
});

/** Benchmark support: the reminder index, by the time each row rings next. */
debugRoutes.get("/reminder-index", async (c) => {
  const rows = await c.env.DB.prepare(
    "SELECT next_at AS nextAt, COUNT(*) AS count FROM reminder_schedule GROUP BY next_at ORDER BY next_at LIMIT 20",
  ).all<{ nextAt: number; count: number }>();
  return ok(c, rows.results);
});

/** Benchmark support: how many players wait for their day rollover. */
debugRoutes.get("/due-count", async (c) => {
  const row = await c.env.DB.prepare("SELECT COUNT(*) AS due FROM users WHERE next_cron_at <= ?")
    .bind(Date.now())
    .first<{ due: number }>();
  return ok(c, { due: row?.due ?? 0 });
});

/** Benchmark support: a plain read and guarded write of `limit` players and their tasks, timed. */
debugRoutes.post("/rewrite-users", async (c) => {
  const input = await body(c, v.object({ limit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5000)) }));
  const db = database(c.env.DB);
  const ids = (
    await c.env.DB.prepare("SELECT id FROM users ORDER BY id LIMIT ?").bind(input.limit).all<{ id: string }>()
  ).results.map((row) => row.id);
  const started = Date.now();
  for (const id of ids) {
    await updateUser(db, id, async (fresh) => {
      const tasks = await loadUserTasks(db, id);
      return { user: fresh, result: null, extra: tasks.map((task) => updateTaskStatement(db, task)) };
    });
  }
  return ok(c, { users: ids.length, ms: Date.now() - started });
});

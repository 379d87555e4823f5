/**
 * What the development-only routes do (worker/routes/debug.ts): direct changes to the caller's
 * document, task histories for the charts' browser tests, and the benchmarks' seeding and timing.
 * Only those routes import this module, and only worker/devApp.ts mounts them.
 */
import type { BatchItem } from "drizzle-orm/batch";
import { BALANCE_PER_GEM } from "../../content/data/constants";
import { GameError } from "../../content/rules/errors";
import { newTask } from "../../content/rules/newUser";
import type { Task, User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { pushDevices } from "../../db/schema";
import { insertTaskStatement, loadUserTask, loadUserTasks, updateTaskStatement } from "../../db/tasks";
import { insertUserStatement, loadUserRow, updateUser } from "../../db/users";
import type { InventoryInput, SeedUsersInput, TaskHistoryInput } from "../schemas/debug";
import { setPath } from "./paths";

export const addTenGems = (user: User) => {
  user.balance += 10 * BALANCE_PER_GEM;
};
export const addHourglass = (user: User) => {
  user.purchased.plan.consecutive.trinkets += 1;
};
export const setLastCron = (user: User, input: { lastCron: string }) => {
  user.lastCron = new Date(input.lastCron).toISOString();
};
export const makeAdmin = (user: User) => {
  user.permissions = { ...user.permissions, fullAccess: true };
};
export const addQuestProgress = (user: User) => {
  const progress = user.party.quest.progress;
  progress.up += 1000;
  progress.collectedItems += 300;
};
export const setInventory = (user: User, input: InventoryInput) => {
  if (input.gear) user.items.gear.owned = input.gear;
  if (input.special) user.items.special = input.special as User["items"]["special"];
  if (input.pets) user.items.pets = input.pets;
  if (input.mounts) user.items.mounts = input.mounts;
  if (input.eggs) user.items.eggs = input.eggs;
  if (input.hatchingPotions) user.items.hatchingPotions = input.hatchingPotions;
  if (input.food) user.items.food = input.food;
  if (input.quests) user.items.quests = input.quests;
};
export const setUserPaths = (user: User, input: Record<string, unknown>) => {
  for (const [path, value] of Object.entries(input)) setPath(user as unknown as Record<string, unknown>, path, value);
};

/** Applies one of the changes above to the player's document, as a guarded write recorded as "debug". */
export async function changeUserForDebug<I>(
  db: Database,
  userId: string,
  reference: string,
  change: (user: User, input: I) => void,
  input: I,
): Promise<User> {
  const { user } = await updateUser(db, userId, (fresh) => {
    change(fresh, input);
    return { user: fresh, result: null, purchase: { transactionType: "debug", reference } };
  });
  return user;
}

/** Puts `input.history` (sorted by date) on one of the player's tasks. */
export async function setTaskHistory(db: Database, userId: string, taskId: string, input: TaskHistoryInput) {
  const task: Task | undefined = await loadUserTask(db, userId, taskId);
  if (!task) throw new GameError("NotFound", "taskNotFound");
  task.history = [...input.history].sort((a, b) => a.date - b.date);
  await updateTaskStatement(db, task).run();
  return task;
}

const SEED_TYPES = ["habit", "daily", "todo", "reward"] as const;
const SEED_ORDER = { habit: "habits", daily: "dailys", todo: "todos", reward: "rewards" } as const;
const SEED_CHUNK = 20;

/**
 * Clones `template` into `count` players with `tasksPerUser` tasks each, their last rollover
 * `daysAgo` days back, sharing the template's password hash (no hash per player).
 */
export async function seedUsers(db: Database, template: User, input: SeedUsersInput): Promise<number> {
  const row = await loadUserRow(db, template._id);
  if (!row) throw new GameError("NotFound", "notFound");
  const lastCron = new Date(Date.now() - (input.daysAgo ?? 0) * 86_400_000).toISOString();
  for (let start = 0; start < input.count; start += SEED_CHUNK) {
    const statements: BatchItem<"sqlite">[] = [];
    for (let i = start; i < Math.min(input.count, start + SEED_CHUNK); i++) {
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
        const type = SEED_TYPES[t % SEED_TYPES.length];
        const task = newTask(
          { _id: crypto.randomUUID(), type, text: `${type} ${t}`, userId: id, startDate: "2020-01-01T00:00:00.000Z" },
          now,
        );
        if (input.reminder && type === "daily")
          task.reminders = [{ id: crypto.randomUUID(), time: input.reminder.time }];
        user.tasksOrder[SEED_ORDER[type]].push(task._id);
        statements.push(insertTaskStatement(db, task));
      }
      statements.unshift(
        insertUserStatement(db, user, { passwordHash: row.passwordHash, apiToken: crypto.randomUUID() }),
      );
      if (input.reminder)
        statements.push(
          db.insert(pushDevices).values({
            userId: id,
            regId: "bench",
            type: "web",
            endpoint: `${input.reminder.endpoint}/${id}`,
            p256dh: input.reminder.p256dh,
            auth: input.reminder.auth,
            createdAt: lastCron,
            updatedAt: lastCron,
          }),
        );
    }
    await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  }
  return input.count;
}

/** The reminder index, by the time each row rings next (the first 20 times). */
export async function reminderIndex(d1: D1Database) {
  const rows = await d1
    .prepare(
      "SELECT next_at AS nextAt, COUNT(*) AS count FROM reminder_schedule GROUP BY next_at ORDER BY next_at LIMIT 20",
    )
    .all<{ nextAt: number; count: number }>();
  return rows.results;
}

/** How many players wait for their day rollover. */
export async function dueRolloverCount(d1: D1Database): Promise<number> {
  const row = await d1
    .prepare("SELECT COUNT(*) AS due FROM users WHERE next_cron_at <= ?")
    .bind(Date.now())
    .first<{ due: number }>();
  return row?.due ?? 0;
}

/** A plain read and guarded write of `limit` players and their tasks, timed. */
export async function rewriteUsers(db: Database, d1: D1Database, limit: number) {
  const ids = (
    await d1.prepare("SELECT id FROM users ORDER BY id LIMIT ?").bind(limit).all<{ id: string }>()
  ).results.map((row) => row.id);
  const started = Date.now();
  for (const id of ids) {
    await updateUser(db, id, async (fresh) => {
      const tasks = await loadUserTasks(db, id);
      return { user: fresh, result: null, extra: tasks.map((task) => updateTaskStatement(db, task)) };
    });
  }
  return { users: ids.length, ms: Date.now() - started };
}

/**
 * One player's day rollover, run from POST /cron, from the first request after their day
 * boundary and from the scheduled sweep. Idempotent: the rollover rule does nothing on a day
 * already rolled over, and the guarded write lets only one of two racing runs commit.
 */
import type { BatchItem } from "drizzle-orm/batch";
import { acknowledgeRollover, cron, needsCron, type CronReport } from "../../content/rules/cron";
import { seededRandom } from "../../content/rules/random";
import type { User } from "../../content/rules/types";
import { database } from "../../db/client";
import {
  changedStoredTasks,
  deleteManyTasksStatements,
  deleteTasksStatement,
  loadStoredTasksOfUsers,
  type StoredTask,
  type TaskText,
  updateTasksStatements,
  updateTaskStatement,
} from "../../db/tasks";
import { historyManyStatements, historyStatements } from "../../db/userHistory";
import {
  isGuardFailure,
  loadUsers,
  type UserChange,
  UserGone,
  updateUser,
  userChangeWrite,
  usersWriteManyStatements,
} from "../../db/users";
import type { Env } from "../env";
import { applyRolloversToParties, applyRolloverToParty } from "../lib/partyQuest";

export interface RolloverOutcome {
  user: User;
  report: CronReport | undefined;
}

/** The player's first request after a rollover they did not attend: they are back. */
export async function markRolloverSeen(env: Env, user: User, now: Date): Promise<User> {
  if (!user.lastRollover || user.lastRollover.seen) return user;
  const { user: updated } = await updateUser(
    database(env.DB),
    user._id,
    (fresh) => {
      const next = acknowledgeRollover(fresh, { now, random: seededRandom(`${fresh._id}:${fresh.lastCron}:check-in`) });
      return next ? { user: next, result: null } : { user: fresh, result: null, unchanged: true };
    },
    user,
  );
  return updated;
}

export interface RolloverOptions {
  /** The player asked (their request or POST /cron); false for the scheduled sweep. */
  attended?: boolean;
  /** Who asked (the request's x-client header; "scheduled" for the sweep), for the player's history. */
  client?: string | null;
}

/**
 * The sweep rolls everyone over every day, so parties, world bosses and subscriptions never
 * wait. A player away for days is hit and aged only by the first rollover after their last
 * visit: later ones find the rollover before still unseen, spare them and leave their to-dos,
 * habits and history alone, as the public game's single catch-up on return would.
 */
export async function rollOver(
  env: Env,
  userId: string,
  now: Date,
  first?: User,
  options: RolloverOptions = {},
): Promise<RolloverOutcome> {
  const db = database(env.DB);
  const { user, result } = await updateUser(
    db,
    userId,
    async (fresh) => {
      if (!needsCron(fresh, now)) return { user: fresh, result: undefined, unchanged: true };
      const tasks = (await loadStoredTasksOfUsers(db, [fresh._id])).get(fresh._id) ?? [];
      const plan = planRollover(fresh, tasks, now, options);
      if (plan.change.unchanged) return plan.change;
      const extra: BatchItem<"sqlite">[] = plan.changed.map(({ task }) => updateTaskStatement(db, task));
      if (plan.doomed.length) extra.push(deleteTasksStatement(db, plan.doomed));
      extra.push(
        ...historyStatements(db, { userId: fresh._id, kind: "cron", client: options.client ?? null, at: now }),
      );
      return { ...plan.change, extra };
    },
    first,
  );
  // The party's quest (and the tavern's world boss) takes the player's day: damage dealt,
  // blows from missed dailies, items found. It never fails the rollover itself.
  if (result?.ran) await applyRolloverToParty(env, db, user, result, now);
  return { user, report: result };
}

interface RolloverPlan {
  /** The player as read, for what the write compares (see planRollover). */
  before: User;
  change: UserChange<CronReport | undefined>;
  /** The tasks to write back (the to-dos to delete aside). */
  changed: TaskText[];
  /** The completed to-dos the rollover clears. */
  doomed: string[];
}

/**
 * The rollover of one player who needs it, from their document and their tasks as read (the
 * tasks read after the document, so that the document's version guards them too): what
 * changes, without writing it. The writes of the tasks and the history are the caller's. The
 * tasks are changed where they are (they were read for this alone); the ones that no longer
 * read as stored are written.
 */
function planRollover(
  fresh: User,
  tasks: readonly StoredTask[],
  now: Date,
  options: RolloverOptions,
  ownUser = false,
): RolloverPlan {
  const attended = options.attended ?? true;
  const absent = !attended && fresh.lastRollover !== undefined && !fresh.lastRollover.seen;
  // The rule may change a document read for this rollover alone where it is; the write still
  // compares the balances as they were read (the purchase history of the month's perks).
  const before = ownUser ? balancesAsRead(fresh) : fresh;
  // Seeded per player and day so a retried rollover rolls the same dice.
  const outcome = cron(
    fresh,
    tasks.map(({ task }) => task),
    { now, random: seededRandom(`${fresh._id}:${fresh.lastCron}`) },
    { attended, absent, ownTasks: true, ownUser },
  );
  if (!outcome.data.ran)
    return { before, change: { user: fresh, result: outcome.data, unchanged: true }, changed: [], doomed: [] };
  const doomed = new Set(outcome.data.todoIdsToDelete);
  return {
    before,
    // The rollover's only movements of hourglasses are a subscriber's monthly perks.
    change: { user: outcome.user, result: outcome.data, purchase: { transactionType: "subscription_perks" } },
    changed: changedStoredTasks(tasks, outcome.tasks).filter(({ task }) => !doomed.has(task._id)),
    doomed: [...doomed],
  };
}

/**
 * The player with their own copy of what the write compares before and after (the gem balance
 * and the hourglasses): the rest is shared with the document the rule goes on to change.
 */
function balancesAsRead(user: User): User {
  const plan = user.purchased.plan;
  return {
    ...user,
    purchased: { ...user.purchased, plan: { ...plan, consecutive: { ...plan?.consecutive } } },
  };
}

/** Players read, rolled over in memory and written back in one D1 batch (D1 binds at most 100 ids a read). */
export const ROLLOVER_CHUNK = 100;

/**
 * The scheduled sweep's rollover of many players at once: their documents in one read, their
 * tasks in another, each rolled over in memory, and every player's write, behind its own
 * version guard, in one D1 batch. The batch is all or nothing: when any player changed in the
 * meantime (a score, a request that rolled them over itself), nothing of it is kept and each
 * player of the chunk is rolled over alone, the guarded way that reloads and retries. Players
 * already rolled over and deleted accounts are skipped. Returns the players rolled over.
 */
export async function rollOverMany(
  env: Env,
  userIds: readonly string[],
  now: Date,
  options: RolloverOptions = {},
): Promise<number> {
  const db = database(env.DB);
  let rolledOver = 0;
  for (let start = 0; start < userIds.length; start += ROLLOVER_CHUNK) {
    const chunk = [...new Set(userIds.slice(start, start + ROLLOVER_CHUNK))];
    const due = (await loadUsers(db, chunk)).filter((user) => needsCron(user, now));
    if (due.length === 0) continue;
    const tasksOf = await loadStoredTasksOfUsers(
      db,
      due.map((user) => user._id),
    );
    const writes: { user: User; readVersion: number }[] = [];
    const extras: BatchItem<"sqlite">[] = [];
    const rolled: RolloverOutcome[] = [];
    const changed: TaskText[] = [];
    const doomed: string[] = [];
    for (const fresh of due) {
      // Read for this rollover alone: the rule changes the document and the tasks where they are.
      const plan = planRollover(fresh, tasksOf.get(fresh._id) ?? [], now, options, true);
      if (plan.change.unchanged) continue;
      const { written, extra } = userChangeWrite(db, plan.before, plan.change);
      writes.push({ user: written, readVersion: plan.before._v });
      extras.push(...extra);
      changed.push(...plan.changed);
      doomed.push(...plan.doomed);
      rolled.push({ user: written, report: plan.change.result });
    }
    // Every player's row behind their own version guard (a few statements for the chunk), then
    // their other writes, their tasks and their history.
    const statements: BatchItem<"sqlite">[] = [
      ...usersWriteManyStatements(db, writes),
      ...extras,
      ...updateTasksStatements(db, changed),
      ...deleteManyTasksStatements(db, doomed),
      ...historyManyStatements(
        db,
        rolled.map(({ user }) => ({ userId: user._id, client: options.client ?? null, at: now })),
        "cron",
      ),
    ];
    if (statements.length === 0) continue;
    try {
      await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
    } catch (error) {
      if (!isGuardFailure(error)) throw error;
      for (const user of due) {
        const outcome = await rollOver(env, user._id, now, undefined, options).catch((failure: unknown) => {
          if (failure instanceof UserGone) return undefined;
          throw failure;
        });
        if (outcome?.report?.ran) rolledOver += 1;
      }
      continue;
    }
    rolledOver += rolled.length;
    await applyRolloversToParties(env, db, rolled, now);
  }
  return rolledOver;
}

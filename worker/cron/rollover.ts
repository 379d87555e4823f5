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
import { changedTasks, deleteTasksStatement, loadUserTasks, updateTaskStatement } from "../../db/tasks";
import { historyStatements } from "../../db/userHistory";
import { updateUser } from "../../db/users";
import type { Env } from "../env";
import { applyRolloverToParty } from "../lib/partyQuest";

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
  const attended = options.attended ?? true;
  const { user, result } = await updateUser(
    db,
    userId,
    async (fresh) => {
      if (!needsCron(fresh, now)) return { user: fresh, result: undefined, unchanged: true };
      const tasks = await loadUserTasks(db, fresh._id);
      const absent = !attended && fresh.lastRollover !== undefined && !fresh.lastRollover.seen;
      // Seeded per player and day so a retried rollover rolls the same dice.
      const outcome = cron(
        fresh,
        tasks,
        { now, random: seededRandom(`${fresh._id}:${fresh.lastCron}`) },
        { attended, absent },
      );
      if (!outcome.data.ran) return { user: fresh, result: outcome.data, unchanged: true };
      const doomed = new Set(outcome.data.todoIdsToDelete);
      const extra: BatchItem<"sqlite">[] = changedTasks(tasks, outcome.tasks)
        .filter((task) => !doomed.has(task._id))
        .map((task) => updateTaskStatement(db, task));
      if (doomed.size) extra.push(deleteTasksStatement(db, [...doomed]));
      extra.push(
        ...historyStatements(db, { userId: fresh._id, kind: "cron", client: options.client ?? null, at: now }),
      );
      // The rollover's only movements of hourglasses are a subscriber's monthly perks.
      return { user: outcome.user, result: outcome.data, extra, purchase: { transactionType: "subscription_perks" } };
    },
    first,
  );
  // The party's quest (and the tavern's world boss) takes the player's day: damage dealt,
  // blows from missed dailies, items found. It never fails the rollover itself.
  if (result?.ran) await applyRolloverToParty(env, db, user, result, now);
  return { user, report: result };
}

/**
 * One player's day rollover, run from POST /cron, from the first request after their day
 * boundary and from the scheduled sweep. Idempotent: the rollover rule does nothing on a day
 * already rolled over, and the guarded write lets only one of two racing runs commit.
 */
import type { BatchItem } from "drizzle-orm/batch";
import { cron, needsCron, type CronReport } from "../../content/rules/cron";
import { seededRandom } from "../../content/rules/random";
import type { User } from "../../content/rules/types";
import { database } from "../../db/client";
import { changedTasks, deleteTasksStatement, loadUserTasks, updateTaskStatement } from "../../db/tasks";
import { updateUser } from "../../db/users";
import type { Env } from "../env";
import { applyRolloverToParty } from "../lib/partyQuest";

export interface RolloverOutcome {
  user: User;
  report: CronReport | undefined;
}

export async function rollOver(env: Env, userId: string, now: Date, first?: User): Promise<RolloverOutcome> {
  const db = database(env.DB);
  const { user, result } = await updateUser(
    db,
    userId,
    async (fresh) => {
      if (!needsCron(fresh, now)) return { user: fresh, result: undefined, unchanged: true };
      const tasks = await loadUserTasks(db, fresh._id);
      // Seeded per player and day so a retried rollover rolls the same dice.
      const outcome = cron(fresh, tasks, { now, random: seededRandom(`${fresh._id}:${fresh.lastCron}`) });
      if (!outcome.data.ran) return { user: fresh, result: outcome.data, unchanged: true };
      const doomed = new Set(outcome.data.todoIdsToDelete);
      const extra: BatchItem<"sqlite">[] = changedTasks(tasks, outcome.tasks)
        .filter((task) => !doomed.has(task._id))
        .map((task) => updateTaskStatement(db, task));
      if (doomed.size) extra.push(deleteTasksStatement(db, [...doomed]));
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

/**
 * The every-15-minutes Cron Trigger: finds players whose day boundary has passed, through the
 * next_cron_at index, and hands them to the rollover queue a page at a time.
 */
import { and, asc, gt, lte } from "drizzle-orm";
import { database, type Database } from "../../db/client";
import { scheduledRuns, users } from "../../db/schema";
import { UserGone } from "../../db/users";
import type { Env, RolloverMessage } from "../env";
import { resumeAllPendingWork } from "../lib/workKinds";
import { rollOver } from "./rollover";
import { logError } from "../lib/log";

/** Players per queue message: one consumer invocation rolls these over. */
export const SWEEP_MESSAGE_SIZE = 25;
/** Players per index page read by the sweep. */
export const SWEEP_PAGE_SIZE = 1000;
/** Must match the first cron of wrangler.toml. */
export const SWEEP_CRON = "*/15 * * * *";

export async function dueUserIds(db: Database, now: Date, afterId = "", limit = SWEEP_PAGE_SIZE): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(lte(users.nextCronAt, now.getTime()), gt(users.id, afterId)))
    .orderBy(asc(users.id))
    .limit(limit)
    .all();
  return rows.map((row) => row.id);
}

export async function sweepDayRollovers(env: Env, cron: string, now: Date) {
  const db = database(env.DB);
  let dueUsers = 0;
  let messages = 0;
  let afterId = "";
  for (;;) {
    const page = await dueUserIds(db, now, afterId);
    if (page.length === 0) break;
    const batch: MessageSendRequest<RolloverMessage>[] = [];
    for (let i = 0; i < page.length; i += SWEEP_MESSAGE_SIZE) {
      batch.push({
        body: { kind: "rollover", userIds: page.slice(i, i + SWEEP_MESSAGE_SIZE), sweptAt: now.getTime() },
      });
    }
    // A queue takes at most 100 messages per sendBatch call.
    for (let i = 0; i < batch.length; i += 100) await env.ROLLOVER_QUEUE.sendBatch(batch.slice(i, i + 100));
    dueUsers += page.length;
    messages += batch.length;
    afterId = page[page.length - 1];
    if (page.length < SWEEP_PAGE_SIZE) break;
  }
  // Work a request recorded but could not finish (a fault, a crash, a crowd) is finished here.
  const finishedWork = await resumeAllPendingWork(env, now.getTime());
  await db
    .insert(scheduledRuns)
    .values({ cron, kind: "sweep", ranAt: now.toISOString(), detail: { dueUsers, messages, finishedWork } });
  return { dueUsers, messages, finishedWork };
}

/** Players of one message rolled over at the same time: D1 works on one while the Worker prepares the next. */
export const ROLLOVER_PARALLEL = 5;

/** Runs `task` for every item, at most `parallel` at a time; the first failure is thrown once all settled. */
async function inParallel<T>(items: readonly T[], parallel: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const failures: unknown[] = [];
  const lane = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await task(item).catch((error: unknown) => {
        failures.push(error);
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, lane));
  if (failures.length) throw failures[0];
}

/**
 * The queue consumer: the batch's messages at the same time, each one's players a few at a
 * time (ROLLOVER_PARALLEL). Each player's rollover is one guarded write of their own rows, so
 * players never wait for each other; a party's shared quest is guarded by its version. One
 * failure retries only its message (the players already rolled over are skipped on the retry:
 * their day boundary has moved on).
 */
export async function consumeRollovers(batch: MessageBatch<RolloverMessage>, env: Env) {
  await Promise.all(
    batch.messages.map(async (message) => {
      try {
        // A player swept earlier in the day but not yet rolled over is rolled over as of now.
        const now = new Date(Math.max(Date.now(), message.body.sweptAt));
        await inParallel(message.body.userIds, ROLLOVER_PARALLEL, async (userId) => {
          await rollOver(env, userId, now, undefined, { attended: false, client: "scheduled" }).catch((error) => {
            // A player who deleted their account since the sweep has nothing to roll over.
            if (!(error instanceof UserGone)) throw error;
          });
        });
        message.ack();
      } catch (error) {
        logError("rollover batch failed", error);
        message.retry({ delaySeconds: 30 });
      }
    }),
  );
}

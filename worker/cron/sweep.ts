/**
 * The every-15-minutes Cron Trigger: finds players whose day boundary has passed, through the
 * next_cron_at index, and hands them to the rollover queue a page at a time.
 */
import { and, asc, gt, lte } from "drizzle-orm";
import { database, type Database } from "../../db/client";
import { scheduledRuns, users } from "../../db/schema";
import type { Env, RolloverMessage } from "../env";
import { resumeAllPendingWork } from "../lib/workKinds";
import { ROLLOVER_CHUNK, rollOverMany } from "./rollover";
import { logError } from "../lib/log";

/** Players per queue message: the consumer rolls each message's players over in one D1 batch. */
export const SWEEP_MESSAGE_SIZE = ROLLOVER_CHUNK;
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

/**
 * The queue consumer: the batch's messages at the same time, each one's players read, rolled
 * over and written back together (rollOverMany: one guarded D1 batch for the lot, each player
 * behind their own version guard). One failure retries only its message (the players already
 * rolled over are skipped on the retry: their day boundary has moved on).
 */
export async function consumeRollovers(batch: MessageBatch<RolloverMessage>, env: Env) {
  await Promise.all(
    batch.messages.map(async (message) => {
      try {
        // A player swept earlier in the day but not yet rolled over is rolled over as of now.
        const now = new Date(Math.max(Date.now(), message.body.sweptAt));
        await rollOverMany(env, message.body.userIds, now, { attended: false, client: "scheduled" });
        message.ack();
      } catch (error) {
        logError("rollover batch failed", error);
        message.retry({ delaySeconds: 30 });
      }
    }),
  );
}

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

/** The queue consumer: rolls each player over; one failure retries only that message. */
export async function consumeRollovers(batch: MessageBatch<RolloverMessage>, env: Env) {
  for (const message of batch.messages) {
    try {
      // A player swept earlier in the day but not yet rolled over is rolled over as of now.
      const now = new Date(Math.max(Date.now(), message.body.sweptAt));
      for (const userId of message.body.userIds) {
        await rollOver(env, userId, now, undefined, { attended: false, client: "scheduled" }).catch((error) => {
          // A player who deleted their account since the sweep has nothing to roll over.
          if (!(error instanceof UserGone)) throw error;
        });
      }
      message.ack();
    } catch (error) {
      logError("rollover batch failed", error);
      message.retry({ delaySeconds: 30 });
    }
  }
}

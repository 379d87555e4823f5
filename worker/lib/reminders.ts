/**
 * Reminders that reach the player, even with the app closed. The minute Cron Trigger reads the
 * reminder index (`reminder_schedule`, kept in step with every task and preference write by
 * triggers in D1) for the rows due in its minute or marked for working out again, claims them,
 * and hands them to the reminder queue in pages; the queue's consumer works out each task's
 * ring (content/rules/reminders.ts), sends it by Web Push to each of the player's devices, and
 * writes the next ring back.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { t } from "../../content/i18n";
import { nextReminderRing, REMINDER_HORIZON_DAYS, type ReminderContext } from "../../content/rules/reminders";
import type { Task, User } from "../../content/rules/types";
import { database, type Database } from "../../db/client";
import { deletePushEndpoint, webPushDevicesOf, type PushDeviceRow } from "../../db/pushDevices";
import { reminderSchedule, tasks as tasksTable, users } from "../../db/schema";
import { taskFromRow } from "../../db/tasks";
import type { Env, ReminderMessage } from "../env";
import { loadLanguage } from "./catalogues";
import { logError } from "./log";
import { issueReminderToken } from "./reminderActions";
import { sendPush, type PushOutcome } from "./webPush";

/** Must match the minute cron of wrangler.toml. */
export const REMINDER_CRON = "* * * * *";
/** Tasks per queue message: one consumer invocation sends these. */
export const REMINDER_MESSAGE_SIZE = 100;
/** Rows claimed per index read. */
export const REMINDER_PAGE_SIZE = 1000;
/** How long a run holds the rows it claimed; a run that died gives them back after it. */
export const REMINDER_CLAIM_MS = 5 * 60_000;
/** A ring the push services could not take is tried again this long after its time. */
export const REMINDER_RETRY_MS = 3 * 60_000;
/** The most characters of a task's text and notes a notification shows. */
const TITLE_MAX = 120;
const BODY_MAX = 160;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function shorten(text: string, max: number): string {
  const plain = text.replace(/\s+/g, " ").trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1)}…`;
}

/**
 * The minute Cron Trigger: claims the index rows due before the end of this minute (and those
 * to work out again) and queues them. Answers how many tasks and messages it queued.
 */
export async function dispatchReminders(env: Env, scheduledTime: number): Promise<{ due: number; messages: number }> {
  const db = database(env.DB);
  const minute = Math.floor(scheduledTime / MINUTE) * MINUTE;
  const now = Date.now();
  let due = 0;
  let messages = 0;
  for (;;) {
    const claimed = await db
      .update(reminderSchedule)
      .set({ claimedUntil: now + REMINDER_CLAIM_MS })
      .where(
        inArray(
          reminderSchedule.taskId,
          db
            .select({ taskId: reminderSchedule.taskId })
            .from(reminderSchedule)
            .where(
              and(
                sql`${reminderSchedule.nextAt} < ${minute + MINUTE}`,
                sql`${reminderSchedule.claimedUntil} <= ${now}`,
              ),
            )
            .orderBy(reminderSchedule.nextAt)
            .limit(REMINDER_PAGE_SIZE),
        ),
      )
      .returning({ taskId: reminderSchedule.taskId })
      .all();
    if (claimed.length === 0) break;
    const batch: MessageSendRequest<ReminderMessage>[] = [];
    for (let index = 0; index < claimed.length; index += REMINDER_MESSAGE_SIZE)
      batch.push({
        body: {
          kind: "reminders",
          taskIds: claimed.slice(index, index + REMINDER_MESSAGE_SIZE).map((row) => row.taskId),
          minute,
        },
      });
    // A queue takes at most 100 messages per sendBatch call.
    for (let index = 0; index < batch.length; index += 100)
      await env.REMINDER_QUEUE.sendBatch(batch.slice(index, index + 100));
    due += claimed.length;
    messages += batch.length;
    if (claimed.length < REMINDER_PAGE_SIZE) break;
  }
  return { due, messages };
}

interface PlayerForReminders {
  id: string;
  preferences: User["preferences"];
  lastCron: string;
  blocked: boolean;
}

async function loadInChunks<T>(ids: readonly string[], load: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let index = 0; index < ids.length; index += 90) rows.push(...(await load(ids.slice(index, index + 90))));
  return rows;
}

async function playersOf(db: Database, userIds: readonly string[]): Promise<Map<string, PlayerForReminders>> {
  const rows = await loadInChunks(userIds, (chunk) =>
    db
      .select({
        id: users.id,
        preferences: users.preferences,
        lastCron: users.lastCron,
        blocked: sql<number | null>`json_extract(${users.misc}, '$.auth.blocked')`,
      })
      .from(users)
      .where(inArray(users.id, chunk))
      .all(),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        preferences: row.preferences as User["preferences"],
        lastCron: row.lastCron,
        blocked: Boolean(row.blocked),
      },
    ]),
  );
}

/** Whether the player wants reminders pushed at all (the master switch and the reminders' own). */
export function wantsReminders(preferences: User["preferences"]): boolean {
  const push = preferences.pushNotifications ?? {};
  return push.unsubscribeFromAll !== true && push.taskReminders !== false;
}

/** What a reminder's notification says, in the player's language (the service worker shows it as it is). */
export async function reminderPayload(env: Env, player: PlayerForReminders, task: Task, ringAt: number) {
  const language = player.preferences.language;
  await loadLanguage(language);
  const notes = shorten(task.notes ?? "", BODY_MAX);
  return {
    type: "reminder",
    taskId: task._id,
    title: shorten(task.text, TITLE_MAX) || t("reminderUntitled", {}, language),
    body: notes || t(task.type === "daily" ? "reminderDailyBody" : "reminderTodoBody", {}, language),
    at: ringAt,
    url: "/",
    actions: [
      { action: "done", title: t("reminderDone", {}, language) },
      { action: "open", title: t("reminderOpen", {}, language) },
    ],
    token: await issueReminderToken(env, player.id, task._id, ringAt),
  };
}

/** A push topic per task: a newer reminder of the task replaces one still waiting at the push service. */
function topicOf(taskId: string): string {
  return `r${taskId.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 31)}`;
}

export interface ReminderRunReport {
  sent: number;
  rescheduled: number;
  gone: number;
}

/**
 * The queue's consumer: for each claimed task, rings what is due in `minute` (once: the last
 * ring sent is kept), and writes the next ring back unless the task or the player's
 * preferences changed meanwhile (their triggers have marked the row for working out again).
 */
export async function deliverReminders(env: Env, message: ReminderMessage): Promise<ReminderRunReport> {
  const db = database(env.DB);
  const { minute } = message;
  const rows = await loadInChunks(message.taskIds, (chunk) =>
    db.select().from(reminderSchedule).where(inArray(reminderSchedule.taskId, chunk)).all(),
  );
  const taskRows = await loadInChunks(
    rows.map((row) => row.taskId),
    (chunk) => db.select().from(tasksTable).where(inArray(tasksTable.id, chunk)).all(),
  );
  const tasksById = new Map(taskRows.map((row) => [row.id, taskFromRow(row)]));
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const players = await playersOf(db, userIds);
  const devices = new Map<string, PushDeviceRow[]>();
  for (const device of await webPushDevicesOf(db, userIds))
    devices.set(device.userId, [...(devices.get(device.userId) ?? []), device]);

  const statements: BatchItem<"sqlite">[] = [];
  const goneEndpoints = new Set<string>();
  const report: ReminderRunReport = { sent: 0, rescheduled: 0, gone: 0 };
  await Promise.all(
    rows.map(async (row) => {
      const task = tasksById.get(row.taskId);
      const player = players.get(row.userId);
      if (!task || !player || task.userId !== row.userId) {
        statements.push(db.delete(reminderSchedule).where(eq(reminderSchedule.taskId, row.taskId)));
        return;
      }
      const context: ReminderContext = {
        timezoneOffset: player.preferences.timezoneOffset,
        dayStart: player.preferences.dayStart,
        lastCron: player.lastCron,
        reminders: player.preferences.reminders,
      };
      // A ring the push services could not take a minute ago is still looked at, once.
      const from = Math.max(minute - REMINDER_RETRY_MS, row.lastSentAt + 1);
      let ring = nextReminderRing(task, context, from);
      let sentAt: number | undefined;
      let retry = false;
      if (ring && ring.at < minute && row.nextAt !== ring.at) ring = nextReminderRing(task, context, minute);
      if (ring && ring.at < minute + MINUTE) {
        const outcomes: PushOutcome[] = [];
        const targets = devices.get(row.userId) ?? [];
        if (wantsReminders(player.preferences) && !player.blocked && targets.length > 0) {
          const payload = await reminderPayload(env, player, task, ring.at);
          for (const outcome of await Promise.all(
            targets.map((device) =>
              sendPush(
                env,
                { endpoint: device.endpoint ?? "", p256dh: device.p256dh ?? "", auth: device.auth ?? "" },
                { payload, topic: topicOf(task._id), urgency: "high" },
              ).then((result) => {
                if ((result === "gone" || result === "refused") && device.endpoint) goneEndpoints.add(device.endpoint);
                return result;
              }),
            ),
          ))
            outcomes.push(outcome);
        }
        const delivered = outcomes.filter((outcome) => outcome === "sent").length;
        report.sent += delivered;
        // Every device failed for now: the ring stays due and the next minute tries again.
        retry = delivered === 0 && outcomes.includes("failed") && minute + MINUTE - ring.at < REMINDER_RETRY_MS;
        if (!retry) sentAt = ring.at;
      }
      const next = retry ? ring : nextReminderRing(task, context, sentAt !== undefined ? sentAt + 1 : minute);
      const nextAt = next?.at ?? minute + REMINDER_HORIZON_DAYS * DAY;
      statements.push(
        db
          .update(reminderSchedule)
          .set({ nextAt, claimedUntil: 0 })
          .where(and(eq(reminderSchedule.taskId, row.taskId), eq(reminderSchedule.rev, row.rev))),
      );
      if (sentAt !== undefined)
        statements.push(
          db
            .update(reminderSchedule)
            .set({ lastSentAt: sql`max(${reminderSchedule.lastSentAt}, ${sentAt})` })
            .where(eq(reminderSchedule.taskId, row.taskId)),
        );
      report.rescheduled += 1;
    }),
  );
  for (let index = 0; index < statements.length; index += 500) {
    const chunk = statements.slice(index, index + 500);
    await db.batch(chunk as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  }
  for (const endpoint of goneEndpoints) await deletePushEndpoint(db, endpoint);
  report.gone = goneEndpoints.size;
  return report;
}

/** The reminder queue's consumer: one failure retries only that message. */
export async function consumeReminders(batch: MessageBatch<ReminderMessage>, env: Env) {
  await Promise.all(
    batch.messages.map(async (message) => {
      try {
        await deliverReminders(env, message.body);
        message.ack();
      } catch (error) {
        logError("reminder batch failed", error);
        message.retry({ delaySeconds: 10 });
      }
    }),
  );
}

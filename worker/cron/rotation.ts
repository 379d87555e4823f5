/**
 * The daily Cron Trigger: caches what the shops rotate in this month, closes, renews and
 * reconciles paid plans, on the first day of a month hands every subscriber that month's
 * mystery items, and forgets old rate-limit counters.
 */
import { asc, gt, isNotNull, sql, and } from "drizzle-orm";
import { rotation as monthlyRotation } from "../../content/data/rotation";
import { grantMonthlyMysteryItems } from "../../content/rules/mysteryItems";
import { seededRandom } from "../../content/rules/random";
import { shopContextAt } from "../../content/rules/availability";
import { backgroundMonths, shopCalendar, timeTravelerMonths } from "../../content/rules/rotation";
import { isSubscribed } from "../../content/rules/subscription";
import { database, type Database } from "../../db/client";
import { scheduledRuns, users, worldState } from "../../db/schema";
import { updateUser, UserGone } from "../../db/users";
import type { Env } from "../env";
import { forgetOldPasswordChecks } from "../lib/passwordChecks";
import { forgetOldWindows } from "../lib/windowCounter";
import { runSubscriptionJob } from "./subscriptions";

const SUBSCRIBER_PAGE = 200;

/** The shops' rotating stock at `now` (pure), as cached for the day. */
export function rotationAt(now: Date) {
  const { year, month } = shopCalendar(now);
  return {
    year,
    month,
    ...shopContextAt(now).rotation,
    timeTravelerMonths: timeTravelerMonths(now, monthlyRotation),
    backgroundMonths: backgroundMonths(now, monthlyRotation),
  };
}

/** Gives every subscriber the month's mystery set once (the rule skips those who have it). */
export async function grantSubscriberItems(db: Database, now: Date): Promise<number> {
  let granted = 0;
  let afterId = "";
  for (;;) {
    const page = await db
      .select({ id: users.id })
      .from(users)
      .where(and(gt(users.id, afterId), isNotNull(sql`json_extract(${users.purchased}, '$.plan.customerId')`)))
      .orderBy(asc(users.id))
      .limit(SUBSCRIBER_PAGE)
      .all();
    for (const { id } of page) {
      try {
        const { result } = await updateUser(db, id, (fresh) => {
          if (!isSubscribed(fresh, now)) return { user: fresh, result: 0, unchanged: true };
          const outcome = grantMonthlyMysteryItems(fresh, now, {
            now,
            random: seededRandom(`${id}:${now.toISOString().slice(0, 7)}`),
          });
          return outcome.granted.length
            ? { user: outcome.user, result: 1 }
            : { user: fresh, result: 0, unchanged: true };
        });
        granted += result;
      } catch (error) {
        if (!(error instanceof UserGone)) throw error;
      }
    }
    if (page.length < SUBSCRIBER_PAGE) break;
    afterId = page[page.length - 1].id;
  }
  return granted;
}

export async function runDailyJob(env: Env, cron: string, now: Date) {
  const db = database(env.DB);
  const current = rotationAt(now);
  await db
    .insert(worldState)
    .values({ key: "rotation", value: current, updatedAt: now.toISOString() })
    .onConflictDoUpdate({ target: worldState.key, set: { value: current, updatedAt: now.toISOString() } });
  // Plans are closed, renewed and reconciled before the month's items go to subscribers.
  const subscriptions = await runSubscriptionJob(env, now);
  const subscribersGranted = shopCalendar(now).day === 1 ? await grantSubscriberItems(db, now) : 0;
  await forgetOldWindows(env, now);
  await forgetOldPasswordChecks(db, now);
  await db.insert(scheduledRuns).values({
    cron,
    kind: "daily",
    ranAt: now.toISOString(),
    detail: { year: current.year, month: current.month, subscribersGranted, subscriptions },
  });
  return { rotation: current, subscribersGranted, subscriptions };
}

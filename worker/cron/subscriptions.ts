/**
 * The daily job's part in paid plans: plans whose end has come are closed for everyone
 * (active or not), simulated plans renew or end as Stripe's would, plan groups' members are
 * brought in line with their group's plan, and checkouts nobody finished are closed.
 */
import { and, eq, inArray } from "drizzle-orm";
import { CHECKOUT_EXPIRY_HOURS } from "../../content/data/constants";
import { blockMonths } from "../../content/rules/payments";
import { addMonths, closeEndedSubscription } from "../../content/rules/subscribe";
import { database, type Database } from "../../db/client";
import { loadGroup } from "../../db/groups";
import {
  dueSimulatedSubscriptions,
  expireStaleOrders,
  updateSubscriptionStatement,
  usersWithEndedPlans,
} from "../../db/payments";
import { paymentSubscriptions } from "../../db/schema";
import { updateUser, UserGone } from "../../db/users";
import type { Env } from "../env";
import { planGroupIds, syncGroupPlanMembers, updateGroupPlanSeats } from "../payments/groupPlans";
import { paymentModeOf, providerOfSubscription } from "../payments/providers";
import { renewalPaidEvent, subscriptionEndedEvent } from "../payments/simulator";
import { deliverSimulatedEvent, endSimulatedPlan } from "../payments/webhook";
import { logError } from "../lib/log";

const PAGE = 200;
const HOUR_MS = 3_600_000;

/** Closes every plan whose end date has passed. */
export async function closeEndedPlans(db: Database, now: Date): Promise<number> {
  let closed = 0;
  let afterId = "";
  for (;;) {
    const page = await usersWithEndedPlans(db, now, afterId, PAGE);
    for (const id of page) {
      try {
        const { result } = await updateUser(db, id, (fresh) => {
          const next = closeEndedSubscription(fresh, now);
          return next === fresh
            ? { user: fresh, result: 0, unchanged: true }
            : { user: next, result: 1, purchase: { transactionType: "subscription_perks" } };
        });
        closed += result;
      } catch (error) {
        if (!(error instanceof UserGone)) throw error;
      }
    }
    if (page.length < PAGE) break;
    afterId = page[page.length - 1];
  }
  return closed;
}

/** Simulated plans behave as Stripe's: a renewing one is charged again, a cancelled one ends. */
export async function runSimulatedBilling(
  env: Env,
  db: Database,
  now: Date,
): Promise<{ renewed: number; ended: number }> {
  const counts = { renewed: 0, ended: 0 };
  // With the simulator off (Stripe configured, or no payments at all) plans made with it end,
  // perks and all, as unpaid ones do.
  const simulatorOn = paymentModeOf(env) === "simulator";
  for (const subscription of await dueSimulatedSubscriptions(db, now)) {
    try {
      if (!simulatorOn) {
        const result = await endSimulatedPlan(env, subscription, now);
        if (result.outcome === "applied") counts.ended += 1;
        continue;
      }
      if (subscription.status === "active") {
        let periodEnd = new Date(subscription.currentPeriodEnd);
        // A server that was off for a while renews once, into the period that covers now.
        while (periodEnd.getTime() <= now.getTime())
          periodEnd = addMonths(periodEnd, blockMonths(subscription.planKey));
        const result = await deliverSimulatedEvent(env, renewalPaidEvent(subscription, periodEnd, now));
        if (result.outcome === "applied") counts.renewed += 1;
      } else {
        const result = await deliverSimulatedEvent(env, subscriptionEndedEvent(subscription, now));
        if (result.outcome === "applied") counts.ended += 1;
      }
    } catch (error) {
      logError("simulated billing failed", subscription.id, error);
    }
  }
  return counts;
}

/** Every plan group's members hold (or lose) the plan's perks; seats follow member counts. */
export async function reconcileGroupPlans(env: Env, db: Database, now: Date): Promise<number> {
  let groups = 0;
  for (const groupId of await planGroupIds(db)) {
    try {
      await syncGroupPlanMembers(db, groupId, now);
      const sub = await db
        .select()
        .from(paymentSubscriptions)
        .where(
          and(eq(paymentSubscriptions.groupId, groupId), inArray(paymentSubscriptions.status, ["active", "canceling"])),
        )
        .get();
      if (sub) await updateGroupPlanSeats(db, providerOfSubscription(env, db, sub), groupId);
      groups += 1;
    } catch (error) {
      logError("group plan reconciliation failed", groupId, error);
    }
  }
  // A group that closed (its last member left) stops its plan's renewal.
  const orphans = await db
    .select()
    .from(paymentSubscriptions)
    .where(inArray(paymentSubscriptions.status, ["active", "canceling"]))
    .all();
  for (const sub of orphans) {
    if (!sub.groupId || (await loadGroup(db, sub.groupId))) continue;
    try {
      if (sub.status === "active") await providerOfSubscription(env, db, sub).cancelAtPeriodEnd(sub);
      await db.batch([updateSubscriptionStatement(db, sub.id, { status: "ended", endedAt: now.toISOString() })]);
    } catch (error) {
      logError("could not stop the plan of a closed group", sub.id, error);
    }
  }
  return groups;
}

export async function runSubscriptionJob(env: Env, now: Date) {
  const db = database(env.DB);
  const billing = await runSimulatedBilling(env, db, now);
  // Plans that ended are closed first, so a plan group's member whose own plan ended moves
  // onto the group's plan in the same run.
  const plansClosed = await closeEndedPlans(db, now);
  const groupPlans = await reconcileGroupPlans(env, db, now);
  const checkoutsExpired = await expireStaleOrders(db, new Date(now.getTime() - CHECKOUT_EXPIRY_HOURS * HOUR_MS), now);
  return { ...billing, groupPlans, plansClosed, checkoutsExpired };
}

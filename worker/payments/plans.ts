/**
 * What players do to running plans: cancel one (theirs, or a group's they lead), open the
 * provider's card page, and the seats and perks that follow a plan group's members.
 */
import { and, eq } from "drizzle-orm";
import { GameError } from "../../content/rules/errors";
import { isSubscribed } from "../../content/rules/subscription";
import { GIFT_CUSTOMER_ID, GROUP_PLAN_CUSTOMER_ID, scheduleCancellation } from "../../content/rules/subscribe";
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { loadGroup, updateGroup } from "../../db/groups";
import {
  liveSubscriptionOfGroup,
  loadSubscription,
  updateSubscriptionStatement,
  type SubscriptionRow,
} from "../../db/payments";
import { paymentSubscriptions } from "../../db/schema";
import { updateUser } from "../../db/users";
import type { Env } from "../env";
import { cancelPlanRecords } from "./grants";
import {
  grantGroupPlanMember,
  groupPlanOf,
  hasActiveGroupPlan,
  releaseGroupPlanMember,
  updateGroupPlanSeats,
} from "./groupPlans";
import { ProviderUnavailable } from "./provider";
import { providerOfSubscription } from "./providers";
import { logError } from "../lib/log";

const DAY_MS = 86_400_000;
const FALLBACK_CANCEL_DAYS = 30;

async function providerCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderUnavailable) {
      logError(error.message);
      throw new GameError("ServiceUnavailable", "paymentProviderError");
    }
    throw error;
  }
}

async function stopRenewal(
  env: Env,
  db: Database,
  subscription: SubscriptionRow,
  now: Date,
): Promise<Date | undefined> {
  const { periodEnd } = await providerCall(() =>
    providerOfSubscription(env, db, subscription).cancelAtPeriodEnd(subscription),
  );
  return cancelPlanRecords(
    { db, provider: subscription.provider as "stripe" | "simulator", now },
    subscription,
    periodEnd,
  );
}

/** Cancels the player's own plan, or (with `groupId`) a group's plan the player leads or pays for. */
export async function cancelPlan(
  env: Env,
  db: Database,
  user: User,
  groupId: string | undefined,
  now: Date,
): Promise<{ dateTerminated: string }> {
  if (groupId !== undefined) {
    const group = groupId.length <= 100 ? await loadGroup(db, groupId) : undefined;
    if (!group) throw new GameError("NotFound", "groupNotFound");
    const plan = groupPlanOf(group);
    if (!plan.customerId || !hasActiveGroupPlan(group, now)) throw new GameError("NotFound", "groupPlanNotFound");
    if (user._id !== group.leaderId && user._id !== plan.owner)
      throw new GameError("NotAuthorized", "onlyGroupLeaderCanManageSubscription");
    if (plan.dateTerminated) throw new GameError("BadRequest", "subscriptionAlreadyCancelled");
    const subscription = await liveSubscriptionOfGroup(db, group.id);
    let ends = subscription ? await stopRenewal(env, db, subscription, now) : undefined;
    if (!ends) {
      const updated = await updateGroup(db, group.id, (fresh) => {
        const freshPlan = fresh.doc.purchased.plan as { dateTerminated?: string | null };
        freshPlan.dateTerminated ??= new Date(now.getTime() + FALLBACK_CANCEL_DAYS * DAY_MS).toISOString();
        return { group: fresh, result: new Date(freshPlan.dateTerminated) };
      });
      ends = updated?.result;
    }
    return { dateTerminated: (ends ?? now).toISOString() };
  }
  const plan = user.purchased.plan;
  if (!isSubscribed(user, now)) throw new GameError("BadRequest", "noSubscriptionToCancel");
  if (plan.customerId === GIFT_CUSTOMER_ID) throw new GameError("BadRequest", "giftedPlanEndsByItself");
  if (plan.customerId === GROUP_PLAN_CUSTOMER_ID) throw new GameError("BadRequest", "groupPlanMembershipEndsWithGroup");
  if (plan.dateTerminated) throw new GameError("BadRequest", "subscriptionAlreadyCancelled");
  const subscription = plan.subscriptionId ? await loadSubscription(db, plan.subscriptionId) : undefined;
  if (subscription && subscription.userId === user._id && subscription.status === "active") {
    const ends = await stopRenewal(env, db, subscription, now);
    if (ends) return { dateTerminated: ends.toISOString() };
  }
  // A plan with no renewal at a provider (granted by staff, or from before payments) just ends.
  const { user: updated } = await updateUser(db, user._id, (fresh) => ({
    user: fresh.purchased.plan.dateTerminated ? fresh : scheduleCancellation(fresh, undefined, now),
    result: null,
  }));
  return { dateTerminated: String(updated.purchased.plan.dateTerminated) };
}

/** The provider's page where the payer changes the card of a plan, if it has one. */
export async function billingPortal(
  env: Env,
  db: Database,
  user: User,
  groupId: string | undefined,
  returnUrl: string,
): Promise<string> {
  let subscription: SubscriptionRow | undefined;
  if (groupId !== undefined) {
    const group = groupId.length <= 100 ? await loadGroup(db, groupId) : undefined;
    if (!group) throw new GameError("NotFound", "groupNotFound");
    if (user._id !== group.leaderId && user._id !== groupPlanOf(group).owner)
      throw new GameError("NotAuthorized", "onlyGroupLeaderCanManageSubscription");
    subscription = await liveSubscriptionOfGroup(db, group.id);
  } else if (user.purchased.plan.subscriptionId) {
    subscription = await loadSubscription(db, user.purchased.plan.subscriptionId);
  }
  if (!subscription || (groupId === undefined && subscription.payerId !== user._id))
    throw new GameError("BadRequest", "noCardToChange");
  const url = await providerCall(() =>
    providerOfSubscription(env, db, subscription).billingPortalUrl(subscription.customerId, returnUrl),
  );
  if (!url) throw new GameError("BadRequest", "noCardToChange");
  return url;
}

/**
 * After a player joins or leaves a group: the group's plan (if it runs) grants or releases
 * their perks and bills the new number of seats. It never fails the request that changed the
 * membership; the daily job brings anything left undone in line.
 */
export async function afterGroupMembershipChange(
  env: Env,
  db: Database,
  groupId: string,
  userId: string,
  joined: boolean,
  now = new Date(),
): Promise<void> {
  try {
    const group = await loadGroup(db, groupId);
    if (!group) {
      // The last member left and the group closed: its plan stops renewing.
      const subscription = await liveSubscriptionOfGroup(db, groupId);
      if (subscription) {
        if (subscription.status === "active")
          await providerOfSubscription(env, db, subscription).cancelAtPeriodEnd(subscription);
        await db.batch([
          updateSubscriptionStatement(db, subscription.id, { status: "ended", endedAt: now.toISOString() }),
        ]);
      }
      if (!joined) await releaseGroupPlanMember(db, userId, now, groupId);
      return;
    }
    if (!groupPlanOf(group).customerId) return;
    if (joined && hasActiveGroupPlan(group, now)) await grantGroupPlanMember(db, group, userId, now);
    if (!joined) await releaseGroupPlanMember(db, userId, now, groupId);
    const subscription = await liveSubscriptionOfGroup(db, groupId);
    if (subscription) await updateGroupPlanSeats(db, providerOfSubscription(env, db, subscription), groupId);
  } catch (error) {
    logError("group plan membership follow-up failed", groupId, userId, error);
  }
}

/**
 * After an account is deleted: every plan group it was in bills its new number of seats at once
 * (or, closed with its last member, stops renewing). Never fails the deletion; the daily job
 * completes anything left undone.
 */
export async function afterAccountDeleted(
  env: Env,
  db: Database,
  userId: string,
  groupIds: readonly string[],
  now = new Date(),
): Promise<void> {
  for (const groupId of groupIds) await afterGroupMembershipChange(env, db, groupId, userId, false, now);
}

/**
 * A player deleting their account stops the renewals of plans they pay for, so nobody is
 * charged for an account that is gone. Group plans they pay for run to the end of their period.
 */
export async function stopRenewalsOfDepartingPlayer(
  env: Env,
  db: Database,
  userId: string,
  now = new Date(),
): Promise<void> {
  const paying = await db
    .select()
    .from(paymentSubscriptions)
    .where(and(eq(paymentSubscriptions.payerId, userId), eq(paymentSubscriptions.status, "active")))
    .all();
  for (const subscription of paying) {
    await providerCall(() => providerOfSubscription(env, db, subscription).cancelAtPeriodEnd(subscription));
    await db.batch([
      updateSubscriptionStatement(db, subscription.id, {
        status: subscription.groupId ? "canceling" : "ended",
        canceledAt: now.toISOString(),
        ...(subscription.groupId ? {} : { endedAt: now.toISOString() }),
      }),
    ]);
    if (subscription.groupId) {
      await updateGroup(db, subscription.groupId, (group) => {
        const plan = group.doc.purchased.plan as { dateTerminated?: string | null };
        plan.dateTerminated ??= new Date(subscription.currentPeriodEnd).toISOString();
        return { group, result: null };
      });
    }
  }
}

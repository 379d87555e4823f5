/**
 * Group plans: a group whose plan runs gives every member subscriber perks, and is billed a
 * seat per member. Members' perks are kept in step by `syncGroupPlanMembers`, which is safe to
 * run any number of times: after a purchase, on joins and departures, and by the daily job,
 * which completes any step an interrupted request left undone.
 */
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { GameError } from "../../content/rules/errors";
import { groupPlanSeats } from "../../content/rules/payments";
import { seededRandom } from "../../content/rules/random";
import { GROUP_PLAN_CUSTOMER_ID, joinGroupPlan, leaveGroupPlan } from "../../content/rules/subscribe";
import type { Database } from "../../db/client";
import { loadGroup, type Group } from "../../db/groups";
import { liveSubscriptionOfGroup, updateSubscriptionStatement } from "../../db/payments";
import { groupMembers, groups } from "../../db/schema";
import { updateUser, UserGone } from "../../db/users";
import type { GroupPlan } from "../api-types/groups";

export type { GroupPlan };

export function groupPlanOf(group: Pick<Group, "doc">): GroupPlan {
  return (group.doc.purchased?.plan ?? {}) as GroupPlan;
}

/** A group has a running plan: bought, and not past its end. */
export function hasActiveGroupPlan(group: Pick<Group, "doc">, now: Date): boolean {
  const plan = groupPlanOf(group);
  if (!plan.customerId) return false;
  return !plan.dateTerminated || new Date(plan.dateTerminated).getTime() > now.getTime();
}

/**
 * A guild whose plan runs stays private: in a public one anyone could walk in uninvited and take
 * a subscriber's perks, billed to whoever pays. Refuses a change to public (by anyone).
 */
export function refusePublicPlanGuild(group: Pick<Group, "doc">, privacy: string | undefined, now: Date): void {
  if (privacy === "public" && hasActiveGroupPlan(group, now))
    throw new GameError("BadRequest", "groupPlanGuildStaysPrivate");
}

/** A guild anyone may join uninvited: public, and with no running plan (whatever older data says). */
export function isOpenGuild(group: Pick<Group, "type" | "privacy" | "doc">, now: Date): boolean {
  return group.type === "guild" && group.privacy === "public" && !hasActiveGroupPlan(group, now);
}

/** The groups of a player whose plans run at `now` (optionally leaving one out). */
export async function activePlanGroupsOf(db: Database, userId: string, now: Date, except?: string): Promise<Group[]> {
  const rows = await db
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(
      and(eq(groupMembers.userId, userId), isNotNull(sql`json_extract(${groups.doc}, '$.purchased.plan.customerId')`)),
    )
    .all();
  const found: Group[] = [];
  for (const { groupId } of rows) {
    if (groupId === except) continue;
    const group = await loadGroup(db, groupId);
    if (group && hasActiveGroupPlan(group, now)) found.push(group);
  }
  return found;
}

async function memberIds(db: Database, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId))
    .all();
  return rows.map((row) => row.userId);
}

/** A member of a running plan group holds its perks. */
export async function grantGroupPlanMember(db: Database, group: Group, userId: string, now: Date): Promise<void> {
  try {
    await updateUser(db, userId, (fresh) => {
      const next = joinGroupPlan(fresh, group.leaderId, {
        now,
        random: seededRandom(`${group.id}:${userId}:${now.toISOString().slice(0, 7)}`),
      });
      if (next === fresh) return { user: fresh, result: null, unchanged: true };
      return {
        user: next,
        result: null,
        purchase: { transactionType: "subscription_perks", reference: group.id, referenceText: group.name },
      };
    });
  } catch (error) {
    if (!(error instanceof UserGone)) throw error;
  }
}

/** A player no longer in any running plan group keeps its perks only for the grace days. */
export async function releaseGroupPlanMember(
  db: Database,
  userId: string,
  now: Date,
  leftGroupId?: string,
): Promise<void> {
  if ((await activePlanGroupsOf(db, userId, now, leftGroupId)).length > 0) return;
  try {
    await updateUser(db, userId, (fresh) => {
      if (fresh.purchased.plan.customerId !== GROUP_PLAN_CUSTOMER_ID)
        return { user: fresh, result: null, unchanged: true };
      const next = leaveGroupPlan(fresh, now);
      return next === fresh ? { user: fresh, result: null, unchanged: true } : { user: next, result: null };
    });
  } catch (error) {
    if (!(error instanceof UserGone)) throw error;
  }
}

/** Brings every member's perks in line with the group's plan, and a running plan's guild back to private. */
export async function syncGroupPlanMembers(db: Database, groupId: string, now: Date): Promise<void> {
  const group = await loadGroup(db, groupId);
  if (!group || !groupPlanOf(group).customerId) return;
  const active = hasActiveGroupPlan(group, now);
  if (active && group.privacy !== "private") {
    await db
      .update(groups)
      .set({ privacy: "private", version: sql`${groups.version} + 1` })
      .where(and(eq(groups.id, groupId), eq(groups.privacy, group.privacy)));
  }
  for (const userId of await memberIds(db, groupId)) {
    if (active) await grantGroupPlanMember(db, group, userId, now);
    else await releaseGroupPlanMember(db, userId, now, groupId);
  }
}

export interface SeatBilling {
  setQuantity(
    subscription: NonNullable<Awaited<ReturnType<typeof liveSubscriptionOfGroup>>>,
    quantity: number,
  ): Promise<void>;
}

/** Bills the group's plan for as many seats as it has members (from its next renewal). */
export async function updateGroupPlanSeats(db: Database, billing: SeatBilling, groupId: string): Promise<void> {
  const subscription = await liveSubscriptionOfGroup(db, groupId);
  if (!subscription) return;
  const group = await loadGroup(db, groupId);
  if (!group) return;
  const quantity = groupPlanSeats(group.memberCount);
  if (quantity === subscription.quantity) return;
  await billing.setQuantity(subscription, quantity);
  await db.batch([
    updateSubscriptionStatement(db, subscription.id, { quantity }),
    db
      .update(groups)
      .set({ doc: sql`json_set(${groups.doc}, '$.purchased.plan.quantity', ${quantity})` })
      .where(eq(groups.id, groupId)),
  ]);
}

/** Groups whose plan has run out at `now`, and those still running (for the daily job). */
export async function planGroupIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(
        inArray(groups.type, ["guild", "party"]),
        isNotNull(sql`json_extract(${groups.doc}, '$.purchased.plan.customerId')`),
      ),
    )
    .all();
  return rows.map((row) => row.id);
}

/**
 * A plan group may keep gems for its leader only (its `leaderOnly.getGems` setting): its other
 * members then can neither buy gems nor receive them.
 */
export async function mayGetGems(db: Database, userId: string, now: Date): Promise<boolean> {
  for (const group of await activePlanGroupsOf(db, userId, now)) {
    if (group.doc.leaderOnly?.getGems && group.leaderId !== userId) return false;
  }
  return true;
}

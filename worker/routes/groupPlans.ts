/**
 * Group plans (spec §7 Groups): the player's plan groups, and a plan group's billing as its
 * members see it (the leader, or whoever pays, may also cancel it through /payments).
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { Hono } from "hono";
import { GameError } from "../../content/rules/errors";
import { groupPlanSeatCents, groupPlanSeats } from "../../content/rules/payments";
import { database } from "../../db/client";
import { loadGroup, loadRole } from "../../db/groups";
import { liveSubscriptionOfGroup } from "../../db/payments";
import { groupMembers, groups, users } from "../../db/schema";
import type { AppEnv } from "../env";
import { groupPlanOf, hasActiveGroupPlan } from "../payments/groupPlans";
import { paymentConfig } from "../payments/providers";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import type { GroupPlanSummary } from "../api-types/groups";
import type { GroupPlanBilling } from "../api-types/payments";

export const groupPlanRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .get("/", async (c) => {
    const db = database(c.env.DB);
    const now = new Date();
    const rows = await db
      .select({
        id: groups.id,
        name: groups.name,
        type: groups.type,
        memberCount: groups.memberCount,
        leaderId: groups.leaderId,
        doc: groups.doc,
        leaderName: users.username,
        leaderProfile: users.profile,
      })
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.groupId))
      .leftJoin(users, eq(users.id, groups.leaderId))
      .where(
        and(
          eq(groupMembers.userId, c.get("user")._id),
          isNotNull(sql`json_extract(${groups.doc}, '$.purchased.plan.customerId')`),
        ),
      )
      .all();
    const plans = rows
      .filter((row) => hasActiveGroupPlan({ doc: row.doc as never }, now))
      .map((row) => ({
        _id: row.id,
        id: row.id,
        name: row.name,
        type: row.type,
        memberCount: row.memberCount,
        leader: {
          _id: row.leaderId,
          id: row.leaderId,
          profile: { name: (row.leaderProfile as { name?: string } | null)?.name || row.leaderName || "" },
        },
        purchased: { plan: groupPlanOf({ doc: row.doc as never }) },
      }));
    return ok<GroupPlanSummary[]>(c, plans);
  })
  .get("/:groupId/billing", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const groupId = c.req.param("groupId");
    const group = groupId.length <= 100 ? await loadGroup(db, groupId) : undefined;
    // Only members see a group's billing; to anyone else the group does not exist.
    if (!group || !(await loadRole(db, group.id, me._id))) throw new GameError("NotFound", "groupNotFound");
    const plan = groupPlanOf(group);
    if (!plan.customerId) throw new GameError("NotFound", "groupPlanNotFound");
    const subscription = await liveSubscriptionOfGroup(db, group.id);
    const seats = groupPlanSeats(group.memberCount);
    return ok<GroupPlanBilling>(c, {
      group: {
        _id: group.id,
        id: group.id,
        name: group.name,
        memberCount: group.memberCount,
        leaderId: group.leaderId,
      },
      plan,
      active: hasActiveGroupPlan(group, new Date()),
      seats,
      seatPrice: groupPlanSeatCents(),
      monthlyAmount: groupPlanSeatCents() * seats,
      currency: "usd",
      subscription: subscription
        ? {
            status: subscription.status,
            provider: subscription.provider,
            quantity: subscription.quantity,
            currentPeriodEnd: new Date(subscription.currentPeriodEnd).toISOString(),
          }
        : null,
      canManage: me._id === group.leaderId || me._id === plan.owner,
      canChangeCard: subscription?.provider === "stripe" && (me._id === group.leaderId || me._id === plan.owner),
      ...paymentConfig(c.env),
    });
  });

/**
 * Support's work on groups: finding them, everything support sees of one (private ones
 * included), and a correction of its name, texts, privacy or leader, audited in the same write.
 */
import { asc, eq, or, sql } from "drizzle-orm";
import { CHAT_FLAG_LIMIT_FOR_HIDING, GEMS_PER_BALANCE, TAVERN_ID } from "../../content/data/constants";
import { GameError } from "../../content/rules/errors";
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { leaderChangeStatements, loadGroup, loadRole, updateGroup, type Group } from "../../db/groups";
import { groupMembers, groups, users } from "../../db/schema";
import { hasActiveGroupPlan, refusePublicPlanGuild } from "../payments/groupPlans";
import type { AdminGroupUpdate } from "../schemas/admin";
import { actorOf, auditStatement, changedPaths, listAudit } from "./audit";
import { moderationQueue } from "./moderation";
import { assertPrivilege } from "./privileges";
import { assertNotChoosingThemselves } from "./staffLimits";
import { SEARCH_RESULTS_MAX } from "./players";

/** Members the group page lists (enough to pick a new leader in any party or small guild). */
const GROUP_MEMBERS_SHOWN = 100;

/** Everything support sees of a group, private ones included. */
export async function adminGroupView(db: Database, group: Group, moderator: boolean) {
  const members = await db
    .select({
      id: groupMembers.userId,
      role: groupMembers.role,
      username: users.username,
      name: sql<string | null>`json_extract(${users.profile}, '$.name')`,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, group.id))
    .orderBy(
      sql`CASE ${groupMembers.role} WHEN 'leader' THEN 0 WHEN 'manager' THEN 1 ELSE 2 END`,
      asc(groupMembers.joinedAt),
    )
    .limit(GROUP_MEMBERS_SHOWN)
    .all();
  const leader =
    group.type === "tavern"
      ? undefined
      : await db
          .select({ id: users.id, username: users.username, profile: users.profile })
          .from(users)
          .where(eq(users.id, group.leaderId))
          .get();
  const [flagged, auditLog] = await Promise.all([
    moderator
      ? moderationQueue(db, { groupId: group.id, hidingLimit: CHAT_FLAG_LIMIT_FOR_HIDING })
      : Promise.resolve([]),
    listAudit(db, "group", group.id),
  ]);
  return {
    id: group.id,
    _id: group.id,
    type: group.type,
    name: group.name,
    privacy: group.privacy,
    summary: group.doc.summary,
    description: group.doc.description,
    categories: group.doc.categories,
    leaderOnly: group.doc.leaderOnly,
    memberCount: group.memberCount,
    createdAt: group.createdAt,
    quest: group.doc.quest,
    purchased: group.doc.purchased,
    leader: leader
      ? {
          id: leader.id,
          _id: leader.id,
          username: leader.username,
          name: (leader.profile as { name?: string }).name || leader.username,
        }
      : null,
    members: members.map((member) => ({
      id: member.id,
      _id: member.id,
      role: member.role,
      username: member.username,
      name: member.name || member.username,
    })),
    flaggedMessages: flagged,
    auditLog,
  };
}

/** A group by id (the tavern by its names too); a 404 when there is none. */
export async function groupOr404(db: Database, groupId: string): Promise<Group> {
  const id = groupId === "tavern" || groupId === "habitrpg" ? TAVERN_ID : groupId;
  const group = id.length <= 100 ? await loadGroup(db, id) : undefined;
  if (!group) throw new GameError("NotFound", "groupNotFound");
  return group;
}

/** Groups whose id is the term or whose name contains it, the exact id first, then the largest. */
export async function searchGroups(db: Database, term: string) {
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  const rows = await db
    .select({
      id: groups.id,
      type: groups.type,
      name: groups.name,
      privacy: groups.privacy,
      memberCount: groups.memberCount,
      createdAt: groups.createdAt,
    })
    .from(groups)
    .where(term ? or(eq(groups.id, term), sql`lower(${groups.name}) LIKE ${pattern} ESCAPE '\\'`) : undefined)
    .orderBy(sql`CASE WHEN ${groups.id} = ${term} THEN 0 ELSE 1 END`, sql`${groups.memberCount} DESC`, asc(groups.name))
    .limit(SEARCH_RESULTS_MAX)
    .all();
  return rows.map((row) => ({ ...row, _id: row.id }));
}

/** Refuses a correction no group may take: the tavern's, a public party, a leader who is not a member. */
export async function assertGroupCorrection(db: Database, me: User, group: Group, input: AdminGroupUpdate) {
  if (input.leader !== group.leaderId) assertNotChoosingThemselves(me, input.leader);
  if (group.type === "tavern") throw new GameError("BadRequest", "tavernNotEditable");
  // Gems for a group are gems made from nothing: only full access gives them, and only to a plan group.
  if (input.gems !== undefined) {
    assertPrivilege(me, "fullAccess");
    if (!hasActiveGroupPlan(group, new Date())) throw new GameError("BadRequest", "groupBalanceNeedsPlan");
  }
  if (group.type === "party" && input.privacy === "public") throw new GameError("BadRequest", "partyMustBePrivate");
  if (input.leader !== undefined && input.leader !== group.leaderId) {
    // As the player's route: a running plan (and its prize fund) stays with the leader who has it.
    if (hasActiveGroupPlan(group, new Date()))
      throw new GameError("NotAuthorized", "cannotChangeLeaderWithActiveGroupPlan");
    if (!(await loadRole(db, group.id, input.leader))) throw new GameError("BadRequest", "newLeaderNotMember");
  }
}

/** Corrects a group as one guarded write with its audit entry; answers the group as it now is. */
export async function correctGroup(db: Database, me: User, group: Group, input: AdminGroupUpdate): Promise<Group> {
  const updated = await updateGroup(db, group.id, async (fresh) => {
    const before = structuredClone(fresh);
    if (input.name !== undefined) fresh.name = input.name.trim();
    if (input.summary !== undefined) fresh.doc.summary = input.summary;
    if (input.description !== undefined) fresh.doc.description = input.description;
    if (input.gems !== undefined) fresh.doc.balance = input.gems / GEMS_PER_BALANCE;
    refusePublicPlanGuild(fresh, input.privacy, new Date());
    if (input.privacy !== undefined && fresh.type === "guild") fresh.privacy = input.privacy;
    const extra = [];
    if (input.leader !== undefined && input.leader !== fresh.leaderId) {
      if (hasActiveGroupPlan(fresh, new Date()))
        throw new GameError("NotAuthorized", "cannotChangeLeaderWithActiveGroupPlan");
      if (!(await loadRole(db, fresh.id, input.leader))) throw new GameError("BadRequest", "newLeaderNotMember");
      extra.push(...leaderChangeStatements(db, fresh.id, fresh.leaderId, input.leader));
      fresh.leaderId = input.leader;
    }
    const changes = changedPaths(before, fresh, [
      "name",
      "doc.summary",
      "doc.description",
      "privacy",
      "leaderId",
      "doc.balance",
    ]);
    if (changes.length)
      extra.push(
        auditStatement(db, {
          actor: actorOf(me),
          targetType: "group",
          targetId: fresh.id,
          action: "updateGroup",
          changes,
        }),
      );
    return { group: fresh, result: changes.length, extra };
  });
  if (!updated) throw new GameError("NotFound", "groupNotFound");
  return (await loadGroup(db, group.id)) ?? updated.group;
}

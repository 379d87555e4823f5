/** The Hall's queries: heroes by contributor tier, patrons by backer tier, and what support reads of a player's groups. */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "./client";
import { groupMembers, groups, users } from "./schema";
import { type UserRow, userFromRow } from "./users";
import type { User } from "../content/rules/types";

const contributorLevel = sql<number>`coalesce(json_extract(${users.misc}, '$.contributor.level'), 0)`;
const backerTier = sql<number>`coalesce(json_extract(${users.misc}, '$.backer.tier'), 0)`;

/** Contributors, highest tier first. */
export function listHeroRows(db: Database, max: number): Promise<UserRow[]> {
  return db.select().from(users).where(sql`${contributorLevel} > 0`).orderBy(desc(contributorLevel)).limit(max).all();
}

/** One page of backers, highest tier first. */
export function listPatronRows(db: Database, page: number, perPage: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(sql`${backerTier} > 0`)
    .orderBy(desc(backerTier))
    .limit(perPage)
    .offset(page * perPage)
    .all();
}

/** A player by username (a leading "@" allowed). */
export async function loadUserByUsername(db: Database, username: string): Promise<User | undefined> {
  const row = await db
    .select()
    .from(users)
    .where(eq(users.usernameLower, username.replace(/^@/, "").toLowerCase()))
    .get();
  return row && userFromRow(row);
}

/** A party's row by id; nothing for another kind of group or an over-long id. */
export async function loadPartyRow(db: Database, groupId: string) {
  if (groupId.length > 100) return undefined;
  return db
    .select()
    .from(groups)
    .where(and(eq(groups.id, groupId), eq(groups.type, "party")))
    .get();
}

/** The groups with a plan a player belongs to, with the plan as stored. */
export function groupPlansOfMember(db: Database, userId: string) {
  return db
    .select({
      id: groups.id,
      name: groups.name,
      type: groups.type,
      leaderId: groups.leaderId,
      memberCount: groups.memberCount,
      plan: sql<string | null>`json_extract(${groups.doc}, '$.purchased.plan')`,
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(
      and(eq(groupMembers.userId, userId), sql`json_extract(${groups.doc}, '$.purchased.plan.planId') IS NOT NULL`),
    )
    .all();
}

/** The ids of the groups a player belongs to. */
export async function groupIdsOfMember(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .where(eq(groupMembers.userId, userId))
    .all();
  return rows.map((row) => row.groupId);
}

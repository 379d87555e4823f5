/**
 * Groups (parties, guilds, the tavern), their members and pending invitations.
 * Membership lives in group_members (the role column says leader / manager / member); the
 * group row's JSON doc holds the settings a leader edits. Counting and inserting happen in the
 * same D1 batch so that concurrent joins and invites never exceed a party's limit.
 */
import { and, count, eq, ne, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { PARTY_MEMBER_LIMIT, TAVERN_ID } from "../content/data/constants";
import type { Database } from "./client";
import { chatMessages, groupInvites, groupMembers, groups } from "./schema";
import { casGuard, isGuardFailure } from "./users";
import type { GroupPrivacy, GroupRole, GroupType } from "../worker/api-types/groups";

/** D1 allows 100 bound parameters per query: long id lists are looked up in parts. */
export function inChunks<T>(items: readonly T[], size = 90): T[][] {
  const parts: T[][] = [];
  for (let index = 0; index < items.length; index += size) parts.push(items.slice(index, index + size));
  return parts;
}

export type { GroupPrivacy, GroupRole, GroupType };

/** What a group row's JSON doc holds. */
export interface GroupDoc {
  summary: string;
  description: string;
  categories: string[];
  leaderOnly: { challenges: boolean; getGems: boolean };
  quest: Record<string, unknown>;
  purchased: { plan: Record<string, unknown> };
  /** A plan group's gems for challenge prizes, in balance units (a gem is 0.25), as the original's `balance`. */
  balance?: number;
  /** Challenges made in a plan group, as the original's `challengeCount`. */
  challengeCount?: number;
}

export type GroupRow = typeof groups.$inferSelect;

export interface Group {
  id: string;
  type: GroupType;
  name: string;
  privacy: GroupPrivacy;
  leaderId: string;
  memberCount: number;
  version: number;
  createdAt: string;
  doc: GroupDoc;
}

export function emptyGroupDoc(): GroupDoc {
  return {
    summary: "",
    description: "",
    categories: [],
    leaderOnly: { challenges: false, getGems: false },
    quest: {},
    purchased: { plan: {} },
  };
}

export function groupFromRow(row: GroupRow): Group {
  return {
    id: row.id,
    type: row.type as GroupType,
    name: row.name,
    privacy: row.privacy as GroupPrivacy,
    leaderId: row.leaderId,
    memberCount: row.memberCount,
    version: row.version,
    createdAt: row.createdAt,
    doc: { ...emptyGroupDoc(), ...(row.doc as Partial<GroupDoc>) },
  };
}

/** The tavern's leader: nobody in particular. */
export const TAVERN_LEADER_ID = "00000000-0000-4000-a000-000000000001";

/** The tavern is one fixed row; created on first use so a fresh database needs no seeding. */
export async function ensureTavern(db: Database): Promise<void> {
  const doc: GroupDoc = { ...emptyGroupDoc(), summary: "The tavern: a place for every player to talk." };
  await db
    .insert(groups)
    .values({
      id: TAVERN_ID,
      type: "tavern",
      name: "Tavern",
      privacy: "public",
      leaderId: TAVERN_LEADER_ID,
      memberCount: 0,
      doc,
      createdAt: new Date(0).toISOString(),
    })
    .onConflictDoNothing();
}

export async function loadGroup(db: Database, groupId: string): Promise<Group | undefined> {
  let row = await db.select().from(groups).where(eq(groups.id, groupId)).get();
  if (!row && groupId === TAVERN_ID) {
    await ensureTavern(db);
    row = await db.select().from(groups).where(eq(groups.id, groupId)).get();
  }
  return row && groupFromRow(row);
}

export async function loadRole(db: Database, groupId: string, userId: string): Promise<GroupRole | undefined> {
  const row = await db
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .get();
  return row?.role as GroupRole | undefined;
}

export async function loadInvite(db: Database, groupId: string, userId: string) {
  return db
    .select()
    .from(groupInvites)
    .where(and(eq(groupInvites.groupId, groupId), eq(groupInvites.userId, userId)))
    .get();
}

/** Members plus pending invitations: what the party limit counts. */
export async function countSeats(db: Database, groupId: string): Promise<number> {
  const [members, invites] = await Promise.all([
    db.select({ n: count() }).from(groupMembers).where(eq(groupMembers.groupId, groupId)).get(),
    db.select({ n: count() }).from(groupInvites).where(eq(groupInvites.groupId, groupId)).get(),
  ]);
  return (members?.n ?? 0) + (invites?.n ?? 0);
}

export function insertGroupStatement(db: Database, group: Group) {
  return db.insert(groups).values({
    id: group.id,
    type: group.type,
    name: group.name,
    privacy: group.privacy,
    leaderId: group.leaderId,
    memberCount: group.memberCount,
    version: group.version,
    doc: group.doc,
    createdAt: group.createdAt,
  });
}

/** Keeps the member_count column equal to the membership rows, counted inside the batch. */
export function refreshMemberCountStatement(db: Database, groupId: string) {
  return db
    .update(groups)
    .set({ memberCount: sql`(SELECT count(*) FROM group_members WHERE group_id = ${groupId})` })
    .where(eq(groups.id, groupId));
}

/**
 * Ends a batch: the group must still exist and hold at most `limit` seats (members, plus
 * invitations when `countInvites`); otherwise the guard aborts everything before it. Counted
 * inside the batch's transaction, so concurrent joins and invites cannot overshoot.
 * (Raw parameterised statements cannot be batched through drizzle's D1 driver, so every
 * statement here is a query builder.)
 */
function seatCheckStatements(
  db: Database,
  groupId: string,
  limit: number,
  countInvites: boolean,
): BatchItem<"sqlite">[] {
  const seats = countInvites
    ? sql`(SELECT count(*) FROM group_members WHERE group_id = ${groupId}) + (SELECT count(*) FROM group_invites WHERE group_id = ${groupId})`
    : sql`(SELECT count(*) FROM group_members WHERE group_id = ${groupId})`;
  return [
    db
      .update(groups)
      .set({ memberCount: sql`(SELECT count(*) FROM group_members WHERE group_id = ${groupId})` })
      .where(and(eq(groups.id, groupId), sql`${seats} <= ${limit}`)),
    casGuard(db),
  ];
}

function seatLimit(group: Pick<Group, "type">): number {
  return group.type === "party" ? PARTY_MEMBER_LIMIT : Number.MAX_SAFE_INTEGER;
}

/** Adds a member (their invitation, if any, becomes their seat). */
export function addMemberStatements(
  db: Database,
  group: Pick<Group, "id" | "type">,
  userId: string,
  role: GroupRole,
  now: string,
): BatchItem<"sqlite">[] {
  return [
    db.insert(groupMembers).values({ groupId: group.id, userId, role, joinedAt: now }).onConflictDoNothing(),
    db.delete(groupInvites).where(and(eq(groupInvites.groupId, group.id), eq(groupInvites.userId, userId))),
    ...seatCheckStatements(db, group.id, seatLimit(group), false),
  ];
}

/** Records an invitation; a party's members plus invitations stay within the limit. */
export function addInviteStatements(
  db: Database,
  group: Pick<Group, "id" | "type">,
  userId: string,
  inviterId: string,
  now: string,
): BatchItem<"sqlite">[] {
  return [
    db.insert(groupInvites).values({ groupId: group.id, userId, inviterId, createdAt: now }).onConflictDoNothing(),
    ...seatCheckStatements(db, group.id, seatLimit(group), true),
  ];
}

export function deleteInviteStatement(db: Database, groupId: string, userId: string) {
  return db.delete(groupInvites).where(and(eq(groupInvites.groupId, groupId), eq(groupInvites.userId, userId)));
}

/**
 * Removes a member. When the leader goes, the longest-serving manager (else member) takes
 * over; when nobody is left, the group, its invitations and its chat go too. All decided in
 * SQL inside the batch, so two members leaving at once still leave a consistent group.
 */
export function removeMemberStatements(db: Database, groupId: string, userId: string): BatchItem<"sqlite">[] {
  const empty = sql`NOT EXISTS (SELECT 1 FROM group_members WHERE group_id = ${groupId})`;
  return [
    db.delete(groupMembers).where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId))),
    db
      .update(groups)
      .set({
        leaderId: sql`(SELECT user_id FROM group_members WHERE group_id = ${groupId}
          ORDER BY CASE role WHEN 'manager' THEN 0 ELSE 1 END, joined_at, user_id LIMIT 1)`,
        version: sql`${groups.version} + 1`,
      })
      .where(and(eq(groups.id, groupId), eq(groups.leaderId, userId), sql`NOT (${empty})`)),
    db
      .update(groupMembers)
      .set({ role: "leader" })
      .where(
        and(
          eq(groupMembers.groupId, groupId),
          sql`${groupMembers.userId} = (SELECT leader_id FROM groups WHERE id = ${groupId})`,
        ),
      ),
    refreshMemberCountStatement(db, groupId),
    db.delete(groupInvites).where(and(eq(groupInvites.groupId, groupId), empty)),
    db.delete(chatMessages).where(and(eq(chatMessages.groupId, groupId), empty)),
    db.delete(groups).where(and(eq(groups.id, groupId), ne(groups.type, "tavern"), empty)),
  ];
}

/**
 * Hands the leadership to another member, in the batch that writes the group's new leader:
 * the new leader must still be a member when the batch runs, else the batch aborts (and the
 * group write retries).
 */
export function leaderChangeStatements(
  db: Database,
  groupId: string,
  previousLeaderId: string,
  newLeaderId: string,
): BatchItem<"sqlite">[] {
  return [
    db
      .update(groupMembers)
      .set({ role: "leader" })
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, newLeaderId))),
    casGuard(db),
    db
      .update(groupMembers)
      .set({ role: "member" })
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, previousLeaderId))),
  ];
}

export class GroupWriteConflict extends Error {
  constructor() {
    super("the group changed while this request was working on it");
  }
}

/** Writes the group's settings and doc only if its row still has the version that was read. */
export function groupWriteStatements(
  db: Database,
  group: Group,
  readVersion: number,
): [BatchItem<"sqlite">, BatchItem<"sqlite">] {
  const update = db
    .update(groups)
    .set({
      name: group.name,
      privacy: group.privacy,
      leaderId: group.leaderId,
      doc: group.doc,
      version: readVersion + 1,
    })
    .where(and(eq(groups.id, group.id), eq(groups.version, readVersion)));
  return [update, casGuard(db)];
}

export interface GroupChange<R> {
  group: Group;
  result: R;
  extra?: BatchItem<"sqlite">[];
}

/**
 * Runs `change` on the freshest group and writes it only if the row still has the version
 * that was read (compare-and-set), with `extra` statements in the same batch; on a conflict it
 * reloads and runs `change` again. Returns undefined when the group no longer exists.
 */
export async function updateGroup<R>(
  db: Database,
  groupId: string,
  change: (group: Group) => GroupChange<R> | Promise<GroupChange<R>>,
): Promise<{ group: Group; result: R } | undefined> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const current = await loadGroup(db, groupId);
    if (!current) return undefined;
    const outcome = await change(structuredClone(current));
    const written: Group = { ...outcome.group, version: current.version + 1 };
    try {
      await db.batch([...groupWriteStatements(db, written, current.version), ...(outcome.extra ?? [])]);
      return { group: written, result: outcome.result };
    } catch (error) {
      if (!isGuardFailure(error)) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 ** attempt)));
  }
  throw new GroupWriteConflict();
}

/**
 * What deleting an account must do to groups, in the same batch as deleting the user: leave
 * every group (passing leadership on, closing groups left empty) and drop pending invitations.
 */
export async function accountDepartureStatements(db: Database, userId: string): Promise<BatchItem<"sqlite">[]> {
  const memberships = await db
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .where(eq(groupMembers.userId, userId))
    .all();
  return [
    ...memberships.flatMap((membership) => removeMemberStatements(db, membership.groupId, userId)),
    db.delete(groupInvites).where(eq(groupInvites.userId, userId)),
  ];
}

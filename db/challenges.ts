/**
 * Challenges and their members, and the tasks that belong to a challenge or a group rather
 * than to one player (rows of `tasks` without a user id).
 */
import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { TAVERN_ID } from "../content/data/constants";
import type { Task } from "../content/rules/types";
import type { Database } from "./client";
import { challengeMembers, challenges, tasks, users } from "./schema";
import { containing } from "./search";
import { taskFromRow } from "./tasks";

export interface ChallengeDoc {
  summary: string;
  description: string;
  categories: string[];
  official: boolean;
  /** userId -> { at, comment } */
  flags: Record<string, { at: string; comment?: string }>;
  tasksOrder: { habits: string[]; dailys: string[]; todos: string[]; rewards: string[] };
  clonedFrom?: string;
  /** The part of the prize (balance units) the plan group paid; a refund gives it back to the group. */
  prizeFromGroup?: number;
}

export type ChallengeRow = typeof challenges.$inferSelect;

export interface Challenge {
  id: string;
  groupId: string;
  leaderId: string;
  name: string;
  shortName: string;
  prize: number;
  memberCount: number;
  flagCount: number;
  createdAt: string;
  updatedAt: string;
  doc: ChallengeDoc;
}

export function emptyChallengeDoc(): ChallengeDoc {
  return {
    summary: "",
    description: "",
    categories: [],
    official: false,
    flags: {},
    tasksOrder: { habits: [], dailys: [], todos: [], rewards: [] },
  };
}

export function challengeFromRow(row: ChallengeRow): Challenge {
  const doc = { ...emptyChallengeDoc(), ...(row.doc as Partial<ChallengeDoc>) };
  return {
    id: row.id,
    groupId: row.groupId,
    leaderId: row.leaderId,
    name: row.name,
    shortName: row.shortName,
    prize: row.prize,
    memberCount: row.memberCount,
    flagCount: row.flagCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    doc,
  };
}

export async function loadChallenge(db: Database, id: string): Promise<Challenge | undefined> {
  if (id.length > 100) return undefined;
  // A closed challenge is gone for every reader, even while its members are still being told.
  const row = await db
    .select()
    .from(challenges)
    .where(and(eq(challenges.id, id), isNull(challenges.closedAt)))
    .get();
  return row && challengeFromRow(row);
}

/** Reports after which a challenge is hidden from everyone but moderators (and its leader and members). */
export const CHALLENGE_FLAGS_TO_HIDE = 2;
/** Challenges per page of GET /challenges/user, as the game pages them. */
export const CHALLENGES_PER_PAGE = 10;
/** Most challenges one unpaginated list returns. */
const UNPAGINATED_CHALLENGES_MAX = 500;

/** Challenges this player may see: in their groups, public guilds and the tavern, or joined or led. */
function visibleTo(userId: string): SQL {
  return and(
    isNull(challenges.closedAt),
    or(
      eq(challenges.groupId, TAVERN_ID),
      sql`${challenges.groupId} IN (SELECT group_id FROM group_members WHERE user_id = ${userId})`,
      sql`${challenges.groupId} IN (SELECT id FROM groups WHERE type = 'guild' AND privacy = 'public')`,
      eq(challenges.leaderId, userId),
      sql`${challenges.id} IN (SELECT challenge_id FROM challenge_members WHERE user_id = ${userId})`,
    ),
  ) as SQL;
}

/** Who is asking for a list of challenges: hidden (reported) challenges show to moderators only, and to their leader. */
export interface ChallengeReader {
  id: string;
  moderator: boolean;
}

/** What GET /challenges/user filters by; `page` pages, without it the list is capped. */
export interface ChallengeFilters {
  member?: boolean;
  owned?: "owned" | "not_owned";
  search?: string;
  /** Comma-separated category slugs. */
  categories?: string;
  page?: number;
}

/** The open challenges a player may see, official ones first, then the most joined. */
export async function listChallenges(
  db: Database,
  reader: ChallengeReader,
  input: ChallengeFilters,
): Promise<Challenge[]> {
  const conditions: SQL[] = [visibleTo(reader.id)];
  if (!reader.moderator)
    conditions.push(
      or(sql`${challenges.flagCount} < ${CHALLENGE_FLAGS_TO_HIDE}`, eq(challenges.leaderId, reader.id)) as SQL,
    );
  if (input.member)
    conditions.push(sql`${challenges.id} IN (SELECT challenge_id FROM challenge_members WHERE user_id = ${reader.id})`);
  if (input.owned === "owned") conditions.push(eq(challenges.leaderId, reader.id));
  if (input.owned === "not_owned") conditions.push(sql`${challenges.leaderId} != ${reader.id}`);
  if (input.search) {
    const pattern = containing(input.search);
    conditions.push(
      or(
        sql`lower(${challenges.name}) LIKE ${pattern} ESCAPE '\\'`,
        sql`lower(${challenges.shortName}) LIKE ${pattern} ESCAPE '\\'`,
        sql`lower(json_extract(${challenges.doc}, '$.summary')) LIKE ${pattern} ESCAPE '\\'`,
      ) as SQL,
    );
  }
  const wanted = (input.categories ?? "")
    .split(",")
    .map((category) => category.trim())
    .filter(Boolean);
  if (wanted.length) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM json_each(${challenges.doc}, '$.categories') WHERE json_each.value IN (${sql.join(
        wanted.map((category) => sql`${category}`),
        sql`, `,
      )}))`,
    );
  }
  let statement = db
    .select()
    .from(challenges)
    .where(and(...conditions))
    .orderBy(
      desc(sql`json_extract(${challenges.doc}, '$.official')`),
      desc(challenges.memberCount),
      desc(challenges.createdAt),
      asc(challenges.id),
    )
    .$dynamic();
  if (input.page !== undefined)
    statement = statement.limit(CHALLENGES_PER_PAGE).offset(input.page * CHALLENGES_PER_PAGE);
  else statement = statement.limit(UNPAGINATED_CHALLENGES_MAX);
  return (await statement.all()).map(challengeFromRow);
}

/** A group's open challenges, the most joined first. */
export async function listGroupChallenges(
  db: Database,
  groupId: string,
  reader: ChallengeReader,
): Promise<Challenge[]> {
  const rows = await db
    .select()
    .from(challenges)
    .where(
      and(
        eq(challenges.groupId, groupId),
        isNull(challenges.closedAt),
        reader.moderator
          ? sql`1 = 1`
          : or(sql`${challenges.flagCount} < ${CHALLENGE_FLAGS_TO_HIDE}`, eq(challenges.leaderId, reader.id)),
      ),
    )
    .orderBy(desc(challenges.memberCount), desc(challenges.createdAt))
    .limit(UNPAGINATED_CHALLENGES_MAX)
    .all();
  return rows.map(challengeFromRow);
}

/** A page of a challenge's members, ordered by id after `lastId`, optionally searched by name. */
export async function challengeMembersPage(
  db: Database,
  challengeId: string,
  page: { lastId?: string; search?: string; limit: number },
) {
  const conditions: SQL[] = [
    sql`${users.id} IN (SELECT user_id FROM challenge_members WHERE challenge_id = ${challengeId})`,
  ];
  if (page.lastId) conditions.push(gt(users.id, page.lastId));
  if (page.search) {
    const pattern = containing(page.search);
    conditions.push(
      or(
        sql`${users.usernameLower} LIKE ${pattern} ESCAPE '\\'`,
        sql`lower(json_extract(${users.profile}, '$.name')) LIKE ${pattern} ESCAPE '\\'`,
      ) as SQL,
    );
  }
  return db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.id))
    .limit(page.limit)
    .all();
}

export function insertChallengeStatement(db: Database, challenge: Challenge) {
  return db.insert(challenges).values({ ...challenge });
}

export function saveChallengeStatement(db: Database, challenge: Challenge) {
  return db
    .update(challenges)
    .set({
      name: challenge.name,
      shortName: challenge.shortName,
      leaderId: challenge.leaderId,
      prize: challenge.prize,
      doc: challenge.doc,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(challenges.id, challenge.id));
}

export function refreshChallengeMemberCount(db: Database, challengeId: string) {
  return db
    .update(challenges)
    .set({ memberCount: sql`(SELECT count(*) FROM challenge_members WHERE challenge_id = ${challengeId})` })
    .where(eq(challenges.id, challengeId));
}

export async function isChallengeMember(db: Database, challengeId: string, userId: string): Promise<boolean> {
  const row = await db
    .select({ userId: challengeMembers.userId })
    .from(challengeMembers)
    .where(and(eq(challengeMembers.challengeId, challengeId), eq(challengeMembers.userId, userId)))
    .get();
  return row !== undefined;
}

export async function challengeMemberIds(db: Database, challengeId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: challengeMembers.userId })
    .from(challengeMembers)
    .where(eq(challengeMembers.challengeId, challengeId))
    .orderBy(asc(challengeMembers.joinedAt))
    .all();
  return rows.map((row) => row.userId);
}

/** A challenge's or group's own tasks (no user). */
export async function loadMasterTasks(
  db: Database,
  owner: { challengeId?: string; groupId?: string },
): Promise<Task[]> {
  const where = owner.challengeId ? eq(tasks.challengeId, owner.challengeId) : eq(tasks.groupId, owner.groupId ?? "");
  const rows = await db
    .select()
    .from(tasks)
    .where(and(where, isNull(tasks.userId)))
    .orderBy(asc(tasks.createdAt))
    .all();
  return rows.map(taskFromRow);
}

export async function loadMasterTask(db: Database, taskId: string): Promise<Task | undefined> {
  if (taskId.length > 100) return undefined;
  const row = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), isNull(tasks.userId)))
    .get();
  return row && taskFromRow(row);
}

/** Members' copies of these master tasks (challenge.taskId or group.taskId). */
export async function loadCopies(
  db: Database,
  owner: { challengeId?: string; groupId?: string },
  userIds?: string[],
): Promise<Task[]> {
  const where = owner.challengeId ? eq(tasks.challengeId, owner.challengeId) : eq(tasks.groupId, owner.groupId ?? "");
  const conditions = [where, sql`${tasks.userId} IS NOT NULL`];
  if (userIds) conditions.push(inArray(tasks.userId, userIds));
  const rows = await db
    .select()
    .from(tasks)
    .where(and(...conditions))
    .all();
  return rows.map(taskFromRow);
}

/** Stores a challenge's or group's own task: it belongs to no player. */
export function insertMasterTaskStatement(db: Database, task: Task) {
  return db.insert(tasks).values({
    id: task._id,
    userId: null,
    groupId: task.group?.id ?? null,
    challengeId: task.challenge?.id ?? null,
    type: task.type,
    doc: task,
    createdAt: task.createdAt,
  });
}

/**
 * Challenges and their members, and the tasks that belong to a challenge or a group rather
 * than to one player (rows of `tasks` without a user id).
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Task } from "../content/rules/types";
import type { Database } from "./client";
import { challengeMembers, challenges, tasks } from "./schema";
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

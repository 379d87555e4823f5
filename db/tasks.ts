import { and, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Task, TaskType } from "../content/rules/types";
import { type Database, numberedPlaceholders } from "./client";
import { noteTaskWritten } from "./liveChanges";
import { tasks } from "./schema";

export type TaskRow = typeof tasks.$inferSelect;

export function taskFromRow(row: Pick<TaskRow, "doc">): Task {
  const task = row.doc as Task;
  // Tasks stored before the flag had its public name get it as they are read.
  return task.byHabitica === undefined ? { ...task, byHabitica: Boolean(task.byHabitforge) } : task;
}

/** A task as read, with its document's text as stored: whether a change must be written is a comparison. */
export interface StoredTask {
  task: Task;
  stored: string;
}

/**
 * The tasks of several players in one read (at most 100 players: D1 binds at most 100 values),
 * by player, each with its stored text. The caller may change the tasks: they are its own.
 */
export async function loadStoredTasksOfUsers(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, StoredTask[]>> {
  const byUser = new Map<string, StoredTask[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const placeholders = numberedPlaceholders(userIds.length);
  const rows = await db.$client
    .prepare(`SELECT "user_id", "doc" FROM "tasks" WHERE "user_id" IN (${placeholders})`)
    .bind(...userIds)
    .raw<[string | null, string]>();
  for (const [userId, doc] of rows) {
    if (userId) byUser.get(userId)?.push({ task: taskFromRow({ doc: JSON.parse(doc) }), stored: doc });
  }
  return byUser;
}

/** A task and its document's text (JSON.stringify of it, made once for the comparison and the write). */
export interface TaskText {
  task: Task;
  text: string;
}

/** The tasks of `after` that do not read as their stored text in `before`: the ones to write. */
export function changedStoredTasks(before: readonly StoredTask[], after: readonly Task[]): TaskText[] {
  const stored = new Map(before.map((entry) => [entry.task._id, entry.stored]));
  const changed: TaskText[] = [];
  for (const task of after) {
    const text = JSON.stringify(task);
    if (stored.get(task._id) !== text) changed.push({ task, text });
  }
  return changed;
}

export function insertTaskStatement(db: Database, task: Task) {
  noteTaskWritten(task);
  return db.insert(tasks).values({
    id: task._id,
    userId: task.userId,
    groupId: task.group?.id ?? null,
    challengeId: task.challenge?.id ?? null,
    type: task.type,
    doc: task,
    createdAt: task.createdAt,
  });
}

/**
 * Many new tasks in as few statements as D1 allows: each insert binds at most 100 values, so a
 * statement carries up to 14 rows of 7 columns.
 */
export function insertTasksStatements(db: Database, list: readonly Task[]) {
  for (const task of list) noteTaskWritten(task);
  const rows = list.map((task) => ({
    id: task._id,
    userId: task.userId,
    groupId: task.group?.id ?? null,
    challengeId: task.challenge?.id ?? null,
    type: task.type,
    doc: task,
    createdAt: task.createdAt,
  }));
  const statements = [];
  for (let index = 0; index < rows.length; index += 14)
    statements.push(db.insert(tasks).values(rows.slice(index, index + 14)));
  return statements;
}

export function updateTaskStatement(db: Database, task: Task) {
  noteTaskWritten(task);
  return db
    .update(tasks)
    .set({ doc: task, type: task.type, groupId: task.group?.id ?? null, challengeId: task.challenge?.id ?? null })
    .where(eq(tasks.id, task._id));
}

/** Characters of task documents per statement of updateTasksStatements (D1 takes values up to 2 MB). */
const TASK_UPDATE_CHARS = 400_000;

/**
 * Many tasks written back in as few statements as D1 allows: each statement carries a list of
 * tasks as one JSON value and updates every listed row. Each document is spliced into that
 * value as it is, not as a string of JSON inside JSON, and stored back as the same text.
 */
export function updateTasksStatements(db: Database, list: readonly TaskText[]): BatchItem<"sqlite">[] {
  const statements: BatchItem<"sqlite">[] = [];
  let rows: string[] = [];
  let chars = 0;
  const flush = () => {
    statements.push(
      db
        .update(tasks)
        .set({
          doc: sql`j.value -> '$.doc'`,
          type: sql`j.value ->> '$.type'`,
          groupId: sql`j.value ->> '$.groupId'`,
          challengeId: sql`j.value ->> '$.challengeId'`,
        })
        .from(sql`json_each(${`[${rows.join(",")}]`}) AS j`)
        .where(sql`tasks.id = j.value ->> '$.id'`),
    );
    rows = [];
    chars = 0;
  };
  for (const { task, text: doc } of list) {
    const columns = JSON.stringify({
      id: task._id,
      type: task.type,
      groupId: task.group?.id ?? null,
      challengeId: task.challenge?.id ?? null,
    });
    rows.push(`{"doc":${doc},${columns.slice(1)}`);
    chars += doc.length + columns.length;
    if (chars >= TASK_UPDATE_CHARS) flush();
  }
  if (rows.length) flush();
  return statements;
}

/** Tasks deleted by id, in statements of at most 100 ids (D1 binds at most 100 values). */
export function deleteManyTasksStatements(db: Database, ids: readonly string[]): BatchItem<"sqlite">[] {
  const statements: BatchItem<"sqlite">[] = [];
  for (let start = 0; start < ids.length; start += 100)
    statements.push(deleteTasksStatement(db, ids.slice(start, start + 100)));
  return statements;
}

export function deleteTasksStatement(db: Database, ids: string[]) {
  return db.delete(tasks).where(inArray(tasks.id, ids));
}

/** How many tasks a player keeps, completed to-dos aside (the day rollover clears those). */
export async function countActiveTasks(db: Database, userId: string): Promise<number> {
  const row = await db
    .select({ count: sql<number>`count(*)` })
    .from(tasks)
    .where(
      and(
        eq(tasks.userId, userId),
        sql`not (${tasks.type} = 'todo' and coalesce(json_extract(${tasks.doc}, '$.completed'), 0) = 1)`,
      ),
    )
    .get();
  return Number(row?.count ?? 0);
}

export async function loadUserTasks(db: Database, userId: string, type?: TaskType): Promise<Task[]> {
  const where = type ? and(eq(tasks.userId, userId), eq(tasks.type, type)) : eq(tasks.userId, userId);
  const rows = await db.select().from(tasks).where(where).all();
  return rows.map(taskFromRow);
}

export async function loadUserTask(db: Database, userId: string, taskId: string): Promise<Task | undefined> {
  const row = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, userId)))
    .get();
  return row && taskFromRow(row);
}

/** The tasks of `after` that differ from their version in `before`: the ones to write. */
/** A player's tasks that belong to a group (its shared tasks' copies). */
export async function loadUserTasksOfGroup(db: Database, userId: string, groupId: string): Promise<Task[]> {
  const rows = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.groupId, groupId)))
    .all();
  return rows.map(taskFromRow);
}

export function changedTasks(before: readonly Task[], after: readonly Task[] | undefined): Task[] {
  if (!after) return [];
  const old = new Map(before.map((task) => [task._id, JSON.stringify(task)]));
  return after.filter((task) => old.get(task._id) !== JSON.stringify(task));
}

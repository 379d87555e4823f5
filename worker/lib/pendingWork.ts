/**
 * Recorded, resumable work over many players (DESIGN.md: a write that touches a player and a
 * group is one batch, or a recorded step a retry completes). The change that starts the work
 * records it and its target players in its own batch; then each player's part is one guarded
 * write together with deleting that player's target row, so a part is done exactly once.
 * Whatever a request could not finish (a crash, a fault, too many players) the sweep resumes.
 */
import { and, asc, eq, lt, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { BatchItem } from "drizzle-orm/batch";
import type { User } from "../../content/rules/types";
import { database, type Database } from "../../db/client";
import { pendingWork, pendingWorkTargets } from "../../db/schema";
import { casGuard, isGuardFailure, updateUser, UserGone } from "../../db/users";
import type { Env } from "../env";
import { logError } from "./log";

export interface PlayerPart {
  user: User;
  extra?: BatchItem<"sqlite">[];
}

/** What one kind of work does to each player, and how it ends. */
export interface WorkKind<P> {
  kind: string;
  /** This player's part on their freshest document; undefined when nothing is left for them. */
  apply(db: Database, user: User, payload: P): Promise<PlayerPart | undefined> | PlayerPart | undefined;
  /** Statements that end the work, written once every player's part is done. */
  finish?(db: Database, payload: P): BatchItem<"sqlite">[];
  /** What follows a player's part once it is written (a webhook); never undoes the part. */
  afterPart?(env: Env, user: User, payload: P): void | Promise<void>;
}

/** Players one request works through before leaving the rest to the sweep. */
export const WORK_INLINE_PLAYERS = 100;
/** Work younger than this is assumed to be in the hands of the request that recorded it. */
export const WORK_RESUME_AFTER_MS = 60_000;
/** After this many runs that could not finish, the players still waiting are given up on (and logged). */
export const WORK_MAX_ATTEMPTS = 20;

/** Records the work itself; add target rows with `workTargetStatements` or `workTargetsFromQuery`. */
export function recordWorkStatement<P>(db: Database, kind: WorkKind<P>, workId: string, payload: P, now = Date.now()) {
  return db.insert(pendingWork).values({ id: workId, kind: kind.kind, payload, createdAt: now });
}

export function workTargetStatements(db: Database, workId: string, userIds: readonly string[]): BatchItem<"sqlite">[] {
  const unique = [...new Set(userIds)];
  const statements: BatchItem<"sqlite">[] = [];
  // D1 binds at most 100 parameters per statement.
  for (let index = 0; index < unique.length; index += 45) {
    statements.push(
      db
        .insert(pendingWorkTargets)
        .values(unique.slice(index, index + 45).map((userId) => ({ workId, userId })))
        .onConflictDoNothing(),
    );
  }
  return statements;
}

/**
 * Target rows for every user id a table's rows yield (e.g. every member of a challenge), chosen
 * inside the batch so that nobody who joins or leaves meanwhile is missed or added.
 */
export function workTargetsFromTable(
  db: Database,
  workId: string,
  table: SQLiteTable,
  userId: SQLiteColumn,
  where: SQL | undefined,
): BatchItem<"sqlite"> {
  return db
    .insert(pendingWorkTargets)
    .select(
      db
        .selectDistinct({ workId: sql<string>`${workId}`.as("work_id"), userId: sql<string>`${userId}`.as("user_id") })
        .from(table)
        .where(where),
    )
    .onConflictDoNothing();
}

async function stillWaiting(db: Database, workId: string, userId: string): Promise<boolean> {
  const row = await db
    .select({ userId: pendingWorkTargets.userId })
    .from(pendingWorkTargets)
    .where(and(eq(pendingWorkTargets.workId, workId), eq(pendingWorkTargets.userId, userId)))
    .get();
  return row !== undefined;
}

function targetDone(db: Database, workId: string, userId: string) {
  return db
    .delete(pendingWorkTargets)
    .where(and(eq(pendingWorkTargets.workId, workId), eq(pendingWorkTargets.userId, userId)));
}

/** Does one player's part, exactly once however many runners try. False when it failed (kept for a retry). */
async function doPart<P>(env: Env, kind: WorkKind<P>, workId: string, userId: string, payload: P): Promise<boolean> {
  const db = database(env.DB);
  try {
    let skipped = false;
    const { user } = await updateUser(db, userId, async (fresh) => {
      if (!(await stillWaiting(db, workId, userId))) return { user: fresh, result: null, unchanged: true };
      const part = await kind.apply(db, fresh, payload);
      if (!part) {
        skipped = true;
        return { user: fresh, result: null, unchanged: true };
      }
      // The target row must still be there when the batch runs: a runner that got there first wins.
      return {
        user: part.user,
        result: null,
        extra: [targetDone(db, workId, userId), casGuard(db), ...(part.extra ?? [])],
      };
    });
    if (skipped) await targetDone(db, workId, userId);
    else if (kind.afterPart) {
      try {
        await kind.afterPart(env, user, payload);
      } catch (error) {
        logError("pending work: what follows a player's part failed", kind.kind, workId, userId, error);
      }
    }
    return true;
  } catch (error) {
    if (error instanceof UserGone) {
      await targetDone(db, workId, userId);
      return true;
    }
    logError("pending work: a player's part failed and waits for a retry", kind.kind, workId, userId, error);
    return false;
  }
}

/** Ends the work once no player waits: its finishing statements run in the same batch. */
async function finishWork<P>(db: Database, kind: WorkKind<P>, workId: string, payload: P): Promise<boolean> {
  try {
    await db.batch([
      db
        .delete(pendingWork)
        .where(
          and(
            eq(pendingWork.id, workId),
            sql`NOT EXISTS (SELECT 1 FROM pending_work_targets WHERE work_id = ${workId})`,
          ),
        ),
      casGuard(db),
      ...(kind.finish?.(db, payload) ?? []),
    ]);
    return true;
  } catch (error) {
    if (isGuardFailure(error)) return false;
    throw error;
  }
}

/**
 * Works through up to `maxPlayers` waiting players of one piece of work; true when the work is
 * finished (by this run or an earlier one).
 */
export async function runWork<P>(
  env: Env,
  kind: WorkKind<P>,
  workId: string,
  maxPlayers = WORK_INLINE_PLAYERS,
): Promise<boolean> {
  const db = database(env.DB);
  const work = await db.select().from(pendingWork).where(eq(pendingWork.id, workId)).get();
  if (!work) return true;
  const payload = work.payload as P;
  let done = 0;
  let failed = false;
  while (done < maxPlayers) {
    const targets = await db
      .select({ userId: pendingWorkTargets.userId })
      .from(pendingWorkTargets)
      .where(eq(pendingWorkTargets.workId, workId))
      .orderBy(asc(pendingWorkTargets.userId))
      .limit(Math.min(50, maxPlayers - done))
      .all();
    if (targets.length === 0) break;
    let progressed = false;
    for (const { userId } of targets) {
      if (await doPart(env, kind, workId, userId, payload)) progressed = true;
      else failed = true;
      done += 1;
    }
    if (!progressed || failed) break;
  }
  if (await finishWork(db, kind, workId, payload)) return true;
  await db
    .update(pendingWork)
    .set({ attempts: sql`${pendingWork.attempts} + 1` })
    .where(eq(pendingWork.id, workId));
  return false;
}

/**
 * The sweep's part: resumes work that its request left unfinished. Work that keeps failing for
 * some players is finished without them after WORK_MAX_ATTEMPTS runs, and said so in the log.
 */
export async function resumePendingWork(
  env: Env,
  kinds: readonly WorkKind<never>[],
  now = Date.now(),
  maxWork = 20,
): Promise<number> {
  const db = database(env.DB);
  const stale = await db
    .select()
    .from(pendingWork)
    .where(lt(pendingWork.createdAt, now - WORK_RESUME_AFTER_MS))
    .orderBy(asc(pendingWork.createdAt))
    .limit(maxWork)
    .all();
  let finished = 0;
  for (const work of stale) {
    const kind = kinds.find((candidate) => candidate.kind === work.kind);
    if (!kind) {
      logError("pending work of an unknown kind is left alone", work.kind, work.id);
      continue;
    }
    if (await runWork(env, kind, work.id, 1000)) {
      finished += 1;
      continue;
    }
    if (work.attempts + 1 >= WORK_MAX_ATTEMPTS) {
      const waiting = await db
        .select({ userId: pendingWorkTargets.userId })
        .from(pendingWorkTargets)
        .where(eq(pendingWorkTargets.workId, work.id))
        .all();
      logError(
        "pending work given up for these players after repeated failures",
        work.kind,
        work.id,
        waiting.map((row) => row.userId),
      );
      await db.delete(pendingWorkTargets).where(eq(pendingWorkTargets.workId, work.id));
      if (await finishWork(db, kind, work.id, work.payload as never)) finished += 1;
    }
  }
  return finished;
}

/**
 * Runs freshly recorded work in the request that recorded it: the first players at once (so the
 * answer reflects them), the rest after the answer when the runtime allows, the sweep otherwise.
 */
export async function startWork<P>(
  env: Env,
  kind: WorkKind<P>,
  workId: string,
  waitUntil?: (work: Promise<unknown>) => void,
): Promise<boolean> {
  const finished = await runWork(env, kind, workId);
  if (!finished && waitUntil)
    waitUntil(
      runWork(env, kind, workId, 5000).catch((error) =>
        logError("pending work failed after the answer", kind.kind, workId, error),
      ),
    );
  return finished;
}

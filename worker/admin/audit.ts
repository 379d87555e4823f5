/**
 * The audit log of staff actions. Every admin write adds its entry in the same D1 batch as the
 * change itself, so a change is never made without its record, nor recorded without being made.
 */
import { and, desc, eq, inArray, lt, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { auditLog, users } from "../../db/schema";
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  STAFF_VIEW_ACTIONS,
  type AuditTargetType,
  type StaffViewAction,
} from "../../content/data/staffAudit";
import type { AuditActor, AuditChange, AuditEntry, AuditPage } from "../api-types/admin";

export { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, STAFF_VIEW_ACTIONS, type AuditTargetType, type StaffViewAction };

/** How long one recorded view covers the same staff member reading the same target again. */
export const STAFF_VIEW_WINDOW_MS = 60 * 60 * 1000;

export type { AuditActor, AuditChange, AuditEntry };

/** Entries one read returns at most. */
export const AUDIT_PAGE_MAX = 100;

export function actorOf(user: User): AuditActor {
  return { id: user._id, name: user.auth.local.username };
}

export function auditStatement(
  db: Database,
  entry: {
    actor: AuditActor;
    targetType: AuditTargetType;
    targetId: string;
    action: string;
    changes: AuditChange[];
    at?: Date;
  },
) {
  return db.insert(auditLog).values({
    at: (entry.at ?? new Date()).toISOString(),
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    targetType: entry.targetType,
    targetId: entry.targetId,
    action: entry.action,
    changes: entry.changes,
  });
}

function entryOf(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actor: { id: row.actorId, name: row.actorName },
    targetType: row.targetType as AuditTargetType,
    targetId: row.targetId,
    action: row.action,
    changes: (row.changes ?? []) as AuditChange[],
  };
}

/** The changes staff made to one target, newest first (views left out); `before` pages back by entry id. */
export async function listAudit(
  db: Database,
  targetType: AuditTargetType,
  targetId: string,
  options: { limit?: number; before?: number } = {},
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, targetType),
        eq(auditLog.targetId, targetId),
        notInArray(auditLog.action, [...STAFF_VIEW_ACTIONS]),
        options.before === undefined ? undefined : lt(auditLog.id, options.before),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(Math.min(options.limit ?? AUDIT_PAGE_MAX, AUDIT_PAGE_MAX))
    .all();
  return rows.map(entryOf);
}

export interface AuditFilter {
  /** Staff member ids the entries were made by (a username already resolved to its id). */
  actorIds?: string[];
  action?: string;
  targetType?: AuditTargetType;
  targetId?: string;
  /** An entry id: only older entries. */
  before?: number;
  limit?: number;
}

/**
 * Every staff action and view, newest first, filtered; `next` is the cursor of the next older
 * page (the `before` to send), or null when this page reaches the oldest entry.
 */
export async function listAllAudit(db: Database, filter: AuditFilter): Promise<AuditPage> {
  const limit = Math.min(filter.limit ?? AUDIT_PAGE_MAX, AUDIT_PAGE_MAX);
  const conditions: (SQL | undefined)[] = [
    filter.actorIds ? inArray(auditLog.actorId, filter.actorIds) : undefined,
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    // Without a type every type is named, so the target index still serves the lookup.
    filter.targetId === undefined
      ? filter.targetType === undefined
        ? undefined
        : eq(auditLog.targetType, filter.targetType)
      : and(
          inArray(auditLog.targetType, filter.targetType ? [filter.targetType] : [...AUDIT_TARGET_TYPES]),
          eq(auditLog.targetId, filter.targetId),
        ),
    filter.before === undefined ? undefined : lt(auditLog.id, filter.before),
  ];
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(limit + 1)
    .all();
  const entries = rows.slice(0, limit).map(entryOf);
  return { entries, next: rows.length > limit ? entries[entries.length - 1].id : null };
}

/**
 * This isolate's record of the views it wrote (key -> when), so a page that loads the same
 * target again costs no write. Only a view this isolate recorded is remembered; another
 * isolate's is found by the statement itself.
 */
const recentViews = new Map<string, number>();
const RECENT_VIEWS_MAX = 2_000;

/**
 * Records that a staff member read a target only a privilege shows, at most once per
 * STAFF_VIEW_WINDOW_MS: the insert itself checks for an entry of the window, so two requests
 * racing write one. Looking at one's own account is no staff power and is not recorded.
 */
export async function recordStaffView(
  db: Database,
  actor: AuditActor,
  view: { targetType: AuditTargetType; targetId: string; action: StaffViewAction },
  now = new Date(),
): Promise<void> {
  if (view.targetType === "user" && view.targetId === actor.id) return;
  const targetId = view.targetId.slice(0, 100);
  const key = `${actor.id}|${view.action}|${view.targetType}|${targetId}`;
  const time = now.getTime();
  const known = recentViews.get(key);
  if (known !== undefined && time >= known && time - known < STAFF_VIEW_WINDOW_MS) return;
  const at = now.toISOString();
  const since = new Date(time - STAFF_VIEW_WINDOW_MS).toISOString();
  const written = await db.all<{ id: number }>(sql`
    INSERT INTO audit_log (at, actor_id, actor_name, target_type, target_id, action, changes)
    SELECT ${at}, ${actor.id}, ${actor.name}, ${view.targetType}, ${targetId}, ${view.action}, '[]'
    WHERE NOT EXISTS (
      SELECT 1 FROM audit_log
      WHERE target_type = ${view.targetType} AND target_id = ${targetId} AND actor_id = ${actor.id}
        AND action = ${view.action} AND at > ${since} AND at <= ${at}
    )
    RETURNING id`);
  if (written.length === 0) return;
  if (recentViews.size >= RECENT_VIEWS_MAX) recentViews.clear();
  recentViews.set(key, time);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The listed paths whose values differ between two documents, each with its old and new value. */
export function changedPaths(before: unknown, after: unknown, paths: readonly string[]): AuditChange[] {
  const read = (doc: unknown, path: string) =>
    path
      .split(".")
      .reduce<unknown>(
        (value, key) =>
          value !== null && typeof value === "object" && Object.hasOwn(value, key)
            ? (value as Record<string, unknown>)[key]
            : undefined,
        doc,
      );
  const changes: AuditChange[] = [];
  for (const path of paths) {
    const old = read(before, path);
    const next = read(after, path);
    if (!same(old, next)) changes.push({ path, old: old ?? null, new: next ?? null });
  }
  return changes;
}

/**
 * The ids a staff filter names: the text itself (an id, or the command line's "operator") and
 * the account whose id or username it is.
 */
export async function auditActorIds(db: Database, raw: string): Promise<string[]> {
  const text = raw.trim();
  const username = text.replace(/^@/, "").toLowerCase();
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.id, text), eq(users.usernameLower, username)))
    .limit(2)
    .all();
  return [...new Set([text, ...found.map((row) => row.id)])];
}

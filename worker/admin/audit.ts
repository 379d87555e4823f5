/**
 * The audit log of staff actions. Every admin write adds its entry in the same D1 batch as the
 * change itself, so a change is never made without its record, nor recorded without being made.
 */
import { and, desc, eq, lt } from "drizzle-orm";
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { auditLog } from "../../db/schema";

/** Chat moderation is recorded on the message's group. */
export type AuditTargetType = "user" | "group" | "blocker" | "promoCode";

export interface AuditChange {
  path: string;
  old: unknown;
  new: unknown;
}

export interface AuditActor {
  id: string;
  name: string;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: AuditActor;
  targetType: AuditTargetType;
  targetId: string;
  action: string;
  changes: AuditChange[];
}

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

/** Newest first; `before` pages back by entry id. */
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
        options.before === undefined ? undefined : lt(auditLog.id, options.before),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(Math.min(options.limit ?? AUDIT_PAGE_MAX, AUDIT_PAGE_MAX))
    .all();
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    actor: { id: row.actorId, name: row.actorName },
    targetType: row.targetType as AuditTargetType,
    targetId: row.targetId,
    action: row.action,
    changes: (row.changes ?? []) as AuditChange[],
  }));
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

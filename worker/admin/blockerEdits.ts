/**
 * Staff edits of blockers: a value checked and stored in its own spelling, never one that
 * would lock the editor out, each write audited in the same batch.
 */
import { eq } from "drizzle-orm";
import { paramMessage } from "../../content/i18n/params";
import { GameError } from "../../content/rules/errors";
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { blockers } from "../../db/schema";
import { casGuard } from "../../db/users";
import type { BlockerChange, BlockerInput } from "../schemas/admin";
import { actorOf, auditStatement, changedPaths } from "./audit";
import {
  addressBlockerCovers,
  BLOCKER_RANGE_MIN_PREFIX,
  blockerView,
  forgetBlockers,
  loadBlocker,
  normaliseBlockerValue,
  parseAddressBlocker,
  type BlockerArea,
  type BlockerRow,
  type BlockerType,
} from "./blockers";

/** The value in its stored spelling, or a 400 naming what this type of blocker needs. */
function checkedBlockerValue(type: BlockerType, raw: string): string {
  if (type === "ipaddress") {
    const parsed = parseAddressBlocker(raw);
    if (parsed.ok) return parsed.value;
    // The message says what is wrong and how to write it; the screens show it as it is.
    throw new GameError("BadRequest", parsed.error, {
      ipv4: BLOCKER_RANGE_MIN_PREFIX.ipv4,
      ipv6: BLOCKER_RANGE_MIN_PREFIX.ipv6,
    });
  }
  const value = normaliseBlockerValue(type, raw);
  if (value) return value;
  throw new GameError("BadRequest", "blockerInvalidEmail", {}, [
    { param: "value", message: paramMessage("paramEmailOrDomain"), value: raw },
  ]);
}

/** Staff must not refuse their own address from everything: nobody could undo it from there. */
function assertNotOwnAddress(address: string, type: BlockerType, area: BlockerArea, value: string, disabled: boolean) {
  if (type !== "ipaddress" || area !== "full" || disabled) return;
  if (addressBlockerCovers(value, address)) throw new GameError("BadRequest", "blockerWouldLockYouOut");
}

/** Runs a blocker write: a duplicate is a 400, a blocker deleted meanwhile a 404. */
async function blockerWrite(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (error) {
    const text = String((error as { cause?: unknown })?.cause ?? "") + String((error as Error)?.message ?? "");
    if (text.includes("UNIQUE")) throw new GameError("BadRequest", "blockerExists");
    if (text.includes("cas_guard")) throw new GameError("NotFound", "blockerNotFound");
    throw error;
  }
}

const BLOCKER_FIELDS = ["type", "area", "value", "reason", "disabled"] as const;

/** A blocker of this id; a 404 when there is none. */
export async function blockerOr404(db: Database, blockerId: string) {
  const current = await loadBlocker(db, blockerId);
  if (!current) throw new GameError("NotFound", "blockerNotFound");
  return current;
}

/** Adds a blocker (`address`: the editor's own, which a full blocker must not cover). */
export async function createBlocker(db: Database, me: User, address: string, input: BlockerInput) {
  const value = checkedBlockerValue(input.type, input.value);
  assertNotOwnAddress(address, input.type, input.area, value, input.disabled);
  const now = new Date().toISOString();
  const row = {
    id: crypto.randomUUID(),
    type: input.type,
    area: input.area,
    value,
    reason: input.reason.trim(),
    disabled: input.disabled,
    createdBy: me._id,
    createdAt: now,
    updatedAt: now,
  };
  await blockerWrite(
    db.batch([
      db.insert(blockers).values(row),
      auditStatement(db, {
        actor: actorOf(me),
        targetType: "blocker",
        targetId: row.id,
        action: "createBlocker",
        changes: BLOCKER_FIELDS.map((path) => ({ path, old: null, new: row[path] })),
      }),
    ]),
  );
  forgetBlockers();
  return blockerView(row);
}

/** Changes a blocker; a changed type must still fit the value. Answers the blocker as it now is. */
export async function changeBlocker(
  db: Database,
  me: User,
  address: string,
  current: BlockerRow,
  input: BlockerChange,
) {
  const type = input.type ?? (current.type as BlockerType);
  const next = {
    ...current,
    type,
    area: input.area ?? current.area,
    // A changed type must still fit the value: it is checked again.
    value: checkedBlockerValue(type, input.value ?? current.value),
    reason: input.reason !== undefined ? input.reason.trim() : current.reason,
    disabled: input.disabled ?? current.disabled,
  };
  assertNotOwnAddress(address, next.type, next.area as BlockerArea, next.value, next.disabled);
  const changes = changedPaths(current, next, BLOCKER_FIELDS);
  if (changes.length === 0) return blockerView(current);
  next.updatedAt = new Date().toISOString();
  await blockerWrite(
    db.batch([
      db
        .update(blockers)
        .set({
          type: next.type,
          area: next.area,
          value: next.value,
          reason: next.reason,
          disabled: next.disabled,
          updatedAt: next.updatedAt,
        })
        .where(eq(blockers.id, current.id)),
      casGuard(db),
      auditStatement(db, {
        actor: actorOf(me),
        targetType: "blocker",
        targetId: current.id,
        action: "updateBlocker",
        changes,
      }),
    ]),
  );
  forgetBlockers();
  return blockerView(next);
}

/** Deletes a blocker with its audit entry. */
export async function deleteBlocker(db: Database, me: User, current: BlockerRow) {
  await blockerWrite(
    db.batch([
      db.delete(blockers).where(eq(blockers.id, current.id)),
      casGuard(db),
      auditStatement(db, {
        actor: actorOf(me),
        targetType: "blocker",
        targetId: current.id,
        action: "deleteBlocker",
        changes: BLOCKER_FIELDS.map((path) => ({ path, old: current[path], new: null })),
      }),
    ]),
  );
  forgetBlockers();
}

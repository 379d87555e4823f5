/**
 * One change to several documents (players and groups) written as one D1 batch. Each document
 * is written only if its row still has the version that was read, so the change happens as a
 * whole or not at all: a gem gift never leaves the sender poorer without the receiver richer,
 * and a quest scroll moves in the same write as the quest that takes or gives it back.
 */
import type { BatchItem } from "drizzle-orm/batch";
import type { User } from "../content/rules/types";
import type { Database } from "./client";
import { noteUserWritten } from "./liveChanges";
import { groupWriteStatements, loadGroup, type Group } from "./groups";
import { balanceMovements, purchaseEntryStatements, type PurchaseLabel } from "./purchaseHistory";
import { isGuardFailure, loadUser, userWriteStatements, WriteConflict } from "./users";

export interface Documents {
  users: Map<string, User>;
  groups: Map<string, Group>;
}

export interface DocumentsChange<R> {
  /** The documents to write (working copies from `Documents`, changed). */
  users?: User[];
  groups?: Group[];
  /** Statements that belong to the same change (rows of other tables, further guards). */
  extra?: BatchItem<"sqlite">[];
  /** Why each player's gems or hourglasses moved, for their purchase history (by user id). */
  purchases?: Record<string, PurchaseLabel>;
  result: R;
}

const ATTEMPTS = 30;

/**
 * Loads the named documents (missing ones are simply absent from the maps), runs `change` on
 * working copies and commits what it returns in one batch. When any document moved meanwhile,
 * or a guard among `extra` fails, everything is reloaded and `change` runs again; `change` must
 * therefore decide from what it is given (and what it reads itself), never from earlier tries.
 */
export async function updateDocuments<R>(
  db: Database,
  ids: { users?: string[]; groups?: string[] },
  change: (documents: Documents) => DocumentsChange<R> | Promise<DocumentsChange<R>>,
): Promise<Documents & { result: R }> {
  const userIds = [...new Set(ids.users ?? [])];
  const groupIds = [...new Set(ids.groups ?? [])];
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const read: Documents = { users: new Map(), groups: new Map() };
    for (const user of await Promise.all(userIds.map((id) => loadUser(db, id))))
      if (user) read.users.set(user._id, user);
    for (const group of await Promise.all(groupIds.map((id) => loadGroup(db, id))))
      if (group) read.groups.set(group.id, group);
    const working: Documents = {
      users: new Map([...read.users].map(([id, user]) => [id, structuredClone(user)])),
      groups: new Map([...read.groups].map(([id, group]) => [id, structuredClone(group)])),
    };
    const outcome = await change(working);
    const statements: BatchItem<"sqlite">[] = [];
    const written: Documents = { users: new Map(read.users), groups: new Map(read.groups) };
    for (const user of outcome.users ?? []) {
      const before = read.users.get(user._id);
      if (!before) throw new Error(`user ${user._id} was not loaded for this change`);
      const next = { ...user, _v: before._v + 1 };
      statements.push(...userWriteStatements(db, next, before._v));
      // As with a single player's write: every gem and hourglass movement lands in the history.
      const label =
        outcome.purchases && Object.hasOwn(outcome.purchases, user._id) ? outcome.purchases[user._id] : undefined;
      statements.push(...purchaseEntryStatements(db, user._id, balanceMovements(before, next, label), new Date()));
      written.users.set(user._id, next);
    }
    for (const group of outcome.groups ?? []) {
      const before = read.groups.get(group.id);
      if (!before) throw new Error(`group ${group.id} was not loaded for this change`);
      statements.push(...groupWriteStatements(db, group, before.version));
      written.groups.set(group.id, { ...group, version: before.version + 1 });
    }
    statements.push(...(outcome.extra ?? []));
    if (statements.length === 0) return { ...written, result: outcome.result };
    try {
      await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
      for (const user of outcome.users ?? []) {
        const before = read.users.get(user._id);
        const after = written.users.get(user._id);
        if (before && after) noteUserWritten(before, after);
      }
      return { ...written, result: outcome.result };
    } catch (error) {
      if (!isGuardFailure(error)) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 ** attempt)));
  }
  throw new WriteConflict();
}

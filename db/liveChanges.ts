/**
 * What the writes of one request (or one scheduled run, or one queue batch) changed for each
 * player, gathered where the writes are made (db/users.ts, db/tasks.ts, db/inbox.ts), so that
 * no route has to remember to tell the players' devices. The worker opens a scope around the
 * work (worker/lib/liveScope.ts) and hands what was gathered to each player's room afterwards.
 * Outside a scope nothing is gathered.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Task, User } from "../content/rules/types";
import type { InboxRow } from "./inbox";

export interface PlayerChanges {
  /** The version the user document has after the latest write of this scope. */
  userV?: number;
  /** Top-level keys of the user document that changed. */
  fields: Set<string>;
  /** The player's own tasks that were written. */
  tasks: Set<string>;
  /** Private messages written into the player's inbox (their own copies), by id. */
  inbox: Map<string, InboxRow>;
  /** The account's API token changed: devices connected with the old one are let go. */
  credentialsChanged?: boolean;
}

export interface ChangeScope {
  /** Committed changes: the user document's writes. */
  committed: Map<string, PlayerChanges>;
  /**
   * Changes known from the statements a write was built with (tasks, messages): they are told
   * only when the work as a whole succeeded, since a statement built is not yet a row written.
   */
  built: Map<string, PlayerChanges>;
  /** Called for a change noted after the scope's changes were handed out (work left to run after the answer). */
  late?: () => void;
}

const scopes = new AsyncLocalStorage<ChangeScope>();

export function newChangeScope(): ChangeScope {
  return { committed: new Map(), built: new Map() };
}

export function withChangeScope<R>(scope: ChangeScope, work: () => R): R {
  return scopes.run(scope, work);
}

function entry(map: Map<string, PlayerChanges>, userId: string): PlayerChanges {
  let changes = map.get(userId);
  if (!changes) {
    changes = { fields: new Set(), tasks: new Set(), inbox: new Map() };
    map.set(userId, changes);
  }
  return changes;
}

/** The keys of the user document whose values differ (the version aside). */
export function changedUserFields(before: User, after: User): string[] {
  const a = before as unknown as Record<string, unknown>;
  const b = after as unknown as Record<string, unknown>;
  const changed: string[] = [];
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (key === "_v") continue;
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) changed.push(key);
  }
  return changed;
}

/** A user document was committed: `after` carries its new version. */
export function noteUserWritten(before: User, after: User, options: { credentialsChanged?: boolean } = {}): void {
  const scope = scopes.getStore();
  if (!scope) return;
  const changes = entry(scope.committed, after._id);
  if (options.credentialsChanged) changes.credentialsChanged = true;
  for (const field of changedUserFields(before, after)) changes.fields.add(field);
  if (changes.userV === undefined || after._v > changes.userV) changes.userV = after._v;
  scope.late?.();
}

/** A statement writing a player's own task was built. */
export function noteTaskWritten(task: Pick<Task, "_id" | "userId">): void {
  const scope = scopes.getStore();
  if (!scope || !task.userId) return;
  entry(scope.built, task.userId).tasks.add(task._id);
  scope.late?.();
}

/** A statement writing a private message into its owner's inbox was built. */
export function noteInboxWritten(row: InboxRow): void {
  const scope = scopes.getStore();
  if (!scope) return;
  entry(scope.built, row.ownerId).inbox.set(row.id, row);
  scope.late?.();
}

/**
 * Takes what the scope gathered so far, leaving it empty: the committed changes, and the built
 * ones when the work succeeded. Players' entries are merged.
 */
export function takeChanges(scope: ChangeScope, succeeded: boolean): Map<string, PlayerChanges> {
  const taken = new Map<string, PlayerChanges>();
  const merge = (from: Map<string, PlayerChanges>) => {
    for (const [userId, changes] of from) {
      const into = entry(taken, userId);
      for (const field of changes.fields) into.fields.add(field);
      for (const task of changes.tasks) into.tasks.add(task);
      for (const [id, row] of changes.inbox) into.inbox.set(id, row);
      if (changes.credentialsChanged) into.credentialsChanged = true;
      if (changes.userV !== undefined && (into.userV === undefined || changes.userV > into.userV))
        into.userV = changes.userV;
    }
  };
  merge(scope.committed);
  if (succeeded) merge(scope.built);
  scope.committed = new Map();
  scope.built = new Map();
  return taken;
}

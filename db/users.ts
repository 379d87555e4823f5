/**
 * The user row <-> user document mapping and the one guarded write every change goes through.
 */
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { nextDayBoundary } from "../content/rules/dayBoundary";
import type { User } from "../content/rules/types";
import { type Database, numberedPlaceholders } from "./client";
import { noteUserWritten } from "./liveChanges";
import { balanceMovements, purchaseEntryStatements, type PurchaseEntry, type PurchaseLabel } from "./purchaseHistory";
import { users } from "./schema";

export type UserRow = typeof users.$inferSelect;

const JSON_COLUMNS = [
  "stats",
  "items",
  "preferences",
  "flags",
  "achievements",
  "purchased",
  "profile",
  "party",
  "inbox",
  "notifications",
] as const;
/** Fields kept in scalar columns only. */
const SCALAR_FIELDS = ["_id", "id", "_v", "lastCron"] as const;

export function userFromRow(row: UserRow): User {
  const doc: Record<string, unknown> = { ...(row.misc as Record<string, unknown>) };
  for (const column of JSON_COLUMNS) doc[column] = row[column];
  doc._id = row.id;
  doc.id = row.id;
  doc._v = row.version;
  doc.lastCron = row.lastCron;
  return doc as unknown as User;
}

function misc(user: User): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...(user as unknown as Record<string, unknown>) };
  for (const column of JSON_COLUMNS) delete rest[column];
  for (const field of SCALAR_FIELDS) delete rest[field];
  return rest;
}

/** The keys of columns(): the columns every write of a user sets. */
const USER_COLUMN_KEYS = [
  "username",
  "usernameLower",
  "email",
  "partyId",
  "lastCron",
  "nextCronAt",
  ...JSON_COLUMNS,
  "misc",
] as const satisfies readonly (keyof ReturnType<typeof columns>)[];
/** Fails to compile when columns() sets a column the list above leaves out. */
const everyColumnListed: Exclude<keyof ReturnType<typeof columns>, (typeof USER_COLUMN_KEYS)[number]> extends never
  ? true
  : never = true;
void everyColumnListed;

function columns(user: User) {
  return {
    username: user.auth.local.username,
    usernameLower: user.auth.local.username.toLowerCase(),
    email: user.auth.local.email.toLowerCase(),
    partyId: user.party._id ?? null,
    lastCron: user.lastCron,
    nextCronAt: nextDayBoundary(Date.parse(user.lastCron), user.preferences.timezoneOffset, user.preferences.dayStart),
    stats: user.stats,
    items: user.items,
    preferences: user.preferences,
    flags: user.flags,
    achievements: user.achievements,
    purchased: user.purchased,
    profile: user.profile,
    party: user.party,
    inbox: user.inbox,
    notifications: user.notifications,
    misc: misc(user),
  };
}

export function insertUserStatement(db: Database, user: User, secrets: { passwordHash: string; apiToken: string }) {
  return db.insert(users).values({
    id: user._id,
    version: user._v,
    createdAt: user.auth.timestamps.created,
    passwordHash: secrets.passwordHash,
    apiToken: secrets.apiToken,
    ...columns(user),
  });
}

/**
 * Each column of the users table: its field, its SQL name and whether it holds JSON. Worked out
 * once: every authenticated request reads one row, so the hot read skips drizzle's per-call
 * query building and row mapping and does the same mapping itself.
 */
const USER_COLUMNS = Object.entries(getTableColumns(users)).map(([field, column]) => ({
  field,
  name: column.name,
  json: column.columnType === "SQLiteTextJson",
}));
const USER_SELECT = `SELECT ${USER_COLUMNS.map((column) => `"${column.name}"`).join(", ")} FROM "users"`;
const LOAD_USER_SQL = `${USER_SELECT} WHERE "id" = ?1`;

/** A row read raw (its values in USER_COLUMNS' order) as drizzle would map it. */
function rowFromValues(values: unknown[]): UserRow {
  const row: Record<string, unknown> = {};
  for (let index = 0; index < USER_COLUMNS.length; index++) {
    const { field, json } = USER_COLUMNS[index];
    const value = values[index];
    row[field] = json && typeof value === "string" ? JSON.parse(value) : value;
  }
  return row as UserRow;
}

export async function loadUserRow(db: Database, id: string): Promise<UserRow | undefined> {
  // As arrays in the select's column order: D1 makes no object per row for a raw read.
  const [values] = await db.$client.prepare(LOAD_USER_SQL).bind(id).raw<unknown[]>();
  return values && rowFromValues(values);
}

export async function loadUser(db: Database, id: string): Promise<User | undefined> {
  const row = await loadUserRow(db, id);
  return row && userFromRow(row);
}

/** Aborts the surrounding batch when the statement just before it changed no row. */
export function casGuard(db: Database) {
  return db.run(sql`INSERT INTO cas_guard (must_not_be_null) SELECT NULL WHERE changes() = 0`);
}

/** The user was deleted while a write was being prepared. */
export class UserGone extends Error {
  constructor(userId: string) {
    super(`user ${userId} no longer exists`);
  }
}

export class WriteConflict extends Error {
  constructor() {
    super("the user changed while this request was working on it");
  }
}

export function isGuardFailure(error: unknown): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? "") + String((error as Error)?.message ?? "");
  return text.includes("cas_guard");
}

/** Writes the user only if its row still has the version that was read; else the batch aborts. */
export function userWriteStatements(
  db: Database,
  user: User,
  readVersion: number,
  secrets: { passwordHash?: string; apiToken?: string } = {},
): [BatchItem<"sqlite">, BatchItem<"sqlite">] {
  const update = db
    .update(users)
    .set({ ...columns(user), version: readVersion + 1, ...secrets })
    .where(sql`${users.id} = ${user._id} AND ${users.version} = ${readVersion}`);
  return [update, casGuard(db)];
}

/** Characters of user rows per statement of usersWriteManyStatements (D1 takes values up to 2 MB). */
export const USER_WRITE_CHARS = 800_000;

/** The columns a user write sets, each read from one JSON object per user (`j.value`). */
const USER_WRITE_SET = (() => {
  const set: Record<string, SQL> = {};
  for (const key of USER_COLUMN_KEYS) {
    const column = users[key];
    const path = `$.${key}`;
    const value = column.columnType === "SQLiteTextJson" ? sql`j.value -> ${path}` : sql`j.value ->> ${path}`;
    // A field missing from the document leaves its column as it is (as a single write does);
    // a nullable column (the party) takes the null it is given.
    set[key] = column.notNull
      ? sql`coalesce(${value}, ${sql.identifier("users")}.${sql.identifier(column.name)})`
      : value;
  }
  set.version = sql`j.value ->> '$.version'`;
  return set;
})();

/**
 * Many users written in as few statements as D1 allows, each behind its own version guard:
 * one UPDATE takes a list of users as one JSON value and writes every row still at the version
 * that was read; the guard after it aborts the whole batch unless every listed row was written.
 * The same rows and values as userWriteStatements for each user, in two statements per list.
 */
export function usersWriteManyStatements(
  db: Database,
  list: readonly { user: User; readVersion: number }[],
): BatchItem<"sqlite">[] {
  const statements: BatchItem<"sqlite">[] = [];
  let rows: string[] = [];
  let chars = 0;
  const flush = () => {
    statements.push(
      db
        .update(users)
        .set(USER_WRITE_SET)
        .from(sql`json_each(${`[${rows.join(",")}]`}) AS j`)
        .where(sql`${users.id} = j.value ->> '$.id' AND ${users.version} = j.value ->> '$.readVersion'`),
      // A count this code made, not a value from outside: written into the statement.
      db.run(
        sql`INSERT INTO cas_guard (must_not_be_null) SELECT NULL WHERE changes() <> ${sql.raw(String(rows.length))}`,
      ),
    );
    rows = [];
    chars = 0;
  };
  for (const { user, readVersion } of list) {
    const row = JSON.stringify({ ...columns(user), id: user._id, version: readVersion + 1, readVersion });
    rows.push(row);
    chars += row.length;
    if (chars >= USER_WRITE_CHARS) flush();
  }
  if (rows.length) flush();
  return statements;
}

/**
 * Writes the user, if its row still has the version that was read, together with `extra`
 * statements in one D1 batch: all or nothing. Returns false when another request wrote the
 * user first; the caller reloads and tries again.
 */
export async function commitUser(
  db: Database,
  user: User,
  readVersion: number,
  extra: BatchItem<"sqlite">[] = [],
  secrets: { passwordHash?: string; apiToken?: string } = {},
): Promise<boolean> {
  try {
    await db.batch([...userWriteStatements(db, user, readVersion, secrets), ...extra]);
    return true;
  } catch (error) {
    if (isGuardFailure(error)) return false;
    throw error;
  }
}

export interface UserChange<R> {
  user: User;
  result: R;
  /** Nothing changed: commit nothing and keep the version. */
  unchanged?: boolean;
  extra?: BatchItem<"sqlite">[];
  secrets?: { passwordHash?: string; apiToken?: string };
  /**
   * What caused a change of gems or hourglasses: each change is written to the purchase
   * history in the same batch (unlabelled changes are recorded as "other").
   */
  purchase?: PurchaseLabel;
  /** History entries no balance change shows (subscription months). */
  purchaseEntries?: PurchaseEntry[];
}

/**
 * Runs `change` on the freshest user and commits it with compare-and-set; on a conflict it
 * reloads and runs `change` again, so concurrent requests never lose an update.
 * `change` must be a pure function of the user it is given (plus its own inputs).
 */
export async function updateUser<R>(
  db: Database,
  userId: string,
  change: (user: User) => UserChange<R> | Promise<UserChange<R>>,
  first?: User,
): Promise<{ user: User; result: R }> {
  return withUserLock(userId, () => guardedUpdate(db, userId, change, first));
}

/**
 * Writers of one user queue up inside an isolate, so a burst of requests (50 scores of one
 * habit) commits one after another instead of colliding. Writers in other isolates are still
 * kept correct by the compare-and-set. A writer never waits on its predecessor for longer than
 * LOCK_WAIT_MS: the queue is only an optimisation, and a request that waits on another request
 * with no timer of its own could be taken by the runtime for a hung one.
 */
const userLocks = new Map<string, Promise<void>>();
export const LOCK_WAIT_MS = 2000;

async function withUserLock<T>(userId: string, work: () => Promise<T>): Promise<T> {
  const previous = userLocks.get(userId);
  let release = () => {};
  const mine = new Promise<void>((resolve) => (release = resolve));
  userLocks.set(userId, mine);
  try {
    if (previous !== undefined) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([previous, new Promise<void>((resolve) => (timer = setTimeout(resolve, LOCK_WAIT_MS)))]);
      clearTimeout(timer);
    }
    return await work();
  } finally {
    release();
    if (userLocks.get(userId) === mine) userLocks.delete(userId);
  }
}

/**
 * What committing `outcome` over `current` writes besides the user row: the change's own
 * statements and the purchase history of its balance movements. `written` is the user as
 * stored, one version past `current`.
 */
export function userChangeWrite<R>(
  db: Database,
  current: User,
  outcome: UserChange<R>,
): { written: User; extra: BatchItem<"sqlite">[] } {
  const written: User = { ...outcome.user, _v: current._v + 1 };
  const entries = [...balanceMovements(current, written, outcome.purchase), ...(outcome.purchaseEntries ?? [])];
  const extra = [...(outcome.extra ?? []), ...purchaseEntryStatements(db, current._id, entries, new Date())];
  return { written, extra };
}

/** The users of `ids` that exist, in one read (at most 100 ids: D1 binds at most 100 values). */
export async function loadUsers(db: Database, ids: readonly string[]): Promise<User[]> {
  if (ids.length === 0) return [];
  const placeholders = numberedPlaceholders(ids.length);
  const rows = await db.$client
    .prepare(`${USER_SELECT} WHERE "id" IN (${placeholders})`)
    .bind(...ids)
    .raw<unknown[]>();
  return rows.map((values) => userFromRow(rowFromValues(values)));
}

async function guardedUpdate<R>(
  db: Database,
  userId: string,
  change: (user: User) => UserChange<R> | Promise<UserChange<R>>,
  first?: User,
): Promise<{ user: User; result: R }> {
  let current = first;
  for (let attempt = 0; attempt < 40; attempt++) {
    if (!current || attempt > 0) {
      current = await loadUser(db, userId);
      if (!current) throw new UserGone(userId);
    }
    const readVersion = current._v;
    const outcome = await change(structuredClone(current));
    if (outcome.unchanged) return { user: current, result: outcome.result };
    const { written, extra } = userChangeWrite(db, current, outcome);
    if (await commitUser(db, written, readVersion, extra, outcome.secrets)) {
      noteUserWritten(current, written, { credentialsChanged: outcome.secrets?.apiToken !== undefined });
      return { user: written, result: outcome.result };
    }
    // Back off a little so that a crowd of writers spreads out instead of colliding again.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 ** attempt)));
  }
  throw new WriteConflict();
}

/**
 * The drizzle database over a D1 binding or a D1 session (worker/lib/d1Session.ts). The schema's
 * relational tables are worked out once per isolate, not per call: the hot reads ask for the
 * database several times a request (blockers, authentication, the route).
 */
import { DrizzleD1Database } from "drizzle-orm/d1";
import { SQLiteD1Session } from "drizzle-orm/d1/session";
import {
  createTableRelationsHelpers,
  type ExtractTablesWithRelations,
  extractTablesRelationalConfig,
  type RelationalSchemaConfig,
} from "drizzle-orm/relations";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core/dialect";
import * as schema from "./schema";

export type Database = DrizzleD1Database<typeof schema> & { $client: D1Database };

const dialect = new SQLiteAsyncDialect();
const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
type Tables = ExtractTablesWithRelations<typeof schema>;
const relational: RelationalSchemaConfig<Tables> = {
  fullSchema: schema,
  // What drizzle() works out from the same schema, typed as drizzle() types it.
  schema: tables.tables as Tables,
  tableNamesMap: tables.tableNamesMap,
};
/** One drizzle database per binding or session, for as long as that lives. */
const made = new WeakMap<D1Database, Database>();

/** What `drizzle(d1, { schema })` makes, with the schema's relational tables worked out once. */
export function database(d1: D1Database): Database {
  const known = made.get(d1);
  if (known) return known;
  const session = new SQLiteD1Session<typeof schema, Tables>(d1, dialect, relational, {});
  const db = new DrizzleD1Database<typeof schema>("async", dialect, session, relational) as Database;
  db.$client = d1;
  made.set(d1, db);
  return db;
}

/** The numbered placeholders `?1, ?2, …` of a raw statement's list of `count` bound values. */
export function numberedPlaceholders(count: number): string {
  return Array.from({ length: count }, (_, index) => `?${index + 1}`).join(", ");
}

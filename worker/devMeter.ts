/**
 * Local measurements for the operator's guide (`npm run bench -- player-day`): with D1_METER
 * "true", the local server counts the rows D1 reports reading and writing. Only the development
 * entry (worker/index.dev.ts) imports this module; the deployed Worker never carries it.
 *
 * D1 reports rows in the `meta` of `run`, `all` and `batch`; `first` and `raw` answer without
 * it, so their statements are counted but their rows are not (reads through them are missed:
 * the rows read are a lower bound; writes go through `batch` and `run` and are counted).
 */
import type { Env } from "./env";

export interface D1Usage {
  statements: number;
  rowsRead: number;
  rowsWritten: number;
  /** Statements whose answer carried no row counts (`first`, `raw`). */
  unmetered: number;
}

export const d1Usage: D1Usage = { statements: 0, rowsRead: 0, rowsWritten: 0, unmetered: 0 };

export function resetD1Usage(): void {
  Object.assign(d1Usage, { statements: 0, rowsRead: 0, rowsWritten: 0, unmetered: 0 });
}

function count(meta: D1Meta | undefined): void {
  d1Usage.statements += 1;
  d1Usage.rowsRead += meta?.rows_read ?? 0;
  d1Usage.rowsWritten += meta?.rows_written ?? 0;
}

/** The statement D1 made, behind the counting stand-in the code was handed. */
const originals = new WeakMap<object, D1PreparedStatement>();

function metered(statement: D1PreparedStatement): D1PreparedStatement {
  const stand = new Proxy(statement, {
    get(target, property) {
      if (property === "bind") return (...values: unknown[]) => metered(target.bind(...values));
      if (property === "run" || property === "all")
        return async () => {
          const result = await target[property]();
          count(result.meta);
          return result;
        };
      if (property === "first" || property === "raw")
        return (...args: unknown[]) => {
          d1Usage.statements += 1;
          d1Usage.unmetered += 1;
          return (target[property] as (...a: unknown[]) => unknown)(...args);
        };
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  originals.set(stand, statement);
  return stand;
}

function meteredDatabase(db: D1Database): D1Database {
  return new Proxy(db, {
    get(target, property) {
      if (property === "prepare") return (query: string) => metered(target.prepare(query));
      if (property === "batch")
        return async (statements: D1PreparedStatement[]) => {
          const results = await target.batch(statements.map((statement) => originals.get(statement) ?? statement));
          for (const result of results) count(result.meta);
          return results;
        };
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The environment with a counting D1 when D1_METER is "true"; otherwise as it is. */
export function meteredEnv(env: Env): Env {
  return env.D1_METER === "true" ? { ...env, DB: meteredDatabase(env.DB) } : env;
}

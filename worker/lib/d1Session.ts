/**
 * Every HTTP request of the app runs its D1 work in one D1 session (the Sessions API), so that
 * with read replication on, reads can be served by the replica nearest the player while each
 * player still reads their own writes.
 *
 * Where each request reads from:
 *  - A request carrying a bookmark (the `x-d1-bookmark` header the client keeps from the newest
 *    answer it had) starts from that bookmark: any replica at least as new as the player's last
 *    write. The web client always sends it, so a player's reads see their own writes.
 *  - GET, HEAD and OPTIONS without a bookmark start unconstrained: the nearest replica, which
 *    may be a moment behind. That is every read that does not follow one of the caller's own
 *    writes: the content, the shops, news, profiles, a tool's first look at a player.
 *  - POST, PUT, PATCH and DELETE without a bookmark start at the primary: a write reads the
 *    latest state it guards against (the version checks of db/documents.ts and db/users.ts).
 *  - Within a session, D1 sends every write to the primary and keeps the session's reads at
 *    least as new as its writes, whatever it started from: a GET that rolls a player's day over
 *    (middleware/auth.ts) reads it back consistently. A write that raced a stale read fails its
 *    version guard and is retried, never applied on stale data.
 * Outside the app: the Cron Triggers, the queue consumers and the live rooms (Durable Objects)
 * use the binding itself, that is the primary, and never a replica.
 *
 * Every answer carries the session's newest bookmark in `x-d1-bookmark`. A bookmark the client
 * sends is only ever a "not older than" constraint: a malformed one is ignored, one D1 does not
 * take starts the session as if none had been sent. Where the runtime has no Sessions API the
 * binding is used as it is and no bookmark is sent.
 */
import type { Env } from "../env";

export const BOOKMARK_HEADER = "x-d1-bookmark";

/** What a D1 bookmark looks like (hex groups joined by dashes); anything else is ignored. */
const BOOKMARK_PATTERN = /^[0-9a-f]{1,64}(?:-[0-9a-f]{1,64}){0,7}$/i;
const BOOKMARK_MAX = 200;

/** The bookmark a request carries, when it looks like one. */
export function requestBookmark(request: Request): string | undefined {
  const value = request.headers.get(BOOKMARK_HEADER)?.trim();
  if (!value || value.length > BOOKMARK_MAX || !BOOKMARK_PATTERN.test(value)) return undefined;
  return value;
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Where a session without a bookmark starts for this method (see above). */
export function startWithout(method: string): D1SessionConstraint {
  return READ_METHODS.has(method.toUpperCase()) ? "first-unconstrained" : "first-primary";
}

/** The binding behind each request's session database. */
const bindings = new WeakMap<D1Database, D1Database>();

/** The D1 binding itself behind a request's session (or the binding when it is one): the same for every request. */
export function bindingOf(db: D1Database): D1Database {
  return bindings.get(db) ?? db;
}

/** A D1 session seen as a D1Database, so that every query of the request goes through it. */
function sessionAsDatabase(binding: D1Database, session: D1DatabaseSession): D1Database {
  const db: D1Database = {
    prepare: (query: string) => session.prepare(query),
    batch: <T = unknown>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
    // Outside the session (D1 has no exec or dump on sessions): the primary.
    exec: (query: string) => binding.exec(query),
    dump: () => binding.dump(),
    withSession: (constraint?: D1SessionBookmark | D1SessionConstraint) => binding.withSession(constraint),
  };
  bindings.set(db, binding);
  return db;
}

export interface RequestSession {
  /** The environment to run the request with: its DB is the session. */
  env: Env;
  /** The session's newest bookmark, once it ran a query (undefined without the Sessions API). */
  bookmark(): string | undefined;
}

/** Opens the request's session (see above). */
export function openSession(env: Env, request: Request): RequestSession {
  const binding = env.DB;
  if (typeof binding.withSession !== "function") return { env, bookmark: () => undefined };
  const sent = requestBookmark(request);
  let session: D1DatabaseSession;
  try {
    session = binding.withSession(sent ?? startWithout(request.method));
  } catch {
    // A bookmark D1 refuses is as good as none.
    session = binding.withSession(startWithout(request.method));
  }
  return {
    env: { ...env, DB: sessionAsDatabase(binding, session) },
    bookmark: () => session.getBookmark() ?? sent ?? undefined,
  };
}

/** The answer with the session's bookmark in its headers (copied when its headers are frozen). */
export function withBookmark(response: Response, bookmark: string | undefined): Response {
  if (!bookmark) return response;
  try {
    response.headers.set(BOOKMARK_HEADER, bookmark);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(BOOKMARK_HEADER, bookmark);
    return copy;
  }
}

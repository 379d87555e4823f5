/**
 * Support's reading of players: searching them by id, username or email (prefix matches read
 * the unique indexes as ranges) and the history shown on a player's page.
 */
import { and, asc, eq, gte, lt, or, sql } from "drizzle-orm";
import { normaliseEmail } from "../../content/rules/accountNames";
import { GameError } from "../../content/rules/errors";
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { listPurchaseHistory } from "../../db/purchaseHistory";
import { users } from "../../db/schema";
import { loadHistory } from "../../db/userHistory";
import { loadUser } from "../../db/users";
import type { PlayerMatch } from "../api-types/admin";
import { listAudit } from "./audit";

/** Players one search answers at most. */
export const SEARCH_RESULTS_MAX = 30;
/** The highest code point: `prefix + TOP` is past every text that starts with `prefix`. */
const TOP = "\u{10FFFF}";

/** A player found by id, username or email (the answer's shape). */
export type SearchResult = PlayerMatch;

/**
 * Exact id, username or email first, then usernames and emails starting with the term. The
 * prefix matches read the unique indexes as ranges, so a search never scans the user table.
 */
export async function searchPlayers(db: Database, raw: string): Promise<SearchResult[]> {
  const term = raw.trim().replace(/^@/, "").toLowerCase();
  // An address is found in any spelling of it (one with a trailing dot, an upper-case domain...).
  const address = normaliseEmail(term) ?? term;
  const exact = sql<number>`CASE WHEN ${users.id} = ${raw.trim()} OR ${users.usernameLower} = ${term} OR ${users.email} IN (${term}, ${address}) THEN 0 ELSE 1 END`;
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      createdAt: users.createdAt,
      name: sql<string | null>`json_extract(${users.profile}, '$.name')`,
      level: sql<number | null>`json_extract(${users.stats}, '$.lvl')`,
      lastLogin: sql<string | null>`json_extract(${users.misc}, '$.auth.timestamps.loggedin')`,
      blocked: sql<number | null>`json_extract(${users.misc}, '$.auth.blocked')`,
    })
    .from(users)
    .where(
      or(
        eq(users.id, raw.trim()),
        and(gte(users.usernameLower, term), lt(users.usernameLower, term + TOP)),
        and(gte(users.email, term), lt(users.email, term + TOP)),
        eq(users.email, address),
      ),
    )
    .orderBy(exact, asc(users.usernameLower))
    .limit(SEARCH_RESULTS_MAX)
    .all();
  return rows.map((row) => ({
    id: row.id,
    _id: row.id,
    username: row.username,
    displayName: row.name || row.username,
    email: row.email,
    level: Number(row.level ?? 1),
    created: row.createdAt,
    lastLogin: row.lastLogin,
    blocked: Boolean(row.blocked),
  }));
}

/** A player by id; a 404 when there is none. */
export async function playerOr404(db: Database, userId: string): Promise<User> {
  const user = userId.length <= 100 ? await loadUser(db, userId) : undefined;
  if (!user) throw new GameError("NotFound", "userWithIDNotFound", { userId });
  return user;
}

/** The history support reads on a player's page, newest first in every list. */
export async function playerHistory(db: Database, user: User) {
  const [history, adminChanges] = await Promise.all([loadHistory(db, user._id), listAudit(db, "user", user._id)]);
  return {
    userId: user._id,
    logins: history.login.map((entry) => ({ timestamp: entry.at, client: entry.client })),
    cron: history.cron.map((entry) => ({ timestamp: entry.at, client: entry.client })),
    armoire: history.armoire.map((entry) => ({
      timestamp: entry.at,
      client: entry.client,
      reward: String(entry.detail.reward ?? ""),
    })),
    questInviteResponses: history.questInvite.map((entry) => ({
      timestamp: entry.at,
      client: entry.client,
      quest: String(entry.detail.quest ?? ""),
      response: String(entry.detail.response ?? ""),
    })),
    transactions: await listPurchaseHistory(db, user._id, { limit: 100 }),
    adminChanges,
  };
}

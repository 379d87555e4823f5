/**
 * Every check of an account's password goes through here, so they all spend one budget per
 * account (lib/passwordBudget.ts), kept in D1 and shared by every isolate and address.
 */
import { and, eq, lt } from "drizzle-orm";
import { GameError } from "../../content/rules/errors";
import type { Database } from "../../db/client";
import { passwordChecks } from "../../db/schema";
import { FRESH_BUDGET, PASSWORD_BUDGET, reserveCheck, type BudgetState } from "./passwordBudget";
import { verifyPassword } from "./crypto";

/** Writes that lost a race with another check of the same account, tried again before giving up. */
const RESERVE_ATTEMPTS = 8;

function coolingDown(seconds: number): GameError {
  return new GameError("TooManyRequests", "passwordChecksPaused", { seconds });
}

/**
 * Counts one check of the account's password before it is made: refuses with 429 (and the
 * seconds to wait) while the account cools down. Compare-and-set on the row's version, so two
 * checks at once are both counted.
 */
async function reserve(db: Database, userId: string): Promise<void> {
  for (let attempt = 0; attempt < RESERVE_ATTEMPTS; attempt++) {
    const now = Date.now();
    const row = await db.select().from(passwordChecks).where(eq(passwordChecks.userId, userId)).get();
    const state: BudgetState = row
      ? { failures: row.failures, lockedUntil: row.lockedUntil, lockouts: row.lockouts }
      : FRESH_BUDGET;
    const reservation = reserveCheck(state, now);
    if (!reservation.allowed) throw coolingDown(reservation.retryAfterSeconds);
    const values = { ...reservation.state, updatedAt: now };
    const written = row
      ? await db
          .update(passwordChecks)
          .set({ ...values, version: row.version + 1 })
          .where(and(eq(passwordChecks.userId, userId), eq(passwordChecks.version, row.version)))
          .returning({ userId: passwordChecks.userId })
      : await db
          .insert(passwordChecks)
          .values({ userId, ...values, version: 1 })
          .onConflictDoNothing()
          .returning({ userId: passwordChecks.userId });
    if (written.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
  }
  // So many checks of one account at once are no owner's doing: they wait like a cool-down.
  throw coolingDown(1);
}

/** The statement that clears an account's slate: its password was just proven (or replaced). */
export function clearPasswordChecksStatement(db: Database, userId: string) {
  return db.delete(passwordChecks).where(eq(passwordChecks.userId, userId));
}

/**
 * Whether `candidate` is the account's password, counted against the account's budget (429
 * while it cools down, before the password is even looked at). A right password clears the
 * account's slate; a wrong one stays counted.
 */
export async function checkAccountPassword(
  db: Database,
  account: { id: string; passwordHash: string },
  candidate: string,
): Promise<boolean> {
  await reserve(db, account.id);
  const right = await verifyPassword(candidate, account.passwordHash);
  if (right) await clearPasswordChecksStatement(db, account.id);
  return right;
}

/** Drops the rows of accounts that have had no check for long enough to be forgotten (the daily job). */
export async function forgetOldPasswordChecks(db: Database, now: Date): Promise<void> {
  await db.delete(passwordChecks).where(lt(passwordChecks.updatedAt, now.getTime() - PASSWORD_BUDGET.forgetAfterMs));
}

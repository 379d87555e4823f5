/**
 * What the account routes share: password checks, name and address uniqueness, signing a
 * player in, and the one-time codes of password resets and provider round trips.
 */
import { and, eq, lt } from "drizzle-orm";
import { paramMessage } from "../../content/i18n/params";
import { GameError } from "../../content/rules/errors";
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { accountCodes, users } from "../../db/schema";
import { isEmailHeld } from "../../db/emails";
import { clientName, historyStatements } from "../../db/userHistory";
import { casGuard, loadUserRow, updateUser } from "../../db/users";
import { hasPassword } from "./crypto";
import { checkAccountPassword } from "./passwordChecks";
import type { SignInAnswer } from "../api-types/auth";

/**
 * Accounts that have a password must give it for a sensitive change (400 when it is missing,
 * 401 when wrong, 429 while the account's password checks cool down); accounts made through a
 * sign-in provider have nothing to give.
 */
export async function requirePasswordIfSet(db: Database, userId: string, candidate: string | undefined) {
  const row = await loadUserRow(db, userId);
  if (!row || !hasPassword(row.passwordHash)) return;
  if (candidate === undefined || candidate === "") {
    throw new GameError("BadRequest", "invalidRequestParameters", {}, [
      { param: "password", message: paramMessage("passwordRequired") },
    ]);
  }
  if (!(await checkAccountPassword(db, row, candidate))) throw new GameError("NotAuthorized", "wrongPassword");
}

export async function assertUsernameFree(
  db: Database,
  name: string,
  exceptUserId?: string,
  kind: "NotAuthorized" | "BadRequest" = "NotAuthorized",
) {
  const row = await db.select({ id: users.id }).from(users).where(eq(users.usernameLower, name.toLowerCase())).get();
  if (row && row.id !== exceptUserId) throw new GameError(kind, "usernameTaken");
}

/** Refuses an address another account uses, in whatever spelling either side has it. */
export async function assertEmailFree(db: Database, address: string, exceptUserId?: string) {
  if (await isEmailHeld(db, address, exceptUserId)) throw new GameError("NotAuthorized", "emailTaken");
}

export function uniqueViolation(error: unknown): "usernameTaken" | "emailTaken" | undefined {
  const text = String((error as { cause?: unknown })?.cause ?? "") + String((error as Error)?.message ?? "");
  if (!text.includes("UNIQUE")) return undefined;
  return text.includes("email") ? "emailTaken" : "usernameTaken";
}

/** What every sign-in answers: the credentials the client stores. */
export function signInAnswer(user: User, apiToken: string, newUser: boolean): SignInAnswer {
  return { id: user._id, _id: user._id, apiToken, username: user.auth.local.username, newUser };
}

/** Notes a sign-in on the player (refusing a suspended account) and in their history. */
export async function recordSignIn(db: Database, userId: string, client: string | undefined): Promise<User> {
  const { user } = await updateUser(db, userId, (fresh) => {
    if ((fresh.auth as { blocked?: boolean }).blocked) throw new GameError("NotAuthorized", "accountSuspended");
    fresh.auth.timestamps.loggedin = new Date().toISOString();
    return {
      user: fresh,
      result: null,
      extra: historyStatements(db, { userId: fresh._id, kind: "login", client: clientName(client) }),
    };
  });
  return user;
}

// One-time codes ------------------------------------------------------------------------------

export type AccountCodeKind = "password-reset" | "social-state";

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** 256 random bits: not guessable, so a code needs no attempt counter of its own. */
export function newAccountCode(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/**
 * A digest of everything that proves an account: its password hash, API token and email
 * address. A password reset code carries the one of its day and works only while it still
 * holds, so a new password, a new address or a new key (by the player or by staff) kills every
 * link mailed before, whichever route made the change.
 */
export async function credentialStamp(row: { passwordHash: string; apiToken: string; email: string }): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(JSON.stringify([row.passwordHash, row.apiToken, row.email])),
  );
  return base64url(new Uint8Array(digest));
}

export async function hashAccountCode(code: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(code));
  return base64url(new Uint8Array(digest));
}

/** Codes past their time are kept a day (to say "expired" rather than "unknown"), then dropped. */
const EXPIRED_KEPT_MS = 86_400_000;

/** Stores a new code (its hash only) and answers the code itself. */
export async function issueAccountCode(
  db: Database,
  input: { kind: AccountCodeKind; userId?: string; data?: Record<string, unknown>; ttlMs: number; now?: number },
): Promise<string> {
  const now = input.now ?? Date.now();
  const code = newAccountCode();
  await db.batch([
    db.delete(accountCodes).where(lt(accountCodes.expiresAt, now - EXPIRED_KEPT_MS)),
    db.insert(accountCodes).values({
      codeHash: await hashAccountCode(code),
      kind: input.kind,
      userId: input.userId ?? null,
      data: input.data ?? {},
      expiresAt: now + input.ttlMs,
      createdAt: now,
    }),
  ]);
  return code;
}

export type AccountCode = typeof accountCodes.$inferSelect;

/** The stored code of this kind, expired or not; undefined when unknown (or already used). */
export async function findAccountCode(
  db: Database,
  kind: AccountCodeKind,
  code: string,
): Promise<AccountCode | undefined> {
  if (!code || code.length > 200) return undefined;
  return db
    .select()
    .from(accountCodes)
    .where(and(eq(accountCodes.codeHash, await hashAccountCode(code)), eq(accountCodes.kind, kind)))
    .get();
}

/**
 * Spends a code inside the batch that acts on it: the batch aborts (as a write conflict)
 * when another request spent it first, so a code never works twice.
 */
export function spendAccountCodeStatements(db: Database, codeHash: string) {
  return [db.delete(accountCodes).where(eq(accountCodes.codeHash, codeHash)), casGuard(db)];
}

/** Spends a code on its own; answers false when it was already gone. */
export async function spendAccountCode(db: Database, codeHash: string): Promise<boolean> {
  const gone = await db
    .delete(accountCodes)
    .where(eq(accountCodes.codeHash, codeHash))
    .returning({ codeHash: accountCodes.codeHash });
  return gone.length > 0;
}

export function deleteUserCodesStatement(db: Database, userId: string, kind?: AccountCodeKind) {
  return db
    .delete(accountCodes)
    .where(kind ? and(eq(accountCodes.userId, userId), eq(accountCodes.kind, kind)) : eq(accountCodes.userId, userId));
}

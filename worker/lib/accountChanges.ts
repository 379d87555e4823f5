/**
 * The account routes' work (worker/routes/auth.ts): registration, sign-in with a password, the
 * name and address checks, and the credential changes. Each change is one guarded write of the
 * player's document; a change of password, address or API token also ends the reset links mailed
 * before it.
 */
import { eq } from "drizzle-orm";
import { t } from "../../content/i18n";
import { paramMessage } from "../../content/i18n/params";
import type { Language } from "../../content/i18n/languages";
import { normaliseEmail } from "../../content/rules/accountNames";
import { GameError } from "../../content/rules/errors";
import { createNewUser } from "../../content/rules/newUser";
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { findUserRowByEmail, isEmailHeld } from "../../db/emails";
import { socialLogins, users } from "../../db/schema";
import { insertTaskStatement } from "../../db/tasks";
import { insertUserStatement, loadUserRow, updateUser } from "../../db/users";
import { assertEmailAllowed, isEmailBlocked } from "../admin/blockers";
import type { EmailCheck, NameCheck } from "../api-types/auth";
import type { Env } from "../env";
import type { Mail } from "../mail/mailer";
import { emailChangedMail } from "../mail/messages";
import type {
  EmailChangeInput,
  LoginInput,
  PasswordChangeInput,
  RegisterInput,
  UsernameChangeInput,
} from "../schemas/auth";
import {
  assertEmailFree,
  assertUsernameFree,
  deleteUserCodesStatement,
  recordSignIn,
  requirePasswordIfSet,
  uniqueViolation,
} from "./accounts";
import { hashPassword, hasPassword, randomToken, verifyPassword } from "./crypto";
import { acceptInvitationLink } from "./groupInvitations";
import { redeemInvitationToken } from "./invitations";
import { accountDisplayNameIssues, accountUsernameIssues } from "./accountInput";
import { checkAccountPassword } from "./passwordChecks";
import { isWebClient } from "./userInput";

/** A well-formed hash no password matches: what an unknown name is checked against. */
const UNUSABLE_HASH = "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

/**
 * A new account with a password, its starter tasks (our web client's board, or the public API's
 * one to-do for any other client), and the party or guild of an invitation link
 * when `invite` is one the server signed (a bare group id or a made-up token does nothing).
 */
export async function registerAccount(
  env: Env,
  db: Database,
  input: RegisterInput,
  context: { language: Language; timezoneOffset: number; invite: string | undefined; client: string | undefined },
): Promise<{ user: User; apiToken: string }> {
  if (input.password !== input.confirmPassword) {
    throw new GameError("BadRequest", "passwordConfirmationMatch", {}, [
      { param: "confirmPassword", message: paramMessage("passwordConfirmationMatch") },
    ]);
  }
  await assertEmailAllowed(db, input.email);
  await assertUsernameFree(db, input.username);
  await assertEmailFree(db, input.email);
  const apiToken = randomToken();
  const { user, tasks } = createNewUser({
    id: crypto.randomUUID(),
    username: input.username,
    email: input.email,
    now: new Date(),
    timezoneOffset: context.timezoneOffset,
    newId: () => crypto.randomUUID(),
    language: context.language,
    text: (key) => t(key, {}, context.language),
    starter: isWebClient(context.client) ? "web" : "api",
  });
  user.auth.local.has_password = true;
  const passwordHash = await hashPassword(input.password);
  try {
    await db.batch([
      insertUserStatement(db, user, { passwordHash, apiToken }),
      ...tasks.map((task) => insertTaskStatement(db, task)),
    ]);
  } catch (error) {
    // Two registrations raced for the same name: the unique index decided.
    const key = uniqueViolation(error);
    if (key) throw new GameError("NotAuthorized", key);
    throw error;
  }
  const redeemed = context.invite ? await redeemInvitationToken(env, context.invite) : undefined;
  return { user: redeemed ? await acceptInvitationLink(db, user._id, redeemed) : user, apiToken };
}

/**
 * Registering while signed in, as the public API allows: an account made through a sign-in
 * provider gets the username, address and password login it lacked. An account that already has
 * a password is refused, so this is never a way around its current password.
 */
export async function attachLocalLogin(
  db: Database,
  userId: string,
  input: RegisterInput,
): Promise<User["auth"]["local"]> {
  if (input.password !== input.confirmPassword) {
    throw new GameError("BadRequest", "passwordConfirmationMatch", {}, [
      { param: "confirmPassword", message: paramMessage("passwordConfirmationMatch") },
    ]);
  }
  const linked = await db
    .select({ network: socialLogins.network })
    .from(socialLogins)
    .where(eq(socialLogins.userId, userId))
    .get();
  const row = await loadUserRow(db, userId);
  if (!linked || !row || hasPassword(row.passwordHash)) throw new GameError("NotAuthorized", "onlySocialAttachLocal");
  await assertEmailAllowed(db, input.email);
  await assertUsernameFree(db, input.username, userId);
  await assertEmailFree(db, input.email, userId);
  const passwordHash = await hashPassword(input.password);
  try {
    const { user } = await updateUser(db, userId, (fresh) => {
      // Checked again on the row this write is guarded by: a password set meanwhile stays.
      if (fresh.auth.local.has_password === true) throw new GameError("NotAuthorized", "onlySocialAttachLocal");
      fresh.auth.local = {
        ...fresh.auth.local,
        username: input.username,
        lowerCaseUsername: input.username.toLowerCase(),
        email: input.email,
        has_password: true,
      };
      fresh.flags.verifiedUsername = true;
      fresh.auth.timestamps.updated = new Date().toISOString();
      return {
        user: fresh,
        result: null,
        secrets: { passwordHash },
        extra: [deleteUserCodesStatement(db, fresh._id, "password-reset")],
      };
    });
    return user.auth.local;
  } catch (error) {
    const key = uniqueViolation(error);
    if (key) throw new GameError("NotAuthorized", key);
    throw error;
  }
}

/** Signs in by username or email address and password; every failure answers the same. */
export async function signInWithPassword(
  db: Database,
  input: LoginInput,
  client: string | undefined,
): Promise<{ user: User; apiToken: string }> {
  // A username never holds an "@": a name with one is an email address, in any spelling.
  const row = input.username.includes("@")
    ? await findUserRowByEmail(db, input.username)
    : await db.select().from(users).where(eq(users.usernameLower, input.username.trim().toLowerCase())).get();
  // An unknown name costs the same work as a wrong password, so the answer tells nothing apart.
  const passwordOk =
    row && hasPassword(row.passwordHash)
      ? await checkAccountPassword(db, row, input.password)
      : await verifyPassword(input.password, UNUSABLE_HASH).then(() => false);
  if (!row || !passwordOk) throw new GameError("NotAuthorized", "invalidLoginCredentialsLong");
  return { user: await recordSignIn(db, row.id, client), apiToken: row.apiToken };
}

/** Whether a username may be taken; the asker's own name counts as free. */
export async function usernameCheck(
  db: Database,
  name: string,
  language: Language,
  askerId: string | undefined,
): Promise<NameCheck> {
  const issues = accountUsernameIssues(name).map((key) => t(key, {}, language));
  if (issues.length === 0) {
    const taken = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.usernameLower, name.toLowerCase()))
      .get();
    if (taken && taken.id !== askerId) issues.push(t("usernameTaken", {}, language));
  }
  return issues.length ? { isUsable: false, issues } : { isUsable: true };
}

/** Whether a display name may be shown. */
export function displayNameCheck(name: string, language: Language): NameCheck {
  const issues = accountDisplayNameIssues(name).map((key) => t(key, {}, language));
  return issues.length ? { isUsable: false, issues } : { isUsable: true };
}

/** Whether an address may be used for a new account or a change of address. */
export async function emailCheck(db: Database, raw: string, language: Language): Promise<EmailCheck> {
  const address = normaliseEmail(raw);
  const refuse = (key: string): EmailCheck => ({ valid: false, email: raw, error: t(key, {}, language) });
  if (!address) return refuse("invalidEmail");
  if (await isEmailBlocked(db, address)) return refuse("emailBlocked");
  if (await isEmailHeld(db, address)) return refuse("emailTaken");
  return { valid: true, email: address };
}

/** A new password; an account made through a sign-in provider sets its first one without a current one. */
export async function changePassword(db: Database, userId: string, input: PasswordChangeInput): Promise<User> {
  await requirePasswordIfSet(db, userId, input.password);
  // As the public API: a confirmation that differs is refused as not authorised.
  if (input.newPassword !== input.confirmPassword) throw new GameError("NotAuthorized", "passwordConfirmationMatch");
  const passwordHash = await hashPassword(input.newPassword);
  const { user } = await updateUser(db, userId, (fresh) => {
    fresh.auth.timestamps.updated = new Date().toISOString();
    fresh.auth.local.has_password = true;
    // Reset links mailed before die with the old password (they are bound to it as well).
    return {
      user: fresh,
      result: null,
      secrets: { passwordHash },
      extra: [deleteUserCodesStatement(db, fresh._id, "password-reset")],
    };
  });
  return user;
}

/** A new username, confirmed by the choice. */
export async function changeUsername(db: Database, userId: string, input: UsernameChangeInput): Promise<User> {
  await requirePasswordIfSet(db, userId, input.password);
  await assertUsernameFree(db, input.username, userId, "BadRequest");
  try {
    const { user } = await updateUser(db, userId, (fresh) => {
      fresh.auth.local.username = input.username;
      fresh.auth.local.lowerCaseUsername = input.username.toLowerCase();
      fresh.flags.verifiedUsername = true;
      return { user: fresh, result: null };
    });
    return user;
  } catch (error) {
    if (uniqueViolation(error)) throw new GameError("BadRequest", "usernameTaken");
    throw error;
  }
}

/** A new API token; the old one stops working with this write, since every request reads the key from the row. */
export async function replaceApiToken(
  db: Database,
  userId: string,
  password: string | undefined,
): Promise<{ user: User; apiToken: string }> {
  await requirePasswordIfSet(db, userId, password);
  const apiToken = randomToken();
  const { user } = await updateUser(db, userId, (fresh) => {
    fresh.auth.timestamps.updated = new Date().toISOString();
    return {
      user: fresh,
      result: null,
      secrets: { apiToken },
      extra: [deleteUserCodesStatement(db, fresh._id, "password-reset")],
    };
  });
  return { user, apiToken };
}

/**
 * A new email address. The mail to the old address, when there is one to send: a stolen account
 * does not change hands in silence (not when only the spelling of an older row changed: that is
 * the same mailbox).
 */
export async function changeEmail(
  db: Database,
  userId: string,
  input: EmailChangeInput,
): Promise<{ user: User; notice: Mail | undefined }> {
  await requirePasswordIfSet(db, userId, input.password);
  await assertEmailAllowed(db, input.newEmail);
  await assertEmailFree(db, input.newEmail, userId);
  const newEmail = input.newEmail;
  let previous = "";
  let user: User;
  try {
    ({ user } = await updateUser(db, userId, (fresh) => {
      previous = fresh.auth.local.email;
      // The address one already has counts as taken, as the public API answers it.
      if (previous === newEmail) throw new GameError("NotAuthorized", "emailTaken");
      fresh.auth.local.email = newEmail;
      return { user: fresh, result: null, extra: [deleteUserCodesStatement(db, fresh._id, "password-reset")] };
    }));
  } catch (error) {
    if (uniqueViolation(error)) throw new GameError("NotAuthorized", "emailTaken");
    throw error;
  }
  const notice =
    previous && normaliseEmail(previous) !== newEmail
      ? emailChangedMail({
          to: previous,
          username: user.auth.local.username,
          newEmail,
          at: new Date(),
          language: user.preferences.language,
        })
      : undefined;
  return { user, notice };
}

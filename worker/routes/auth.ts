/** Accounts: register, login, name and email checks, credential changes, logout (spec §7 Auth). */
import { paramMessage } from "../../content/i18n/params";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../content/data/constants";
import { t } from "../../content/i18n";
import { displayNameIssues, normaliseEmail, usernameIssues, USERNAME_MAX } from "../../content/rules/accountNames";
import { GameError } from "../../content/rules/errors";
import { createNewUser } from "../../content/rules/newUser";
import { database } from "../../db/client";
import { findUserRowByEmail, isEmailHeld } from "../../db/emails";
import { users } from "../../db/schema";
import { insertTaskStatement } from "../../db/tasks";
import { insertUserStatement, updateUser } from "../../db/users";
import { assertEmailAllowed, isEmailBlocked } from "../admin/blockers";
import type { AppEnv } from "../env";
import {
  assertEmailFree,
  assertUsernameFree,
  deleteUserCodesStatement,
  recordSignIn,
  requirePasswordIfSet,
  signInAnswer,
  uniqueViolation,
} from "../lib/accounts";
import { hashPassword, hasPassword, randomToken, verifyPassword } from "../lib/crypto";
import { checkAccountPassword } from "../lib/passwordChecks";
import { acceptInvitationLink } from "../lib/groupInvitations";
import { redeemInvitationToken } from "../lib/invitations";
import { requestLanguage } from "../lib/language";
import { ownUserView } from "../lib/userView";
import { authenticate, timezoneOffsetHeader } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { authenticateIfSent, newApiTokenLimit, passwordAttemptLimit, rateLimit } from "../middleware/rateLimit";
import { body, str } from "../middleware/validate";
import { inBackground } from "../lib/background";
import { sendMail } from "../mail/mailer";
import { emailChangedMail } from "../mail/messages";
import type { ApiTokenReplaced, EmailChanged, EmailCheck, NameCheck, UsernameChanged } from "../api-types/auth";

const password = v.pipe(
  v.string(paramMessage("paramString")),
  v.minLength(PASSWORD_MIN, paramMessage("paramMinChars", { min: PASSWORD_MIN })),
  v.maxLength(PASSWORD_MAX, paramMessage("paramMaxChars", { max: PASSWORD_MAX })),
);
/** An email address, taken in its one spelling (see normaliseEmail). */
const email = v.pipe(
  str(320, 1),
  v.check((raw) => normaliseEmail(raw) !== undefined, paramMessage("paramValidEmail")),
  v.transform((raw) => normaliseEmail(raw) ?? raw),
);
const username = v.pipe(
  str(USERNAME_MAX, 1),
  v.check(
    (name) => usernameIssues(name).length === 0,
    (issue) => paramMessage(usernameIssues(String(issue.input))[0] ?? "badRequest"),
  ),
);

/** A well-formed hash no password matches: what an unknown name is checked against. */
const UNUSABLE_HASH = "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

const registerSchema = v.object({ username, email, password, confirmPassword: v.string(paramMessage("paramString")) });
const loginSchema = v.object({ username: str(254, 1), password: str(PASSWORD_MAX * 4, 1) });

export const authRoutes = new Hono<AppEnv>()
  .post("/local/register", rateLimit("register"), async (c) => {
    const input = await body(c, registerSchema);
    if (input.password !== input.confirmPassword) {
      throw new GameError("BadRequest", "passwordConfirmationMatch", {}, [
        { param: "confirmPassword", message: paramMessage("passwordConfirmationMatch") },
      ]);
    }
    const db = database(c.env.DB);
    await assertEmailAllowed(db, input.email);
    await assertUsernameFree(db, input.username);
    await assertEmailFree(db, input.email);
    const id = crypto.randomUUID();
    const apiToken = randomToken();
    // A new player keeps the language the register screen spoke (the client sends it as Accept-Language).
    const language = requestLanguage(c);
    const { user, tasks } = createNewUser({
      id,
      username: input.username,
      email: input.email,
      now: new Date(),
      timezoneOffset: timezoneOffsetHeader(c) ?? 0,
      newId: () => crypto.randomUUID(),
      language,
      text: (key) => t(key, {}, language),
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
    c.set("user", user);
    // Only a link the server signed invites: a bare group id or a made-up token does nothing.
    const invite = c.req.query("groupInvite");
    const redeemed = invite ? await redeemInvitationToken(c.env, invite) : undefined;
    if (redeemed) c.set("user", await acceptInvitationLink(db, user._id, redeemed));
    // The whole new account, as the public API answers a registration, with its credentials.
    return ok(
      c,
      {
        ...ownUserView(c.get("user"), { hasPassword: true }),
        apiToken,
        username: user.auth.local.username,
        newUser: true,
      },
      { status: 201 },
    );
  })
  .post("/local/login", rateLimit("login"), async (c) => {
    const input = await body(c, loginSchema);
    const db = database(c.env.DB);
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
    const user = await recordSignIn(db, row.id, c.req.header("x-client"));
    c.set("user", user);
    return ok(c, signInAnswer(user, row.apiToken, false));
  })
  .post("/verify-username", authenticateIfSent, rateLimit("verify-username", { perAccount: true }), async (c) => {
    const input = await body(c, v.object({ username: str(200) }));
    const issues = usernameIssues(input.username).map((key) => t(key, {}, requestLanguage(c)));
    if (issues.length === 0) {
      const taken = await database(c.env.DB)
        .select({ id: users.id })
        .from(users)
        .where(eq(users.usernameLower, input.username.toLowerCase()))
        .get();
      if (taken && taken.id !== c.req.header("x-api-user")) issues.push(t("usernameTaken", {}, requestLanguage(c)));
    }
    return ok<NameCheck>(c, issues.length ? { isUsable: false, issues } : { isUsable: true });
  })
  .post(
    "/verify-display-name",
    authenticateIfSent,
    rateLimit("verify-display-name", { perAccount: true }),
    async (c) => {
      const input = await body(c, v.object({ displayName: str(200) }));
      const issues = displayNameIssues(input.displayName).map((key) => t(key, {}, requestLanguage(c)));
      return ok<NameCheck>(c, issues.length ? { isUsable: false, issues } : { isUsable: true });
    },
  )
  .post("/check-email", authenticateIfSent, rateLimit("check-email", { perAccount: true }), async (c) => {
    const input = await body(c, v.object({ email: str(320) }));
    const address = normaliseEmail(input.email);
    const refuse = (key: string) =>
      ok<EmailCheck>(c, { valid: false, email: input.email, error: t(key, {}, requestLanguage(c)) });
    if (!address) return refuse("invalidEmail");
    const db = database(c.env.DB);
    if (await isEmailBlocked(db, address)) return refuse("emailBlocked");
    if (await isEmailHeld(db, address)) return refuse("emailTaken");
    return ok<EmailCheck>(c, { valid: true, email: address });
  })
  .post("/logout", authenticate, (c) => ok(c, {}, { messageKey: "loggedOut" }))
  // An account made through a sign-in provider has no password yet: it sets one here without a current one.
  .put("/update-password", authenticate, passwordAttemptLimit("update-password"), async (c) => {
    const input = await body(
      c,
      v.object({
        password: v.optional(str(PASSWORD_MAX * 4)),
        newPassword: password,
        confirmPassword: v.string(paramMessage("paramString")),
      }),
    );
    const db = database(c.env.DB);
    await requirePasswordIfSet(db, c.get("user")._id, input.password);
    // As the public API: a confirmation that differs is refused as not authorised.
    if (input.newPassword !== input.confirmPassword) throw new GameError("NotAuthorized", "passwordConfirmationMatch");
    const passwordHash = await hashPassword(input.newPassword);
    const { user } = await updateUser(db, c.get("user")._id, (fresh) => {
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
    c.set("user", user);
    return ok(c, {});
  })
  .put("/update-username", authenticate, passwordAttemptLimit("update-username"), async (c) => {
    const input = await body(c, v.object({ username, password: v.optional(str(PASSWORD_MAX * 4)) }));
    const db = database(c.env.DB);
    const me = c.get("user");
    await requirePasswordIfSet(db, me._id, input.password);
    await assertUsernameFree(db, input.username, me._id, "BadRequest");
    try {
      const { user } = await updateUser(db, me._id, (fresh) => {
        fresh.auth.local.username = input.username;
        fresh.auth.local.lowerCaseUsername = input.username.toLowerCase();
        fresh.flags.verifiedUsername = true;
        return { user: fresh, result: null };
      });
      c.set("user", user);
    } catch (error) {
      if (uniqueViolation(error)) throw new GameError("BadRequest", "usernameTaken");
      throw error;
    }
    return ok<UsernameChanged>(c, { username: input.username });
  })
  .post("/new-api-token", authenticate, newApiTokenLimit, async (c) => {
    const input = await body(c, v.object({ password: v.optional(str(PASSWORD_MAX * 4)) }));
    const db = database(c.env.DB);
    const me = c.get("user");
    await requirePasswordIfSet(db, me._id, input.password);
    // The old key stops working with this write: every request reads the key from the row.
    const apiToken = randomToken();
    const { user } = await updateUser(db, me._id, (fresh) => {
      fresh.auth.timestamps.updated = new Date().toISOString();
      return {
        user: fresh,
        result: null,
        secrets: { apiToken },
        extra: [deleteUserCodesStatement(db, fresh._id, "password-reset")],
      };
    });
    c.set("user", user);
    return ok<ApiTokenReplaced>(c, { apiToken }, { messageKey: "apiTokenReplaced" });
  })
  .put("/update-email", authenticate, passwordAttemptLimit("update-email"), async (c) => {
    const input = await body(c, v.object({ newEmail: email, password: v.optional(str(PASSWORD_MAX * 4)) }));
    const db = database(c.env.DB);
    const me = c.get("user");
    await requirePasswordIfSet(db, me._id, input.password);
    await assertEmailAllowed(db, input.newEmail);
    await assertEmailFree(db, input.newEmail, me._id);
    const newEmail = input.newEmail;
    let previous = "";
    try {
      const { user } = await updateUser(db, me._id, (fresh) => {
        previous = fresh.auth.local.email;
        if (previous === newEmail) return { user: fresh, result: null, unchanged: true };
        fresh.auth.local.email = newEmail;
        return { user: fresh, result: null, extra: [deleteUserCodesStatement(db, fresh._id, "password-reset")] };
      });
      c.set("user", user);
    } catch (error) {
      if (uniqueViolation(error)) throw new GameError("NotAuthorized", "emailTaken");
      throw error;
    }
    // The old address hears of it, so a stolen account does not change hands in silence
    // (not when only the spelling of an older row changed: that is the same mailbox).
    if (previous && normaliseEmail(previous) !== newEmail) {
      const mail = emailChangedMail({
        to: previous,
        username: c.get("user").auth.local.username,
        newEmail,
        at: new Date(),
        language: c.get("user").preferences.language,
      });
      inBackground(c, sendMail(c.env, mail));
    }
    return ok<EmailChanged>(c, { email: newEmail });
  });

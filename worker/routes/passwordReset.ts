/**
 * Forgotten passwords: a mailed single-use link (POST /user/reset-password) and the call that
 * spends it on a new password (POST /user/auth/reset-password-set-new-one). Mounted at /user.
 */
import { Hono } from "hono";
import * as v from "valibot";
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_RESET_TTL_MINUTES } from "../../content/data/constants";
import { emailLookupSpellings, normaliseEmail } from "../../content/rules/accountNames";
import { paramMessage } from "../../content/i18n/params";
import { GameError } from "../../content/rules/errors";
import { database, type Database } from "../../db/client";
import { findUserRowByEmail } from "../../db/emails";
import { clientName, historyStatements } from "../../db/userHistory";
import { loadUserRow, updateUser, UserGone, userFromRow } from "../../db/users";
import type { AppEnv, Env } from "../env";
import {
  credentialStamp,
  deleteUserCodesStatement,
  findAccountCode,
  issueAccountCode,
  signInAnswer,
  spendAccountCodeStatements,
} from "../lib/accounts";
import { inBackground } from "../lib/background";
import { hashPassword, hasPassword, randomToken } from "../lib/crypto";
import { clearPasswordChecksStatement } from "../lib/passwordChecks";
import { countInWindow } from "../lib/windowCounter";
import { loadLanguage } from "../lib/catalogues";
import { canSendMail, sendMail } from "../mail/mailer";
import { passwordResetMail, siteOrigin } from "../mail/messages";
import { ok } from "../middleware/envelope";
import { rateLimit } from "../middleware/rateLimit";
import { body, str } from "../middleware/validate";

/** Reset mails one address may receive per hour, whoever asks: nobody can bury an inbox in them. */
export const RESET_MAILS_PER_ADDRESS_PER_HOUR = 3;

const newPassword = v.pipe(
  v.string(paramMessage("paramString")),
  v.minLength(PASSWORD_MIN, paramMessage("paramMinChars", { min: PASSWORD_MIN })),
  v.maxLength(PASSWORD_MAX, paramMessage("paramMaxChars", { max: PASSWORD_MAX })),
);

/** Everything that depends on whether the address has an account, done after the answer is sent. */
async function mailResetLink(env: Env, db: Database, address: string, origin: string | undefined): Promise<void> {
  const row = await findUserRowByEmail(db, address);
  if (!row || !origin) return;
  const user = userFromRow(row);
  if ((user.auth as { blocked?: boolean }).blocked) return;
  const { count } = await countInWindow(env, [`reset-mail:${address}`], 3600, new Date());
  if (count > RESET_MAILS_PER_ADDRESS_PER_HOUR) return;
  const code = await issueAccountCode(db, {
    kind: "password-reset",
    userId: row.id,
    data: { stamp: await credentialStamp(row) },
    ttlMs: PASSWORD_RESET_TTL_MINUTES * 60_000,
  });
  const link = `${origin}/reset-password?code=${encodeURIComponent(code)}`;
  await loadLanguage(user.preferences.language);
  await sendMail(
    env,
    passwordResetMail({
      to: row.email,
      username: row.username,
      link,
      hasPassword: hasPassword(row.passwordHash),
      language: user.preferences.language,
    }),
  );
}

export const passwordResetRoutes = new Hono<AppEnv>()
  .post("/reset-password", rateLimit("reset-password"), async (c) => {
    const input = await body(
      c,
      v.object({
        // Any spelling of the address; one an older check let in is still looked up as stored.
        email: v.pipe(
          str(320, 1),
          v.check((value) => emailLookupSpellings(value).length > 0, paramMessage("paramValidEmail")),
          v.transform((value) => normaliseEmail(value) ?? value.trim().toLowerCase()),
        ),
      }),
    );
    if (!canSendMail(c.env)) throw new GameError("BadRequest", "mailUnavailable");
    // The answer is the same, and as quick, whether or not an account uses the address.
    inBackground(c, mailResetLink(c.env, database(c.env.DB), input.email, siteOrigin(c.env, c.req.url)));
    return ok(c, {}, { messageKey: "passwordResetRequested" });
  })
  .post("/auth/reset-password-set-new-one", rateLimit("reset-password-set"), async (c) => {
    const input = await body(
      c,
      v.object({ code: str(200, 1), newPassword, confirmPassword: v.string(paramMessage("paramString")) }),
    );
    if (input.newPassword !== input.confirmPassword) {
      throw new GameError("BadRequest", "passwordConfirmationMatch", {}, [
        { param: "confirmPassword", message: paramMessage("passwordConfirmationMatch") },
      ]);
    }
    const db = database(c.env.DB);
    const found = await findAccountCode(db, "password-reset", input.code);
    if (!found?.userId) throw new GameError("NotAuthorized", "passwordResetCodeInvalid");
    if (found.expiresAt <= Date.now()) throw new GameError("NotAuthorized", "passwordResetCodeExpired");
    const userId = found.userId;
    const passwordHash = await hashPassword(input.newPassword);
    // A new key: whoever held the old one (maybe the reason for the reset) is out at once.
    const apiToken = randomToken();
    try {
      const { user } = await updateUser(db, userId, async (fresh) => {
        // After a write conflict this runs again: another request may have spent the code meanwhile.
        if (!(await findAccountCode(db, "password-reset", input.code)))
          throw new GameError("NotAuthorized", "passwordResetCodeInvalid");
        // The password, address or key changed since the link was mailed: it died with them.
        // (Read no earlier than `fresh`: a later change makes this write conflict and run again.)
        const row = await loadUserRow(db, userId);
        if (!row || (found.data as { stamp?: unknown }).stamp !== (await credentialStamp(row)))
          throw new GameError("NotAuthorized", "passwordResetCodeInvalid");
        if ((fresh.auth as { blocked?: boolean }).blocked) throw new GameError("NotAuthorized", "accountSuspended");
        const now = new Date().toISOString();
        fresh.auth.local.has_password = true;
        fresh.auth.timestamps.updated = now;
        fresh.auth.timestamps.loggedin = now;
        return {
          user: fresh,
          result: null,
          secrets: { passwordHash, apiToken },
          extra: [
            ...spendAccountCodeStatements(db, found.codeHash),
            // Every other reset link of this account dies with this one.
            deleteUserCodesStatement(db, userId, "password-reset"),
            // Whoever holds the mailbox is the owner: the account's password checks start over.
            clearPasswordChecksStatement(db, userId),
            ...historyStatements(db, { userId, kind: "login", client: clientName(c.req.header("x-client")) }),
          ],
        };
      });
      c.set("user", user);
      return ok(c, signInAnswer(user, apiToken, false), { messageKey: "passwordReset" });
    } catch (error) {
      if (error instanceof UserGone) throw new GameError("NotAuthorized", "passwordResetCodeInvalid");
      throw error;
    }
  });

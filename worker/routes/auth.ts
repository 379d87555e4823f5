/**
 * Accounts: register, login, name and email checks, credential changes, logout (spec §7 Auth).
 * The work is in worker/lib/accountChanges.ts, the bodies in worker/schemas/auth.ts.
 */
import { Hono } from "hono";
import { database } from "../../db/client";
import type { ApiTokenReplaced, EmailChanged, EmailCheck, NameCheck, UsernameChanged } from "../api-types/auth";
import type { AppEnv } from "../env";
import {
  attachLocalLogin,
  changeEmail,
  changePassword,
  changeUsername,
  displayNameCheck,
  emailCheck,
  registerAccount,
  replaceApiToken,
  signInWithPassword,
  usernameCheck,
} from "../lib/accountChanges";
import { signInAnswer } from "../lib/accounts";
import { inBackground } from "../lib/background";
import { requestLanguage } from "../lib/language";
import { ownUserView } from "../lib/userView";
import { sendMail } from "../mail/mailer";
import { authenticate, timezoneOffsetHeader } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { authenticateIfSent, newApiTokenLimit, passwordAttemptLimit, rateLimit } from "../middleware/rateLimit";
import { body } from "../middleware/validate";
import {
  apiTokenInput,
  displayNameCheckInput,
  emailChangeInput,
  emailCheckInput,
  loginInput,
  passwordChangeInput,
  registerInput,
  usernameChangeInput,
  usernameCheckInput,
} from "../schemas/auth";

export const authRoutes = new Hono<AppEnv>()
  .post("/local/register", authenticateIfSent, rateLimit("register"), async (c) => {
    const input = await body(c, registerInput);
    // Signed in: the public API's way to add a password login to an account made through a provider.
    const signedIn = c.get("user");
    if (signedIn) return ok(c, await attachLocalLogin(database(c.env.DB), signedIn._id, input));
    // A new player keeps the language the register screen spoke (the client sends it as Accept-Language).
    const { user, apiToken } = await registerAccount(c.env, database(c.env.DB), input, {
      language: requestLanguage(c),
      timezoneOffset: timezoneOffsetHeader(c) ?? 0,
      invite: c.req.query("groupInvite"),
      client: c.req.header("x-client"),
    });
    c.set("user", user);
    // The whole new account, as the public API answers a registration, with its credentials.
    return ok(
      c,
      { ...ownUserView(user, { hasPassword: true }), apiToken, username: user.auth.local.username, newUser: true },
      { status: 201 },
    );
  })
  .post("/local/login", rateLimit("login"), async (c) => {
    const input = await body(c, loginInput);
    const { user, apiToken } = await signInWithPassword(database(c.env.DB), input, c.req.header("x-client"));
    c.set("user", user);
    return ok(c, signInAnswer(user, apiToken, false));
  })
  .post("/verify-username", authenticateIfSent, rateLimit("verify-username", { perAccount: true }), async (c) => {
    const input = await body(c, usernameCheckInput);
    const check = await usernameCheck(
      database(c.env.DB),
      input.username,
      requestLanguage(c),
      c.req.header("x-api-user"),
    );
    return ok<NameCheck>(c, check);
  })
  .post(
    "/verify-display-name",
    authenticateIfSent,
    rateLimit("verify-display-name", { perAccount: true }),
    async (c) => {
      const input = await body(c, displayNameCheckInput);
      return ok<NameCheck>(c, displayNameCheck(input.displayName, requestLanguage(c)));
    },
  )
  .post("/check-email", authenticateIfSent, rateLimit("check-email", { perAccount: true }), async (c) => {
    const input = await body(c, emailCheckInput);
    return ok<EmailCheck>(c, await emailCheck(database(c.env.DB), input.email, requestLanguage(c)));
  })
  .post("/logout", authenticate, (c) => ok(c, {}, { messageKey: "loggedOut" }))
  .put("/update-password", authenticate, passwordAttemptLimit("update-password"), async (c) => {
    const input = await body(c, passwordChangeInput);
    c.set("user", await changePassword(database(c.env.DB), c.get("user")._id, input));
    return ok(c, {});
  })
  .put("/update-username", authenticate, passwordAttemptLimit("update-username"), async (c) => {
    const input = await body(c, usernameChangeInput);
    c.set("user", await changeUsername(database(c.env.DB), c.get("user")._id, input));
    return ok<UsernameChanged>(c, { username: input.username });
  })
  .post("/new-api-token", authenticate, newApiTokenLimit, async (c) => {
    const input = await body(c, apiTokenInput);
    const { user, apiToken } = await replaceApiToken(database(c.env.DB), c.get("user")._id, input.password);
    c.set("user", user);
    return ok<ApiTokenReplaced>(c, { apiToken }, { messageKey: "apiTokenReplaced" });
  })
  .put("/update-email", authenticate, passwordAttemptLimit("update-email"), async (c) => {
    const input = await body(c, emailChangeInput);
    const { user, notice } = await changeEmail(database(c.env.DB), c.get("user")._id, input);
    c.set("user", user);
    if (notice) inBackground(c, sendMail(c.env, notice));
    return ok<EmailChanged>(c, { email: input.newEmail });
  });

/**
 * Sign-in through Google and Apple (spec §7 Auth), mounted at /user/auth: what this server
 * offers, the trip to the provider, registering or logging in with what it answers, linking a
 * provider to the signed-in account and unlinking it while another way to log in remains.
 */
import { generateCodeVerifier } from "arctic";
import { and, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { SOCIAL_SIGN_IN_TTL_MINUTES } from "../../content/data/constants";
import { paramMessage } from "../../content/i18n/params";
import { DISPLAY_NAME_MAX, displayNameIssues, USERNAME_MAX, usernameIssues } from "../../content/rules/accountNames";
import { GameError } from "../../content/rules/errors";
import { createNewUser } from "../../content/rules/newUser";
import type { User } from "../../content/rules/types";
import { database, type Database } from "../../db/client";
import { isEmailHeld } from "../../db/emails";
import { socialLogins, users } from "../../db/schema";
import { insertTaskStatement } from "../../db/tasks";
import { insertUserStatement, loadUserRow, updateUser } from "../../db/users";
import { assertEmailAllowed } from "../admin/blockers";
import type { AppEnv } from "../env";
import {
  assertUsernameFree,
  findAccountCode,
  issueAccountCode,
  recordSignIn,
  signInAnswer,
  spendAccountCode,
  uniqueViolation,
} from "../lib/accounts";
import { randomToken } from "../lib/crypto";
import { acceptInvitationLink } from "../lib/groupInvitations";
import {
  configuredNetworks,
  isNetwork,
  NETWORK_NAMES,
  NETWORKS,
  requireProvider,
  type Network,
  type ProviderProfile,
} from "../lib/identity";
import { redeemInvitationToken } from "../lib/invitations";
import { canSendMail } from "../mail/mailer";
import { siteOrigin } from "../mail/messages";
import { authenticate, timezoneOffsetHeader } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { authenticateIfSent, rateLimit } from "../middleware/rateLimit";
import { body, query, str } from "../middleware/validate";
import type { AuthOptions, ProviderTrip } from "../api-types/auth";

const flag = v.optional(
  v.union([v.boolean(), v.picklist(["true", "false"], paramMessage("paramTrueFalse"))], paramMessage("paramTrueFalse")),
);
const networkField = v.string(paramMessage("paramString"));

const socialSchema = v.object({
  network: networkField,
  allowRegister: flag,
  username: v.optional(str(USERNAME_MAX * 2)),
  authResponse: v.object(
    {
      code: v.optional(str(2000, 1)),
      state: v.optional(str(200, 1)),
      id_token: v.optional(str(10_000, 1)),
    },
    paramMessage("paramEither", { first: "an object with a code and state,", second: "an id_token" }),
  ),
});

const appleQuerySchema = v.object({
  allowRegister: flag,
  code: v.optional(str(2000, 1)),
  state: v.optional(str(200, 1)),
  id_token: v.optional(str(10_000, 1)),
  name: v.optional(str(200)),
  username: v.optional(str(USERNAME_MAX * 2)),
  groupInvite: v.optional(str(2000)),
});

interface SignInOptions {
  allowRegister: boolean;
  username?: string;
  /** A display name the provider passed along (Apple sends it only the first time). */
  name?: string;
}

function origin(c: Context<AppEnv>): string {
  return siteOrigin(c.env, c.req.url) ?? new URL(c.req.url).origin;
}

/**
 * Who the provider vouches for, from a code of a trip this server started (and which the same
 * caller finishes: a trip started signed out cannot link to whoever opens its return address),
 * or from an id token the caller obtained itself.
 */
async function profileFrom(
  c: Context<AppEnv>,
  network: unknown,
  answer: { code?: string; state?: string; id_token?: string },
): Promise<ProviderProfile> {
  const provider = requireProvider(c.env, network, origin(c));
  if (answer.code) {
    if (!answer.state)
      throw new GameError("BadRequest", "invalidRequestParameters", {}, [
        { param: "state", message: paramMessage("paramRequiredWithCode") },
      ]);
    const db = database(c.env.DB);
    const trip = await findAccountCode(db, "social-state", answer.state);
    const data = (trip?.data ?? {}) as { network?: string; codeVerifier?: string };
    const caller = c.get("user")?._id ?? null;
    if (
      !trip ||
      trip.expiresAt <= Date.now() ||
      data.network !== provider.network ||
      trip.userId !== caller ||
      !(await spendAccountCode(db, trip.codeHash))
    ) {
      throw new GameError("NotAuthorized", "socialStateInvalid");
    }
    return provider.profileFromCode(answer.code, data.codeVerifier ?? "");
  }
  if (answer.id_token) return provider.profileFromIdToken(answer.id_token);
  throw new GameError("BadRequest", "invalidRequestParameters", {}, [
    { param: "authResponse", message: paramMessage("paramCodeStateOrIdToken") },
  ]);
}

function socialAuthOf(profile: ProviderProfile): NonNullable<User["auth"]["google"]> {
  return { id: profile.subject, emails: profile.email ? [{ value: profile.email, type: "account" }] : [] };
}

/** A usable display name from what the provider sent, or undefined. */
function displayNameFrom(raw: string | undefined): string | undefined {
  const name = raw
    ?.replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, DISPLAY_NAME_MAX)
    .trim();
  return name && displayNameIssues(name).length === 0 ? name : undefined;
}

/** A free made-up username for a new account, which its owner replaces on the username screen. */
async function generatedUsername(db: Database): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const candidate = `hero-${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}`;
    const taken = await db.select({ id: users.id }).from(users).where(eq(users.usernameLower, candidate)).get();
    if (!taken) return candidate;
  }
  throw new Error("no free username could be made up");
}

async function linkToSignedIn(c: Context<AppEnv>, me: User, profile: ProviderProfile) {
  const db = database(c.env.DB);
  const label = NETWORK_NAMES[profile.network];
  const link = await db
    .select()
    .from(socialLogins)
    .where(and(eq(socialLogins.network, profile.network), eq(socialLogins.subject, profile.subject)))
    .get();
  if (link && link.userId !== me._id) throw new GameError("NotAuthorized", "socialAlreadyLinked", { network: label });
  if (!link) {
    try {
      const { user } = await updateUser(db, me._id, (fresh) => {
        const current = fresh.auth[profile.network];
        if (current?.id && current.id !== profile.subject)
          throw new GameError("BadRequest", "socialOtherAccountLinked", { network: label });
        fresh.auth[profile.network] = socialAuthOf(profile);
        return {
          user: fresh,
          result: null,
          extra: [
            db.insert(socialLogins).values({
              network: profile.network,
              subject: profile.subject,
              userId: me._id,
              email: profile.email ?? null,
              createdAt: new Date().toISOString(),
            }),
          ],
        };
      });
      c.set("user", user);
    } catch (error) {
      // Another request linked this provider account first: the unique index decided.
      if (uniqueViolation(error)) throw new GameError("NotAuthorized", "socialAlreadyLinked", { network: label });
      throw error;
    }
  }
  const row = await loadUserRow(db, me._id);
  if (!row) throw new GameError("NotAuthorized", "invalidCredentials");
  return ok(c, signInAnswer(c.get("user"), row.apiToken, false), {
    messageKey: "socialLinked",
    messageVars: { network: label },
  });
}

async function register(c: Context<AppEnv>, profile: ProviderProfile, options: SignInOptions) {
  const db = database(c.env.DB);
  const label = NETWORK_NAMES[profile.network];
  const email = profile.email;
  // An account is made only with an address the provider vouches for: else anyone could take
  // an address that is not theirs (and with it the password-reset mails).
  if (email && !profile.emailVerified)
    throw new GameError("NotAuthorized", "socialEmailUnverified", { network: label, email });
  if (email) {
    // Never joined to an account by its address alone: that address was never proven by whoever
    // made the account. Its owner logs in and links the provider from the settings.
    if (await isEmailHeld(db, email))
      throw new GameError("NotAuthorized", "socialEmailInUse", { network: label, email });
  }
  if (!options.allowRegister)
    throw new GameError("NotAuthorized", "socialNoAccount", { network: label, email: email ?? "" });
  if (!email) throw new GameError("BadRequest", "socialEmailMissing", { network: label });
  await assertEmailAllowed(db, email);
  let username: string;
  let verified = false;
  if (options.username) {
    const issues = usernameIssues(options.username);
    if (issues.length)
      throw new GameError("BadRequest", "invalidRequestParameters", {}, [
        { param: "username", message: paramMessage(issues[0]) },
      ]);
    await assertUsernameFree(db, options.username);
    username = options.username;
    verified = true;
  } else username = await generatedUsername(db);
  const id = crypto.randomUUID();
  const apiToken = randomToken();
  const { user, tasks } = createNewUser({
    id,
    username,
    email,
    now: new Date(),
    timezoneOffset: timezoneOffsetHeader(c) ?? 0,
    newId: () => crypto.randomUUID(),
  });
  user.auth.local.has_password = false;
  user.auth[profile.network] = socialAuthOf(profile);
  user.flags.verifiedUsername = verified;
  user.profile.name = displayNameFrom(options.name ?? profile.name) ?? username;
  try {
    await db.batch([
      // No password: the stored hash is no hash at all, so no password ever matches it.
      insertUserStatement(db, user, { passwordHash: "", apiToken }),
      ...tasks.map((task) => insertTaskStatement(db, task)),
      db.insert(socialLogins).values({
        network: profile.network,
        subject: profile.subject,
        userId: id,
        email,
        createdAt: new Date().toISOString(),
      }),
    ]);
  } catch (error) {
    const text = String((error as { cause?: unknown })?.cause ?? "") + String((error as Error)?.message ?? "");
    if (text.includes("social_logins")) throw new GameError("NotAuthorized", "socialAlreadyLinked", { network: label });
    const key = uniqueViolation(error);
    if (key === "emailTaken") throw new GameError("NotAuthorized", "socialEmailInUse", { network: label, email });
    if (key) throw new GameError("NotAuthorized", key);
    throw error;
  }
  c.set("user", user);
  const invite = c.req.query("groupInvite");
  const redeemed = invite ? await redeemInvitationToken(c.env, invite) : undefined;
  if (redeemed) c.set("user", await acceptInvitationLink(db, user._id, redeemed));
  return ok(c, signInAnswer(user, apiToken, true), { status: 201 });
}

/** Logs in, registers (when allowed) or, for a signed-in caller, links the provider account. */
async function signInWith(c: Context<AppEnv>, profile: ProviderProfile, options: SignInOptions) {
  const me = c.get("user");
  if (me) return linkToSignedIn(c, me, profile);
  const db = database(c.env.DB);
  const link = await db
    .select()
    .from(socialLogins)
    .where(and(eq(socialLogins.network, profile.network), eq(socialLogins.subject, profile.subject)))
    .get();
  if (!link) return register(c, profile, options);
  const user = await recordSignIn(db, link.userId, c.req.header("x-client"));
  c.set("user", user);
  const row = await loadUserRow(db, link.userId);
  if (!row) throw new GameError("NotAuthorized", "socialSignInFailed", { network: NETWORK_NAMES[profile.network] });
  return ok(c, signInAnswer(user, row.apiToken, false));
}

const allowed = (value: boolean | "true" | "false" | undefined) => value !== false && value !== "false";

export const socialAuthRoutes = new Hono<AppEnv>()
  /** What the sign-in screens may offer on this server. */
  .get("/options", (c) => ok<AuthOptions>(c, { mail: canSendMail(c.env), providers: configuredNetworks(c.env) }))
  /**
   * Starts a trip to a provider: answers the address to send the browser to. The trip is
   * remembered (hashed, for a few minutes) with the PKCE secret and who started it.
   */
  .post("/provider-url", authenticateIfSent, rateLimit("provider-url"), async (c) => {
    const input = await body(c, v.object({ network: networkField }));
    const provider = requireProvider(c.env, input.network, origin(c));
    const codeVerifier = generateCodeVerifier();
    const state = await issueAccountCode(database(c.env.DB), {
      kind: "social-state",
      userId: c.get("user")?._id,
      data: { network: provider.network, codeVerifier },
      ttlMs: SOCIAL_SIGN_IN_TTL_MINUTES * 60_000,
    });
    return ok<ProviderTrip>(c, { url: provider.authorizationUrl(state, codeVerifier).toString(), state });
  })
  .post("/social", authenticateIfSent, rateLimit("social"), async (c) => {
    const input = await body(c, socialSchema);
    const profile = await profileFrom(c, input.network, input.authResponse);
    return signInWith(c, profile, {
      allowRegister: allowed(input.allowRegister),
      username: input.username?.trim() || undefined,
    });
  })
  /** Apple's return, as a form post: handed on to the client's page, which finishes with the GET below. */
  .post("/apple", async (c) => {
    requireProvider(c.env, "apple", origin(c));
    const form = await c.req.parseBody();
    const field = (name: string, max: number) => {
      const value = Object.hasOwn(form, name) ? form[name] : undefined;
      return typeof value === "string" && value.length <= max ? value : undefined;
    };
    const next = new URLSearchParams();
    const error = field("error", 200);
    const code = field("code", 2000);
    const state = field("state", 200);
    if (error || !code) next.set("error", error ?? "no_code");
    else {
      next.set("code", code);
      if (state) next.set("state", state);
      const user = field("user", 2000);
      if (user) {
        try {
          const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
          const name = [parsed.name?.firstName, parsed.name?.lastName]
            .filter((part) => typeof part === "string" && part)
            .join(" ");
          if (name) next.set("name", name.slice(0, 100));
        } catch {
          // Apple's user field is a courtesy; without it the account starts with its username as name.
        }
      }
    }
    return c.redirect(`/static/apple-redirect?${next.toString()}`, 303);
  })
  .get("/apple", authenticateIfSent, rateLimit("social"), async (c) => {
    const input = query(c, appleQuerySchema);
    const profile = await profileFrom(c, "apple", { code: input.code, state: input.state, id_token: input.id_token });
    return signInWith(c, profile, {
      allowRegister: allowed(input.allowRegister),
      username: input.username?.trim() || undefined,
      name: input.name,
    });
  })
  .delete("/social/:network", authenticate, async (c) => {
    const network = c.req.param("network");
    if (!isNetwork(network)) throw new GameError("BadRequest", "unsupportedNetwork");
    const label = NETWORK_NAMES[network];
    const db = database(c.env.DB);
    const { user } = await updateUser(db, c.get("user")._id, (fresh) => {
      if (!fresh.auth[network]?.id) throw new GameError("BadRequest", "socialNotLinked", { network: label });
      // Read from the versioned document, so two unlinks at once cannot both leave nothing behind.
      const others = NETWORKS.some((other: Network) => other !== network && fresh.auth[other]?.id);
      if (fresh.auth.local.has_password === false && !others) throw new GameError("BadRequest", "cantDetachSocial");
      delete fresh.auth[network];
      return {
        user: fresh,
        result: null,
        extra: [
          db.delete(socialLogins).where(and(eq(socialLogins.userId, fresh._id), eq(socialLogins.network, network))),
        ],
      };
    });
    c.set("user", user);
    return ok(c, {}, { messageKey: "socialUnlinked", messageVars: { network: label } });
  });

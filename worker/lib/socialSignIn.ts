/**
 * Signing in through Google and Apple: who the provider vouches for (from a trip this server
 * started, or an id token), then logging in, registering (only with an address the provider
 * verified and nobody here holds) or linking the provider to the signed-in account.
 */
import { and, eq } from "drizzle-orm";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { t } from "../../content/i18n";
import type { Language } from "../../content/i18n/languages";
import { paramMessage } from "../../content/i18n/params";
import { DISPLAY_NAME_MAX } from "../../content/rules/accountNames";
import { GameError } from "../../content/rules/errors";
import { createNewUser } from "../../content/rules/newUser";
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { isEmailHeld } from "../../db/emails";
import { socialLogins, users } from "../../db/schema";
import { insertTaskStatement } from "../../db/tasks";
import { insertUserStatement, loadUserRow, updateUser } from "../../db/users";
import { assertEmailAllowed } from "../admin/blockers";
import type { Env } from "../env";
import {
  assertUsernameFree,
  findAccountCode,
  recordSignIn,
  signInAnswer,
  spendAccountCode,
  uniqueViolation,
} from "./accounts";
import { randomToken } from "./crypto";
import { acceptInvitationLink } from "./groupInvitations";
import { NETWORK_NAMES, NETWORKS, requireProvider, type Network, type ProviderProfile } from "./identity";
import { redeemInvitationToken } from "./invitations";
import { isWebClient } from "./userInput";
import { accountDisplayNameIssues, accountUsernameIssues } from "./accountInput";

export interface SignInOptions {
  allowRegister: boolean;
  username?: string;
  /** A display name the provider passed along (Apple sends it only the first time). */
  name?: string;
}

/** The request a sign-in belongs to: who is signed in, and what it says besides its body. */
export interface SignInSession {
  me: User | undefined;
  /** The caller's `x-client` header. */
  client: string | undefined;
  /** The language the request speaks: a new account keeps it, and its starter texts are in it. */
  language: Language;
  /** The group invitation a new account accepts on the way in. */
  groupInvite: string | undefined;
  /** The caller's time zone offset header, read (and refused when malformed) only for a new account. */
  timezoneOffset: () => number | undefined;
  /** The request's player from now on (a linked, registered or logged-in account). */
  setUser: (user: User) => void;
}

/** What a sign-in answers, and how. */
export interface SignInResult {
  data: ReturnType<typeof signInAnswer>;
  options: { status?: ContentfulStatusCode; messageKey?: string; messageVars?: Record<string, string | number> };
}

/**
 * Who the provider vouches for, from a code of a trip this server started (and which the same
 * caller finishes: a trip started signed out cannot link to whoever opens its return address),
 * or from an id token the caller obtained itself.
 */
export async function profileFrom(
  env: Env,
  db: Database,
  callerId: string | null,
  origin: string,
  network: unknown,
  answer: { code?: string; state?: string; id_token?: string },
): Promise<ProviderProfile> {
  const provider = requireProvider(env, network, origin);
  if (answer.code) {
    if (!answer.state)
      throw new GameError("BadRequest", "invalidRequestParameters", {}, [
        { param: "state", message: paramMessage("paramRequiredWithCode") },
      ]);
    const trip = await findAccountCode(db, "social-state", answer.state);
    const data = (trip?.data ?? {}) as { network?: string; codeVerifier?: string };
    if (
      !trip ||
      trip.expiresAt <= Date.now() ||
      data.network !== provider.network ||
      trip.userId !== callerId ||
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
  return name && accountDisplayNameIssues(name).length === 0 ? name : undefined;
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

async function linkToSignedIn(db: Database, session: SignInSession, me: User, profile: ProviderProfile) {
  let current = me;
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
      current = user;
      session.setUser(user);
    } catch (error) {
      // Another request linked this provider account first: the unique index decided.
      if (uniqueViolation(error)) throw new GameError("NotAuthorized", "socialAlreadyLinked", { network: label });
      throw error;
    }
  }
  const row = await loadUserRow(db, me._id);
  if (!row) throw new GameError("NotAuthorized", "invalidCredentials");
  return {
    data: signInAnswer(current, row.apiToken, false),
    options: { messageKey: "socialLinked", messageVars: { network: label } },
  };
}

async function register(
  env: Env,
  db: Database,
  session: SignInSession,
  profile: ProviderProfile,
  options: SignInOptions,
) {
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
    const issues = accountUsernameIssues(options.username);
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
    timezoneOffset: session.timezoneOffset() ?? 0,
    newId: () => crypto.randomUUID(),
    language: session.language,
    text: (key) => t(key, {}, session.language),
    starter: isWebClient(session.client) ? "web" : "api",
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
  session.setUser(user);
  const invite = session.groupInvite;
  const redeemed = invite ? await redeemInvitationToken(env, invite) : undefined;
  if (redeemed) session.setUser(await acceptInvitationLink(db, user._id, redeemed));
  return { data: signInAnswer(user, apiToken, true), options: { status: 201 as const } };
}

/** Logs in, registers (when allowed) or, for a signed-in caller, links the provider account. */
export async function signInWith(
  env: Env,
  db: Database,
  session: SignInSession,
  profile: ProviderProfile,
  options: SignInOptions,
): Promise<SignInResult> {
  const me = session.me;
  if (me) return linkToSignedIn(db, session, me, profile);
  const link = await db
    .select()
    .from(socialLogins)
    .where(and(eq(socialLogins.network, profile.network), eq(socialLogins.subject, profile.subject)))
    .get();
  if (!link) return register(env, db, session, profile, options);
  const user = await recordSignIn(db, link.userId, session.client);
  session.setUser(user);
  const row = await loadUserRow(db, link.userId);
  if (!row) throw new GameError("NotAuthorized", "socialSignInFailed", { network: NETWORK_NAMES[profile.network] });
  return { data: signInAnswer(user, row.apiToken, false), options: {} };
}

/** Unlinks a provider from the player, as long as another way to log in remains; answers the player. */
export async function unlinkSocial(db: Database, me: User, network: Network): Promise<User> {
  const label = NETWORK_NAMES[network];
  const { user } = await updateUser(db, me._id, (fresh) => {
    if (!fresh.auth[network]?.id) throw new GameError("BadRequest", "socialNotLinked", { network: label });
    // Read from the versioned document, so two unlinks at once cannot both leave nothing behind.
    const others = NETWORKS.some((other: Network) => other !== network && fresh.auth[other]?.id);
    if (fresh.auth.local.has_password === false && !others) throw new GameError("NotAuthorized", "cantDetachSocial");
    delete fresh.auth[network];
    return {
      user: fresh,
      result: null,
      extra: [
        db.delete(socialLogins).where(and(eq(socialLogins.userId, fresh._id), eq(socialLogins.network, network))),
      ],
    };
  });
  return user;
}

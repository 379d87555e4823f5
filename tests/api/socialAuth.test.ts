/**
 * Sign-in with Google and Apple against the fake providers: id tokens are signed with test key
 * pairs made here, published at the providers' key addresses, and checked for real by the
 * server; codes go through the providers' token endpoints with PKCE or Apple's signed secret.
 */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { t } from "../../content/i18n";
import worker from "../../worker/index.dev";
import { debugSet } from "./groups.helpers";
import germanStarter from "../../content/i18n/de/starter.json";
import { api, BASE, freshAddress, inOneRateWindow, register, type Credentials } from "./helpers";
import { uniqueNamePart } from "../names";

type Network = "google" | "apple";
const ISSUERS: Record<Network, string> = { google: "https://accounts.google.com", apple: "https://appleid.apple.com" };
const AUDIENCES: Record<Network, string> = { google: env.GOOGLE_CLIENT_ID!, apple: env.APPLE_CLIENT_ID! };
const keys = {} as Record<Network, { privateKey: CryptoKey; kid: string }>;
let strangerKey: CryptoKey;

beforeAll(async () => {
  for (const network of ["google", "apple"] as const) {
    const pair = await generateKeyPair("RS256", { extractable: true });
    const kid = `${network}-${crypto.randomUUID()}`;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid, alg: "RS256", use: "sig" };
    const published = await fetch(`https://idp.test/keys/${network}`, { method: "POST", body: JSON.stringify(jwk) });
    expect(published.status).toBe(200);
    keys[network] = { privateKey: pair.privateKey, kid };
  }
  strangerKey = (await generateKeyPair("RS256")).privateKey;
});

let subjectCounter = 0;
function newIdentity(network: Network) {
  subjectCounter += 1;
  const subject = `${network}-${Date.now()}-${subjectCounter}`;
  return { network, subject, email: `${subject}@mail.example` };
}
type Identity = ReturnType<typeof newIdentity>;

interface TokenOptions {
  audience?: string;
  issuer?: string;
  expiresIn?: string | number;
  signWith?: CryptoKey;
  claims?: Record<string, unknown>;
}

async function idToken(identity: Identity, options: TokenOptions = {}): Promise<string> {
  const { network } = identity;
  return new SignJWT({ email: identity.email, email_verified: network === "apple" ? "true" : true, ...options.claims })
    .setProtectedHeader({ alg: "RS256", kid: keys[network].kid })
    .setIssuer(options.issuer ?? ISSUERS[network])
    .setAudience(options.audience ?? AUDIENCES[network])
    .setSubject(identity.subject)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? "10m")
    .sign(options.signWith ?? keys[network].privateKey);
}

/** Starts a trip as the server would send the browser, and has the provider answer with a code. */
async function trip(
  identity: Identity,
  options: { auth?: Credentials; token?: string; wrongChallenge?: boolean } = {},
) {
  const start = await api("POST", "/user/auth/provider-url", {
    auth: options.auth,
    body: { network: identity.network },
  });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const url = new URL(start.body.data.url);
  const code = `code-${crypto.randomUUID()}`;
  const challenge = url.searchParams.get("code_challenge") ?? undefined;
  await fetch(`https://idp.test/codes/${identity.network}`, {
    method: "POST",
    body: JSON.stringify({
      code,
      id_token: options.token ?? (await idToken(identity)),
      code_challenge: options.wrongChallenge ? "not-the-challenge" : challenge,
    }),
  });
  return { url, state: start.body.data.state as string, code };
}

function social(body: Record<string, unknown>, auth?: Credentials, query = "") {
  return api("POST", `/user/auth/social${query}`, { body, auth });
}

async function googleSignIn(identity: Identity, extra: Record<string, unknown> = {}, auth?: Credentials) {
  const { code, state } = await trip(identity, { auth });
  return social({ network: "google", authResponse: { code, state }, ...extra }, auth);
}

const credentialsOf = (response: { body: any }, password = ""): Credentials => ({
  id: response.body.data.id,
  apiToken: response.body.data.apiToken,
  username: response.body.data.username,
  email: "",
  password,
});

async function me(account: Pick<Credentials, "id" | "apiToken">) {
  return (await api("GET", "/user", { auth: account })).body.data;
}

async function withoutProviders(method: string, path: string, body?: unknown, form?: string) {
  const ctx = createExecutionContext();
  const request = new Request(`${BASE}${path}`, {
    method,
    headers: {
      "content-type": form ? "application/x-www-form-urlencoded" : "application/json",
      "cf-connecting-ip": freshAddress(),
    },
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const unconfigured = {
    ...env,
    GOOGLE_CLIENT_ID: undefined,
    GOOGLE_CLIENT_SECRET: undefined,
    APPLE_CLIENT_ID: undefined,
    APPLE_TEAM_ID: undefined,
    APPLE_KEY_ID: undefined,
    APPLE_PRIVATE_KEY: undefined,
  };
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], unconfigured, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, body: (await response.json()) as any };
}

describe("with no provider configured", () => {
  it("offers none and refuses every sign-in route with a clear 400", async () => {
    expect((await withoutProviders("GET", "/user/auth/options")).body.data.providers).toEqual([]);
    const url = await withoutProviders("POST", "/user/auth/provider-url", { network: "google" });
    expect(url.status).toBe(400);
    expect(url.body.message).toBe(t("socialNotConfigured", { network: "Google" }));
    const google = await withoutProviders("POST", "/user/auth/social", {
      network: "google",
      authResponse: { id_token: "x" },
    });
    expect(google.status).toBe(400);
    expect(google.body.message).toBe(t("socialNotConfigured", { network: "Google" }));
    const appleGet = await withoutProviders("GET", "/user/auth/apple?code=abc&state=def");
    expect(appleGet.status).toBe(400);
    expect(appleGet.body.message).toBe(t("socialNotConfigured", { network: "Apple" }));
    expect((await withoutProviders("POST", "/user/auth/apple", undefined, "code=abc&state=def")).status).toBe(400);
  });

  it("lists the configured providers otherwise", async () => {
    expect((await api("GET", "/user/auth/options")).body.data).toEqual({ mail: true, providers: ["google", "apple"] });
  });

  it("refuses a provider it does not know", async () => {
    const unknown = await social({ network: "facebook", authResponse: { id_token: "x" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(t("unsupportedNetwork"));
    expect((await api("POST", "/user/auth/provider-url", { body: { network: "__proto__" } })).status).toBe(400);
  });
});

describe("signing in with Google", () => {
  it("gives a new account the request's language, and its starter texts in it", async () => {
    const identity = newIdentity("google");
    const created = await api("POST", "/user/auth/social", {
      body: { network: "google", allowRegister: true, authResponse: { id_token: await idToken(identity) } },
      headers: { "accept-language": "de", "x-client": "some-script" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const account = credentialsOf(created);
    expect((await me(account)).preferences.language).toBe("de");
    const todos = (await api("GET", "/tasks/user?type=todos", { auth: account })).body.data;
    expect(todos.map((task: { text: string }) => task.text)).toEqual([germanStarter.starterTodoApiText]);
  });

  it("gives an account made from our web client the web client's starter board, and any other the one to-do", async () => {
    const boards: Record<string, number>[] = [];
    for (const client of ["habitforge-web", "some-script"]) {
      const identity = newIdentity("google");
      const created = await api("POST", "/user/auth/social", {
        body: { network: "google", allowRegister: true, authResponse: { id_token: await idToken(identity) } },
        headers: { "x-client": client },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const user = await me(credentialsOf(created));
      boards.push({
        habits: user.tasksOrder.habits.length,
        todos: user.tasksOrder.todos.length,
        tags: user.tags.length,
        tour: user.flags.tour.intro,
      });
    }
    expect(boards[0]).toEqual({ habits: 3, todos: 2, tags: 7, tour: -1 });
    expect(boards[1]).toEqual({ habits: 0, todos: 1, tags: 7, tour: -2 });
  });

  it("registers a new player through the code flow, who must still choose a username", async () => {
    const identity = newIdentity("google");
    const { url, code, state } = await trip(identity);
    expect(url.origin + url.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(url.searchParams.get("client_id")).toBe(env.GOOGLE_CLIENT_ID);
    expect(url.searchParams.get("redirect_uri")).toBe("https://habitforge.test/static/google-redirect");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("state")).toBe(state);

    const created = await social({ network: "google", allowRegister: true, authResponse: { code, state } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ newUser: true, username: expect.stringMatching(/^hero-[0-9a-f]{10}$/) });
    const user = await me(credentialsOf(created));
    expect(user.auth.local.email).toBe(identity.email);
    expect(user.auth.local.has_password).toBe(false);
    expect(user.auth.google).toEqual({ id: identity.subject, emails: [{ value: identity.email, type: "account" }] });
    expect(user.flags.verifiedUsername).toBe(false);
    // Made by a client other than ours: the public API's starter set, one to-do.
    expect(user.tasksOrder.habits).toHaveLength(0);
    expect(user.tasksOrder.todos).toHaveLength(1);

    const again = await googleSignIn(identity);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      id: created.body.data.id,
      apiToken: created.body.data.apiToken,
      newUser: false,
    });
    // No password was ever set: none works.
    expect(
      (await api("POST", "/user/auth/local/login", { body: { username: identity.email, password: "" } })).status,
    ).toBe(400);
    expect(
      (await api("POST", "/user/auth/local/login", { body: { username: identity.email, password: "anything-at-all" } }))
        .status,
    ).toBe(401);
  });

  it("takes the username and display name given at registration", async () => {
    const identity = newIdentity("google");
    const username = `g${subjectCounter}x${uniqueNamePart()}`.slice(0, 20);
    const token = await idToken(identity, { claims: { name: "Grace Hopper" } });
    const created = await social({ network: "google", username, authResponse: { id_token: token } });
    expect(created.status).toBe(201);
    const user = await me(credentialsOf(created));
    expect(user.auth.local.username).toBe(username);
    expect(user.flags.verifiedUsername).toBe(true);
    expect(user.profile.name).toBe("Grace Hopper");

    const other = newIdentity("google");
    const taken = await social({ network: "google", username, authResponse: { id_token: await idToken(other) } });
    expect(taken.status).toBe(401);
    expect(taken.body.message).toBe(t("usernameTaken"));
    const invalid = await social({
      network: "google",
      username: "no spaces here",
      authResponse: { id_token: await idToken(other) },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0].param).toBe("username");
  });

  it("refuses a trip's state that is unknown, used, or finished by someone else", async () => {
    const identity = newIdentity("google");
    const { code, state } = await trip(identity);
    const unknown = await social({ network: "google", authResponse: { code, state: "made-up-state" } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(t("socialStateInvalid"));
    expect((await social({ network: "google", authResponse: { code, state } })).status).toBe(201);
    expect((await social({ network: "google", authResponse: { code, state } })).status).toBe(401);
    expect((await social({ network: "google", authResponse: { code } })).status).toBe(400);

    // A trip started signed out cannot be finished by a signed-in player (it would link someone else's Google).
    const victim = await register();
    const attacker = newIdentity("google");
    const started = await trip(attacker);
    const hijack = await social(
      { network: "google", authResponse: { code: started.code, state: started.state } },
      victim,
    );
    expect(hijack.status).toBe(401);
    expect((await me(victim)).auth.google).toBeUndefined();
  });

  it("fails when the provider refuses the code (PKCE)", async () => {
    const identity = newIdentity("google");
    const { code, state } = await trip(identity, { wrongChallenge: true });
    const refused = await social({ network: "google", authResponse: { code, state } });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(t("socialSignInFailed", { network: "Google" }));
  });

  it("checks the id token's signature, audience, issuer and time", async () => {
    const identity = newIdentity("google");
    for (const options of [
      { signWith: strangerKey },
      { audience: "someone-else.apps.googleusercontent.com" },
      { issuer: "https://evil.example" },
      { expiresIn: Math.floor(Date.now() / 1000) - 60 },
    ]) {
      const refused = await social({
        network: "google",
        authResponse: { id_token: await idToken(identity, options as TokenOptions) },
      });
      expect(refused.status, JSON.stringify(options)).toBe(401);
      expect(refused.body.message).toBe(t("socialSignInFailed", { network: "Google" }));
    }
    expect((await social({ network: "google", authResponse: { id_token: "not.a.token" } })).status).toBe(401);
    const apple = await social({ network: "apple", authResponse: { id_token: await idToken(identity) } });
    expect(apple.status).toBe(401);
    expect(
      (await api("POST", "/user/auth/local/login", { body: { username: identity.email, password: "whatever-it-is" } }))
        .status,
    ).toBe(401);
  });

  it("does not register when told not to, and keeps the address after ': '", async () => {
    const identity = newIdentity("google");
    const refused = await social({
      network: "google",
      allowRegister: false,
      authResponse: { id_token: await idToken(identity) },
    });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(t("socialNoAccount", { network: "Google", email: identity.email }));
    expect(refused.body.message.split(": ").slice(1).join(": ")).toBe(identity.email);
    expect(
      (await social({ network: "google", allowRegister: "false", authResponse: { id_token: await idToken(identity) } }))
        .status,
    ).toBe(401);
  });

  it("never joins an existing account by its email address alone", async () => {
    const local = await register();
    const identity = { ...newIdentity("google"), email: local.email };
    const refused = await social({ network: "google", authResponse: { id_token: await idToken(identity) } });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(t("socialEmailInUse", { network: "Google", email: local.email }));
    expect((await me(local)).auth.google).toBeUndefined();
  });

  it("refuses a suspended player", async () => {
    const identity = newIdentity("google");
    const created = await social({ network: "google", authResponse: { id_token: await idToken(identity) } });
    await debugSet(credentialsOf(created), { "auth.blocked": true });
    const refused = await social({ network: "google", authResponse: { id_token: await idToken(identity) } });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(t("accountSuspended"));
  });

  it("is rate-limited per client address", async () => {
    await inOneRateWindow();
    const headers = { "cf-connecting-ip": "198.51.100.90" };
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await api("POST", "/user/auth/social", {
            headers,
            body: { network: "google", authResponse: { id_token: "x" } },
          })
        ).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe("signing in with Apple", () => {
  it("goes through the form post and the client's page to the code exchange", async () => {
    const identity = newIdentity("apple");
    const { url, code, state } = await trip(identity);
    expect(url.origin + url.pathname).toBe("https://appleid.apple.com/auth/authorize");
    expect(url.searchParams.get("response_mode")).toBe("form_post");
    expect(url.searchParams.get("redirect_uri")).toBe("https://habitforge.test/api/v4/user/auth/apple");
    expect(url.searchParams.get("scope")).toBe("name email");

    const form = new URLSearchParams({
      code,
      state,
      user: JSON.stringify({ name: { firstName: "Ada", lastName: "Lovelace" }, email: identity.email }),
    });
    const posted = await SELF.fetch(`${BASE}/user/auth/apple`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
      redirect: "manual",
    });
    expect(posted.status).toBe(303);
    const next = new URL(posted.headers.get("location") ?? "", "https://habitforge.test");
    expect(next.pathname).toBe("/static/apple-redirect");
    expect(Object.fromEntries(next.searchParams)).toEqual({ code, state, name: "Ada Lovelace" });

    const created = await api("GET", `/user/auth/apple?${next.searchParams.toString()}&allowRegister=true`);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const user = await me(credentialsOf(created));
    expect(user.profile.name).toBe("Ada Lovelace");
    expect(user.auth.apple.id).toBe(identity.subject);

    // Later sign-ins may bring the id token itself.
    const again = await api("GET", `/user/auth/apple?id_token=${await idToken(identity)}`);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(created.body.data.id);
  });

  it("hands a cancelled sign-in back to the client's page", async () => {
    const posted = await SELF.fetch(`${BASE}/user/auth/apple`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "error=user_cancelled_authorize&state=abc",
      redirect: "manual",
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/static/apple-redirect?error=user_cancelled_authorize");
  });

  it("fails when Apple refuses the code", async () => {
    const identity = newIdentity("apple");
    const { state } = await trip(identity);
    const refused = await api("GET", `/user/auth/apple?code=never-issued&state=${state}`);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(t("socialSignInFailed", { network: "Apple" }));
  });
});

describe("linking and unlinking", () => {
  it("links Google to the signed-in account from the settings, then signs in with it", async () => {
    const local = await register();
    const identity = newIdentity("google");
    const linked = await googleSignIn(identity, {}, local);
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.message).toBe(t("socialLinked", { network: "Google" }));
    expect(linked.body.data).toMatchObject({ id: local.id, apiToken: local.apiToken, newUser: false });
    expect((await me(local)).auth.google.id).toBe(identity.subject);

    const signedOut = await social({
      network: "google",
      allowRegister: false,
      authResponse: { id_token: await idToken(identity) },
    });
    expect(signedOut.status).toBe(200);
    expect(signedOut.body.data.id).toBe(local.id);

    // The same Google account cannot be linked to a second player, nor a second Google account to this one.
    const other = await register();
    const taken = await googleSignIn(identity, {}, other);
    expect(taken.status).toBe(401);
    expect(taken.body.message).toBe(t("socialAlreadyLinked", { network: "Google" }));
    const second = await googleSignIn(newIdentity("google"), {}, local);
    expect(second.status).toBe(400);
    expect(second.body.message).toBe(t("socialOtherAccountLinked", { network: "Google" }));
  });

  it("unlinks when a password remains, and the provider then signs nobody in", async () => {
    const local = await register();
    const identity = newIdentity("google");
    await googleSignIn(identity, {}, local);
    const unlinked = await api("DELETE", "/user/auth/social/google", { auth: local });
    expect(unlinked.status).toBe(200);
    // Data alone, as the public API answers it.
    expect(unlinked.body.data).toEqual({});
    expect(unlinked.body).not.toHaveProperty("message");
    expect((await me(local)).auth.google).toBeUndefined();
    expect(
      (await social({ network: "google", allowRegister: false, authResponse: { id_token: await idToken(identity) } }))
        .status,
    ).toBe(401);
    const again = await api("DELETE", "/user/auth/social/google", { auth: local });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(t("socialNotLinked", { network: "Google" }));
    expect((await api("DELETE", "/user/auth/social/facebook", { auth: local })).status).toBe(400);
    expect((await api("DELETE", "/user/auth/social/google")).status).toBe(401);
  });

  it("keeps a provider-only account's last way in until another exists", async () => {
    const google = newIdentity("google");
    const created = await social({ network: "google", authResponse: { id_token: await idToken(google) } });
    const account = credentialsOf(created);
    const refused = await api("DELETE", "/user/auth/social/google", { auth: account });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe("NotAuthorized");
    expect(refused.body.message).toBe(t("cantDetachSocial"));

    // A second provider is another way in.
    const apple = newIdentity("apple");
    expect((await social({ network: "apple", authResponse: { id_token: await idToken(apple) } }, account)).status).toBe(
      200,
    );
    expect((await api("DELETE", "/user/auth/social/google", { auth: account })).status).toBe(200);
    expect((await api("DELETE", "/user/auth/social/apple", { auth: account })).status).toBe(401);

    // So is a password, set without a current one since there is none.
    const set = await api("PUT", "/user/auth/update-password", {
      auth: account,
      body: { newPassword: "first-own-password", confirmPassword: "first-own-password" },
    });
    expect(set.status).toBe(200);
    expect((await me(account)).auth.local.has_password).toBe(true);
    expect((await api("DELETE", "/user/auth/social/apple", { auth: account })).status).toBe(200);
    const login = await api("POST", "/user/auth/local/login", {
      body: { username: google.email, password: "first-own-password" },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.id).toBe(account.id);
    // From now on the password is asked for.
    expect(
      (
        await api("PUT", "/user/auth/update-password", {
          auth: account,
          body: { newPassword: "second-own-password", confirmPassword: "second-own-password" },
        })
      ).status,
    ).toBe(400);
  });

  it("lets two unlinks at once leave at least one way in", async () => {
    const google = newIdentity("google");
    const account = credentialsOf(
      await social({ network: "google", authResponse: { id_token: await idToken(google) } }),
    );
    await social({ network: "apple", authResponse: { id_token: await idToken(newIdentity("apple")) } }, account);
    const [one, two] = await Promise.all([
      api("DELETE", "/user/auth/social/google", { auth: account }),
      api("DELETE", "/user/auth/social/apple", { auth: account }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 401]);
    const left = await me(account);
    expect(Boolean(left.auth.google) !== Boolean(left.auth.apple)).toBe(true);
  });
});

describe("an account made through a provider", () => {
  it("changes its username and email without a password, and is deleted by typing DELETE", async () => {
    const identity = newIdentity("google");
    const account = credentialsOf(
      await social({ network: "google", authResponse: { id_token: await idToken(identity) } }),
    );
    const username = `chosen${uniqueNamePart()}`.slice(0, 20);
    const renamed = await api("PUT", "/user/auth/update-username", { auth: account, body: { username } });
    expect(renamed.status).toBe(200);
    expect((await me(account)).flags.verifiedUsername).toBe(true);
    expect(
      (await api("PUT", "/user/auth/update-email", { auth: account, body: { newEmail: `new-${identity.email}` } }))
        .status,
    ).toBe(200);

    const wrong = await api("DELETE", "/user", { auth: account, body: { password: "delete" } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(t("deleteConfirmationWrong"));
    expect((await api("DELETE", "/user", { auth: account, body: { password: "DELETE" } })).status).toBe(200);
    // Its provider link went with it: the same Google account makes a fresh player.
    const fresh = await social({
      network: "google",
      authResponse: { id_token: await idToken({ ...identity, email: `again-${identity.email}` }) },
    });
    expect(fresh.status).toBe(201);
    expect(fresh.body.data.id).not.toBe(account.id);
  });

  it("sets a password through the reset flow", async () => {
    const identity = newIdentity("google");
    const account = credentialsOf(
      await social({ network: "google", authResponse: { id_token: await idToken(identity) } }),
    );
    expect((await api("POST", "/user/reset-password", { body: { email: identity.email } })).status).toBe(200);
    let mail: { text: string; links: string[] } | undefined;
    for (let attempt = 0; attempt < 60 && !mail; attempt++) {
      [mail] = (await api("GET", `/debug/outbox?to=${encodeURIComponent(identity.email)}`)).body.data;
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mail?.text).toContain("sign-in provider");
    const code = new URL(mail!.links[0]).searchParams.get("code");
    const reset = await api("POST", "/user/auth/reset-password-set-new-one", {
      body: { code, newPassword: "now-with-a-password", confirmPassword: "now-with-a-password" },
    });
    expect(reset.status).toBe(200);
    expect((await me({ id: account.id, apiToken: reset.body.data.apiToken })).auth.local.has_password).toBe(true);
    expect(
      (
        await api("POST", "/user/auth/local/login", {
          body: { username: identity.email, password: "now-with-a-password" },
        })
      ).status,
    ).toBe(200);
  });
});

describe("what a provider vouches for", () => {
  it("registers an account only with an email address the provider verified", async () => {
    for (const network of ["google", "apple"] as const) {
      for (const verified of [false, "false", undefined]) {
        const identity = newIdentity(network);
        const token = await idToken(identity, { claims: { email_verified: verified } });
        const refused = await social({ network, allowRegister: true, authResponse: { id_token: token } });
        expect(refused.status, `${network} ${String(verified)}`).toBe(401);
        expect(refused.body).toMatchObject({
          success: false,
          error: "NotAuthorized",
          message: t("socialEmailUnverified", {
            network: network === "google" ? "Google" : "Apple",
            email: identity.email,
          }),
        });
        // Nothing was made: the same provider account, once verified, makes a fresh player.
        const later = await social({ network, authResponse: { id_token: await idToken(identity) } });
        expect(later.status).toBe(201);
      }
    }
    // Apple sends the flag as text; "true" is as good as true.
    const apple = newIdentity("apple");
    const created = await social({
      network: "apple",
      authResponse: { id_token: await idToken(apple, { claims: { email_verified: "true" } }) },
    });
    expect(created.status).toBe(201);
  });

  it("signs in to an account already linked, whatever the flag says now", async () => {
    const identity = newIdentity("google");
    const created = await social({ network: "google", authResponse: { id_token: await idToken(identity) } });
    expect(created.status).toBe(201);
    const unverified = await idToken(identity, { claims: { email_verified: false } });
    const again = await social({ network: "google", authResponse: { id_token: unverified } });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(created.body.data.id);

    // Linking to a signed-in account proves the account by its own credentials, not by the address.
    const player = await register();
    const other = newIdentity("apple");
    const linked = await social(
      { network: "apple", authResponse: { id_token: await idToken(other, { claims: { email_verified: "false" } }) } },
      player,
    );
    expect(linked.status).toBe(200);
    expect(linked.body.data.id).toBe(player.id);
  });

  it("takes the provider's address in its one spelling, and sees an account using another spelling of it", async () => {
    const identity = newIdentity("google");
    const token = await idToken(identity, { claims: { email: ` ${identity.email.toUpperCase()}. ` } });
    const created = await social({ network: "google", authResponse: { id_token: token } });
    expect(created.status).toBe(201);
    expect((await me(credentialsOf(created))).auth.local.email).toBe(identity.email);

    const player = await register();
    const stranger = newIdentity("google");
    const refused = await social({
      network: "google",
      authResponse: { id_token: await idToken(stranger, { claims: { email: `${player.email.toUpperCase()}.` } }) },
    });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(t("socialEmailInUse", { network: "Google", email: player.email }));
  });

  it("keeps a display name only when it is one a player could choose", async () => {
    for (const name of ["Staff", "HabitForge Support", "\u202eevil.exe", "Zero\u200bWidth"]) {
      const identity = newIdentity("google");
      const token = await idToken(identity, { claims: { name } });
      const created = await social({ network: "google", authResponse: { id_token: token } });
      expect(created.status).toBe(201);
      const user = await me(credentialsOf(created));
      expect(user.profile.name, name).toBe(user.auth.local.username);
    }
  });

  it("lets a provider-only account start over without a password, as the original does", async () => {
    const identity = newIdentity("google");
    const account = credentialsOf(
      await social({ network: "google", authResponse: { id_token: await idToken(identity) } }),
    );
    const reset = await api("POST", "/user/reset", { auth: account });
    expect(reset.status).toBe(200);
    expect(reset.body.data.tasksToRemove.length).toBeGreaterThan(0);
  });
});

describe("registering through a provider with an invitation link", () => {
  it("spends a link made for one email address, as a registration with a password does", async () => {
    const leader = await register();
    const party = await api("POST", "/groups", { auth: leader, body: { name: "Linked", type: "party" } });
    const partyId = party.body.data._id;
    const invite = await api("POST", `/groups/${partyId}/invite`, {
      auth: leader,
      body: { emails: ["provider-invitee@example.com"] },
    });
    const token = new URL(invite.body.data.invitationLinks[0].url).searchParams.get("groupInvite") as string;
    const query = `?groupInvite=${encodeURIComponent(token)}`;
    const invitedTo = async (account: Credentials) =>
      (await me(account)).invitations.parties.map((p: { id: string }) => p.id);

    const first = await social(
      { network: "google", authResponse: { id_token: await idToken(newIdentity("google")) } },
      undefined,
      query,
    );
    expect(first.status).toBe(201);
    expect(await invitedTo(credentialsOf(first))).toEqual([partyId]);
    const second = await social(
      { network: "google", authResponse: { id_token: await idToken(newIdentity("google")) } },
      undefined,
      query,
    );
    expect(second.status).toBe(201);
    expect(await invitedTo(credentialsOf(second))).toEqual([]);
  });
});

describe("registering while signed in", () => {
  const newLogin = () => {
    const username = `attach${uniqueNamePart()}`;
    return {
      username,
      email: `${username}@mail.example`,
      password: "a long enough password",
      confirmPassword: "a long enough password",
    };
  };

  it("adds a password login to an account made through a provider, once", async () => {
    const signedUp = await googleSignIn(newIdentity("google"));
    expect(signedUp.status, JSON.stringify(signedUp.body)).toBeLessThan(300);
    const account = credentialsOf(signedUp);
    const login = newLogin();

    const attached = await api("POST", "/user/auth/local/register", { auth: account, body: login });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect(attached.body.data).toMatchObject({ username: login.username, email: login.email, has_password: true });
    expect(JSON.stringify(attached.body.data)).not.toMatch(/hash|apiToken/i);
    const user = await me(account);
    expect(user.auth.local.username).toBe(login.username);
    expect(user.flags.verifiedUsername).toBe(true);

    const signedIn = await api("POST", "/user/auth/local/login", {
      body: { username: login.username, password: login.password },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.id).toBe(account.id);

    // The account has a password now: register cannot replace it.
    const again = await api("POST", "/user/auth/local/register", { auth: account, body: newLogin() });
    expect(again.status).toBe(401);
    expect(again.body.error).toBe("NotAuthorized");
    expect(again.body.message).toBe(t("onlySocialAttachLocal"));
  });

  it("refuses an account with a password, a taken name, and wrong keys, changing nothing", async () => {
    const local = await register();
    const refused = await api("POST", "/user/auth/local/register", { auth: local, body: newLogin() });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(t("onlySocialAttachLocal"));

    const account = credentialsOf(await googleSignIn(newIdentity("google")));
    const taken = await api("POST", "/user/auth/local/register", {
      auth: account,
      body: { ...newLogin(), username: local.username },
    });
    expect(taken.status).toBe(401);
    expect(taken.body.message).toBe(t("usernameTaken"));

    const forgedLogin = newLogin();
    const forged = await api("POST", "/user/auth/local/register", {
      auth: { id: account.id, apiToken: crypto.randomUUID() },
      body: forgedLogin,
    });
    expect(forged.status).toBe(401);
    const user = await me(account);
    expect(user.auth.local.has_password).toBe(false);
    const noAccount = await api("POST", "/user/auth/local/login", {
      body: { username: forgedLogin.username, password: forgedLogin.password },
    });
    expect(noAccount.status).toBe(401);
  });
});

/**
 * Sign-in providers (spec §7 Auth): Google through OpenID Connect and Apple, with `arctic` for
 * the OAuth exchanges and `jose` for the id tokens, checked against each provider's published
 * keys. A provider is available only when its client id and secret are configured; with none,
 * the sign-in routes refuse with a clear 400 and the client shows no buttons.
 */
import { Apple, Google, OAuth2RequestError } from "arctic";
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import { normaliseEmail } from "../../content/rules/accountNames";
import { GameError } from "../../content/rules/errors";
import type { Env } from "../env";
import { logError, logWarn } from "./log";

export const NETWORKS = ["google", "apple"] as const;
export type Network = (typeof NETWORKS)[number];
export const NETWORK_NAMES: Record<Network, string> = { google: "Google", apple: "Apple" };

export function isNetwork(value: unknown): value is Network {
  return typeof value === "string" && (NETWORKS as readonly string[]).includes(value);
}

/** Who the provider says the person is. */
export interface ProviderProfile {
  network: Network;
  /** The provider's stable id of the account. */
  subject: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
}

export interface IdentityProvider {
  network: Network;
  /** Where the browser goes to sign in; `codeVerifier` is the PKCE secret where the provider takes one. */
  authorizationUrl(state: string, codeVerifier: string): URL;
  /** Exchanges the code the provider sent back and checks the id token that comes with it. */
  profileFromCode(code: string, codeVerifier: string): Promise<ProviderProfile>;
  /** Checks an id token a client obtained itself (mobile apps, Apple's form post). */
  profileFromIdToken(idToken: string): Promise<ProviderProfile>;
}

/** The paths providers send the browser back to, on this site. */
export const GOOGLE_RETURN_PATH = "/static/google-redirect";
export const APPLE_RETURN_PATH = "/api/v4/user/auth/apple";

const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"];
const APPLE_ISSUER = "https://appleid.apple.com";
// One key set per isolate: jose caches the keys and fetches again when a token names a new key.
const googleKeys = createRemoteJWKSet(new URL("https://www.googleapis.com/oauth2/v3/certs"));
const appleKeys = createRemoteJWKSet(new URL("https://appleid.apple.com/auth/keys"));

function signInFailed(network: Network, cause: unknown): GameError {
  // What went wrong is for the operator's log; the player only learns that it did not work.
  const detail =
    cause instanceof OAuth2RequestError
      ? `${cause.code} ${cause.description ?? ""}`
      : cause instanceof Error
        ? `${cause.name}: ${cause.message}`
        : String(cause);
  logWarn(`sign-in with ${network} failed: ${detail}`);
  return new GameError("NotAuthorized", "socialSignInFailed", { network: NETWORK_NAMES[network] });
}

async function verifiedProfile(
  network: Network,
  idToken: string,
  check: () => Promise<JWTPayload>,
): Promise<ProviderProfile> {
  if (!idToken || idToken.length > 10_000) throw signInFailed(network, new Error("no usable id token"));
  let claims: JWTPayload;
  try {
    claims = await check();
  } catch (error) {
    throw signInFailed(network, error);
  }
  if (typeof claims.sub !== "string" || !claims.sub)
    throw signInFailed(network, new Error("the id token names nobody"));
  const email =
    typeof claims.email === "string" && claims.email.length <= 320 ? normaliseEmail(claims.email) : undefined;
  // Apple sends the flag as a string.
  const emailVerified = claims.email_verified === true || claims.email_verified === "true";
  const name = typeof claims.name === "string" ? claims.name : undefined;
  return { network, subject: claims.sub, email, emailVerified, name };
}

function google(env: Env, origin: string): IdentityProvider | undefined {
  const clientId = env.GOOGLE_CLIENT_ID;
  if (!clientId || !env.GOOGLE_CLIENT_SECRET) return undefined;
  const client = new Google(clientId, env.GOOGLE_CLIENT_SECRET, `${origin}${GOOGLE_RETURN_PATH}`);
  const check = (idToken: string) =>
    verifiedProfile(
      "google",
      idToken,
      async () => (await jwtVerify(idToken, googleKeys, { issuer: GOOGLE_ISSUERS, audience: clientId })).payload,
    );
  return {
    network: "google",
    authorizationUrl(state, codeVerifier) {
      const url = client.createAuthorizationURL(state, codeVerifier, ["openid", "email", "profile"]);
      url.searchParams.set("prompt", "select_account");
      return url;
    },
    async profileFromCode(code, codeVerifier) {
      let idToken: string;
      try {
        idToken = (await client.validateAuthorizationCode(code, codeVerifier)).idToken();
      } catch (error) {
        throw signInFailed("google", error);
      }
      return check(idToken);
    },
    profileFromIdToken: check,
  };
}

/** The key Apple issued for Sign in with Apple, as its .p8 PEM text (line breaks may be written as \n). */
function pkcs8FromPem(pem: string): Uint8Array {
  const base64 = pem
    .replace(/\\n/g, "\n")
    .replace(/-----(BEGIN|END) PRIVATE KEY-----/g, "")
    .replace(/\s+/g, "");
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function apple(env: Env, origin: string): IdentityProvider | undefined {
  const clientId = env.APPLE_CLIENT_ID;
  if (!clientId || !env.APPLE_TEAM_ID || !env.APPLE_KEY_ID || !env.APPLE_PRIVATE_KEY) return undefined;
  let key: Uint8Array;
  try {
    key = pkcs8FromPem(env.APPLE_PRIVATE_KEY);
  } catch {
    logError("APPLE_PRIVATE_KEY is not a PEM private key: sign-in with Apple is off");
    return undefined;
  }
  const client = new Apple(clientId, env.APPLE_TEAM_ID, env.APPLE_KEY_ID, key, `${origin}${APPLE_RETURN_PATH}`);
  const check = (idToken: string) =>
    verifiedProfile(
      "apple",
      idToken,
      async () => (await jwtVerify(idToken, appleKeys, { issuer: APPLE_ISSUER, audience: clientId })).payload,
    );
  return {
    network: "apple",
    authorizationUrl(state) {
      const url = client.createAuthorizationURL(state, ["name", "email"]);
      // Apple returns the name and email only by posting a form to the return address.
      url.searchParams.set("response_mode", "form_post");
      return url;
    },
    async profileFromCode(code) {
      let idToken: string;
      try {
        idToken = (await client.validateAuthorizationCode(code)).idToken();
      } catch (error) {
        throw signInFailed("apple", error);
      }
      return check(idToken);
    },
    profileFromIdToken: check,
  };
}

export function identityProvider(env: Env, network: Network, origin: string): IdentityProvider | undefined {
  return network === "google" ? google(env, origin) : apple(env, origin);
}

export function configuredNetworks(env: Env): Network[] {
  return NETWORKS.filter((network) => identityProvider(env, network, "https://configured.invalid") !== undefined);
}

/** The provider, or the clear refusal of spec: an unknown network or one this server has not set up. */
export function requireProvider(env: Env, network: unknown, origin: string): IdentityProvider {
  if (!isNetwork(network)) throw new GameError("BadRequest", "unsupportedNetwork");
  const provider = identityProvider(env, network, origin);
  if (!provider) throw new GameError("BadRequest", "socialNotConfigured", { network: NETWORK_NAMES[network] });
  return provider;
}

import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { mkdirSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { exportPKCS8, generateKeyPair, jwtVerify, type JWK } from "jose";

// The static client may not be built yet; the Worker's assets binding only needs the folder.
mkdirSync("dist/client", { recursive: true });
const migrations = await readD1Migrations("db/migrations");

/**
 * Stands in for the internet during API tests (it runs in Node, beside workerd). Each outside
 * service answers at its real address with the checks the real one makes, so our side runs
 * its real SDKs and signature checks:
 * - webhook receivers: https://hooks.test/ok/<key> answers 200, /fail/<key> 500, GET /count/<key> how many deliveries a key received;
 * - Google (token endpoint with PKCE and client credentials, published keys) and Apple (token
 *   endpoint with its signed client secret, published keys). A test registers the public keys
 *   of its own test key pairs with POST https://idp.test/keys/<network> (a JWK) and the id
 *   token a code will be exchanged for with POST https://idp.test/codes/<network>
 *   { code, id_token, code_challenge? };
 * - Resend's API (POST https://api.resend.com/emails with the test key); GET
 *   https://mail.test/resend?to=<address> lists what it accepted, newest first.
 */
const appleSigningKey = await generateKeyPair("ES256", { extractable: true });

/** The configuration the Worker runs with in the API tests. */
const TEST_PROVIDER_BINDINGS = {
  GOOGLE_CLIENT_ID: "habitforge-test.apps.googleusercontent.com",
  GOOGLE_CLIENT_SECRET: "google-test-secret",
  APPLE_CLIENT_ID: "test.habitforge.signin",
  APPLE_TEAM_ID: "TEAMTEST01",
  APPLE_KEY_ID: "APPLEKEY01",
  APPLE_PRIVATE_KEY: await exportPKCS8(appleSigningKey.privateKey),
};
const TEST_RESEND_API_KEY = "re_test_habitforge";

const deliveries = new Map<string, number>();
const publishedKeys: Record<string, JWK[]> = { google: [], apple: [] };
const codes = new Map<string, { id_token: string; code_challenge?: string; used: boolean }>();
const resendAccepted: Record<string, unknown>[] = [];

const json = (body: unknown, status = 200) => Response.json(body, { status });
const oauthError = (error: string, status = 400) => json({ error }, status);

function base64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function takeCode(network: string, form: URLSearchParams): Promise<{ id_token: string } | Response> {
  if (form.get("grant_type") !== "authorization_code") return oauthError("unsupported_grant_type");
  const entry = codes.get(`${network}:${form.get("code")}`);
  if (!entry || entry.used) return oauthError("invalid_grant");
  if (entry.code_challenge) {
    const verifier = form.get("code_verifier") ?? "";
    const challenge = base64url(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
    if (challenge !== entry.code_challenge) return oauthError("invalid_grant");
  }
  entry.used = true;
  return { id_token: entry.id_token };
}

async function googleToken(request: Request): Promise<Response> {
  const expected = `Basic ${btoa(`${TEST_PROVIDER_BINDINGS.GOOGLE_CLIENT_ID}:${TEST_PROVIDER_BINDINGS.GOOGLE_CLIENT_SECRET}`)}`;
  if (request.headers.get("authorization") !== expected) return oauthError("invalid_client", 401);
  const form = new URLSearchParams(await request.text());
  if (!form.get("redirect_uri")?.endsWith("/static/google-redirect")) return oauthError("redirect_uri_mismatch");
  const taken = await takeCode("google", form);
  if (taken instanceof Response) return taken;
  return json({ access_token: "google-access", expires_in: 3599, token_type: "Bearer", scope: "openid email profile", id_token: taken.id_token });
}

async function appleToken(request: Request): Promise<Response> {
  const form = new URLSearchParams(await request.text());
  if (form.get("client_id") !== TEST_PROVIDER_BINDINGS.APPLE_CLIENT_ID) return oauthError("invalid_client");
  try {
    const { protectedHeader } = await jwtVerify(form.get("client_secret") ?? "", appleSigningKey.publicKey, {
      issuer: TEST_PROVIDER_BINDINGS.APPLE_TEAM_ID,
      subject: TEST_PROVIDER_BINDINGS.APPLE_CLIENT_ID,
      audience: "https://appleid.apple.com",
      algorithms: ["ES256"],
    });
    if (protectedHeader.kid !== TEST_PROVIDER_BINDINGS.APPLE_KEY_ID) return oauthError("invalid_client");
  } catch {
    return oauthError("invalid_client");
  }
  if (!form.get("redirect_uri")?.endsWith("/api/v4/user/auth/apple")) return oauthError("invalid_request");
  const taken = await takeCode("apple", form);
  if (taken instanceof Response) return taken;
  return json({ access_token: "apple-access", token_type: "Bearer", expires_in: 3600, refresh_token: "apple-refresh", id_token: taken.id_token });
}

async function resend(request: Request): Promise<Response> {
  if (request.headers.get("authorization") !== `Bearer ${TEST_RESEND_API_KEY}`) return json({ statusCode: 401, name: "validation_error", message: "API key is invalid" }, 401);
  const mail = (await request.json()) as Record<string, unknown>;
  if (!mail.from || !mail.to || !mail.subject) return json({ statusCode: 422, name: "missing_required_field", message: "from, to and subject are required" }, 422);
  const id = crypto.randomUUID();
  resendAccepted.unshift({ id, ...mail });
  return json({ id });
}

async function fakeInternet(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const [, first = "", second = ""] = url.pathname.split("/");
  switch (url.hostname) {
    case "hooks.test":
      if (first === "count") return json({ count: deliveries.get(second) ?? 0 });
      deliveries.set(second, (deliveries.get(second) ?? 0) + 1);
      return new Response(null, { status: first === "ok" ? 200 : 500 });
    case "idp.test": {
      if (request.method !== "POST" || !Object.hasOwn(publishedKeys, second)) break;
      const input = (await request.json()) as Record<string, string>;
      if (first === "keys") publishedKeys[second].push(input as JWK);
      else if (first === "codes") codes.set(`${second}:${input.code}`, { id_token: input.id_token, code_challenge: input.code_challenge, used: false });
      else break;
      return json({ ok: true });
    }
    case "www.googleapis.com":
      if (url.pathname === "/oauth2/v3/certs") return json({ keys: publishedKeys.google });
      break;
    case "oauth2.googleapis.com":
      if (url.pathname === "/token" && request.method === "POST") return googleToken(request);
      break;
    case "appleid.apple.com":
      if (url.pathname === "/auth/keys") return json({ keys: publishedKeys.apple });
      if (url.pathname === "/auth/token" && request.method === "POST") return appleToken(request);
      break;
    case "api.resend.com":
      if (url.pathname === "/emails" && request.method === "POST") return resend(request);
      break;
    case "mail.test": {
      const to = url.searchParams.get("to");
      return json(resendAccepted.filter((mail) => !to || (Array.isArray(mail.to) ? mail.to : [mail.to]).includes(to)));
    }
  }
  return new Response("no network in tests", { status: 502 });
}

// API and room tests run inside workerd with real D1 (SQLite) and real Durable Objects.
export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      // The deployed entry plus the development routes the tests set players up with.
      main: "./worker/index.dev.ts",
      miniflare: {
        // Mail goes to the outbox; Google and Apple sign-in run against the fake internet.
        bindings: { TEST_MIGRATIONS: migrations, AUTH_RATE_LIMIT_MAX: "5", MAIL_OUTBOX: "true", TEST_RESEND_API_KEY, ...TEST_PROVIDER_BINDINGS },
        outboundService: fakeInternet,
      },
    }),
  ],
  test: {
    include: ["tests/api/**/*.test.ts"],
    setupFiles: ["tests/api/setup.ts"],
    testTimeout: 30_000,
  },
});

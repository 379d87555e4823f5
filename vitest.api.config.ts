import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { mkdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { exportPKCS8, generateKeyPair, jwtVerify, type JWK } from "jose";
import { fakeOriginal } from "./tests/api/fakeOriginal";
import { fakePush } from "./tests/api/fakePush";
import { writeServerCatalogues } from "./scripts/i18n-precompile.mjs";

// The static client may not be built yet; the Worker's assets binding only needs the folder,
// and the languages the Worker reads from its assets (what the client's build would put there).
mkdirSync("dist/client", { recursive: true });
writeServerCatalogues(process.cwd(), "dist/client");
const migrations = await readD1Migrations("db/migrations");

/**
 * Stands in for the internet during API tests (it runs in Node, beside workerd). Each outside
 * service answers at its real address with the checks the real one makes, so our side runs
 * its real SDKs and signature checks:
 * - webhook receivers: https://hooks.test/ok/<key> answers 200, /fail/<key> 500, GET /count/<key> how many deliveries a key received
 *   (every name under hooks.test, and the single-label name "hooks", is the same receiver);
 * - DNS over HTTPS (Cloudflare's JSON API at https://cloudflare-dns.com/dns-query, see fakeDns): the
 *   names of `dnsZone`; https://dns-down.test/ is a resolver that is down;
 * - Google (token endpoint with PKCE and client credentials, published keys) and Apple (token
 *   endpoint with its signed client secret, published keys). A test registers the public keys
 *   of its own test key pairs with POST https://idp.test/keys/<network> (a JWK) and the id
 *   token a code will be exchanged for with POST https://idp.test/codes/<network>
 *   { code, id_token, code_challenge? };
 * - Stripe's API at https://api.stripe.com (see fakeStripe);
 * - Resend's API (POST https://api.resend.com/emails with the test key); GET
 *   https://mail.test/resend?to=<address> lists what it accepted, newest first;
 * - the original game's API at https://habitica.com (see tests/api/fakeOriginal.ts);
 * - a Web Push service at https://push.test (see tests/api/fakePush.ts).
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
  // The verified import reads the original at its default address, https://habitica.com.
  ORIGINAL_API_CLIENT: "0f6e2c1a-7b3d-4e59-a8c1-5d2f9e4b7a60-HabitforgeTests",
};
const TEST_RESEND_API_KEY = "re_test_habitforge";

const deliveries = new Map<string, number>();
const publishedKeys: Record<string, JWK[]> = { google: [], apple: [] };
const codes = new Map<string, { id_token: string; code_challenge?: string; used: boolean }>();
const resendAccepted: Record<string, unknown>[] = [];

const json = (body: unknown, status = 200) => Response.json(body, { status });
const oauthError = (error: string, status = 400) => json({ error }, status);

function base64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
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
  return json({
    access_token: "google-access",
    expires_in: 3599,
    token_type: "Bearer",
    scope: "openid email profile",
    id_token: taken.id_token,
  });
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
  return json({
    access_token: "apple-access",
    token_type: "Bearer",
    expires_in: 3600,
    refresh_token: "apple-refresh",
    id_token: taken.id_token,
  });
}

async function resend(request: Request): Promise<Response> {
  if (request.headers.get("authorization") !== `Bearer ${TEST_RESEND_API_KEY}`)
    return json({ statusCode: 401, name: "validation_error", message: "API key is invalid" }, 401);
  const mail = (await request.json()) as Record<string, unknown>;
  if (!mail.from || !mail.to || !mail.subject)
    return json({ statusCode: 422, name: "missing_required_field", message: "from, to and subject are required" }, 422);
  const id = crypto.randomUUID();
  resendAccepted.unshift({ id, ...mail });
  return json({ id });
}

/**
 * The names the fake resolver knows, as a recursive resolver would find them (CNAME targets are
 * followed). The addresses of names under hooks.test say what each test needs: public, private,
 * mixed, behind CNAME chains, or no address at all; any other name does not exist.
 */
const PUBLIC_V4 = "93.184.215.14";
const PUBLIC_V6 = "2606:2800:21f:cb07:6820:80da:af6b:8b2c";
const dnsZone: Record<string, { A?: string[]; AAAA?: string[]; CNAME?: string; status?: number }> = {
  "hooks.test": { A: [PUBLIC_V4], AAAA: [PUBLIC_V6] },
  "public.hooks.test": { A: [PUBLIC_V4, "8.8.8.8"], AAAA: [PUBLIC_V6] },
  "v6only.hooks.test": { AAAA: ["2606:4700:4700::1111"] },
  "private.hooks.test": { A: ["10.0.0.5"] },
  "metadata.hooks.test": { A: ["169.254.169.254"] },
  "loopback6.hooks.test": { AAAA: ["::1"] },
  "mapped6.hooks.test": { AAAA: ["::ffff:10.0.0.1"] },
  "mixed.hooks.test": { A: [PUBLIC_V4, "192.168.1.10"] },
  "mixed-families.hooks.test": { A: [PUBLIC_V4], AAAA: ["fd00::1"] },
  "chain.hooks.test": { CNAME: "edge.cdn.example" },
  "edge.cdn.example": { CNAME: "edge2.cdn.example" },
  "edge2.cdn.example": { A: [PUBLIC_V4], AAAA: [PUBLIC_V6] },
  "chain-private.hooks.test": { CNAME: "origin.cdn.example" },
  "origin.cdn.example": { CNAME: "printer.corp.example" },
  "printer.corp.example": { A: ["172.16.4.2"] },
  "chain-nowhere.hooks.test": { CNAME: "gone.cdn.example" },
  "nodata.hooks.test": {},
  "servfail.hooks.test": { status: 2 },
  "allowed-private.hooks.test": { A: ["10.9.9.9"] },
  "alias-internal.hooks.test": { CNAME: "db.internal" },
  "db.internal": { A: [PUBLIC_V4] },
  "push.test": { A: [PUBLIC_V4] },
};
const dnsQueries: { name: string; type: string }[] = [];

/**
 * Cloudflare's DNS over HTTPS JSON API: GET ?name=&type=A|AAAA with `accept: application/dns-json`,
 * answering { Status, Question, Answer: [{ name, type, TTL, data }] } (1 = A, 5 = CNAME, 28 = AAAA;
 * Status 3 is NXDOMAIN). GET /__test/queries?name= lists the queries made for a name.
 */
function fakeDns(request: Request): Response {
  const url = new URL(request.url);
  if (url.pathname === "/__test/queries")
    return json(dnsQueries.filter((query) => query.name === url.searchParams.get("name")));
  if (url.pathname !== "/dns-query" || request.method !== "GET") return new Response("not found", { status: 404 });
  if (request.headers.get("accept") !== "application/dns-json") return new Response("Bad Request", { status: 400 });
  const name = (url.searchParams.get("name") ?? "").toLowerCase().replace(/\.$/, "");
  const type = url.searchParams.get("type") ?? "";
  if (!name || (type !== "A" && type !== "AAAA")) return json({ Status: 1 }, 400);
  dnsQueries.push({ name, type });
  const typeCode = type === "A" ? 1 : 28;
  const answer: { name: string; type: number; TTL: number; data: string }[] = [];
  let current = name;
  for (let hop = 0; hop < 8; hop++) {
    const record = Object.hasOwn(dnsZone, current) ? dnsZone[current] : undefined;
    if (!record)
      return json({ Status: 3, Question: [{ name, type: typeCode }], Answer: answer.length ? answer : undefined });
    if (record.status) return json({ Status: record.status, Question: [{ name, type: typeCode }] });
    if (record.CNAME) {
      answer.push({ name: `${current}.`, type: 5, TTL: 300, data: `${record.CNAME}.` });
      current = record.CNAME;
      continue;
    }
    for (const data of record[type] ?? []) answer.push({ name: `${current}.`, type: typeCode, TTL: 300, data });
    break;
  }
  return json({
    Status: 0,
    TC: false,
    RD: true,
    RA: true,
    AD: false,
    CD: false,
    Question: [{ name: `${name}.`, type: typeCode }],
    ...(answer.length ? { Answer: answer } : {}),
  });
}

async function fakeInternet(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const [, first = "", second = ""] = url.pathname.split("/");
  // The receiver answers under every name of hooks.test and as the single-label host "hooks".
  const hostname = url.hostname.replace(/\.$/, "");
  const receiver = hostname === "hooks" || hostname.endsWith(".hooks.test");
  switch (receiver ? "hooks.test" : hostname) {
    case "cloudflare-dns.com":
      return fakeDns(request);
    case "dns-down.test":
      return new Response("Service Unavailable", { status: 503 });
    case "api.stripe.com":
      return fakeStripe(request);
    case "habitica.com":
      return fakeOriginal(request);
    case "push.test":
      return fakePush(request);
    case "hooks.test":
      if (first === "count") return json({ count: deliveries.get(second) ?? 0 });
      deliveries.set(second, (deliveries.get(second) ?? 0) + 1);
      return new Response(null, { status: first === "ok" ? 200 : 500 });
    case "idp.test": {
      if (request.method !== "POST" || !Object.hasOwn(publishedKeys, second)) break;
      const input = (await request.json()) as Record<string, string>;
      if (first === "keys") publishedKeys[second].push(input as JWK);
      else if (first === "codes")
        codes.set(`${second}:${input.code}`, {
          id_token: input.id_token,
          code_challenge: input.code_challenge,
          used: false,
        });
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

/** The secret key the API tests configure; any other key is refused as Stripe refuses it. */
const STRIPE_TEST_KEY = "sk_test_habitforge";
type Json = Record<string, unknown>;
const stripeState = {
  counter: 0,
  sessions: new Map<string, Json>(),
  subscriptions: new Map<string, Json>(),
  requests: [] as Json[],
  failNext: 0,
};

/** Stripe's form encoding (`a[b][0][c]=1`) read back into nested objects. */
function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[index + 1]);
      const slot = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[slot] = value;
      else container[slot] ??= nextIsIndex ? [] : {};
      if (!last) node = container[slot] as Record<string, unknown> | unknown[];
    });
  }
  return root;
}

function stripeError(status: number, message: string, type = "invalid_request_error") {
  return Response.json({ error: { type, message } }, { status });
}

function stripeId(prefix: string): string {
  stripeState.counter += 1;
  return `${prefix}_test_${stripeState.counter.toString(36).padStart(8, "0")}${Math.random().toString(36).slice(2, 10)}`;
}

function stripeSubscription(id: string): Json {
  let subscription = stripeState.subscriptions.get(id);
  if (!subscription) {
    const now = Math.floor(Date.now() / 1000);
    subscription = {
      id,
      object: "subscription",
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      created: now,
      currency: "usd",
      customer: `cus_test_${id.slice(-8)}`,
      ended_at: null,
      items: {
        object: "list",
        data: [
          {
            id: `si_test_${id.slice(-8)}`,
            object: "subscription_item",
            current_period_start: now,
            current_period_end: now + 30 * 86_400,
            quantity: 1,
          },
        ],
        has_more: false,
        url: "/v1/subscription_items",
      },
      livemode: false,
      metadata: {},
      status: "active",
    };
    stripeState.subscriptions.set(id, subscription);
  }
  return subscription;
}

/**
 * Stripe's API as the Worker uses it, answering with objects shaped as Stripe's API reference
 * shows them: Checkout Sessions, subscriptions and their items, customer portal sessions.
 * GET /__test/requests lists what the Worker asked; POST /__test/fail-next makes the next call
 * fail as Stripe does when it is down; POST /__test/subscriptions/<id> stores a subscription.
 */
async function fakeStripe(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname;
  if (path === "/__test/requests") return Response.json(stripeState.requests);
  if (path === "/__test/fail-next") {
    stripeState.failNext += 1;
    return Response.json({ ok: true });
  }
  if (path.startsWith("/__test/subscriptions/")) {
    const body = (await request.json()) as Json;
    const subscription = { ...stripeSubscription(path.split("/").pop() ?? ""), ...body };
    stripeState.subscriptions.set(String(subscription.id), subscription);
    return Response.json(subscription);
  }
  if (request.headers.get("authorization") !== `Bearer ${STRIPE_TEST_KEY}`)
    return stripeError(401, "Invalid API Key provided.", "authentication_error");
  const form = request.method === "GET" ? {} : parseStripeForm(await request.text());
  stripeState.requests.push({
    method: request.method,
    path,
    body: form,
    idempotencyKey: request.headers.get("idempotency-key"),
  });
  if (stripeState.failNext > 0) {
    stripeState.failNext -= 1;
    return stripeError(500, "An unknown error occurred.", "api_error");
  }
  const now = Math.floor(Date.now() / 1000);
  let match: RegExpMatchArray | null;
  if (request.method === "POST" && path === "/v1/checkout/sessions") {
    const lines = (form.line_items as Json[] | undefined) ?? [];
    const price = (lines[0]?.price_data ?? {}) as Json;
    const quantity = Number(lines[0]?.quantity ?? 1);
    const amount = Number(price.unit_amount ?? 0) * quantity;
    const id = stripeId("cs");
    const session: Json = {
      id,
      object: "checkout.session",
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: form.cancel_url ?? null,
      client_reference_id: form.client_reference_id ?? null,
      created: now,
      currency: price.currency ?? "usd",
      customer: null,
      customer_email: form.customer_email ?? null,
      expires_at: now + 86_400,
      invoice: null,
      livemode: false,
      metadata: form.metadata ?? {},
      mode: form.mode,
      payment_intent: null,
      payment_status: "unpaid",
      status: "open",
      subscription: null,
      success_url: form.success_url ?? null,
      url: `https://checkout.stripe.com/c/pay/${id}`,
    };
    stripeState.sessions.set(id, session);
    return Response.json(session);
  }
  if (request.method === "GET" && (match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
    const session = stripeState.sessions.get(match[1]);
    return session ? Response.json(session) : stripeError(404, `No such checkout.session: '${match[1]}'`);
  }
  if ((match = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
    const subscription = stripeSubscription(match[1]);
    if (request.method === "POST") {
      if (form.cancel_at_period_end === "true") {
        subscription.cancel_at_period_end = true;
        subscription.canceled_at = now;
        subscription.cancel_at = (subscription.items as { data: Json[] }).data[0].current_period_end;
      }
    }
    return Response.json(subscription);
  }
  if (request.method === "POST" && (match = path.match(/^\/v1\/subscription_items\/([^/]+)$/))) {
    for (const subscription of stripeState.subscriptions.values()) {
      const item = (subscription.items as { data: Json[] }).data.find((entry) => entry.id === match![1]);
      if (item) {
        if (form.quantity !== undefined) item.quantity = Number(form.quantity);
        return Response.json(item);
      }
    }
    return stripeError(404, `No such subscription item: '${match[1]}'`);
  }
  if (request.method === "POST" && path === "/v1/billing_portal/sessions") {
    const id = stripeId("bps");
    return Response.json({
      id,
      object: "billing_portal.session",
      created: now,
      customer: form.customer,
      livemode: false,
      return_url: form.return_url,
      url: `https://billing.stripe.com/p/session/${id}`,
    });
  }
  return stripeError(404, `Unrecognized request URL (${request.method}: ${path}).`);
}

/**
 * Test files that need a database of their own, because they act on every player (the Cron
 * Triggers' sweep, daily run and reminders, the resumption of recorded work), assert on whole
 * tables (the news list), or change what every request meets (blockers, staff news posts).
 */
const FRESH_DATABASE = [
  "tests/api/scheduled.test.ts",
  "tests/api/requestLog.test.ts",
  "tests/api/payments.simulator.test.ts",
  "tests/api/reminders.test.ts",
  "tests/api/integrity.test.ts",
  "tests/api/news.test.ts",
  "tests/api/contract.last.test.ts",
  "tests/api/contract.staff2.test.ts",
  "tests/api/blockers.test.ts",
  "tests/api/blockerRanges.test.ts",
];

// API and room tests run inside workerd with real D1 (SQLite) and real Durable Objects.
export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      // The deployed entry plus the development routes the tests set players up with.
      main: "./worker/index.dev.ts",
      miniflare: {
        // Mail goes to the outbox; Google and Apple sign-in run against the fake internet.
        // Purchases go through the simulator, as with `npm start` (payments.modes.test.ts runs the other modes).
        // Tests fire thousands of requests per player in seconds: the request quota is tested with its own limit.
        bindings: {
          TEST_MIGRATIONS: migrations,
          AUTH_RATE_LIMIT_MAX: "5",
          API_RATE_LIMIT_MAX: "1000000",
          // Test players are seconds old: the wait before public chat is tested with its own setting.
          CHAT_MIN_ACCOUNT_AGE_MINUTES: "0",
          MAIL_OUTBOX: "true",
          PAYMENTS_SIMULATOR: "true",
          TEST_RESEND_API_KEY,
          ...TEST_PROVIDER_BINDINGS,
        },
        outboundService: fakeInternet,
      },
    }),
  ],
  test: {
    setupFiles: ["tests/api/setup.ts"],
    testTimeout: 30_000,
    // workerd uses one core per test process: at least two side by side, even on two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // obscenity ships CommonJS behind an ES wrapper: bundled first, as the Worker's build does.
    deps: { optimizer: { ssr: { enabled: true, include: ["obscenity"] } } },
    projects: [
      {
        // Most files make their own players and read only what those players see: they share
        // one database and one Worker per test process, instead of a new one (and every
        // migration again) per file.
        extends: true,
        test: { name: "api", include: ["tests/api/**/*.test.ts"], exclude: FRESH_DATABASE, isolate: false },
      },
      {
        // These each start from an empty database of their own.
        extends: true,
        test: { name: "api-fresh", include: FRESH_DATABASE },
      },
    ],
  },
});

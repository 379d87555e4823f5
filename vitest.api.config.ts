import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { mkdirSync } from "node:fs";
import { defineConfig } from "vitest/config";

// The static client may not be built yet; the Worker's assets binding only needs the folder.
mkdirSync("dist/client", { recursive: true });
const migrations = await readD1Migrations("db/migrations");

/**
 * Stands in for the internet during API tests: webhook receivers at https://hooks.test/ok/<key>
 * answer 200 and https://hooks.test/fail/<key> answer 500; GET https://hooks.test/count/<key>
 * tells how many deliveries a key received. https://api.stripe.com answers as Stripe's API does
 * (see fakeStripe).
 */
const deliveries = new Map<string, number>();
async function fakeInternet(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.hostname === "api.stripe.com") return fakeStripe(request);
  const [, kind, key = ""] = url.pathname.split("/");
  if (url.hostname !== "hooks.test") return new Response("no network in tests", { status: 502 });
  if (kind === "count") return Response.json({ count: deliveries.get(key) ?? 0 });
  deliveries.set(key, (deliveries.get(key) ?? 0) + 1);
  return new Response(null, { status: kind === "ok" ? 200 : 500 });
}

/** The secret key the API tests configure; any other key is refused as Stripe refuses it. */
const STRIPE_TEST_KEY = "sk_test_habitforge";
type Json = Record<string, unknown>;
const stripeState = { counter: 0, sessions: new Map<string, Json>(), subscriptions: new Map<string, Json>(), requests: [] as Json[], failNext: 0 };

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
      items: { object: "list", data: [{ id: `si_test_${id.slice(-8)}`, object: "subscription_item", current_period_start: now, current_period_end: now + 30 * 86_400, quantity: 1 }], has_more: false, url: "/v1/subscription_items" },
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
  if (request.headers.get("authorization") !== `Bearer ${STRIPE_TEST_KEY}`) return stripeError(401, "Invalid API Key provided.", "authentication_error");
  const form = request.method === "GET" ? {} : parseStripeForm(await request.text());
  stripeState.requests.push({ method: request.method, path, body: form, idempotencyKey: request.headers.get("idempotency-key") });
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
    return Response.json({ id, object: "billing_portal.session", created: now, customer: form.customer, livemode: false, return_url: form.return_url, url: `https://billing.stripe.com/p/session/${id}` });
  }
  return stripeError(404, `Unrecognized request URL (${request.method}: ${path}).`);
}

// API and room tests run inside workerd with real D1 (SQLite) and real Durable Objects.
export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      // The deployed entry plus the development routes the tests set players up with.
      main: "./worker/index.dev.ts",
      miniflare: {
        bindings: { TEST_MIGRATIONS: migrations, AUTH_RATE_LIMIT_MAX: "5" },
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

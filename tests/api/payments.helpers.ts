/**
 * Payments in API tests: the same Worker with Stripe configured (its API answered by the fake
 * in vitest.api.config.ts), events signed with the test endpoint secret by Stripe's own SDK,
 * and the simulator's checkout page calls.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import Stripe from "stripe";
import { expect } from "vitest";
import worker from "../../worker/index";
import { api, BASE, freshAddress, type ApiResponse, type Credentials } from "./helpers";

export const STRIPE_TEST_KEY = "sk_test_habitforge";
export const STRIPE_TEST_WEBHOOK_SECRET = "whsec_test_habitforge_endpoint";
export const stripeEnv = {
  ...env,
  STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
  STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
};

/**
 * The Worker's configuration with exactly these payment settings: the tests' own switch
 * (PAYMENTS_SIMULATOR=true in vitest.api.config.ts) and any Stripe keys are left out first.
 */
export function paymentEnv(settings: {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  PAYMENTS_SIMULATOR?: string;
}) {
  const { PAYMENTS_SIMULATOR: _simulator, STRIPE_SECRET_KEY: _key, STRIPE_WEBHOOK_SECRET: _secret, ...rest } = env;
  return { ...rest, ...settings } as typeof env;
}

/** A request to the Worker running with the given configuration (the default: Stripe configured). */
export async function apiWith<T = any>(
  workerEnv: typeof env,
  method: string,
  path: string,
  options: {
    body?: unknown;
    rawBody?: string;
    auth?: Pick<Credentials, "id" | "apiToken">;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {
    "x-client": "habitforge-tests",
    "cf-connecting-ip": freshAddress(),
    ...options.headers,
  };
  if (options.auth) {
    headers["x-api-user"] = options.auth.id;
    headers["x-api-key"] = options.auth.apiToken;
  }
  const payload = options.body !== undefined ? JSON.stringify(options.body) : options.rawBody;
  if (payload !== undefined) headers["content-type"] = "application/json";
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${BASE}${path}`, { method, headers, body: payload }),
    workerEnv,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Left as text.
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/** A request to the Worker running with Stripe configured. */
export async function stripeApi<T = any>(
  method: string,
  path: string,
  options: Parameters<typeof apiWith>[3] = {},
): Promise<ApiResponse<T>> {
  return apiWith<T>(stripeEnv, method, path, options);
}

const cryptoProvider = Stripe.createSubtleCryptoProvider();
let eventCounter = 0;

/** An event as Stripe's API reference shapes it, around `object`. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_test_${Date.now().toString(36)}${(eventCounter += 1)}`,
) {
  return {
    id,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** Delivers an event to the Stripe webhook, signed as Stripe signs (or with another secret). */
export async function deliverStripeEvent(
  event: ReturnType<typeof stripeEvent>,
  options: { secret?: string; signature?: string; payload?: string } = {},
) {
  const payload = options.payload ?? JSON.stringify(event);
  const signature =
    options.signature ??
    (await Stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: options.secret ?? STRIPE_TEST_WEBHOOK_SECRET,
      cryptoProvider,
    }));
  return stripeApi("POST", "/payments/webhook/stripe", {
    rawBody: payload,
    headers: { "stripe-signature": signature },
  });
}

/** What the fake Stripe API was asked, oldest first. */
export async function stripeRequests(): Promise<
  { method: string; path: string; body: Record<string, any>; idempotencyKey: string | null }[]
> {
  return (await fetch("https://api.stripe.com/__test/requests")).json();
}

export async function stripeSession(id: string): Promise<Record<string, any>> {
  const response = await fetch(`https://api.stripe.com/v1/checkout/sessions/${id}`, {
    headers: { authorization: `Bearer ${STRIPE_TEST_KEY}` },
  });
  return response.json();
}

export async function failNextStripeCall() {
  await fetch("https://api.stripe.com/__test/fail-next", { method: "POST" });
}

export async function putStripeSubscription(id: string, fields: Record<string, unknown>) {
  await fetch(`https://api.stripe.com/__test/subscriptions/${id}`, { method: "POST", body: JSON.stringify(fields) });
}

/** The Checkout Session Stripe made for a checkout, as Stripe reports it once paid. */
export async function paidSession(
  sessionId: string,
  extra: Record<string, unknown> = {},
): Promise<Record<string, any>> {
  const session = await stripeSession(sessionId);
  const recurring = session.mode === "subscription";
  return {
    ...session,
    status: "complete",
    payment_status: "paid",
    customer: `cus_test_${sessionId.slice(-10)}`,
    payment_intent: recurring ? null : `pi_test_${sessionId.slice(-10)}`,
    subscription: recurring ? `sub_test_${sessionId.slice(-10)}` : null,
    invoice: recurring ? `in_test_${sessionId.slice(-10)}` : null,
    ...extra,
  };
}

export async function setUser(account: Credentials, paths: Record<string, unknown>) {
  const response = await api("POST", "/debug/update-user", { auth: account, body: paths });
  expect(response.status).toBe(200);
  return response.body.data;
}

export async function userOf(account: Credentials) {
  return (await api("GET", "/user", { auth: account })).body.data;
}

/** Starts a checkout through the simulator and pays (or declines) on its page. */
export async function buyWithSimulator(
  account: Credentials,
  checkout: Record<string, unknown>,
  action: "pay" | "decline" = "pay",
) {
  const started = await api("POST", "/payments/checkout-session", { auth: account, body: checkout });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const done = await api("POST", `/payments/simulator/${started.body.data.sessionId}/${action}`, { auth: account });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { started: started.body.data, done: done.body.data };
}

export async function historyOf(account: Credentials) {
  return (await api("GET", "/user/purchase-history", { auth: account })).body.data as {
    currency: string;
    amount: number;
    transactionType: string;
    reference?: string;
    referenceText?: string;
  }[];
}

/**
 * Webhook addresses checked against DNS before each delivery: single-label names are refused,
 * a name is resolved through DNS over HTTPS (A and AAAA) and refused when any answer is private.
 * The resolver is the fake one of vitest.api.config.ts, answering at Cloudflare's address.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env, WebhookMessage } from "../../worker/env";
import worker from "../../worker/index";
import { DELIVERY_ATTEMPTS, webhookUrlProblem } from "../../worker/lib/webhooks";
import { api, register } from "./helpers";

async function deliveredTo(key: string): Promise<number> {
  return ((await (await fetch(`https://hooks.test/count/${key}`)).json()) as { count: number }).count;
}

async function dnsQueriesFor(name: string): Promise<string[]> {
  const queries = (await (
    await fetch(`https://cloudflare-dns.com/__test/queries?name=${encodeURIComponent(name)}`)
  ).json()) as { type: string }[];
  return queries.map((query) => query.type).sort();
}

let keyCounter = 0;

/**
 * Queues one delivery to `address` (a URL with `{key}` where the receiver's key goes) for a new
 * player's webhook and runs the queue consumer on it, with `overrides` in the Worker's bindings.
 */
async function deliverTo(address: string, options: { attempts?: number; overrides?: Partial<Env> } = {}) {
  keyCounter += 1;
  const key = `dns-${Date.now().toString(36)}-${keyCounter}`;
  const url = address.replace("{key}", key);
  const account = await register();
  const created = await api("POST", "/user/webhook", { auth: account, body: { url: `https://hooks.test/ok/${key}` } });
  const message: WebhookMessage = {
    kind: "webhook",
    userId: account.id,
    webhookId: created.body.data.id,
    url,
    payload: { hello: 1 },
  };
  const batch = createMessageBatch<WebhookMessage>("habitforge-webhooks", [
    { id: key, timestamp: new Date(), attempts: options.attempts ?? 1, body: message },
  ]);
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ...options.overrides }, ctx);
  const result = await getQueueResult(batch, ctx);
  const webhook = (await api("GET", "/user/webhook", { auth: account })).body.data[0];
  return {
    delivered: await deliveredTo(key),
    acked: result.explicitAcks.includes(key),
    retried: result.retryMessages.some((retry) => retry.msgId === key),
    webhook: webhook as { enabled: boolean; failures: number },
  };
}

describe("single-label host names", () => {
  const SINGLE_LABEL = [
    "http://vm/",
    "http://intranet:8080/",
    "http://vm./x",
    "https://ROUTER/hook",
    "http://nas:5000/x",
  ];

  it("are refused as private addresses, unless private addresses are allowed", () => {
    for (const url of SINGLE_LABEL) {
      expect(webhookUrlProblem(url, false), url).toBe("webhookUrlPrivate");
      expect(webhookUrlProblem(url, true), url).toBeUndefined();
    }
    // Names with a dot, and addresses, are judged as before.
    expect(webhookUrlProblem("https://hooks.test/ok/x", false)).toBeUndefined();
    expect(webhookUrlProblem("http://8.8.8.8/x", false)).toBeUndefined();
    expect(webhookUrlProblem("http://[2606:4700:4700::1111]/x", false)).toBeUndefined();
  });

  it("are refused when a webhook is created or moved", async () => {
    const account = await register();
    for (const url of SINGLE_LABEL) {
      const response = await api("POST", "/user/webhook", { auth: account, body: { url } });
      expect(response.status, url).toBe(400);
      expect(response.body).toMatchObject({ success: false, error: "BadRequest" });
      expect(response.body.errors[0].param).toBe("url");
    }
    const created = (
      await api("POST", "/user/webhook", { auth: account, body: { url: "https://hooks.test/ok/moved" } })
    ).body.data;
    const moved = await api("PUT", `/user/webhook/${created.id}`, { auth: account, body: { url: "http://vm/" } });
    expect(moved.status).toBe(400);
    expect((await api("GET", "/user/webhook", { auth: account })).body.data[0].url).toBe("https://hooks.test/ok/moved");
  });

  it("are refused at delivery without asking the resolver, and the webhook is switched off", async () => {
    const outcome = await deliverTo("http://hooks/ok/{key}");
    expect(outcome).toMatchObject({ delivered: 0, acked: true, retried: false });
    expect(outcome.webhook.enabled).toBe(false);
    expect(await dnsQueriesFor("hooks")).toEqual([]);
  });
});

describe("webhook deliveries resolve the host name first", () => {
  it("deliver when every answer is public, after asking for both A and AAAA", async () => {
    for (const host of ["public.hooks.test", "v6only.hooks.test", "chain.hooks.test", "PUBLIC.hooks.test."]) {
      const outcome = await deliverTo(`https://${host}/ok/{key}`);
      expect(outcome, host).toMatchObject({ delivered: 1, acked: true, retried: false });
      expect(outcome.webhook).toMatchObject({ enabled: true, failures: 0 });
    }
    const asked = await dnsQueriesFor("v6only.hooks.test");
    expect(asked).toContain("A");
    expect(asked).toContain("AAAA");
  });

  it("refuse a name when any answer is private, through CNAME chains and IPv4 inside IPv6, and switch the webhook off", async () => {
    for (const host of [
      "private.hooks.test",
      "metadata.hooks.test",
      "loopback6.hooks.test",
      "mapped6.hooks.test",
      "mixed.hooks.test",
      "mixed-families.hooks.test",
      "chain-private.hooks.test",
      // A chain through a name kept for private networks, whatever address it ends at.
      "alias-internal.hooks.test",
    ]) {
      const outcome = await deliverTo(`https://${host}/ok/{key}`);
      expect(outcome, host).toMatchObject({ delivered: 0, acked: true, retried: false });
      expect(outcome.webhook.enabled, host).toBe(false);
    }
  });

  it("make no delivery when the name does not resolve, or the resolver fails: a failed attempt, tried again later", async () => {
    const cases: [string, Partial<Env>][] = [
      ["https://nowhere.hooks.test/ok/{key}", {}],
      ["https://chain-nowhere.hooks.test/ok/{key}", {}],
      ["https://nodata.hooks.test/ok/{key}", {}],
      ["https://servfail.hooks.test/ok/{key}", {}],
      // The resolver's address is a setting: one that is down, and one that cannot be reached.
      ["https://public.hooks.test/ok/{key}", { WEBHOOKS_DNS_RESOLVER: "https://dns-down.test/dns-query" }],
      ["https://public.hooks.test/ok/{key}", { WEBHOOKS_DNS_RESOLVER: "https://unreachable.test/dns-query" }],
    ];
    for (const [address, overrides] of cases) {
      const early = await deliverTo(address, { overrides });
      expect(early, address).toMatchObject({ delivered: 0, acked: false, retried: true });
      expect(early.webhook).toMatchObject({ enabled: true, failures: 0 });
      const last = await deliverTo(address, { overrides, attempts: DELIVERY_ATTEMPTS });
      expect(last, address).toMatchObject({ delivered: 0, acked: true, retried: false });
      expect(last.webhook).toMatchObject({ enabled: true, failures: 1 });
    }
  });

  it("ask nothing for an address given as an IP, which is judged by itself", async () => {
    const outcome = await deliverTo("http://10.0.0.7/ok/{key}");
    expect(outcome).toMatchObject({ delivered: 0, acked: true, retried: false });
    expect(await dnsQueriesFor("10.0.0.7")).toEqual([]);
  });
});

describe("WEBHOOKS_ALLOW_PRIVATE=true", () => {
  it("delivers to private names and single-label names without asking the resolver", async () => {
    const overrides = { WEBHOOKS_ALLOW_PRIVATE: "true" };
    const privateName = await deliverTo("https://allowed-private.hooks.test/ok/{key}", { overrides });
    expect(privateName).toMatchObject({ delivered: 1, acked: true });
    expect(await dnsQueriesFor("allowed-private.hooks.test")).toEqual([]);
    const singleLabel = await deliverTo("http://hooks/ok/{key}", { overrides });
    expect(singleLabel).toMatchObject({ delivered: 1, acked: true });
    expect(singleLabel.webhook.enabled).toBe(true);
  });
});

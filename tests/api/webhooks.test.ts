import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { WebhookMessage } from "../../worker/env";
import worker from "../../worker/index";
import { DELIVERY_ATTEMPTS, FAILURES_BEFORE_DISABLE, webhookUrlProblem } from "../../worker/lib/webhooks";
import { api, register } from "./helpers";
import { requestQueuing } from "./webhookQueue";

async function deliveredTo(key: string): Promise<number> {
  return ((await (await fetch(`https://hooks.test/count/${key}`)).json()) as { count: number }).count;
}

async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 50; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe("webhook settings", () => {
  it("are created, listed, changed and deleted", async () => {
    const account = await register();
    const created = await api("POST", "/user/webhook", {
      auth: account,
      body: { url: "https://hooks.test/ok/a", label: "Tracker" },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      url: "https://hooks.test/ok/a",
      label: "Tracker",
      enabled: true,
      type: "taskActivity",
      failures: 0,
    });
    const id = created.body.data.id;
    expect((await api("GET", "/user/webhook", { auth: account })).body.data).toHaveLength(1);
    const updated = await api("PUT", `/user/webhook/${id}`, {
      auth: account,
      body: { enabled: false, options: { created: false } },
    });
    expect(updated.body.data).toMatchObject({ enabled: false, options: { created: false } });
    expect((await api("PUT", "/user/webhook/nope", { auth: account, body: { enabled: true } })).status).toBe(404);
    expect((await api("DELETE", `/user/webhook/${id}`, { auth: account })).body.data).toEqual([]);
    expect((await api("DELETE", `/user/webhook/${id}`, { auth: account })).status).toBe(404);
  });

  it("accept only http and https addresses that are not private", async () => {
    const account = await register();
    for (const url of ["ftp://hooks.test/x", "not a url", "javascript:alert(1)", "https://user:pw@hooks.test/x"]) {
      const response = await api("POST", "/user/webhook", { auth: account, body: { url } });
      expect(response.status).toBe(400);
      expect(response.body.errors[0].param).toBe("url");
    }
    for (const url of [
      "http://localhost:8080/x",
      "http://127.0.0.1/x",
      "http://10.1.2.3/x",
      "http://192.168.0.4/x",
      "http://[::1]/x",
      "http://169.254.169.254/latest",
    ]) {
      const response = await api("POST", "/user/webhook", { auth: account, body: { url } });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain("private");
    }
    expect(
      (
        await api("POST", "/user/webhook", {
          auth: account,
          body: { url: "https://hooks.test/ok/b", type: "everything" },
        })
      ).status,
    ).toBe(400);
    expect((await api("GET", "/user/webhook", { auth: account })).body.data).toEqual([]);
  });
});

describe("webhook delivery", () => {
  it("tells the player's endpoint about task activity without holding up the request", async () => {
    const account = await register();
    const key = `deliver-${account.id}`;
    await api("POST", "/user/webhook", {
      auth: account,
      body: { url: `https://hooks.test/ok/${key}`, options: { created: true } },
    });
    const task = (await api("POST", "/tasks/user", { auth: account, body: { type: "habit", text: "Hydrate" } })).body
      .data;
    const scored = await api("POST", `/tasks/${task._id}/score/up`, { auth: account });
    expect(scored.status).toBe(200);
    expect(await eventually(async () => (await deliveredTo(key)) >= 2)).toBe(true);
  });

  it("respects options that switch an event off", async () => {
    const account = await register();
    const key = `options-${account.id}`;
    await api("POST", "/user/webhook", {
      auth: account,
      body: { url: `https://hooks.test/ok/${key}`, options: { created: false, deleted: true } },
    });
    // What each request queues is known once its background work is done; only the deletion's
    // delivery is queued, so once it has arrived no other is coming.
    const created = await requestQueuing("POST", "/tasks/user", account, { type: "todo", text: "Quiet" });
    expect(created.queued).toEqual([]);
    const deleted = await requestQueuing("DELETE", `/tasks/${created.body.data._id}`, account);
    expect(deleted.queued.map((message) => message.payload.type)).toEqual(["deleted"]);
    expect(await eventually(async () => (await deliveredTo(key)) >= 1)).toBe(true);
    expect(await deliveredTo(key)).toBe(1);
  });

  it("retries a failing endpoint, counts the failure, and switches it off after repeated failures", async () => {
    const account = await register();
    const created = await api("POST", "/user/webhook", {
      auth: account,
      body: { url: "https://hooks.test/fail/flaky" },
    });
    const message: WebhookMessage = {
      kind: "webhook",
      userId: account.id,
      webhookId: created.body.data.id,
      url: "https://hooks.test/fail/flaky",
      payload: { hello: 1 },
    };
    const early = createMessageBatch<WebhookMessage>("habitforge-webhooks", [
      { id: "early", timestamp: new Date(), attempts: 1, body: message },
    ]);
    let ctx = createExecutionContext();
    await worker.queue(early, env, ctx);
    const earlyResult = await getQueueResult(early, ctx);
    expect(earlyResult.retryMessages.map((retry) => retry.msgId)).toEqual(["early"]);
    expect((await api("GET", "/user/webhook", { auth: account })).body.data[0].failures).toBe(0);

    for (let round = 0; round < FAILURES_BEFORE_DISABLE; round++) {
      const last = createMessageBatch<WebhookMessage>("habitforge-webhooks", [
        { id: `last${round}`, timestamp: new Date(), attempts: DELIVERY_ATTEMPTS, body: message },
      ]);
      ctx = createExecutionContext();
      await worker.queue(last, env, ctx);
      expect((await getQueueResult(last, ctx)).explicitAcks).toEqual([`last${round}`]);
    }
    const webhook = (await api("GET", "/user/webhook", { auth: account })).body.data[0];
    expect(webhook.failures).toBe(FAILURES_BEFORE_DISABLE);
    expect(webhook.enabled).toBe(false);
    const revived = await api("PUT", `/user/webhook/${webhook.id}`, { auth: account, body: { enabled: true } });
    expect(revived.body.data).toMatchObject({ enabled: true, failures: 0 });
  });
});

describe("webhook addresses", () => {
  const REFUSED = [
    // loopback in every spelling WHATWG URL parsing accepts
    "http://127.0.0.1/x",
    "http://127.1/x",
    "http://2130706433/x",
    "http://0x7f.1/x",
    "http://0x7f000001/x",
    "http://017700000001/x",
    "http://0177.0.0.1/x",
    "http://127.255.255.254:8080/x",
    // private, link-local, shared (CGNAT), benchmark, multicast, broadcast, "this network", reserved
    "http://10.1.2.3/x",
    "http://172.16.0.1/x",
    "http://172.31.255.255/x",
    "http://192.168.0.4/x",
    "http://169.254.169.254/latest",
    "http://100.64.0.1/x",
    "http://100.127.255.255/x",
    "http://198.18.0.1/x",
    "http://198.19.255.255/x",
    "http://224.0.0.1/x",
    "http://239.255.255.250/x",
    "http://255.255.255.255/x",
    "http://0.0.0.0/x",
    "http://0/x",
    "http://0.1.2.3/x",
    "http://240.0.0.1/x",
    "http://192.0.2.10/x",
    // IPv6: loopback, unspecified, link-local, unique-local, multicast, site-local
    "http://[::1]/x",
    "http://[::]/x",
    "http://[0:0:0:0:0:0:0:1]/x",
    "http://[fe80::1]/x",
    "http://[febf::1]/x",
    "http://[fc00::1]/x",
    "http://[fd12:3456::1]/x",
    "http://[ff02::1]/x",
    "http://[fec0::1]/x",
    // IPv4 inside IPv6: mapped (both spellings), compatible, NAT64, 6to4, Teredo
    "http://[::ffff:127.0.0.1]/x",
    "http://[::ffff:7f00:1]/x",
    "http://[::ffff:10.0.0.1]/x",
    "http://[::ffff:a9fe:a9fe]/x",
    "http://[::127.0.0.1]/x",
    "http://[::ffff:0:7f00:1]/x",
    "http://[64:ff9b::7f00:1]/x",
    "http://[64:ff9b::10.0.0.1]/x",
    "http://[64:ff9b:1::1]/x",
    "http://[2002:7f00:1::1]/x",
    "http://[2002:c0a8:1::1]/x",
    "http://[2001:0:4136:e378::1]/x",
    // names
    "http://localhost/x",
    "http://LOCALHOST:3000/x",
    "http://localhost./x",
    "http://api.localhost/x",
    "http://api.localhost./x",
    "http://printer.local/x",
    "http://db.internal/x",
  ];
  const ALLOWED = [
    "https://hooks.test/ok/x",
    "https://93.184.216.34/x",
    "http://8.8.8.8/x",
    "http://100.63.255.255/x",
    "http://100.128.0.1/x",
    "http://172.15.0.1/x",
    "http://172.32.0.1/x",
    "http://198.17.0.1/x",
    "http://198.20.0.1/x",
    "http://[2606:4700:4700::1111]/x",
    "http://[64:ff9b::808:808]/x",
    "http://[2002:808:808::1]/x",
    "http://localhost.example.com/x",
  ];

  it("are judged by the address the host parses to, not by its text", () => {
    expect(REFUSED.filter((url) => webhookUrlProblem(url, false) !== "webhookUrlPrivate")).toEqual([]);
    expect(ALLOWED.filter((url) => webhookUrlProblem(url, false) !== undefined)).toEqual([]);
    // Local development and tests may point at their own machine.
    expect(webhookUrlProblem("http://127.0.0.1:9000/x", true)).toBeUndefined();
  });

  it("private addresses are refused when saved, in any spelling", async () => {
    const account = await register();
    for (const url of [
      "http://2130706433/x",
      "http://0x7f.1/x",
      "http://[::ffff:7f00:1]/x",
      "http://api.localhost./x",
      "http://[64:ff9b::a00:1]/x",
      "http://198.18.0.1/x",
    ]) {
      const response = await api("POST", "/user/webhook", { auth: account, body: { url } });
      expect(response.status, url).toBe(400);
      expect(response.body.message).toContain("private");
    }
    const created = (
      await api("POST", "/user/webhook", { auth: account, body: { url: "https://hooks.test/ok/later" } })
    ).body.data;
    const moved = await api("PUT", `/user/webhook/${created.id}`, {
      auth: account,
      body: { url: "http://0177.0.0.1/x" },
    });
    expect(moved.status).toBe(400);
    expect((await api("GET", "/user/webhook", { auth: account })).body.data[0].url).toBe("https://hooks.test/ok/later");
  });

  it("are checked again when delivering: a private address is never fetched and its webhook is switched off", async () => {
    const account = await register();
    const created = await api("POST", "/user/webhook", {
      auth: account,
      body: { url: "https://hooks.test/ok/rebound" },
    });
    // As if the address had been stored before these checks existed.
    const message: WebhookMessage = {
      kind: "webhook",
      userId: account.id,
      webhookId: created.body.data.id,
      url: "http://2130706433:8787/api/v4/debug/make-admin",
      payload: { hello: 1 },
    };
    const batch = createMessageBatch<WebhookMessage>("habitforge-webhooks", [
      { id: "private", timestamp: new Date(), attempts: 1, body: message },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual(["private"]);
    expect(result.retryMessages).toEqual([]);
    expect((await api("GET", "/user/webhook", { auth: account })).body.data[0]).toMatchObject({ enabled: false });
  });
});

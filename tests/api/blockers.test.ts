/**
 * Blockers: managed by access control, audited, and enforced on every call within seconds:
 * blocked addresses, payment-only blocks, and blocked email addresses and domains.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { t } from "../../content/i18n";
import { database } from "../../db/client";
import {
  activeBlockers,
  BLOCKER_CACHE_MS,
  emailMatches,
  isPaymentCall,
  normaliseBlockerValue,
} from "../../worker/admin/blockers";
import { expectError, staff } from "./admin.helpers";
import { api, register, type Credentials } from "./helpers";

let addressSeed = 0;
/** An address from a documentation range, unused by the other tests. */
function testAddress(): string {
  addressSeed += 1;
  return `198.51.100.${addressSeed}`;
}

function uniqueDomain(): string {
  return `blocked-${crypto.randomUUID().slice(0, 8)}.test`;
}

async function createBlocker(admin: Credentials, blocker: Record<string, unknown>) {
  const response = await api("POST", "/admin/blockers", { auth: admin, body: blocker });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { id: string; value: string };
}

function registration(email: string) {
  const username = `reg${crypto.randomUUID().slice(0, 12).replace(/-/g, "")}`;
  return api("POST", "/user/auth/local/register", {
    body: { username, email, password: "correct-horse-battery", confirmPassword: "correct-horse-battery" },
  });
}

describe("managing blockers", () => {
  it("creates, lists, changes and deletes blockers, each step audited", async () => {
    const admin = await staff("accessControl");
    const created = await api("POST", "/admin/blockers", {
      auth: admin,
      body: { type: "ipaddress", value: " 2001:0DB8:0000::0001 ", reason: "  spam bursts  " },
    });
    expect(created.status).toBe(201);
    const blocker = created.body.data;
    expect(blocker).toMatchObject({
      type: "ipaddress",
      area: "full",
      value: "2001:db8::1",
      reason: "spam bursts",
      disabled: false,
      createdBy: admin.id,
    });
    expect(blocker.createdAt).toBe(blocker.updatedAt);

    const listed = await api("GET", "/admin/blockers", { auth: admin });
    expect(listed.body.data.find((entry: { id: string }) => entry.id === blocker.id)).toEqual(blocker);

    const changed = await api("PUT", `/admin/blockers/${blocker.id}`, {
      auth: admin,
      body: { area: "payment", disabled: true },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id: blocker.id, area: "payment", disabled: true, value: "2001:db8::1" });

    expect((await api("DELETE", `/admin/blockers/${blocker.id}`, { auth: admin })).status).toBe(200);
    expect(
      (await api("GET", "/admin/blockers", { auth: admin })).body.data.some(
        (entry: { id: string }) => entry.id === blocker.id,
      ),
    ).toBe(false);
    expectError(await api("DELETE", `/admin/blockers/${blocker.id}`, { auth: admin }), 404, "blockerNotFound");
    expectError(
      await api("PUT", `/admin/blockers/${blocker.id}`, { auth: admin, body: { reason: "x" } }),
      404,
      "blockerNotFound",
    );

    const audit = (await api("GET", `/admin/audit/blocker/${blocker.id}`, { auth: admin })).body.data;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual([
      "deleteBlocker",
      "updateBlocker",
      "createBlocker",
    ]);
    expect(audit[1].changes).toEqual([
      { path: "area", old: "full", new: "payment" },
      { path: "disabled", old: false, new: true },
    ]);
    expect(audit[2].actor).toEqual({ id: admin.id, name: admin.username });
  });

  it("refuses bad values, duplicates and a blocker on the caller's own address, changing nothing", async () => {
    const admin = await staff("accessControl");
    const before = (await api("GET", "/admin/blockers", { auth: admin })).body.data.length;
    expectError(
      await api("POST", "/admin/blockers", { auth: admin, body: { type: "ipaddress", value: "300.1.1.1" } }),
      400,
      "blockerInvalidAddress",
    );
    expectError(
      await api("POST", "/admin/blockers", { auth: admin, body: { type: "ipaddress", value: "example.com" } }),
      400,
      "blockerInvalidAddress",
    );
    expectError(
      await api("POST", "/admin/blockers", { auth: admin, body: { type: "email", value: "not an address" } }),
      400,
      "blockerInvalidEmail",
    );
    expectError(
      await api("POST", "/admin/blockers", { auth: admin, body: { type: "phone", value: "123" } }),
      400,
      "invalidRequestParameters",
    );
    expectError(
      await api("POST", "/admin/blockers", {
        auth: admin,
        body: { type: "email", area: "everything", value: "a.test" },
      }),
      400,
      "invalidRequestParameters",
    );
    expectError(
      await api("POST", "/admin/blockers", {
        auth: admin,
        body: { type: "email", value: "a.test", reason: "x".repeat(501) },
      }),
      400,
      "invalidRequestParameters",
    );
    const own = testAddress();
    expectError(
      await api("POST", "/admin/blockers", {
        auth: admin,
        body: { type: "ipaddress", value: own },
        headers: { "cf-connecting-ip": own },
      }),
      400,
      "blockerWouldLockYouOut",
    );
    const domain = uniqueDomain();
    const first = await createBlocker(admin, { type: "email", value: `@${domain}` });
    expect(first.value).toBe(domain);
    expectError(
      await api("POST", "/admin/blockers", { auth: admin, body: { type: "email", value: domain.toUpperCase() } }),
      400,
      "blockerExists",
    );
    expectError(
      await api("PUT", `/admin/blockers/${first.id}`, { auth: admin, body: { type: "ipaddress" } }),
      400,
      "blockerInvalidAddress",
    );
    expect((await api("GET", "/admin/blockers", { auth: admin })).body.data.length).toBe(before + 1);
    await api("DELETE", `/admin/blockers/${first.id}`, { auth: admin });
  });
});

describe("enforcing blockers", () => {
  it("refuses every call from a fully blocked address with 403, and nothing from other addresses", async () => {
    const admin = await staff("accessControl");
    const player = await register();
    const blocked = testAddress();
    const blocker = await createBlocker(admin, { type: "ipaddress", value: blocked, reason: "abuse" });
    for (const [method, path, auth] of [
      ["GET", "/user", player],
      ["POST", "/tasks/user", player],
      ["GET", "/content", undefined],
      ["POST", "/user/auth/local/login", undefined],
      ["GET", "/no-such-route", undefined],
    ] as const) {
      const response = await api(method, path, {
        auth,
        body: method === "POST" ? { text: "x", type: "todo" } : undefined,
        headers: { "cf-connecting-ip": blocked },
      });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body).toEqual({ success: false, error: "Forbidden", message: t("ipAddressBlocked") });
    }
    expect((await api("GET", "/user", { auth: player })).status).toBe(200);
    expect(
      (
        await api("GET", "/user", {
          auth: player,
          base: "https://habitforge.test/api/v3",
          headers: { "cf-connecting-ip": blocked },
        })
      ).status,
    ).toBe(403);
    // Disabled, it refuses nothing; deleted likewise.
    await api("PUT", `/admin/blockers/${blocker.id}`, { auth: admin, body: { disabled: true } });
    expect((await api("GET", "/user", { auth: player, headers: { "cf-connecting-ip": blocked } })).status).toBe(200);
    await api("PUT", `/admin/blockers/${blocker.id}`, { auth: admin, body: { disabled: false } });
    expect((await api("GET", "/user", { auth: player, headers: { "cf-connecting-ip": blocked } })).status).toBe(403);
    await api("DELETE", `/admin/blockers/${blocker.id}`, { auth: admin });
    expect((await api("GET", "/user", { auth: player, headers: { "cf-connecting-ip": blocked } })).status).toBe(200);
  });

  it("matches an IPv6 address however it is written", async () => {
    const admin = await staff("accessControl");
    const blocker = await createBlocker(admin, { type: "ipaddress", value: "2001:db8:0:0:0:0:0:42" });
    expect((await api("GET", "/content", { headers: { "cf-connecting-ip": "2001:DB8::42" } })).status).toBe(403);
    expect((await api("GET", "/content", { headers: { "cf-connecting-ip": "2001:db8::43" } })).status).toBe(200);
    await api("DELETE", `/admin/blockers/${blocker.id}`, { auth: admin });
  });

  it("a payment blocker refuses only payment calls from that address", async () => {
    const admin = await staff("accessControl");
    const player = await register();
    const address = testAddress();
    const blocker = await createBlocker(admin, { type: "ipaddress", area: "payment", value: address });
    const headers = { "cf-connecting-ip": address };
    for (const path of [
      "/payments/checkout-session",
      "/payments/stripe/checkout-session",
      "/coupons/enter/ABC",
      "/group-plans",
      "/user/purchase/gems/gem",
    ]) {
      const response = await api("POST", path, { auth: player, headers, body: {} });
      expect(response.status, path).toBe(403);
      expect(response.body.message).toBe(t("paymentsBlocked"));
    }
    expect((await api("GET", "/group-plans", { auth: player, headers })).status).toBe(200);
    // A provider's delivery answers to its signature, not to the address it comes from.
    expect((await api("POST", "/payments/webhook/stripe", { headers, body: {} })).status).not.toBe(403);
    expect((await api("GET", "/user", { auth: player, headers })).status).toBe(200);
    expect((await api("POST", "/user/purchase/eggs/Wolf", { auth: player, headers })).status).toBe(401);
    expect((await api("POST", "/user/purchase/gems/gem", { auth: player })).status).not.toBe(403);
    await api("DELETE", `/admin/blockers/${blocker.id}`, { auth: admin });
  });

  it("an email blocker refuses payments from accounts it covers", async () => {
    const admin = await staff("accessControl");
    const domain = uniqueDomain();
    const covered = await register({ email: `buyer@${domain}` });
    const other = await register();
    const blocker = await createBlocker(admin, { type: "email", area: "payment", value: domain });
    expectError(
      await api("POST", "/payments/stripe/checkout-session", { auth: covered, body: {} }),
      403,
      "paymentsBlocked",
    );
    expect((await api("POST", "/payments/stripe/checkout-session", { auth: other, body: {} })).status).not.toBe(403);
    // A payment-only email blocker leaves registration open.
    expect((await registration(`second@${domain}`)).status).toBe(201);
    await api("DELETE", `/admin/blockers/${blocker.id}`, { auth: admin });
  });

  it("an email blocker refuses registration and email changes to the address, its domain and subdomains", async () => {
    const admin = await staff("accessControl");
    const domain = uniqueDomain();
    const exact = `someone@open-${domain}`;
    const domainBlocker = await createBlocker(admin, { type: "email", value: domain });
    const addressBlocker = await createBlocker(admin, { type: "email", value: exact.toUpperCase() });
    for (const email of [`new@${domain}`, `new@MAIL.${domain}`, exact]) {
      const response = await registration(email);
      expect(response.status, email).toBe(403);
      expect(response.body).toMatchObject({ error: "Forbidden", message: t("emailBlocked") });
    }
    expect((await registration(`other@open-${domain}`)).status).toBe(201);
    expect((await registration(`new@not${domain}`)).status).toBe(201);
    const check = await api("POST", "/user/auth/check-email", { body: { email: `x@${domain}` } });
    expect(check.body.data).toEqual({ valid: false, email: `x@${domain}`, error: t("emailBlocked") });

    const player = await register();
    expectError(
      await api("PUT", "/user/auth/update-email", {
        auth: player,
        body: { newEmail: `moved@${domain}`, password: player.password },
      }),
      403,
      "emailBlocked",
    );
    expect((await api("GET", "/user", { auth: player })).body.data.auth.local.email).toBe(player.email.toLowerCase());
    await api("DELETE", `/admin/blockers/${domainBlocker.id}`, { auth: admin });
    expect(
      (
        await api("PUT", "/user/auth/update-email", {
          auth: player,
          body: { newEmail: `moved@${domain}`, password: player.password },
        })
      ).status,
    ).toBe(200);
    await api("DELETE", `/admin/blockers/${addressBlocker.id}`, { auth: admin });
  });

  it("each isolate reads the blockers again after a few seconds at most", async () => {
    const db = database(env.DB);
    const value = testAddress();
    // Times far from the clock keep this isolate's request handling out of the way.
    const start = 1_000;
    const before = await activeBlockers(db, start);
    await env.DB.prepare(
      "INSERT INTO blockers (id, type, area, value, reason, disabled, created_by, created_at, updated_at) VALUES (?1, 'ipaddress', 'full', ?2, '', 0, 'test', 'now', 'now')",
    )
      .bind(crypto.randomUUID(), value)
      .run();
    expect(before.fullAddresses.has(value)).toBe(false);
    expect((await activeBlockers(db, start + BLOCKER_CACHE_MS - 1)).fullAddresses.has(value)).toBe(false);
    expect((await activeBlockers(db, start + BLOCKER_CACHE_MS)).fullAddresses.has(value)).toBe(true);
    expect(BLOCKER_CACHE_MS).toBeLessThanOrEqual(10_000);
    await env.DB.prepare("DELETE FROM blockers WHERE value = ?1").bind(value).run();
  });
});

describe("blocker values and paths", () => {
  it("normalises values and matches addresses, domains and payment paths", () => {
    expect(normaliseBlockerValue("ipaddress", "010.1.1.1")).toBeUndefined();
    expect(normaliseBlockerValue("ipaddress", "10.1.1.1")).toBe("10.1.1.1");
    expect(normaliseBlockerValue("ipaddress", "::FFFF:10.1.1.1")).toBe("10.1.1.1");
    expect(normaliseBlockerValue("email", "@Example.COM")).toBe("example.com");
    expect(normaliseBlockerValue("email", "Someone@Example.com")).toBe("someone@example.com");
    expect(normaliseBlockerValue("email", "localhost")).toBeUndefined();
    expect(emailMatches("example.com", "a@example.com")).toBe(true);
    expect(emailMatches("example.com", "a@sub.example.com")).toBe(true);
    expect(emailMatches("example.com", "a@badexample.com")).toBe(false);
    expect(emailMatches("a@example.com", "A@example.com")).toBe(true);
    expect(emailMatches("a@example.com", "b@example.com")).toBe(false);
    expect(isPaymentCall("POST", "/payments/stripe/webhook")).toBe(true);
    expect(isPaymentCall("GET", "/payments/stripe/checkout-session")).toBe(false);
    expect(isPaymentCall("POST", "/paymentsx")).toBe(false);
    expect(isPaymentCall("POST", "/user/purchase/eggs/Wolf")).toBe(false);
  });
});

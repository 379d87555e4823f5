/**
 * Address blockers reach everything the Worker answers (the API under both prefixes, the data
 * export, the status probe, the live rooms and their tickets) and accept IPv4 and IPv6 ranges
 * in CIDR notation, checked as they are made, matched for IPv4-mapped IPv6 addresses too.
 * Addresses come from the documentation ranges, which no other test uses.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TAVERN_ID } from "../../content/data/constants";
import { t } from "../../content/i18n";
import { database } from "../../db/client";
import {
  activeBlockers,
  addressBlocked,
  BLOCKER_CACHE_MS,
  BLOCKER_RANGE_MIN_PREFIX,
  normaliseBlockerValue,
} from "../../worker/admin/blockers";
import { expectError, staff } from "./admin.helpers";
import { createParty } from "./groups.helpers";
import { api, register, type Credentials } from "./helpers";

async function createBlocker(admin: Credentials, blocker: Record<string, unknown>) {
  const response = await api("POST", "/admin/blockers", { auth: admin, body: blocker });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { id: string; value: string };
}

async function removeBlocker(admin: Credentials, id: string) {
  expect((await api("DELETE", `/admin/blockers/${id}`, { auth: admin })).status).toBe(200);
}

function expectBlocked(response: { status: number; body: unknown }, what: string) {
  expect(response.status, what).toBe(403);
  expect(response.body, what).toEqual({ success: false, error: "Forbidden", message: t("ipAddressBlocked") });
}

/** A request to the Worker outside the API, from an address. */
async function fetchFrom(address: string, path: string, init: RequestInit = {}) {
  const response = await SELF.fetch(`https://habitforge.test${path}`, {
    ...init,
    headers: { "cf-connecting-ip": address, ...(init.headers as Record<string, string>) },
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Left as text.
  }
  return { status: response.status, body, webSocket: response.webSocket };
}

describe("address ranges", () => {
  it("are stored as their network in one spelling, a full-length prefix as the address itself", async () => {
    const admin = await staff("accessControl");
    const cases: [string, string][] = [
      ["203.0.113.0/24", "203.0.113.0/24"],
      ["2001:DB8:1:2::/64", "2001:db8:1:2::/64"],
      ["2001:0db8:0001:0002:abcd::1/64", "2001:db8:1:2::/64"],
      ["192.0.2.77/28", "192.0.2.64/28"],
      ["192.0.2.9/32", "192.0.2.9"],
      ["::ffff:198.51.100.0/120", "198.51.100.0/24"],
      ["::ffff:198.51.100.7", "198.51.100.7"],
      ["2001:db8:ff::1/128", "2001:db8:ff::1"],
    ];
    for (const [value, stored] of cases) {
      const blocker = await createBlocker(admin, { type: "ipaddress", area: "payment", value });
      expect(blocker.value, value).toBe(stored);
      const listed = (await api("GET", "/admin/blockers", { auth: admin })).body.data.find(
        (entry: { id: string }) => entry.id === blocker.id,
      );
      expect(listed.value).toBe(stored);
      await removeBlocker(admin, blocker.id);
    }
    // The same network however it is written is the same blocker.
    const first = await createBlocker(admin, { type: "ipaddress", value: "203.0.113.0/24" });
    expectError(
      await api("POST", "/admin/blockers", { auth: admin, body: { type: "ipaddress", value: "203.0.113.200/24" } }),
      400,
      "blockerExists",
    );
    await removeBlocker(admin, first.id);
  });

  it("are refused with a clear message when malformed or too wide, changing nothing", async () => {
    const admin = await staff("accessControl");
    const before = (await api("GET", "/admin/blockers", { auth: admin })).body.data.length;
    for (const value of [
      "203.0.113.0/33",
      "203.0.113.0/",
      "203.0.113.0/abc",
      "203.0.113.0/-1",
      "203.0.113.0/24/8",
      "203.0.113.0 /24",
      "203.0.113/24",
      "2001:db8::/129",
      "2001:db8::/064x",
      "fe80::1%eth0",
      "example.com/24",
      "/24",
    ]) {
      expectError(
        await api("POST", "/admin/blockers", { auth: admin, body: { type: "ipaddress", value } }),
        400,
        "blockerInvalidAddress",
      );
    }
    const vars = { ipv4: BLOCKER_RANGE_MIN_PREFIX.ipv4, ipv6: BLOCKER_RANGE_MIN_PREFIX.ipv6 };
    expect(vars).toEqual({ ipv4: 8, ipv6: 32 });
    for (const value of ["0.0.0.0/0", "10.0.0.0/7", "::/0", "2001:db8::/31", "::ffff:0:0/96"])
      expectError(
        await api("POST", "/admin/blockers", { auth: admin, body: { type: "ipaddress", value } }),
        400,
        "blockerRangeTooWide",
        vars,
      );
    expect((await api("GET", "/admin/blockers", { auth: admin })).body.data.length).toBe(before);
  });

  it("that cover the caller's own address cannot refuse everything", async () => {
    const admin = await staff("accessControl");
    for (const [own, value] of [
      ["198.51.100.200", "198.51.100.0/24"],
      ["::ffff:198.51.100.200", "198.51.100.128/25"],
      ["2001:db8:77::5", "2001:db8:77::/48"],
    ]) {
      expectError(
        await api("POST", "/admin/blockers", {
          auth: admin,
          body: { type: "ipaddress", value },
          headers: { "cf-connecting-ip": own },
        }),
        400,
        "blockerWouldLockYouOut",
      );
    }
    // Payments only, or disabled, locks nobody out.
    const payment = await createBlocker(admin, { type: "ipaddress", area: "payment", value: "198.51.100.0/24" });
    await removeBlocker(admin, payment.id);
  });

  it("refuse every address inside them, IPv4-mapped IPv6 included, and nothing outside", async () => {
    const admin = await staff("accessControl");
    const player = await register();
    const v4 = await createBlocker(admin, { type: "ipaddress", value: "203.0.113.0/24", reason: "botnet" });
    const v6 = await createBlocker(admin, { type: "ipaddress", value: "2001:db8:1:2::/64" });
    for (const address of ["203.0.113.9", "203.0.113.255", "::ffff:203.0.113.9", "::FFFF:CB00:7109", "2001:db8:1:2::1"])
      expectBlocked(await api("GET", "/user", { auth: player, headers: { "cf-connecting-ip": address } }), address);
    for (const address of ["203.0.114.1", "203.0.112.255", "::ffff:203.0.114.1", "2001:db8:1:3::1", "2001:db8::1"])
      expect(
        (await api("GET", "/user", { auth: player, headers: { "cf-connecting-ip": address } })).status,
        address,
      ).toBe(200);
    await removeBlocker(admin, v4.id);
    await removeBlocker(admin, v6.id);
    expect((await api("GET", "/user", { auth: player, headers: { "cf-connecting-ip": "203.0.113.9" } })).status).toBe(
      200,
    );
  });

  it("for payments refuse only payment calls from inside them", async () => {
    const admin = await staff("accessControl");
    const player = await register();
    const blocker = await createBlocker(admin, { type: "ipaddress", area: "payment", value: "192.0.2.0/26" });
    const headers = { "cf-connecting-ip": "192.0.2.33" };
    expectError(
      await api("POST", "/payments/stripe/checkout-session", { auth: player, headers, body: {} }),
      403,
      "paymentsBlocked",
    );
    expect((await api("GET", "/user", { auth: player, headers })).status).toBe(200);
    expect(
      (
        await api("POST", "/payments/stripe/checkout-session", {
          auth: player,
          headers: { "cf-connecting-ip": "192.0.2.65" },
          body: {},
        })
      ).status,
    ).not.toBe(403);
    await removeBlocker(admin, blocker.id);
  });
});

describe("what a blocked address reaches", () => {
  it("nothing the Worker answers: the API, the data export, the status probe", async () => {
    const admin = await staff("accessControl");
    const player = await register();
    const blocker = await createBlocker(admin, { type: "ipaddress", value: "198.51.100.64/27" });
    const address = "198.51.100.70";
    const auth = { "x-api-user": player.id, "x-api-key": player.apiToken };
    for (const path of [
      "/export/userdata.json",
      "/export/userdata.xml",
      "/export/history.csv",
      "/export/inbox.html",
      `/export/avatar-${player.id}.html`,
      "/export/nothing-here",
      "/status",
      "/api/v4/status",
      "/api/v3/content",
      "/api/v5/anything",
    ])
      expectBlocked(await fetchFrom(address, path, { headers: auth }), path);
    expectBlocked(
      await api("POST", `/groups/${TAVERN_ID}/live-ticket`, { auth: player, headers: { "cf-connecting-ip": address } }),
      "live ticket",
    );
    expect((await fetchFrom("198.51.100.200", "/export/userdata.json", { headers: auth })).status).toBe(200);
    await removeBlocker(admin, blocker.id);
    expect((await fetchFrom(address, "/export/userdata.json", { headers: auth })).status).toBe(200);
  });

  it("no live room: a ticket taken elsewhere does not let the blocked address in", async () => {
    const admin = await staff("accessControl");
    const player = await register();
    const partyId = await createParty(player, "Blocked Party");
    const address = "2001:db8:abcd:12::77";
    const blocker = await createBlocker(admin, { type: "ipaddress", value: "2001:db8:abcd:12::/64" });
    for (const groupId of [partyId, TAVERN_ID]) {
      const ticket = await api("POST", `/groups/${groupId}/live-ticket`, { auth: player });
      expect(ticket.status).toBe(200);
      const refused = await fetchFrom(address, ticket.body.data.url, { headers: { Upgrade: "websocket" } });
      expect(refused.webSocket, groupId).toBeFalsy();
      expectBlocked(refused, groupId);
      // The ticket was not spent by the refused attempt: the player's own address still gets in.
      const admitted = await fetchFrom("2001:db8:abcd:13::1", ticket.body.data.url, {
        headers: { Upgrade: "websocket" },
      });
      expect(admitted.status, groupId).toBe(101);
      admitted.webSocket?.accept();
      admitted.webSocket?.close();
    }
    await removeBlocker(admin, blocker.id);
  });
});

describe("the blocker cache", () => {
  it("holds ranges too and reads them again after a few seconds at most", async () => {
    const db = database(env.DB);
    const start = 5_000_000;
    const before = await activeBlockers(db, start);
    expect(addressBlocked(before, "full", "192.0.2.130")).toBe(false);
    await env.DB.prepare(
      "INSERT INTO blockers (id, type, area, value, reason, disabled, created_by, created_at, updated_at) VALUES (?1, 'ipaddress', 'full', '192.0.2.128/25', '', 0, 'test', 'now', 'now')",
    )
      .bind(crypto.randomUUID())
      .run();
    expect(addressBlocked(await activeBlockers(db, start + BLOCKER_CACHE_MS - 1), "full", "192.0.2.130")).toBe(false);
    const fresh = await activeBlockers(db, start + BLOCKER_CACHE_MS);
    expect(addressBlocked(fresh, "full", "192.0.2.130")).toBe(true);
    expect(addressBlocked(fresh, "full", "::ffff:192.0.2.130")).toBe(true);
    expect(addressBlocked(fresh, "full", "192.0.2.127")).toBe(false);
    expect(addressBlocked(fresh, "payment", "192.0.2.130")).toBe(false);
    expect(addressBlocked(fresh, "full", "not an address")).toBe(false);
    await env.DB.prepare("DELETE FROM blockers WHERE value = '192.0.2.128/25'").run();
  });

  it("reads a value stored in an older spelling as the address it means", async () => {
    expect(normaliseBlockerValue("ipaddress", "::ffff:a01:101")).toBe("10.1.1.1");
    const db = database(env.DB);
    await env.DB.prepare(
      "INSERT INTO blockers (id, type, area, value, reason, disabled, created_by, created_at, updated_at) VALUES (?1, 'ipaddress', 'full', '::ffff:c000:2fe', '', 0, 'test', 'now', 'now')",
    )
      .bind(crypto.randomUUID())
      .run();
    const snapshot = await activeBlockers(db, 9_000_000);
    expect(addressBlocked(snapshot, "full", "192.0.2.254")).toBe(true);
    await env.DB.prepare("DELETE FROM blockers WHERE value = '::ffff:c000:2fe'").run();
  });
});

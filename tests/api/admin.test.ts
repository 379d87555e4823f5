/**
 * The staff routes: who may call each, player search and history, subscription details, any
 * group, and the audit log of every change.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { TAVERN_ID } from "../../content/data/constants";
import { t } from "../../content/i18n";
import { expectError, expectNoPrivilege, staff, type Privilege } from "./admin.helpers";
import { addMember, createGuild, createParty, debugSet } from "./groups.helpers";
import { api, register, type Credentials } from "./helpers";
import { uniqueNamePart } from "../names";

interface RouteCase {
  name: string;
  method: string;
  path: (ids: Fixture) => string;
  body?: unknown;
  /** Holders of any of these (or fullAccess) are let in. */
  allowed: Privilege[];
  status?: number;
}

interface Fixture {
  player: Credentials;
  partyId: string;
}

const ROUTES: RouteCase[] = [
  { name: "search", method: "GET", path: ({ player }) => `/admin/search/${player.username}`, allowed: ["userSupport"] },
  {
    name: "history",
    method: "GET",
    path: ({ player }) => `/admin/user/${player.id}/history`,
    allowed: ["userSupport"],
  },
  {
    name: "subscription",
    method: "GET",
    path: ({ player }) => `/admin/user/${player.id}/subscription-payment-details`,
    allowed: ["userSupport"],
  },
  { name: "hero", method: "GET", path: ({ player }) => `/hall/heroes/${player.id}`, allowed: ["userSupport"] },
  {
    name: "hero update",
    method: "PUT",
    path: ({ player }) => `/hall/heroes/${player.id}`,
    body: { contributor: { text: "Tester" } },
    allowed: ["userSupport"],
  },
  {
    name: "hero party",
    method: "GET",
    path: ({ partyId }) => `/hall/heroes/party/${partyId}`,
    allowed: ["userSupport"],
  },
  {
    name: "hero group plans",
    method: "GET",
    path: ({ player }) => `/hall/heroes/${player.id}/group-plans`,
    allowed: ["userSupport"],
  },
  {
    name: "purchase history",
    method: "GET",
    path: ({ player }) => `/members/${player.id}/purchase-history`,
    allowed: ["userSupport"],
  },
  {
    name: "user audit",
    method: "GET",
    path: ({ player }) => `/admin/audit/user/${player.id}`,
    allowed: ["userSupport"],
  },
  { name: "staff-wide audit", method: "GET", path: () => "/admin/audit", allowed: [] },
  { name: "groups", method: "GET", path: () => "/admin/groups?search=early", allowed: ["groupSupport"] },
  { name: "group", method: "GET", path: ({ partyId }) => `/admin/groups/${partyId}`, allowed: ["groupSupport"] },
  {
    name: "group update",
    method: "PUT",
    path: ({ partyId }) => `/admin/groups/${partyId}`,
    body: { summary: "Checked by staff" },
    allowed: ["groupSupport"],
  },
  {
    name: "group audit",
    method: "GET",
    path: ({ partyId }) => `/admin/audit/group/${partyId}`,
    allowed: ["groupSupport", "moderator"],
  },
  { name: "moderation queue", method: "GET", path: () => "/admin/moderation", allowed: ["groupSupport", "moderator"] },
  { name: "blockers", method: "GET", path: () => "/admin/blockers", allowed: ["accessControl"] },
  {
    name: "blocker create",
    method: "POST",
    path: () => "/admin/blockers",
    body: { type: "email", area: "payment", value: `@matrix-${crypto.randomUUID().slice(0, 8)}.test` },
    allowed: ["accessControl"],
    status: 201,
  },
  {
    name: "blocker audit",
    method: "GET",
    path: () => `/admin/audit/blocker/${crypto.randomUUID()}`,
    allowed: ["accessControl"],
  },
  // Past the privilege check these find nothing: the holders get 404, everyone else 401.
  {
    name: "blocker change",
    method: "PUT",
    path: () => `/admin/blockers/${crypto.randomUUID()}`,
    body: { reason: "x" },
    allowed: ["accessControl"],
    status: 404,
  },
  {
    name: "blocker delete",
    method: "DELETE",
    path: () => `/admin/blockers/${crypto.randomUUID()}`,
    allowed: ["accessControl"],
    status: 404,
  },
  {
    name: "report clear",
    method: "POST",
    path: () => `/admin/moderation/${TAVERN_ID}/${crypto.randomUUID()}/clear`,
    allowed: ["groupSupport", "moderator"],
    status: 404,
  },
  {
    name: "report delete",
    method: "DELETE",
    path: () => `/admin/moderation/${TAVERN_ID}/${crypto.randomUUID()}`,
    allowed: ["groupSupport", "moderator"],
    status: 404,
  },
  {
    name: "report revoke",
    method: "POST",
    path: () => `/admin/moderation/${TAVERN_ID}/${crypto.randomUUID()}/revoke`,
    allowed: ["groupSupport", "moderator"],
    status: 404,
  },
];

const EVERY: Privilege[] = ["userSupport", "accessControl", "groupSupport", "challengeAdmin", "moderator"];

describe("who may call the staff routes", () => {
  let fixture: Fixture;
  const holders = new Map<Privilege | "none", Credentials>();

  beforeAll(async () => {
    const player = await register();
    fixture = { player, partyId: await createParty(player, "The Early Risers") };
    holders.set("none", await register());
    for (const privilege of [...EVERY, "fullAccess"] as Privilege[]) holders.set(privilege, await staff(privilege));
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.name}: ${[...route.allowed, "full access"].join(" or ")} only`, async () => {
      const call = (who: Credentials) => {
        // Creating the same blocker twice is refused: each holder blocks their own domain.
        const body =
          route.name === "blocker create"
            ? { ...(route.body as object), value: `@matrix-${crypto.randomUUID().slice(0, 8)}.test` }
            : route.body;
        return api(route.method, route.path(fixture), { auth: who, body });
      };
      expectNoPrivilege(await call(holders.get("none")!));
      for (const privilege of EVERY) {
        const response = await call(holders.get(privilege)!);
        if (route.allowed.includes(privilege))
          expect(response.status, `${privilege}: ${JSON.stringify(response.body)}`).toBe(route.status ?? 200);
        else expectNoPrivilege(response);
      }
      expect((await call(holders.get("fullAccess")!)).status).toBe(route.status ?? 200);
      expect((await api(route.method, route.path(fixture), { body: route.body })).status).toBe(401);
    });
  }
});

describe("finding a player", () => {
  let support: Credentials;
  let target: Credentials;
  let other: Credentials;

  beforeAll(async () => {
    support = await staff("userSupport");
    const stem = `zq${uniqueNamePart().slice(0, 8)}`;
    target = await register({ username: `${stem}alpha`, email: `${stem}.alpha@mailbox.test` });
    other = await register({ username: `${stem}alphabet`, email: `${stem}.beta@mailbox.test` });
    await debugSet(target, { "profile.name": "Alpha Tester", "stats.lvl": 12 });
  });

  it("finds by exact id, username and email, case aside, with the fields support needs", async () => {
    for (const identifier of [
      target.id,
      target.username.toUpperCase(),
      `@${target.username}`,
      target.email.toUpperCase(),
    ]) {
      const response = await api("GET", `/admin/search/${encodeURIComponent(identifier)}`, { auth: support });
      expect(response.status).toBe(200);
      expect(response.body.data[0]).toEqual({
        id: target.id,
        _id: target.id,
        username: target.username,
        displayName: "Alpha Tester",
        email: target.email,
        level: 12,
        created: expect.any(String),
        lastLogin: expect.any(String),
        blocked: false,
      });
    }
  });

  it("finds by the start of a username or email, exact matches first", async () => {
    const byName = await api("GET", `/admin/search/${target.username}`, { auth: support });
    expect(byName.body.data.map((row: { id: string }) => row.id)).toEqual([target.id, other.id]);
    const byPrefix = await api("GET", `/admin/search/${target.username.slice(0, -3)}`, { auth: support });
    expect(byPrefix.body.data.map((row: { id: string }) => row.id).sort()).toEqual([target.id, other.id].sort());
    const byEmailPrefix = await api("GET", `/admin/search/${encodeURIComponent(other.email.slice(0, -12))}`, {
      auth: support,
    });
    expect(byEmailPrefix.body.data.map((row: { id: string }) => row.id)).toEqual([other.id]);
    const none = await api("GET", `/admin/search/nobody-${crypto.randomUUID()}`, { auth: support });
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
  });

  it("treats wildcards as plain text and refuses a blank or overlong term", async () => {
    const percent = await api("GET", `/admin/search/${encodeURIComponent("%")}`, { auth: support });
    expect(percent.body.data).toEqual([]);
    expectError(
      await api("GET", `/admin/search/${encodeURIComponent("   ")}`, { auth: support }),
      400,
      "userIdentifierRequired",
    );
    expectError(await api("GET", `/admin/search/${"a".repeat(300)}`, { auth: support }), 400, "userIdentifierRequired");
  });
});

describe("a player's history", () => {
  it("records logins with their client, day rollovers, armoire openings, quest answers, gems and admin changes", async () => {
    const support = await staff("userSupport");
    const player = await register();
    const friend = await register();
    const login = await api("POST", "/user/auth/local/login", {
      body: { username: player.username, password: player.password },
      headers: { "x-client": "habitforge-web" },
    });
    expect(login.status).toBe(200);
    // A day rollover from the player's first request after their day boundary.
    await api("POST", "/debug/set-cron", {
      auth: player,
      body: { lastCron: new Date(Date.now() - 2 * 86_400_000).toISOString() },
    });
    expect((await api("GET", "/user", { auth: player, headers: { "x-client": "habitforge-mobile" } })).status).toBe(
      200,
    );
    // The armoire, once open.
    await debugSet(player, { "flags.armoireEnabled": true, "stats.gp": 500 });
    expect((await api("POST", "/user/buy-armoire", { auth: player })).status).toBe(200);
    // A quest invitation answered.
    const partyId = await createParty(friend, "Quest Friends");
    await addMember(partyId, friend, player);
    await debugSet(friend, { "items.quests.dustbunnies": 1 });
    expect((await api("POST", `/groups/${partyId}/quests/invite/dustbunnies`, { auth: friend })).status).toBe(200);
    expect(
      (
        await api("POST", `/groups/${partyId}/quests/reject`, {
          auth: player,
          headers: { "x-client": "habitforge-web" },
        })
      ).status,
    ).toBe(200);
    // Gems moved by support.
    expect((await api("PUT", `/hall/heroes/${player.id}`, { auth: support, body: { balance: 5 } })).status).toBe(200);

    const response = await api("GET", `/admin/user/${player.id}/history`, { auth: support });
    expect(response.status).toBe(200);
    const history = response.body.data;
    expect(history.userId).toBe(player.id);
    expect(history.logins[0]).toEqual({ timestamp: expect.any(String), client: "habitforge-web" });
    expect(history.cron[0]).toEqual({ timestamp: expect.any(String), client: "habitforge-mobile" });
    expect(history.armoire).toHaveLength(1);
    expect(history.armoire[0].reward).toMatch(/^(gear|food|experience):/);
    expect(history.questInviteResponses[0]).toMatchObject({
      quest: "dustbunnies",
      response: "reject",
      client: "habitforge-web",
    });
    expect(history.transactions[0]).toMatchObject({ currency: "gems", amount: 20, transactionType: "admin_update" });
    expect(history.adminChanges[0]).toMatchObject({
      action: "updateHero",
      actor: { id: support.id },
      changes: [{ path: "balance", old: 0, new: 5 }],
    });
  });

  it("keeps only the newest entries of each kind", async () => {
    const support = await staff("userSupport");
    const player = await register();
    for (let i = 0; i < 53; i++)
      await api("POST", "/user/auth/local/login", {
        body: { username: player.username, password: player.password },
        headers: { "x-client": `client-${i}` },
      });
    const history = (await api("GET", `/admin/user/${player.id}/history`, { auth: support })).body.data;
    expect(history.logins).toHaveLength(50);
    expect(history.logins[0].client).toBe("client-52");
    expect(history.logins[49].client).toBe("client-3");
  });

  it("answers 404 for a player who does not exist", async () => {
    const support = await staff("userSupport");
    const missing = crypto.randomUUID();
    expectError(await api("GET", `/admin/user/${missing}/history`, { auth: support }), 404, "userWithIDNotFound", {
      userId: missing,
    });
    expectError(
      await api("GET", `/admin/user/${missing}/subscription-payment-details`, { auth: support }),
      404,
      "userWithIDNotFound",
      { userId: missing },
    );
  });
});

describe("subscription payment details", () => {
  it("answers the plan the player holds, with an empty list of payments", async () => {
    const support = await staff("userSupport");
    const player = await register();
    const empty = (await api("GET", `/admin/user/${player.id}/subscription-payment-details`, { auth: support })).body
      .data;
    expect(empty).toEqual({
      userId: player.id,
      active: false,
      provider: null,
      customerId: null,
      planId: null,
      subscriptionId: null,
      dateCreated: null,
      dateUpdated: null,
      dateTerminated: null,
      dateCurrentTypeCreated: null,
      nextPaymentDate: null,
      consecutive: { count: 0, offset: 0, trinkets: 0, gemCapExtra: 0 },
      gemsBought: 0,
      recentPayments: [],
      subscriptions: [],
      subscriptionHistory: [],
    });
    await debugSet(player, {
      "purchased.plan.planId": "basic_3mo",
      "purchased.plan.customerId": "cus_123",
      "purchased.plan.dateCreated": "2024-01-02T00:00:00.000Z",
      "purchased.plan.paymentMethod": "Stripe",
    });
    const held = (await api("GET", `/admin/user/${player.id}/subscription-payment-details`, { auth: support })).body
      .data;
    expect(held).toMatchObject({
      active: true,
      provider: "Stripe",
      customerId: "cus_123",
      planId: "basic_3mo",
      dateCreated: "2024-01-02T00:00:00.000Z",
      recentPayments: [],
    });
  });
});

describe("group support", () => {
  let support: Credentials;
  let leader: Credentials;
  let member: Credentials;
  let guildId: string;

  beforeAll(async () => {
    support = await staff("groupSupport");
    leader = await register();
    member = await register();
    guildId = await createGuild(leader, { name: "Secret Garden Club", privacy: "private" });
    await addMember(guildId, leader, member);
  });

  it("the guild's price is in its leader's purchase history", async () => {
    const history = (await api("GET", `/members/${leader.id}/purchase-history`, { auth: await staff("userSupport") }))
      .body.data;
    expect(history[0]).toMatchObject({
      currency: "gems",
      amount: -4,
      transactionType: "create_guild",
      reference: guildId,
    });
  });

  it("sees a private group with its leader, members and audit log", async () => {
    const outsider = await register();
    expect((await api("GET", `/groups/${guildId}`, { auth: outsider })).status).toBe(404);
    const response = await api("GET", `/admin/groups/${guildId}`, { auth: support });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      id: guildId,
      type: "guild",
      name: "Secret Garden Club",
      privacy: "private",
      memberCount: 2,
      leader: { id: leader.id, username: leader.username },
      auditLog: [],
    });
    expect(response.body.data.members.map((entry: { id: string; role: string }) => [entry.id, entry.role])).toEqual([
      [leader.id, "leader"],
      [member.id, "member"],
    ]);
    const found = await api("GET", "/admin/groups?search=garden", { auth: support });
    expect(found.body.data.map((row: { id: string }) => row.id)).toContain(guildId);
    expect((await api("GET", "/admin/groups/tavern", { auth: support })).body.data.id).toBe(TAVERN_ID);
  });

  it("changes name, summary, privacy and leader, each change audited", async () => {
    const response = await api("PUT", `/admin/groups/${guildId}`, {
      auth: support,
      body: {
        name: "Open Garden Club",
        summary: "Everyone is welcome",
        privacy: "public",
        leader: member.id,
        type: "party",
        memberCount: 99,
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({
      name: "Open Garden Club",
      summary: "Everyone is welcome",
      privacy: "public",
      type: "guild",
      memberCount: 2,
      leader: { id: member.id },
    });
    expect(response.body.data.members.find((entry: { id: string }) => entry.id === member.id).role).toBe("leader");
    expect(response.body.data.members.find((entry: { id: string }) => entry.id === leader.id).role).toBe("member");
    const audit = response.body.data.auditLog[0];
    expect(audit).toMatchObject({
      action: "updateGroup",
      actor: { id: support.id },
      targetType: "group",
      targetId: guildId,
    });
    expect(audit.changes).toEqual([
      { path: "name", old: "Secret Garden Club", new: "Open Garden Club" },
      { path: "doc.summary", old: "", new: "Everyone is welcome" },
      { path: "privacy", old: "private", new: "public" },
      { path: "leaderId", old: leader.id, new: member.id },
    ]);
    // The new leader leads for the group's own routes too.
    expect((await api("PUT", `/groups/${guildId}`, { auth: member, body: { summary: "Our garden" } })).status).toBe(
      200,
    );
  });

  it("refuses what a group cannot be and changes nothing", async () => {
    const partyId = await createParty(leader, "Night Owls");
    const outsider = await register();
    expectError(
      await api("PUT", `/admin/groups/${partyId}`, { auth: support, body: { privacy: "public" } }),
      400,
      "partyMustBePrivate",
    );
    expectError(
      await api("PUT", `/admin/groups/${partyId}`, { auth: support, body: { leader: outsider.id } }),
      400,
      "newLeaderNotMember",
    );
    expectError(
      await api("PUT", `/admin/groups/${partyId}`, { auth: support, body: { name: "   " } }),
      400,
      "invalidRequestParameters",
    );
    expectError(
      await api("PUT", `/admin/groups/${TAVERN_ID}`, { auth: support, body: { name: "Pub" } }),
      400,
      "tavernNotEditable",
    );
    expectError(await api("GET", `/admin/groups/${crypto.randomUUID()}`, { auth: support }), 404, "groupNotFound");
    const party = (await api("GET", `/admin/groups/${partyId}`, { auth: support })).body.data;
    expect(party).toMatchObject({ name: "Night Owls", privacy: "private", leader: { id: leader.id }, auditLog: [] });
  });
});

describe("the audit log", () => {
  it("lists a target's entries newest first and pages back", async () => {
    const support = await staff("userSupport");
    const player = await register();
    for (const text of ["First", "Second", "Third"])
      expect(
        (await api("PUT", `/hall/heroes/${player.id}`, { auth: support, body: { contributor: { text } } })).status,
      ).toBe(200);
    const all = (await api("GET", `/admin/audit/user/${player.id}`, { auth: support })).body.data;
    expect(all.map((entry: { changes: { new: string }[] }) => entry.changes[0].new)).toEqual([
      "Third",
      "Second",
      "First",
    ]);
    const older = (await api("GET", `/admin/audit/user/${player.id}?before=${all[0].id}&limit=1`, { auth: support }))
      .body.data;
    expect(older.map((entry: { changes: { new: string }[] }) => entry.changes[0].new)).toEqual(["Second"]);
    expectError(await api("GET", `/admin/audit/chat/${player.id}`, { auth: support }), 400, "invalidRequestParameters");
    expect(t("noPrivAccess")).not.toBe("string not found");
  });
});

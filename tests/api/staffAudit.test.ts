/**
 * Every staff power leaves its mark in the audit log, wherever it is used: the player routes a
 * privilege opens further than a player's (groups, chat, challenges and their tasks, promo
 * codes) write their entry in the same batch as the change; reading what only a privilege
 * shows is recorded once per staff member, target and hour. The staff-wide log is read by
 * full access only, filtered and paged newest first.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { TAVERN_ID } from "../../content/data/constants";
import { database } from "../../db/client";
import { recordStaffView, STAFF_VIEW_WINDOW_MS } from "../../worker/admin/audit";
import { expectError, expectNoPrivilege, staff, type Privilege } from "./admin.helpers";
import { addMember, createGuild, createParty } from "./groups.helpers";
import { api, register, type Credentials } from "./helpers";

interface Entry {
  id: number;
  at: string;
  actor: { id: string; name: string };
  targetType: string;
  targetId: string;
  action: string;
  changes: { path: string; old: unknown; new: unknown }[];
}

let operator: Credentials;

beforeAll(async () => {
  operator = await staff("fullAccess");
});

/** The staff-wide log as full access reads it. */
async function auditOf(filters: Record<string, string>): Promise<Entry[]> {
  const response = await api("GET", `/admin/audit?${new URLSearchParams({ limit: "100", ...filters })}`, {
    auth: operator,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.entries;
}

async function post(author: Credentials, groupId: string, text: string): Promise<string> {
  const response = await api("POST", `/groups/${groupId}/chat`, { auth: author, body: { message: text } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.message.id;
}

async function challengeIn(leader: Credentials, groupId: string, extra: Record<string, unknown> = {}) {
  const created = await api("POST", "/challenges", {
    auth: leader,
    body: { group: groupId, name: "Ten pages a day", shortName: "ten", ...extra },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id: string = created.body.data._id;
  const tasks = await api("POST", `/tasks/challenge/${id}`, {
    auth: leader,
    body: [{ type: "habit", text: "Read ten pages" }],
  });
  expect(tasks.status, JSON.stringify(tasks.body)).toBe(201);
  return { id, taskId: tasks.body.data._id as string };
}

describe("staff powers through the player routes", () => {
  it("a moderator removing a member of a group they do not manage; the leader's removals are no staff action", async () => {
    const moderator = await staff("moderator");
    const leader = await register();
    const [member, other] = [await register(), await register()];
    const guildId = await createGuild(leader, { name: "Quiet Corner", privacy: "private" });
    await addMember(guildId, leader, member);
    await addMember(guildId, leader, other);
    expect((await api("POST", `/groups/${guildId}/removeMember/${member.id}`, { auth: moderator })).status).toBe(200);
    const [entry] = await auditOf({ actor: moderator.id, action: "removeMember" });
    expect(entry).toMatchObject({
      actor: { id: moderator.id, name: moderator.username },
      targetType: "group",
      targetId: guildId,
      changes: [{ path: `members.${member.id}`, old: "member", new: null }],
    });
    expect((await api("POST", `/groups/${guildId}/removeMember/${other.id}`, { auth: leader })).status).toBe(200);
    expect(await auditOf({ actor: leader.id })).toEqual([]);
  });

  it("full access changing a group it does not lead, through the group's own route", async () => {
    const leader = await register();
    const guildId = await createGuild(leader, { name: "Night Readers" });
    const changed = await api("PUT", `/groups/${guildId}`, {
      auth: operator,
      body: { name: "Day Readers", summary: "Mornings now" },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const entries = await auditOf({
      actor: operator.id,
      action: "updateGroup",
      targetType: "group",
      targetId: guildId,
    });
    expect(entries).toHaveLength(1);
    expect(entries[0].changes).toEqual([
      { path: "name", old: "Night Readers", new: "Day Readers" },
      { path: "doc.summary", old: "", new: "Mornings now" },
    ]);
    expect((await api("PUT", `/groups/${guildId}`, { auth: leader, body: { name: "Our Readers" } })).status).toBe(200);
    expect(await auditOf({ actor: leader.id })).toEqual([]);
  });

  it("a moderator's report on a message, which hides it at once", async () => {
    const moderator = await staff("moderator");
    const author = await register();
    const reporter = await register();
    const reported = await post(author, TAVERN_ID, `loud words ${crypto.randomUUID()}`);
    expect((await api("POST", `/groups/${TAVERN_ID}/chat/${reported}/flag`, { auth: moderator })).status).toBe(200);
    const [entry] = await auditOf({ actor: moderator.id, action: "flagMessage" });
    expect(entry).toMatchObject({
      targetType: "group",
      targetId: TAVERN_ID,
      changes: [{ path: `chat.${reported}.flagCount`, old: 0, new: 5 }],
    });
    const other = await post(author, TAVERN_ID, `more words ${crypto.randomUUID()}`);
    expect((await api("POST", `/groups/${TAVERN_ID}/chat/${other}/flag`, { auth: reporter })).status).toBe(200);
    expect(await auditOf({ actor: reporter.id })).toEqual([]);
  });

  it("challenge admin: creating an official challenge, editing, tasks, picking a winner and deleting", async () => {
    const admin = await staff("challengeAdmin");
    const leader = await register();
    const member = await register();
    const guildId = await createGuild(leader, { name: "Runners" });
    await api("POST", `/groups/${guildId}/join`, { auth: admin });
    await api("POST", `/groups/${guildId}/join`, { auth: member });

    const official = await challengeIn(admin, guildId, { official: true });
    const [created] = await auditOf({ actor: admin.id, action: "createChallenge" });
    expect(created).toMatchObject({
      targetType: "challenge",
      targetId: official.id,
      changes: [{ path: "official", old: null, new: true }],
    });

    const { id, taskId } = await challengeIn(leader, guildId);
    await api("POST", `/challenges/${id}/join`, { auth: member });
    expect((await api("PUT", `/challenges/${id}`, { auth: admin, body: { summary: "Run!" } })).status).toBe(200);
    const added = await api("POST", `/tasks/challenge/${id}`, { auth: admin, body: { type: "todo", text: "5 km" } });
    expect(added.status).toBe(201);
    expect((await api("PUT", `/tasks/${taskId}`, { auth: admin, body: { text: "Run ten minutes" } })).status).toBe(200);
    expect((await api("DELETE", `/tasks/${added.body.data._id}`, { auth: admin })).status).toBe(200);
    expect((await api("POST", `/challenges/${id}/selectWinner/${member.id}`, { auth: admin })).status).toBe(200);

    const entries = await auditOf({ actor: admin.id, targetType: "challenge", targetId: id });
    expect(entries.map((entry) => entry.action)).toEqual([
      "selectChallengeWinner",
      "deleteChallengeTask",
      "updateChallengeTask",
      "addChallengeTasks",
      "updateChallenge",
    ]);
    expect(entries[0].changes).toEqual([{ path: "winner", old: null, new: member.id }]);
    expect(entries[2].changes).toEqual([
      { path: `tasks.${taskId}.text`, old: "Read ten pages", new: "Run ten minutes" },
    ]);
    expect(entries[4].changes).toEqual([{ path: "summary", old: "", new: "Run!" }]);

    const second = await challengeIn(leader, guildId);
    expect((await api("DELETE", `/challenges/${second.id}`, { auth: admin })).status).toBe(200);
    expect((await auditOf({ actor: admin.id, targetId: second.id })).map((entry) => entry.action)).toEqual([
      "deleteChallenge",
    ]);
    // What the leader does with their own challenge is no staff action.
    const own = await challengeIn(leader, guildId);
    await api("PUT", `/challenges/${own.id}`, { auth: leader, body: { summary: "mine" } });
    await api("DELETE", `/challenges/${own.id}`, { auth: leader });
    expect(await auditOf({ actor: leader.id })).toEqual([]);
  });

  it("a moderator's report on a challenge and clearing the reports", async () => {
    const moderator = await staff("moderator");
    const leader = await register();
    const guildId = await createGuild(leader, { name: "Walkers" });
    const { id } = await challengeIn(leader, guildId);
    expect((await api("POST", `/challenges/${id}/flag`, { auth: moderator, body: { comment: "spam" } })).status).toBe(
      200,
    );
    expect((await api("POST", `/challenges/${id}/clearflags`, { auth: moderator })).status).toBe(200);
    const entries = await auditOf({ actor: moderator.id, targetType: "challenge", targetId: id });
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      ["clearChallengeFlags", [{ path: "flagCount", old: 2, new: 0 }]],
      ["flagChallenge", [{ path: "flagCount", old: 0, new: 2 }]],
    ]);
  });

  it("promo codes made by full access, with the codes made", async () => {
    const made = await api("POST", "/coupons/generate/wondercon?count=2", { auth: operator });
    expect(made.status).toBe(200);
    const codes = made.body.data.map((coupon: { code: string }) => coupon.code).sort();
    const entry = (await auditOf({ actor: operator.id, action: "generateCoupons" })).find((candidate) =>
      JSON.stringify(candidate.changes).includes(codes[0]),
    );
    expect(entry).toMatchObject({ targetType: "coupon", targetId: "wondercon" });
    expect(entry?.changes).toEqual([
      { path: "count", old: null, new: 2 },
      { path: "codes", old: null, new: codes },
    ]);
  });
});

describe("reading what only a privilege shows", () => {
  it("a moderator reading a private group is recorded once per hour, not on every read", async () => {
    const moderator = await staff("moderator");
    const leader = await register();
    const guildId = await createGuild(leader, { name: "Private Garden", privacy: "private" });
    const partyId = await createParty(leader, "Private Party");
    const publicGuild = await createGuild(leader, { name: "Open Garden", privacy: "public" });
    for (const path of [`/groups/${guildId}/chat`, `/groups/${guildId}`, `/groups/${guildId}/chat`])
      expect((await api("GET", path, { auth: moderator })).status, path).toBe(200);
    expect((await api("GET", `/groups/${partyId}/chat`, { auth: moderator })).status).toBe(200);
    expect((await api("GET", `/groups/${publicGuild}/chat`, { auth: moderator })).status).toBe(200);
    expect((await api("GET", `/groups/${TAVERN_ID}/chat`, { auth: moderator })).status).toBe(200);
    const reads = await auditOf({ actor: moderator.id, action: "readPrivateGroup" });
    expect(reads.map((entry) => entry.targetId).sort()).toEqual([guildId, partyId].sort());
    expect(reads[0]).toMatchObject({ targetType: "group", changes: [] });
    // Another moderator's reading is their own entry; a member's reading is none at all.
    const other = await staff("moderator");
    await api("GET", `/groups/${guildId}/chat`, { auth: other });
    expect(await auditOf({ actor: other.id, action: "readPrivateGroup" })).toHaveLength(1);
    const insider = await staff("moderator");
    await addMember(guildId, leader, insider);
    await api("GET", `/groups/${guildId}/chat`, { auth: insider });
    expect(await auditOf({ actor: insider.id })).toEqual([]);
  });

  it("records a view once per staff member, target and window", async () => {
    const db = database(env.DB);
    const actor = { id: `window-${crypto.randomUUID()}`, name: "window tester" };
    const targetId = crypto.randomUUID();
    const view = { targetType: "group", targetId, action: "readPrivateGroup" } as const;
    // Times far from the clock keep real requests out of the way.
    const start = Date.UTC(2001, 0, 1);
    await recordStaffView(db, actor, view, new Date(start));
    await recordStaffView(db, actor, view, new Date(start + STAFF_VIEW_WINDOW_MS - 1));
    await recordStaffView(db, actor, { ...view, targetId: "another" }, new Date(start + 1));
    await recordStaffView(db, actor, view, new Date(start + STAFF_VIEW_WINDOW_MS));
    const rows = await env.DB.prepare("SELECT target_id, at FROM audit_log WHERE actor_id = ?1 ORDER BY id")
      .bind(actor.id)
      .all<{ target_id: string; at: string }>();
    expect(rows.results).toEqual([
      { target_id: targetId, at: new Date(start).toISOString() },
      { target_id: "another", at: new Date(start + 1).toISOString() },
      { target_id: targetId, at: new Date(start + STAFF_VIEW_WINDOW_MS).toISOString() },
    ]);
    expect(STAFF_VIEW_WINDOW_MS).toBe(60 * 60 * 1000);
  });

  it("support and group support views are recorded, each once per window", async () => {
    const support = await staff("userSupport");
    const groups = await staff("groupSupport");
    const player = await register();
    const partyId = await createParty(player, "Watched Party");
    for (let round = 0; round < 2; round++) {
      for (const path of [
        `/hall/heroes/${player.id}`,
        `/admin/user/${player.id}/history`,
        `/admin/user/${player.id}/subscription-payment-details`,
        `/members/${player.id}/purchase-history`,
        `/hall/heroes/${player.id}/group-plans`,
        `/hall/heroes/party/${partyId}`,
        `/admin/search/${player.username}`,
      ])
        expect((await api("GET", path, { auth: support })).status, path).toBe(200);
      for (const path of [`/admin/groups/${partyId}`, "/admin/groups?search=watched", "/admin/moderation"])
        expect((await api("GET", path, { auth: groups })).status, path).toBe(200);
    }
    const seen = (await auditOf({ actor: support.id })).map((entry) => [
      entry.action,
      entry.targetType,
      entry.targetId,
    ]);
    expect(seen.sort()).toEqual(
      [
        ["searchPlayers", "search", player.username.toLowerCase()],
        ["viewGroupPlans", "user", player.id],
        ["viewParty", "group", partyId],
        ["viewPlayer", "user", player.id],
        ["viewPlayerHistory", "user", player.id],
        ["viewPurchaseHistory", "user", player.id],
        ["viewSubscription", "user", player.id],
      ].sort(),
    );
    const groupViews = (await auditOf({ actor: groups.id })).map((entry) => [entry.action, entry.targetId]);
    expect(groupViews.sort()).toEqual(
      [
        ["searchGroups", "watched"],
        ["viewGroup", partyId],
        ["viewModerationQueue", "moderation"],
      ].sort(),
    );
    // A player's own page of changes lists changes only.
    const changes = await api("GET", `/admin/audit/user/${player.id}`, { auth: support });
    expect(changes.body.data).toEqual([]);
    expect((await api("GET", `/admin/groups/${partyId}`, { auth: groups })).body.data.auditLog).toEqual([]);
  });

  it("challenge admin opening a challenge of a private group they are not in", async () => {
    const admin = await staff("challengeAdmin");
    const leader = await register();
    const guildId = await createGuild(leader, { name: "Secret Runners", privacy: "private" });
    const { id } = await challengeIn(leader, guildId);
    expect((await api("GET", `/challenges/${id}`, { auth: admin })).status).toBe(200);
    expect((await api("GET", `/challenges/${id}/members`, { auth: admin })).status).toBe(200);
    expect(
      (await auditOf({ actor: admin.id })).map((entry) => [entry.action, entry.targetType, entry.targetId]),
    ).toEqual([["viewChallenge", "challenge", id]]);
  });

  it("downloading the promo codes and listing the blockers", async () => {
    const access = await staff("accessControl");
    expect((await api("GET", "/coupons", { auth: operator })).status).toBe(200);
    expect((await api("GET", "/admin/blockers", { auth: access })).status).toBe(200);
    expect((await auditOf({ actor: operator.id, action: "downloadCoupons" }))[0]).toMatchObject({
      targetType: "coupon",
      targetId: "*",
    });
    expect((await auditOf({ actor: access.id })).map((entry) => [entry.action, entry.targetType])).toEqual([
      ["viewBlockers", "blocker"],
    ]);
  });
});

describe("the staff-wide audit log", () => {
  let support: Credentials;
  let moderator: Credentials;
  let players: Credentials[];

  beforeAll(async () => {
    support = await staff("userSupport");
    moderator = await staff("moderator");
    players = [await register(), await register(), await register()];
    for (const [index, player] of players.entries())
      expect(
        (
          await api("PUT", `/hall/heroes/${player.id}`, {
            auth: support,
            body: { contributor: { text: `Helper ${index}` } },
          })
        ).status,
      ).toBe(200);
    const message = await post(players[0], TAVERN_ID, `words ${crypto.randomUUID()}`);
    expect((await api("POST", `/admin/moderation/${TAVERN_ID}/${message}/revoke`, { auth: moderator })).status).toBe(
      200,
    );
  });

  it("is read by full access only", async () => {
    for (const privilege of [
      "userSupport",
      "accessControl",
      "groupSupport",
      "challengeAdmin",
      "moderator",
    ] as Privilege[])
      expectNoPrivilege(await api("GET", "/admin/audit", { auth: await staff(privilege) }));
    expectNoPrivilege(await api("GET", "/admin/audit", { auth: await register() }));
    expect((await api("GET", "/admin/audit")).status).toBe(401);
  });

  it("lists every action newest first, filtered by staff member (id or username), action and target", async () => {
    const bySupport = await auditOf({ actor: support.id });
    expect(bySupport.map((entry) => [entry.action, entry.targetId])).toEqual(
      [...players].reverse().map((player) => ["updateHero", player.id]),
    );
    expect(bySupport[0].changes).toEqual([{ path: "contributor.text", old: null, new: "Helper 2" }]);
    expect(await auditOf({ actor: support.username.toUpperCase() })).toEqual(bySupport);
    expect(await auditOf({ actor: `@${support.username}` })).toEqual(bySupport);
    const revocations = await auditOf({ action: "revokeChat", actor: moderator.id });
    expect(revocations).toHaveLength(1);
    expect(revocations[0]).toMatchObject({ targetType: "user", targetId: players[0].id });
    const onPlayer = await auditOf({ targetType: "user", targetId: players[0].id });
    expect(onPlayer.map((entry) => entry.action)).toEqual(["revokeChat", "updateHero"]);
    expect(await auditOf({ targetId: players[0].id })).toEqual(onPlayer);
    expect(await auditOf({ actor: "nobody-by-that-name" })).toEqual([]);
    const everything = await auditOf({});
    expect(everything.map((entry) => entry.id)).toEqual([...everything.map((entry) => entry.id)].sort((a, b) => b - a));
  });

  it("pages back with the cursor it answers", async () => {
    const first = await api("GET", `/admin/audit?actor=${support.id}&limit=2`, { auth: operator });
    expect(first.body.data.entries.map((entry: Entry) => entry.targetId)).toEqual([players[2].id, players[1].id]);
    expect(first.body.data.next).toBe(first.body.data.entries[1].id);
    const second = await api("GET", `/admin/audit?actor=${support.id}&limit=2&before=${first.body.data.next}`, {
      auth: operator,
    });
    expect(second.body.data.entries.map((entry: Entry) => entry.targetId)).toEqual([players[0].id]);
    expect(second.body.data.next).toBeNull();
  });

  it("refuses filters it does not know, changing nothing", async () => {
    for (const query of [
      "limit=0",
      "limit=101",
      "limit=abc",
      "before=-1",
      "targetType=planet",
      `action=${"x".repeat(61)}`,
      `actor=${"x".repeat(101)}`,
      `targetId=${"x".repeat(101)}`,
    ])
      expectError(await api("GET", `/admin/audit?${query}`, { auth: operator }), 400, "invalidRequestParameters");
  });
});

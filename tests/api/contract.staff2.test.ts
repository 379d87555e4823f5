/**
 * The original game's contract for the staff routes: each permission opens its own routes
 * (news, coupons, moderator…), the news admin routes, and bug reports mailed to the staff.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { t } from "../../content/i18n";
import worker from "../../worker/index.dev";
import { expectNoPrivilege, staff } from "./admin.helpers";
import { api, BASE, type Credentials, freshAddress, inOneRateWindow, register } from "./helpers";
import { outbox } from "./mail.helpers";
import { buyWithSimulator } from "./payments.helpers";

const POST = { title: "Harvest festival", text: "The fields are golden.", credits: "The staff" };

async function createPost(author: Credentials, fields: Record<string, unknown> = {}) {
  const made = await api("POST", "/news", { auth: author, body: { ...POST, ...fields } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data;
}

describe("staff permissions open their own routes", () => {
  it("coupons: the coupons permission makes and lists event codes; others get noPrivAccess", async () => {
    const couponStaff = await staff("coupons");
    const otherStaff = await staff("userSupport", "news", "moderator");
    const made = await api("POST", "/coupons/generate/wondercon?count=2", { auth: couponStaff });
    expect(made.status).toBe(200);
    expect(made.body.data).toHaveLength(2);
    expect(made.body.data[0]).toMatchObject({ _id: made.body.data[0].code, event: "wondercon" });
    const list = await api("GET", "/coupons", { auth: couponStaff });
    expect(list.status).toBe(200);
    expect(String(list.body)).toContain(made.body.data[0].code);
    expectNoPrivilege(await api("POST", "/coupons/generate/wondercon?count=1", { auth: otherStaff }));
    expectNoPrivilege(await api("GET", "/coupons", { auth: otherStaff }));
    // The permission comes before the checks of the event and the count.
    expectNoPrivilege(await api("POST", "/coupons/generate/nothing?count=x", { auth: otherStaff }));
    expect((await api("POST", "/coupons/generate/wondercon?count=1", { auth: await staff("fullAccess") })).status).toBe(
      200,
    );
  });

  it("news: only the news permission (or full access) writes posts", async () => {
    const player = await register();
    const support = await staff("userSupport", "coupons");
    for (const who of [player, support]) {
      expectNoPrivilege(await api("POST", "/news", { auth: who, body: POST }));
      expectNoPrivilege(await api("PUT", "/news/1234", { auth: who, body: { title: "x" } }));
      expectNoPrivilege(await api("DELETE", `/news/${crypto.randomUUID()}`, { auth: who }));
    }
    await createPost(await staff("news"));
    await createPost(await staff("fullAccess"));
  });

  it("moderators may change a guild's settings, never a party's; full access alone no longer may change a party", async () => {
    const leader = await register();
    const guild = await api("POST", "/groups", {
      auth: await staff("fullAccess"),
      body: { name: "Moderated guild", type: "guild", privacy: "public" },
    });
    expect(guild.status).toBe(201);
    const moderator = await staff("moderator");
    const renamed = await api("PUT", `/groups/${guild.body.data._id}`, {
      auth: moderator,
      body: { name: "Renamed by a moderator" },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data.name).toBe("Renamed by a moderator");
    const refusedSupport = await api("PUT", `/groups/${guild.body.data._id}`, {
      auth: await staff("userSupport"),
      body: { name: "Not mine" },
    });
    expect(refusedSupport.status).toBe(401);
    expect(refusedSupport.body.error).toBe("NotAuthorized");

    const party = await api("POST", "/groups", { auth: leader, body: { name: "A party", type: "party" } });
    expect(party.status).toBe(201);
    for (const who of [moderator, await staff("fullAccess")]) {
      const refused = await api("PUT", `/groups/${party.body.data._id}`, { auth: who, body: { name: "Taken over" } });
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ error: "NotAuthorized", message: t("messageGroupOnlyLeaderCanUpdate") });
    }
  });
});

describe("news admin routes", () => {
  it("creates a post with the original's fields and defaults", async () => {
    const writer = await staff("news");
    const post = await createPost(writer);
    expect(post).toMatchObject({ ...POST, published: false, author: writer.id });
    expect(post._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(post.publishDate)).not.toBeNaN();
    expect(Date.parse(post.createdAt)).not.toBeNaN();
    expect(Date.parse(post.updatedAt)).not.toBeNaN();
  });

  it("refuses a post without title, text or credits, and writes nothing", async () => {
    const writer = await staff("news");
    for (const missing of ["title", "text", "credits"]) {
      const fields: Record<string, unknown> = { ...POST };
      delete fields[missing];
      const refused = await api("POST", "/news", { auth: writer, body: fields });
      expect(refused.status, missing).toBe(400);
      expect(refused.body.error).toBe("BadRequest");
    }
    const badDate = await api("POST", "/news", { auth: writer, body: { ...POST, publishDate: "not a date" } });
    expect(badDate.status).toBe(400);
    const all = await api("GET", "/news", { auth: writer });
    expect(all.body.data.filter((post: { author: string | null }) => post.author === writer.id)).toHaveLength(0);
  });

  it("players see published posts whose date has come; news staff see every post", async () => {
    const writer = await staff("news");
    const reader = await register();
    const live = await createPost(writer, { published: true, title: "Out now" });
    const draft = await createPost(writer, { published: false, title: "A draft" });
    const future = await createPost(writer, {
      published: true,
      title: "Next week",
      publishDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    const ids = (response: { body: { data: { _id: string }[] } }) => response.body.data.map((post) => post._id);
    for (const seen of [await api("GET", "/news"), await api("GET", "/news", { auth: reader })]) {
      expect(seen.status).toBe(200);
      expect(ids(seen)).toContain(live._id);
      expect(ids(seen)).not.toContain(draft._id);
      expect(ids(seen)).not.toContain(future._id);
      // Newest first: the post published now comes before the game's own older posts.
      expect(ids(seen)[0]).toBe(live._id);
    }
    const asStaff = ids(await api("GET", "/news", { auth: writer }));
    expect(asStaff).toEqual(expect.arrayContaining([live._id, draft._id, future._id]));

    expect((await api("GET", `/news/${live._id}`)).body.data.title).toBe("Out now");
    for (const hidden of [draft, future]) {
      const refused = await api("GET", `/news/${hidden._id}`, { auth: reader });
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ error: "NotFound", message: t("newsPostNotFound") });
      expect((await api("GET", `/news/${hidden._id}`, { auth: writer })).status).toBe(200);
    }
  });

  it("pages the feed ten posts at a time", async () => {
    const writer = await staff("news");
    for (let index = 0; index < 9; index++) await createPost(writer, { published: true, title: `Post ${index}` });
    const first = await api("GET", "/news");
    const second = await api("GET", "/news?page=1");
    expect(first.body.data).toHaveLength(10);
    expect(second.body.data.length).toBeGreaterThan(0);
    const overlap = second.body.data.filter((post: { _id: string }) =>
      first.body.data.some((seen: { _id: string }) => seen._id === post._id),
    );
    expect(overlap).toHaveLength(0);
    expect((await api("GET", "/news?page=-1")).status).toBe(400);
  });

  it("updates only the fields sent, and answers 404 or 400 for unknown or malformed ids", async () => {
    const writer = await staff("news");
    const post = await createPost(writer, { published: true });
    const updated = await api("PUT", `/news/${post._id}`, { auth: writer, body: { title: "Changed title" } });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      _id: post._id,
      title: "Changed title",
      text: post.text,
      credits: post.credits,
      published: true,
    });
    const moved = await api("PUT", `/news/${post._id}`, { auth: writer, body: { publishDate: Date.now() + 50_000 } });
    expect(moved.status).toBe(200);
    expect(Date.parse(moved.body.data.publishDate)).toBeGreaterThan(Date.now());

    const unknown = await api("PUT", `/news/${crypto.randomUUID()}`, { auth: writer, body: { title: "x" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: "NotFound", message: t("newsPostNotFound") });
    expect((await api("PUT", "/news/1234", { auth: writer, body: { title: "x" } })).status).toBe(400);
    expect((await api("GET", "/news/1234")).status).toBe(400);
    expect((await api("PUT", `/news/${post._id}`, { auth: writer, body: { title: "" } })).status).toBe(400);
  });

  it("deletes a post; deleting it again is 404", async () => {
    const writer = await staff("news");
    const post = await createPost(writer, { published: true });
    const deleted = await api("DELETE", `/news/${post._id}`, { auth: writer });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({});
    const feed = await api("GET", "/news", { auth: writer });
    expect(feed.body.data.some((seen: { _id: string }) => seen._id === post._id)).toBe(false);
    const again = await api("DELETE", `/news/${post._id}`, { auth: writer });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(t("newsPostNotFound"));
  });

  it("records each change in the staff audit log", async () => {
    const writer = await staff("news");
    const post = await createPost(writer);
    await api("PUT", `/news/${post._id}`, { auth: writer, body: { published: true } });
    await api("DELETE", `/news/${post._id}`, { auth: writer });
    const audit = await api("GET", `/admin/audit?targetType=news&targetId=${post._id}`, {
      auth: await staff("fullAccess"),
    });
    expect(audit.status, JSON.stringify(audit.body)).toBe(200);
    const entries = audit.body.data.entries ?? audit.body.data;
    expect(entries.map((entry: { action: string }) => entry.action).sort()).toEqual([
      "createNews",
      "deleteNews",
      "updateNews",
    ]);
  });
});

/** Calls the Worker as `api` does, with a changed configuration. */
async function withConfig(
  overrides: Record<string, string | undefined>,
  auth: Credentials,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  const ctx = createExecutionContext();
  const request = new Request(`${BASE}/bug-report`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "cf-connecting-ip": freshAddress(),
      "x-api-user": auth.id,
      "x-api-key": auth.apiToken,
      "x-client": "habitforge-tests",
      ...headers,
    },
    body: JSON.stringify(payload),
  });
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, body: (await response.json()) as any };
}

describe("POST /bug-report", () => {
  const STAFF = { STAFF_EMAIL: "staff@habitforge.test" };

  it("mails the report to the staff with the player's id, name, email and browser", async () => {
    const player = await register();
    const staffAddress = `staff-${player.id}@habitforge.test`;
    const sent = await withConfig(
      { STAFF_EMAIL: staffAddress },
      player,
      { message: "The stable shows no mounts after hatching." },
      { "user-agent": "TestBrowser/1.0" },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({
      ok: true,
      sendMailResult: true,
      emailData: { USER_ID: player.id, USER_EMAIL: player.email, BROWSER_UA: "TestBrowser/1.0" },
    });
    const [mail] = await outbox(staffAddress);
    expect(mail.kind).toBe("bug-report");
    expect(mail.text).toContain("The stable shows no mounts after hatching.");
    for (const part of [player.id, player.username, player.email, "TestBrowser/1.0"]) expect(mail.text).toContain(part);
  });

  it("needs a message (400) and a signed-in player (401), and sends nothing then", async () => {
    const player = await register();
    for (const payload of [{}, { message: "" }, { message: "   " }, { message: 42 }]) {
      const refused = await withConfig(STAFF, player, payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(refused.body).toMatchObject({ error: "BadRequest", message: t("emptyReportBugMessage") });
    }
    const badEmail = await withConfig(STAFF, player, { message: "Broken", email: "not-an-address" });
    expect(badEmail.status).toBe(400);
    expect((await api("POST", "/bug-report", { body: { message: "Anonymous" } })).status).toBe(401);
    expect(await outbox(STAFF.STAFF_EMAIL)).toHaveLength(0);
  });

  it("says plainly when the server has no staff address or cannot send mail", async () => {
    const player = await register();
    for (const overrides of [{ STAFF_EMAIL: undefined }, { ...STAFF, MAIL_OUTBOX: undefined }]) {
      const refused = await withConfig(overrides, player, { message: "Something broke" });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, error: "BadRequest", message: t("bugReportUnavailable") });
    }
  });

  it("limits how many reports one player sends in an hour", async () => {
    await inOneRateWindow(3600);
    const player = await register();
    const address = `limit-${player.id}@habitforge.test`;
    const statuses: number[] = [];
    for (let index = 0; index < 7; index++)
      statuses.push((await withConfig({ STAFF_EMAIL: address }, player, { message: `Report ${index}` })).status);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(5);
    expect(statuses.at(-1)).toBe(429);
    expect((await outbox(address)).length).toBeLessThanOrEqual(5);
  });
});

async function gemsOf(account: Credentials): Promise<number> {
  return (await api("GET", "/user", { auth: account })).body.data.balance * 4;
}

describe("group plans pay their challenges' prizes", () => {
  async function planGuild(leader: Credentials) {
    const { started } = await buyWithSimulator(leader, { type: "group-plan", groupPlan: { name: "Prize fund" } });
    return started.groupId as string;
  }

  it("shows balance and challengeCount to the plan group's members only, and only full access funds it", async () => {
    const leader = await register();
    const groupId = await planGuild(leader);
    const view = (await api("GET", `/groups/${groupId}`, { auth: leader })).body.data;
    expect(view).toMatchObject({ balance: 0, challengeCount: 0 });
    const support = await staff("groupSupport");
    const refused = await api("PUT", `/admin/groups/${groupId}`, { auth: support, body: { gems: 40 } });
    expectNoPrivilege(refused);
    const funded = await api("PUT", `/admin/groups/${groupId}`, {
      auth: await staff("fullAccess"),
      body: { gems: 40 },
    });
    expect(funded.status, JSON.stringify(funded.body)).toBe(200);
    expect((await api("GET", `/groups/${groupId}`, { auth: leader })).body.data.balance).toBe(10);

    const plainLeader = await register();
    await api("POST", "/debug/add-ten-gems", { auth: plainLeader });
    const guild = await api("POST", "/groups", {
      auth: plainLeader,
      body: { name: "No plan", type: "guild", privacy: "public" },
    });
    const plain = (await api("GET", `/groups/${guild.body.data._id}`, { auth: plainLeader })).body.data;
    expect(plain.balance).toBeUndefined();
    expect(plain.challengeCount).toBeUndefined();
    const noPlan = await api("PUT", `/admin/groups/${guild.body.data._id}`, {
      auth: await staff("fullAccess"),
      body: { gems: 4 },
    });
    expect(noPlan.status).toBe(400);
    expect(noPlan.body.message).toBe(t("groupBalanceNeedsPlan"));
  });

  it("takes the prize from the group's balance first, the rest from the leader, and refunds each its part", async () => {
    const leader = await register();
    const groupId = await planGuild(leader);
    await api("PUT", `/admin/groups/${groupId}`, { auth: await staff("fullAccess"), body: { gems: 3 } });
    await api("POST", "/debug/add-ten-gems", { auth: leader });
    const before = await gemsOf(leader);
    const made = await api("POST", "/challenges", {
      auth: leader,
      body: { group: groupId, name: "Tidy week", shortName: "tidy", prize: 5 },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(await gemsOf(leader)).toBe(before - 2);
    expect((await api("GET", `/groups/${groupId}`, { auth: leader })).body.data).toMatchObject({
      balance: 0,
      challengeCount: 1,
    });

    const deleted = await api("DELETE", `/challenges/${made.body.data._id}`, { auth: leader });
    expect(deleted.status).toBe(200);
    expect(await gemsOf(leader)).toBe(before);
    expect((await api("GET", `/groups/${groupId}`, { auth: leader })).body.data.balance).toBe(0.75);
  });

  it("keeps the leader of a group whose plan runs (cannotChangeLeaderWithActiveGroupPlan)", async () => {
    const leader = await register();
    const member = await register();
    const groupId = await planGuild(leader);
    await api("POST", `/groups/${groupId}/invite`, { auth: leader, body: { uuids: [member.id] } });
    expect((await api("POST", `/groups/${groupId}/join`, { auth: member })).status).toBe(200);
    const refused = await api("PUT", `/groups/${groupId}`, { auth: leader, body: { leader: member.id } });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: "NotAuthorized", message: t("cannotChangeLeaderWithActiveGroupPlan") });
    expect((await api("GET", `/groups/${groupId}`, { auth: leader })).body.data.leader._id).toBe(leader.id);
  });

  it("a member who does not lead the group pays from their own gems; a prize beyond both is refused", async () => {
    const leader = await register();
    const member = await register();
    const groupId = await planGuild(leader);
    await api("PUT", `/admin/groups/${groupId}`, { auth: await staff("fullAccess"), body: { gems: 100 } });
    await api("POST", `/groups/${groupId}/invite`, { auth: leader, body: { uuids: [member.id] } });
    expect((await api("POST", `/groups/${groupId}/join`, { auth: member })).status).toBe(200);
    await api("POST", "/debug/add-ten-gems", { auth: member });
    const made = await api("POST", "/challenges", {
      auth: member,
      body: { group: groupId, name: "Member's own", shortName: "own", prize: 4 },
    });
    expect(made.status).toBe(201);
    expect(await gemsOf(member)).toBe(6);
    expect((await api("GET", `/groups/${groupId}`, { auth: member })).body.data.balance).toBe(25);

    const tooDear = await api("POST", "/challenges", {
      auth: leader,
      body: { group: groupId, name: "Too dear", shortName: "dear", prize: 101 },
    });
    expect(tooDear.status).toBe(401);
    expect(tooDear.body.error).toBe("NotAuthorized");
    expect((await api("GET", `/groups/${groupId}`, { auth: leader })).body.data).toMatchObject({
      balance: 25,
      challengeCount: 1,
    });
  });
});

describe("categories are answered as {slug, name} objects", () => {
  it("for groups and challenges, whichever way they were sent", async () => {
    const founder = await register();
    await api("POST", "/debug/add-ten-gems", { auth: founder });
    const guild = await api("POST", "/groups", {
      auth: founder,
      body: {
        name: "Readers",
        type: "guild",
        privacy: "public",
        categories: ["academics", { slug: "creativity", name: "Whatever" }],
      },
    });
    expect(guild.status).toBe(201);
    const expected = [
      { slug: "academics", name: "academics" },
      { slug: "creativity", name: "creativity" },
    ];
    expect(guild.body.data.categories).toEqual(expected);
    expect((await api("GET", `/groups/${guild.body.data._id}`, { auth: founder })).body.data.categories).toEqual(
      expected,
    );
    const challenge = await api("POST", "/challenges", {
      auth: founder,
      body: {
        group: guild.body.data._id,
        name: "Read more",
        shortName: "read",
        categories: [{ slug: "academics", name: "Academics" }, "creativity"],
      },
    });
    expect(challenge.status).toBe(201);
    expect(challenge.body.data.categories).toEqual(expected);
  });
});

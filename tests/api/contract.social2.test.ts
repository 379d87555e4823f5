/**
 * The social routes answer as the game's public API does (second part): conversations and paged
 * private messages, profiles' achievements, objections and reports, @mentions and what a chat
 * message carries, the wait before public chat, and chat webhooks.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TAVERN_ID } from "../../content/data/constants";
import devWorker from "../../worker/index.dev";
import { createGuild, debugSet, me, partyWith } from "./groups.helpers";
import { api, BASE, type Credentials, freshAddress, register } from "./helpers";
import { requestQueuing } from "./webhookQueue";

async function pm(from: Credentials, to: Credentials, message: string) {
  const sent = await api("POST", "/members/send-private-message", { auth: from, body: { message, toUserId: to.id } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return sent.body.data.message;
}

async function chat(account: Credentials, groupId: string, message: string, query = "") {
  return api("POST", `/groups/${groupId}/chat${query}`, { auth: account, body: { message } });
}

/** A request to the Worker with some of its settings changed, as an operator would set them. */
async function withSettings(
  settings: Record<string, string>,
  method: string,
  path: string,
  auth: Credentials,
  body?: unknown,
) {
  return withBindings({ ...env, ...settings } as typeof env, method, path, auth, body);
}

async function withBindings(bindings: typeof env, method: string, path: string, auth: Credentials, body?: unknown) {
  const ctx = createExecutionContext();
  const request = new Request(`${BASE}${path}`, {
    method,
    headers: {
      "x-client": "habitforge-tests",
      "cf-connecting-ip": freshAddress(),
      "x-api-user": auth.id,
      "x-api-key": auth.apiToken,
      "content-type": "application/json",
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await devWorker.fetch(request as Parameters<typeof devWorker.fetch>[0], bindings, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, body: (await response.json()) as any };
}

describe("GET /inbox/conversations and /inbox/paged-messages", () => {
  it("list one conversation per correspondent, newest first, and page messages by ten", async () => {
    const [ada, bob, cid] = await Promise.all([register(), register(), register()]);
    await pm(bob, ada, "first");
    await pm(ada, bob, "second");
    await pm(ada, cid, "third");
    await pm(bob, ada, "fourth");
    await pm(ada, ada, "fifth");

    const conversations = await api("GET", "/inbox/conversations", { auth: ada });
    expect(conversations.status).toBe(200);
    expect(conversations.body.data.map((entry: { uuid: string }) => entry.uuid)).toEqual([ada.id, bob.id, cid.id]);
    const [self, withBob] = conversations.body.data;
    expect(self).toMatchObject({ _id: ada.id, text: "fifth", count: 1, username: ada.username });
    expect(withBob).toMatchObject({
      _id: bob.id,
      user: expect.any(String),
      username: bob.username,
      text: "fourth",
      count: 3,
    });
    expect(withBob.canReceive).toBe(true);
    expect(withBob.userStyles.items.gear).toHaveProperty("equipped");
    expect(typeof withBob.timestamp).toBe("number");

    // Bob blocks Ada: she sees she can no longer write to him.
    await api("POST", `/user/block/${ada.id}`, { auth: bob });
    const afterBlock = await api("GET", "/inbox/conversations?page=0", { auth: ada });
    expect(afterBlock.body.data.find((entry: { uuid: string }) => entry.uuid === bob.id).canReceive).toBe(false);
    expect((await api("GET", "/inbox/conversations?page=1", { auth: ada })).body.data).toEqual([]);

    const messages = await api("GET", "/inbox/paged-messages", { auth: ada });
    expect(messages.body.data.map((message: { text: string }) => message.text)).toEqual([
      "fifth",
      "fourth",
      "third",
      "second",
      "first",
    ]);
    // A note to oneself is kept as received, from oneself.
    expect(messages.body.data[0]).toMatchObject({ sent: false, uuid: ada.id });

    const withBobOnly = await api("GET", `/inbox/paged-messages?conversation=${bob.id}`, { auth: ada });
    expect(withBobOnly.body.data.map((message: { text: string }) => message.text)).toEqual([
      "fourth",
      "second",
      "first",
    ]);
    const bobSide = (await api("GET", `/inbox/paged-messages?conversation=${ada.id}`, { auth: bob })).body.data;
    expect(bobSide.map((message: { toUUID?: string }) => message.toUUID)).toEqual([ada.id, undefined, ada.id]);
    expect(bobSide[0]).toMatchObject({ uuid: bob.id, toUser: expect.any(String), toUserName: ada.username });

    for (let i = 0; i < 10; i += 1) await pm(ada, ada, `note ${i}`);
    expect((await api("GET", "/inbox/paged-messages?page=0", { auth: ada })).body.data).toHaveLength(10);
    expect((await api("GET", "/inbox/paged-messages?page=1", { auth: ada })).body.data).toHaveLength(5);
    const bad = await api("GET", "/inbox/paged-messages?page=first", { auth: ada });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("BadRequest");
  });

  it("report a received message through either address, with the same answer", async () => {
    const [ada, bob] = await Promise.all([register(), register()]);
    await pm(bob, ada, "rude one");
    await pm(bob, ada, "rude two");
    const [second, first] = (await api("GET", "/inbox/paged-messages", { auth: ada })).body.data;
    const viaInbox = await api("POST", `/inbox/flag-private-message/${first.id}`, { auth: ada, body: {} });
    const viaMembers = await api("POST", `/members/flag-private-message/${second.id}`, { auth: ada, body: {} });
    expect(viaInbox.status).toBe(200);
    expect(viaMembers.status).toBe(200);
    expect(Object.keys(viaInbox.body.data).sort()).toEqual(Object.keys(viaMembers.body.data).sort());
    expect(viaInbox.body.message).toBe(viaMembers.body.message);
    // A note to oneself is one's own message.
    const note = await pm(ada, ada, "my note");
    expect((await api("POST", `/inbox/flag-private-message/${note.id}`, { auth: ada, body: {} })).status).toBe(401);
  });
});

describe("GET /members/:memberId/achievements", () => {
  it("lists the member's achievements by category, with what they earned", async () => {
    const [ada, bob] = await Promise.all([register(), register()]);
    await debugSet(bob, {
      contributor: { level: 1, text: "Scribe" },
      backer: { tier: 3 },
      "achievements.partyUp": true,
    });
    const answer = await api("GET", `/members/${bob.id}/achievements`, { auth: ada });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.data).sort()).toEqual(["basic", "onboarding", "seasonal", "special"]);
    expect(answer.body.data.basic.label).toBe("Basic");
    expect(answer.body.data.special.achievements.contributor).toMatchObject({ earned: true, value: 1 });
    expect(answer.body.data.special.achievements.kickstarter).toMatchObject({ earned: true, value: 3 });
    expect(answer.body.data.basic.achievements.partyUp).toMatchObject({ earned: true, title: expect.any(String) });
    expect(answer.body.data.basic.achievements.partyOn.earned).toBe(false);

    const bad = await api("GET", "/members/not-an-id/achievements", { auth: ada });
    expect(bad.status).toBe(400);
    const unknown = await api("GET", `/members/${crypto.randomUUID()}/achievements`, { auth: ada });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("NotFound");
  });
});

describe("GET /members/:toUserId/objections/:interaction", () => {
  it("answers the reasons an interaction would be refused, as sentences, or none", async () => {
    const [ada, bob] = await Promise.all([register(), register()]);
    const none = await api("GET", `/members/${bob.id}/objections/send-private-message`, { auth: ada });
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);

    const toSelf = await api("GET", `/members/${ada.id}/objections/transfer-gems`, { auth: ada });
    expect(toSelf.body.data).toEqual(["You cannot send gems to yourself."]);

    await debugSet(bob, { "inbox.optOut": true });
    expect((await api("GET", `/members/${bob.id}/objections/send-private-message`, { auth: ada })).body.data).toEqual([
      "You cannot send this player a private message.",
    ]);
    // Opting out of messages does not stop gifts.
    expect((await api("GET", `/members/${bob.id}/objections/transfer-gems`, { auth: ada })).body.data).toEqual([]);

    await api("POST", `/user/block/${bob.id}`, { auth: ada });
    const blocked = await api("GET", `/members/${bob.id}/objections/transfer-gems`, { auth: ada });
    expect(blocked.body.data).toHaveLength(1);

    const unknown = await api("GET", `/members/${bob.id}/objections/send-a-pigeon`, { auth: ada });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe("BadRequest");
    expect((await api("GET", `/members/someone/objections/transfer-gems`, { auth: ada })).status).toBe(400);
    expect((await api("GET", `/members/${crypto.randomUUID()}/objections/transfer-gems`, { auth: ada })).status).toBe(
      404,
    );
  });
});

describe("POST /members/:memberId/flag and clear-flags", () => {
  it("keeps one report per player, lets moderators report again, and lets only moderators clear them", async () => {
    const [reporter, target, other, moderator] = await Promise.all([register(), register(), register(), register()]);
    await debugSet(moderator, { "permissions.moderator": true });

    const flagged = await api("POST", `/members/${target.id}/flag`, {
      auth: reporter,
      body: { comment: "Rude profile text", source: "Profile" },
    });
    expect(flagged.status).toBe(200);
    expect(flagged.body.data.profile.flags).toEqual({
      [reporter.id]: { timestamp: expect.any(String), comment: "Rude profile text", source: "Profile" },
    });
    const again = await api("POST", `/members/${target.id}/flag`, { auth: reporter, body: {} });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe("BadRequest");

    // Another player's report: each reporter sees only their own.
    const second = await api("POST", `/members/${target.id}/flag`, { auth: other, body: {} });
    expect(Object.keys(second.body.data.profile.flags)).toEqual([other.id]);

    expect((await api("POST", `/members/${target.id}/flag`, { auth: moderator, body: {} })).status).toBe(200);
    const byModerator = await api("POST", `/members/${target.id}/flag`, { auth: moderator, body: {} });
    expect(byModerator.status).toBe(200);
    expect(Object.keys(byModerator.body.data.profile.flags).sort()).toEqual(
      [reporter.id, other.id, moderator.id].sort(),
    );

    // The reported player learns nothing of it.
    expect(JSON.stringify(await me(target))).not.toContain(reporter.id);
    expect(JSON.stringify((await api("GET", `/members/${target.id}`, { auth: other })).body.data)).not.toContain(
      reporter.id,
    );

    const refused = await api("POST", `/members/${target.id}/clear-flags`, { auth: reporter });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("BadRequest");
    const cleared = await api("POST", `/members/${target.id}/clear-flags`, { auth: moderator });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toEqual({});
    // With the reports gone, the first reporter may report again.
    expect((await api("POST", `/members/${target.id}/flag`, { auth: reporter, body: {} })).status).toBe(200);

    expect((await api("POST", "/members/gribbly/flag", { auth: reporter, body: {} })).status).toBe(400);
    expect((await api("POST", `/members/${crypto.randomUUID()}/flag`, { auth: reporter, body: {} })).status).toBe(404);
    expect((await api("POST", `/members/${crypto.randomUUID()}/clear-flags`, { auth: moderator })).status).toBe(404);
  });
});

describe("profile reports and deleted accounts", () => {
  it("shows support staff the reports on a player's profile, newest first, until a moderator clears them", async () => {
    const [first, second, target, support, moderator] = await Promise.all([
      register(),
      register(),
      register(),
      register(),
      register(),
    ]);
    await debugSet(support, { "permissions.userSupport": true });
    await debugSet(moderator, { "permissions.moderator": true });
    await api("POST", `/members/${target.id}/flag`, { auth: first, body: { comment: "Spam link", source: "Profile" } });
    await api("POST", `/members/${target.id}/flag`, { auth: second, body: {} });

    const hero = await api("GET", `/hall/heroes/${target.id}`, { auth: support });
    expect(hero.status).toBe(200);
    const reports: { reporterId: string; reportedAt: string }[] = hero.body.data.profileReports;
    expect(reports).toHaveLength(2);
    expect(reports).toEqual(
      expect.arrayContaining([
        { reporterId: second.id, reportedAt: expect.any(String), comment: null, source: null },
        { reporterId: first.id, reportedAt: expect.any(String), comment: "Spam link", source: "Profile" },
      ]),
    );
    expect(reports[0].reportedAt >= reports[1].reportedAt).toBe(true);
    expect((await api("GET", `/hall/heroes/${target.id}`, { auth: first })).status).toBe(401);

    await api("POST", `/members/${target.id}/clear-flags`, { auth: moderator });
    expect((await api("GET", `/hall/heroes/${target.id}`, { auth: support })).body.data.profileReports).toEqual([]);
  });

  it("removes the reports a deleted player made and the reports about them", async () => {
    const [reporter, target, moderator] = await Promise.all([register(), register(), register()]);
    await debugSet(moderator, { "permissions.moderator": true });
    expect((await api("POST", `/members/${target.id}/flag`, { auth: reporter, body: {} })).status).toBe(200);
    expect((await api("POST", `/members/${reporter.id}/flag`, { auth: target, body: {} })).status).toBe(200);

    expect((await api("DELETE", "/user", { auth: reporter, body: { password: reporter.password } })).status).toBe(200);
    const left = await env.DB.prepare(
      "SELECT member_id, reporter_id FROM profile_reports WHERE member_id = ?1 OR reporter_id = ?1",
    )
      .bind(reporter.id)
      .all();
    expect(left.results).toEqual([]);
    const seen = await api("POST", `/members/${target.id}/flag`, { auth: moderator, body: {} });
    expect(Object.keys(seen.body.data.profile.flags)).toEqual([moderator.id]);
  });
});

describe("GET /members/:memberId", () => {
  it("hides a username its owner has not confirmed, as the game's API does", async () => {
    const [ada, bob] = await Promise.all([register(), register()]);
    expect((await api("GET", `/members/${bob.id}`, { auth: ada })).body.data.auth.local.username).toBe(bob.username);
    await debugSet(bob, { "flags.verifiedUsername": false });
    const hidden = await api("GET", `/members/${bob.id}`, { auth: ada });
    expect(hidden.body.data.auth.local.username).toBeNull();
    expect(hidden.body.data.flags.verifiedUsername).toBe(false);
    // Nor does looking the player up by that username find them.
    const byName = await api("GET", `/members/username/${bob.username}`, { auth: ada });
    expect(byName.status).toBe(404);
    expect(byName.body.error).toBe("NotFound");
    expect((await api("GET", `/members/username/@${ada.username}`, { auth: bob })).status).toBe(200);
  });
});

describe("chat as the game's API has it", () => {
  it("links @mentions of players with a confirmed username, beyond the length limit", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [ada, bob] = accounts;
    const outsider = await register();
    await debugSet(outsider, { "flags.verifiedUsername": false });
    const link = `[@${bob.username}](/profile/${bob.id})`;
    const posted = await chat(ada, groupId, `hi @${bob.username} and @${outsider.username} and @nobody-here`);
    expect(posted.status).toBe(200);
    expect(posted.body.data.message.text).toBe(`hi ${link} and @${outsider.username} and @nobody-here`);

    const tail = " END.";
    const mention = `@${bob.username} `;
    const long = mention + "x".repeat(3000 - mention.length - tail.length) + tail;
    expect(long).toHaveLength(3000);
    const full = await chat(ada, groupId, long);
    expect(full.status).toBe(200);
    expect(full.body.data.message.text).toHaveLength(3000 - `@${bob.username}`.length + link.length);
    expect(full.body.data.message.text.endsWith(tail)).toBe(true);

    // Private messages too.
    const sent = await pm(ada, bob, `thanks @${bob.username}`);
    expect(sent.text).toBe(`thanks ${link}`);
  });

  it("carries the author's look, contributor and backer standing, and notifies each member once", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [ada, bob] = accounts;
    await debugSet(ada, {
      "items.currentPet": "Wolf-Base",
      backer: { npc: "Town Crier", tier: 800 },
      contributor: { level: 2, text: "Scribe" },
    });
    const posted = await chat(ada, groupId, "Hello, party");
    const message = posted.body.data.message;
    expect(message.userStyles.items.currentPet).toBe("Wolf-Base");
    expect(message.userStyles.preferences).toHaveProperty("hair");
    expect(message.backer).toMatchObject({ npc: "Town Crier", tier: 800 });
    expect(message.contributor).toMatchObject({ level: 2 });
    const read = (await api("GET", `/groups/${groupId}/chat`, { auth: bob })).body.data[0];
    expect(read.userStyles).toEqual(message.userStyles);

    await chat(ada, groupId, "Second message");
    const bobNow = await me(bob);
    expect(bobNow.newMessages[groupId]).toMatchObject({ value: true });
    const chatNotes = bobNow.notifications.filter(
      (note: { type: string; data: { group?: { id: string } } }) =>
        note.type === "NEW_CHAT_MESSAGE" && note.data.group?.id === groupId,
    );
    expect(chatNotes).toHaveLength(1);
    expect(chatNotes[0].data.group.name).toEqual(expect.any(String));
    await api("POST", `/groups/${groupId}/chat/seen`, { auth: bob });
    await chat(ada, groupId, "Third message");
    expect(
      (await me(bob)).notifications.filter((note: { type: string }) => note.type === "NEW_CHAT_MESSAGE"),
    ).toHaveLength(1);
  });

  it("keeps who reported a message when a moderator clears its reports", async () => {
    const [author, reporter, moderator] = await Promise.all([register(), register(), register()]);
    await debugSet(moderator, { "permissions.moderator": true });
    const id = (await chat(author, "tavern", `questionable ${crypto.randomUUID()}`)).body.data.message.id;
    await api("POST", `/groups/tavern/chat/${id}/flag`, { auth: reporter, body: { comment: "rude" } });
    const cleared = await api("POST", `/groups/tavern/chat/${id}/clearflags`, { auth: moderator });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toEqual({});
    const seen = (await api("GET", "/groups/tavern/chat?limit=500", { auth: moderator })).body.data.find(
      (message: { id: string }) => message.id === id,
    );
    expect(seen.flagCount).toBe(0);
    expect(seen.flags[reporter.id]).toMatchObject({ comment: "rude" });
    // The same player's report is not counted twice.
    expect((await api("POST", `/groups/tavern/chat/${id}/flag`, { auth: reporter, body: {} })).status).toBe(401);
  });

  it("answers a deletion with the chat when messages came after previousMsg", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [ada, bob] = accounts;
    const one = (await chat(ada, groupId, "one")).body.data.message.id;
    const two = (await chat(bob, groupId, "two")).body.data.message.id;
    const oops = (await chat(ada, groupId, "oops")).body.data.message.id;
    const deleted = await api("DELETE", `/groups/${groupId}/chat/${oops}?previousMsg=${one}`, { auth: ada });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.map((message: { id: string }) => message.id)).toEqual([two, one]);
    const quiet = await api("DELETE", `/groups/${groupId}/chat/${two}?previousMsg=${two}`, { auth: bob });
    expect(quiet.body.data).toEqual({});
  });

  it("makes new accounts wait before public chat, but not in their party, and never staff", async () => {
    const wait = { CHAT_MIN_ACCOUNT_AGE_MINUTES: "30" };
    const { groupId, accounts } = await partyWith(1);
    const [newcomer] = accounts;
    const young = await withSettings(wait, "POST", `/groups/${TAVERN_ID}/chat`, newcomer, { message: "hi all" });
    expect(young.status).toBe(400);
    expect(young.body).toMatchObject({ success: false, error: "BadRequest" });
    expect(young.body.message).toMatch(/public chat/);
    const guild = await createGuild(await register());
    const inGuild = await withSettings(wait, "POST", `/groups/${guild}/chat`, newcomer, { message: "hi" });
    expect(inGuild.status).toBe(401); // not a member: refused before the age is looked at
    expect((await withSettings(wait, "POST", `/groups/${groupId}/chat`, newcomer, { message: "hi" })).status).toBe(200);

    await debugSet(newcomer, { "auth.timestamps.created": new Date(Date.now() - 31 * 60_000).toISOString() });
    expect((await withSettings(wait, "POST", `/groups/${TAVERN_ID}/chat`, newcomer, { message: "hi" })).status).toBe(
      200,
    );

    const staff = await register();
    await debugSet(staff, { "permissions.moderator": true });
    expect((await withSettings(wait, "POST", `/groups/${TAVERN_ID}/chat`, staff, { message: "welcome" })).status).toBe(
      200,
    );
    // Unset, the server still makes new accounts wait.
    const { CHAT_MIN_ACCOUNT_AGE_MINUTES: _unset, ...unset } = env as typeof env & {
      CHAT_MIN_ACCOUNT_AGE_MINUTES?: string;
    };
    const fresh = await register();
    const refused = await withBindings(unset as typeof env, "POST", `/groups/${TAVERN_ID}/chat`, fresh, {
      message: "hi",
    });
    expect(refused.status).toBe(400);
  });
});

describe("groupChatReceived webhooks", () => {
  it("tell members who registered one for the group, with the group and the message", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [ada, bob] = accounts;
    const outsider = await register();
    for (const account of [ada, bob, outsider])
      expect(
        (
          await api("POST", "/user/webhook", {
            auth: account,
            body: { url: `https://hooks.test/ok/${account.id}`, type: "groupChatReceived", options: { groupId } },
          })
        ).status,
      ).toBe(201);
    const posted = await requestQueuing("POST", `/groups/${groupId}/chat`, ada, { message: "Quest tonight?" });
    expect(posted.status).toBe(200);
    const byOwner = new Map(posted.queued.map((message) => [message.userId, message]));
    expect([...byOwner.keys()].sort()).toEqual([ada.id, bob.id].sort());
    const payload = byOwner.get(bob.id)?.payload as Record<string, any>;
    expect(payload).toMatchObject({
      webhookType: "groupChatReceived",
      group: { id: groupId, name: expect.any(String) },
      user: { _id: bob.id },
    });
    expect(payload.chat).toEqual(posted.body.data.message);

    // After leaving, nothing more.
    await api("POST", `/groups/${groupId}/leave`, { auth: bob, body: {} });
    const later = await requestQueuing("POST", `/groups/${groupId}/chat`, ada, { message: "Anyone?" });
    expect(later.queued.map((message) => message.userId)).toEqual([ada.id]);
  });
});

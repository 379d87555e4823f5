import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TAVERN_ID } from "../../content/data/constants";
import { api, register } from "./helpers";
import { postSystemMessage } from "../../worker/lib/systemChat";
import { addMember, connectLive, createGuild, debugSet, me, partyWith } from "./groups.helpers";

async function post(account: { id: string; apiToken: string }, groupId: string, message: string, previousMsg?: string) {
  const suffix = previousMsg ? `?previousMsg=${previousMsg}` : "";
  return api("POST", `/groups/${groupId}/chat${suffix}`, { auth: account, body: { message } });
}

describe("group chat", () => {
  it("posts and reads messages newest first, members only for private groups", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [leader, member] = accounts;
    const first = await post(leader, groupId, "Good morning, party!");
    expect(first.status).toBe(200);
    expect(first.body.data.message).toMatchObject({
      text: "Good morning, party!",
      uuid: leader.id,
      username: leader.username,
      user: leader.username,
      likes: {},
      flagCount: 0,
    });
    await post(member, "party", "Morning! Dailies done.");
    const chat = await api("GET", `/groups/${groupId}/chat`, { auth: leader });
    expect(chat.status).toBe(200);
    expect(chat.body.data.map((message: { text: string }) => message.text)).toEqual([
      "Morning! Dailies done.",
      "Good morning, party!",
    ]);
    const one = await api("GET", `/groups/${groupId}/chat?limit=1`, { auth: leader });
    expect(one.body.data).toHaveLength(1);
    const older = await api("GET", `/groups/${groupId}/chat?before=${one.body.data[0].timestamp}`, { auth: leader });
    expect(older.body.data.map((message: { text: string }) => message.text)).toEqual(["Good morning, party!"]);
    expect((await api("GET", `/groups/${groupId}/chat?before=yesterday`, { auth: leader })).status).toBe(400);
    expect((await api("GET", `/groups/${groupId}`, { auth: member })).body.data.chat).toHaveLength(2);

    const stranger = await register();
    expect((await api("GET", `/groups/${groupId}/chat`, { auth: stranger })).status).toBe(404);
    expect((await post(stranger, groupId, "Let me in")).status).toBe(404);
    expect((await api("GET", `/groups/${groupId}/chat`)).status).toBe(401);
  });

  it("validates the message", async () => {
    const { groupId, accounts } = await partyWith(1);
    const tooLong = await post(accounts[0], groupId, "x".repeat(3001));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors[0].param).toBe("message");
    expect((await post(accounts[0], groupId, "x".repeat(3000))).status).toBe(200);
    expect((await post(accounts[0], groupId, "   ")).status).toBe(400);
    expect((await api("POST", `/groups/${groupId}/chat`, { auth: accounts[0], body: {} })).status).toBe(400);
    expect((await api("GET", `/groups/${groupId}/chat?limit=0`, { auth: accounts[0] })).status).toBe(400);
  });

  it("lets everyone talk in the tavern, and only members in a guild", async () => {
    const visitor = await register();
    const tavern = await post(visitor, "tavern", "Hello, everyone.");
    expect(tavern.status).toBe(200);
    expect(tavern.body.data.message.groupId).toBe(TAVERN_ID);
    const read = await api("GET", "/groups/habitrpg/chat", { auth: await register() });
    expect(read.body.data.map((message: { id: string }) => message.id)).toContain(tavern.body.data.message.id);

    const founder = await register();
    const guild = await createGuild(founder);
    expect((await post(visitor, guild, "Hi")).status).toBe(401);
    expect((await api("GET", `/groups/${guild}/chat`, { auth: visitor })).status).toBe(200);
  });

  it("answers with the whole chat when messages came after previousMsg, else with the message", async () => {
    const { groupId, accounts } = await partyWith(2);
    const a = await post(accounts[0], groupId, "one");
    const b = await post(accounts[1], groupId, "two");
    const third = await post(accounts[0], groupId, "three", a.body.data.message.id);
    expect(third.body.data.chat.map((message: { text: string }) => message.text)).toEqual(["three", "two", "one"]);
    const [newest] = third.body.data.chat;
    const fourth = await post(accounts[1], groupId, "four", newest.id);
    expect(fourth.body.data.message.text).toBe("four");
    expect(fourth.body.data).not.toHaveProperty("chat");
    expect(b.body.data.message.text).toBe("two");
  });

  it("lets the author, the leader or a moderator delete a message", async () => {
    const { groupId, accounts } = await partyWith(3);
    const [leader, author, other] = accounts;
    const byAuthor = (await post(author, groupId, "oops")).body.data.message.id;
    const kept = (await post(author, groupId, "keep")).body.data.message.id;
    expect((await api("DELETE", `/groups/${groupId}/chat/${kept}`, { auth: other })).status).toBe(401);
    expect((await api("DELETE", `/groups/${groupId}/chat/${byAuthor}`, { auth: author })).status).toBe(200);
    expect((await api("DELETE", `/groups/${groupId}/chat/${byAuthor}`, { auth: author })).status).toBe(404);
    const byLeader = await api("DELETE", `/groups/${groupId}/chat/${kept}?previousMsg=${kept}`, { auth: leader });
    expect(byLeader.status).toBe(200);
    // Nothing came after the client's newest message: nothing to catch up on.
    expect(byLeader.body.data).toEqual({});

    const visitor = await register();
    const tavernMessage = (await post(visitor, "tavern", "spam spam")).body.data.message.id;
    const moderator = await register();
    expect((await api("DELETE", `/groups/tavern/chat/${tavernMessage}`, { auth: moderator })).status).toBe(401);
    await debugSet(moderator, { "permissions.moderator": true });
    expect((await api("DELETE", `/groups/tavern/chat/${tavernMessage}`, { auth: moderator })).status).toBe(200);
    expect((await api("DELETE", `/groups/${groupId}/chat/${kept}`, { auth: visitor })).status).toBe(404);
  });

  it("toggles likes, one's own message included; un-liking records false", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [leader, member] = accounts;
    const id = (await post(leader, groupId, "I finished my project!")).body.data.message.id;
    const liked = await api("POST", `/groups/${groupId}/chat/${id}/like`, { auth: member });
    expect(liked.status).toBe(200);
    expect(liked.body.data.likes).toEqual({ [member.id]: true });
    const unliked = await api("POST", `/groups/${groupId}/chat/${id}/like`, { auth: member });
    expect(unliked.body.data.likes).toEqual({ [member.id]: false });
    const own = await api("POST", `/groups/${groupId}/chat/${id}/like`, { auth: leader });
    expect(own.status).toBe(200);
    expect(own.body.data.likes).toEqual({ [member.id]: false, [leader.id]: true });
    expect((await api("POST", `/groups/${groupId}/chat/${crypto.randomUUID()}/like`, { auth: member })).status).toBe(
      404,
    );
    expect((await api("POST", `/groups/${groupId}/chat/${id}/like`, { auth: await register() })).status).toBe(404);
  });

  it("hides a message reported twice from everyone but its author and moderators", async () => {
    const author = await register();
    const [first, second, reader, moderator] = await Promise.all([register(), register(), register(), register()]);
    await debugSet(moderator, { "permissions.moderator": true });
    const id = (await post(author, "tavern", "something rude")).body.data.message.id;
    expect((await api("POST", `/groups/tavern/chat/${id}/flag`, { auth: author, body: {} })).status).toBe(401);
    const flagged = await api("POST", `/groups/tavern/chat/${id}/flag`, {
      auth: first,
      body: { comment: "Insulting." },
    });
    expect(flagged.status).toBe(200);
    expect(flagged.body.data.flags).toEqual({ [first.id]: true });
    expect((await api("POST", `/groups/tavern/chat/${id}/flag`, { auth: first, body: {} })).status).toBe(401);
    const ids = async (account: typeof reader) =>
      (await api("GET", "/groups/tavern/chat?limit=500", { auth: account })).body.data.map(
        (message: { id: string }) => message.id,
      );
    expect(await ids(reader)).toContain(id);
    expect((await api("POST", `/groups/tavern/chat/${id}/flag`, { auth: second, body: {} })).status).toBe(200);
    expect(await ids(reader)).not.toContain(id);
    expect(await ids(author)).toContain(id);
    const seenByModerator = (await api("GET", "/groups/tavern/chat?limit=500", { auth: moderator })).body.data.find(
      (message: { id: string }) => message.id === id,
    );
    expect(seenByModerator.flagCount).toBe(2);
    expect(seenByModerator.flags[first.id]).toMatchObject({ comment: "Insulting." });
    expect((await api("POST", `/groups/tavern/chat/${id}/like`, { auth: reader })).status).toBe(404);

    expect((await api("POST", `/groups/tavern/chat/${id}/clearflags`, { auth: reader })).status).toBe(401);
    const cleared = await api("POST", `/groups/tavern/chat/${id}/clearflags`, { auth: moderator });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toEqual({});
    expect(await ids(reader)).toContain(id);
    expect(
      (await api("POST", `/groups/tavern/chat/${crypto.randomUUID()}/clearflags`, { auth: moderator })).status,
    ).toBe(404);

    const heavy = await api("POST", `/groups/tavern/chat/${id}/flag`, { auth: moderator, body: {} });
    expect(heavy.body.data.flagCount).toBe(5);
    expect(await ids(reader)).not.toContain(id);
    expect(
      (await api("POST", `/groups/tavern/chat/${id}/flag`, { auth: reader, body: { comment: "x".repeat(3001) } }))
        .status,
    ).toBe(400);
  });

  it("marks unread messages for the other members until they have seen them", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [leader, member] = accounts;
    await post(leader, groupId, "Quest starts tonight.");
    expect((await me(member)).newMessages[groupId]).toEqual({ name: "The Early Risers", value: true });
    expect((await me(leader)).newMessages?.[groupId]).toBeUndefined();
    const seen = await api("POST", `/groups/${groupId}/chat/seen`, { auth: member });
    expect(seen.status).toBe(200);
    expect((await me(member)).newMessages[groupId]).toBeUndefined();
    expect((await api("POST", `/groups/${groupId}/chat/seen`, { auth: await register() })).status).toBe(404);
  });

  it("notifies players mentioned by @username, only members of a private group", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [leader, member] = accounts;
    const outsider = await register();
    await post(leader, groupId, `Great work @${member.username}! And hi @${outsider.username}.`);
    const mention = (await me(member)).notifications.find((note: { type: string }) => note.type === "NEW_MENTION");
    expect(mention.data).toMatchObject({ groupId, author: { id: leader.id, username: leader.username } });
    expect((await me(outsider)).notifications.some((note: { type: string }) => note.type === "NEW_MENTION")).toBe(
      false,
    );

    await post(leader, "tavern", `Welcome @${outsider.username.toUpperCase()}`);
    expect((await me(outsider)).notifications.some((note: { type: string }) => note.type === "NEW_MENTION")).toBe(true);
  });

  it("keeps revoked players out of public chat and hides shadow-muted words", async () => {
    const { groupId, accounts } = await partyWith(1);
    const [player] = accounts;
    await debugSet(player, { "flags.chatRevoked": true });
    const refused = await post(player, "tavern", "hello");
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe("Your chat privileges have been revoked.");
    expect((await post(player, groupId, "party chat still works")).status).toBe(200);

    const muted = await register();
    await debugSet(muted, { "flags.chatShadowMuted": true });
    const quiet = await post(muted, "tavern", "nobody hears this");
    expect(quiet.status).toBe(200);
    expect(quiet.body.data.message.flagCount).toBe(0);
    const others = (await api("GET", "/groups/tavern/chat?limit=500", { auth: await register() })).body.data.map(
      (message: { id: string }) => message.id,
    );
    expect(others).not.toContain(quiet.body.data.message.id);
  });
});

describe("live chat through the group room", () => {
  it("brings messages, likes, deletions, reports, joins and leaves to three clients within a second", async () => {
    const { groupId, accounts } = await partyWith(3);
    const [leader, second, third] = accounts;
    const clients = [
      await connectLive(leader, groupId),
      await connectLive(second, groupId),
      await connectLive(third, groupId),
    ];

    const sent = await post(second, groupId, "Boss fight at 8!");
    const messageId = sent.body.data.message.id;
    for (const client of clients) {
      const event = await client.next("chat.new");
      expect(event.message).toMatchObject({
        id: messageId,
        text: "Boss fight at 8!",
        uuid: second.id,
        username: second.username,
      });
    }

    await api("POST", `/groups/${groupId}/chat/${messageId}/like`, { auth: third });
    for (const client of clients)
      expect(await client.next("chat.liked")).toEqual({ type: "chat.liked", messageId, likes: { [third.id]: true } });

    await api("POST", `/groups/${groupId}/chat/${messageId}/flag`, { auth: leader, body: {} });
    for (const client of clients)
      expect(await client.next("chat.flagged")).toEqual({ type: "chat.flagged", messageId, flagCount: 1 });

    await api("DELETE", `/groups/${groupId}/chat/${messageId}`, { auth: second });
    for (const client of clients)
      expect(await client.next("chat.deleted")).toEqual({ type: "chat.deleted", messageId });

    const newcomer = await register();
    await addMember(groupId, leader, newcomer);
    for (const client of clients)
      expect(await client.next("member.joined")).toEqual({
        type: "member.joined",
        userId: newcomer.id,
        name: newcomer.username,
      });

    await api("POST", `/groups/${groupId}/leave`, { auth: newcomer });
    for (const client of clients)
      expect(await client.next("member.left")).toEqual({ type: "member.left", userId: newcomer.id });

    for (const client of clients) client.close();
  });

  it("stores and broadcasts messages written by the game itself", async () => {
    const { groupId, accounts } = await partyWith(1);
    const listener = await connectLive(accounts[0], groupId);
    const view = await postSystemMessage(env, groupId, "The party dealt 12 damage to the boss.", {
      type: "boss_damage",
      damage: 12,
    });
    expect(view).toMatchObject({ system: true, uuid: "system", text: "The party dealt 12 damage to the boss." });
    expect((await listener.next("chat.new")).message).toMatchObject({
      id: view.id,
      system: true,
      info: { type: "boss_damage", damage: 12 },
    });
    const chat = await api("GET", `/groups/${groupId}/chat`, { auth: accounts[0] });
    expect(chat.body.data[0]).toMatchObject({ id: view.id, system: true, info: { type: "boss_damage", damage: 12 } });
    expect((await api("POST", `/groups/${groupId}/chat/${view.id}/like`, { auth: accounts[0] })).status).toBe(200);
    listener.close();
  });

  it("never tells the room about a shadow-muted message", async () => {
    const founder = await register();
    const guild = await createGuild(founder);
    const muted = await register();
    await api("POST", `/groups/${guild}/join`, { auth: muted });
    await debugSet(muted, { "flags.chatShadowMuted": true });
    const listener = await connectLive(founder, guild);
    await post(muted, guild, "hidden words");
    await post(founder, guild, "visible words");
    const event = await listener.next("chat.new");
    expect(event.message.text).toBe("visible words");
    listener.close();
  });
});

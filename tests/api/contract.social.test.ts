/** The social routes answer as the game's public API does: codes, error names and shapes. */
import { describe, expect, it } from "vitest";
import { api, register } from "./helpers";
import { debugSet, me } from "./groups.helpers";

describe("members", () => {
  it("refuses a member id that is not a UUID with a 400 before any lookup", async () => {
    const alice = await register();
    const bad = await api("GET", "/members/not-a-player", { auth: alice });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("BadRequest");
    const unknown = await api("GET", `/members/${crypto.randomUUID()}`, { auth: alice });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("NotFound");
  });

  it("shows a member's public task settings, and never the groups they mirror", async () => {
    const [alice, bob] = await Promise.all([register(), register()]);
    await debugSet(bob, { "preferences.tasks.groupByChallenge": true });
    const profile = await api("GET", `/members/${bob.id}`, { auth: alice });
    expect(profile.status).toBe(200);
    expect(profile.body.data.preferences.tasks).toMatchObject({ groupByChallenge: true, confirmScoreNotes: false });
    expect(profile.body.data.preferences.tasks).not.toHaveProperty("mirrorGroupTasks");
  });

  it("lets a player write a private message to themselves, kept once and not counted unread", async () => {
    const alice = await register();
    const sent = await api("POST", "/members/send-private-message", {
      auth: alice,
      body: { message: "Remember the milk", toUserId: alice.id },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.message).toMatchObject({ text: "Remember the milk", contactId: alice.id });
    const inbox = await api("GET", "/inbox/messages", { auth: alice });
    expect(inbox.body.data.map((message: { text: string }) => message.text)).toEqual(["Remember the milk"]);
    expect((await me(alice)).inbox.newMessages).toBe(0);
  });

  it("refuses a recipient id that is not a UUID with a 400", async () => {
    const alice = await register();
    const bad = await api("POST", "/members/send-private-message", {
      auth: alice,
      body: { message: "hello", toUserId: "someone" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("BadRequest");
  });

  it("answers a gift of no gems or fewer with 401 NotAuthorized and moves nothing", async () => {
    const [alice, bob] = await Promise.all([register(), register()]);
    await api("POST", "/debug/add-ten-gems", { auth: alice });
    const before = [(await me(alice)).balance, (await me(bob)).balance];
    for (const gemAmount of [-4, 0]) {
      const gift = await api("POST", "/members/transfer-gems", { auth: alice, body: { toUserId: bob.id, gemAmount } });
      expect(gift.status).toBe(401);
      expect(gift.body.error).toBe("NotAuthorized");
    }
    expect([(await me(alice)).balance, (await me(bob)).balance]).toEqual(before);
  });
});

describe("notifications", () => {
  it("answers NotFound for one unknown notification id, read or seen", async () => {
    const alice = await register();
    for (const action of ["read", "see"]) {
      const answer = await api("POST", `/notifications/${crypto.randomUUID()}/${action}`, { auth: alice });
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe("NotFound");
    }
  });

  it("answers the notifications left, each with its seen flag", async () => {
    const [alice, bob] = await Promise.all([register(), register()]);
    await api("POST", "/debug/add-ten-gems", { auth: alice });
    await api("POST", "/members/transfer-gems", { auth: alice, body: { toUserId: bob.id, gemAmount: 1 } });
    await api("POST", "/members/transfer-gems", { auth: alice, body: { toUserId: bob.id, gemAmount: 2 } });
    const [first, second] = (await me(bob)).notifications.filter(
      (note: { type: string }) => note.type === "GIFT_GEMS_RECEIVED",
    );
    const seen = await api("POST", `/notifications/${first.id}/see`, { auth: bob });
    expect(seen.status).toBe(200);
    expect(seen.body.data.find((note: { id: string }) => note.id === first.id).seen).toBe(true);
    expect(seen.body.data.find((note: { id: string }) => note.id === second.id).seen).toBe(false);
    const read = await api("POST", `/notifications/${first.id}/read`, { auth: bob });
    expect(read.status).toBe(200);
    expect(read.body.data.map((note: { id: string }) => note.id)).not.toContain(first.id);
    expect(read.body.data.find((note: { id: string }) => note.id === second.id)).toMatchObject({ seen: false });
  });
});

describe("world state", () => {
  it("answers an empty world boss while none is fighting", async () => {
    const response = await api("GET", "/world-state");
    expect(response.status).toBe(200);
    expect(response.body.data.worldBoss).toEqual({});
    expect(typeof response.body.data.npcImageSuffix).toBe("string");
  });
});

describe("group chat", () => {
  it("lets a player like their own message", async () => {
    const [leader] = await Promise.all([register()]);
    const party = await api("POST", "/groups", { auth: leader, body: { name: "Solo", type: "party" } });
    const groupId = party.body.data._id;
    const posted = await api("POST", `/groups/${groupId}/chat`, { auth: leader, body: { message: "Day one!" } });
    const id = posted.body.data.message.id;
    const liked = await api("POST", `/groups/${groupId}/chat/${id}/like`, { auth: leader });
    expect(liked.status).toBe(200);
    expect(liked.body.data.likes).toEqual({ [leader.id]: true });
    const unliked = await api("POST", `/groups/${groupId}/chat/${id}/like`, { auth: leader });
    expect(unliked.body.data.likes).toEqual({ [leader.id]: false });
  });

  it("lets a player whose chat was revoked still talk in a private guild", async () => {
    const leader = await register();
    await api("POST", "/debug/add-ten-gems", { auth: leader });
    const guild = await api("POST", "/groups", {
      auth: leader,
      body: { name: "Quiet Corner", type: "guild", privacy: "private" },
    });
    expect(guild.status).toBe(201);
    await debugSet(leader, { "flags.chatRevoked": true });
    const posted = await api("POST", `/groups/${guild.body.data._id}/chat`, {
      auth: leader,
      body: { message: "Still here" },
    });
    expect(posted.status).toBe(200);
  });
});

describe("inbox routes of the game's API", () => {
  it("flags, deletes one and clears all of a player's own copies", async () => {
    const [alice, bob] = await Promise.all([register(), register()]);
    for (const text of ["one", "two", "three"])
      await api("POST", "/members/send-private-message", { auth: alice, body: { message: text, toUserId: bob.id } });
    const received = (await api("GET", "/inbox/messages", { auth: bob })).body.data;
    const flagged = await api("POST", `/inbox/flag-private-message/${received[0].id}`, { auth: bob, body: {} });
    expect(flagged.status).toBe(200);
    expect(flagged.body.data.flagCount).toBe(1);
    const deleted = await api("DELETE", `/inbox/messages/${received[1].id}`, { auth: bob });
    expect(deleted.status).toBe(200);
    expect((await api("DELETE", `/inbox/messages/${received[1].id}`, { auth: bob })).status).toBe(404);
    expect((await api("GET", "/inbox/messages", { auth: bob })).body.data).toHaveLength(2);
    expect((await api("DELETE", "/inbox/clear", { auth: bob })).status).toBe(200);
    expect((await api("GET", "/inbox/messages", { auth: bob })).body.data).toEqual([]);
    expect((await api("GET", "/inbox/messages", { auth: alice })).body.data).toHaveLength(3);
  });

  it("refuses to block an id that is not a UUID with a 400", async () => {
    const alice = await register();
    const bad = await api("POST", "/user/block/somebody", { auth: alice });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("BadRequest");
  });
});

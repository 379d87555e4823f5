import { describe, expect, it } from "vitest";
import { api, register, type Credentials } from "./helpers";
import { debugSet, me } from "./groups.helpers";

async function send(from: Credentials, to: Credentials | string, message: string) {
  return api("POST", "/members/send-private-message", {
    auth: from,
    body: { message, toUserId: typeof to === "string" ? to : to.id },
  });
}

describe("private messages", () => {
  it("delivers a message to both inboxes and counts it unread for the recipient", async () => {
    const [alice, bob] = await Promise.all([register(), register()]);
    const sent = await send(alice, bob, "Want to join my party?");
    expect(sent.status).toBe(200);
    expect(sent.body.data.message).toMatchObject({
      text: "Want to join my party?",
      sent: true,
      uuid: alice.id,
      contactId: bob.id,
      contactUsername: bob.username,
    });
    expect((await me(bob)).inbox.newMessages).toBe(1);

    const bobInbox = await api("GET", "/inbox/messages", { auth: bob });
    expect(bobInbox.status).toBe(200);
    expect(bobInbox.body.data).toHaveLength(1);
    expect(bobInbox.body.data[0]).toMatchObject({
      text: "Want to join my party?",
      sent: false,
      uuid: alice.id,
      username: alice.username,
      contactId: alice.id,
    });
    expect(bobInbox.body.data[0].uniqueMessageId).toBe(sent.body.data.message.uniqueMessageId);
    const aliceInbox = await api("GET", "/inbox/messages", { auth: alice });
    expect(aliceInbox.body.data[0].sent).toBe(true);

    const read = await api("POST", "/user/mark-pms-read", { auth: bob });
    expect(read.status).toBe(200);
    expect((await me(bob)).inbox.newMessages).toBe(0);
    expect((await api("POST", "/user/mark-pms-read", { auth: bob })).status).toBe(200);
  });

  it("pages the inbox ten at a time, newest first, and by conversation", async () => {
    const [alice, bob, carol] = await Promise.all([register(), register(), register()]);
    for (let index = 0; index < 12; index++) await send(alice, bob, `note ${index}`);
    await send(carol, bob, "from carol");
    const first = await api("GET", "/inbox/messages", { auth: bob });
    expect(first.body.data).toHaveLength(10);
    expect(first.body.data[0].text).toBe("from carol");
    const second = await api("GET", "/inbox/messages?page=1", { auth: bob });
    expect(second.body.data.map((message: { text: string }) => message.text)).toEqual(["note 2", "note 1", "note 0"]);
    const withCarol = await api("GET", `/inbox/messages?conversation=${carol.id}`, { auth: bob });
    expect(withCarol.body.data.map((message: { text: string }) => message.text)).toEqual(["from carol"]);
    expect((await api("GET", "/inbox/messages?page=-1", { auth: bob })).status).toBe(400);
    expect((await api("GET", "/inbox/messages")).status).toBe(401);
  });

  it("refuses messages to strangers that do not exist, and bad input", async () => {
    const alice = await register();
    expect((await send(alice, crypto.randomUUID(), "hello?")).status).toBe(404);
    const bob = await register();
    expect((await send(alice, bob, "x".repeat(3001))).status).toBe(400);
    expect((await send(alice, bob, "")).status).toBe(400);
    expect(
      (await api("POST", "/members/send-private-message", { body: { message: "hi", toUserId: bob.id } })).status,
    ).toBe(401);
  });

  it("respects blocks in both directions and the recipient's opt-out", async () => {
    const [alice, bob, carol] = await Promise.all([register(), register(), register()]);
    const blocked = await api("POST", `/user/block/${alice.id}`, { auth: bob });
    expect(blocked.status).toBe(200);
    expect(blocked.body.data).toEqual([alice.id]);
    const refused = await send(alice, bob, "please?");
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe("You cannot send this player a private message.");
    expect((await send(bob, alice, "I blocked you")).status).toBe(401);
    const unblocked = await api("POST", `/user/block/${alice.id}`, { auth: bob });
    expect(unblocked.body.data).toEqual([]);
    expect((await send(alice, bob, "thanks")).status).toBe(200);

    expect((await api("POST", `/user/block/${bob.id}`, { auth: bob })).status).toBe(400);
    expect((await api("POST", `/user/block/${crypto.randomUUID()}`, { auth: bob })).status).toBe(404);

    await debugSet(carol, { "inbox.optOut": true });
    expect((await send(alice, carol, "hello")).status).toBe(401);

    await debugSet(alice, { "flags.chatRevoked": true });
    expect((await send(alice, bob, "still here")).status).toBe(401);
  });

  it("likes, reports and deletes one's own copy", async () => {
    const [alice, bob] = await Promise.all([register(), register()]);
    await send(alice, bob, "a nice message");
    const received = (await api("GET", "/inbox/messages", { auth: bob })).body.data[0];
    const sentCopy = (await api("GET", "/inbox/messages", { auth: alice })).body.data[0];

    const liked = await api("POST", `/inbox/like-private-message/${received.id}`, { auth: bob });
    expect(liked.status).toBe(200);
    expect(liked.body.data.likes).toEqual({ [bob.id]: true });
    expect((await api("GET", "/inbox/messages", { auth: alice })).body.data[0].likes).toEqual({ [bob.id]: true });
    expect((await api("POST", `/inbox/like-private-message/${received.id}`, { auth: alice })).status).toBe(404);
    const unliked = await api("POST", `/inbox/like-private-message/${received.id}`, { auth: bob });
    expect(unliked.body.data.likes).toEqual({ [bob.id]: false });

    expect((await api("POST", `/members/flag-private-message/${sentCopy.id}`, { auth: alice, body: {} })).status).toBe(
      401,
    );
    const flagged = await api("POST", `/members/flag-private-message/${received.id}`, {
      auth: bob,
      body: { comment: "Unwanted." },
    });
    expect(flagged.status).toBe(200);
    expect(flagged.body.data.flagCount).toBe(1);
    expect((await api("POST", `/members/flag-private-message/${received.id}`, { auth: bob, body: {} })).status).toBe(
      401,
    );
    expect(
      (await api("POST", `/members/flag-private-message/${crypto.randomUUID()}`, { auth: bob, body: {} })).status,
    ).toBe(404);

    expect((await api("DELETE", `/user/messages/${received.id}`, { auth: alice })).status).toBe(404);
    expect((await api("DELETE", `/user/messages/${received.id}`, { auth: bob })).status).toBe(200);
    expect((await api("GET", "/inbox/messages", { auth: bob })).body.data).toEqual([]);
    expect((await api("GET", "/inbox/messages", { auth: alice })).body.data).toHaveLength(1);
    expect((await api("DELETE", `/user/messages/${received.id}`, { auth: bob })).status).toBe(404);
  });
});

describe("gifts", () => {
  it("transfers gems: the sender's balance drops by a quarter per gem", async () => {
    const [alice, bob] = await Promise.all([register(), register()]);
    await api("POST", "/debug/add-ten-gems", { auth: alice });
    const before = (await me(bob)).balance;
    const gift = await api("POST", "/members/transfer-gems", {
      auth: alice,
      body: { toUserId: bob.id, gemAmount: 6, message: "For your quest scroll." },
    });
    expect(gift.status).toBe(200);
    expect((await me(alice)).balance).toBe(2.5 - 1.5);
    const receiver = await me(bob);
    expect(receiver.balance).toBe(before + 1.5);
    expect(
      receiver.notifications.find((note: { type: string }) => note.type === "GIFT_GEMS_RECEIVED").data,
    ).toMatchObject({ gems: 6, from: { id: alice.id } });
    const note = (await api("GET", "/inbox/messages", { auth: bob })).body.data[0];
    expect(note.text).toBe("I sent you 6 gems! For your quest scroll.");

    const tooMany = await api("POST", "/members/transfer-gems", {
      auth: alice,
      body: { toUserId: bob.id, gemAmount: 5 },
    });
    expect(tooMany.status).toBe(401);
    expect(tooMany.body.message).toBe("You do not have enough gems.");
    expect(
      (await api("POST", "/members/transfer-gems", { auth: alice, body: { toUserId: alice.id, gemAmount: 1 } })).status,
    ).toBe(401);
    expect(
      (
        await api("POST", "/members/transfer-gems", {
          auth: alice,
          body: { toUserId: crypto.randomUUID(), gemAmount: 1 },
        })
      ).status,
    ).toBe(404);
    expect(
      (await api("POST", "/members/transfer-gems", { auth: alice, body: { toUserId: bob.id, gemAmount: 0 } })).status,
    ).toBe(401);
    expect(
      (await api("POST", "/members/transfer-gems", { auth: alice, body: { toUserId: bob.id, gemAmount: 1.5 } })).status,
    ).toBe(400);
    expect(
      (
        await api("POST", "/members/transfer-gems", {
          auth: alice,
          body: { toUserId: bob.id, gemAmount: 1, message: "x".repeat(201) },
        })
      ).status,
    ).toBe(400);
    await api("POST", `/user/block/${alice.id}`, { auth: bob });
    expect(
      (await api("POST", "/members/transfer-gems", { auth: alice, body: { toUserId: bob.id, gemAmount: 1 } })).status,
    ).toBe(401);
  });

  it("sends a card for 10 gold, counting it for both players", async () => {
    const [alice, bob] = await Promise.all([register(), register()]);
    await debugSet(alice, { "stats.gp": 25 });
    const card = await api("POST", `/user/class/cast/greetingCard?targetId=${bob.id}`, { auth: alice, body: {} });
    expect(card.status).toBe(200);
    expect(card.body.data.user.stats.gp).toBe(15);
    expect(card.body.data.user.achievements.greeting).toBe(1);
    const receiver = await me(bob);
    expect(receiver.achievements.greeting).toBe(1);
    expect(receiver.flags.cardReceived).toBe(true);
    expect(receiver.items.special.greetingReceived).toEqual([alice.username]);
    expect(receiver.notifications.find((note: { type: string }) => note.type === "CARD_RECEIVED").data).toMatchObject({
      card: "greeting",
      from: { id: alice.id },
    });

    expect((await api("POST", `/user/class/cast/thankyou?targetId=${bob.id}`, { auth: alice })).status).toBe(200);
    const poor = await api("POST", `/user/class/cast/birthdayCard?targetId=${bob.id}`, { auth: alice });
    expect(poor.status).toBe(401);
    expect(poor.body.message).toBe("You do not have enough gold.");
    expect(
      (await api("POST", `/user/class/cast/greetingCard?targetId=${crypto.randomUUID()}`, { auth: alice })).status,
      // Out of gold: the cost is checked before the recipient.
    ).toBe(401);
    expect((await api("POST", `/user/class/cast/greetingCard?targetId=${bob.id}`)).status).toBe(401);
  });
});

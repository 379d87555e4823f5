/** Per-player limits in group rooms: open connections (tickets and admission) and typing pings. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ROOM_CONNECTIONS_PER_PLAYER } from "../../content/data/constants";
import { playerTag } from "../../party/group-room";
import { register } from "./helpers";
import {
  addMember,
  connect,
  connectionsOf,
  createParty,
  nextPresence,
  ticketFor,
  type LiveConnection,
} from "./rooms.helpers";

/** Opens `count` connections for one player, each greeted before the next opens. */
async function openConnections(account: Awaited<ReturnType<typeof register>>, groupId: string, count: number) {
  const open: LiveConnection[] = [];
  for (let i = 0; i < count; i++) {
    const ticket = await ticketFor(account, groupId);
    expect(ticket.status).toBe(200);
    const live = await connect(ticket.body.data.url);
    expect(live.response.status).toBe(101);
    expect(connectionsOf(await nextPresence(live), account.id)).toBe(i + 1);
    open.push(live);
  }
  return open;
}

function closeAll(connections: LiveConnection[]) {
  for (const live of connections) live.socket?.close();
}

describe("room connections per player", () => {
  it("refuse a ticket beyond the cap, for that player only, and grant one again once a connection closes", async () => {
    const leader = await register();
    const friend = await register();
    const groupId = await createParty(leader);
    await addMember(groupId, friend);
    const open = await openConnections(leader, groupId, ROOM_CONNECTIONS_PER_PLAYER);

    const refused = await ticketFor(leader, groupId);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, error: "TooManyRequests" });
    expect(refused.body.message).toContain(String(ROOM_CONNECTIONS_PER_PLAYER));

    // Another player's allowance is their own.
    const friendTicket = await ticketFor(friend, groupId);
    expect(friendTicket.status).toBe(200);

    // One tab closes: the others hear it, and a new ticket is granted.
    const [first, ...rest] = open;
    first.socket!.close();
    let presence = await nextPresence(rest[0]);
    while (connectionsOf(presence, leader.id) !== ROOM_CONNECTIONS_PER_PLAYER - 1)
      presence = await nextPresence(rest[0]);
    expect((await ticketFor(leader, groupId)).status).toBe(200);
    closeAll(rest);
  });

  it("keep no more unused tickets than connections the player may still open: a new one replaces the oldest", async () => {
    const account = await register();
    const groupId = await createParty(account);
    const tickets: string[] = [];
    for (let i = 0; i <= ROOM_CONNECTIONS_PER_PLAYER; i++) {
      const ticket = await ticketFor(account, groupId);
      expect(ticket.status).toBe(200);
      tickets.push(ticket.body.data.url);
    }
    const { results } = await env.DB.prepare(
      "SELECT count(*) AS n FROM live_tickets WHERE user_id = ? AND group_id = ?",
    )
      .bind(account.id, groupId)
      .all<{ n: number }>();
    expect(results[0].n).toBe(ROOM_CONNECTIONS_PER_PLAYER);
    const oldest = await connect(tickets[0]);
    expect(oldest.response.status).toBe(401);
    const open: LiveConnection[] = [];
    for (const url of tickets.slice(1)) {
      const live = await connect(url);
      expect(live.response.status).toBe(101);
      await nextPresence(live);
      open.push(live);
    }
    expect((await ticketFor(account, groupId)).status).toBe(429);
    // The cap is per group: the tavern still lets the player in.
    expect((await ticketFor(account, "tavern")).status).toBe(200);
    closeAll(open);
  });

  it("refuse a connection beyond the cap at admission, even with tickets minted before the cap was reached", async () => {
    const account = await register();
    const friend = await register();
    const groupId = await createParty(account);
    await addMember(groupId, friend);
    // Tickets as an earlier server (or a race) might have left them: more than the cap.
    const tickets: string[] = [];
    const expiresAt = Date.now() + 60_000;
    for (let i = 0; i <= ROOM_CONNECTIONS_PER_PLAYER; i++) {
      const ticket = crypto.randomUUID();
      tickets.push(ticket);
      await env.DB.prepare("INSERT INTO live_tickets (ticket, user_id, group_id, expires_at) VALUES (?, ?, ?, ?)")
        .bind(ticket, account.id, groupId, expiresAt)
        .run();
    }
    const open: LiveConnection[] = [];
    for (const ticket of tickets.slice(0, ROOM_CONNECTIONS_PER_PLAYER)) {
      const live = await connect(`/parties/group-room/${groupId}?ticket=${ticket}`);
      expect(live.response.status).toBe(101);
      await nextPresence(live);
      open.push(live);
    }
    const beyond = await connect(`/parties/group-room/${groupId}?ticket=${tickets.at(-1)}`);
    expect(beyond.socket).toBeUndefined();
    expect(beyond.response.status).toBe(429);
    expect(await beyond.response.json()).toMatchObject({ success: false, error: "TooManyRequests" });

    // The others are still admitted.
    const friendLive = await connect((await ticketFor(friend, groupId)).body.data.url);
    expect(friendLive.response.status).toBe(101);
    const presence = await nextPresence(friendLive);
    expect(connectionsOf(presence, account.id)).toBe(ROOM_CONNECTIONS_PER_PLAYER);
    expect(connectionsOf(presence, friend.id)).toBe(1);
    closeAll([...open, friendLive]);
  });

  it("count a player's connections by who was admitted, whatever connection id a client asks for", async () => {
    const victim = await register();
    const attacker = await register();
    const groupId = await createParty(victim);
    await addMember(groupId, attacker);
    const forged: LiveConnection[] = [];
    for (let i = 0; i < ROOM_CONNECTIONS_PER_PLAYER; i++) {
      const url = (await ticketFor(attacker, groupId)).body.data.url;
      // The connection id a client may choose, set to the victim's own tag.
      const live = await connect(`${url}&_pk=${encodeURIComponent(playerTag(victim.id))}`);
      expect(live.response.status).toBe(101);
      await nextPresence(live);
      forged.push(live);
    }
    const open = await openConnections(victim, groupId, ROOM_CONNECTIONS_PER_PLAYER);
    closeAll([...forged, ...open]);
  });
});

describe("typing pings", () => {
  it("are relayed once per interval per player, not per connection", async () => {
    const leader = await register();
    const friend = await register();
    const groupId = await createParty(leader);
    await addMember(groupId, friend);
    const listener = await connect((await ticketFor(leader, groupId)).body.data.url);
    await nextPresence(listener);
    const [phone, laptop] = await openConnections(friend, groupId, 2);
    let presence = await nextPresence(listener);
    while (connectionsOf(presence, friend.id) !== 2) presence = await nextPresence(listener);

    phone.socket!.send(JSON.stringify({ type: "typing" }));
    expect(await listener.next()).toEqual({ type: "typing", userId: friend.id, name: friend.username });
    // The same player on another device within the interval is not heard; the room handles this
    // socket's ping before its close, so the next thing the listener hears is the departure.
    laptop.socket!.send(JSON.stringify({ type: "typing" }));
    laptop.socket!.close();
    const after = await listener.next();
    expect(after?.type).toBe("presence");
    expect(connectionsOf(after, friend.id)).toBe(1);
    closeAll([listener, phone]);
  });
});

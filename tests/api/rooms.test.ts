import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TYPING_RELAY_INTERVAL_MS, type ServerMessage } from "../../party/protocol";
import { publishToGroup } from "../../worker/lib/rooms";
import { ROOM_CONNECTIONS_PER_PLAYER, TAVERN_ID } from "../../content/data/constants";
import { api, register, type Credentials } from "./helpers";

async function createParty(leader: Credentials, privacy = "private"): Promise<string> {
  const groupId = crypto.randomUUID();
  const now = new Date().toISOString();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO groups (id, type, name, privacy, leader_id, doc, created_at) VALUES (?, 'party', 'Test Party', ?, ?, '{}', ?)",
    ).bind(groupId, privacy, leader.id, now),
    env.DB.prepare("INSERT INTO group_members (group_id, user_id, role, joined_at) VALUES (?, ?, 'leader', ?)").bind(
      groupId,
      leader.id,
      now,
    ),
  ]);
  return groupId;
}

/** Opens a live connection and collects what the room sends. */
async function connect(path: string) {
  const response = await SELF.fetch(`https://habitforge.test${path}`, { headers: { Upgrade: "websocket" } });
  const socket = response.webSocket;
  if (!socket) return { response, socket: undefined, messages: [] as ServerMessage[], next: async () => undefined };
  const messages: ServerMessage[] = [];
  const waiters: ((message: ServerMessage) => void)[] = [];
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as ServerMessage;
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else messages.push(message);
  });
  socket.accept();
  const next = () =>
    new Promise<ServerMessage>((resolve, reject) => {
      const queued = messages.shift();
      if (queued) return resolve(queued);
      const timer = setTimeout(() => reject(new Error("no message within 3s")), 3000);
      waiters.push((message) => {
        clearTimeout(timer);
        resolve(message);
      });
    });
  return { response, socket, messages, next };
}

async function ticketFor(account: Credentials, groupId: string) {
  return api("POST", `/groups/${groupId}/live-ticket`, { auth: account });
}

describe("group rooms", () => {
  it("admit a member with a ticket and greet them with presence", async () => {
    const leader = await register();
    const groupId = await createParty(leader);
    const ticket = await ticketFor(leader, groupId);
    expect(ticket.status).toBe(200);
    expect(ticket.body.data.url).toBe(`/parties/group-room/${groupId}?ticket=${ticket.body.data.ticket}`);
    const live = await connect(ticket.body.data.url);
    expect(live.response.status).toBe(101);
    const presence = await live.next();
    expect(presence).toEqual({
      type: "presence",
      members: [{ userId: leader.id, name: leader.username, connections: 1 }],
      total: 1,
    });

    // The worker publishes a change through the room; every member hears it.
    const sent = await publishToGroup(env, groupId, { type: "member.joined", userId: "someone", name: "Someone" });
    expect(sent).toBe(1);
    expect(await live.next()).toEqual({ type: "member.joined", userId: "someone", name: "Someone" });
    live.socket!.close();
  });

  it("refuse strangers before the upgrade", async () => {
    const leader = await register();
    const stranger = await register();
    const groupId = await createParty(leader);
    const refusedTicket = await ticketFor(stranger, groupId);
    expect(refusedTicket.status).toBe(404);
    expect(refusedTicket.body.error).toBe("NotFound");

    for (const path of [`/parties/group-room/${groupId}`, `/parties/group-room/${groupId}?ticket=forged`]) {
      const attempt = await connect(path);
      expect(attempt.socket).toBeUndefined();
      expect(attempt.response.status).toBe(401);
      expect(await attempt.response.json()).toMatchObject({ success: false, error: "NotAuthorized" });
    }
  });

  it("take each ticket once, and only for its own group", async () => {
    const leader = await register();
    const groupId = await createParty(leader);
    const otherGroup = await createParty(leader);
    const ticket = await ticketFor(leader, groupId);
    const wrongRoom = await connect(`/parties/group-room/${otherGroup}?ticket=${ticket.body.data.ticket}`);
    expect(wrongRoom.response.status).toBe(401);
    const first = await connect(ticket.body.data.url);
    expect(first.response.status).toBe(101);
    const again = await connect(ticket.body.data.url);
    expect(again.response.status).toBe(401);
    first.socket!.close();
  });

  it("tell members about each other and relay typing", async () => {
    const leader = await register();
    const friend = await register();
    const groupId = await createParty(leader);
    await env.DB.prepare("INSERT INTO group_members (group_id, user_id, role, joined_at) VALUES (?, ?, 'member', ?)")
      .bind(groupId, friend.id, new Date().toISOString())
      .run();
    const a = await connect((await ticketFor(leader, groupId)).body.data.url);
    await a.next();
    const b = await connect((await ticketFor(friend, groupId)).body.data.url);
    const seenByB = await b.next();
    const seenByA = await a.next();
    for (const presence of [seenByA, seenByB]) {
      expect(presence?.type).toBe("presence");
      if (presence?.type === "presence")
        expect(presence.members.map((member) => member.userId).sort()).toEqual([leader.id, friend.id].sort());
    }
    b.socket!.send(JSON.stringify({ type: "typing" }));
    expect(await a.next()).toEqual({ type: "typing", userId: friend.id, name: friend.username });
    const firstRelayed = Date.now();
    // A burst of pings is relayed once per interval, not once per keystroke. The room handles
    // one socket's messages in order: the presence that follows b's leaving comes after anything
    // the burst was relayed as, so a's next message being that presence proves none was.
    for (let i = 0; i < 20; i++) b.socket!.send(JSON.stringify({ type: "typing" }));
    b.socket!.close();
    const afterLeave = await a.next();
    expect(afterLeave).toEqual({
      type: "presence",
      members: [{ userId: leader.id, name: leader.username, connections: 1 }],
      total: 1,
    });
    expect(a.messages.filter((message) => message.type === "typing")).toEqual([]);
    // Once the interval has passed, the player is heard again (from any of their connections).
    const again = await connect((await ticketFor(friend, groupId)).body.data.url);
    expect((await again.next())?.type).toBe("presence");
    expect((await a.next())?.type).toBe("presence");
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, firstRelayed + TYPING_RELAY_INTERVAL_MS - Date.now())),
    );
    again.socket!.send(JSON.stringify({ type: "typing" }));
    expect(await a.next()).toEqual({ type: "typing", userId: friend.id, name: friend.username });
    again.socket!.close();
    a.socket!.close();
  });

  it("let anyone logged in into the tavern, and nobody without a ticket", async () => {
    const account = await register();
    const ticket = await ticketFor(account, "tavern");
    expect(ticket.body.data.groupId).toBe(TAVERN_ID);
    const live = await connect(ticket.body.data.url);
    expect(live.response.status).toBe(101);
    live.socket!.close();
    expect((await api("POST", `/groups/${TAVERN_ID}/live-ticket`)).status).toBe(401);
  });

  it("gather presence in a crowd instead of telling everyone at every arrival", async () => {
    const { PRESENCE_IMMEDIATE_MAX } = await import("../../party/group-room");
    const crowd = PRESENCE_IMMEDIATE_MAX + 3;
    // Each player may hold only a few connections: the crowd is several players with several tabs.
    const players = [];
    for (let i = 0; i < Math.ceil(crowd / ROOM_CONNECTIONS_PER_PLAYER); i++) players.push(await register());
    const groupId = await createParty(players[0]);
    for (const player of players.slice(1))
      await env.DB.prepare("INSERT INTO group_members (group_id, user_id, role, joined_at) VALUES (?, ?, 'member', ?)")
        .bind(groupId, player.id, new Date().toISOString())
        .run();
    const connectionsIn = (message: ServerMessage | undefined) =>
      message?.type === "presence" ? message.members.reduce((sum, member) => sum + member.connections, 0) : undefined;
    const sockets = [];
    for (let i = 0; i < crowd; i++) {
      const player = players[Math.floor(i / ROOM_CONNECTIONS_PER_PLAYER)];
      const live = await connect((await ticketFor(player, groupId)).body.data.url);
      // Every arrival is greeted at once with who is here.
      expect(connectionsIn(await live.next())).toBe(i + 1);
      sockets.push(live);
    }
    // The first socket heard one presence per arrival up to the limit, then one gathered update:
    // read what it heard up to the update that counts the whole crowd.
    const heard: ServerMessage[] = [];
    while (connectionsIn(heard.at(-1)) !== crowd) {
      const message = await sockets[0].next();
      if (message?.type === "presence") heard.push(message);
    }
    expect(heard.length).toBeLessThan(crowd - 1);
    expect(connectionsIn(heard.at(-1))).toBe(crowd);
    for (const live of sockets) live.socket!.close();
  }, 60_000);

  it("answer an unknown group with 404", async () => {
    const account = await register();
    expect((await ticketFor(account, crypto.randomUUID())).status).toBe(404);
    expect((await ticketFor(account, "party")).status).toBe(404);
  });
});

/** The player's own room: every device of one player hears what changed for that player. */
import { env, SELF } from "cloudflare:test";
import { getServerByName } from "partyserver";
import { describe, expect, it } from "vitest";
import { ROOM_CONNECTIONS_PER_PLAYER } from "../../content/data/constants";
import type { PlayerRoom } from "../../party/player-room";
import {
  LIVE_CONNECTION_HEADER,
  PLAYER_ROOM_CLOSE_SIGNED_OUT,
  PLAYER_ROOM_REPLAY_MAX,
  type PlayerServerMessage,
} from "../../party/playerProtocol";
import type { Env } from "../../worker/env";
import { api, register, type Credentials } from "./helpers";

interface Device {
  response: Response;
  socket: WebSocket | undefined;
  /** The next message, waiting up to 3 s for it. */
  next: () => Promise<PlayerServerMessage>;
  /** The next message of a type, passing over the others. */
  nextOf: <T extends PlayerServerMessage["type"]>(type: T) => Promise<Extract<PlayerServerMessage, { type: T }>>;
  send: (message: unknown) => void;
  closed: Promise<number>;
}

async function openDevice(path: string): Promise<Device> {
  const response = await SELF.fetch(`https://habitforge.test${path}`, { headers: { Upgrade: "websocket" } });
  const socket = response.webSocket ?? undefined;
  const queue: PlayerServerMessage[] = [];
  const waiters: ((message: PlayerServerMessage) => void)[] = [];
  socket?.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as PlayerServerMessage;
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const closed = new Promise<number>((resolve) => socket?.addEventListener("close", (event) => resolve(event.code)));
  socket?.accept();
  const next = () =>
    new Promise<PlayerServerMessage>((resolve, reject) => {
      const queued = queue.shift();
      if (queued) return resolve(queued);
      const timer = setTimeout(() => reject(new Error("no message within 3s")), 3000);
      waiters.push((message) => {
        clearTimeout(timer);
        resolve(message);
      });
    });
  const nextOf = async <T extends PlayerServerMessage["type"]>(type: T) => {
    for (;;) {
      const message = await next();
      if (message.type === type) return message as Extract<PlayerServerMessage, { type: T }>;
    }
  };
  return { response, socket, next, nextOf, send: (message) => socket?.send(JSON.stringify(message)), closed };
}

async function ticket(account: Credentials) {
  return api("POST", "/user/live-ticket", { auth: account });
}

async function device(account: Credentials): Promise<Device> {
  const answer = await ticket(account);
  expect(answer.status).toBe(200);
  const opened = await openDevice(answer.body.data.url);
  expect(opened.response.status).toBe(101);
  return opened;
}

async function createTask(account: Credentials, body: Record<string, unknown>) {
  const answer = await api("POST", "/tasks/user", { auth: account, body });
  expect(answer.status).toBe(201);
  return answer.body.data as { _id: string };
}

describe("the player's room", () => {
  it("admits the player with their ticket and greets the device with where the room stands", async () => {
    const player = await register();
    const answer = await ticket(player);
    expect(answer.body.data.url).toBe(`/parties/player-room/${player.id}?ticket=${answer.body.data.ticket}`);
    const phone = await openDevice(answer.body.data.url);
    expect(phone.response.status).toBe(101);
    // The new account's starter tasks were its first change.
    expect(await phone.next()).toMatchObject({ type: "hello", seq: 1 });
    phone.socket?.close();
  });

  it("refuses anyone without a ticket of that very player, and a ticket used twice", async () => {
    const player = await register();
    const other = await register();
    expect((await openDevice(`/parties/player-room/${player.id}`)).response.status).toBe(401);
    expect((await openDevice(`/parties/player-room/${player.id}?ticket=made-up`)).response.status).toBe(401);
    // Another player's ticket opens only that player's room.
    const theirs = await ticket(other);
    const wrongRoom = await openDevice(`/parties/player-room/${player.id}?ticket=${theirs.body.data.ticket}`);
    expect(wrongRoom.response.status).toBe(401);
    expect(wrongRoom.response.headers.get("content-type")).toContain("application/json");
    // A group room's ticket is no ticket here either.
    const mine = await ticket(player);
    const used = await openDevice(mine.body.data.url);
    expect(used.response.status).toBe(101);
    expect((await openDevice(mine.body.data.url)).response.status).toBe(401);
    // Nor is an expired one.
    const late = await ticket(player);
    await env.DB.prepare("UPDATE live_tickets SET expires_at = 0 WHERE ticket = ?").bind(late.body.data.ticket).run();
    expect((await openDevice(late.body.data.url)).response.status).toBe(401);
    // Signed out, no ticket at all.
    expect((await api("POST", "/user/live-ticket")).status).toBe(401);
    used.socket?.close();
  });

  it("tells the player's other devices of a score made on one, with the new version and the task", async () => {
    const player = await register();
    const habit = await createTask(player, { type: "habit", text: "Stretch" });
    const laptop = await device(player);
    const phone = await device(player);
    await laptop.nextOf("hello");
    await phone.nextOf("hello");

    const scored = await api("POST", `/tasks/${habit._id}/score/up`, {
      auth: player,
      headers: { [LIVE_CONNECTION_HEADER]: "phone-1" },
    });
    expect(scored.status).toBe(200);
    const heard = await laptop.nextOf("user.changed");
    expect(heard.userV).toBe(scored.body.userV);
    expect(heard.fields).toContain("stats");
    expect(heard.tasks).toEqual([habit._id]);
    // The device that scored is named, so it knows the change is its own.
    expect(heard.origin).toBe("phone-1");
    expect((await phone.nextOf("user.changed")).seq).toBe(heard.seq);

    // An edit of the task from elsewhere names the task too.
    await api("PUT", `/tasks/${habit._id}`, { auth: player, body: { text: "Stretch well" } });
    const edited = await phone.nextOf("user.changed");
    expect(edited.tasks).toEqual([habit._id]);
    expect(edited.origin).toBeUndefined();
    expect(edited.seq).toBe(heard.seq + 1);
    laptop.socket?.close();
    phone.socket?.close();
  });

  it("tells of a purchase and a level reached, field by field", async () => {
    const player = await register();
    const laptop = await device(player);
    await laptop.nextOf("hello");
    await env.DB.prepare("UPDATE users SET stats = json_set(stats, '$.gp', 500, '$.exp', 149, '$.hp', 10) WHERE id = ?")
      .bind(player.id)
      .run();
    const bought = await api("POST", "/user/buy-health-potion", { auth: player });
    expect(bought.status).toBe(200);
    const purchase = await laptop.nextOf("user.changed");
    expect(purchase.fields).toContain("stats");
    expect(purchase.userV).toBe(bought.body.userV);

    const todo = await createTask(player, { type: "todo", text: "Finish the report", priority: 2 });
    await laptop.nextOf("user.changed");
    const done = await api("POST", `/tasks/${todo._id}/score/up`, { auth: player });
    expect(done.body.data.lvl).toBeGreaterThan(1);
    const level = await laptop.nextOf("user.changed");
    expect(level.tasks).toEqual([todo._id]);
    expect(level.userV).toBe(done.body.userV);
    laptop.socket?.close();
  });

  it("carries private messages to both players' devices, and gifts and their notifications", async () => {
    const sender = await register();
    const recipient = await register();
    const senderPhone = await device(sender);
    const recipientLaptop = await device(recipient);
    await senderPhone.nextOf("hello");
    await recipientLaptop.nextOf("hello");

    const sent = await api("POST", "/members/send-private-message", {
      auth: sender,
      body: { toUserId: recipient.id, message: "Quest tonight?" },
    });
    expect(sent.status).toBe(200);
    const received = await recipientLaptop.nextOf("inbox.new");
    expect(received.message).toMatchObject({
      ownerId: recipient.id,
      contactId: sender.id,
      sent: false,
      text: "Quest tonight?",
    });
    const counted = await recipientLaptop.nextOf("user.changed");
    expect(counted.fields).toContain("inbox");
    const ownCopy = await senderPhone.nextOf("inbox.new");
    expect(ownCopy.message).toMatchObject({ ownerId: sender.id, contactId: recipient.id, sent: true });

    await env.DB.prepare("UPDATE users SET misc = json_set(misc, '$.balance', 10) WHERE id = ?").bind(sender.id).run();
    const gift = await api("POST", "/members/transfer-gems", {
      auth: sender,
      body: { toUserId: recipient.id, gemAmount: 4 },
    });
    expect(gift.status).toBe(200);
    // The gift's own message first, then the gems and the notification that tells of them.
    let heard = await recipientLaptop.nextOf("user.changed");
    while (!heard.fields.includes("balance")) heard = await recipientLaptop.nextOf("user.changed");
    expect(heard.fields).toEqual(expect.arrayContaining(["balance", "notifications"]));
    senderPhone.socket?.close();
    recipientLaptop.socket?.close();
  });

  it("tells nothing of what a refused request only meant to write", async () => {
    const player = await register();
    const laptop = await device(player);
    const hello = await laptop.nextOf("hello");
    const refused = await api("POST", "/tasks/user", { auth: player, body: { type: "todo", text: "" } });
    expect(refused.status).toBe(400);
    const todo = await createTask(player, { type: "todo", text: "Real one" });
    // The first change heard is the real task, never the refused one.
    const heard = await laptop.nextOf("user.changed");
    expect(heard.tasks).toEqual([todo._id]);
    expect(heard.seq).toBe(hello.seq + 1);
    laptop.socket?.close();
  });

  it("replays what a device missed, or tells it to read everything again when too much was missed", async () => {
    const player = await register();
    const room = await getServerByName<Env, PlayerRoom>(env.PlayerRoom, player.id);
    const first = await device(player);
    await first.nextOf("hello");
    await createTask(player, { type: "todo", text: "One" });
    const seen = await first.nextOf("user.changed");
    first.socket?.close();
    await first.closed;

    // Away: two changes.
    const two = await createTask(player, { type: "todo", text: "Two" });
    const three = await createTask(player, { type: "todo", text: "Three" });
    const back = await device(player);
    expect(await back.next()).toMatchObject({ type: "hello" });
    back.send({ type: "resume", after: seen.seq });
    const missed = [await back.next(), await back.next()];
    expect(missed.map((message) => (message.type === "user.changed" ? message.tasks : []))).toEqual([
      [two._id],
      [three._id],
    ]);
    const hello = await back.next();
    expect(hello).toMatchObject({ type: "hello", seq: seen.seq + 2 });

    // Far more than the room keeps: the device reads everything again.
    const changes = Array.from({ length: PLAYER_ROOM_REPLAY_MAX + 5 }, () => ({
      type: "user.changed" as const,
      fields: ["stats"],
      tasks: [],
    }));
    await room.publish(changes);
    for (let i = 0; i < changes.length; i++) await back.nextOf("user.changed");
    back.send({ type: "resume", after: seen.seq });
    expect(await back.next()).toMatchObject({ type: "resync" });
    expect(await back.next()).toMatchObject({ type: "hello", seq: seen.seq + 2 + changes.length });
    // A number from the future starts over too.
    back.send({ type: "resume", after: 10_000_000 });
    expect(await back.next()).toMatchObject({ type: "resync" });
    back.socket?.close();
  });

  it("ignores what a device may not say, and keeps the connection", async () => {
    const player = await register();
    const phone = await device(player);
    const hello = await phone.nextOf("hello");
    phone.socket?.send("not json");
    phone.send({ type: "publish", changes: [{ type: "user.changed" }] });
    phone.send({ type: "resume", after: -1 });
    phone.send({ type: "resume", after: "0" });
    phone.send({ type: "ping", padding: "x".repeat(500) });
    phone.send({ type: "ping" });
    // Only the well-formed resume is answered.
    phone.send({ type: "resume" });
    expect(await phone.next()).toEqual(hello);
    phone.socket?.close();
  });

  it("lets every device go when the account's API token is replaced", async () => {
    const player = await register();
    const phone = await device(player);
    await phone.nextOf("hello");
    const replaced = await api("POST", "/user/auth/new-api-token", {
      auth: player,
      body: { password: player.password },
    });
    expect(replaced.status).toBe(200);
    expect(await phone.closed).toBe(PLAYER_ROOM_CLOSE_SIGNED_OUT);
    // The old key opens nothing any more; the new one does.
    expect((await ticket(player)).status).toBe(401);
    const fresh = await device({ ...player, apiToken: replaced.body.data.apiToken });
    await fresh.nextOf("hello");
    fresh.socket?.close();
  });

  it("caps the connections of one player, tickets and all", async () => {
    const player = await register();
    const open: Device[] = [];
    for (let i = 0; i < ROOM_CONNECTIONS_PER_PLAYER; i++) open.push(await device(player));
    const refused = await ticket(player);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe("TooManyRequests");
    open.pop()?.socket?.close();
    // The room lets the connection go once the close reaches it.
    const room = await getServerByName<Env, PlayerRoom>(env.PlayerRoom, player.id);
    for (let tries = 0; tries < 100 && (await room.connectionsOf()) >= ROOM_CONNECTIONS_PER_PLAYER; tries++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await ticket(player);
    expect(again.status).toBe(200);
    for (const connection of open) connection.socket?.close();
  });
});

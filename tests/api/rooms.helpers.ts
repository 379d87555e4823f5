/** Driving group rooms from the API tests: parties made in D1, live connections, tickets. */
import { env, SELF } from "cloudflare:test";
import type { ServerMessage } from "../../party/protocol";
import { api, type Credentials } from "./helpers";

export async function createParty(leader: Credentials, privacy = "private"): Promise<string> {
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

export async function addMember(groupId: string, member: Credentials): Promise<void> {
  await env.DB.prepare("INSERT INTO group_members (group_id, user_id, role, joined_at) VALUES (?, ?, 'member', ?)")
    .bind(groupId, member.id, new Date().toISOString())
    .run();
}

export interface LiveConnection {
  response: Response;
  socket: WebSocket | undefined;
  /** What arrived and was not yet taken with `next`. */
  messages: ServerMessage[];
  /** The next message, waiting up to 3 s for it. */
  next: () => Promise<ServerMessage | undefined>;
  /** Resolves with the close code once the room closes the connection. */
  closed: Promise<number>;
}

/** Opens a live connection and collects what the room sends. */
export async function connect(path: string): Promise<LiveConnection> {
  const response = await SELF.fetch(`https://habitforge.test${path}`, { headers: { Upgrade: "websocket" } });
  const socket = response.webSocket ?? undefined;
  if (!socket)
    return { response, socket: undefined, messages: [], next: async () => undefined, closed: Promise.resolve(0) };
  const messages: ServerMessage[] = [];
  const waiters: ((message: ServerMessage) => void)[] = [];
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as ServerMessage;
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else messages.push(message);
  });
  const closed = new Promise<number>((resolve) => socket.addEventListener("close", (event) => resolve(event.code)));
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
  return { response, socket, messages, next, closed };
}

export async function ticketFor(account: Credentials, groupId: string) {
  return api("POST", `/groups/${groupId}/live-ticket`, { auth: account });
}

/** Waits for the next presence message, passing over anything else. */
export async function nextPresence(live: LiveConnection) {
  for (;;) {
    const message = await live.next();
    if (message?.type === "presence") return message;
  }
}

/** How many connections a presence message counts for one player. */
export function connectionsOf(message: ServerMessage | undefined, userId: string): number {
  if (message?.type !== "presence") return 0;
  return message.members.find((member) => member.userId === userId)?.connections ?? 0;
}

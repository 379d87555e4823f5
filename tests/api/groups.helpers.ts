/** Shared steps of the group, chat, member and inbox API tests. */
import { SELF } from "cloudflare:test";
import { expect } from "vitest";
import type { ServerMessage } from "../../party/protocol";
import { api, register, type Credentials } from "./helpers";

export async function debugSet(account: Credentials, paths: Record<string, unknown>) {
  const response = await api("POST", "/debug/update-user", { auth: account, body: paths });
  expect(response.status).toBe(200);
  return response.body.data;
}

export async function createParty(leader: Credentials, name = "The Early Risers"): Promise<string> {
  const response = await api("POST", "/groups", { auth: leader, body: { name, type: "party" } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data._id;
}

export async function createGuild(leader: Credentials, options: Record<string, unknown> = {}): Promise<string> {
  await api("POST", "/debug/add-ten-gems", { auth: leader });
  const response = await api("POST", "/groups", {
    auth: leader,
    body: { name: "Readers' Corner", type: "guild", privacy: "public", ...options },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data._id;
}

/** Invites and joins: the account ends up a member of the group. */
export async function addMember(groupId: string, inviter: Credentials, member: Credentials) {
  const invite = await api("POST", `/groups/${groupId}/invite`, { auth: inviter, body: { uuids: [member.id] } });
  expect(invite.status, JSON.stringify(invite.body)).toBe(200);
  const join = await api("POST", `/groups/${groupId}/join`, { auth: member });
  expect(join.status, JSON.stringify(join.body)).toBe(200);
}

export async function partyWith(count: number): Promise<{ groupId: string; accounts: Credentials[] }> {
  const accounts = await Promise.all(Array.from({ length: count }, () => register()));
  const groupId = await createParty(accounts[0]);
  for (const member of accounts.slice(1)) await addMember(groupId, accounts[0], member);
  return { groupId, accounts };
}

export async function me(account: Credentials) {
  return (await api("GET", "/user", { auth: account })).body.data;
}

/** Opens a live connection to a group's room and collects what it sends. */
export async function connectLive(account: Credentials, groupId: string) {
  const ticket = await api("POST", `/groups/${groupId}/live-ticket`, { auth: account });
  expect(ticket.status).toBe(200);
  const response = await SELF.fetch(`https://habitforge.test${ticket.body.data.url}`, {
    headers: { Upgrade: "websocket" },
  });
  const socket = response.webSocket;
  if (!socket) throw new Error(`no socket: ${response.status}`);
  const messages: ServerMessage[] = [];
  const waiters: { want: (message: ServerMessage) => boolean; resolve: (message: ServerMessage) => void }[] = [];
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as ServerMessage;
    const index = waiters.findIndex((waiter) => waiter.want(message));
    if (index >= 0) waiters.splice(index, 1)[0].resolve(message);
    else messages.push(message);
  });
  socket.accept();
  /** The next message of a type (already received or still to come), within `ms`. */
  const next = <T extends ServerMessage["type"]>(type: T, ms = 1000) =>
    new Promise<Extract<ServerMessage, { type: T }>>((resolve, reject) => {
      const index = messages.findIndex((message) => message.type === type);
      if (index >= 0) return resolve(messages.splice(index, 1)[0] as Extract<ServerMessage, { type: T }>);
      const timer = setTimeout(() => reject(new Error(`no ${type} within ${ms}ms`)), ms);
      waiters.push({
        want: (message) => message.type === type,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message as Extract<ServerMessage, { type: T }>);
        },
      });
    });
  return { socket, messages, next, close: () => socket.close() };
}

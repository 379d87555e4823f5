/**
 * One live room per group (party, guild, tavern). D1 stays the record; the room fans changes
 * out to connected members and tracks who is here. Hibernation keeps idle sockets free.
 */
import { Server, type Connection, type ConnectionContext, type WSMessage } from "partyserver";
import * as v from "valibot";
import { ROOM_CONNECTIONS_PER_PLAYER } from "../content/data/constants";
import { languageFromAcceptLanguage } from "../content/i18n/languages";
import type { Env } from "../worker/env";
import { errorEnvelopeBody } from "../worker/middleware/errors";
import {
  MEMBER_ID_HEADER,
  MEMBER_NAME_HEADER,
  ROOM_CLOSE_NOT_A_MEMBER,
  TYPING_RELAY_INTERVAL_MS,
  type PresenceMember,
  type ServerMessage,
} from "./protocol";

interface MemberState {
  userId: string;
  name: string;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return "";
  }
}

/** Up to this many connections, presence goes to everyone at every join and leave. */
export const PRESENCE_IMMEDIATE_MAX = 50;
/** In larger rooms (the tavern) joins and leaves are gathered into one broadcast this often. */
export const PRESENCE_COALESCE_MS = 1000;
/** The presence list names at most this many members; `total` counts them all. */
export const PRESENCE_LIST_MAX = 200;

/** The tag every connection of one player carries, to find them without walking the whole room. */
export function playerTag(userId: string): string {
  return `player:${userId}`;
}

const clientMessage = v.variant("type", [v.object({ type: v.literal("typing") })]);

export class GroupRoom extends Server<Env> {
  static options = { hibernate: true };

  /**
   * When each player's last typing ping was relayed. Kept in memory: the room hibernates only
   * after seconds without any event, far longer than the relay interval.
   */
  private typingAt = new Map<string, number>();

  /**
   * A player already holding ROOM_CONNECTIONS_PER_PLAYER connections is refused before the
   * upgrade, whatever tickets they gathered: tickets count towards the cap when they are issued,
   * but one issued earlier (or in a race) must not open one more.
   */
  async fetch(request: Request): Promise<Response> {
    const userId = request.headers.get(MEMBER_ID_HEADER);
    if (request.headers.get("Upgrade")?.toLowerCase() === "websocket" && userId) {
      if (this.connectionsOf(userId) >= ROOM_CONNECTIONS_PER_PLAYER)
        return new Response(
          JSON.stringify(
            errorEnvelopeBody(
              "TooManyRequests",
              "liveConnectionsMax",
              languageFromAcceptLanguage(request.headers.get("Accept-Language") ?? undefined),
              { max: ROOM_CONNECTIONS_PER_PLAYER },
            ),
          ),
          { status: 429, headers: { "content-type": "application/json" } },
        );
    }
    return super.fetch(request);
  }

  getConnectionTags(_connection: Connection, context: ConnectionContext): string[] {
    const userId = context.request.headers.get(MEMBER_ID_HEADER);
    return userId ? [playerTag(userId)] : [];
  }

  /**
   * The open connections of one player. A client may choose its connection's id, and an id is
   * a tag too, so a tag alone proves nothing: each connection found is checked for who it is.
   */
  private playerConnections(userId: string): Connection<MemberState>[] {
    return [...this.getConnections<MemberState>(playerTag(userId))].filter(
      (connection) => connection.state?.userId === userId,
    );
  }

  /** Called by the worker (Durable Object RPC) before it issues a ticket. */
  connectionsOf(userId: string): number {
    return this.playerConnections(userId).length;
  }

  onConnect(connection: Connection<MemberState>, context: ConnectionContext) {
    const userId = context.request.headers.get(MEMBER_ID_HEADER);
    const name = safeDecode(context.request.headers.get(MEMBER_NAME_HEADER) ?? "");
    // The worker admits only ticket holders and sets these headers; anything else is refused.
    if (!userId) {
      connection.close(4001, "not admitted");
      return;
    }
    connection.setState({ userId, name });
    if (this.connectionCount() <= PRESENCE_IMMEDIATE_MAX) return this.broadcastPresence();
    // A crowd: greet the newcomer now, tell everyone else once per interval, not once per join
    // (which would send a crowd-sized list to the whole crowd at every arrival).
    connection.send(JSON.stringify(this.presenceMessage()));
    return this.schedulePresence();
  }

  onClose(connection: Connection<MemberState>) {
    // The closing socket may still be listed while its close is being handled.
    if (this.connectionCount(connection.id) <= PRESENCE_IMMEDIATE_MAX) return this.broadcastPresence(connection.id);
    return this.schedulePresence();
  }

  async onAlarm() {
    this.broadcastPresence();
  }

  private connectionCount(leavingConnectionId?: string): number {
    let count = 0;
    for (const connection of this.getConnections()) if (connection.id !== leavingConnectionId) count += 1;
    return count;
  }

  private async schedulePresence() {
    if ((await this.ctx.storage.getAlarm()) === null)
      await this.ctx.storage.setAlarm(Date.now() + PRESENCE_COALESCE_MS);
  }

  onMessage(connection: Connection<MemberState>, raw: WSMessage) {
    if (typeof raw !== "string" || raw.length > 200) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    const state = connection.state;
    if (!v.is(clientMessage, parsed) || !state) return;
    // A player who pings on every keystroke, from however many tabs, is heard once per interval.
    const now = Date.now();
    const last = this.typingAt.get(state.userId);
    if (last !== undefined && now - last < TYPING_RELAY_INTERVAL_MS) return;
    this.forgetOldTyping(now);
    this.typingAt.set(state.userId, now);
    this.send({ type: "typing", userId: state.userId, name: state.name }, [connection.id]);
  }

  private forgetOldTyping(now: number) {
    if (this.typingAt.size < 1000) return;
    for (const [userId, at] of this.typingAt) if (now - at >= TYPING_RELAY_INTERVAL_MS) this.typingAt.delete(userId);
  }

  /**
   * Called by the worker when players stop belonging to the group (left, removed, deleted their
   * account, or the group closed): their connections end at once, with a code that tells the
   * client not to come back. Returns how many connections were closed.
   */
  async disconnect(userIds: readonly string[]): Promise<number> {
    const leaving = new Set(userIds);
    let closed = 0;
    for (const connection of this.getConnections<MemberState>()) {
      if (!connection.state || !leaving.has(connection.state.userId)) continue;
      connection.close(ROOM_CLOSE_NOT_A_MEMBER, "no longer a member");
      closed += 1;
    }
    return closed;
  }

  /** Called by the worker (Durable Object RPC) after it changed the group in D1. */
  async publish(message: ServerMessage): Promise<number> {
    return this.send(message);
  }

  presence(leavingConnectionId?: string): PresenceMember[] {
    const members = new Map<string, PresenceMember>();
    for (const connection of this.getConnections<MemberState>()) {
      if (connection.id === leavingConnectionId) continue;
      const state = connection.state;
      if (!state) continue;
      const member = members.get(state.userId) ?? { userId: state.userId, name: state.name, connections: 0 };
      member.connections += 1;
      members.set(state.userId, member);
    }
    return [...members.values()];
  }

  private presenceMessage(leavingConnectionId?: string): ServerMessage {
    const members = this.presence(leavingConnectionId);
    return { type: "presence", members: members.slice(0, PRESENCE_LIST_MAX), total: members.length };
  }

  private broadcastPresence(leavingConnectionId?: string) {
    this.send(this.presenceMessage(leavingConnectionId), leavingConnectionId ? [leavingConnectionId] : []);
  }

  private send(message: ServerMessage, exclude: string[] = []): number {
    const text = JSON.stringify(message);
    let sent = 0;
    for (const connection of this.getConnections()) {
      if (exclude.includes(connection.id)) continue;
      connection.send(text);
      sent += 1;
    }
    return sent;
  }
}

/**
 * One live room per player (`/parties/player-room/{userId}`): every open device of that player.
 * The worker hands it what a request changed for the player; the room numbers each change,
 * keeps the latest ones for devices that were away, and tells every connection. Hibernation
 * keeps idle sockets free; the numbered changes live in the room's own SQLite storage.
 */
import { Server, type Connection, type ConnectionContext, type WSMessage } from "partyserver";
import * as v from "valibot";
import { ROOM_CONNECTIONS_PER_PLAYER } from "../content/data/constants";
import { languageFromAcceptLanguage } from "../content/i18n/languages";
import type { Env } from "../worker/env";
import { errorEnvelopeBody } from "../worker/middleware/errors";
import { MEMBER_ID_HEADER } from "./protocol";
import {
  PLAYER_ROOM_CLOSE_SIGNED_OUT,
  PLAYER_ROOM_REPLAY_MAX,
  type PlayerChange,
  type PlayerEvent,
  type PlayerServerMessage,
} from "./playerProtocol";

interface DeviceState {
  userId: string;
}

const clientMessage = v.variant("type", [
  v.object({
    type: v.literal("resume"),
    after: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER))),
  }),
  v.object({ type: v.literal("ping") }),
]);

/** The longest message a device may send: a resume with a large number fits many times over. */
const CLIENT_MESSAGE_MAX_CHARS = 200;

export class PlayerRoom extends Server<Env> {
  static options = { hibernate: true };

  onStart() {
    this.sql`CREATE TABLE IF NOT EXISTS changes (seq INTEGER PRIMARY KEY, body TEXT NOT NULL)`;
    this.sql`CREATE TABLE IF NOT EXISTS state (name TEXT PRIMARY KEY, value INTEGER NOT NULL)`;
  }

  /**
   * A player already holding ROOM_CONNECTIONS_PER_PLAYER connections is refused before the
   * upgrade (their further tabs keep to polling); so is anyone but the room's own player, whom
   * the worker names in a header only it sets, after taking their ticket.
   */
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() === "websocket") {
      const userId = request.headers.get(MEMBER_ID_HEADER);
      const language = languageFromAcceptLanguage(request.headers.get("Accept-Language") ?? undefined);
      if (!userId || userId !== this.name)
        return Response.json(errorEnvelopeBody("NotAuthorized", "invalidLiveTicket", language), { status: 401 });
      if (this.connectionsOf() >= ROOM_CONNECTIONS_PER_PLAYER)
        return Response.json(
          errorEnvelopeBody("TooManyRequests", "playerLiveConnectionsMax", language, {
            max: ROOM_CONNECTIONS_PER_PLAYER,
          }),
          { status: 429 },
        );
    }
    return super.fetch(request);
  }

  /** Called by the worker (Durable Object RPC) before it issues a ticket. */
  connectionsOf(): number {
    let count = 0;
    for (const connection of this.getConnections<DeviceState>()) if (connection.state?.userId === this.name) count += 1;
    return count;
  }

  onConnect(connection: Connection<DeviceState>, context: ConnectionContext) {
    const userId = context.request.headers.get(MEMBER_ID_HEADER);
    if (!userId || userId !== this.name) {
      connection.close(4001, "not admitted");
      return;
    }
    connection.setState({ userId });
    // A device that says nothing is told where the room stands; one that resumes gets the same after its replay.
    this.sendTo(connection, this.hello());
  }

  onMessage(connection: Connection<DeviceState>, raw: WSMessage) {
    if (typeof raw !== "string" || raw.length > CLIENT_MESSAGE_MAX_CHARS) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    if (!v.is(clientMessage, parsed) || connection.state?.userId !== this.name) return;
    if (parsed.type === "ping") return;
    if (parsed.after === undefined) return this.sendTo(connection, this.hello());
    const latest = this.latestSeq();
    // A number from the future (a room that lost its storage, a device that made one up): start over.
    if (parsed.after > latest) {
      this.sendTo(connection, { type: "resync", seq: latest, userV: this.userV() });
      return this.sendTo(connection, this.hello());
    }
    const oldest = this.oldestKeptSeq();
    if (parsed.after < latest && (oldest === undefined || oldest > parsed.after + 1)) {
      this.sendTo(connection, { type: "resync", seq: latest, userV: this.userV() });
      return this.sendTo(connection, this.hello());
    }
    for (const row of this.sql<{ body: string }>`SELECT body FROM changes WHERE seq > ${parsed.after} ORDER BY seq`)
      connection.send(row.body);
    this.sendTo(connection, this.hello());
  }

  /**
   * Called by the worker after it wrote changes of this player: numbers them, keeps them for
   * devices that come back, tells every connection. Answers how many connections heard them.
   */
  async publish(changes: PlayerChange[], origin?: string): Promise<number> {
    if (changes.length === 0) return 0;
    let seq = this.latestSeq();
    const bodies: string[] = [];
    for (const change of changes) {
      seq += 1;
      const event: PlayerEvent = origin ? { ...change, seq, origin } : { ...change, seq };
      const body = JSON.stringify(event);
      bodies.push(body);
      this.sql`INSERT INTO changes (seq, body) VALUES (${seq}, ${body})`;
      if (change.type === "user.changed" && change.userV !== undefined && change.userV > (this.userV() ?? -1))
        this.setState("userV", change.userV);
    }
    this.setState("seq", seq);
    this.sql`DELETE FROM changes WHERE seq <= ${seq - PLAYER_ROOM_REPLAY_MAX}`;
    let heard = 0;
    for (const connection of this.getConnections<DeviceState>()) {
      if (connection.state?.userId !== this.name) continue;
      for (const body of bodies) connection.send(body);
      heard += 1;
    }
    return heard;
  }

  /**
   * Called by the worker when the account's credentials changed or it was deleted: every open
   * device is let go, with a code that tells it not to knock again with what it holds.
   */
  async disconnectAll(): Promise<number> {
    let closed = 0;
    for (const connection of this.getConnections()) {
      connection.close(PLAYER_ROOM_CLOSE_SIGNED_OUT, "signed out");
      closed += 1;
    }
    return closed;
  }

  private hello(): PlayerServerMessage {
    return { type: "hello", seq: this.latestSeq(), userV: this.userV() };
  }

  private sendTo(connection: Connection, message: PlayerServerMessage) {
    connection.send(JSON.stringify(message));
  }

  private latestSeq(): number {
    return this.state("seq") ?? 0;
  }

  private userV(): number | undefined {
    return this.state("userV");
  }

  private oldestKeptSeq(): number | undefined {
    const row = this.sql<{ seq: number | null }>`SELECT min(seq) AS seq FROM changes`[0];
    return row?.seq ?? undefined;
  }

  private state(name: string): number | undefined {
    const row = this.sql<{ value: number }>`SELECT value FROM state WHERE name = ${name}`[0];
    return row?.value;
  }

  private setState(name: string, value: number) {
    this
      .sql`INSERT INTO state (name, value) VALUES (${name}, ${value}) ON CONFLICT(name) DO UPDATE SET value = excluded.value`;
  }
}

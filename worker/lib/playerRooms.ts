/**
 * The player's own live room (DESIGN.md, Rooms): single-use tickets, admission, and handing it
 * the changes a request made. Tickets share the table of the group rooms' tickets, under a
 * scope no group id can take (`player:<userId>`).
 */
import { and, eq, gt } from "drizzle-orm";
import { getServerByName } from "partyserver";
import { ROOM_CONNECTIONS_PER_PLAYER } from "../../content/data/constants";
import { GameError } from "../../content/rules/errors";
import { database } from "../../db/client";
import { inboxView } from "../../db/inbox";
import type { PlayerChanges } from "../../db/liveChanges";
import { liveTickets, users } from "../../db/schema";
import type { PlayerRoom } from "../../party/player-room";
import { MEMBER_ID_HEADER } from "../../party/protocol";
import type { PlayerChange } from "../../party/playerProtocol";
import type { Env } from "../env";
import { errorEnvelopeBody } from "../middleware/errors";
import { logError } from "./log";
import { writeTicket } from "./rooms";

/** The room class, as partyserver names it to the admission hook. */
export const PLAYER_ROOM_CLASS = "PlayerRoom";

function ticketScope(userId: string): string {
  return `player:${userId}`;
}

async function playerRoom(env: Env, userId: string) {
  return getServerByName<Env, PlayerRoom>(env.PlayerRoom, userId);
}

export interface PlayerLiveTicket {
  ticket: string;
  expiresAt: string;
  url: string;
}

/**
 * A single-use ticket into the player's own room, while they hold fewer than
 * ROOM_CONNECTIONS_PER_PLAYER connections to it. As for group rooms, unused tickets are kept
 * to as many as may still be opened, the newest replacing the oldest.
 */
export async function issuePlayerTicket(env: Env, userId: string): Promise<PlayerLiveTicket> {
  const now = Date.now();
  const room = await playerRoom(env, userId);
  const free = ROOM_CONNECTIONS_PER_PLAYER - (await room.connectionsOf());
  if (free <= 0)
    throw new GameError("TooManyRequests", "playerLiveConnectionsMax", { max: ROOM_CONNECTIONS_PER_PLAYER });
  const { ticket, expiresAt } = await writeTicket(env, userId, ticketScope(userId), free, now);
  return {
    ticket,
    expiresAt,
    url: `/parties/player-room/${userId}?ticket=${ticket}`,
  };
}

/**
 * Admits a WebSocket upgrade to a player's room only with a valid, unexpired, single-use
 * ticket issued to that very player (whose account still exists and is not suspended).
 */
export async function admitToPlayerRoom(request: Request, env: Env, userId: string): Promise<Request | Response> {
  const ticket = new URL(request.url).searchParams.get("ticket");
  const refuse = () => Response.json(errorEnvelopeBody("NotAuthorized", "invalidLiveTicket"), { status: 401 });
  if (!ticket || ticket.length > 100 || userId.length > 100) return refuse();
  const db = database(env.DB);
  const used = await db
    .delete(liveTickets)
    .where(
      and(
        eq(liveTickets.ticket, ticket),
        eq(liveTickets.groupId, ticketScope(userId)),
        eq(liveTickets.userId, userId),
        gt(liveTickets.expiresAt, Date.now()),
      ),
    )
    .returning()
    .get();
  if (!used) return refuse();
  const player = await db.select({ misc: users.misc }).from(users).where(eq(users.id, userId)).get();
  const auth = (player?.misc as { auth?: { blocked?: boolean } } | undefined)?.auth;
  if (!player || auth?.blocked) return refuse();
  const headers = new Headers(request.headers);
  headers.set(MEMBER_ID_HEADER, userId);
  return new Request(request, { headers });
}

/** The room messages one player's changes make. */
export function playerChangeMessages(changes: PlayerChanges): PlayerChange[] {
  // The messages first: the unread count that comes with them then counts what is already shown.
  const messages: PlayerChange[] = [...changes.inbox.values()].map((row) => ({
    type: "inbox.new",
    message: inboxView(row),
  }));
  if (changes.fields.size > 0 || changes.tasks.size > 0)
    messages.push({
      type: "user.changed",
      ...(changes.userV !== undefined ? { userV: changes.userV } : {}),
      fields: [...changes.fields].sort(),
      tasks: [...changes.tasks],
    });
  return messages;
}

/**
 * Tells each player's room what changed for them. A room that cannot be reached is logged,
 * never thrown: the change is written, and the player's devices catch up when they come back.
 */
export async function publishPlayerChanges(
  env: Env,
  changes: ReadonlyMap<string, PlayerChanges>,
  origin?: string,
): Promise<void> {
  await Promise.all(
    [...changes].map(async ([userId, change]) => {
      const messages = playerChangeMessages(change);
      if (messages.length > 0) {
        try {
          const room = await playerRoom(env, userId);
          await room.publish(messages, origin);
        } catch (error) {
          logError("could not tell the player's room", userId, error);
        }
      }
      if (change.credentialsChanged) await disconnectPlayer(env, userId);
    }),
  );
}

/** Lets every open device of a player go (credentials changed, account deleted); never throws. */
export async function disconnectPlayer(env: Env, userId: string): Promise<void> {
  try {
    const db = database(env.DB);
    await db.delete(liveTickets).where(eq(liveTickets.groupId, ticketScope(userId)));
    const room = await playerRoom(env, userId);
    await room.disconnectAll();
  } catch (error) {
    logError("could not disconnect the player's devices", userId, error);
  }
}

import { getServerByName } from "partyserver";
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { ServerMessage } from "../../party/protocol";
import { MEMBER_ID_HEADER, MEMBER_NAME_HEADER } from "../../party/protocol";
import { database } from "../../db/client";
import { ROOM_CONNECTIONS_PER_PLAYER, TAVERN_ID } from "../../content/data/constants";
import { GameError } from "../../content/rules/errors";
import { groupMembers, liveTickets, users } from "../../db/schema";
import type { Env } from "../env";
import type { GroupRoom } from "../../party/group-room";
import { errorEnvelopeBody } from "../middleware/errors";
import type { LiveTicket } from "../api-types/groups";
import { logError } from "./log";

export const LIVE_TICKET_TTL_MS = 60_000;

/** Asks a group's room to broadcast a change; the room is addressed by the group id. */
export async function publishToGroup(env: Env, groupId: string, message: ServerMessage): Promise<number> {
  const room = await getServerByName<Env, GroupRoom>(env.GroupRoom, groupId);
  return room.publish(message);
}

export type { LiveTicket };

/**
 * Writes a new single-use ticket of a player for a room (`scope`: the group's id, or the
 * player's own room's), keeping the player's unused tickets of that room to `free` with it:
 * expired ones go, and the oldest make way.
 */
export async function writeTicket(
  env: Env,
  userId: string,
  scope: string,
  free: number,
  now: number,
): Promise<{ ticket: string; expiresAt: string }> {
  const db = database(env.DB);
  const ticket = crypto.randomUUID();
  const expiresAt = now + LIVE_TICKET_TTL_MS;
  const mine = and(eq(liveTickets.userId, userId), eq(liveTickets.groupId, scope));
  await db.batch([
    db.delete(liveTickets).where(and(mine, lte(liveTickets.expiresAt, now))),
    db.delete(liveTickets).where(
      inArray(
        liveTickets.ticket,
        db
          .select({ ticket: liveTickets.ticket })
          .from(liveTickets)
          .where(mine)
          // Newest first, in the order the rows were written.
          .orderBy(sql`rowid DESC`)
          .limit(1000)
          .offset(free - 1),
      ),
    ),
    db.insert(liveTickets).values({ ticket, userId, groupId: scope, expiresAt }),
  ]);
  return { ticket, expiresAt: new Date(expiresAt).toISOString() };
}

/**
 * A single-use ticket into a group's room for a player already known to belong there, while
 * the player holds fewer than ROOM_CONNECTIONS_PER_PLAYER open connections to it (the room
 * counts them; it counts again at admission, for tickets issued before the cap was reached).
 * Unused tickets are kept to as many as the player may still open: a new one replaces the
 * oldest, so a client whose connection attempts fail is never locked out, and nobody piles
 * up ticket rows.
 */
export async function issueLiveTicket(env: Env, groupId: string, userId: string): Promise<LiveTicket> {
  const now = Date.now();
  const room = await getServerByName<Env, GroupRoom>(env.GroupRoom, groupId);
  const free = ROOM_CONNECTIONS_PER_PLAYER - (await room.connectionsOf(userId));
  if (free <= 0) throw new GameError("TooManyRequests", "liveConnectionsMax", { max: ROOM_CONNECTIONS_PER_PLAYER });
  const { ticket, expiresAt } = await writeTicket(env, userId, groupId, free, now);
  return {
    ticket,
    groupId,
    expiresAt,
    url: `/parties/group-room/${groupId}?ticket=${ticket}`,
  };
}

/**
 * Players who no longer belong to a group stop hearing its room at once: their unused tickets
 * go and their open connections are closed. A room that cannot be reached is logged, never
 * thrown: the membership change it follows is already written.
 */
export async function disconnectFromGroup(env: Env, groupId: string, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  try {
    const db = database(env.DB);
    await db
      .delete(liveTickets)
      .where(and(eq(liveTickets.groupId, groupId), inArray(liveTickets.userId, [...userIds])));
    const room = await getServerByName<Env, GroupRoom>(env.GroupRoom, groupId);
    await room.disconnect(userIds);
  } catch (error) {
    logError("could not disconnect players from the room of group", groupId, error);
  }
}

/**
 * Admits a WebSocket upgrade to a group room only with a valid, unexpired, single-use ticket
 * for that very group; the room then learns the member's id from headers only the worker sets.
 */
export async function admitToRoom(request: Request, env: Env, groupId: string): Promise<Request | Response> {
  const ticket = new URL(request.url).searchParams.get("ticket");
  const refuse = () =>
    new Response(JSON.stringify(errorEnvelopeBody("NotAuthorized", "invalidLiveTicket")), {
      status: 401,
      headers: { "content-type": "application/json" },
    });
  if (!ticket || ticket.length > 100) return refuse();
  const db = database(env.DB);
  const used = await db
    .delete(liveTickets)
    .where(and(eq(liveTickets.ticket, ticket), eq(liveTickets.groupId, groupId), gt(liveTickets.expiresAt, Date.now())))
    .returning()
    .get();
  if (!used) return refuse();
  const member = await db
    .select({ username: users.username, profile: users.profile })
    .from(users)
    .where(eq(users.id, used.userId))
    .get();
  if (!member) return refuse();
  // The ticket was issued to a member; they must still be one as they walk in.
  if (groupId !== TAVERN_ID) {
    const membership = await db
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, used.userId)))
      .get();
    if (!membership) return refuse();
  }
  const headers = new Headers(request.headers);
  headers.set(MEMBER_ID_HEADER, used.userId);
  headers.set(MEMBER_NAME_HEADER, encodeURIComponent((member.profile as { name?: string }).name ?? member.username));
  return new Request(request, { headers });
}

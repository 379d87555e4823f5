/**
 * What a player's own room says to every open device of that player (DESIGN.md, Rooms): one
 * discriminated union, imported by the room, the worker (which hands it the changes a request
 * made) and the web client. D1 stays the record; these messages only say what changed, so a
 * device updates what it shows, or reads again exactly the parts it lacks.
 */
/** A private message as its owner reads it (GET /inbox/messages). */
export interface InboxMessageView {
  id: string;
  _id: string;
  uniqueMessageId: string;
  ownerId: string;
  uuid: string;
  user: string;
  username: string;
  contactId: string;
  contactName: string;
  contactUsername: string;
  sent: boolean;
  text: string;
  timestamp: number;
  likes: Record<string, boolean>;
  flagCount: number;
}

/** What one change of the player did, as the worker hands it to the room (before it is numbered). */
export type PlayerChange =
  /**
   * The user document was written (a score, an edit, a purchase, a level, a gift, an invitation,
   * a notification...). `fields` are the document's top-level keys that changed; `tasks` the
   * player's tasks that were written with it; `userV` the version the document has now.
   */
  | { type: "user.changed"; userV?: number; fields: string[]; tasks: string[] }
  /** A private message the player sent or received (their own copy). */
  | { type: "inbox.new"; message: InboxMessageView };

/** Every change carries the room's sequence number and, when a device of the player caused it, that device's connection id. */
export type PlayerEvent = PlayerChange & { seq: number; origin?: string };

export type PlayerServerMessage =
  | PlayerEvent
  /**
   * Sent on every connection, after any replay: `seq` is the number of the latest change the
   * room has told of, `userV` the document version that change left.
   */
  | { type: "hello"; seq: number; userV?: number }
  /**
   * The changes asked for are no longer all kept: the device reads again what it shows.
   * `hello` follows.
   */
  | { type: "resync"; seq: number; userV?: number };

/**
 * What a device may send: which change it heard last (to be told what it missed), and a ping
 * to keep a quiet connection alive through proxies. Everything else goes through the API. The
 * room validates each one (party/player-room.ts).
 */
export type PlayerClientMessage = { type: "resume"; after?: number } | { type: "ping" };

/** How many changes the room keeps for devices coming back: beyond them a device reads everything again. */
export const PLAYER_ROOM_REPLAY_MAX = 200;
/** Close code of the connections of an account whose credentials changed or that was deleted: do not come back with them. */
export const PLAYER_ROOM_CLOSE_SIGNED_OUT = 4004;
/** Header a request names the live connection of the device that sent it with, so that device is not told its own change. */
export const LIVE_CONNECTION_HEADER = "x-live-connection";

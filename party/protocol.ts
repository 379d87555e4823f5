/**
 * Every message a group room sends to its clients: one discriminated union, imported by the
 * room, the worker (which asks the room to broadcast) and the web client.
 */

export interface PresenceMember {
  userId: string;
  name: string;
  connections: number;
}

export interface ChatMessageView {
  id: string;
  groupId: string;
  text: string;
  timestamp: number;
  uuid: string;
  user?: string;
  username?: string;
  likes: Record<string, boolean>;
  flagCount: number;
  system?: boolean;
  /** What a system message describes (e.g. { type: "quest_start", quest }), for the client to render. */
  info?: Record<string, unknown>;
}

export interface QuestProgressView {
  key: string;
  hp?: number;
  rage?: number;
  pendingDamage?: number;
  collect?: Record<string, number>;
  /** A party's boss fight: the damage each participant dealt so far, by member id. */
  damage?: Record<string, number>;
  /** What the rollover behind this report did to the boss: its damage, and whether its rage struck (and healed it). */
  blow?: BossBlow;
}

export interface BossBlow {
  damage: number;
  rageStrike?: true;
  healed?: number;
}

export type ServerMessage =
  /** Who is here: `members` names at most a few hundred, `total` counts everyone. */
  | { type: "presence"; members: PresenceMember[]; total: number }
  | { type: "typing"; userId: string; name: string }
  | { type: "chat.new"; message: ChatMessageView }
  | { type: "chat.deleted"; messageId: string }
  | { type: "chat.liked"; messageId: string; likes: Record<string, boolean> }
  | { type: "chat.flagged"; messageId: string; flagCount: number }
  | { type: "member.joined"; userId: string; name: string }
  | { type: "member.left"; userId: string }
  /** A member's health, mana or level changed outside the room's own events (their day rolled over). */
  | { type: "member.changed"; userId: string }
  | { type: "quest.invited"; key: string; by: string }
  | { type: "quest.started"; progress: QuestProgressView }
  | { type: "quest.progress"; progress: QuestProgressView }
  | { type: "quest.finished"; key: string }
  | { type: "quest.aborted"; key: string };

/** What a client may send: only a typing ping; everything else goes through the API. */
export type ClientMessage = { type: "typing" };

/**
 * Close code of a connection whose player left or was removed from the group (or whose group
 * closed): the client must not reconnect.
 */
export const ROOM_CLOSE_NOT_A_MEMBER = 4003;

/** The room relays at most one typing ping per player in this interval, however many tabs they type in. */
export const TYPING_RELAY_INTERVAL_MS = 2000;

/** Header the worker sets on an admitted connection so the room knows who it is. */
export const MEMBER_ID_HEADER = "x-habitforge-member-id";
export const MEMBER_NAME_HEADER = "x-habitforge-member-name";

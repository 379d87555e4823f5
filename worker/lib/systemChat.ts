/**
 * Messages the game itself writes into a group's chat (a quest begun, a skill cast on the
 * party...): stored like any other message, then broadcast to the group's room.
 */
import { insertChatMessage, type ChatRow } from "../../db/chat";
import { database } from "../../db/client";
import type { ChatMessageView } from "../../party/protocol";
import type { Env } from "../env";
import { publishToGroup } from "./rooms";
import { logError } from "./log";

/** The form a message is broadcast in: no reports at all. */
export function liveChatView(row: ChatRow): ChatMessageView {
  const view: ChatMessageView = {
    id: row.id,
    groupId: row.groupId,
    text: row.text,
    timestamp: row.timestamp,
    uuid: row.userId ?? "system",
    likes: (row.likes ?? {}) as Record<string, boolean>,
    flagCount: 0,
  };
  if (row.userId) {
    view.user = row.displayName ?? row.username ?? undefined;
    view.username = row.username ?? undefined;
  } else {
    view.system = true;
    if (row.info) view.info = row.info as Record<string, unknown>;
  }
  return view;
}

/** Stores and broadcasts a message of the game; `text` is already in words, `info` says what happened. */
export async function postSystemMessage(
  env: Env,
  groupId: string,
  text: string,
  info: Record<string, unknown>,
): Promise<ChatMessageView> {
  const row = await insertChatMessage(database(env.DB), {
    id: crypto.randomUUID(),
    groupId,
    userId: null,
    username: null,
    displayName: null,
    text,
    timestamp: Date.now(),
    likes: {},
    flags: {},
    flagCount: 0,
    info,
  });
  const view = liveChatView(row);
  try {
    await publishToGroup(env, groupId, { type: "chat.new", message: view });
  } catch (error) {
    // A room that cannot be reached never fails the request: the message is stored.
    logError("could not reach the room of group", groupId, "chat.new", error);
  }
  return view;
}

/**
 * How a room message changes what the client holds: pure functions over the cached chat list
 * (newest first, as GET /groups/{id}/chat answers) and the group's quest, so they can be tested
 * without a socket.
 */
import { CHAT_FLAG_LIMIT_FOR_HIDING } from "../../../content/data/constants";
import type { ChatMessage, Group } from "../api/groups";
import type { QuestProgressView, ServerMessage } from "../../../party/protocol";
import text from "../i18n/namespaces/groups";
import { translate } from "../i18n";

/** Newest first, without duplicates (a message may arrive live and in a catch-up read). */
export function mergeChat(current: ChatMessage[] | undefined, incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of current ?? []) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, { ...byId.get(message.id), ...message });
  return [...byId.values()].sort((a, b) => b.timestamp - a.timestamp);
}

/** The chat after one room message; the same list when the message is not about chat. */
export function applyToChat(
  current: ChatMessage[] | undefined,
  message: ServerMessage,
  readerId: string | undefined,
): ChatMessage[] | undefined {
  switch (message.type) {
    case "chat.new":
      return mergeChat(current, [message.message]);
    case "chat.deleted":
      return current?.filter((entry) => entry.id !== message.messageId);
    case "chat.liked":
      return current?.map((entry) => (entry.id === message.messageId ? { ...entry, likes: message.likes } : entry));
    case "chat.flagged":
      // Reported often enough, a message disappears for everyone but its author.
      if (message.flagCount >= CHAT_FLAG_LIMIT_FOR_HIDING)
        return current?.filter((entry) => entry.id !== message.messageId || entry.uuid === readerId);
      return current;
    default:
      return current;
  }
}

/** The group with a quest progress report applied: boss health, rage, collected items, damage per member. */
export function applyQuestProgress(
  group: Group | undefined,
  progress: QuestProgressView,
  started = false,
): Group | undefined {
  if (!group) return group;
  const quest = group.quest ?? {};
  if (quest.key && progress.key && quest.key !== progress.key) return group;
  const next = { ...(quest.progress ?? {}) };
  if (progress.hp !== undefined) next.hp = progress.hp;
  if (progress.rage !== undefined) next.rage = progress.rage;
  if (progress.collect) next.collect = { ...progress.collect };
  if (progress.damage) next.damage = { ...progress.damage };
  return {
    ...group,
    quest: { ...quest, key: progress.key || quest.key, active: started ? true : quest.active, progress: next },
  };
}

/** Names typing right now, without the reader and without stale entries. */
export function typingNames(
  typing: Map<string, { name: string; until: number }>,
  readerId: string | undefined,
  now: number,
): string[] {
  return [...typing.entries()]
    .filter(([id, entry]) => id !== readerId && entry.until > now)
    .map(([, entry]) => entry.name);
}

export function typingSentence(names: string[]): string {
  if (names.length === 0) return "";
  if (names.length === 1) return translate(text, "oneTyping", { name: names[0] });
  if (names.length === 2) return translate(text, "twoTyping", { first: names[0], second: names[1] });
  return translate(text, "severalTyping");
}

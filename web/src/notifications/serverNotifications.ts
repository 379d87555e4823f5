/**
 * The header's notification menu as pure functions: which entries the player sees (server
 * notifications, unread private messages and group chats, pending invitations, news), our own
 * wording for each, where each one leads, and the unread count on the bell.
 */
import type { ServerNotification, User } from "../../../content/rules/types";
import { TAVERN_ID } from "../../../content/data/constants";
import { CLASS_NAMES as CLASS_WORDS } from "../classes";

export interface MenuLink {
  to: string;
  label: string;
}

export type MenuEntry =
  /** One server notification; `read` removes it (POST /notifications/{id}/read). */
  | { kind: "server"; key: string; id: string; type: string; unread: boolean; title: string; text?: string; link?: MenuLink }
  /** A pending party or guild invitation, merged with its GROUP_INVITE_* notifications. */
  | {
      kind: "invitation";
      key: string;
      groupId: string;
      groupType: "party" | "guild";
      name: string;
      inviterName?: string;
      notificationIds: string[];
      unread: true;
      title: string;
      text: string;
      link: MenuLink;
    }
  /** The news flag: read it now or later. */
  | { kind: "news"; key: string; unread: true; title: string; text: string; link: MenuLink; notificationIds: string[] }
  /** Unread messages in one group's chat. */
  | { kind: "chat"; key: string; groupId: string; unread: true; title: string; text: string; link: MenuLink }
  /** Unread private messages. */
  | { kind: "inbox"; key: string; count: number; unread: true; title: string; text: string; link: MenuLink };

export const NEWS_LINK: MenuLink = { to: "/static/new-stuff", label: "Read the news" };
const INVITE_TYPES = new Set(["GROUP_INVITE_PARTY", "GROUP_INVITE_GUILD"]);

function str(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

function num(value: unknown): number | undefined {
  const parsed = typeof value === "number" ? value : typeof value === "string" && value.trim() ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
}

function nameOf(person: unknown): string | undefined {
  if (typeof person === "string") return str(person);
  if (typeof person === "object" && person !== null) {
    const record = person as Record<string, unknown>;
    return str(record.name) ?? str(record.username);
  }
  return undefined;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A content key as words: "healthyTraveler" → "Healthy traveler", "Wolf-Base" → "Wolf base". */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const CARD_WORDS: Record<string, string> = {
  greeting: "greeting",
  nye: "New Year's",
  thankyou: "thank-you",
  valentine: "valentine",
  birthday: "birthday",
  congrats: "congratulations",
  getwell: "get-well",
  goodluck: "good-luck",
};

/** Where a group's page is: the party screen, the tavern, or the guild's page. */
export function groupLink(groupId: string, user: Pick<User, "party"> | undefined, type?: "party" | "guild"): MenuLink {
  if (type === "party" || (user?.party?._id && user.party._id === groupId)) return { to: "/party", label: "Go to your party" };
  if (groupId === TAVERN_ID) return { to: "/groups/tavern", label: "Go to the tavern" };
  return { to: `/groups/guild/${encodeURIComponent(groupId)}`, label: "Go to the guild" };
}

/** Our wording and destination for one server notification. */
export function describeNotification(notification: Pick<ServerNotification, "type" | "data">, user?: Pick<User, "party">): { title: string; text?: string; link?: MenuLink } {
  const data = (notification.data ?? {}) as Record<string, unknown>;
  switch (notification.type) {
    case "STREAK_ACHIEVEMENT": {
      const streak = num(data.streak);
      return {
        title: "Streak achievement!",
        text: streak ? `You kept a daily going ${streak} days in a row. Keep it up!` : "You kept a daily going day after day. Keep it up!",
        link: { to: "/user/achievements", label: "See your achievements" },
      };
    }
    case "ULTIMATE_GEAR_ACHIEVEMENT": {
      const classes = Array.isArray(data.classes) ? data.classes.filter((entry): entry is string => typeof entry === "string").map((entry) => CLASS_WORDS[entry] ?? humanizeKey(entry)) : [];
      return {
        title: "Ultimate gear collected",
        text: classes.length
          ? `You own the finest gear of the ${listOf(classes)} ${classes.length === 1 ? "class" : "classes"}.`
          : "You own a class's finest set of gear.",
        link: { to: "/inventory/equipment", label: "See your equipment" },
      };
    }
    case "REBIRTH_ENABLED":
      return {
        title: "Rebirth is within reach",
        text: "The Orb of Rebirth lets you start again at level 1 and keep your items and pets.",
        link: { to: "/user/stats", label: "See your stats" },
      };
    case "REBIRTH_ACHIEVEMENT":
      return { title: "A fresh start", text: "You were reborn. A new adventure begins at level 1.", link: { to: "/user/achievements", label: "See your achievements" } };
    case "DROPS_ENABLED":
      return {
        title: "Items now drop",
        text: "Completing tasks can now find you eggs, hatching potions and food.",
        link: { to: "/inventory/items", label: "Open your inventory" },
      };
    case "FIRST_DROPS": {
      const egg = str(data.egg);
      const potion = str(data.hatchingPotion);
      const found = egg && potion ? `a ${humanizeKey(egg)} egg and a ${humanizeKey(potion)} hatching potion` : "an egg and a hatching potion";
      return { title: "Your first drops", text: `You found ${found}. Put them together to hatch a pet!`, link: { to: "/inventory/items", label: "Open your inventory" } };
    }
    case "LOGIN_INCENTIVE": {
      const count = num(data.count);
      const rewards = Array.isArray(data.reward) ? data.reward.length : 0;
      const next = num(data.nextRewardAt);
      const opening = count ? `That makes ${plural(count, "check-in", "check-ins")}.` : "Thanks for checking in.";
      const middle = rewards > 0 ? " A reward is waiting in your inventory." : "";
      const ending = next && count && next > count ? ` Your next reward comes at check-in ${next}.` : "";
      return { title: "Welcome back!", text: `${opening}${middle}${ending}`, link: { to: "/inventory/items", label: "Open your inventory" } };
    }
    case "CRON": {
      const hp = num(data.hp) ?? 0;
      const mp = num(data.mp) ?? 0;
      const parts: string[] = [];
      if (hp < 0) parts.push(`Unfinished dailies cost you ${formatAmount(-hp)} health.`);
      if (mp > 0) parts.push(`You recovered ${formatAmount(mp)} mana.`);
      return { title: "A new day has begun", text: parts.length ? parts.join(" ") : "Your dailies are fresh and ready.", link: { to: "/user/stats", label: "See your stats" } };
    }
    case "ONBOARDING_COMPLETE": {
      const gold = num(data.gold);
      return {
        title: "Getting started: done!",
        text: gold ? `You finished every first step and earned ${formatAmount(gold)} gold.` : "You finished every first step.",
        link: { to: "/user/achievements", label: "See your achievements" },
      };
    }
    case "ACHIEVEMENT": {
      const key = str(data.achievement);
      return { title: "Achievement unlocked", text: key ? `You earned "${humanizeKey(key)}".` : "You earned a new achievement.", link: { to: "/user/achievements", label: "See your achievements" } };
    }
    case "NEW_MYSTERY_ITEMS": {
      const items = Array.isArray(data.items) ? data.items.length : 0;
      return {
        title: "A mystery box arrived",
        text: items > 1 ? `${items} subscriber items are waiting to be opened.` : "A subscriber item is waiting to be opened.",
        link: { to: "/inventory/items", label: "Open your inventory" },
      };
    }
    case "CARD_RECEIVED": {
      const from = nameOf(data.from);
      const card = str(data.card);
      const kind = card ? `a ${CARD_WORDS[card] ?? humanizeKey(card).toLowerCase()} card` : "a card";
      return { title: "You got mail", text: from ? `${from} sent you ${kind}.` : `Someone sent you ${kind}.`, link: { to: "/inventory/items", label: "Open your inventory" } };
    }
    case "LEVEL_UP": {
      const level = num(data.level) ?? num(data.lvl) ?? num(data.newLevel);
      return { title: "Level up!", text: level ? `You reached level ${level}.` : "You reached a new level.", link: { to: "/user/stats", label: "See your stats" } };
    }
    case "NEW_STUFF": {
      const title = str(data.title);
      return { title: "News you saved for later", text: title ? `"${title}"` : "A news post is waiting for you.", link: NEWS_LINK };
    }
    case "NEW_MENTION": {
      const author = nameOf(data.author) ?? "Someone";
      const group = str(data.groupName) ?? "a chat";
      const text = str(data.text);
      const groupId = str(data.groupId);
      return {
        title: `${author} mentioned you in ${group}`,
        text: text ? `"${text.length > 140 ? `${text.slice(0, 139)}…` : text}"` : undefined,
        link: groupId ? groupLink(groupId, user) : undefined,
      };
    }
    case "GROUP_INVITE_PARTY":
    case "GROUP_INVITE_GUILD": {
      const inviter = nameOf(data.inviter);
      const name = str(data.name) ?? (notification.type === "GROUP_INVITE_PARTY" ? "a party" : "a guild");
      const groupId = str(data.groupId);
      const what = notification.type === "GROUP_INVITE_PARTY" ? "party" : "guild";
      return {
        title: inviter ? `${inviter} invited you to the ${what} ${name}` : `You were invited to the ${what} ${name}`,
        link: groupId ? groupLink(groupId, user, what) : undefined,
      };
    }
    case "GROUP_REMOVED": {
      const name = str(data.name) ?? "a group";
      const message = str(data.message);
      return { title: `You are no longer a member of ${name}`, text: message ? `Their note: "${message}"` : undefined };
    }
    case "GIFT_GEMS_RECEIVED": {
      const gems = num(data.gems);
      const from = nameOf(data.from) ?? "Someone";
      const message = str(data.message);
      return {
        title: gems ? `${from} gave you ${plural(gems, "gem", "gems")}` : `${from} gave you gems`,
        text: message ? `"${message}"` : undefined,
      };
    }
    case "NEW_CONTRIBUTOR_LEVEL": {
      const level = num(data.level);
      const gems = num(data.gems);
      return {
        title: level ? `You reached contributor tier ${level}` : "Your contributor tier went up",
        text: gems ? `Thank you for helping build the game! ${plural(gems, "gem", "gems")} came with it.` : "Thank you for helping build the game!",
        link: { to: "/hall/contributors", label: "See the contributors" },
      };
    }
    case "GIFT_SUBSCRIPTION_RECEIVED": {
      const months = num(data.months);
      const from = nameOf(data.from) ?? "Someone";
      const message = str(data.message);
      return {
        title: months ? `${from} gave you ${plural(months, "month", "months")} of subscription` : `${from} gave you a subscription`,
        text: message ? `"${message}"` : undefined,
        link: { to: "/user/settings/subscription", label: "See your subscription" },
      };
    }
    case "GIFT_PROMOTION_SUBSCRIPTION": {
      const months = num(data.months);
      return {
        title: months ? `Gift one, get one: ${plural(months, "month", "months")} of subscription for you` : "Gift one, get one: a subscription for you",
        link: { to: "/user/settings/subscription", label: "See your subscription" },
      };
    }
    case "WON_CHALLENGE": {
      const name = str(data.name) ?? "a challenge";
      const prize = num(data.prize);
      return { title: `You won ${name}!`, text: prize ? `The prize of ${plural(prize, "gem", "gems")} is yours.` : "Its creator named you the winner.", link: { to: "/challenges/myChallenges", label: "See your challenges" } };
    }
    case "CHALLENGE_CLOSED":
    case "CHALLENGE_DELETED": {
      const name = str(data.name) ?? "A challenge you joined";
      const winner = nameOf(data.winner) ?? str(data.winner);
      const ended = notification.type === "CHALLENGE_CLOSED" ? "has ended" : "was deleted";
      return { title: `${name} ${ended}`, text: winner ? `${winner} won it. Its tasks stay with you to keep or delete.` : "Its tasks stay with you to keep or delete.", link: { to: "/", label: "Go to your tasks" } };
    }
    case "GROUP_TASK_ASSIGNED": {
      const by = nameOf(data.by) ?? str(data.by) ?? "Your group's leader";
      const text = str(data.text);
      return { title: `${by} gave you a task`, text: text ? `"${text}" is now on your task list.` : "A shared task is now on your task list.", link: { to: "/", label: "Go to your tasks" } };
    }
    case "GROUP_TASK_NEEDS_WORK": {
      const by = nameOf(data.by) ?? str(data.by) ?? "Your group's leader";
      const text = str(data.text);
      return { title: `${by} asked for more work`, text: text ? `"${text}" is not done yet: have another look.` : "A shared task is not done yet: have another look.", link: { to: "/", label: "Go to your tasks" } };
    }
    case "GROUP_TASK_APPROVED": {
      const by = nameOf(data.by) ?? str(data.by) ?? "Your group's leader";
      const text = str(data.text);
      return { title: `${by} approved your task`, text: text ? `"${text}" counts as done.` : "Your shared task counts as done.", link: { to: "/", label: "Go to your tasks" } };
    }
    default:
      // A kind this version does not know yet: name it from its type rather than say nothing.
      return { title: humanizeKey(notification.type.toLowerCase().replace(/_/g, " ")), text: "Open the game to see what changed." };
  }
}

function formatAmount(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

type MenuUser = Pick<User, "notifications" | "invitations" | "inbox" | "flags" | "party"> & { newMessages?: User["newMessages"] };

/** Who wrote the unread private messages: the senders of the newest received ones, once each. */
export function unreadSenders(messages: readonly { sent: boolean; user?: string; username?: string }[], unread: number): string[] {
  const names: string[] = [];
  for (const message of messages.filter((entry) => !entry.sent).slice(0, unread)) {
    const name = message.user || message.username;
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

export function sendersSentence(senders: readonly string[]): string {
  if (senders.length === 0) return "Open your inbox to read them.";
  if (senders.length <= 3) return `From ${listOf([...senders])}.`;
  return `From ${senders.slice(0, 2).join(", ")} and ${senders.length - 2} others.`;
}

/** Every entry of the menu, newest kinds first: invitations, news, messages, then server notifications newest first. */
export function buildMenuEntries(user: MenuUser, extra: { inboxSenders?: readonly string[] } = {}): MenuEntry[] {
  const notifications = user.notifications ?? [];
  const entries: MenuEntry[] = [];

  // Invitations: the pending ones on the user, each with its invitation notifications.
  const inviteNotes = new Map<string, ServerNotification[]>();
  for (const note of notifications) {
    const groupId = INVITE_TYPES.has(note.type) ? str(note.data?.groupId) : undefined;
    if (groupId) inviteNotes.set(groupId, [...(inviteNotes.get(groupId) ?? []), note]);
  }
  const invitations = user.invitations ?? { parties: [], guilds: [], party: {} };
  const pending: { id: string; name?: string; type: "party" | "guild" }[] = [];
  const seenGroups = new Set<string>();
  const addPending = (id: string | undefined, name: string | undefined, type: "party" | "guild") => {
    if (!id || seenGroups.has(id)) return;
    seenGroups.add(id);
    pending.push({ id, name, type });
  };
  for (const invite of invitations.parties ?? []) addPending(invite.id, invite.name, "party");
  addPending(invitations.party?.id, invitations.party?.name, "party");
  for (const invite of invitations.guilds ?? []) addPending(invite.id, invite.name, "guild");
  for (const invite of pending) {
    const notes = inviteNotes.get(invite.id) ?? [];
    const inviterName = notes.map((note) => nameOf(note.data?.inviter)).find(Boolean);
    const name = invite.name || notes.map((note) => str(note.data?.name)).find(Boolean) || (invite.type === "party" ? "a party" : "a guild");
    entries.push({
      kind: "invitation",
      key: `invite-${invite.id}`,
      groupId: invite.id,
      groupType: invite.type,
      name,
      inviterName,
      notificationIds: notes.map((note) => note.id),
      unread: true,
      title: invite.type === "party" ? "Party invitation" : "Guild invitation",
      text: inviterName ? `${inviterName} invited you to join the ${invite.type} ${name}.` : `You are invited to join the ${invite.type} ${name}.`,
      link: groupLink(invite.id, user, invite.type),
    });
  }

  // News: the flag, with any saved-for-later news notification folded in.
  const newsNotes = notifications.filter((note) => note.type === "NEW_STUFF");
  if (user.flags?.newStuff) {
    entries.push({
      kind: "news",
      key: "news",
      unread: true,
      title: "There's news from Habitforge",
      text: "See what changed in the game lately.",
      link: NEWS_LINK,
      notificationIds: newsNotes.map((note) => note.id),
    });
  }

  const unreadPms = Math.max(0, Math.floor(user.inbox?.newMessages ?? 0));
  if (unreadPms > 0) {
    entries.push({
      kind: "inbox",
      key: "inbox",
      count: unreadPms,
      unread: true,
      title: unreadPms === 1 ? (extra.inboxSenders?.[0] ? `${extra.inboxSenders[0]} sent you a message` : "A new private message") : `${unreadPms} new private messages`,
      text: unreadPms === 1 && extra.inboxSenders?.[0] ? "Open your inbox to read it." : sendersSentence(extra.inboxSenders ?? []),
      link: { to: "/private-messages", label: "Open your inbox" },
    });
  }

  for (const [groupId, mark] of Object.entries(user.newMessages ?? {})) {
    if (!mark?.value) continue;
    const name = str(mark.name) ?? "a group";
    entries.push({ kind: "chat", key: `chat-${groupId}`, groupId, unread: true, title: `New messages in ${name}`, text: "The conversation went on without you.", link: groupLink(groupId, user) });
  }

  const merged = new Set<string>();
  for (const entry of entries) if (entry.kind === "invitation" || entry.kind === "news") for (const id of entry.notificationIds) merged.add(id);
  const rest = notifications.filter((note) => !merged.has(note.id));
  for (const note of [...rest].reverse()) {
    entries.push({ kind: "server", key: `note-${note.id}`, id: note.id, type: note.type, unread: !note.seen, ...describeNotification(note, user) });
  }
  return entries;
}

/**
 * The number on the bell: server notifications not yet seen, unread private messages, groups
 * with unread chat, pending invitations and the news flag.
 */
export function unreadCount(entries: readonly MenuEntry[]): number {
  let count = 0;
  for (const entry of entries) {
    if (entry.kind === "inbox") count += entry.count;
    else if (entry.unread) count += 1;
  }
  return count;
}

/** Ids of server notifications still unseen, including those folded into invitations and news. */
export function unseenNotificationIds(user: Pick<User, "notifications">): string[] {
  return (user.notifications ?? []).filter((note) => !note.seen).map((note) => note.id);
}

/** Ids a "dismiss all" removes: every server notification the menu shows as its own entry. */
export function dismissibleIds(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((entry) => (entry.kind === "server" ? [entry.id] : []));
}

/** The bell's accessible name. */
export function bellLabel(count: number): string {
  if (count === 0) return "Notifications, none new";
  return `Notifications, ${count} new`;
}

/** What the badge shows: the count, capped so it fits. */
export function badgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}

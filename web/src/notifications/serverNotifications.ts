/**
 * The header's notification menu as pure functions: which entries the player sees (server
 * notifications, unread private messages and group chats, pending invitations, news), our own
 * wording for each, where each one leads, and the unread count on the bell.
 */
import type { ServerNotification, User } from "../../../content/rules/types";
import { TAVERN_ID } from "../../../content/data/constants";
import text from "../i18n/namespaces/notifications";
import words from "../i18n/namespaces/words";
import { formatNumber, translate } from "../i18n";
import { CLASS_NAMES as CLASS_WORDS } from "../classes";

export interface MenuLink {
  to: string;
  label: string;
}

export type MenuEntry =
  /** One server notification; `read` removes it (POST /notifications/{id}/read). */
  | {
      kind: "server";
      key: string;
      id: string;
      type: string;
      unread: boolean;
      title: string;
      text?: string;
      link?: MenuLink;
    }
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

export function newsLink(): MenuLink {
  return { to: "/static/new-stuff", label: translate(text, "readNews") };
}
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

/**
 * The names of the game's items in the language spoken now, from the game content the client
 * has loaded. Undefined when it has not (yet): the wording then leaves the name out, never
 * making one up from a key.
 */
export interface ContentNames {
  egg(key: string): string | undefined;
  potion(key: string): string | undefined;
  achievement(key: string): string | undefined;
}

const NO_NAMES: ContentNames = { egg: () => undefined, potion: () => undefined, achievement: () => undefined };

type NamedTable = Record<string, { text?: unknown; titleKey?: unknown } | undefined>;

/** Names from a loaded GET /content answer (eggs, hatchingPotions, achievements), if any. */
export function contentNames(content: unknown): ContentNames {
  if (typeof content !== "object" || content === null) return NO_NAMES;
  const tables = content as { eggs?: NamedTable; hatchingPotions?: NamedTable; achievements?: NamedTable };
  const name = (table: NamedTable | undefined, key: string, field: "text" | "titleKey") => {
    const value = table && Object.hasOwn(table, key) ? table[key]?.[field] : undefined;
    return typeof value === "string" && value ? value : undefined;
  };
  return {
    egg: (key) => name(tables.eggs, key, "text"),
    potion: (key) => name(tables.hatchingPotions, key, "text"),
    achievement: (key) => name(tables.achievements, key, "titleKey"),
  };
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return translate(text, "listAnd", { first: items.slice(0, -1).join(", "), last: items[items.length - 1] });
}

const CARD_WORDS = {
  greeting: "cardGreeting",
  nye: "cardNye",
  thankyou: "cardThankyou",
  valentine: "cardValentine",
  birthday: "cardBirthday",
  congrats: "cardCongrats",
  getwell: "cardGetwell",
  goodluck: "cardGoodluck",
} as const satisfies Record<string, keyof (typeof text)["en"]>;

const link = (to: string, label: keyof (typeof text)["en"]): MenuLink => ({ to, label: translate(text, label) });

/** Where a group's page is: the party screen, the tavern, or the guild's page. */
export function groupLink(groupId: string, user: Pick<User, "party"> | undefined, type?: "party" | "guild"): MenuLink {
  if (type === "party" || (user?.party?._id && user.party._id === groupId)) return link("/party", "goToParty");
  if (groupId === TAVERN_ID) return link("/groups/tavern", "goToTavern");
  return link(`/groups/guild/${encodeURIComponent(groupId)}`, "goToGuild");
}

/** Our wording and destination for one server notification. */
export function describeNotification(
  notification: Pick<ServerNotification, "type" | "data">,
  user?: Pick<User, "party">,
  names: ContentNames = NO_NAMES,
): { title: string; text?: string; link?: MenuLink } {
  const data = (notification.data ?? {}) as Record<string, unknown>;
  switch (notification.type) {
    case "STREAK_ACHIEVEMENT": {
      const streak = num(data.streak);
      return {
        title: translate(text, "streakTitle"),
        text: streak ? translate(text, "streakText", { streak }) : translate(text, "streakTextPlain"),
        link: link("/user/achievements", "seeAchievements"),
      };
    }
    case "ULTIMATE_GEAR_ACHIEVEMENT": {
      const classes = Array.isArray(data.classes)
        ? data.classes
            .filter(
              (entry): entry is keyof typeof CLASS_WORDS =>
                typeof entry === "string" && Object.hasOwn(CLASS_WORDS, entry),
            )
            .map((entry) => translate(words, CLASS_WORDS[entry]))
        : [];
      return {
        title: translate(text, "ultimateTitle"),
        text: classes.length
          ? translate(text, "ultimateText", { count: classes.length, classes: listOf(classes) })
          : translate(text, "ultimateTextPlain"),
        link: link("/inventory/equipment", "seeEquipment"),
      };
    }
    case "REBIRTH_ENABLED":
      return {
        title: translate(text, "rebirthEnabledTitle"),
        text: translate(text, "rebirthEnabledText"),
        link: link("/user/stats", "seeStats"),
      };
    case "REBIRTH_ACHIEVEMENT":
      return {
        title: translate(text, "rebirthTitle"),
        text: translate(text, "rebirthText"),
        link: link("/user/achievements", "seeAchievements"),
      };
    case "DROPS_ENABLED":
      return {
        title: translate(text, "dropsTitle"),
        text: translate(text, "dropsText"),
        link: link("/inventory/items", "openInventory"),
      };
    case "FIRST_DROPS": {
      const egg = names.egg(str(data.egg) ?? "");
      const potion = names.potion(str(data.hatchingPotion) ?? "");
      return {
        title: translate(text, "firstDropsTitle"),
        text:
          egg && potion ? translate(text, "firstDropsText", { egg, potion }) : translate(text, "firstDropsTextPlain"),
        link: link("/inventory/items", "openInventory"),
      };
    }
    case "LOGIN_INCENTIVE": {
      const count = num(data.count);
      const rewards = Array.isArray(data.reward) ? data.reward.length : 0;
      const next = num(data.nextRewardAt);
      const sentences = [count ? translate(text, "checkInCount", { count }) : translate(text, "checkInThanks")];
      if (rewards > 0) sentences.push(translate(text, "checkInReward"));
      if (next && count && next > count) sentences.push(translate(text, "checkInNext", { next }));
      return {
        title: translate(text, "checkInTitle"),
        text: sentences.join(" "),
        link: link("/inventory/items", "openInventory"),
      };
    }
    case "CRON": {
      const hp = num(data.hp) ?? 0;
      const mp = num(data.mp) ?? 0;
      const parts: string[] = [];
      if (hp < 0) parts.push(translate(text, "cronDamage", { hp: formatAmount(-hp) }));
      if (mp > 0) parts.push(translate(text, "cronMana", { mp: formatAmount(mp) }));
      return {
        title: translate(text, "cronTitle"),
        text: parts.length ? parts.join(" ") : translate(text, "cronFresh"),
        link: link("/user/stats", "seeStats"),
      };
    }
    case "ONBOARDING_COMPLETE": {
      const gold = num(data.gold);
      return {
        title: translate(text, "onboardingTitle"),
        text: gold
          ? translate(text, "onboardingGold", { gold: formatAmount(gold) })
          : translate(text, "onboardingPlain"),
        link: link("/user/achievements", "seeAchievements"),
      };
    }
    case "ACHIEVEMENT": {
      const name = names.achievement(str(data.achievement) ?? "");
      return {
        title: translate(text, "achievementTitle"),
        text: name ? translate(text, "achievementText", { name }) : translate(text, "achievementPlain"),
        link: link("/user/achievements", "seeAchievements"),
      };
    }
    case "NEW_MYSTERY_ITEMS": {
      const items = Array.isArray(data.items) ? data.items.length : 0;
      return {
        title: translate(text, "mysteryTitle"),
        text: items > 1 ? translate(text, "mysteryMany", { count: items }) : translate(text, "mysteryOne"),
        link: link("/inventory/items", "openInventory"),
      };
    }
    case "CARD_RECEIVED": {
      const from = nameOf(data.from);
      const card = str(data.card);
      const kind =
        card && Object.hasOwn(CARD_WORDS, card)
          ? translate(text, CARD_WORDS[card as keyof typeof CARD_WORDS])
          : translate(text, "cardAny");
      return {
        title: translate(text, "cardTitle"),
        text: from ? translate(text, "cardFrom", { from, card: kind }) : translate(text, "cardSomeone", { card: kind }),
        link: link("/inventory/items", "openInventory"),
      };
    }
    case "LEVEL_UP": {
      const level = num(data.level) ?? num(data.lvl) ?? num(data.newLevel);
      return {
        title: translate(text, "levelUpTitle"),
        text: level ? translate(text, "levelUpText", { level }) : translate(text, "levelUpPlain"),
        link: link("/user/stats", "seeStats"),
      };
    }
    case "NEW_STUFF": {
      const title = str(data.title);
      return {
        title: translate(text, "newsLaterTitle"),
        text: title ? translate(text, "quoted", { text: title }) : translate(text, "newsLaterPlain"),
        link: newsLink(),
      };
    }
    case "NEW_MENTION": {
      const author = nameOf(data.author) ?? translate(text, "someone");
      const group = str(data.groupName) ?? translate(text, "aChat");
      const said = str(data.text);
      const groupId = str(data.groupId);
      return {
        title: translate(text, "mentionTitle", { author, group }),
        text: said
          ? translate(text, "quoted", { text: said.length > 140 ? `${said.slice(0, 139)}…` : said })
          : undefined,
        link: groupId ? groupLink(groupId, user) : undefined,
      };
    }
    case "GROUP_INVITE_PARTY":
    case "GROUP_INVITE_GUILD": {
      const inviter = nameOf(data.inviter);
      const party = notification.type === "GROUP_INVITE_PARTY";
      const name = str(data.name) ?? translate(text, party ? "aParty" : "aGuild");
      const groupId = str(data.groupId);
      const what = party ? "party" : "guild";
      return {
        title: inviter
          ? translate(text, party ? "invitedByParty" : "invitedByGuild", { inviter, name })
          : translate(text, party ? "invitedParty" : "invitedGuild", { name }),
        link: groupId ? groupLink(groupId, user, what) : undefined,
      };
    }
    case "GROUP_REMOVED": {
      const name = str(data.name) ?? translate(text, "aGroup");
      const message = str(data.message);
      return {
        title: translate(text, "removedTitle", { name }),
        text: message ? translate(text, "removedNote", { message }) : undefined,
      };
    }
    case "GIFT_GEMS_RECEIVED": {
      const gems = num(data.gems);
      const from = nameOf(data.from) ?? translate(text, "someone");
      const message = str(data.message);
      return {
        title: gems ? translate(text, "giftGemsTitle", { from, gems }) : translate(text, "giftGemsPlain", { from }),
        text: message ? translate(text, "quoted", { text: message }) : undefined,
      };
    }
    case "NEW_CONTRIBUTOR_LEVEL": {
      const level = num(data.level);
      const gems = num(data.gems);
      return {
        title: level ? translate(text, "contributorTitle", { level }) : translate(text, "contributorPlain"),
        text: gems ? translate(text, "contributorGems", { gems }) : translate(text, "contributorThanks"),
        link: link("/hall/contributors", "seeContributors"),
      };
    }
    case "GIFT_SUBSCRIPTION_RECEIVED": {
      const months = num(data.months);
      const from = nameOf(data.from) ?? translate(text, "someone");
      const message = str(data.message);
      return {
        title: months ? translate(text, "giftSubTitle", { from, months }) : translate(text, "giftSubPlain", { from }),
        text: message ? translate(text, "quoted", { text: message }) : undefined,
        link: link("/user/settings/subscription", "seeSubscription"),
      };
    }
    case "GIFT_PROMOTION_SUBSCRIPTION": {
      const months = num(data.months);
      return {
        title: months ? translate(text, "promoTitle", { months }) : translate(text, "promoPlain"),
        link: link("/user/settings/subscription", "seeSubscription"),
      };
    }
    case "WON_CHALLENGE": {
      const name = str(data.name) ?? translate(text, "aChallenge");
      const prize = num(data.prize);
      return {
        title: translate(text, "wonTitle", { name }),
        text: prize ? translate(text, "wonPrize", { count: prize }) : translate(text, "wonNoPrize"),
        link: link("/challenges/myChallenges", "seeChallenges"),
      };
    }
    case "CHALLENGE_CLOSED":
    case "CHALLENGE_DELETED": {
      const name = str(data.name) ?? translate(text, "aChallengeJoined");
      const winner = nameOf(data.winner) ?? str(data.winner);
      const title = translate(text, notification.type === "CHALLENGE_CLOSED" ? "challengeEnded" : "challengeDeleted", {
        name,
      });
      return {
        title,
        text: winner ? translate(text, "challengeWinnerKeep", { winner }) : translate(text, "challengeKeep"),
        link: link("/", "goToTasks"),
      };
    }
    case "GROUP_TASK_ASSIGNED":
    case "GROUP_TASK_NEEDS_WORK":
    case "GROUP_TASK_APPROVED": {
      const by = nameOf(data.by) ?? str(data.by) ?? translate(text, "groupLeader");
      const taskText = str(data.text);
      const [titleKey, namedKey, plainKey] =
        notification.type === "GROUP_TASK_ASSIGNED"
          ? (["taskAssignedTitle", "taskAssignedText", "taskAssignedPlain"] as const)
          : notification.type === "GROUP_TASK_NEEDS_WORK"
            ? (["taskNeedsWorkTitle", "taskNeedsWorkText", "taskNeedsWorkPlain"] as const)
            : (["taskApprovedTitle", "taskApprovedText", "taskApprovedPlain"] as const);
      return {
        title: translate(text, titleKey, { by }),
        text: taskText ? translate(text, namedKey, { text: taskText }) : translate(text, plainKey),
        link: link("/", "goToTasks"),
      };
    }
    default:
      // A kind this version does not know yet.
      return { title: translate(text, "unknownTitle"), text: translate(text, "unknownText") };
  }
}

function formatAmount(value: number): string {
  return formatNumber(value, { maximumFractionDigits: 1 });
}

type MenuUser = Pick<User, "notifications" | "invitations" | "inbox" | "flags" | "party"> & {
  newMessages?: User["newMessages"];
};

/** Who wrote the unread private messages: the senders of the newest received ones, once each. */
export function unreadSenders(
  messages: readonly { sent: boolean; user?: string; username?: string }[],
  unread: number,
): string[] {
  const names: string[] = [];
  for (const message of messages.filter((entry) => !entry.sent).slice(0, unread)) {
    const name = message.user || message.username;
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

export function sendersSentence(senders: readonly string[]): string {
  if (senders.length === 0) return translate(text, "pmReadThem");
  if (senders.length <= 3) return translate(text, "pmFromList", { names: listOf([...senders]) });
  return translate(text, "pmFromMany", { names: senders.slice(0, 2).join(", "), count: senders.length - 2 });
}

/** Every entry of the menu, newest kinds first: invitations, news, messages, then server notifications newest first. */
export function buildMenuEntries(
  user: MenuUser,
  extra: { inboxSenders?: readonly string[]; names?: ContentNames } = {},
): MenuEntry[] {
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
    const party = invite.type === "party";
    const name =
      invite.name ||
      notes.map((note) => str(note.data?.name)).find(Boolean) ||
      translate(text, party ? "aParty" : "aGuild");
    entries.push({
      kind: "invitation",
      key: `invite-${invite.id}`,
      groupId: invite.id,
      groupType: invite.type,
      name,
      inviterName,
      notificationIds: notes.map((note) => note.id),
      unread: true,
      title: translate(text, party ? "partyInvitation" : "guildInvitation"),
      text: inviterName
        ? translate(text, party ? "joinPartyBy" : "joinGuildBy", { inviter: inviterName, name })
        : translate(text, party ? "joinParty" : "joinGuild", { name }),
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
      title: translate(text, "newsTitle"),
      text: translate(text, "newsText"),
      link: newsLink(),
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
      title:
        unreadPms === 1 && extra.inboxSenders?.[0]
          ? translate(text, "pmFrom", { name: extra.inboxSenders[0] })
          : translate(text, "pmTitle", { count: unreadPms }),
      text:
        unreadPms === 1 && extra.inboxSenders?.[0]
          ? translate(text, "pmReadIt")
          : sendersSentence(extra.inboxSenders ?? []),
      link: link("/private-messages", "openInbox"),
    });
  }

  for (const [groupId, mark] of Object.entries(user.newMessages ?? {})) {
    if (!mark?.value) continue;
    const name = str(mark.name) ?? translate(text, "aGroup");
    entries.push({
      kind: "chat",
      key: `chat-${groupId}`,
      groupId,
      unread: true,
      title: translate(text, "chatTitle", { name }),
      text: translate(text, "chatText"),
      link: groupLink(groupId, user),
    });
  }

  const merged = new Set<string>();
  for (const entry of entries)
    if (entry.kind === "invitation" || entry.kind === "news") for (const id of entry.notificationIds) merged.add(id);
  const rest = notifications.filter((note) => !merged.has(note.id));
  for (const note of [...rest].reverse()) {
    entries.push({
      kind: "server",
      key: `note-${note.id}`,
      id: note.id,
      type: note.type,
      unread: !note.seen,
      ...describeNotification(note, user, extra.names),
    });
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
  if (count === 0) return translate(text, "bellNone");
  return translate(text, "bellCount", { count });
}

/** What the badge shows: the count, capped so it fits. */
export function badgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}

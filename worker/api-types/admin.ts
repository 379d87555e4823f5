/** The staff tools (spec §7 Admin, the hall's heroes): players, groups, the moderation queue, blockers, the audit log. */
import type { AuditTargetType } from "../../content/data/staffAudit";
import type { Transaction, User } from "../../content/rules/types";
import type { GroupPrivacy, GroupType } from "./groups";
import type { PublicMember } from "./members";
import type { ProviderSubscription } from "./payments";

export type Privilege = keyof User["permissions"];

/** A player found by id, username or email. */
export interface PlayerMatch {
  id: string;
  _id: string;
  username: string;
  displayName: string;
  email: string;
  level: number;
  created: string;
  lastLogin: string | null;
  blocked: boolean;
}

export interface AuditChange {
  path: string;
  old: unknown;
  new: unknown;
}

export interface AuditActor {
  id: string;
  name: string;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: AuditActor;
  targetType: AuditTargetType;
  targetId: string;
  action: string;
  changes: AuditChange[];
}

/** A page of the staff-wide audit log, newest first. */
export interface AuditPage {
  entries: AuditEntry[];
  /** The `before` of the next older page, or null at the oldest entry. */
  next: number | null;
}

/** Staff's private note on a player, kept apart from the player's own document. */
export interface StaffNote {
  text: string;
  updatedAt: string;
  updatedBy: string;
}

/** A player as user support reads and corrects them (GET and PUT /hall/heroes/{id}). */
export interface Hero extends Omit<PublicMember, "auth" | "contributor" | "items" | "flags" | "party" | "preferences"> {
  auth: {
    local: { username: string; email: string };
    timestamps: User["auth"]["timestamps"];
    blocked: boolean;
  };
  /** The public standing, and staff's record of what the player contributed. */
  contributor: PublicMember["contributor"] & { contributions?: string };
  /** Gems in the game's balance unit (a gem is a quarter), and in gems. */
  balance: number;
  gems: number;
  items: User["items"];
  purchased: User["purchased"];
  permissions: User["permissions"];
  flags: User["flags"];
  party: User["party"];
  guilds: string[];
  lastCron: string;
  preferences: Pick<User["preferences"], "sleep" | "dayStart" | "timezoneOffset" | "language">;
  /** The staff note's text, as the original game's `secret` field holds it. */
  secret: { text: string };
  staffNote: StaffNote | null;
  /** Reports on the player's profile (POST /members/{id}/flag), newest first: staff only. */
  profileReports: ProfileReport[];
}

/** One sign-in, rollover... of a player's history: when, and from which client. */
export interface PlayerVisit {
  timestamp: string;
  client: string | null;
}

/** The history support reads on a player's page, newest first in every list. */
export interface PlayerHistory {
  userId: string;
  logins: PlayerVisit[];
  cron: PlayerVisit[];
  armoire: (PlayerVisit & { reward: string })[];
  questInviteResponses: (PlayerVisit & { quest: string; response: string })[];
  transactions: Transaction[];
  adminChanges: AuditEntry[];
}

/** A verified payment event of a player (a charge, a renewal, a refund). */
export interface PaymentRecord {
  id: string;
  provider: string;
  amount: number;
  currency: string;
  status: string;
  createdAt: string;
  description: string;
}

/** The subscription and payment details support sees for a player. */
export interface PlayerPaymentDetails {
  userId: string;
  /** Whether the player has a running subscription today. */
  active: boolean;
  provider: string | null;
  customerId: string | null;
  planId: string | null;
  subscriptionId: string | null;
  dateCreated: string | null;
  dateUpdated: string | null;
  dateTerminated: string | null;
  dateCurrentTypeCreated: string | null;
  nextPaymentDate: string | null;
  consecutive: { count: number; offset: number; trinkets: number; gemCapExtra: number };
  gemsBought: number;
  recentPayments: PaymentRecord[];
  /** The provider subscriptions the player pays for or benefits from, newest first. */
  subscriptions: ProviderSubscription[];
  /** Subscription months bought, given and received. */
  subscriptionHistory: Transaction[];
}

/** One player's report of a chat message. */
export interface ChatReport {
  at: string;
  comment?: string;
}

/** A reported chat message waiting for a moderator. */
export interface QueuedMessage {
  id: string;
  groupId: string;
  group: { id: string; name: string; type: string; privacy: string } | null;
  text: string;
  timestamp: number;
  flagCount: number;
  /** Who reported it: when, and why if they said. */
  flags: Record<string, ChatReport>;
  shadowMuted: boolean;
  hidden: boolean;
  author: {
    id: string;
    username: string | null;
    name: string | null;
    chatRevoked: boolean;
    chatShadowMuted: boolean;
  } | null;
}

/** A group found by id or name. */
export interface GroupMatch {
  id: string;
  _id: string;
  type: string;
  name: string;
  privacy: string;
  memberCount: number;
  createdAt: string;
}

/** Everything support sees of a group, private ones included. */
export interface AdminGroup {
  id: string;
  _id: string;
  type: GroupType;
  name: string;
  privacy: GroupPrivacy;
  summary: string;
  description: string;
  categories: string[];
  leaderOnly: { challenges: boolean; getGems: boolean };
  memberCount: number;
  createdAt: string;
  quest: Record<string, unknown>;
  purchased: { plan: Record<string, unknown> };
  leader: { id: string; _id: string; username: string; name: string } | null;
  members: { id: string; _id: string; role: string; username: string; name: string }[];
  /** Moderators only (an empty list for everyone else). */
  flaggedMessages: QueuedMessage[];
  auditLog: AuditEntry[];
}

/** POST /admin/moderation/{groupId}/{chatId}/revoke: whose chat was revoked. */
export interface ChatRevoked {
  userId: string;
  chatRevoked: true;
}

export type BlockerType = "ipaddress" | "email";
export type BlockerArea = "full" | "payment";

/** A network address or range, or an email address or domain, refused everywhere or at payments. */
export interface Blocker {
  id: string;
  _id: string;
  type: BlockerType;
  area: BlockerArea;
  value: string;
  reason: string;
  disabled: boolean;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

/** One player's report on another's profile, as staff see it. */
export interface ProfileReport {
  reporterId: string;
  reportedAt: string;
  comment: string | null;
  source: string | null;
}

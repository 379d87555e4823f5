/** Parties, guilds and the tavern (spec §7 Groups, Chat): groups, their chat, quests and invitations, and private messages. */
import type { GroupQuestState } from "../../content/rules/quests";
import type { ChatMessageView } from "../../party/protocol";
import type { InboxMessageView } from "../../party/playerProtocol";

export type GroupType = "party" | "guild" | "tavern";
export type GroupPrivacy = "private" | "public";
export type GroupRole = "leader" | "manager" | "member";

/** The quest part of a group: the same shape the rules keep. */
export type GroupQuest = GroupQuestState;

/** A group's plan, as its billing and the plan pages read it (empty for a group without one). */
export interface GroupPlan {
  planId?: string;
  customerId?: string;
  subscriptionId?: string;
  owner?: string;
  quantity?: number;
  paymentMethod?: string;
  dateCreated?: string;
  dateUpdated?: string;
  dateTerminated?: string | null;
  lastBillingDate?: string;
}

/** A player named by a group (its leader), with their display name. */
export interface PersonRef {
  _id: string;
  id: string;
  profile?: { name: string };
  auth?: { local: { username: string } };
}

/** A chat message as this reader may see it. */
export interface ChatMessage extends ChatMessageView {
  _id: string;
  /** Who reported it: every report for moderators, the reader's own otherwise. */
  flags: Record<string, unknown>;
  /** Moderators only: the author was shadow-muted when they wrote it. */
  shadowMuted?: boolean;
}

/** A group as the API shows it; `chat` only for readers who asked for the whole group. */
export interface GroupView {
  _id: string;
  id: string;
  name: string;
  type: GroupType;
  privacy: GroupPrivacy;
  summary: string;
  description: string;
  /** As the original answers them; slugs or these objects are both accepted on the way in. */
  categories: { slug: string; name: string }[];
  leaderOnly: { challenges: boolean; getGems: boolean };
  /** A plan group's gems for challenge prizes (balance units, a gem is 0.25), shown to its members. */
  balance?: number;
  /** How many challenges a plan group made, shown to its members. */
  challengeCount?: number;
  /** Never a bare object: with no quest running it is the public API's empty quest. */
  quest: GroupQuest;
  purchased: { plan: GroupPlan };
  memberCount: number;
  managers: Record<string, boolean>;
  /** The tavern has none. */
  leader?: PersonRef;
  createdAt: string;
  chat?: ChatMessage[];
}

/** POST /groups/{id}/invite. */
export interface InviteResult {
  invited: { id: string; username: string; name: string }[];
  /** Addresses with no account: each gets a signed link that invites whoever registers with it. */
  unknownEmails: string[];
  /** `emailed`: the server mailed the link to the address too (it can send mail). */
  invitationLinks: { email: string; url: string; emailed: boolean }[];
}

/** A reusable invitation link of a group, as its leader sees it. */
export interface SharedInviteLink {
  id: string;
  url: string;
  maxUses: number;
  uses: number;
  usesLeft: number;
  expiresAt: string;
  createdAt: string;
  createdBy: string;
}

/** A single-use ticket into a group's live room. */
export interface LiveTicket {
  ticket: string;
  groupId: string;
  expiresAt: string;
  url: string;
}

/** GET /group-plans: the groups with a running plan the player belongs to. */
export interface GroupPlanSummary {
  _id: string;
  id: string;
  name: string;
  type: string;
  memberCount: number;
  leader: { _id: string; id: string; profile: { name: string } };
  purchased: { plan: GroupPlan };
}

/** A private message as its owner sees it (`contact`: the other side of the conversation). */
export type PrivateMessage = InboxMessageView;

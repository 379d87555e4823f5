/** The staff calls of spec §7 (Admin, the hall's heroes, a member's purchase history). */
import type { User } from "../../../content/rules/types";
import { api, requestEnvelope } from "./client";
import type { PurchaseRecord } from "./account";

export type Privilege = keyof User["permissions"];
/** Every privilege staff can hold, in the order the screens list them. */
export const PRIVILEGE_NAMES: [Privilege, string][] = [
  ["fullAccess", "Full access"],
  ["userSupport", "User support"],
  ["accessControl", "Access control"],
  ["groupSupport", "Group support"],
  ["challengeAdmin", "Challenge admin"],
  ["moderator", "Moderator"],
];

export interface PlayerMatch {
  id: string;
  username: string;
  displayName: string;
  email: string;
  level: number;
  created: string;
  lastLogin: string | null;
  blocked: boolean;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: { id: string; name: string };
  targetType: string;
  targetId: string;
  action: string;
  changes: { path: string; old: unknown; new: unknown }[];
}

export interface Hero {
  _id: string;
  profile: { name: string; blurb?: string };
  auth: {
    local: { username: string; email: string };
    timestamps: { created: string; loggedin: string; updated?: string };
    blocked: boolean;
  };
  stats: User["stats"];
  balance: number;
  gems: number;
  items: User["items"];
  purchased: User["purchased"];
  permissions: Partial<Record<Privilege, boolean>>;
  flags: User["flags"];
  party: User["party"];
  guilds: string[];
  lastCron: string;
  preferences: { sleep: boolean; dayStart: number; timezoneOffset: number; language: string };
  contributor: { level?: number; text?: string; contributions?: string; admin?: boolean; critical?: string };
  backer: { tier?: number; npc?: string };
  achievements?: Record<string, unknown>;
  secret: { text: string };
  staffNote: { text: string; updatedAt: string; updatedBy: string } | null;
}

export interface PlayerHistory {
  userId: string;
  logins: { timestamp: string; client: string | null }[];
  cron: { timestamp: string; client: string | null }[];
  armoire: { timestamp: string; client: string | null; reward: string }[];
  questInviteResponses: { timestamp: string; client: string | null; quest: string; response: string }[];
  transactions: PurchaseRecord[];
  adminChanges: AuditEntry[];
}

export interface SubscriptionDetails {
  userId: string;
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
  recentPayments: {
    id: string;
    provider: string;
    amount: number;
    currency: string;
    status: string;
    createdAt: string;
    description: string;
  }[];
}

export interface QueuedMessage {
  id: string;
  groupId: string;
  group: { id: string; name: string; type: string; privacy: string } | null;
  text: string;
  timestamp: number;
  flagCount: number;
  flags: Record<string, { at?: string; comment?: string } | boolean>;
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

export interface GroupMatch {
  id: string;
  type: string;
  name: string;
  privacy: string;
  memberCount: number;
  createdAt: string;
}

export interface AdminGroup extends GroupMatch {
  summary: string;
  description: string;
  leader: { id: string; username: string; name: string } | null;
  members: { id: string; role: string; username: string; name: string }[];
  flaggedMessages: QueuedMessage[];
  auditLog: AuditEntry[];
}

export type BlockerType = "ipaddress" | "email";
export type BlockerArea = "full" | "payment";

export interface Blocker {
  id: string;
  type: BlockerType;
  area: BlockerArea;
  value: string;
  reason: string;
  disabled: boolean;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

const path = (value: string) => encodeURIComponent(value);

export const searchPlayers = (identifier: string) => api.get<PlayerMatch[]>(`/admin/search/${path(identifier)}`);
export const getHero = (identifier: string) => api.get<Hero>(`/hall/heroes/${path(identifier)}`);
export async function updateHero(
  id: string,
  changes: Record<string, unknown>,
): Promise<{ hero: Hero; message?: string }> {
  const envelope = await requestEnvelope<Hero>("PUT", `/hall/heroes/${path(id)}`, { body: changes });
  return { hero: envelope.data, message: envelope.message };
}
export const getPlayerHistory = (id: string) => api.get<PlayerHistory>(`/admin/user/${path(id)}/history`);
export const getSubscriptionDetails = (id: string) =>
  api.get<SubscriptionDetails>(`/admin/user/${path(id)}/subscription-payment-details`);
export const getMemberPurchaseHistory = (id: string) =>
  api.get<PurchaseRecord[]>(`/members/${path(id)}/purchase-history`);

export const getModerationQueue = () => api.get<QueuedMessage[]>("/admin/moderation");
export const clearMessageReports = (groupId: string, chatId: string) =>
  api.post(`/admin/moderation/${path(groupId)}/${path(chatId)}/clear`);
export const deleteReportedMessage = (groupId: string, chatId: string) =>
  api.delete(`/admin/moderation/${path(groupId)}/${path(chatId)}`);
export const revokeAuthorChat = (groupId: string, chatId: string) =>
  api.post(`/admin/moderation/${path(groupId)}/${path(chatId)}/revoke`);

export const searchGroups = (search: string) => api.get<GroupMatch[]>("/admin/groups", { query: { search } });
export const getAdminGroup = (id: string) => api.get<AdminGroup>(`/admin/groups/${path(id)}`);
export const updateAdminGroup = (
  id: string,
  changes: Partial<Pick<AdminGroup, "name" | "summary" | "description" | "privacy">> & { leader?: string },
) => api.put<AdminGroup>(`/admin/groups/${path(id)}`, changes);

export const getBlockers = () => api.get<Blocker[]>("/admin/blockers");
export const createBlocker = (blocker: Pick<Blocker, "type" | "area" | "value" | "reason">) =>
  api.post<Blocker>("/admin/blockers", blocker);
export const updateBlocker = (
  id: string,
  changes: Partial<Pick<Blocker, "type" | "area" | "value" | "reason" | "disabled">>,
) => api.put<Blocker>(`/admin/blockers/${path(id)}`, changes);
export const deleteBlocker = (id: string) => api.delete(`/admin/blockers/${path(id)}`);

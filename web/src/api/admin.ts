/** The staff calls of spec §7 (Admin, the hall's heroes, a member's purchase history). */
import type {
  AdminGroup,
  AuditEntry,
  Blocker,
  BlockerArea,
  BlockerType,
  GroupMatch,
  Hero,
  PlayerHistory,
  PlayerMatch,
  PlayerPaymentDetails,
  Privilege,
  QueuedMessage,
} from "../../../worker/api-types/admin";
import { api, requestEnvelope } from "./client";
import type { PurchaseRecord } from "./account";

export type {
  AdminGroup,
  AuditEntry,
  Blocker,
  BlockerArea,
  BlockerType,
  GroupMatch,
  Hero,
  PlayerHistory,
  PlayerMatch,
  Privilege,
  QueuedMessage,
};
/** A player's subscription and payment details, as support reads them. */
export type SubscriptionDetails = PlayerPaymentDetails;

/** Every privilege staff can hold, in the order the screens list them. */
export const PRIVILEGE_NAMES: [Privilege, string][] = [
  ["fullAccess", "Full access"],
  ["userSupport", "User support"],
  ["accessControl", "Access control"],
  ["groupSupport", "Group support"],
  ["challengeAdmin", "Challenge admin"],
  ["moderator", "Moderator"],
  ["news", "News"],
  ["coupons", "Coupons"],
];

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
  api.get<PlayerPaymentDetails>(`/admin/user/${path(id)}/subscription-payment-details`);
/** Clears the reports on a player's profile (moderators only). */
export const clearProfileReports = (id: string) => api.post(`/members/${path(id)}/clear-flags`);
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

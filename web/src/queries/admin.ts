/**
 * The staff screens' reads: player search, a player's page (hero, history, subscription), group
 * search and a group, the moderation queue, the blockers and the staff-wide audit log. Staff
 * reads are not retried: a refusal or a missing player says so at once.
 */
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import {
  getAdminGroup,
  getBlockers,
  getHero,
  getModerationQueue,
  getPlayerHistory,
  getSubscriptionDetails,
  searchGroups,
  searchPlayers,
} from "../api/admin";
import { listPromoCodes } from "../api/promoCodes";
import { type AuditFilters, getStaffAudit } from "../api/staffAudit";

export const adminKeys = {
  search: ["admin", "search"] as const,
  searchFor: (identifier: string) => ["admin", "search", identifier] as const,
  hero: ["admin", "hero"] as const,
  heroOf: (identifier: string) => ["admin", "hero", identifier] as const,
  history: (userId: string) => ["admin", "history", userId] as const,
  subscription: (userId: string) => ["admin", "subscription", userId] as const,
  groups: (term: string | undefined) => ["admin", "groups", term] as const,
  group: ["admin", "group"] as const,
  groupOf: (groupId: string) => ["admin", "group", groupId] as const,
  moderation: ["admin", "moderation"] as const,
  blockers: ["admin", "blockers"] as const,
  audit: (filters: AuditFilters) => ["admin", "audit", filters] as const,
  promoCodes: ["admin", "promo-codes"] as const,
};

export const playerSearchQuery = (identifier: string) =>
  queryOptions({ queryKey: adminKeys.searchFor(identifier), queryFn: () => searchPlayers(identifier), retry: false });

export const heroQuery = (identifier: string) =>
  queryOptions({ queryKey: adminKeys.heroOf(identifier), queryFn: () => getHero(identifier), retry: false });

export const playerHistoryQuery = (userId: string) =>
  queryOptions({ queryKey: adminKeys.history(userId), queryFn: () => getPlayerHistory(userId), retry: false });

export const playerSubscriptionQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.subscription(userId),
    queryFn: () => getSubscriptionDetails(userId),
    retry: false,
  });

export const groupSearchQuery = (term: string | undefined) =>
  queryOptions({ queryKey: adminKeys.groups(term), queryFn: () => searchGroups(term ?? ""), retry: false });

export const adminGroupQuery = (groupId: string) =>
  queryOptions({ queryKey: adminKeys.groupOf(groupId), queryFn: () => getAdminGroup(groupId), retry: false });

export const moderationQueueQuery = () =>
  queryOptions({ queryKey: adminKeys.moderation, queryFn: getModerationQueue, retry: false });

/** The promo codes staff made, with their uses. */
export const promoCodesQuery = () =>
  queryOptions({ queryKey: adminKeys.promoCodes, queryFn: listPromoCodes, retry: false });

export const blockersQuery = () => queryOptions({ queryKey: adminKeys.blockers, queryFn: getBlockers, retry: false });

/** The staff-wide audit log, newest first, a page at a time (`next` is the older page's cursor). */
export const staffAuditQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ pageParam }) => getStaffAudit(filters, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    retry: false,
  });

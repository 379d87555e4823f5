/**
 * Groups. One group (`["group", id, ...]`: the group, its chat, members, invitations and
 * invitation links), which its live room keeps current; the lists of groups and the group plan
 * pages' reads (`["groups", ...]`); and the players looking for a party.
 */
import { queryOptions } from "@tanstack/react-query";
import { myGroups } from "../api/challenges";
import { getChat, getGroupById, listGroups, listMembers, listSharedInviteLinks, lookingForParty } from "../api/groups";

/** Messages one chat page holds (the newest page, and each older one loaded on demand). */
export const CHAT_PAGE = 50;

export const groupKeys = {
  group: ["group"] as const,
  detail: (groupId: string) => ["group", groupId] as const,
  chat: (groupId: string) => ["group", groupId, "chat"] as const,
  members: (groupId: string) => ["group", groupId, "members"] as const,
  invites: (groupId: string) => ["group", groupId, "invites"] as const,
  inviteLinks: (groupId: string) => ["group", groupId, "invite-links"] as const,
  groups: ["groups"] as const,
  /** The groups a challenge can be made in. */
  myGroups: ["groups", "mine"] as const,
  guilds: (list: "discovery" | "mine", search: string, categories: string, page: number) =>
    ["groups", list, search, categories, page] as const,
  /** A group as the group plan pages read it, and its members. */
  planGroup: (groupId: string) => ["groups", groupId] as const,
  planMembers: (groupId: string) => ["groups", groupId, "members"] as const,
  lookingForParty: ["looking-for-party"] as const,
  lookingForPartyPage: (page: number) => ["looking-for-party", page] as const,
};

export const groupQuery = (groupId: string) =>
  queryOptions({ queryKey: groupKeys.detail(groupId), queryFn: () => getGroupById(groupId) });

export const membersQuery = (groupId: string) =>
  queryOptions({ queryKey: groupKeys.members(groupId), queryFn: () => listMembers(groupId) });

/** The newest page of a group's chat (older pages are added to it as they load). */
export const chatQuery = (groupId: string) =>
  queryOptions({ queryKey: groupKeys.chat(groupId), queryFn: () => getChat(groupId, { limit: CHAT_PAGE }) });

export const inviteLinksQuery = (groupId: string) =>
  queryOptions({ queryKey: groupKeys.inviteLinks(groupId), queryFn: () => listSharedInviteLinks(groupId) });

export const myGroupsQuery = () => queryOptions({ queryKey: groupKeys.myGroups, queryFn: myGroups });

/** The player's guilds, or the public ones (paged), searched by name and categories. */
export const guildsQuery = (discovery: boolean, search: string, categories: string[], page: number) =>
  queryOptions({
    queryKey: groupKeys.guilds(discovery ? "discovery" : "mine", search, categories.join(","), page),
    queryFn: () =>
      discovery
        ? listGroups({ type: "publicGuilds", paginate: true, page, search, categories: categories.join(",") })
        : listGroups({ type: "guilds", search, categories: categories.join(",") }),
  });

export const lookingForPartyQuery = (page: number) =>
  queryOptions({ queryKey: groupKeys.lookingForPartyPage(page), queryFn: () => lookingForParty(page) });

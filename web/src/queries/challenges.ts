/** Challenges: the lists (mine, or to discover), one challenge, its members and one member's progress. */
import { queryOptions } from "@tanstack/react-query";
import { challengeMember, challengeMembers, getChallenge, listUserChallenges } from "../api/challenges";

export const challengeKeys = {
  all: ["challenges"] as const,
  list: (list: "mine" | "find", search: string, category: string, owned: string, page: number) =>
    ["challenges", list, search, category, owned, page] as const,
  detail: (challengeId: string) => ["challenges", challengeId] as const,
  members: (challengeId: string, search: string) => ["challenges", challengeId, "members", search] as const,
  member: (challengeId: string, memberId: string | undefined) =>
    ["challenges", challengeId, "member", memberId] as const,
};

/** The player's challenges (`mine`) or those to discover, searched, by category and ownership. */
export const challengesQuery = (
  mine: boolean,
  filters: { search: string; category: string; owned: "" | "owned" | "not_owned"; page: number },
) =>
  queryOptions({
    queryKey: challengeKeys.list(mine ? "mine" : "find", filters.search, filters.category, filters.owned, filters.page),
    queryFn: () =>
      listUserChallenges({
        member: mine && filters.owned !== "owned",
        owned: filters.owned || undefined,
        page: filters.page,
        search: filters.search,
        categories: filters.category,
      }),
  });

export const challengeQuery = (challengeId: string) =>
  queryOptions({ queryKey: challengeKeys.detail(challengeId), queryFn: () => getChallenge(challengeId), retry: false });

export const challengeMembersQuery = (challengeId: string, search: string) =>
  queryOptions({
    queryKey: challengeKeys.members(challengeId, search),
    queryFn: () => challengeMembers(challengeId, search),
  });

export const challengeMemberQuery = (challengeId: string, memberId: string | undefined) =>
  queryOptions({
    queryKey: challengeKeys.member(challengeId, memberId),
    queryFn: () => challengeMember(challengeId, memberId ?? ""),
  });

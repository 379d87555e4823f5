/** Other players: a member's public profile, and the hall's contributors and patrons. */
import { queryOptions } from "@tanstack/react-query";
import { getMember, listHall } from "../api/account";

export const memberKeys = {
  member: (userId: string | undefined) => ["member", userId] as const,
  hall: (list: "heroes" | "patrons", page: number) => ["hall", list, page] as const,
};

export const memberQuery = (userId: string | undefined) =>
  queryOptions({ queryKey: memberKeys.member(userId), queryFn: () => getMember(userId ?? ""), retry: false });

export const hallQuery = (list: "heroes" | "patrons", page: number) =>
  queryOptions({ queryKey: memberKeys.hall(list, page), queryFn: () => listHall(list, page), retry: false });

/** What this server offers the account screens: the sign-in options, and the account import's. */
import { queryOptions } from "@tanstack/react-query";
import { importOptions } from "../api/accountImport";
import { getAuthOptions, invitationPreview } from "../api/auth";

export const accountKeys = {
  authOptions: ["auth-options"] as const,
  importOptions: ["import-options"] as const,
  invitationPreview: (groupInvite: string | undefined) => ["invitation-preview", groupInvite] as const,
};

/** Mail and sign-in providers; read once per visit. */
export const authOptionsQuery = () =>
  queryOptions({ queryKey: accountKeys.authOptions, queryFn: getAuthOptions, staleTime: Infinity, retry: 1 });

export const importOptionsQuery = () =>
  queryOptions({ queryKey: accountKeys.importOptions, queryFn: importOptions, staleTime: 5 * 60_000 });

/** Who invites to which group, for the sign-up form opened from an invitation link (never retried). */
export const invitationPreviewQuery = (groupInvite: string | undefined) =>
  queryOptions({
    queryKey: accountKeys.invitationPreview(groupInvite),
    queryFn: () => invitationPreview(groupInvite ?? ""),
    retry: false,
    staleTime: Infinity,
  });

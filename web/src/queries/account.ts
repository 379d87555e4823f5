/** What this server offers the account screens: the sign-in options, and the account import's. */
import { queryOptions } from "@tanstack/react-query";
import { importOptions } from "../api/accountImport";
import { getAuthOptions } from "../api/auth";

export const accountKeys = {
  authOptions: ["auth-options"] as const,
  importOptions: ["import-options"] as const,
};

/** Mail and sign-in providers; read once per visit. */
export const authOptionsQuery = () =>
  queryOptions({ queryKey: accountKeys.authOptions, queryFn: getAuthOptions, staleTime: Infinity, retry: 1 });

export const importOptionsQuery = () =>
  queryOptions({ queryKey: accountKeys.importOptions, queryFn: importOptions, staleTime: 5 * 60_000 });

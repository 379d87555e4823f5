import { useQuery } from "@tanstack/react-query";
import { getAuthOptions } from "../api/auth";

/** What this server offers the sign-in screens (mail, providers); read once per visit. */
export function useAuthOptions() {
  return useQuery({ queryKey: ["auth-options"], queryFn: getAuthOptions, staleTime: Infinity, retry: 1 });
}

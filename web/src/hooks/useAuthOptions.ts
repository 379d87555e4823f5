import { useQuery } from "@tanstack/react-query";
import { authOptionsQuery } from "../queries/account";

/** What this server offers the sign-in screens (mail, providers); read once per visit. */
export function useAuthOptions() {
  return useQuery(authOptionsQuery());
}

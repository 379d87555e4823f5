/** The client's one query cache, and how its reads retry and wait for the network. */
import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "../api/client";
import { isOfflineError } from "../api/errors";
import { isOnline } from "../offline/status";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A refused call (bad credentials, missing route) will not succeed on a second try; nor will a
      // read with the device offline (the screen says so at once, and reads again when the network returns).
      retry: (failureCount, error) =>
        !(isApiError(error) && error.status < 500) && !(isOfflineError(error) && !isOnline()) && failureCount < 2,
      // Offline, a read still runs once: the service worker has the content, the device's store the
      // user, tasks and party (DESIGN "The client offline"); only retries wait for the network.
      networkMode: "offlineFirst",
    },
    // A change the server never received fails at once, rather than going out by itself later.
    mutations: { networkMode: "always" },
  },
});

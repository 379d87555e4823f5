/** The server state the client caches, one query per resource, shared by loaders and screens. */
import { QueryClient, queryOptions } from "@tanstack/react-query";
import { getUser } from "./api/user";
import { getUserTasks } from "./api/tasks";
import { isApiError } from "./api/client";
import { filterUserNotifications } from "./api/sync";
import { isOfflineError } from "./api/errors";
import { beforeServerRead } from "./offline";
import { isOnline } from "./offline/status";

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

export const userQuery = () =>
  queryOptions({
    queryKey: ["user"],
    queryFn: async () => {
      await beforeServerRead();
      return filterUserNotifications(await getUser());
    },
  });
export const userTasksQuery = () =>
  queryOptions({
    queryKey: ["tasks", "user"],
    queryFn: async () => {
      await beforeServerRead();
      return getUserTasks();
    },
  });

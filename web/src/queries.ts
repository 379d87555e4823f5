/** The server state the client caches, one query per resource, shared by loaders and screens. */
import { QueryClient, queryOptions } from "@tanstack/react-query";
import { getUser } from "./api/user";
import { getUserTasks } from "./api/tasks";
import { isApiError } from "./api/client";
import { filterUserNotifications } from "./api/sync";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A refused call (bad credentials, missing route) will not succeed on a second try.
      retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 2,
    },
  },
});

export const userQuery = () => queryOptions({ queryKey: ["user"], queryFn: async () => filterUserNotifications(await getUser()) });
export const userTasksQuery = () => queryOptions({ queryKey: ["tasks", "user"], queryFn: getUserTasks });

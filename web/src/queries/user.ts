/** The player's own document (GET /user), which nearly every screen reads. */
import { queryOptions } from "@tanstack/react-query";
import { filterUserNotifications } from "../api/notifications";
import { getUser } from "../api/user";
import { beforeServerRead } from "../offline";
import { rememberUsernameChosen } from "../settings";

export const userKeys = {
  all: ["user"] as const,
};

export const userQuery = () =>
  queryOptions({
    queryKey: userKeys.all,
    queryFn: async () => {
      await beforeServerRead();
      const user = filterUserNotifications(await getUser());
      rememberUsernameChosen(user._id, user.flags?.verifiedUsername !== false);
      return user;
    },
  });

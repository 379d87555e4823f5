/**
 * Wires the response rules of spec §7 and the error rules of spec §8 into the fetch layer:
 * user version tracking with the refetch rule, the server's app version, server notifications
 * (minus those removed here), and what each failed call does.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { User } from "../../../content/rules/types";
import { markAccountSuspended } from "../session";
import { clearSettings, isLoggedIn } from "../settings";
import { notifications, notify } from "../notifications/store";
import { onApiError, onEnvelope } from "./client";
import { decideError } from "./errors";
import { notRemovedHere } from "./notifications";
import { carriesUserNotifications, shouldRefetchUser } from "./responses";
import { contentKeys } from "../queries/content";
import { taskKeys } from "../queries/tasks";
import { userKeys } from "../queries/user";

export const SOCIAL_EMAIL_KEY = "social-email";
/** The words of the last refused provider sign-in, for the page that finishes it. */
export const SOCIAL_MESSAGE_KEY = "social-message";
export const PRODUCT_NAME = "Habitforge";

let knownUserV: number | undefined;
let serverAppVersion: string | undefined;

export function getServerAppVersion(): string | undefined {
  return serverAppVersion;
}

export function getKnownUserV(): number | undefined {
  return knownUserV;
}

type ServerNotificationList = User["notifications"];

function sameNotifications(a: ServerNotificationList | undefined, b: ServerNotificationList): boolean {
  if (!a || a.length !== b.length) return false;
  return a.every((entry, index) => entry.id === b[index].id && entry.seen === b[index].seen);
}

export function installApiHandlers(options: { queryClient: QueryClient; navigate: (to: string) => void }): () => void {
  const { queryClient, navigate } = options;

  const stopEnvelope = onEnvelope((envelope, request) => {
    const user = queryClient.getQueryData<User>(userKeys.all);
    if (typeof envelope.userV === "number" && user) {
      const previous = knownUserV ?? user._v;
      knownUserV = envelope.userV;
      if (shouldRefetchUser(request, previous, envelope.userV)) {
        void queryClient.invalidateQueries({ queryKey: userKeys.all });
        void queryClient.invalidateQueries({ queryKey: taskKeys.user });
      }
    } else if (typeof envelope.userV === "number" && request.method === "GET" && request.path === "/user") {
      knownUserV = envelope.userV;
    }
    if (typeof envelope.appVersion === "string") {
      // A new server version may bring new content: cached content tables load again.
      if (serverAppVersion !== undefined && serverAppVersion !== envelope.appVersion)
        void queryClient.invalidateQueries({ queryKey: contentKeys.all });
      serverAppVersion = envelope.appVersion;
    }
    if (
      Array.isArray(envelope.notifications) &&
      user &&
      !(request.method === "GET" && request.path === "/user") &&
      carriesUserNotifications(request)
    ) {
      const next = notRemovedHere(envelope.notifications as ServerNotificationList);
      if (!sameNotifications(user.notifications, next)) {
        queryClient.setQueryData<User>(userKeys.all, (current) =>
          current ? { ...current, notifications: next } : current,
        );
      }
    }
  });

  const stopErrors = onApiError((error, request) => {
    const decision = decideError(error, { ...request, signedIn: isLoggedIn() });
    switch (decision.kind) {
      case "logout":
        if (decision.suspended) markAccountSuspended();
        clearSettings();
        knownUserV = undefined;
        notifications.clear();
        queryClient.clear();
        navigate("/login");
        return;
      case "resolveQuietly":
        try {
          if (decision.socialEmail !== undefined) sessionStorage.setItem(SOCIAL_EMAIL_KEY, decision.socialEmail);
          if (decision.socialMessage !== undefined) sessionStorage.setItem(SOCIAL_MESSAGE_KEY, decision.socialMessage);
        } catch {
          // Session storage can be off; the sign-in screen then asks again.
        }
        return { resolve: undefined };
      case "silent":
        return;
      case "notify":
        notify({ type: "error", title: PRODUCT_NAME, text: decision.text, persistent: decision.persistent });
        return;
    }
  });

  return () => {
    stopEnvelope();
    stopErrors();
  };
}

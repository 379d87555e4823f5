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
import { carriesUserNotifications, shouldRefetchUser, withoutRemoved } from "./responses";

export const SOCIAL_EMAIL_KEY = "social-email";
/** The words of the last refused provider sign-in, for the page that finishes it. */
export const SOCIAL_MESSAGE_KEY = "social-message";
export const PRODUCT_NAME = "Habitforge";

let knownUserV: number | undefined;
let serverAppVersion: string | undefined;
const removedNotificationIds = new Set<string>();

export function getServerAppVersion(): string | undefined {
  return serverAppVersion;
}

export function getKnownUserV(): number | undefined {
  return knownUserV;
}

/** Server notifications the player removed on this device are not shown again, whatever a later answer carries. */
export function markNotificationsRemoved(ids: readonly string[]): void {
  for (const id of ids) removedNotificationIds.add(id);
}

type ServerNotificationList = User["notifications"];

function sameNotifications(a: ServerNotificationList | undefined, b: ServerNotificationList): boolean {
  if (!a || a.length !== b.length) return false;
  return a.every((entry, index) => entry.id === b[index].id && entry.seen === b[index].seen);
}

export function installApiHandlers(options: { queryClient: QueryClient; navigate: (to: string) => void }): () => void {
  const { queryClient, navigate } = options;

  const stopEnvelope = onEnvelope((envelope, request) => {
    const user = queryClient.getQueryData<User>(["user"]);
    if (typeof envelope.userV === "number" && user) {
      const previous = knownUserV ?? user._v;
      knownUserV = envelope.userV;
      if (shouldRefetchUser(request, previous, envelope.userV)) {
        void queryClient.invalidateQueries({ queryKey: ["user"] });
        void queryClient.invalidateQueries({ queryKey: ["tasks", "user"] });
      }
    } else if (typeof envelope.userV === "number" && request.method === "GET" && request.path === "/user") {
      knownUserV = envelope.userV;
    }
    if (typeof envelope.appVersion === "string") {
      // A new server version may bring new content: cached content tables load again.
      if (serverAppVersion !== undefined && serverAppVersion !== envelope.appVersion)
        void queryClient.invalidateQueries({ queryKey: ["content"] });
      serverAppVersion = envelope.appVersion;
    }
    if (
      Array.isArray(envelope.notifications) &&
      user &&
      !(request.method === "GET" && request.path === "/user") &&
      carriesUserNotifications(request)
    ) {
      const next = withoutRemoved(envelope.notifications as ServerNotificationList, removedNotificationIds);
      if (!sameNotifications(user.notifications, next)) {
        queryClient.setQueryData<User>(["user"], (current) =>
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

/** The user document as GET /user sends it keeps only notifications not removed here. */
export function filterUserNotifications(user: User): User {
  if (removedNotificationIds.size === 0) return user;
  return { ...user, notifications: withoutRemoved(user.notifications ?? [], removedNotificationIds) };
}

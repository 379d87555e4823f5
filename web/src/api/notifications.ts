/**
 * Server notification calls of spec §7, and the notifications the player removed on this
 * device: those are not shown again, whatever a later answer carries.
 */
import type { User } from "../../../content/rules/types";
import { api } from "./client";
import { withoutRemoved } from "./responses";

const removedNotificationIds = new Set<string>();

export function markNotificationsRemoved(ids: readonly string[]): void {
  for (const id of ids) removedNotificationIds.add(id);
}

/** A list of server notifications without those removed here. */
export function notRemovedHere<T extends { id: string }>(notifications: readonly T[]): T[] {
  return withoutRemoved(notifications, removedNotificationIds);
}

/** The user document as GET /user sends it keeps only notifications not removed here. */
export function filterUserNotifications(user: User): User {
  if (removedNotificationIds.size === 0) return user;
  return { ...user, notifications: notRemovedHere(user.notifications ?? []) };
}

export function readNotifications(ids: string[]): Promise<User["notifications"]> {
  markNotificationsRemoved(ids);
  return ids.length === 1
    ? api.post(`/notifications/${encodeURIComponent(ids[0])}/read`)
    : api.post("/notifications/read", { notificationIds: ids });
}

export function seeNotifications(ids: string[]): Promise<User["notifications"]> {
  return ids.length === 1
    ? api.post(`/notifications/${encodeURIComponent(ids[0])}/see`)
    : api.post("/notifications/see", { notificationIds: ids });
}

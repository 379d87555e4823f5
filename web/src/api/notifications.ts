/** Server notification calls of spec §7. */
import type { User } from "../../../content/rules/types";
import { api } from "./client";
import { markNotificationsRemoved } from "./sync";

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

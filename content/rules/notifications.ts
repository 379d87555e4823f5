/** Server notifications the rules create (the worker stores them on the user). */
import { NOTIFICATIONS_KEPT_MAX } from "../data/constants";
import { randomId, type RuleContext } from "./random";
import type { ServerNotification, User } from "./types";

export const NOTIFICATION_TYPES = [
  "STREAK_ACHIEVEMENT",
  "ULTIMATE_GEAR_ACHIEVEMENT",
  "REBIRTH_ENABLED",
  "REBIRTH_ACHIEVEMENT",
  "DROPS_ENABLED",
  "FIRST_DROPS",
  "LOGIN_INCENTIVE",
  "CRON",
  "ONBOARDING_COMPLETE",
  "ACHIEVEMENT",
  "NEW_MYSTERY_ITEMS",
  "CARD_RECEIVED",
  "LEVEL_UP",
  "NEW_STUFF",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Mutates `user` (a working copy): appends a notification with an id drawn from the context. */
export function addNotification(
  user: User,
  type: NotificationType,
  data: Record<string, unknown>,
  ctx: RuleContext,
): ServerNotification {
  const notification: ServerNotification = {
    id: randomId(ctx.random),
    type,
    data,
    seen: false,
    createdAt: ctx.now.toISOString(),
  };
  user.notifications = [...(user.notifications ?? []), notification].slice(-NOTIFICATIONS_KEPT_MAX);
  return notification;
}

/** Mutates `user`: drops every notification of a type; returns the removed ones. */
export function removeNotificationsOfType(user: User, type: NotificationType): ServerNotification[] {
  const removed = (user.notifications ?? []).filter((n) => n.type === type);
  user.notifications = (user.notifications ?? []).filter((n) => n.type !== type);
  return removed;
}

/**
 * A device's push subscription renewed: the service worker tells the app with this message,
 * and the app registers the new subscription when it is not the one it last registered for
 * the player signed in on this browser.
 */
export const PUSH_RENEWED_MESSAGE = "habitforge-push-renewed";

/** What this browser last registered: the subscription's endpoint and the player it was for. */
export interface RegisteredPush {
  endpoint: string;
  userId: string;
}

/**
 * Whether the current subscription must be registered again: this browser registered one for
 * the same player before, and the browser has since replaced it. Another player signed in on
 * the same browser never takes over a subscription this way (they turn it on themselves).
 */
export function renewalNeeded(
  registered: RegisteredPush | undefined,
  current: string | undefined,
  userId: string | undefined,
): boolean {
  return Boolean(registered && current && userId && registered.userId === userId && registered.endpoint !== current);
}

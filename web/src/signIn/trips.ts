/**
 * A trip through a sign-in provider leaves this page for the provider's and comes back to the
 * return page; what it was for (logging in, registering, linking from the settings) waits in
 * session storage meanwhile, with the state the server issued. A return whose state does not
 * match the one this tab sent out is refused: nobody can finish a sign-in they did not start.
 */
import { providerUrl, type SignInNetwork } from "../api/auth";
import { SOCIAL_EMAIL_KEY, SOCIAL_MESSAGE_KEY } from "../api/sync";
import { safeRedirectTarget, TASKS_PATH, usernamePathFor } from "../navigation/guard";

export type TripPurpose = "login" | "register" | "link";

export interface SignInTrip {
  network: SignInNetwork;
  state: string;
  purpose: TripPurpose;
  redirectTo?: string;
  groupInvite?: string;
}

export const TRIP_KEY = "social-sign-in";
export const NETWORK_LABELS: Record<SignInNetwork, string> = { google: "Google", apple: "Apple" };

function store(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

export function saveTrip(trip: SignInTrip): void {
  store()?.setItem(TRIP_KEY, JSON.stringify(trip));
}

/** The trip this tab started, if `state` is its state; it is forgotten either way. */
export function takeTrip(network: SignInNetwork, state: string | null): SignInTrip | undefined {
  const storage = store();
  const raw = storage?.getItem(TRIP_KEY);
  storage?.removeItem(TRIP_KEY);
  if (!raw || !state) return undefined;
  try {
    const trip = JSON.parse(raw) as SignInTrip;
    return trip.network === network && trip.state === state ? trip : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where a provider sign-in goes on: to the page it was heading for; a new account first picks
 * its name, then is welcomed as a form sign-up is, unless an invitation or another page waits.
 * (The welcome itself leads to the board once the player has seen or skipped it, on any device.)
 */
export function landingAfterTrip(trip: Pick<SignInTrip, "redirectTo" | "groupInvite">, newUser: boolean): string {
  const target = safeRedirectTarget(trip.redirectTo);
  if (!newUser) return target;
  return usernamePathFor(target === TASKS_PATH && !trip.groupInvite ? "/welcome" : target, "");
}

/** The address a refused sign-in named (spec §8), read once. */
export function takeSocialEmail(): string | undefined {
  const storage = store();
  const value = storage?.getItem(SOCIAL_EMAIL_KEY) ?? undefined;
  storage?.removeItem(SOCIAL_EMAIL_KEY);
  return value || undefined;
}

/** The words of a refused sign-in (why it was refused), read once. */
export function takeSocialMessage(): string | undefined {
  const storage = store();
  const value = storage?.getItem(SOCIAL_MESSAGE_KEY) ?? undefined;
  storage?.removeItem(SOCIAL_MESSAGE_KEY);
  return value || undefined;
}

/** The address a refused sign-in named, left in place for the login or sign-up form to offer. */
export function peekSocialEmail(): string | undefined {
  return store()?.getItem(SOCIAL_EMAIL_KEY) || undefined;
}

export function forgetSocialEmail(): void {
  store()?.removeItem(SOCIAL_EMAIL_KEY);
  store()?.removeItem(SOCIAL_MESSAGE_KEY);
}

/** Asks the server where to go, remembers the trip and leaves for the provider. */
export async function startTrip(
  network: SignInNetwork,
  purpose: TripPurpose,
  extra: { redirectTo?: string; groupInvite?: string } = {},
): Promise<void> {
  forgetSocialEmail();
  const { url, state } = await providerUrl(network);
  saveTrip({ network, state, purpose, ...extra });
  window.location.assign(url);
}

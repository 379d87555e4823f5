/** Signing in and the account's credentials (spec §7 Auth). */

export type SignInNetwork = "google" | "apple";

/** A sign-in's answer: the credentials the client keeps, and whether the account is new. */
export interface SignInAnswer {
  id: string;
  _id: string;
  apiToken: string;
  username: string;
  newUser: boolean;
}

/** What the sign-in screens may offer on this server. */
export interface AuthOptions {
  /** Whether this server can send mail (password reset links). */
  mail: boolean;
  /** The sign-in providers set up here. */
  providers: SignInNetwork[];
}

/** Whether a username (or display name) may be taken, and if not, why (in the request's language). */
export interface NameCheck {
  isUsable: boolean;
  issues?: string[];
}

/** Whether an email address may be used for a new account. */
export interface EmailCheck {
  valid: boolean;
  /** The address asked about (in its one spelling when it is usable). */
  email: string;
  /** Why it may not be used, in the request's language. */
  error?: string;
}

/** Where to send the browser to sign in with a provider, and the trip's state. */
export interface ProviderTrip {
  url: string;
  state: string;
}

export interface UsernameChanged {
  username: string;
}

/** The new API token; the old one stops working at once. */
export interface ApiTokenReplaced {
  apiToken: string;
}

export interface EmailChanged {
  email: string;
}

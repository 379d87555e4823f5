/**
 * The envelope every API answer comes in (spec §7, §8). The API's shapes are declared in this
 * folder as types only: the Worker builds its answers to them and the client imports them with
 * `import type`, so both sides are checked against one copy and the client's bundle pays nothing.
 */

/** One parameter the server refused, and why (in the request's language). */
export interface ParamError {
  param: string;
  message: string;
  value?: unknown;
}

export interface SuccessEnvelope<T> {
  success: true;
  data: T;
  /** What happened, in the request's language (a purchase, a level reached...). */
  message?: string;
  /** The player's server notifications, when the request loaded the player. */
  notifications: unknown[];
  /** The player's document version after this request. */
  userV?: number;
  appVersion: string;
}

export interface ErrorEnvelope {
  success: false;
  /** The error's name: BadRequest, NotAuthorized, NotFound... */
  error: string;
  message: string;
  errors?: ParamError[];
  /** On a server error: the id of the request, which its log lines carry. */
  requestId?: string;
}

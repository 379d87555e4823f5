/** The error kinds of the API; the worker maps each to its HTTP status. */
export const ERROR_STATUS = {
  BadRequest: 400,
  NotAuthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  /** A request body over the size limit, refused before it is read. */
  /** The thing asked for was already done once, and can be done only once (an account imported). */
  Conflict: 409,
  PayloadTooLarge: 413,
  TooManyRequests: 429,
  /** Wrong user id or API token: the client logs out on this one (spec §8). */
  invalid_credentials: 401,
  /** A server notification that is already gone: the client shows nothing (spec §8). */
  NotificationNotFound: 404,
  InternalServerError: 500,
  /** An outside service (the payment provider) failed; nothing was done. */
  /** An outside service answered, but wrongly (the original game's API with an error or a broken answer). */
  BadGateway: 502,
  ServiceUnavailable: 503,
} as const;

export type ErrorName = keyof typeof ERROR_STATUS;

/**
 * A refusal by a game rule or a route: an error name and a message key of content/i18n.
 * `vars` fill the message's placeholders; `errors` lists one entry per bad parameter.
 */
export class GameError extends Error {
  readonly name: ErrorName;
  constructor(
    name: ErrorName,
    readonly messageKey: string,
    readonly vars: Record<string, string | number> = {},
    readonly errors?: { param: string; message: string; value?: unknown }[],
  ) {
    super(messageKey);
    this.name = name;
  }
  get status(): number {
    return ERROR_STATUS[this.name];
  }
}

export const badRequest = (key: string, vars?: Record<string, string | number>) =>
  new GameError("BadRequest", key, vars);
export const notAuthorized = (key: string, vars?: Record<string, string | number>) =>
  new GameError("NotAuthorized", key, vars);
export const notFound = (key: string, vars?: Record<string, string | number>) => new GameError("NotFound", key, vars);
export const forbidden = (key: string, vars?: Record<string, string | number>) => new GameError("Forbidden", key, vars);

/**
 * The one place the client talks to the server. Every call sends the stored credentials and
 * the client headers of spec §7, reads the payload from the envelope's `data`, and turns an
 * error envelope into an `ApiError` that keeps the server's error name, message and the
 * per-parameter list.
 */
import { REQUEST_BODY_MAX_TEXT } from "../../../content/data/constants";
import type { ErrorEnvelope, ParamError, SuccessEnvelope as ServerEnvelope } from "../../../worker/api-types/envelope";
import { LIVE_CONNECTION_HEADER } from "../../../party/playerProtocol";
import { readAuth } from "../settings";
import { currentLocale, translate } from "../i18n";
import critical from "../i18n/namespaces/critical";
import core from "../i18n/namespaces/core";
import { setServerReachable } from "../offline/status";
import { BOOKMARK_HEADER, currentBookmark, keepBookmark } from "./bookmark";
import { noAnswer, OfflineError } from "./errors";

export const API_BASE = "/api/v4";
export const CLIENT_ID = "habitforge-web";

export type { ErrorEnvelope, ParamError };

/**
 * A success envelope as the client takes it: the server's, whose extras may be missing from an
 * answer that did not come from the API itself (a proxy's, or one the device kept offline).
 */
export type SuccessEnvelope<T> = Pick<ServerEnvelope<T>, "success" | "data"> &
  Partial<Omit<ServerEnvelope<T>, "success" | "data">>;

/** A response with status 400 or above. `name` is the server's error name (BadRequest, NotAuthorized, ...). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ParamError[];
  readonly method: string;
  readonly path: string;

  constructor(init: {
    name: string;
    message: string;
    status: number;
    errors?: ParamError[];
    method: string;
    path: string;
  }) {
    super(init.message);
    this.name = init.name;
    this.status = init.status;
    this.errors = init.errors ?? [];
    this.method = init.method;
    this.path = init.path;
  }

  /** The message for one parameter, when the server named it. */
  messageFor(param: string): string | undefined {
    return this.errors.find((entry) => entry.param === param)?.message;
  }

  /** One message per distinct parameter, or the single message (spec §8). */
  get messages(): string[] {
    if (this.errors.length === 0) return [this.message];
    const seen = new Map<string, string>();
    for (const entry of this.errors) if (!seen.has(entry.param)) seen.set(entry.param, entry.message);
    return [...seen.values()];
  }
}

type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** No error notice (spec §8 still logs out where it must): a background load, or a form that shows the failure itself. */
  quiet?: boolean;
  /** A task action the device keeps for later when no network answers it: no "offline" notice then. */
  keepOffline?: boolean;
  headers?: Record<string, string>;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** Called with every successful envelope; later features (userV refetch, notifications) hook in here. */
export type EnvelopeListener = (
  envelope: SuccessEnvelope<unknown>,
  request: { method: HttpMethod; path: string },
) => void;
const envelopeListeners = new Set<EnvelopeListener>();

export function onEnvelope(listener: EnvelopeListener): () => void {
  envelopeListeners.add(listener);
  return () => envelopeListeners.delete(listener);
}

/**
 * Decides what a failed call does (spec §8). Answers `{ resolve: value }` when the call should
 * resolve quietly instead of failing; otherwise the error is thrown to the caller.
 */
export type ErrorListener = (
  error: ApiError,
  request: { method: HttpMethod; path: string; quiet: boolean },
) => { resolve: unknown } | void;
let errorListener: ErrorListener | undefined;

export function onApiError(listener: ErrorListener): () => void {
  errorListener = listener;
  return () => {
    if (errorListener === listener) errorListener = undefined;
  };
}

/** This page's connection to the player's own room: named on every call, so the room does not tell this page its own changes. */
let liveConnection: string | undefined;

export function setLiveConnection(id: string | undefined): void {
  liveConnection = id;
}

export function buildHeaders(hasBody: boolean, extra?: Record<string, string>): Headers {
  const headers = new Headers({
    ...extra,
    "x-client": CLIENT_ID,
    // Minutes to add to local time to get UTC, as the server's day boundary expects.
    "x-user-timezoneOffset": String(new Date().getTimezoneOffset()),
    // Visitors' errors and a new account's starter tasks come in the language on screen.
    "Accept-Language": currentLocale(),
  });
  const auth = readAuth();
  if (auth) {
    headers.set("x-api-user", auth.apiId);
    headers.set("x-api-key", auth.apiToken);
  }
  if (hasBody) headers.set("content-type", "application/json");
  // Reads start from the newest database state this tab has seen (api/bookmark.ts).
  const bookmark = currentBookmark();
  if (bookmark) headers.set(BOOKMARK_HEADER, bookmark);
  if (liveConnection) headers.set(LIVE_CONNECTION_HEADER, liveConnection);
  return headers;
}

export function buildUrl(path: string, query?: Query): string {
  const base = path.startsWith("/api/") ? path : `${API_BASE}${path}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  return typeof body === "object" && body !== null && (body as { success?: unknown }).success === false;
}

const STATUS_NAMES: Record<number, string> = {
  400: "BadRequest",
  401: "NotAuthorized",
  403: "Forbidden",
  404: "NotFound",
  413: "PayloadTooLarge",
  429: "TooManyRequests",
};

/** What a failure without an envelope (a proxy's own answer, an outage) tells the player. */
function messageWithoutEnvelope(response: Response): string {
  if (response.status >= 500) return translate(core, "serverUnavailable");
  if (response.status === 413) return translate(critical, "payloadTooLarge", { max: REQUEST_BODY_MAX_TEXT });
  return translate(core, "requestFailed", { status: response.status });
}

/**
 * Sends one call and answers the whole success envelope. A call that gets no response at all
 * fails with an OfflineError, except a read the device kept an answer for (the user, the
 * tasks, the party): that answer is given instead (DESIGN "The client offline").
 */
export async function requestEnvelope<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<SuccessEnvelope<T>> {
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers: buildHeaders(hasBody, options.headers),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error | undefined)?.name === "AbortError") throw error;
    const kept = await noAnswer({
      method,
      path,
      query: options.query,
      quiet: options.quiet === true || options.keepOffline === true,
    });
    if (kept) return { success: true, data: kept.data as T, notifications: [] };
    throw new OfflineError();
  }
  setServerReachable(true);
  keepBookmark(response.headers.get(BOOKMARK_HEADER));
  const body = await readJson(response);

  if (!response.ok || isErrorEnvelope(body)) {
    const error = isErrorEnvelope(body)
      ? new ApiError({
          name: body.error || STATUS_NAMES[response.status] || "Error",
          message: body.message || response.statusText,
          status: response.status,
          errors: Array.isArray(body.errors) ? body.errors : [],
          method,
          path,
        })
      : new ApiError({
          name: STATUS_NAMES[response.status] ?? (response.status >= 500 ? "ServerError" : "Error"),
          message: messageWithoutEnvelope(response),
          status: response.status,
          method,
          path,
        });
    const outcome = errorListener?.(error, { method, path, quiet: options.quiet === true });
    if (outcome && "resolve" in outcome) return { success: true, data: outcome.resolve as T, notifications: [] };
    throw error;
  }

  const envelope = (
    typeof body === "object" && body !== null ? body : { success: true, data: body }
  ) as SuccessEnvelope<T>;
  for (const listener of envelopeListeners) listener(envelope as SuccessEnvelope<unknown>, { method, path });
  return envelope;
}

/** Sends one call and answers the envelope's `data`. */
export async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestEnvelope<T>(method, path, options)).data;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "body">) => request<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">) =>
    request<T>("POST", path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">) =>
    request<T>("PUT", path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, "body">) => request<T>("DELETE", path, options),
};

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

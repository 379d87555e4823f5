/** Requests against the real Worker (SELF) with real D1, as a client would send them. */
import { SELF } from "cloudflare:test";
import { uniqueNamePart } from "../names";

export const BASE = "https://habitforge.test/api/v4";

/**
 * Waits for the next window of the fixed-window limits (lib/windowCounter.ts) when the current
 * one ends within a few seconds, so that every attempt a test counts falls in one window.
 */
export async function inOneRateWindow(windowSeconds = 60, needSeconds = 5): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < needSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

let addressCounter = 0;
/** A fresh client address per call so rate limits of one test don't leak into another. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export interface Credentials {
  id: string;
  apiToken: string;
  username: string;
  email: string;
  password: string;
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export async function api<T = any>(
  method: string,
  path: string,
  options: {
    body?: unknown;
    rawBody?: string;
    auth?: Pick<Credentials, "id" | "apiToken">;
    headers?: Record<string, string>;
    base?: string;
  } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {
    "x-client": "habitforge-tests",
    "cf-connecting-ip": freshAddress(),
    ...options.headers,
  };
  if (options.auth) {
    headers["x-api-user"] = options.auth.id;
    headers["x-api-key"] = options.auth.apiToken;
  }
  let payload: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    payload = JSON.stringify(options.body);
  }
  if (payload !== undefined) headers["content-type"] ??= "application/json";
  const response = await SELF.fetch(`${options.base ?? BASE}${path}`, { method, headers, body: payload });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Left as text: the caller asserts on it.
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

export async function register(
  overrides: Partial<{ username: string; email: string; password: string }> = {},
): Promise<Credentials> {
  const username = overrides.username ?? `player${uniqueNamePart()}`;
  const email = overrides.email ?? `${username}@example.com`;
  const password = overrides.password ?? "correct-horse-battery";
  // As our web client registers, so the account has the web client's starter board.
  const response = await api("POST", "/user/auth/local/register", {
    body: { username, email, password, confirmPassword: password },
    headers: { "x-client": "habitforge-web" },
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { id: response.body.data.id, apiToken: response.body.data.apiToken, username, email, password };
}

/** Reading the local outbox, where mails are written just after the answer that caused them. */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../worker/index.dev";
import { type ApiResponse, api, BASE, type Credentials, freshAddress } from "./helpers";

export interface OutboxMail {
  id: number;
  to: string;
  kind: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

export async function outbox(to: string): Promise<OutboxMail[]> {
  const response = await api("GET", `/debug/outbox?to=${encodeURIComponent(to)}`);
  if (response.status !== 200) throw new Error(`outbox answered ${response.status}`);
  return response.body.data;
}

/** Waits (briefly) until the address has received `count` mails; answers them, newest first. */
export async function waitForMails(to: string, count = 1): Promise<OutboxMail[]> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const mails = await outbox(to);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${to} received fewer than ${count} mails`);
}

/**
 * Sends a request as `api` does, to the same Worker, and answers with `finished` as well: it
 * resolves once the background work the answer started (its mails) is done, so that a mail
 * missing from the outbox after it is one that is not coming.
 */
export async function apiWithWork<T = any>(
  method: string,
  path: string,
  options: { body?: unknown; auth?: Pick<Credentials, "id" | "apiToken">; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T> & { finished: Promise<void> }> {
  const headers: Record<string, string> = {
    "x-client": "habitforge-tests",
    "cf-connecting-ip": freshAddress(),
    ...options.headers,
  };
  if (options.auth) {
    headers["x-api-user"] = options.auth.id;
    headers["x-api-key"] = options.auth.apiToken;
  }
  if (options.body !== undefined) headers["content-type"] ??= "application/json";
  const ctx = createExecutionContext();
  const request = new Request(`${BASE}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], env, ctx);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Left as text: the caller asserts on it.
  }
  return { status: response.status, body: body as T, headers: response.headers, finished: waitOnExecutionContext(ctx) };
}

export function resetCodeOf(mail: OutboxMail): string {
  const link = mail.links.find((entry) => entry.includes("/reset-password?code="));
  if (!link) throw new Error("no reset link in the mail");
  return new URL(link).searchParams.get("code") ?? "";
}

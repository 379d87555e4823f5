/** Requests whose webhook messages a test reads: the real queue, counted. */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import type { WebhookMessage } from "../../worker/env";
import devWorker from "../../worker/index.dev";
import { BASE, type Credentials, freshAddress } from "./helpers";

/**
 * Sends a request to the Worker the way `api` does, with the real webhook queue counting what the
 * request puts on it, and waits for the request's background work: after it, `queued` is all
 * the request will ever queue.
 */
export async function requestQueuing(method: string, path: string, auth: Credentials, body?: unknown) {
  const queue = env.WEBHOOK_QUEUE;
  const queued: WebhookMessage[] = [];
  const counted = {
    ...env,
    WEBHOOK_QUEUE: {
      send: (...args: Parameters<typeof queue.send>) => {
        queued.push(args[0]);
        return queue.send(...args);
      },
      sendBatch: (...args: Parameters<typeof queue.sendBatch>) => {
        for (const message of args[0]) queued.push(message.body);
        return queue.sendBatch(...args);
      },
    },
  } as typeof env;
  const ctx = createExecutionContext();
  const headers: Record<string, string> = {
    "x-client": "habitforge-tests",
    "cf-connecting-ip": freshAddress(),
    "x-api-user": auth.id,
    "x-api-key": auth.apiToken,
  };
  if (body !== undefined) headers["content-type"] = "application/json";
  const request = new Request(`${BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await devWorker.fetch(request as Parameters<typeof devWorker.fetch>[0], counted, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, body: (await response.json()) as any, queued };
}

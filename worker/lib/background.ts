/** Work a request starts but does not wait for (a mail), kept alive after the answer is sent. */
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { logError } from "./log";

export function inBackground(c: Context<AppEnv>, work: Promise<unknown>): void {
  const guarded = work.catch((error) => logError("background work failed", error));
  try {
    c.executionCtx.waitUntil(guarded);
  } catch {
    // No execution context (called outside a request): the promise runs on its own.
  }
}

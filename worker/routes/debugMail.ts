/**
 * Development only: the mails the local outbox kept, newest first, with their subject, text and
 * links (GET /api/v4/debug/outbox?to=<address>). Open to anyone, like the outbox's printout in
 * the server's output: a local server's mail is the developer's to read.
 */
import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { readOutbox } from "../mail/outbox";
import { ok } from "../middleware/envelope";
import { query, str } from "../middleware/validate";

export const debugMailRoutes = new Hono<AppEnv>().get("/outbox", async (c) => {
  const input = query(c, v.object({ to: v.optional(str(254)) }));
  return ok(c, await readOutbox(c.env, input.to?.trim() || undefined));
});

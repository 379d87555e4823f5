/**
 * Enforces the blockers on everything the Worker answers: the API under every prefix, the data
 * export, the status probe and the live rooms (before a ticket is even looked at). A fully
 * blocked address gets 403 before anything else runs; payment calls are also refused to
 * payment-blocked addresses and to accounts whose email a blocker covers. The client's static
 * files are served by Workers static assets without running the Worker: a blocked visitor may
 * load the page, and every call it makes is refused.
 */
import { eq } from "drizzle-orm";
import type { Context, Next } from "hono";
import { languageFromAcceptLanguage } from "../../content/i18n/languages";
import { GameError } from "../../content/rules/errors";
import { database } from "../../db/client";
import { users } from "../../db/schema";
import { activeBlockers, addressBlocked, emailCovered, isPaymentCall } from "../admin/blockers";
import type { AppEnv, Env } from "../env";
import { errorEnvelopeBody } from "./errors";
import { addressOfHeaders, clientAddress } from "./rateLimit";

export async function enforceBlockers(c: Context<AppEnv>, next: Next) {
  const db = database(c.env.DB);
  const snapshot = await activeBlockers(db);
  if (snapshot.count === 0) return next();
  const address = clientAddress(c);
  if (addressBlocked(snapshot, "full", address)) throw new GameError("Forbidden", "ipAddressBlocked");
  const apiPath = c.req.path.replace(/^\/api\/v\d+/, "");
  if (isPaymentCall(c.req.method, apiPath)) {
    if (addressBlocked(snapshot, "payment", address)) throw new GameError("Forbidden", "paymentsBlocked");
    const emails = [...snapshot.fullEmails, ...snapshot.paymentEmails];
    const userId = c.req.header("x-api-user");
    // Only ever a refusal: a forged user id can at worst refuse the forger's own call.
    if (emails.length && userId && userId.length <= 100) {
      const row = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).get();
      if (row && emailCovered(emails, row.email)) throw new GameError("Forbidden", "paymentsBlocked");
    }
  }
  await next();
}

/** For requests outside the Hono app (the rooms): the refusal of a fully blocked address, or undefined. */
export async function blockedRequest(request: Request, env: Env): Promise<Response | undefined> {
  const snapshot = await activeBlockers(database(env.DB));
  if (snapshot.count === 0 || !addressBlocked(snapshot, "full", addressOfHeaders(request.headers))) return undefined;
  const language = languageFromAcceptLanguage(request.headers.get("Accept-Language") ?? undefined);
  return Response.json(errorEnvelopeBody("Forbidden", "ipAddressBlocked", language), {
    status: 403,
    headers: { "X-Content-Type-Options": "nosniff" },
  });
}

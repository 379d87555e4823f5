/**
 * Enforces the blockers on every API call: a fully blocked address gets 403 before anything
 * else runs; payment calls are also refused to payment-blocked addresses and to accounts whose
 * email a blocker covers.
 */
import { eq } from "drizzle-orm";
import type { Context, Next } from "hono";
import { GameError } from "../../content/rules/errors";
import { database } from "../../db/client";
import { users } from "../../db/schema";
import { activeBlockers, emailCovered, isPaymentCall, normaliseIpAddress } from "../admin/blockers";
import type { AppEnv } from "../env";
import { clientAddress } from "./rateLimit";

export async function enforceBlockers(c: Context<AppEnv>, next: Next) {
  const db = database(c.env.DB);
  const snapshot = await activeBlockers(db);
  if (snapshot.count === 0) return next();
  const address = normaliseIpAddress(clientAddress(c));
  if (address && snapshot.fullAddresses.has(address)) throw new GameError("Forbidden", "ipAddressBlocked");
  const apiPath = c.req.path.replace(/^\/api\/v\d+/, "");
  if (isPaymentCall(c.req.method, apiPath)) {
    if (address && snapshot.paymentAddresses.has(address)) throw new GameError("Forbidden", "paymentsBlocked");
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

/**
 * Keys the server makes for itself on first use and keeps in `server_keys`, so an operator has
 * nothing to configure: made once per database (the first stored wins when two isolates race),
 * read once per isolate.
 */
import { eq } from "drizzle-orm";
import { database } from "../../db/client";
import { serverKeys } from "../../db/schema";
import type { Env } from "../env";

const kept = new Map<string, { db: D1Database; secret: Promise<string> }>();

async function loadOrMake(env: Env, name: string, make: () => Promise<string>): Promise<string> {
  const db = database(env.DB);
  const existing = await db
    .select({ secret: serverKeys.secret })
    .from(serverKeys)
    .where(eq(serverKeys.name, name))
    .get();
  if (existing) return existing.secret;
  await db
    .insert(serverKeys)
    .values({ name, secret: await make(), createdAt: new Date().toISOString() })
    .onConflictDoNothing();
  const row = await db.select({ secret: serverKeys.secret }).from(serverKeys).where(eq(serverKeys.name, name)).get();
  if (!row) throw new Error(`the server key ${name} could not be stored`);
  return row.secret;
}

/** The stored secret named `name`, made by `make` the first time any isolate asks. */
export function serverKey(env: Env, name: string, make: () => Promise<string>): Promise<string> {
  const known = kept.get(name);
  if (known?.db === env.DB) return known.secret;
  const secret = loadOrMake(env, name, make);
  kept.set(name, { db: env.DB, secret });
  // A failure is not kept: the next caller tries again.
  secret.catch(() => {
    if (kept.get(name)?.secret === secret) kept.delete(name);
  });
  return secret;
}

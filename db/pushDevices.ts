/** The devices players get push notifications on (POST /user/push-devices). */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "./client";
import { pushDevices } from "./schema";

export type PushDeviceRow = typeof pushDevices.$inferSelect;

/** A device as its owner's API shows it: no keys. */
export function pushDeviceView(row: PushDeviceRow) {
  return { regId: row.regId, type: row.type, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

export async function listPushDevices(db: Database, userId: string): Promise<PushDeviceRow[]> {
  return db.select().from(pushDevices).where(eq(pushDevices.userId, userId)).orderBy(pushDevices.createdAt).all();
}

/** The web devices of many players at once, for a delivery run. */
export async function webPushDevicesOf(db: Database, userIds: readonly string[]): Promise<PushDeviceRow[]> {
  const rows: PushDeviceRow[] = [];
  for (let index = 0; index < userIds.length; index += 90) {
    const chunk = userIds.slice(index, index + 90);
    rows.push(
      ...(await db
        .select()
        .from(pushDevices)
        .where(and(inArray(pushDevices.userId, chunk), eq(pushDevices.type, "web")))
        .all()),
    );
  }
  return rows;
}

/**
 * Puts one device of a player: a new one, or the same device (its regId) with a new
 * subscription. A web endpoint belongs to one account at a time: whoever registers it last
 * (the person now signed in on that browser) gets its notifications.
 */
export async function putPushDevice(
  db: Database,
  device: Omit<PushDeviceRow, "createdAt" | "updatedAt">,
  now: string,
): Promise<void> {
  const statements = [];
  if (device.endpoint)
    statements.push(
      db
        .delete(pushDevices)
        .where(
          and(
            eq(pushDevices.endpoint, device.endpoint),
            sql`NOT (${pushDevices.userId} = ${device.userId} AND ${pushDevices.regId} = ${device.regId})`,
          ),
        ),
    );
  statements.push(
    db
      .insert(pushDevices)
      .values({ ...device, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [pushDevices.userId, pushDevices.regId],
        set: { type: device.type, endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth, updatedAt: now },
      }),
  );
  await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
}

export async function deletePushDevice(db: Database, userId: string, regId: string): Promise<boolean> {
  const row = await db
    .delete(pushDevices)
    .where(and(eq(pushDevices.userId, userId), eq(pushDevices.regId, regId)))
    .returning({ regId: pushDevices.regId })
    .get();
  return row !== undefined;
}

/** A subscription the push service says is gone: whoever holds it. */
export async function deletePushEndpoint(db: Database, endpoint: string): Promise<void> {
  await db.delete(pushDevices).where(eq(pushDevices.endpoint, endpoint));
}

/**
 * `groupChatReceived` webhooks: a message in a group goes to the webhooks its members registered
 * for that group, with the game's API's body (`group: {id, name}`, `chat`). Only members are
 * found (the query starts from the group's member list), so a webhook naming a group its owner
 * is not in, or has left, hears nothing.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Group } from "../../db/groups";
import { groupMembers, users } from "../../db/schema";
import { userFromRow } from "../../db/users";
import type { Env } from "../env";
import { logError } from "./log";
import { sendWebhooks } from "./webhooks";

export async function sendGroupChatWebhooks(
  env: Env,
  db: Database,
  group: Pick<Group, "id" | "name">,
  chat: unknown,
  waitUntil?: (promise: Promise<unknown>) => void,
): Promise<void> {
  try {
    const rows = await db
      .select({ user: users })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(
        and(
          eq(groupMembers.groupId, group.id),
          sql`EXISTS (SELECT 1 FROM json_each(${users.misc}, '$.webhooks') AS hook
            WHERE json_extract(hook.value, '$.type') = 'groupChatReceived'
              AND json_extract(hook.value, '$.enabled') = 1
              AND json_extract(hook.value, '$.options.groupId') = ${group.id})`,
        ),
      )
      .all();
    const event = { type: "groupChatReceived", group: { id: group.id, name: group.name }, chat } as const;
    await Promise.all(rows.map((row) => sendWebhooks(env, userFromRow(row.user), event, waitUntil)));
  } catch (error) {
    // A webhook never fails the message it tells of.
    logError("could not queue chat webhooks", group.id, error);
  }
}

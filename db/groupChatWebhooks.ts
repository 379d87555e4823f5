/**
 * The players a group's chat message goes out to through their `groupChatReceived` webhooks:
 * read from the chat webhook index (group_chat_webhooks, kept in step with the players'
 * webhooks by triggers on `users`), so a message reads its own group's few rows, never the
 * members' documents. Only members count, except in the tavern, which every player is in.
 */
import { and, asc, eq, exists, gt, inArray, sql } from "drizzle-orm";
import { TAVERN_ID } from "../content/data/constants";
import type { User } from "../content/rules/types";
import type { Database } from "./client";
import { groupChatWebhooks, groupMembers, users } from "./schema";
import { userFromRow } from "./users";

/** Players read at once; a group with more chat webhooks than this is read page by page. */
export const CHAT_WEBHOOK_PAGE = 100;

/** One page of the query: the players after `afterId` (in id order) with a chat webhook for the group. */
export function chatWebhookOwnersQuery(db: Database, groupId: string, afterId = "") {
  const withWebhook = db
    .select({ userId: groupChatWebhooks.userId })
    .from(groupChatWebhooks)
    .where(eq(groupChatWebhooks.groupId, groupId));
  const member = db
    .select({ one: sql`1` })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, users.id)));
  return db
    .select()
    .from(users)
    .where(
      and(inArray(users.id, withWebhook), gt(users.id, afterId), groupId === TAVERN_ID ? undefined : exists(member)),
    )
    .orderBy(asc(users.id))
    .limit(CHAT_WEBHOOK_PAGE);
}

/** Every player with a chat webhook for the group who may read its chat, a page at a time. */
export async function* chatWebhookOwners(db: Database, groupId: string): AsyncGenerator<User[]> {
  let afterId = "";
  for (;;) {
    const rows = await chatWebhookOwnersQuery(db, groupId, afterId).all();
    if (rows.length > 0) yield rows.map(userFromRow);
    if (rows.length < CHAT_WEBHOOK_PAGE) return;
    afterId = rows[rows.length - 1].id;
  }
}

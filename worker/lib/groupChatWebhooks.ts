/**
 * `groupChatReceived` webhooks: a message in a group goes to the webhooks its readers registered
 * for that group, with the game's API's body (`group: {id, name}`, `chat`). The players come
 * from the chat webhook index (db/groupChatWebhooks), so a large guild costs no more than its
 * webhooks; only members are found (every player in the tavern), so a webhook naming a group its
 * owner is not in, or has left, hears nothing. Each player's own document says which of their
 * webhooks hear the group (enabled, that group), as for every other webhook.
 */
import type { Database } from "../../db/client";
import { chatWebhookOwners } from "../../db/groupChatWebhooks";
import type { Group } from "../../db/groups";
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
    const event = { type: "groupChatReceived", group: { id: group.id, name: group.name }, chat } as const;
    for await (const owners of chatWebhookOwners(db, group.id))
      await Promise.all(owners.map((owner) => sendWebhooks(env, owner, event, waitUntil)));
  } catch (error) {
    // A webhook never fails the message it tells of.
    logError("could not queue chat webhooks", group.id, error);
  }
}

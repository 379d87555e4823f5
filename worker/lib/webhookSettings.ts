/**
 * A webhook's options as the game's API keeps them: each activity type's events with their
 * defaults filled in (task activity tells of scores only unless asked), names of no event of
 * the type dropped, and the group a chat webhook watches given as a UUID.
 */
import { WEBHOOKS_MAX } from "../../content/data/constants";
import { paramMessage } from "../../content/i18n/params";
import { GameError } from "../../content/rules/errors";
import type { User, Webhook } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { updateUser } from "../../db/users";
import { isUuid } from "./socialInput";

export type WebhookType = Webhook["type"];
export const WEBHOOK_TYPES: readonly WebhookType[] = [
  "taskActivity",
  "userActivity",
  "questActivity",
  "groupChatReceived",
];

/** The events of each activity type, switched on or off when the webhook does not say. */
export const WEBHOOK_EVENT_DEFAULTS: Readonly<
  Record<Exclude<WebhookType, "groupChatReceived">, Record<string, boolean>>
> = {
  taskActivity: { created: false, updated: false, deleted: false, checklistScored: false, scored: true },
  userActivity: { petHatched: false, mountRaised: false, leveledUp: false },
  questActivity: { questStarted: false, questFinished: false, questInvited: false },
};

function badOption(param: string, message: string, value: unknown): GameError {
  return new GameError("BadRequest", "invalidRequestParameters", {}, [{ param, message, value }]);
}

/** The options to store for a webhook of this type, from what the player sent (own keys only). */
export function webhookOptions(type: WebhookType, sent: Record<string, unknown> = {}): Webhook["options"] {
  const own = (key: string) => (Object.hasOwn(sent, key) ? sent[key] : undefined);
  if (type === "groupChatReceived") {
    const groupId = own("groupId");
    if (typeof groupId !== "string" || !isUuid(groupId))
      throw badOption("options.groupId", paramMessage("paramUuid"), groupId);
    return { groupId: groupId.toLowerCase() };
  }
  const options: Record<string, boolean> = {};
  for (const [event, fallback] of Object.entries(WEBHOOK_EVENT_DEFAULTS[type])) {
    const value = own(event);
    if (value !== undefined && typeof value !== "boolean")
      throw badOption(`options.${event}`, paramMessage("paramTrueFalse"), value);
    options[event] = value ?? fallback;
  }
  return options;
}

/** Whether a webhook hears an event: its own switch, else the type's default. */
export function wantsEvent(webhook: Webhook, type: WebhookType, event: string): boolean {
  if (!webhook.enabled || webhook.type !== type || type === "groupChatReceived") return false;
  const switched = Object.hasOwn(webhook.options, event) ? webhook.options[event] : undefined;
  return (switched ?? WEBHOOK_EVENT_DEFAULTS[type][event]) === true;
}

/** Whether a chat webhook watches this group. */
export function hearsGroupChat(webhook: Webhook, groupId: string): boolean {
  return webhook.enabled && webhook.type === "groupChatReceived" && webhook.options.groupId === groupId;
}

export interface WebhookChanges {
  id?: string;
  url?: string;
  label?: string;
  enabled?: boolean;
  type?: WebhookType;
  options?: Record<string, unknown>;
}

function findWebhook(user: User, id: string): Webhook {
  const webhook = user.webhooks.find((entry) => entry.id === id);
  if (!webhook) throw new GameError("NotFound", "webhookNotFound");
  return webhook;
}

/** Adds a webhook to the player's list; answers the player as written and the new webhook. */
export async function createWebhook(db: Database, me: User, input: WebhookChanges & { url: string }) {
  const type = input.type ?? "taskActivity";
  const options = webhookOptions(type, input.options);
  return updateUser(
    db,
    me._id,
    (fresh) => {
      if (fresh.webhooks.length >= WEBHOOKS_MAX)
        throw new GameError("NotAuthorized", "webhooksMax", { max: WEBHOOKS_MAX });
      if (input.id && fresh.webhooks.some((entry) => entry.id === input.id))
        throw new GameError("BadRequest", "webhookIdAlreadyTaken");
      const webhook: Webhook = {
        id: input.id ?? crypto.randomUUID(),
        url: input.url,
        label: input.label ?? "",
        enabled: input.enabled ?? true,
        type,
        options,
        failures: 0,
      };
      fresh.webhooks.push(webhook);
      return { user: fresh, result: webhook };
    },
    me,
  );
}

/** Changes one of the player's webhooks; a new type without options of its own takes its defaults. */
export async function changeWebhook(db: Database, me: User, id: string, input: WebhookChanges) {
  return updateUser(
    db,
    me._id,
    (fresh) => {
      const webhook = findWebhook(fresh, id);
      const type = input.type ?? webhook.type;
      const retyped = type !== webhook.type;
      const options =
        input.options !== undefined
          ? webhookOptions(type, input.options)
          : retyped
            ? webhookOptions(type)
            : webhook.options;
      if (input.url !== undefined) webhook.url = input.url;
      if (input.label !== undefined) webhook.label = input.label;
      if (input.enabled !== undefined) webhook.enabled = input.enabled;
      webhook.type = type;
      webhook.options = options;
      // Switching a webhook back on gives it a fresh start.
      if (input.enabled) webhook.failures = 0;
      return { user: fresh, result: webhook };
    },
    me,
  );
}

export async function deleteWebhook(db: Database, me: User, id: string) {
  return updateUser(
    db,
    me._id,
    (fresh) => {
      findWebhook(fresh, id);
      fresh.webhooks = fresh.webhooks.filter((entry) => entry.id !== id);
      return { user: fresh, result: null };
    },
    me,
  );
}

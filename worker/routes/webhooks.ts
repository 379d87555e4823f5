/** The player's webhooks (spec §7: POST, PUT, DELETE /user/webhook[/{id}]). */
import { paramMessage } from "../../content/i18n/params";
import { Hono } from "hono";
import * as v from "valibot";
import { WEBHOOKS_MAX } from "../../content/data/constants";
import { GameError } from "../../content/rules/errors";
import type { User, Webhook } from "../../content/rules/types";
import { database } from "../../db/client";
import { updateUser } from "../../db/users";
import type { AppEnv } from "../env";
import { webhookUrlProblem } from "../lib/webhooks";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { body, str, validate } from "../middleware/validate";

const WEBHOOK_TYPES = ["taskActivity", "userActivity", "questActivity", "groupChatReceived"] as const;
type WebhookType = (typeof WEBHOOK_TYPES)[number];

const eventSwitch = v.boolean(paramMessage("paramTrueFalse"));
/** The options each type of webhook takes: its events switched on or off, or the group to watch. */
const OPTIONS_BY_TYPE: Record<WebhookType, v.GenericSchema> = {
  taskActivity: v.partial(
    v.strictObject(
      {
        created: eventSwitch,
        updated: eventSwitch,
        deleted: eventSwitch,
        scored: eventSwitch,
        checklistScored: eventSwitch,
      },
      paramMessage("paramTakesOnly", { options: "created, updated, deleted, scored and checklistScored" }),
    ),
  ),
  userActivity: v.partial(
    v.strictObject(
      { petHatched: eventSwitch, mountRaised: eventSwitch, leveledUp: eventSwitch },
      paramMessage("paramTakesOnly", { options: "petHatched, mountRaised and leveledUp" }),
    ),
  ),
  questActivity: v.partial(
    v.strictObject(
      { questStarted: eventSwitch, questFinished: eventSwitch, questInvited: eventSwitch },
      paramMessage("paramTakesOnly", { options: "questStarted, questFinished and questInvited" }),
    ),
  ),
  groupChatReceived: v.partial(
    v.strictObject({ groupId: str(64, 1) }, paramMessage("paramTakesOnly", { options: "groupId" })),
  ),
};

/** Options named for another type of webhook (or for nothing) are refused, one entry per name. */
function checkOptions(type: WebhookType, options: Record<string, unknown> | undefined) {
  if (options !== undefined) validate(v.object({ options: OPTIONS_BY_TYPE[type] }), { options });
}

const fields = {
  url: str(2000, 1),
  label: str(100),
  enabled: v.boolean(paramMessage("paramTrueFalse")),
  type: v.picklist(WEBHOOK_TYPES, paramMessage("paramOneOf", { options: WEBHOOK_TYPES.join(", ") })),
  options: v.record(
    v.pipe(v.string(), v.maxLength(64)),
    v.union([v.boolean(), v.pipe(v.string(), v.maxLength(64))]),
    paramMessage("paramOptionsMap"),
  ),
};
const createInput = v.object({
  id: v.optional(v.pipe(str(64, 1), v.regex(/^[A-Za-z0-9_-]+$/, paramMessage("paramUsernameCharacters")))),
  url: fields.url,
  label: v.optional(fields.label),
  enabled: v.optional(fields.enabled),
  type: v.optional(fields.type),
  options: v.optional(fields.options),
});
const updateInput = v.partial(v.object(fields));

function checkUrl(url: string, allowPrivate: boolean) {
  const problem = webhookUrlProblem(url, allowPrivate);
  if (problem)
    throw new GameError("BadRequest", problem, {}, [
      {
        param: "url",
        message:
          problem === "webhookUrlPrivate" ? paramMessage("paramNotPrivateAddress") : paramMessage("paramHttpAddress"),
        value: url,
      },
    ]);
}

function findWebhook(user: User, id: string): Webhook {
  const webhook = user.webhooks.find((entry) => entry.id === id);
  if (!webhook) throw new GameError("NotFound", "webhookNotFound");
  return webhook;
}

export const webhookRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .get("/", (c) => ok(c, c.get("user").webhooks))
  .post("/", async (c) => {
    const input = await body(c, createInput);
    checkUrl(input.url, c.env.WEBHOOKS_ALLOW_PRIVATE === "true");
    checkOptions(input.type ?? "taskActivity", input.options);
    const { user, result } = await updateUser(
      database(c.env.DB),
      c.get("user")._id,
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
          type: input.type ?? "taskActivity",
          options: input.options ?? {},
          failures: 0,
        };
        fresh.webhooks.push(webhook);
        return { user: fresh, result: webhook };
      },
      c.get("user"),
    );
    c.set("user", user);
    return ok(c, result, { status: 201 });
  })
  .put("/:id", async (c) => {
    const input = await body(c, updateInput);
    if (input.url !== undefined) checkUrl(input.url, c.env.WEBHOOKS_ALLOW_PRIVATE === "true");
    const { user, result } = await updateUser(
      database(c.env.DB),
      c.get("user")._id,
      (fresh) => {
        const webhook = findWebhook(fresh, c.req.param("id"));
        checkOptions(input.type ?? (webhook.type as WebhookType), input.options);
        // Options belong to a type: a new type without options of its own starts with none.
        const retyped = input.type !== undefined && input.type !== webhook.type;
        Object.assign(webhook, input);
        if (retyped && input.options === undefined) webhook.options = {};
        // Switching a webhook back on gives it a fresh start.
        if (input.enabled) webhook.failures = 0;
        return { user: fresh, result: webhook };
      },
      c.get("user"),
    );
    c.set("user", user);
    return ok(c, result);
  })
  .delete("/:id", async (c) => {
    const { user } = await updateUser(
      database(c.env.DB),
      c.get("user")._id,
      (fresh) => {
        findWebhook(fresh, c.req.param("id"));
        fresh.webhooks = fresh.webhooks.filter((entry) => entry.id !== c.req.param("id"));
        return { user: fresh, result: null };
      },
      c.get("user"),
    );
    c.set("user", user);
    return ok(c, user.webhooks);
  });

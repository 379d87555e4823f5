/** The player's webhooks (spec §7: POST, PUT, DELETE /user/webhook[/{id}]). */
import { paramMessage } from "../../content/i18n/params";
import { Hono } from "hono";
import * as v from "valibot";
import { GameError } from "../../content/rules/errors";
import { database } from "../../db/client";
import type { AppEnv } from "../env";
import { webhookUrlProblem } from "../lib/webhooks";
import { changeWebhook, createWebhook, deleteWebhook, WEBHOOK_TYPES } from "../lib/webhookSettings";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { body, str } from "../middleware/validate";

/** At most this many option names in one request: more is no webhook's options. */
const OPTIONS_MAX = 20;

const fields = {
  url: str(2000, 1),
  label: str(100),
  enabled: v.boolean(paramMessage("paramTrueFalse")),
  type: v.picklist(WEBHOOK_TYPES, paramMessage("paramOneOf", { options: WEBHOOK_TYPES.join(", ") })),
  // Names of no event of the webhook's type are dropped; the values are checked by type.
  options: v.pipe(
    v.record(v.pipe(v.string(), v.maxLength(64)), v.unknown(), paramMessage("paramOptionsMap")),
    v.check((options) => Object.keys(options).length <= OPTIONS_MAX, paramMessage("paramAtMost", { max: OPTIONS_MAX })),
  ),
};
const createInput = v.object({
  id: v.optional(v.pipe(str(64, 1), v.uuid(paramMessage("paramUuid")))),
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

export const webhookRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .get("/", (c) => ok(c, c.get("user").webhooks))
  .post("/", async (c) => {
    const input = await body(c, createInput);
    checkUrl(input.url, c.env.WEBHOOKS_ALLOW_PRIVATE === "true");
    const { user, result } = await createWebhook(database(c.env.DB), c.get("user"), input);
    c.set("user", user);
    return ok(c, result, { status: 201 });
  })
  .put("/:id", async (c) => {
    const input = await body(c, updateInput);
    if (input.url !== undefined) checkUrl(input.url, c.env.WEBHOOKS_ALLOW_PRIVATE === "true");
    const { user, result } = await changeWebhook(database(c.env.DB), c.get("user"), c.req.param("id"), input);
    c.set("user", user);
    return ok(c, result);
  })
  .delete("/:id", async (c) => {
    const { user } = await deleteWebhook(database(c.env.DB), c.get("user"), c.req.param("id"));
    c.set("user", user);
    return ok(c, user.webhooks);
  });

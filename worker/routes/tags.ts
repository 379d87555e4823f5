/** The player's tags (spec §7 Tags). Deleting a tag also takes it off every task. */
import { paramMessage } from "../../content/i18n/params";
import { Hono } from "hono";
import * as v from "valibot";
import { TAG_NAME_MAX, TAGS_MAX } from "../../content/data/constants";
import { GameError } from "../../content/rules/errors";
import type { User } from "../../content/rules/types";
import { database } from "../../db/client";
import { loadUserTasks, updateTaskStatement } from "../../db/tasks";
import { updateUser } from "../../db/users";
import type { AppEnv } from "../env";
import { uuidParam } from "../lib/socialInput";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { body, str } from "../middleware/validate";

const tagInput = v.object({
  name: v.pipe(
    str(TAG_NAME_MAX, 1),
    v.check((name) => name.trim() !== "", paramMessage("paramNotBlank")),
  ),
});

/**
 * The player's tag. A path's id that is not a UUID is a bad request (no tag has one), as the
 * original game checks it; reordering looks the id up without that check, as the original does.
 */
function findTag(user: User, tagId: string, fromPath = true) {
  const tag = user.tags.find((entry) => entry.id === tagId);
  if (!tag) {
    if (fromPath) uuidParam("tagId", tagId);
    throw new GameError("NotFound", "tagNotFound");
  }
  return tag;
}

export const tagRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .get("/", (c) => ok(c, c.get("user").tags))
  .post("/", async (c) => {
    const input = await body(c, tagInput);
    const { user, result } = await updateUser(
      database(c.env.DB),
      c.get("user")._id,
      (fresh) => {
        if (fresh.tags.length >= TAGS_MAX) throw new GameError("NotAuthorized", "tagsMax", { max: TAGS_MAX });
        const tag = { id: crypto.randomUUID(), name: input.name.trim() };
        fresh.tags.push(tag);
        return { user: fresh, result: tag };
      },
      c.get("user"),
    );
    c.set("user", user);
    return ok(c, result, { status: 201 });
  })
  .get("/:tagId", (c) => ok(c, findTag(c.get("user"), c.req.param("tagId"))))
  .put("/:tagId", async (c) => {
    const input = await body(c, tagInput);
    const { user, result } = await updateUser(
      database(c.env.DB),
      c.get("user")._id,
      (fresh) => {
        const tag = findTag(fresh, c.req.param("tagId"));
        tag.name = input.name.trim();
        return { user: fresh, result: tag };
      },
      c.get("user"),
    );
    c.set("user", user);
    return ok(c, result);
  })
  .delete("/:tagId", async (c) => {
    const db = database(c.env.DB);
    const tagId = c.req.param("tagId");
    const { user } = await updateUser(
      db,
      c.get("user")._id,
      async (fresh) => {
        findTag(fresh, tagId);
        fresh.tags = fresh.tags.filter((tag) => tag.id !== tagId);
        const tagged = (await loadUserTasks(db, fresh._id)).filter((task) => task.tags.includes(tagId));
        const extra = tagged.map((task) =>
          updateTaskStatement(db, { ...task, tags: task.tags.filter((tag) => tag !== tagId) }),
        );
        return { user: fresh, result: null, extra };
      },
      c.get("user"),
    );
    c.set("user", user);
    return ok(c, {});
  });

export const reorderTagsRoutes = new Hono<AppEnv>().use(authenticate).post("/", async (c) => {
  const input = await body(
    c,
    v.object({
      tagId: str(64, 1),
      to: v.pipe(v.number(paramMessage("paramNumber")), v.integer(paramMessage("paramWholeNumber")), v.minValue(-1)),
    }),
  );
  const { user } = await updateUser(
    database(c.env.DB),
    c.get("user")._id,
    (fresh) => {
      const tag = findTag(fresh, input.tagId, false);
      const rest = fresh.tags.filter((entry) => entry.id !== input.tagId);
      const to = input.to < 0 || input.to > rest.length ? rest.length : input.to;
      rest.splice(to, 0, tag);
      fresh.tags = rest;
      return { user: fresh, result: null };
    },
    c.get("user"),
  );
  c.set("user", user);
  // The original game answers an empty object; the new order is in GET /tags.
  return ok(c, {});
});

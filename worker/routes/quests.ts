/**
 * Party quests (spec §7 Groups: POST /groups/{id}/quests/invite/{key} and the quest actions):
 * invite with the owner's scroll, accept, reject, force-start, cancel, abort, leave. The quest
 * starts once every invited member answered (worker/lib/questActions). Mounted at /groups next
 * to the group routes.
 */
import { Hono, type Context } from "hono";
import { database } from "../../db/client";
import type { AppEnv } from "../env";
import {
  answerQuest,
  endQuest,
  forceStartQuest,
  inviteToQuest,
  leaveQuest,
  type QuestActionResult,
  type QuestAnswer,
} from "../lib/questActions";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";

/** Answers a quest action: the player as they now are, and the party's quest (data alone, as the original). */
function answerWith(c: Context<AppEnv>, { user, state }: QuestActionResult) {
  c.set("user", user);
  return ok(c, state);
}

async function answer(c: Context<AppEnv>, choice: QuestAnswer) {
  const result = await answerQuest(c, database(c.env.DB), c.get("user"), c.req.param("groupId") ?? "", choice);
  return answerWith(c, result);
}

async function end(c: Context<AppEnv>, mode: "cancel" | "abort") {
  const result = await endQuest(c, database(c.env.DB), c.get("user"), c.req.param("groupId") ?? "", mode);
  return answerWith(c, result);
}

export const questRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .post("/:groupId/quests/invite/:questKey", async (c) => {
    const db = database(c.env.DB);
    const result = await inviteToQuest(c, db, c.get("user"), c.req.param("groupId"), c.req.param("questKey"));
    return answerWith(c, result);
  })
  .post("/:groupId/quests/accept", (c) => answer(c, "accept"))
  .post("/:groupId/quests/reject", (c) => answer(c, "reject"))
  .post("/:groupId/quests/force-start", async (c) => {
    const result = await forceStartQuest(c, database(c.env.DB), c.get("user"), c.req.param("groupId"));
    return answerWith(c, result);
  })
  .post("/:groupId/quests/cancel", (c) => end(c, "cancel"))
  .post("/:groupId/quests/abort", (c) => end(c, "abort"))
  .post("/:groupId/quests/leave", async (c) => {
    const result = await leaveQuest(c, database(c.env.DB), c.get("user"), c.req.param("groupId"));
    return answerWith(c, result);
  });

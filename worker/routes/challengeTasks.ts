/**
 * Tasks owned by a challenge or a group rather than a player (spec §7 Tasks): the challenge's
 * tasks (GET/POST /tasks/challenge/{id}), unlinking a player's copies (unlink-one, unlink-all),
 * the group's shared board (GET/POST /tasks/group/{id}), assigning, approvals and order
 * (/group-tasks, /approvals). PUT and DELETE /tasks/{id} of a challenge's or group's own task
 * are answered here (edit and delete rules of spec §6); any other task passes on to tasks.ts.
 */
import { paramMessage } from "../../content/i18n/params";
import { GameError } from "../../content/rules/errors";
import { Hono, type Context, type Next } from "hono";
import * as v from "valibot";
import { loadMasterTask } from "../../db/challenges";
import { database } from "../../db/client";
import { loadUser } from "../../db/users";
import { authenticate } from "../middleware/auth";
import type { AppEnv } from "../env";
import { viewableChallenge } from "../lib/challengeAccess";
import {
  addChallengeTasks,
  assertCanEditChallenge,
  CHALLENGE_TASK_LISTS,
  challengeTaskList,
  deleteSharedTask,
  editSharedTask,
  refuseDeletingAssignedCopy,
  unlinkChallengeTask,
  unlinkChallengeTasks,
} from "../lib/challengeTasks";
import { memberGroup } from "../lib/groupAccess";
import {
  addGroupTasks,
  approveGroupTask,
  assignGroupTask,
  groupBoard,
  managedGroupTask,
  moveGroupTask,
  sendBackGroupTask,
  unassignGroupTask,
  waitingApprovals,
} from "../lib/groupTasks";
import { assertManager } from "../lib/sharedTasks";
import { isUuid, uuidParam } from "../lib/socialInput";
import { groupIdParam } from "../lib/tasks2Input";
import { ok } from "../middleware/envelope";
import { body, positionParam, query, readJson, str, validate } from "../middleware/validate";
import { createTaskInput, sharedTaskUpdateInput, TASKS_PER_REQUEST_MAX } from "../schemas/taskInput";

const groupTaskExtras = v.object({ requiresApproval: v.optional(v.boolean(paramMessage("paramTrueFalse"))) });
const assignInput = v.pipe(
  v.array(
    v.pipe(
      str(100, 1),
      v.check((id) => isUuid(id), paramMessage("paramUuid")),
      v.transform((id) => id.toLowerCase()),
    ),
    paramMessage("paramListOfUserIds"),
  ),
  v.minLength(1, paramMessage("paramListAtLeastOnePlayer")),
  v.maxLength(100, paramMessage("paramListAtMostPlayers", { max: 100 })),
);

/** One task or a list of them, as POST /tasks/user takes them. */
async function taskInputs(c: Context<AppEnv>) {
  const raw = await readJson(c);
  const list = Array.isArray(raw)
    ? validate(
        v.pipe(
          v.array(createTaskInput),
          v.minLength(1, paramMessage("paramListAtLeastOneTask")),
          v.maxLength(TASKS_PER_REQUEST_MAX, paramMessage("paramListAtMostTasks", { max: TASKS_PER_REQUEST_MAX })),
        ),
        raw,
      )
    : [validate(createTaskInput, raw)];
  const extras = (Array.isArray(raw) ? raw : [raw]).map((entry) =>
    validate(groupTaskExtras, { requiresApproval: (entry as Record<string, unknown>)?.requiresApproval }),
  );
  // Tags are a player's own: a shared task has none.
  return {
    raw,
    inputs: list.map((input, index) => ({
      ...input,
      tags: undefined,
      requiresApproval: extras[index].requiresApproval,
    })),
  };
}

/**
 * PUT and DELETE /tasks/{id}: a challenge's or group's own task is edited or deleted here;
 * a player's copy of a group task cannot be deleted by the player; everything else goes on
 * to the player's task routes.
 */
async function sharedTaskGate(c: Context<AppEnv>, next: Next) {
  const db = database(c.env.DB);
  const taskId = c.req.param("taskId") ?? "";
  const master = await loadMasterTask(db, taskId);
  if (master) {
    await authenticate(c, async () => undefined);
    if (!c.get("user")) return;
    if (c.req.method === "PUT") {
      const input = await body(c, sharedTaskUpdateInput);
      return ok(c, await editSharedTask(db, c.get("user"), master, input));
    }
    await deleteSharedTask(c.env, db, c.get("user"), master, (work) => c.executionCtx.waitUntil(work));
    return ok(c, {});
  }
  if (c.req.method === "DELETE") {
    await authenticate(c, async () => undefined);
    const user = c.get("user");
    if (!user) return;
    await refuseDeletingAssignedCopy(db, user, taskId);
  }
  await next();
}

const challengeListQuery = v.object({
  type: v.optional(
    v.picklist(
      Object.keys(CHALLENGE_TASK_LISTS) as (keyof typeof CHALLENGE_TASK_LISTS)[],
      paramMessage("paramOneOf", { options: Object.keys(CHALLENGE_TASK_LISTS).join(", ") }),
    ),
  ),
});

export const challengeTaskRoutes = new Hono<AppEnv>()
  .put("/:taskId", sharedTaskGate)
  .delete("/:taskId", sharedTaskGate)
  .get("/challenge/:challengeId", authenticate, async (c) => {
    const db = database(c.env.DB);
    const challengeId = uuidParam("challengeId", c.req.param("challengeId"));
    const { type } = query(c, challengeListQuery);
    const { challenge } = await viewableChallenge(db, c.get("user"), challengeId);
    return ok(c, await challengeTaskList(db, challenge, type));
  })
  .post("/challenge/:challengeId", authenticate, async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const challengeId = uuidParam("challengeId", c.req.param("challengeId"));
    const { challenge } = await viewableChallenge(db, me, challengeId);
    assertCanEditChallenge(challenge, me);
    const { inputs } = await taskInputs(c);
    const created = await addChallengeTasks(c.env, db, me, challenge, inputs, (work) => c.executionCtx.waitUntil(work));
    c.set("user", (await loadUser(db, me._id)) ?? me);
    return ok(c, created.length === 1 ? created[0] : created, { status: 201 });
  })
  .post("/unlink-one/:taskId", authenticate, async (c) => {
    const taskId = uuidParam("taskId", c.req.param("taskId"));
    const keep = validate(
      v.picklist(["keep", "remove"], paramMessage("paramEither", { first: "keep", second: "remove" })),
      c.req.query("keep"),
    );
    const db = database(c.env.DB);
    c.set("user", await unlinkChallengeTask(db, c.get("user")._id, taskId, keep));
    return ok(c, {});
  })
  .post("/unlink-all/:challengeId", authenticate, async (c) => {
    const challengeId = uuidParam("challengeId", c.req.param("challengeId"));
    const keep = validate(
      v.picklist(["keep-all", "remove-all"], paramMessage("paramEither", { first: "keep-all", second: "remove-all" })),
      c.req.query("keep"),
    );
    const db = database(c.env.DB);
    c.set("user", await unlinkChallengeTasks(db, c.get("user")._id, challengeId, keep));
    return ok(c, {});
  })
  .get("/group/:groupId", authenticate, async (c) => {
    const groupId = groupIdParam(c.req.param("groupId"));
    const db = database(c.env.DB);
    const access = await memberGroup(db, c.get("user"), groupId);
    return ok(c, await groupBoard(db, access.group));
  })
  .post("/group/:groupId", authenticate, async (c) => {
    const groupId = groupIdParam(c.req.param("groupId"));
    const db = database(c.env.DB);
    const me = c.get("user");
    const access = await memberGroup(db, me, groupId);
    if (access.group.type === "tavern") throw new GameError("NotAuthorized", "tavernHasNoSharedTasks");
    await assertManager(db, access.group, me);
    const { inputs } = await taskInputs(c);
    const created = await addGroupTasks(db, me, access.group, inputs);
    return ok(c, created.length === 1 ? created[0] : created, { status: 201 });
  })
  .post("/:taskId/assign", authenticate, async (c) => {
    const taskId = uuidParam("taskId", c.req.param("taskId"));
    const raw = await readJson(c);
    const ids = validate(assignInput, Array.isArray(raw) ? raw : ((raw as Record<string, unknown>)?.userIds ?? raw));
    const db = database(c.env.DB);
    const me = c.get("user");
    const { master, group } = await managedGroupTask(db, me, taskId);
    return ok(c, await assignGroupTask(db, me, master, group, ids));
  })
  .post("/:taskId/unassign/:userId", authenticate, async (c) => {
    const taskId = uuidParam("taskId", c.req.param("taskId"));
    const userId = uuidParam("userId", c.req.param("userId"));
    const db = database(c.env.DB);
    const { master, group } = await managedGroupTask(db, c.get("user"), taskId, userId);
    const answer = await unassignGroupTask(db, master, group, userId);
    c.set("user", (await loadUser(db, c.get("user")._id)) ?? c.get("user"));
    return ok(c, answer);
  })
  .post("/:taskId/needs-work/:userId", authenticate, async (c) => {
    const taskId = uuidParam("taskId", c.req.param("taskId"));
    const userId = uuidParam("userId", c.req.param("userId"));
    const db = database(c.env.DB);
    const me = c.get("user");
    const { master, group } = await managedGroupTask(db, me, taskId);
    return ok(c, await sendBackGroupTask(db, me, master, group, userId));
  })
  .post("/:taskId/approve/:userId", authenticate, async (c) => {
    const taskId = uuidParam("taskId", c.req.param("taskId"));
    const userId = uuidParam("userId", c.req.param("userId"));
    const db = database(c.env.DB);
    const me = c.get("user");
    const { master, group } = await managedGroupTask(db, me, taskId);
    return ok(c, await approveGroupTask(db, me, master, group, userId));
  });

/** POST /group-tasks/{id}/move/to/{position}: the group's board order, by its leader or managers. */
export const groupTaskOrderRoutes = new Hono<AppEnv>().post("/:taskId/move/to/:position", authenticate, async (c) => {
  const position = validate(positionParam, c.req.param("position") ?? "");
  const db = database(c.env.DB);
  const { master, group } = await managedGroupTask(db, c.get("user"), c.req.param("taskId") ?? "");
  return ok(c, await moveGroupTask(db, master, group, position));
});

/** GET /approvals/group/{id}: assigned tasks waiting for the leader's or a manager's approval. */
export const approvalRoutes = new Hono<AppEnv>().get("/group/:groupId", authenticate, async (c) => {
  const groupId = groupIdParam(c.req.param("groupId"));
  const db = database(c.env.DB);
  const me = c.get("user");
  const access = await memberGroup(db, me, groupId);
  await assertManager(db, access.group, me);
  return ok(c, await waitingApprovals(db, access.group));
});

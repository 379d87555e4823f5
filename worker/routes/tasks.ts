/** The player's tasks: list, create, read, edit, delete, order, checklists, tags (spec §7 Tasks). */
import type { ScoreAnswer } from "../api-types/tasks";
import { paramMessage } from "../../content/i18n/params";
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { GameError } from "../../content/rules/errors";
import { applyTaskInput, refreshDueDates, removeFromOrder } from "../../content/rules/taskEdit";
import {
  addChecklistItem,
  addTaskTag,
  assertKnownTag,
  editChecklistItem,
  removeChecklistItem,
  removeTaskTag,
  toggleChecklistItem,
} from "../../content/rules/taskParts";
import type { Task, TaskType, User } from "../../content/rules/types";
import { database, type Database } from "../../db/client";
import type { AppEnv } from "../env";
import { announceScores, appliedScores, bulkScoreAnswer, scoreAll, scoreView } from "../lib/scoring";
import {
  assertAliasFree,
  changeTask,
  clearCompletedTodos,
  createTasks,
  findUserTask,
  listTasks,
  newId,
  type TaskChange,
} from "../lib/tasks";
import { changeChecklist, moveAnyTask, readTask, tickChecklist } from "../lib/sharedTaskAccess";
import { queueWebhooks } from "../lib/webhooks";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { body, positionParam, query, readJson, str, validate } from "../middleware/validate";
import { CHECKLIST_ITEMS_MAX, createTaskInput, TASKS_PER_REQUEST_MAX, updateTaskInput } from "../schemas/taskInput";
import { actionIdInput, directionParam, scoreBatchInput, scoreList } from "../schemas/scores";

const TYPE_BY_LIST: Record<string, TaskType> = {
  habits: "habit",
  dailys: "daily",
  todos: "todo",
  rewards: "reward",
  completedTodos: "todo",
  _allCompletedTodos: "todo",
};
const listQuery = v.object({
  dueDate: v.optional(
    v.pipe(
      v.string(paramMessage("paramDate")),
      v.maxLength(40, paramMessage("paramDate")),
      v.check((value) => !Number.isNaN(Date.parse(value)), paramMessage("paramDate")),
      v.transform((value) => new Date(value)),
    ),
  ),
  type: v.optional(
    v.picklist(
      Object.keys(TYPE_BY_LIST),
      paramMessage("paramOneOf", { options: Object.keys(TYPE_BY_LIST).join(", ") }),
    ),
  ),
});

/** Changes one of the signed-in player's tasks with their document; answers the change's result. */
async function changeOwnTask<R>(
  c: Context<AppEnv>,
  taskId: string,
  change: (user: User, task: Task, db: Database) => TaskChange<R> | Promise<TaskChange<R>>,
): Promise<R> {
  const { user, result } = await changeTask(database(c.env.DB), c.get("user"), taskId, change);
  c.set("user", user);
  return result;
}

/** A checklist change's answer: the task; the player's document when it was theirs. */
function answerChecklist(c: Context<AppEnv>, changed: { task: Task; user?: User }) {
  if (changed.user) c.set("user", changed.user);
  return ok(c, changed.task);
}

/** The Idempotency-Key header of a single score, when the client named it. */
function idempotencyKey(c: Context<AppEnv>): string | undefined {
  const raw = c.req.header("Idempotency-Key");
  if (raw === undefined) return undefined;
  const result = v.safeParse(actionIdInput, raw);
  if (!result.success)
    throw new GameError("BadRequest", "invalidRequestParameters", {}, [
      { param: "Idempotency-Key", message: result.issues[0].message, value: raw },
    ]);
  return result.output;
}

export const taskRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .get("/user", async (c) => {
    const { type, dueDate } = query(c, listQuery);
    const completedTodos = type === "completedTodos" || type === "_allCompletedTodos";
    const db = database(c.env.DB);
    return ok(c, await listTasks(db, c.get("user"), type ? TYPE_BY_LIST[type] : undefined, completedTodos, dueDate));
  })
  .post("/user", async (c) => {
    const raw = await readJson(c);
    const inputs = Array.isArray(raw)
      ? validate(
          v.pipe(
            v.array(createTaskInput),
            v.minLength(1, paramMessage("paramListAtLeastOneTask")),
            v.maxLength(TASKS_PER_REQUEST_MAX, paramMessage("paramListAtMostTasks", { max: TASKS_PER_REQUEST_MAX })),
          ),
          raw,
        )
      : [validate(createTaskInput, raw)];
    const { user, answered, created } = await createTasks(database(c.env.DB), c.get("user"), inputs);
    c.set("user", user);
    for (const task of created) queueWebhooks(c, user, { type: "taskActivity", event: "created", task });
    // One task answers as the task, even when sent as a list of one (as the original game answers).
    return ok(c, answered.length === 1 ? answered[0] : answered, { status: 201 });
  })
  .post("/clearCompletedTodos", async (c) => {
    c.set("user", await clearCompletedTodos(database(c.env.DB), c.get("user")));
    // The original game answers an empty object, with no message.
    return ok(c, {});
  })
  .post("/bulk-score", async (c) => {
    const raw = await readJson(c);
    // A list: all or nothing, as the public API has it. { scores }: each applied or refused on its own.
    const lenient = !Array.isArray(raw);
    const scores = lenient ? validate(scoreBatchInput, raw).scores : validate(scoreList, raw);
    // In both forms, as the single score route, a group's task id scores the player's own copy.
    const { user, result } = await scoreAll(database(c.env.DB), c.get("user"), scores, lenient);
    c.set("user", user);
    announceScores(c, user, appliedScores(result));
    return ok(c, bulkScoreAnswer(user, result, lenient));
  })
  .post("/:taskId/score/:direction", async (c) => {
    const direction = validate(directionParam, c.req.param("direction"));
    const actionId = idempotencyKey(c);
    // A group's or challenge's task id scores the player's own copy of it.
    const { user, result } = await scoreAll(
      database(c.env.DB),
      c.get("user"),
      [{ id: c.req.param("taskId"), direction, actionId }],
      false,
    );
    c.set("user", user);
    const [outcome] = result;
    // The same key again: the score was applied by the first request; nothing more happens.
    if (outcome.status !== "scored")
      return ok<ScoreAnswer>(c, { ...user.stats, delta: 0, _tmp: { alreadyScored: true } });
    announceScores(c, user, [{ task: outcome.task, direction, data: outcome.data }]);
    return ok(c, scoreView(user, outcome.data));
  })
  .get("/:taskId", async (c) => ok(c, await readTask(database(c.env.DB), c.get("user"), c.req.param("taskId"))))
  .put("/:taskId", async (c) => {
    const input = await body(c, updateTaskInput);
    const db = database(c.env.DB);
    const current = await findUserTask(db, c.get("user"), c.req.param("taskId"));
    await assertAliasFree(db, c.get("user")._id, input.alias, current._id);
    const task = await changeOwnTask(c, current._id, (user, task) => {
      const edited = refreshDueDates(applyTaskInput(task, input, user, newId), user, new Date());
      return { user, task: edited, result: edited };
    });
    queueWebhooks(c, c.get("user"), { type: "taskActivity", event: "updated", task });
    return ok(c, task);
  })
  .delete("/:taskId", async (c) => {
    const deleted = await changeOwnTask(c, c.req.param("taskId"), (user, task) => {
      if (task.challenge?.id && !task.challenge.broken)
        throw new GameError("NotAuthorized", "cantDeleteChallengeTasks");
      if (task.group?.id && !task.userId) throw new GameError("NotAuthorized", "cantDeleteAssignedGroupTasks");
      removeFromOrder(user, task);
      return { user, deleteTask: true, result: task };
    });
    queueWebhooks(c, c.get("user"), { type: "taskActivity", event: "deleted", task: deleted });
    return ok(c, {});
  })
  .post("/:taskId/move/to/:position", async (c) => {
    const position = validate(positionParam, c.req.param("position"));
    // A challenge's own task moves in the challenge's order, by those who may edit it.
    const { order, user } = await moveAnyTask(database(c.env.DB), c.get("user"), c.req.param("taskId"), position);
    if (user) c.set("user", user);
    return ok(c, order);
  })
  .post("/:taskId/checklist", async (c) => {
    const input = await body(c, v.object({ text: str(2000, 1), completed: v.optional(v.boolean()) }));
    return answerChecklist(
      c,
      await changeChecklist(database(c.env.DB), c.get("user"), c.req.param("taskId"), (task) =>
        addChecklistItem(task, input, CHECKLIST_ITEMS_MAX, newId),
      ),
    );
  })
  .put("/:taskId/checklist/:itemId", async (c) => {
    const input = await body(c, v.object({ text: v.optional(str(2000)), completed: v.optional(v.boolean()) }));
    return answerChecklist(
      c,
      await changeChecklist(database(c.env.DB), c.get("user"), c.req.param("taskId"), (task) =>
        editChecklistItem(task, c.req.param("itemId"), input),
      ),
    );
  })
  .delete("/:taskId/checklist/:itemId", async (c) => {
    return answerChecklist(
      c,
      await changeChecklist(database(c.env.DB), c.get("user"), c.req.param("taskId"), (task) =>
        removeChecklistItem(task, c.req.param("itemId")),
      ),
    );
  })
  .post("/:taskId/checklist/:itemId/score", async (c) => {
    const itemId = c.req.param("itemId");
    const ticked = await tickChecklist(database(c.env.DB), c.get("user"), c.req.param("taskId"), (task) =>
      toggleChecklistItem(task, itemId),
    );
    const item = ticked.task.checklist?.find((entry) => entry.id.toLowerCase() === itemId.toLowerCase());
    queueWebhooks(c, ticked.user, {
      type: "taskActivity",
      event: "checklistScored",
      task: ticked.task,
      extra: { item },
    });
    return answerChecklist(c, ticked);
  })
  .post("/:taskId/tags/:tagId", async (c) => {
    assertKnownTag(c.get("user"), c.req.param("tagId"));
    const task = await changeOwnTask(c, c.req.param("taskId"), (user, task) => ({
      user,
      task,
      result: addTaskTag(user, task, c.req.param("tagId")),
    }));
    return ok(c, task);
  })
  .delete("/:taskId/tags/:tagId", async (c) => {
    const task = await changeOwnTask(c, c.req.param("taskId"), (user, task) => ({
      user,
      task,
      result: removeTaskTag(task, c.req.param("tagId")),
    }));
    return ok(c, task);
  });

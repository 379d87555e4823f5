/** The player's tasks: list, create, read, edit, delete, order, checklists, tags (spec §7 Tasks). */
import { paramMessage } from "../../content/i18n/params";
import { and, eq, inArray } from "drizzle-orm";
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { eggs } from "../../content/data/eggs";
import { food } from "../../content/data/food";
import { hatchingPotions } from "../../content/data/hatchingPotions";
import { t } from "../../content/i18n";
import type { Drop } from "../../content/rules/drops";
import { GameError } from "../../content/rules/errors";
import { seededRandom } from "../../content/rules/random";
import { recordTasksCreated } from "../../content/rules/onboarding";
import { scoreTask, type ScoreResult } from "../../content/rules/score";
import { dayKeyOf } from "../../content/rules/shouldDo";
import { applyTaskInput, cleanChecklist, createTask, moveTask, removeFromOrder } from "../../content/rules/taskEdit";
import type { Task, TaskType, User } from "../../content/rules/types";
import { database, type Database } from "../../db/client";
import { recordActionsStatements, recordedActionIds } from "../../db/clientActions";
import { inChunks } from "../../db/groups";
import { tasks as tasksTable } from "../../db/schema";
import {
  countActiveTasks,
  deleteTasksStatement,
  insertTaskStatement,
  loadUserTasks,
  taskFromRow,
  updateTaskStatement,
} from "../../db/tasks";
import { TASKS_PER_PLAYER_MAX } from "../../content/data/constants";
import { updateUser, type UserChange } from "../../db/users";
import type { AppEnv } from "../env";
import { announcePendingDamage } from "../lib/partyQuest";
import { queueWebhooks } from "../lib/webhooks";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { body, positionParam, query, readJson, str, validate } from "../middleware/validate";
import { CHECKLIST_ITEMS_MAX, createTaskInput, TASKS_PER_REQUEST_MAX, updateTaskInput } from "./taskInput";
import type {
  BulkScoreAnswer,
  QueuedScoreAnswer,
  QueuedScoresAnswer,
  ScoreAnswer,
  ScoreDrop,
} from "../api-types/tasks";

const TYPE_BY_LIST: Record<string, TaskType> = {
  habits: "habit",
  dailys: "daily",
  todos: "todo",
  rewards: "reward",
  completedTodos: "todo",
  _allCompletedTodos: "todo",
};
const listQuery = v.object({
  type: v.optional(
    v.picklist(
      Object.keys(TYPE_BY_LIST),
      paramMessage("paramOneOf", { options: Object.keys(TYPE_BY_LIST).join(", ") }),
    ),
  ),
});

/** How many completed to-dos `?type=completedTodos` returns, newest first. */
const COMPLETED_TODOS_LIMIT = 30;

const newId = () => crypto.randomUUID();

/** A task of this user by id or alias; another player's task is simply not found. */
export async function findUserTask(db: Database, user: User, idOrAlias: string): Promise<Task> {
  const byId = await db
    .select()
    .from(tasksTable)
    .where(and(eq(tasksTable.id, idOrAlias), eq(tasksTable.userId, user._id)))
    .get();
  if (byId) return taskFromRow(byId);
  if (idOrAlias.length <= 100) {
    const byAlias = (await loadUserTasks(db, user._id)).find((task) => task.alias === idOrAlias);
    if (byAlias) return byAlias;
  }
  throw new GameError("NotFound", "taskNotFound");
}

async function assertAliasFree(db: Database, userId: string, alias: string | undefined, exceptTaskId?: string) {
  if (!alias) return;
  const clash = (await loadUserTasks(db, userId)).find((task) => task.alias === alias && task._id !== exceptTaskId);
  if (clash) throw new GameError("BadRequest", "taskAliasAlreadyUsed");
}

type TaskChange<R> = Omit<UserChange<R>, "extra"> & {
  task?: Task;
  deleteTask?: boolean;
  extra?: UserChange<R>["extra"];
};

/**
 * Changes one task of the signed-in user together with their document, in one guarded
 * write: the task is re-read on every attempt so concurrent edits never lose one another.
 */
export async function changeTask<R>(
  c: Context<AppEnv>,
  taskId: string,
  change: (user: User, task: Task, db: Database) => TaskChange<R> | Promise<TaskChange<R>>,
) {
  const db = database(c.env.DB);
  const outcome = await updateUser(
    db,
    c.get("user")._id,
    async (fresh) => {
      const task = await findUserTask(db, fresh, taskId);
      const result = await change(fresh, structuredClone(task), db);
      const extra = [...(result.extra ?? [])];
      if (result.deleteTask) extra.push(deleteTasksStatement(db, [task._id]));
      else if (result.task)
        extra.push(updateTaskStatement(db, { ...result.task, updatedAt: new Date().toISOString() }));
      return { user: result.user, result: result.result, extra };
    },
    c.get("user"),
  );
  c.set("user", outcome.user);
  return outcome.result;
}

const DROP_TABLES: Record<Drop["type"], Record<string, { text: string; notes: string; value: number }>> = {
  Food: food,
  Egg: eggs,
  HatchingPotion: hatchingPotions,
};

/** A found item as the public API tells of it: the item's own fields, its kind and a sentence to show. */
function dropView(drop: Drop | undefined, language: string): ScoreDrop | undefined {
  if (!drop) return undefined;
  const table = DROP_TABLES[drop.type];
  const item = Object.hasOwn(table, drop.key) ? table[drop.key] : undefined;
  const text = item ? t(item.text, {}, language) : drop.key;
  return {
    ...item,
    key: drop.key,
    type: drop.type,
    text,
    notes: item ? t(item.notes, {}, language) : "",
    dialog: t(`dropFound${drop.type}`, { dropText: text }, language),
  };
}

/** What a score returns: the new stats, the value change and what happened along the way. */
function scoreView(user: User, data: ScoreResult): ScoreAnswer {
  const language = user.preferences.language;
  return {
    ...user.stats,
    delta: data.delta,
    _tmp: {
      crit: data.crit,
      streakBonus: data.streakBonus,
      drop: dropView(data.drop, language),
      firstDrops: data.firstDrops && {
        ...data.firstDrops,
        eggText: dropView({ type: "Egg", key: data.firstDrops.egg }, language)?.text,
        hatchingPotionText: dropView({ type: "HatchingPotion", key: data.firstDrops.hatchingPotion }, language)?.text,
      },
      quest: { progressDelta: data.questProgressDelta, collection: data.collected ?? 0 },
      leveledUp: data.levels.leveledUp ? { from: data.levels.levelFrom, to: data.levels.levelTo } : undefined,
      died: data.levels.died || undefined,
      streakAchievement: data.streakAchievement || undefined,
      approvalRequested: data.approvalRequested || undefined,
    },
  };
}

/** Server dice: unpredictable per request; critical hits use the stats-seeded source inside the rule. */
function serverRandom() {
  return seededRandom(crypto.randomUUID());
}

const directionParam = v.picklist(["up", "down"], paramMessage("paramEither", { first: '"up"', second: '"down"' }));
const actionIdInput = v.pipe(
  v.string(paramMessage("paramId")),
  v.regex(/^[A-Za-z0-9_-]{1,64}$/, paramMessage("paramRange", { min: 1, max: "64 letters, digits, - or _" })),
);
const scoreInput = v.object({
  id: str(100, 1),
  direction: directionParam,
  /** When the player scored (a score kept offline arrives later): decides the game day it belongs to. */
  scoredAt: v.optional(
    v.pipe(
      v.string(paramMessage("paramDate")),
      v.maxLength(40, paramMessage("paramDate")),
      v.check((value) => !Number.isNaN(Date.parse(value)), paramMessage("paramDate")),
    ),
  ),
  /** The client's name for this score, so sending it twice applies it once. */
  actionId: v.optional(actionIdInput),
});
const scoreList = v.pipe(
  v.array(scoreInput, paramMessage("paramListOfScores")),
  v.minLength(1, paramMessage("paramListAtLeastOneScore")),
  v.maxLength(100, paramMessage("paramListAtMostScores", { max: 100 })),
);
const scoreBatchInput = v.object({ scores: scoreList });

type ScoreRequest = v.InferOutput<typeof scoreInput>;
type ScoreOutcome =
  | { status: "scored"; score: ScoreRequest; task: Task; data: ScoreResult; lateDay: boolean }
  | { status: "alreadyScored"; score: ScoreRequest }
  | { status: "refused"; score: ScoreRequest; error: GameError };

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

/**
 * Scores a list in order on one copy of the user. `lenient`: each score is applied or refused
 * on its own (an offline queue's scores); otherwise the first refusal refuses them all. A score
 * made on a game day that has since ended is applied on today's day, except a daily's: that day
 * was already judged by its rollover, so it is refused rather than checked on the wrong day.
 */
async function scoreInOrder(db: Database, fresh: User, scores: readonly ScoreRequest[], now: Date, lenient: boolean) {
  const alreadyRecorded = await recordedActionIds(
    db,
    fresh._id,
    scores.flatMap((score) => (score.actionId ? [score.actionId] : [])),
  );
  const today = dayKeyOf(now, fresh.preferences);
  let current = fresh;
  const touched = new Map<string, Task>();
  const outcomes: ScoreOutcome[] = [];
  const recorded: string[] = [];
  for (const score of scores) {
    if (score.actionId && alreadyRecorded.has(score.actionId)) {
      outcomes.push({ status: "alreadyScored", score });
      continue;
    }
    try {
      const task = touched.get(score.id) ?? (await findUserTask(db, current, score.id));
      const lateDay = score.scoredAt !== undefined && dayKeyOf(new Date(score.scoredAt), current.preferences) < today;
      if (lateDay && task.type === "daily") throw new GameError("NotAuthorized", "scoreDayEnded");
      const outcome = scoreTask(current, task, { direction: score.direction }, { now, random: serverRandom() });
      current = outcome.user;
      touched.set(task._id, outcome.task);
      touched.set(score.id, outcome.task);
      outcomes.push({ status: "scored", score, task: outcome.task, data: outcome.data, lateDay });
      if (score.actionId) {
        alreadyRecorded.add(score.actionId);
        recorded.push(score.actionId);
      }
    } catch (error) {
      if (!lenient || !(error instanceof GameError)) throw error;
      outcomes.push({ status: "refused", score, error });
    }
  }
  const tasks = new Map([...touched.values()].map((task) => [task._id, task]));
  return {
    user: current,
    result: outcomes,
    unchanged: recorded.length === 0 && tasks.size === 0,
    extra: [
      ...[...tasks.values()].map((task) => updateTaskStatement(db, { ...task, updatedAt: now.toISOString() })),
      ...recordActionsStatements(db, fresh._id, recorded, now.getTime()),
    ],
  };
}

/** What scoring tells others: webhooks per score and level, and the party's pending boss damage. */
function announceScores(
  c: Context<AppEnv>,
  user: User,
  scored: { task: Task; direction: "up" | "down"; data: ScoreResult }[],
) {
  let questProgress = false;
  for (const { task, direction, data } of scored) {
    queueWebhooks(c, user, { type: "taskActivity", event: "scored", task, extra: { direction, delta: data.delta } });
    if (data.levels.leveledUp)
      queueWebhooks(c, user, {
        type: "userActivity",
        event: "leveledUp",
        extra: { initialLvl: data.levels.levelFrom, finalLvl: data.levels.levelTo },
      });
    if (data.questProgressDelta) questProgress = true;
  }
  // The party watches the damage waiting for the boss grow as members score.
  if (questProgress && user.party.quest.key)
    c.executionCtx.waitUntil(announcePendingDamage(c.env, database(c.env.DB), user));
}

export const taskRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .get("/user", async (c) => {
    const { type } = query(c, listQuery);
    const all = await loadUserTasks(database(c.env.DB), c.get("user")._id, type ? TYPE_BY_LIST[type] : undefined);
    // The public API's "_allCompletedTodos" is the same list as "completedTodos".
    if (type === "completedTodos" || type === "_allCompletedTodos") {
      const done = all
        .filter((task) => task.completed)
        .sort((a, b) => String(b.dateCompleted ?? "").localeCompare(String(a.dateCompleted ?? "")))
        .slice(0, COMPLETED_TODOS_LIMIT);
      return ok(c, done);
    }
    // Completed to-dos are fetched on request only: they pile up and the task list needs none.
    return ok(
      c,
      all.filter((task) => task.type !== "todo" || !task.completed),
    );
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
    const db = database(c.env.DB);
    const chosenIds = inputs.flatMap((input) => (input._id ? [input._id] : []));
    if (new Set(chosenIds).size !== chosenIds.length)
      throw new GameError("BadRequest", "taskIdAlreadyUsed", {}, [
        { param: "_id", message: paramMessage("paramDifferPerTask") },
      ]);
    for (const input of inputs) await assertAliasFree(db, c.get("user")._id, input.alias, input._id);
    const aliases = inputs.map((input) => input.alias).filter(Boolean);
    if (new Set(aliases).size !== aliases.length) throw new GameError("BadRequest", "taskAliasAlreadyUsed");
    const now = new Date();
    const { user, result } = await updateUser(
      db,
      c.get("user")._id,
      async (fresh) => {
        // A task the client named and already sent (its answer lost, an offline queue replayed) is answered as it is.
        const existing = new Map<string, Task>();
        if (chosenIds.length) {
          const rows = (
            await Promise.all(
              inChunks(chosenIds).map((part) => db.select().from(tasksTable).where(inArray(tasksTable.id, part)).all()),
            )
          ).flat();
          for (const row of rows) {
            if (row.userId !== fresh._id)
              throw new GameError("BadRequest", "taskIdAlreadyUsed", {}, [
                { param: "_id", message: paramMessage("paramTaken"), value: row.id },
              ]);
            existing.set(row.id, taskFromRow(row));
          }
        }
        // Counted inside the guarded write: a concurrent creation makes this run again.
        const adding = inputs.filter((input) => !existing.has(input._id ?? "")).length;
        if ((await countActiveTasks(db, fresh._id)) + adding > TASKS_PER_PLAYER_MAX)
          throw new GameError("NotAuthorized", "tasksMax", { max: TASKS_PER_PLAYER_MAX });
        const answered = inputs.map(
          (input) => existing.get(input._id ?? "") ?? createTask(fresh, input, { now, newId, id: input._id }),
        );
        const created = answered.filter((task) => !existing.has(task._id));
        if (created.length === 0) return { user: fresh, result: { answered, created }, unchanged: true };
        const { user: counted } = recordTasksCreated(fresh, created.length, { now, random: seededRandom(fresh._v) });
        return {
          user: counted,
          result: { answered, created },
          extra: created.map((task) => insertTaskStatement(db, task)),
        };
      },
      c.get("user"),
    );
    c.set("user", user);
    for (const task of result.created) queueWebhooks(c, user, { type: "taskActivity", event: "created", task });
    return ok(c, Array.isArray(raw) ? result.answered : result.answered[0], { status: 201 });
  })
  .post("/clearCompletedTodos", async (c) => {
    const db = database(c.env.DB);
    const { user } = await updateUser(
      db,
      c.get("user")._id,
      async (fresh) => {
        const done = (await loadUserTasks(db, fresh._id, "todo")).filter(
          (task) => task.completed && !(task.challenge?.id && !task.challenge.broken),
        );
        for (const task of done) removeFromOrder(fresh, task);
        return {
          user: fresh,
          result: null,
          extra: done.length
            ? [
                deleteTasksStatement(
                  db,
                  done.map((task) => task._id),
                ),
              ]
            : [],
        };
      },
      c.get("user"),
    );
    c.set("user", user);
    return ok(c, {}, { messageKey: "completedTodosCleared" });
  })
  .post("/bulk-score", async (c) => {
    const raw = await readJson(c);
    // A list: all or nothing, as the public API has it. { scores }: each applied or refused on its own.
    const lenient = !Array.isArray(raw);
    const scores = lenient ? validate(scoreBatchInput, raw).scores : validate(scoreList, raw);
    const db = database(c.env.DB);
    const now = new Date();
    const { user, result } = await updateUser(
      db,
      c.get("user")._id,
      (fresh) => scoreInOrder(db, fresh, scores, now, lenient),
      c.get("user"),
    );
    c.set("user", user);
    const scored = result.flatMap((outcome) =>
      outcome.status === "scored"
        ? [{ task: outcome.task, direction: outcome.score.direction, data: outcome.data }]
        : [],
    );
    announceScores(c, user, scored);
    if (!lenient)
      return ok<BulkScoreAnswer>(c, {
        ...user.stats,
        results: scored.map(({ data }) => scoreView(user, data)._tmp),
        deltas: scored.map(({ data }) => data.delta),
      });
    return ok<QueuedScoresAnswer>(c, {
      ...user.stats,
      scores: result.map((outcome): QueuedScoreAnswer => {
        const named = { id: outcome.score.id, ...(outcome.score.actionId ? { actionId: outcome.score.actionId } : {}) };
        if (outcome.status === "scored")
          return {
            ...named,
            status: outcome.status,
            delta: outcome.data.delta,
            _tmp: scoreView(user, outcome.data)._tmp,
            ...(outcome.lateDay ? { lateDay: true } : {}),
          };
        if (outcome.status === "alreadyScored") return { ...named, status: outcome.status };
        return {
          ...named,
          status: outcome.status,
          error: outcome.error.name,
          message: t(outcome.error.messageKey, outcome.error.vars, user.preferences.language),
        };
      }),
    });
  })
  .post("/:taskId/score/:direction", async (c) => {
    const direction = validate(directionParam, c.req.param("direction"));
    const actionId = idempotencyKey(c);
    const db = database(c.env.DB);
    const now = new Date();
    const { user, result } = await updateUser(
      db,
      c.get("user")._id,
      (fresh) => scoreInOrder(db, fresh, [{ id: c.req.param("taskId"), direction, actionId }], now, false),
      c.get("user"),
    );
    c.set("user", user);
    const [outcome] = result;
    // The same key again: the score was applied by the first request; nothing more happens.
    if (outcome.status !== "scored")
      return ok<ScoreAnswer>(c, { ...user.stats, delta: 0, _tmp: { alreadyScored: true } });
    announceScores(c, user, [{ task: outcome.task, direction, data: outcome.data }]);
    return ok(c, scoreView(user, outcome.data));
  })
  .get("/:taskId", async (c) => ok(c, await findUserTask(database(c.env.DB), c.get("user"), c.req.param("taskId"))))
  .put("/:taskId", async (c) => {
    const input = await body(c, updateTaskInput);
    const db = database(c.env.DB);
    const current = await findUserTask(db, c.get("user"), c.req.param("taskId"));
    await assertAliasFree(db, c.get("user")._id, input.alias, current._id);
    const task = await changeTask(c, current._id, (user, task) => {
      const edited = applyTaskInput(task, input, user, newId);
      return { user, task: edited, result: edited };
    });
    queueWebhooks(c, c.get("user"), { type: "taskActivity", event: "updated", task });
    return ok(c, task);
  })
  .delete("/:taskId", async (c) => {
    const deleted = await changeTask(c, c.req.param("taskId"), (user, task) => {
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
    const order = await changeTask(c, c.req.param("taskId"), (user, task) => ({
      user,
      result: moveTask(user, task, position),
    }));
    return ok(c, order);
  })
  .post("/:taskId/checklist", async (c) => {
    const input = await body(c, v.object({ text: str(2000, 1), completed: v.optional(v.boolean()) }));
    const task = await changeTask(c, c.req.param("taskId"), (user, task) => {
      if (task.type !== "daily" && task.type !== "todo") throw new GameError("BadRequest", "checklistOnlyDailyTodo");
      if ((task.checklist ?? []).length >= CHECKLIST_ITEMS_MAX)
        throw new GameError("NotAuthorized", "checklistItemsMax", { max: CHECKLIST_ITEMS_MAX });
      task.checklist = [...(task.checklist ?? []), ...cleanChecklist([input], newId)];
      return { user, task, result: task };
    });
    return ok(c, task);
  })
  .put("/:taskId/checklist/:itemId", async (c) => {
    const input = await body(c, v.object({ text: v.optional(str(2000)), completed: v.optional(v.boolean()) }));
    const task = await changeTask(c, c.req.param("taskId"), (user, task) => {
      const item = task.checklist?.find((entry) => entry.id === c.req.param("itemId"));
      if (!item) throw new GameError("NotFound", "checklistItemNotFound");
      if (input.text !== undefined) item.text = input.text;
      if (input.completed !== undefined) item.completed = input.completed;
      task.checklist = (task.checklist ?? []).filter((entry) => entry.text.trim() !== "");
      return { user, task, result: task };
    });
    return ok(c, task);
  })
  .delete("/:taskId/checklist/:itemId", async (c) => {
    const task = await changeTask(c, c.req.param("taskId"), (user, task) => {
      const before = task.checklist?.length ?? 0;
      task.checklist = (task.checklist ?? []).filter((entry) => entry.id !== c.req.param("itemId"));
      if (task.checklist.length === before) throw new GameError("NotFound", "checklistItemNotFound");
      return { user, task, result: task };
    });
    return ok(c, task);
  })
  .post("/:taskId/checklist/:itemId/score", async (c) => {
    const task = await changeTask(c, c.req.param("taskId"), (user, task) => {
      const item = task.checklist?.find((entry) => entry.id === c.req.param("itemId"));
      if (!item) throw new GameError("NotFound", "checklistItemNotFound");
      item.completed = !item.completed;
      return { user, task, result: task };
    });
    return ok(c, task);
  })
  .post("/:taskId/tags/:tagId", async (c) => {
    const task = await changeTask(c, c.req.param("taskId"), (user, task) => {
      const tagId = c.req.param("tagId");
      if (!user.tags.some((tag) => tag.id === tagId)) throw new GameError("NotFound", "tagNotFound");
      if (task.tags.includes(tagId)) throw new GameError("BadRequest", "alreadyTagged");
      task.tags = [...task.tags, tagId];
      return { user, task, result: task };
    });
    return ok(c, task);
  })
  .delete("/:taskId/tags/:tagId", async (c) => {
    const task = await changeTask(c, c.req.param("taskId"), (user, task) => {
      const tagId = c.req.param("tagId");
      if (!task.tags.includes(tagId)) throw new GameError("NotFound", "tagNotFound");
      task.tags = task.tags.filter((tag) => tag !== tagId);
      return { user, task, result: task };
    });
    return ok(c, task);
  });

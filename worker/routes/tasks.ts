/** The player's tasks: list, create, read, edit, delete, order, checklists, tags (spec §7 Tasks). */
import { and, eq } from "drizzle-orm";
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
import { applyTaskInput, cleanChecklist, createTask, moveTask, removeFromOrder } from "../../content/rules/taskEdit";
import type { Task, TaskType, User } from "../../content/rules/types";
import { database, type Database } from "../../db/client";
import { tasks as tasksTable } from "../../db/schema";
import { countActiveTasks, deleteTasksStatement, insertTaskStatement, loadUserTasks, taskFromRow, updateTaskStatement } from "../../db/tasks";
import { TASKS_PER_PLAYER_MAX } from "../../content/data/constants";
import { updateUser, type UserChange } from "../../db/users";
import type { AppEnv } from "../env";
import { announcePendingDamage } from "../lib/partyQuest";
import { queueWebhooks } from "../lib/webhooks";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { body, positionParam, query, readJson, str, validate } from "../middleware/validate";
import { CHECKLIST_ITEMS_MAX, checklistItemInput, createTaskInput, TASKS_PER_REQUEST_MAX, updateTaskInput } from "./taskInput";

const TYPE_BY_LIST: Record<string, TaskType> = { habits: "habit", dailys: "daily", todos: "todo", rewards: "reward", completedTodos: "todo", _allCompletedTodos: "todo" };
const listQuery = v.object({
  type: v.optional(v.picklist(Object.keys(TYPE_BY_LIST), `must be one of ${Object.keys(TYPE_BY_LIST).join(", ")}`)),
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

/**
 * Changes one task of the signed-in user together with their document, in one guarded
 * write: the task is re-read on every attempt so concurrent edits never lose one another.
 */
export async function changeTask<R>(
  c: Context<AppEnv>,
  taskId: string,
  change: (user: User, task: Task, db: Database) => Omit<UserChange<R>, "extra"> & { task?: Task; deleteTask?: boolean; extra?: UserChange<R>["extra"] },
) {
  const db = database(c.env.DB);
  const outcome = await updateUser(
    db,
    c.get("user")._id,
    async (fresh) => {
      const task = await findUserTask(db, fresh, taskId);
      const result = change(fresh, structuredClone(task), db);
      const extra = [...(result.extra ?? [])];
      if (result.deleteTask) extra.push(deleteTasksStatement(db, [task._id]));
      else if (result.task) extra.push(updateTaskStatement(db, { ...result.task, updatedAt: new Date().toISOString() }));
      return { user: result.user, result: result.result, extra };
    },
    c.get("user"),
  );
  c.set("user", outcome.user);
  return outcome.result;
}

const DROP_TABLES: Record<Drop["type"], Record<string, { text: string; notes: string; value: number }>> = { Food: food, Egg: eggs, HatchingPotion: hatchingPotions };

/** A found item as the public API tells of it: the item's own fields, its kind and a sentence to show. */
function dropView(drop: Drop | undefined, language: string) {
  if (!drop) return undefined;
  const table = DROP_TABLES[drop.type];
  const item = Object.hasOwn(table, drop.key) ? table[drop.key] : undefined;
  const text = item ? t(item.text, {}, language) : drop.key;
  return { ...item, key: drop.key, type: drop.type, text, notes: item ? t(item.notes, {}, language) : "", dialog: t(`dropFound${drop.type}`, { dropText: text }, language) };
}

/** What a score returns: the new stats, the value change and what happened along the way. */
function scoreView(user: User, data: ScoreResult) {
  return {
    ...user.stats,
    delta: data.delta,
    _tmp: {
      crit: data.crit,
      streakBonus: data.streakBonus,
      drop: dropView(data.drop, user.preferences.language),
      firstDrops: data.firstDrops,
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

const directionParam = v.picklist(["up", "down"], 'must be "up" or "down"');
const bulkScoreInput = v.pipe(
  v.array(v.object({ id: str(100, 1), direction: directionParam }), "must be a list of { id, direction }"),
  v.minLength(1, "must list at least one score"),
  v.maxLength(100, "must list at most 100 scores"),
);


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
    return ok(c, all.filter((task) => task.type !== "todo" || !task.completed));
  })
  .post("/user", async (c) => {
    const raw = await readJson(c);
    const inputs = Array.isArray(raw)
      ? validate(v.pipe(v.array(createTaskInput), v.minLength(1, "must list at least one task"), v.maxLength(TASKS_PER_REQUEST_MAX, `must list at most ${TASKS_PER_REQUEST_MAX} tasks`)), raw)
      : [validate(createTaskInput, raw)];
    const db = database(c.env.DB);
    for (const input of inputs) await assertAliasFree(db, c.get("user")._id, input.alias);
    const aliases = inputs.map((input) => input.alias).filter(Boolean);
    if (new Set(aliases).size !== aliases.length) throw new GameError("BadRequest", "taskAliasAlreadyUsed");
    const now = new Date();
    const { user, result } = await updateUser(
      db,
      c.get("user")._id,
      async (fresh) => {
        // Counted inside the guarded write: a concurrent creation makes this run again.
        if ((await countActiveTasks(db, fresh._id)) + inputs.length > TASKS_PER_PLAYER_MAX) throw new GameError("NotAuthorized", "tasksMax", { max: TASKS_PER_PLAYER_MAX });
        const created = inputs.map((input) => createTask(fresh, input, { now, newId }));
        const { user: counted } = recordTasksCreated(fresh, created.length, { now, random: seededRandom(fresh._v) });
        return { user: counted, result: created, extra: created.map((task) => insertTaskStatement(db, task)) };
      },
      c.get("user"),
    );
    c.set("user", user);
    for (const task of result) queueWebhooks(c, user, { type: "taskActivity", event: "created", task });
    return ok(c, Array.isArray(raw) ? result : result[0], { status: 201 });
  })
  .post("/clearCompletedTodos", async (c) => {
    const db = database(c.env.DB);
    const { user } = await updateUser(
      db,
      c.get("user")._id,
      async (fresh) => {
        const done = (await loadUserTasks(db, fresh._id, "todo")).filter((task) => task.completed && !(task.challenge?.id && !task.challenge.broken));
        for (const task of done) removeFromOrder(fresh, task);
        return { user: fresh, result: null, extra: done.length ? [deleteTasksStatement(db, done.map((task) => task._id))] : [] };
      },
      c.get("user"),
    );
    c.set("user", user);
    return ok(c, {}, { messageKey: "completedTodosCleared" });
  })
  .post("/bulk-score", async (c) => {
    const scores = await body(c, bulkScoreInput);
    const db = database(c.env.DB);
    const now = new Date();
    const { user, result } = await updateUser(
      db,
      c.get("user")._id,
      async (fresh) => {
        let current = fresh;
        const touched = new Map<string, Task>();
        const results: ScoreResult[] = [];
        for (const score of scores) {
          const task = touched.get(score.id) ?? (await findUserTask(db, current, score.id));
          const outcome = scoreTask(current, task, { direction: score.direction }, { now, random: serverRandom() });
          current = outcome.user;
          touched.set(task._id, outcome.task);
          results.push(outcome.data);
        }
        return { user: current, result: results, extra: [...touched.values()].map((task) => updateTaskStatement(db, task)) };
      },
      c.get("user"),
    );
    c.set("user", user);
    return ok(c, { ...user.stats, results: result.map((data) => scoreView(user, data)._tmp), deltas: result.map((data) => data.delta) });
  })
  .post("/:taskId/score/:direction", async (c) => {
    const direction = validate(directionParam, c.req.param("direction"));
    const now = new Date();
    const { data, task } = await changeTask(c, c.req.param("taskId"), (user, task) => {
      const outcome = scoreTask(user, task, { direction }, { now, random: serverRandom() });
      return { user: outcome.user, task: outcome.task, result: { data: outcome.data, task: outcome.task } };
    });
    const user = c.get("user");
    queueWebhooks(c, user, { type: "taskActivity", event: "scored", task, extra: { direction, delta: data.delta } });
    if (data.levels.leveledUp) queueWebhooks(c, user, { type: "userActivity", event: "leveledUp", extra: { initialLvl: data.levels.levelFrom, finalLvl: data.levels.levelTo } });
    // The party watches the damage waiting for the boss grow as members score.
    if (data.questProgressDelta && user.party.quest.key) c.executionCtx.waitUntil(announcePendingDamage(c.env, database(c.env.DB), user));
    return ok(c, scoreView(user, data));
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
      if (task.challenge?.id && !task.challenge.broken) throw new GameError("NotAuthorized", "cantDeleteChallengeTasks");
      if (task.group?.id && !task.userId) throw new GameError("NotAuthorized", "cantDeleteAssignedGroupTasks");
      removeFromOrder(user, task);
      return { user, deleteTask: true, result: task };
    });
    queueWebhooks(c, c.get("user"), { type: "taskActivity", event: "deleted", task: deleted });
    return ok(c, {});
  })
  .post("/:taskId/move/to/:position", async (c) => {
    const position = validate(positionParam, c.req.param("position"));
    const order = await changeTask(c, c.req.param("taskId"), (user, task) => ({ user, result: moveTask(user, task, position) }));
    return ok(c, order);
  })
  .post("/:taskId/checklist", async (c) => {
    const input = await body(c, v.object({ text: str(2000, 1), completed: v.optional(v.boolean()) }));
    const task = await changeTask(c, c.req.param("taskId"), (user, task) => {
      if (task.type !== "daily" && task.type !== "todo") throw new GameError("BadRequest", "checklistOnlyDailyTodo");
      if ((task.checklist ?? []).length >= CHECKLIST_ITEMS_MAX) throw new GameError("NotAuthorized", "checklistItemsMax", { max: CHECKLIST_ITEMS_MAX });
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

/**
 * A player's own tasks: finding one by id or alias, creating them (a client's own ids make a
 * replayed creation harmless; the task limit is counted inside the guarded write), changing
 * one together with the player's document, clearing completed to-dos and listing them.
 */
import { and, eq, inArray } from "drizzle-orm";
import { TASKS_PER_PLAYER_MAX } from "../../content/data/constants";
import { paramMessage } from "../../content/i18n/params";
import { GameError } from "../../content/rules/errors";
import { recordTasksCreated } from "../../content/rules/onboarding";
import { seededRandom } from "../../content/rules/random";
import { createTask, refreshDueDates, removeFromOrder } from "../../content/rules/taskEdit";
import type { Task, TaskType, User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { loadMasterTask } from "../../db/challenges";
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
import { updateUser, type UserChange } from "../../db/users";
import type { CreateTaskInput } from "../schemas/taskInput";

/** How many completed to-dos `?type=completedTodos` returns, newest first. */
const COMPLETED_TODOS_LIMIT = 30;

export const newId = () => crypto.randomUUID();

/**
 * The player's tasks of a type as GET /tasks/user lists them: completed to-dos only when asked
 * for (newest first, a few), never with the other lists.
 */
export async function listTasks(
  db: Database,
  me: User,
  type: TaskType | undefined,
  completedTodos: boolean,
  dueDate?: Date,
) {
  const loaded = await loadUserTasks(db, me._id, type);
  // `dueDate`: the dailies as they would be on that date (computed for the answer, never saved).
  const all = dueDate ? loaded.map((task) => refreshDueDates(task, me, dueDate)) : loaded;
  // The public API's "_allCompletedTodos" is the same list as "completedTodos".
  if (completedTodos)
    return all
      .filter((task) => task.completed)
      .sort((a, b) => String(b.dateCompleted ?? "").localeCompare(String(a.dateCompleted ?? "")))
      .slice(0, COMPLETED_TODOS_LIMIT);
  // Completed to-dos are fetched on request only: they pile up and the task list needs none.
  return all.filter((task) => task.type !== "todo" || !task.completed);
}

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

/** Refuses an alias another of the player's tasks already has. */
export async function assertAliasFree(db: Database, userId: string, alias: string | undefined, exceptTaskId?: string) {
  if (!alias) return;
  const clash = (await loadUserTasks(db, userId)).find((task) => task.alias === alias && task._id !== exceptTaskId);
  if (clash) throw new GameError("BadRequest", "taskAliasAlreadyUsed");
}

export type TaskChange<R> = Omit<UserChange<R>, "extra"> & {
  task?: Task;
  deleteTask?: boolean;
  extra?: UserChange<R>["extra"];
};

/**
 * Changes one task of the player together with their document, in one guarded
 * write: the task is re-read on every attempt so concurrent edits never lose one another.
 */
export async function changeTask<R>(
  db: Database,
  me: User,
  taskId: string,
  change: (user: User, task: Task, db: Database) => TaskChange<R> | Promise<TaskChange<R>>,
): Promise<{ user: User; result: R }> {
  const outcome = await updateUser(
    db,
    me._id,
    async (fresh) => {
      const task = await findUserTask(db, fresh, taskId);
      const result = await change(fresh, structuredClone(task), db);
      const extra = [...(result.extra ?? [])];
      if (result.deleteTask) extra.push(deleteTasksStatement(db, [task._id]));
      else if (result.task)
        extra.push(updateTaskStatement(db, { ...result.task, updatedAt: new Date().toISOString() }));
      return { user: result.user, result: result.result, extra };
    },
    me,
  );
  return { user: outcome.user, result: outcome.result };
}

/**
 * Creates the player's tasks; a task the client named and already sent is answered as it is.
 * Answers the player, every task asked for, and those actually created.
 */
export async function createTasks(db: Database, me: User, inputs: CreateTaskInput[]) {
  const chosenIds = inputs.flatMap((input) => (input._id ? [input._id] : []));
  if (new Set(chosenIds).size !== chosenIds.length)
    throw new GameError("BadRequest", "taskIdAlreadyUsed", {}, [
      { param: "_id", message: paramMessage("paramDifferPerTask") },
    ]);
  for (const input of inputs) await assertAliasFree(db, me._id, input.alias, input._id);
  const aliases = inputs.map((input) => input.alias).filter(Boolean);
  if (new Set(aliases).size !== aliases.length) throw new GameError("BadRequest", "taskAliasAlreadyUsed");
  const now = new Date();
  const { user, result } = await updateUser(
    db,
    me._id,
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
    me,
  );
  return { user, answered: result.answered, created: result.created };
}

/** Deletes the player's completed to-dos (a challenge's or group's, while it lasts, stay). */
export async function clearCompletedTodos(db: Database, me: User): Promise<User> {
  const { user } = await updateUser(
    db,
    me._id,
    async (fresh) => {
      // A live challenge's to-dos stay, and so do copies of a group's task still on its board,
      // as the original game keeps them.
      const completed = (await loadUserTasks(db, fresh._id, "todo")).filter(
        (task) => task.completed && !(task.challenge?.id && !task.challenge.broken),
      );
      const done: Task[] = [];
      for (const task of completed)
        if (!task.group?.taskId || !(await loadMasterTask(db, task.group.taskId))) done.push(task);
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
    me,
  );
  return user;
}

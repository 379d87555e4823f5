/**
 * The /tasks/{id} routes on a challenge's or group's own task (the "master"), for those the
 * original game allows: reading it (the challenge's leader, members and challenge admins; the
 * group's members), changing its checklist (those who may edit it; every copy follows), and
 * scoring it or ticking its checklist, which a member does on their own copy of it.
 */
import { GameError } from "../../content/rules/errors";
import type { Task, User } from "../../content/rules/types";
import { moveTask } from "../../content/rules/taskEdit";
import { isChallengeMember, loadChallenge, loadMasterTask, saveChallengeStatement } from "../../db/challenges";
import type { Database } from "../../db/client";
import { loadRole } from "../../db/groups";
import { loadUserTasks } from "../../db/tasks";
import { actorOf, recordStaffView } from "../admin/audit";
import { isChallengeAdmin } from "./challengeAccess";
import { authorizeSharedEdit, writeSharedEdit } from "./challengeTasks";
import { withCompletion } from "./groupTasks";
import { changeTask, findUserTask } from "./tasks";

function isTaskNotFound(error: unknown): boolean {
  return error instanceof GameError && error.messageKey === "taskNotFound";
}

/** A challenge's or group's own task this player may read, or a 404 as if it did not exist. */
async function readableMaster(db: Database, me: User, master: Task): Promise<Task> {
  if (master.challenge?.id) {
    const challenge = await loadChallenge(db, master.challenge.id);
    if (!challenge) throw new GameError("NotFound", "taskNotFound");
    if (challenge.leaderId === me._id || (await isChallengeMember(db, challenge.id, me._id))) return master;
    if (!isChallengeAdmin(me)) throw new GameError("NotFound", "taskNotFound");
    // Only the privilege shows this task: the reading is recorded, as a challenge's is.
    await recordStaffView(db, actorOf(me), {
      targetType: "challenge",
      targetId: challenge.id,
      action: "viewChallenge",
    });
    return master;
  }
  if (master.group?.id && (await loadRole(db, master.group.id, me._id)))
    return (await withCompletion(db, master.group.id, [master]))[0];
  throw new GameError("NotFound", "taskNotFound");
}

/** GET /tasks/{id}: the player's own task by id or alias, else a shared task they may read. */
export async function readTask(db: Database, me: User, idOrAlias: string): Promise<Task> {
  try {
    return await findUserTask(db, me, idOrAlias);
  } catch (error) {
    if (!isTaskNotFound(error)) throw error;
    const master = await loadMasterTask(db, idOrAlias);
    if (!master) throw error;
    return readableMaster(db, me, master);
  }
}

/**
 * The player's own copy of a challenge's or group's task, named by the shared task's id: a
 * challenge member's copy, or the copy of a group member the task is assigned to. A group
 * member it is not assigned to is refused; anyone else is told the task does not exist.
 */
export async function ownCopyOf(db: Database, me: User, masterId: string): Promise<Task> {
  const master = await loadMasterTask(db, masterId);
  if (!master) throw new GameError("NotFound", "taskNotFound");
  const copy = (await loadUserTasks(db, me._id)).find((task) =>
    master.challenge?.id ? task.challenge?.taskId === master._id : task.group?.taskId === master._id,
  );
  if (copy) return copy;
  if (!master.challenge?.id && master.group?.id && (await loadRole(db, master.group.id, me._id)))
    throw new GameError("NotAuthorized", "groupTaskNotAssignedToYou");
  throw new GameError("NotFound", "taskNotFound");
}

/**
 * The task a score names: the player's own by id or alias, else the player's own copy of the
 * shared task of that id (scoring a group's task by its id, as the original game's tools do),
 * refused as ownCopyOf refuses it.
 */
export async function scorableTask(db: Database, me: User, idOrAlias: string): Promise<Task> {
  try {
    return await findUserTask(db, me, idOrAlias);
  } catch (error) {
    if (!isTaskNotFound(error)) throw error;
    return ownCopyOf(db, me, idOrAlias);
  }
}

/**
 * Changes a checklist (add, edit, remove an item): on a challenge's or group's own task by
 * those who may edit it (every copy follows, keeping its players' ticks), else on the
 * player's own task. Answers the changed task and, for the player's own, their document.
 */
export async function changeChecklist(
  db: Database,
  me: User,
  taskId: string,
  change: (task: Task) => Task,
): Promise<{ task: Task; user?: User }> {
  const master = await loadMasterTask(db, taskId);
  if (master) {
    const challenge = await authorizeSharedEdit(db, me, master);
    const edited = change(structuredClone(master));
    return { task: await writeSharedEdit(db, me, master, edited, challenge) };
  }
  const { user, result } = await changeTask(db, me, taskId, (fresh, task) => {
    const changed = change(task);
    return { user: fresh, task: changed, result: changed };
  });
  return { task: result, user };
}

/**
 * Ticks or unticks a checklist item: of the player's own task, or of their copy of a group's
 * task named by the group task's id. A challenge's own task has no ticks of its own: not found.
 */
export async function tickChecklist(
  db: Database,
  me: User,
  taskId: string,
  toggle: (task: Task) => Task,
): Promise<{ task: Task; user: User }> {
  const tick = async (id: string) => {
    const { user, result } = await changeTask(db, me, id, (fresh, task) => {
      const changed = toggle(task);
      return { user: fresh, task: changed, result: changed };
    });
    return { task: result, user };
  };
  try {
    return await tick(taskId);
  } catch (error) {
    if (!isTaskNotFound(error)) throw error;
    const master = await loadMasterTask(db, taskId);
    if (!master?.group?.id || master.challenge?.id) throw error;
    return tick((await ownCopyOf(db, me, taskId))._id);
  }
}

/**
 * Moves a task in its list: the player's own, or a challenge's own task in the challenge's
 * order by those who may edit the challenge. Answers the list's new order and, for the
 * player's own task, their document.
 */
export async function moveAnyTask(
  db: Database,
  me: User,
  taskId: string,
  position: number,
): Promise<{ order: string[]; user?: User }> {
  try {
    const { user, result } = await changeTask(db, me, taskId, (fresh, task) => ({
      user: fresh,
      result: moveTask(fresh, task, position),
    }));
    return { order: result, user };
  } catch (error) {
    if (!isTaskNotFound(error)) throw error;
    const master = await loadMasterTask(db, taskId);
    if (!master?.challenge?.id) throw error;
    const challenge = await authorizeSharedEdit(db, me, master);
    if (!challenge) throw error;
    const holder = { tasksOrder: challenge.doc.tasksOrder } as unknown as User;
    const order = moveTask(holder, master, position);
    challenge.doc.tasksOrder = holder.tasksOrder as typeof challenge.doc.tasksOrder;
    await db.batch([saveChallengeStatement(db, challenge)]);
    return { order };
  }
}

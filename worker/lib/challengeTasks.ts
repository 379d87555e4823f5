/**
 * A challenge's own tasks (and the edit and delete rules a challenge's or group's own task
 * follows, spec §6): adding tasks to a challenge with copies owed to every member, editing a
 * master task into every copy, deleting one, and a player unlinking copies of a challenge
 * that is gone. Privileged changes to someone else's challenge are audited in the same batch.
 */
import type { BatchItem } from "drizzle-orm/batch";
import { CHALLENGE_TASKS_MAX } from "../../content/data/constants";
import { GameError } from "../../content/rules/errors";
import { removeFromOrder } from "../../content/rules/taskEdit";
import type { Task, User } from "../../content/rules/types";
import {
  insertMasterTaskStatement,
  loadChallenge,
  loadCopies,
  loadMasterTask,
  loadMasterTasks,
  saveChallengeStatement,
  type Challenge,
} from "../../db/challenges";
import type { Database } from "../../db/client";
import { loadRole, updateGroup } from "../../db/groups";
import { tasks as tasksTable } from "../../db/schema";
import { deleteTasksStatement, loadUserTasks, taskFromRow, updateTaskStatement } from "../../db/tasks";
import { updateUser } from "../../db/users";
import { and, eq } from "drizzle-orm";
import { actorOf, auditStatement, changedPaths, type AuditChange } from "../admin/audit";
import type { Env } from "../env";
import type { SharedTaskInput, SharedTaskUpdateInput } from "../schemas/taskInput";
import { isChallengeAdmin } from "./challengeAccess";
import { challengeCopyWork, copyToMembersStatements } from "./challenges";
import { startWork } from "./pendingWork";
import {
  assertManager,
  groupTaskRemovalWork,
  masterTask,
  newId,
  orderedBy,
  removeCopiesStatements,
  sharedGroup,
  syncCopy,
  tasksIn,
  type GroupDocWithTasks,
  type TaskOrder,
} from "./sharedTasks";
import { applyTaskInput } from "../../content/rules/taskEdit";

export function assertCanEditChallenge(challenge: Challenge, user: User) {
  if (challenge.leaderId !== user._id && !isChallengeAdmin(user))
    throw new GameError("NotAuthorized", "onlyChallengeLeaderCanEditTasks");
}

/** Task fields a staff edit of a challenge's task records. */
const AUDITED_TASK_FIELDS = [
  "text",
  "notes",
  "priority",
  "attribute",
  "up",
  "down",
  "frequency",
  "everyX",
  "repeat",
  "daysOfMonth",
  "weeksOfMonth",
  "startDate",
  "date",
  "value",
  "checklist",
  "group.approval.required",
];

function challengeTaskAudit(db: Database, actor: User, challenge: Challenge, action: string, changes: AuditChange[]) {
  return auditStatement(db, {
    actor: actorOf(actor),
    targetType: "challenge",
    targetId: challenge.id,
    action,
    changes,
  });
}

/**
 * Who may change a challenge's or group's own task: the challenge's leader (or a challenge
 * admin), or the group's leader and managers; a player outside the group does not see it.
 * Answers the challenge when the task is a challenge's.
 */
export async function authorizeSharedEdit(db: Database, me: User, master: Task): Promise<Challenge | undefined> {
  if (master.challenge?.id) {
    const challenge = await loadChallenge(db, master.challenge.id);
    if (!challenge) throw new GameError("NotFound", "challengeNotFound");
    assertCanEditChallenge(challenge, me);
    return challenge;
  }
  const group = await sharedGroup(db, master);
  if (!(await loadRole(db, group.id, me._id))) throw new GameError("NotFound", "groupNotFound");
  await assertManager(db, group, me);
  return undefined;
}

/**
 * Writes an edited master task and brings every copy in line, in one batch; a challenge admin's
 * edit of someone else's challenge is recorded with it.
 */
export async function writeSharedEdit(
  db: Database,
  me: User,
  master: Task,
  edited: Task,
  challenge: Challenge | undefined,
  requiresApproval?: boolean,
): Promise<Task> {
  edited.updatedAt = new Date().toISOString();
  const copies = await loadCopies(db, challenge ? { challengeId: challenge.id } : { groupId: master.group.id }).then(
    (list) => list.filter((copy) => (challenge ? copy.challenge.taskId : copy.group.taskId) === master._id),
  );
  const statements: BatchItem<"sqlite">[] = [updateTaskStatement(db, edited)];
  // The challenge admin privilege editing someone else's challenge: recorded with the edit.
  if (challenge && challenge.leaderId !== me._id) {
    const changes = changedPaths(master, edited, AUDITED_TASK_FIELDS).map((change) => ({
      ...change,
      path: `tasks.${master._id}.${change.path}`,
    }));
    if (changes.length) statements.push(challengeTaskAudit(db, me, challenge, "updateChallengeTask", changes));
  }
  for (const copy of copies) {
    const synced = syncCopy(copy, edited);
    if (requiresApproval !== undefined)
      synced.group = {
        ...synced.group,
        approval: { ...(synced.group.approval ?? {}), required: requiresApproval },
      };
    statements.push(updateTaskStatement(db, synced));
  }
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return edited;
}

/** Edits a challenge's or group's own task, by its leader (or a group's managers); every copy follows. */
export async function editSharedTask(
  db: Database,
  me: User,
  master: Task,
  input: SharedTaskUpdateInput,
): Promise<Task> {
  const challenge = await authorizeSharedEdit(db, me, master);
  const edited = applyTaskInput(structuredClone(master), { ...input, tags: undefined }, me, newId);
  if (input.requiresApproval !== undefined)
    edited.group = {
      ...edited.group,
      approval: { required: input.requiresApproval, requested: false, approved: false },
    };
  return writeSharedEdit(db, me, master, edited, challenge, input.requiresApproval);
}

/**
 * Deletes a challenge's task (members keep their copies, marked as broken) or a group's task
 * (every assignee's copy goes, as recorded work).
 */
export async function deleteSharedTask(
  env: Env,
  db: Database,
  me: User,
  master: Task,
  waitUntil: (work: Promise<unknown>) => void,
): Promise<void> {
  if (master.challenge?.id) {
    const challenge = await loadChallenge(db, master.challenge.id);
    if (challenge) {
      assertCanEditChallenge(challenge, me);
      const copies = (await loadCopies(db, { challengeId: challenge.id })).filter(
        (copy) => copy.challenge.taskId === master._id,
      );
      for (const list of Object.values(challenge.doc.tasksOrder)) {
        const index = list.indexOf(master._id);
        if (index >= 0) list.splice(index, 1);
      }
      // Members keep their copies, marked as no longer part of the challenge.
      await db.batch([
        deleteTasksStatement(db, [master._id]),
        saveChallengeStatement(db, challenge),
        ...(challenge.leaderId === me._id
          ? []
          : [
              challengeTaskAudit(db, me, challenge, "deleteChallengeTask", [
                { path: `tasks.${master._id}`, old: master.text, new: null },
              ]),
            ]),
        ...copies.map((copy) =>
          updateTaskStatement(db, { ...copy, challenge: { ...copy.challenge, broken: "TASK_DELETED" } }),
        ),
      ]);
      return;
    }
  }
  const group = await sharedGroup(db, master);
  if (!isChallengeAdmin(me) && !(await loadRole(db, group.id, me._id)))
    throw new GameError("NotFound", "groupNotFound");
  const asStaff = await assertManager(db, group, me, true);
  // The group's board loses the task in the same batch that records whose copies must go.
  const workId = crypto.randomUUID();
  await updateGroup(db, group.id, (fresh) => {
    const doc = fresh.doc as GroupDocWithTasks;
    if (doc.tasksOrder)
      for (const key of Object.keys(doc.tasksOrder) as (keyof TaskOrder)[])
        doc.tasksOrder[key] = doc.tasksOrder[key].filter((id) => id !== master._id);
    return {
      group: fresh,
      result: null,
      extra: [
        deleteTasksStatement(db, [master._id]),
        ...removeCopiesStatements(db, group.id, master._id, workId),
        ...(asStaff
          ? [
              auditStatement(db, {
                actor: actorOf(me),
                targetType: "group",
                targetId: group.id,
                action: "deleteGroupTask",
                changes: [{ path: `tasks.${master._id}`, old: master.text, new: null }],
              }),
            ]
          : []),
      ],
    };
  });
  await startWork(env, groupTaskRemovalWork, workId, waitUntil);
}

/** A player may not delete their copy of a group task that is still on the group's board. */
export async function refuseDeletingAssignedCopy(db: Database, user: User, taskId: string): Promise<void> {
  const own = await db
    .select()
    .from(tasksTable)
    .where(and(eq(tasksTable.id, taskId), eq(tasksTable.userId, user._id)))
    .get();
  if (own) {
    const task = taskFromRow(own);
    if (task.group?.taskId && (await loadMasterTask(db, task.group.taskId)))
      throw new GameError("NotAuthorized", "cantDeleteAssignedGroupTasks");
  }
}

/** Adds tasks to a challenge (its leader or a challenge admin); every member is owed a copy. */
export async function addChallengeTasks(
  env: Env,
  db: Database,
  me: User,
  challenge: Challenge,
  inputs: SharedTaskInput[],
  waitUntil: (work: Promise<unknown>) => void,
): Promise<Task[]> {
  if (tasksIn(challenge.doc.tasksOrder) + inputs.length > CHALLENGE_TASKS_MAX)
    throw new GameError("NotAuthorized", "challengeTasksMax", { max: CHALLENGE_TASKS_MAX });
  const now = new Date();
  const created = inputs.map((input) => masterTask(input, me, { challenge: { id: challenge.id }, group: {} }, now));
  for (const task of created)
    challenge.doc.tasksOrder[
      ({ habit: "habits", daily: "dailys", todo: "todos", reward: "rewards" } as const)[task.type]
    ].unshift(task._id);
  // The new tasks and the record that every member is owed a copy go in one batch.
  const workId = crypto.randomUUID();
  await db.batch([
    saveChallengeStatement(db, challenge),
    ...created.map((task) => insertMasterTaskStatement(db, task)),
    ...copyToMembersStatements(
      db,
      challenge,
      created.map((task) => task._id),
      workId,
    ),
    ...(challenge.leaderId === me._id
      ? []
      : [
          challengeTaskAudit(
            db,
            me,
            challenge,
            "addChallengeTasks",
            created.map((task) => ({ path: `tasks.${task._id}`, old: null, new: task.text })),
          ),
        ]),
  ]);
  await startWork(env, challengeCopyWork, workId, waitUntil);
  return created;
}

/** Unlinks (keeps as the player's own) or removes one copy of a task of a challenge that is gone. */
export async function unlinkChallengeTask(
  db: Database,
  userId: string,
  taskId: string | undefined,
  keep: "keep" | "remove",
) {
  const { user } = await updateUser(db, userId, async (fresh) => {
    const task = (await loadUserTasks(db, fresh._id)).find((entry) => entry._id === taskId);
    if (!task) throw new GameError("NotFound", "taskNotFound");
    if (!task.challenge?.id) throw new GameError("BadRequest", "taskNotInChallenge");
    if (!task.challenge.broken) throw new GameError("BadRequest", "cantOnlyUnlinkChalTask");
    if (keep === "remove") {
      removeFromOrder(fresh, task);
      return { user: fresh, result: null, extra: [deleteTasksStatement(db, [task._id])] };
    }
    return { user: fresh, result: null, extra: [updateTaskStatement(db, { ...task, challenge: {} })] };
  });
  return user;
}

/** Unlinks or removes every copy of a challenge the player is no longer in. */
export async function unlinkChallengeTasks(
  db: Database,
  userId: string,
  challengeId: string,
  keep: "keep-all" | "remove-all",
) {
  const { user } = await updateUser(db, userId, async (fresh) => {
    if ((fresh.challenges ?? []).includes(challengeId) && (await loadChallenge(db, challengeId)))
      throw new GameError("BadRequest", "cantUnlinkWhileMember");
    const linked = (await loadUserTasks(db, fresh._id)).filter((task) => task.challenge?.id === challengeId);
    if (linked.length === 0) throw new GameError("NotFound", "noChallengeTasksToUnlink");
    fresh.tags = fresh.tags.filter((tag) => tag.id !== challengeId);
    if (keep === "remove-all") {
      for (const task of linked) removeFromOrder(fresh, task);
      return {
        user: fresh,
        result: null,
        extra: [
          deleteTasksStatement(
            db,
            linked.map((task) => task._id),
          ),
        ],
      };
    }
    return {
      user: fresh,
      result: null,
      extra: linked.map((task) =>
        updateTaskStatement(db, { ...task, challenge: {}, tags: task.tags.filter((tag) => tag !== challengeId) }),
      ),
    };
  });
  return user;
}

/** The lists `GET /tasks/challenge/:id?type=` may ask for, and the task type each holds. */
export const CHALLENGE_TASK_LISTS = { habits: "habit", dailys: "daily", todos: "todo", rewards: "reward" } as const;

/** A challenge's own tasks in the challenge's order, only those of one list when `list` is given. */
export async function challengeTaskList(
  db: Database,
  challenge: Challenge,
  list?: keyof typeof CHALLENGE_TASK_LISTS,
): Promise<Task[]> {
  const all = orderedBy(await loadMasterTasks(db, { challengeId: challenge.id }), challenge.doc.tasksOrder);
  return list ? all.filter((task) => task.type === CHALLENGE_TASK_LISTS[list]) : all;
}

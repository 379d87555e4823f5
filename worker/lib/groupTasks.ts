/**
 * A group's shared board (spec §6 group plans' tasks): the board with each assignee's
 * completion, adding tasks, assigning and unassigning players (a copy each, written with the
 * master's list of assignees), approvals and the board's order. Each player's change is one
 * guarded write of that player.
 */
import { GROUP_TASKS_MAX } from "../../content/data/constants";
import { GameError } from "../../content/rules/errors";
import { seededRandom } from "../../content/rules/random";
import { scoreTask } from "../../content/rules/score";
import { moveTask, removeFromOrder } from "../../content/rules/taskEdit";
import type { Task, User } from "../../content/rules/types";
import { insertMasterTaskStatement, loadCopies, loadMasterTask, loadMasterTasks } from "../../db/challenges";
import type { Database } from "../../db/client";
import { loadRole, updateGroup, type Group } from "../../db/groups";
import { deleteTasksStatement, insertTaskStatement, loadUserTasks, updateTaskStatement } from "../../db/tasks";
import { loadUser } from "../../db/users";
import type { SharedTaskInput } from "../schemas/taskInput";
import { displayName, newNotification } from "./groupAccess";
import {
  addToOrder,
  assertManager,
  copyForUser,
  EMPTY_ORDER,
  forEachPlayer,
  masterTask,
  orderedBy,
  sharedGroup,
  tasksIn,
  type GroupDocWithTasks,
  type TaskOrder,
} from "./sharedTasks";

/** A group's task with each assignee's completion, read from their copies. */
export async function withCompletion(db: Database, groupId: string, masters: Task[]): Promise<Task[]> {
  const copies = await loadCopies(db, { groupId });
  const byMaster = new Map<string, Task[]>();
  for (const copy of copies) {
    if (!copy.group.taskId) continue;
    byMaster.set(copy.group.taskId, [...(byMaster.get(copy.group.taskId) ?? []), copy]);
  }
  return masters.map((master) => {
    const detail = { ...(master.group.assignedUsersDetail ?? {}) };
    for (const copy of byMaster.get(master._id) ?? []) {
      const approval = copy.group.approval;
      const done =
        master.type === "habit" || master.type === "reward"
          ? false
          : Boolean(copy.completed) && (!approval?.required || Boolean(approval.approved));
      detail[copy.userId] = {
        ...(detail[copy.userId] ?? {}),
        completed: done,
        ...(copy.dateCompleted ? { completedDate: copy.dateCompleted } : {}),
      };
    }
    return { ...master, group: { ...master.group, assignedUsersDetail: detail } };
  });
}

/** The group's board in its order, with each assignee's completion. */
export async function groupBoard(db: Database, group: Group): Promise<Task[]> {
  const masters = await loadMasterTasks(db, { groupId: group.id });
  const order = (group.doc as GroupDocWithTasks).tasksOrder ?? EMPTY_ORDER();
  return withCompletion(db, group.id, orderedBy(masters, order));
}

/** Adds tasks to the top of the group's board (its leader or managers). */
export async function addGroupTasks(db: Database, me: User, group: Group, inputs: SharedTaskInput[]): Promise<Task[]> {
  const now = new Date();
  const created = inputs.map((input) =>
    masterTask(
      input,
      me,
      {
        challenge: {},
        group: {
          id: group.id,
          assignedUsers: [],
          assignedUsersDetail: {},
          approval: { required: Boolean(input.requiresApproval), requested: false, approved: false },
        },
      },
      now,
    ),
  );
  await updateGroup(db, group.id, (fresh) => {
    const doc = fresh.doc as GroupDocWithTasks;
    const order = doc.tasksOrder ?? EMPTY_ORDER();
    if (tasksIn(order) + created.length > GROUP_TASKS_MAX)
      throw new GameError("NotAuthorized", "groupTasksMax", { max: GROUP_TASKS_MAX });
    for (const task of created)
      order[({ habit: "habits", daily: "dailys", todo: "todos", reward: "rewards" } as const)[task.type]].unshift(
        task._id,
      );
    doc.tasksOrder = order;
    return { group: fresh, result: null, extra: created.map((task) => insertMasterTaskStatement(db, task)) };
  });
  return created;
}

function noteAssignment(master: Task, assignee: User, now: Date): Task {
  const assigned = new Set(master.group.assignedUsers ?? []);
  assigned.add(assignee._id);
  master.group.assignedUsers = [...assigned];
  master.group.assignedUsersDetail = {
    ...(master.group.assignedUsersDetail ?? {}),
    [assignee._id]: {
      completed: false,
      assignedDate: now.toISOString(),
      assignedUsername: assignee.auth.local.username,
    },
  };
  return master;
}

/** The master group task and its group, for the assigning and approving routes. */
export async function managedGroupTask(db: Database, me: User, taskId: string, allowSelf?: string) {
  const master = await loadMasterTask(db, taskId);
  if (!master?.group?.id) throw new GameError("NotFound", "taskNotFound");
  const group = await sharedGroup(db, master);
  if (!(await loadRole(db, group.id, me._id))) throw new GameError("NotFound", "taskNotFound");
  if (allowSelf !== me._id) await assertManager(db, group, me);
  return { master, group };
}

async function copyOf(db: Database, master: Task, userId: string): Promise<Task | undefined> {
  return (await loadUserTasks(db, userId)).find((task) => task.group?.taskId === master._id);
}

/** Assigns the task to members: each gets a copy and a notification. Answers the task with completion. */
export async function assignGroupTask(db: Database, me: User, master: Task, group: Group, ids: string[]) {
  for (const id of ids) if (!(await loadRole(db, group.id, id))) throw new GameError("NotFound", "memberNotInGroup");
  const now = new Date();
  let updatedMaster = master;
  // Each assignee's copy and their place on the master's list are written together.
  for (const id of new Set(ids)) {
    await forEachPlayer(db, [id], async (fresh) => {
      const noted = noteAssignment(structuredClone(updatedMaster), fresh, now);
      if (await copyOf(db, master, fresh._id)) {
        updatedMaster = noted;
        return { user: fresh, extra: [updateTaskStatement(db, noted)] };
      }
      const copy = copyForUser(
        updatedMaster,
        fresh,
        {
          challenge: {},
          group: {
            ...structuredClone(updatedMaster.group),
            id: group.id,
            taskId: master._id,
            assignedUsersDetail: undefined,
            approval: { required: Boolean(master.group.approval?.required), requested: false, approved: false },
          },
        },
        now,
      );
      addToOrder(fresh, [copy]);
      fresh.notifications = [
        ...(fresh.notifications ?? []),
        newNotification("GROUP_TASK_ASSIGNED", {
          taskId: copy._id,
          groupId: group.id,
          text: master.text,
          by: displayName(me),
        }),
      ];
      updatedMaster = noted;
      return { user: fresh, extra: [insertTaskStatement(db, copy), updateTaskStatement(db, noted)] };
    });
  }
  return (await withCompletion(db, group.id, [updatedMaster]))[0];
}

/** Takes a player off the task; their copy goes in the same write. Answers the task with completion. */
export async function unassignGroupTask(db: Database, master: Task, group: Group, userId: string) {
  master.group.assignedUsers = (master.group.assignedUsers ?? []).filter((id) => id !== userId);
  const detail = { ...(master.group.assignedUsersDetail ?? {}) };
  delete detail[userId];
  master.group.assignedUsersDetail = detail;
  // The copy goes in the same write that takes the player off the master's list.
  let removed = false;
  await forEachPlayer(db, [userId], async (fresh) => {
    const copy = await copyOf(db, master, fresh._id);
    if (!copy) return undefined;
    removeFromOrder(fresh, copy);
    removed = true;
    return { user: fresh, extra: [deleteTasksStatement(db, [copy._id]), updateTaskStatement(db, master)] };
  });
  if (!removed) await db.batch([updateTaskStatement(db, master)]);
  return (await withCompletion(db, group.id, [master]))[0];
}

/**
 * Sends a player's completed copy back: not approved, not done, and they are told. Answers the
 * group's task with each assignee's completion, as the original game answers it.
 */
export async function sendBackGroupTask(
  db: Database,
  me: User,
  master: Task,
  group: Group,
  userId: string,
): Promise<Task> {
  let found = false;
  await forEachPlayer(db, [userId], async (fresh) => {
    const copy = await copyOf(db, master, fresh._id);
    if (!copy) return undefined;
    found = true;
    if (!copy.group.approval?.requested && !copy.group.approval?.approved)
      throw new GameError("BadRequest", "approvalNotRequested");
    copy.group.approval = { ...copy.group.approval, requested: false, approved: false };
    if (copy.type === "todo" || copy.type === "daily") copy.completed = false;
    fresh.notifications = [
      ...(fresh.notifications ?? []),
      newNotification("GROUP_TASK_NEEDS_WORK", { taskId: copy._id, text: copy.text, by: displayName(me) }),
    ];
    return { user: fresh, extra: [updateTaskStatement(db, copy)] };
  });
  if (!found) throw new GameError("NotFound", "taskNotAssignedToUser");
  return (await withCompletion(db, group.id, [master]))[0];
}

/** Approves a player's copy: it completes, with a completed task's rewards. Answers the copy. */
export async function approveGroupTask(db: Database, me: User, master: Task, group: Group, userId: string) {
  let approved: Task | undefined;
  const now = new Date();
  await forEachPlayer(db, [userId], async (fresh) => {
    const copy = await copyOf(db, master, fresh._id);
    if (!copy) return undefined;
    if (copy.group.approval?.approved) throw new GameError("BadRequest", "taskAlreadyApproved");
    if (!copy.group.approval?.requested) throw new GameError("BadRequest", "approvalNotRequested");
    copy.group.approval = { ...copy.group.approval, requested: false, approved: true };
    // Approval completes the task for its player, with the rewards of a completed task.
    const outcome = scoreTask(fresh, copy, { direction: "up" }, { now, random: seededRandom(crypto.randomUUID()) });
    approved = outcome.task;
    outcome.user.notifications = [
      ...(outcome.user.notifications ?? []),
      newNotification("GROUP_TASK_APPROVED", {
        taskId: copy._id,
        text: copy.text,
        by: displayName(me),
        groupId: group.id,
      }),
    ];
    return { user: outcome.user, extra: [updateTaskStatement(db, outcome.task)] };
  });
  if (!approved) throw new GameError("NotFound", "taskNotAssignedToUser");
  return approved;
}

/** Moves a task on the group's board; answers the column's new order. */
export async function moveGroupTask(db: Database, master: Task, group: Group, position: number) {
  const updated = await updateGroup(db, group.id, (fresh) => {
    const doc = fresh.doc as GroupDocWithTasks;
    const order = doc.tasksOrder ?? EMPTY_ORDER();
    const holder = { tasksOrder: order } as unknown as User;
    const result = moveTask(holder, master, position);
    doc.tasksOrder = holder.tasksOrder as TaskOrder;
    return { group: fresh, result };
  });
  return updated?.result ?? [];
}

/** Assigned copies waiting for approval, with their players' usernames. */
export async function waitingApprovals(db: Database, group: Group) {
  const copies = await loadCopies(db, { groupId: group.id });
  const waiting = copies.filter((copy) => copy.group.approval?.requested && !copy.group.approval.approved);
  const names = new Map<string, string>();
  for (const id of new Set(waiting.map((copy) => copy.userId))) {
    const user = await loadUser(db, id);
    if (user) names.set(id, user.auth.local.username);
  }
  return waiting.map((copy) => ({ ...copy, userId: copy.userId, username: names.get(copy.userId) ?? "" }));
}

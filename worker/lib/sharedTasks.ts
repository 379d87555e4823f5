/**
 * Tasks shared by a challenge or a group: the master task and the players' copies of it.
 * A copy keeps the player's own progress (value, history, completion, checklist ticks);
 * the master's wording and schedule flow into every copy when the leader edits it.
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { GameError } from "../../content/rules/errors";
import { newTask } from "../../content/rules/newUser";
import { applyTaskInput, ORDER_KEY, removeFromOrder } from "../../content/rules/taskEdit";
import type { Task, User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { loadGroup, loadRole, type Group, type GroupDoc } from "../../db/groups";
import { tasks } from "../../db/schema";
import { deleteTasksStatement, loadUserTasks } from "../../db/tasks";
import { updateUser, UserGone } from "../../db/users";
import type { CreateTaskInput } from "../schemas/taskInput";
import { isChallengeAdmin } from "./challengeAccess";
import { recordWorkStatement, workTargetsFromTable, type WorkKind } from "./pendingWork";

/** Fields a leader's edit of the master task changes on every member's copy. */
const SYNCED_FIELDS = [
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
  "collapseChecklist",
] as const;

export function syncCopy(copy: Task, master: Task): Task {
  const next = structuredClone(copy) as unknown as Record<string, unknown>;
  const source = master as unknown as Record<string, unknown>;
  for (const field of SYNCED_FIELDS) {
    if (source[field] === undefined) delete next[field];
    else next[field] = structuredClone(source[field]);
  }
  if (master.type === "reward") next.value = master.value;
  // A checklist keeps the player's ticks for the items that stayed.
  if (master.checklist) {
    const ticked = new Map((copy.checklist ?? []).map((item) => [item.id, item.completed]));
    next.checklist = master.checklist.map((item) => ({ ...item, completed: ticked.get(item.id) ?? false }));
  }
  next.updatedAt = new Date().toISOString();
  return next as unknown as Task;
}

/** A fresh copy of a master task for a player. */
export function copyForUser(
  master: Task,
  user: Pick<User, "_id">,
  link: Pick<Task, "challenge" | "group">,
  now: Date,
): Task {
  const iso = now.toISOString();
  const copy: Task = {
    ...structuredClone(master),
    _id: crypto.randomUUID(),
    userId: user._id,
    tags: [],
    createdAt: iso,
    updatedAt: iso,
    challenge: link.challenge,
    group: link.group,
  };
  copy.id = copy._id;
  if (copy.type !== "reward") copy.value = 0;
  if (copy.history) copy.history = [];
  if (copy.type === "daily" || copy.type === "todo") copy.completed = false;
  if (copy.type === "habit") {
    copy.counterUp = 0;
    copy.counterDown = 0;
  }
  if (copy.type === "daily") copy.streak = 0;
  if (copy.checklist) copy.checklist = copy.checklist.map((item) => ({ ...item, completed: false }));
  return copy;
}

/** Puts new tasks at the top of the player's columns, as new tasks appear. */
export function addToOrder(user: User, added: Task[]) {
  for (const task of added) {
    const key = ORDER_KEY[task.type];
    user.tasksOrder[key] = [task._id, ...user.tasksOrder[key].filter((id) => id !== task._id)];
  }
}

export function orderedBy(tasks: Task[], order: Record<string, string[]>): Task[] {
  const position = new Map<string, number>();
  for (const list of Object.values(order))
    list.forEach((id, index) => {
      position.set(id, index);
    });
  return [...tasks].sort(
    (a, b) => (position.get(a._id) ?? Number.MAX_SAFE_INTEGER) - (position.get(b._id) ?? Number.MAX_SAFE_INTEGER),
  );
}

interface RemoveCopiesPayload {
  groupId: string;
  masterId: string;
}

/** A group task was deleted: each assignee's copy goes, and with it its place in their order. */
export const groupTaskRemovalWork: WorkKind<RemoveCopiesPayload> = {
  kind: "groupTask.removeCopies",
  async apply(db, user, payload) {
    const mine = (await loadUserTasks(db, user._id)).filter(
      (task) => task.group?.id === payload.groupId && task.group.taskId === payload.masterId,
    );
    if (mine.length === 0) return undefined;
    for (const copy of mine) removeFromOrder(user, copy);
    return {
      user,
      extra: [
        deleteTasksStatement(
          db,
          mine.map((copy) => copy._id),
        ),
      ],
    };
  },
};

/** Records removing every copy of a deleted group task, in the batch that deletes the task. */
export function removeCopiesStatements(
  db: Database,
  groupId: string,
  masterId: string,
  workId: string,
): BatchItem<"sqlite">[] {
  return [
    recordWorkStatement(db, groupTaskRemovalWork, workId, { groupId, masterId }),
    workTargetsFromTable(
      db,
      workId,
      tasks,
      tasks.userId,
      and(
        eq(tasks.groupId, groupId),
        isNotNull(tasks.userId),
        sql`json_extract(${tasks.doc}, '$.group.taskId') = ${masterId}`,
      ),
    ),
  ];
}

export const newId = () => crypto.randomUUID();
/** The columns of a challenge's or group's board, empty. */
export const EMPTY_ORDER = () => ({
  habits: [] as string[],
  dailys: [] as string[],
  todos: [] as string[],
  rewards: [] as string[],
});

export type TaskOrder = ReturnType<typeof EMPTY_ORDER>;
export const tasksIn = (order: TaskOrder) =>
  order.habits.length + order.dailys.length + order.todos.length + order.rewards.length;
export type GroupDocWithTasks = GroupDoc & { tasksOrder?: TaskOrder };

/** A master task from player input; it belongs to no player. */
export function masterTask(
  input: CreateTaskInput,
  creator: User,
  link: Pick<Task, "challenge" | "group">,
  now: Date,
): Task {
  const task = newTask({ _id: newId(), type: input.type, text: input.text, userId: "" }, now);
  applyTaskInput(task, { ...input, tags: undefined }, creator, newId);
  task.challenge = link.challenge;
  task.group = link.group;
  delete (task as Partial<Task>).userId;
  return task;
}

/** Refuses anyone but the group's leaders and managers; answers true when only the challenge admin privilege let the user in. */
export async function assertManager(
  db: Database,
  group: Group,
  user: User,
  allowChallengeAdmin = false,
): Promise<boolean> {
  const role = await loadRole(db, group.id, user._id);
  const manages = role === "leader" || role === "manager";
  if (!manages && !(allowChallengeAdmin && isChallengeAdmin(user)))
    throw new GameError("NotAuthorized", "onlyGroupLeaderOrManagerCanManageTasks");
  return !manages;
}

/** The group a group task belongs to. */
export async function sharedGroup(db: Database, task: Task): Promise<Group> {
  const group = task.group?.id ? await loadGroup(db, task.group.id) : undefined;
  if (!group) throw new GameError("NotFound", "taskNotFound");
  return group;
}

/** Runs `change` on each player (skipping players who are gone), one guarded write each. */
export async function forEachPlayer(
  db: Database,
  userIds: string[],
  change: (user: User) => Promise<{ user: User; extra: BatchItem<"sqlite">[] } | undefined>,
) {
  for (const userId of userIds) {
    try {
      await updateUser(db, userId, async (fresh) => {
        const outcome = await change(fresh);
        if (!outcome) return { user: fresh, result: null, unchanged: true };
        return { user: outcome.user, result: null, extra: outcome.extra };
      });
    } catch (error) {
      if (!(error instanceof UserGone)) throw error;
    }
  }
}

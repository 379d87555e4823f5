/**
 * Tasks shared by a challenge or a group: the master task and the players' copies of it.
 * A copy keeps the player's own progress (value, history, completion, checklist ticks);
 * the master's wording and schedule flow into every copy when the leader edits it.
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Task, User } from "../../content/rules/types";
import { ORDER_KEY, removeFromOrder } from "../../content/rules/taskEdit";
import type { Database } from "../../db/client";
import { tasks } from "../../db/schema";
import { deleteTasksStatement, loadUserTasks } from "../../db/tasks";
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

/**
 * Tasks owned by a challenge or a group rather than a player (spec §7 Tasks): the challenge's
 * tasks (GET/POST /tasks/challenge/{id}), unlinking a player's copies (unlink-one, unlink-all),
 * the group's shared board (GET/POST /tasks/group/{id}), assigning, approvals and order
 * (/group-tasks, /approvals). PUT and DELETE /tasks/{id} of a challenge's or group's own task
 * are answered here (edit and delete rules of spec §6); any other task passes on to tasks.ts.
 */
import { actorOf, auditStatement, changedPaths, type AuditChange } from "../admin/audit";
import { paramMessage } from "../../content/i18n/params";
import { and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { Hono, type Context, type Next } from "hono";
import * as v from "valibot";
import { CHALLENGE_TASKS_MAX, GROUP_TASKS_MAX } from "../../content/data/constants";
import { GameError } from "../../content/rules/errors";
import { seededRandom } from "../../content/rules/random";
import { scoreTask } from "../../content/rules/score";
import { applyTaskInput, moveTask, removeFromOrder } from "../../content/rules/taskEdit";
import { newTask } from "../../content/rules/newUser";
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
import { database, type Database } from "../../db/client";
import { loadGroup, loadRole, updateGroup, type Group, type GroupDoc } from "../../db/groups";
import { tasks as tasksTable } from "../../db/schema";
import {
  deleteTasksStatement,
  insertTaskStatement,
  loadUserTasks,
  taskFromRow,
  updateTaskStatement,
} from "../../db/tasks";
import { loadUser, updateUser, UserGone } from "../../db/users";
import { authenticate } from "../middleware/auth";
import type { AppEnv } from "../env";
import { challengeCopyWork, copyToMembersStatements } from "../lib/challenges";
import { startWork } from "../lib/pendingWork";
import {
  addToOrder,
  copyForUser,
  groupTaskRemovalWork,
  orderedBy,
  removeCopiesStatements,
  syncCopy,
} from "../lib/sharedTasks";
import { ok } from "../middleware/envelope";
import { body, positionParam, readJson, str, validate } from "../middleware/validate";
import { isChallengeAdmin, viewableChallenge } from "../lib/challengeAccess";
import { displayName, memberGroup, newNotification } from "../lib/groupAccess";
import { createTaskInput, TASKS_PER_REQUEST_MAX, updateTaskInput } from "../schemas/taskInput";

const newId = () => crypto.randomUUID();
const EMPTY_ORDER = () => ({
  habits: [] as string[],
  dailys: [] as string[],
  todos: [] as string[],
  rewards: [] as string[],
});

type TaskOrder = ReturnType<typeof EMPTY_ORDER>;
const tasksIn = (order: TaskOrder) =>
  order.habits.length + order.dailys.length + order.todos.length + order.rewards.length;
type GroupDocWithTasks = GroupDoc & { tasksOrder?: TaskOrder };

const groupTaskExtras = v.object({ requiresApproval: v.optional(v.boolean(paramMessage("paramTrueFalse"))) });
const assignInput = v.pipe(
  v.array(str(100, 1), paramMessage("paramListOfUserIds")),
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

/** A master task from player input; it belongs to no player. */
function masterTask(
  input: v.InferOutput<typeof createTaskInput>,
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

function assertCanEditChallenge(challenge: Challenge, user: User) {
  if (challenge.leaderId !== user._id && !isChallengeAdmin(user))
    throw new GameError("NotAuthorized", "onlyChallengeLeaderCanEditTasks");
}

/** Refuses anyone but the group's leaders and managers; answers true when only the challenge admin privilege let the user in. */
async function assertManager(db: Database, group: Group, user: User, allowChallengeAdmin = false): Promise<boolean> {
  const role = await loadRole(db, group.id, user._id);
  const manages = role === "leader" || role === "manager";
  if (!manages && !(allowChallengeAdmin && isChallengeAdmin(user)))
    throw new GameError("NotAuthorized", "onlyGroupLeaderOrManagerCanManageTasks");
  return !manages;
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

async function sharedGroup(db: Database, task: Task): Promise<Group> {
  const group = task.group?.id ? await loadGroup(db, task.group.id) : undefined;
  if (!group) throw new GameError("NotFound", "taskNotFound");
  return group;
}

/** Runs `change` on each player (skipping players who are gone), one guarded write each. */
async function forEachPlayer(
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

/** A group's task with each assignee's completion, read from their copies. */
async function withCompletion(db: Database, groupId: string, masters: Task[]): Promise<Task[]> {
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

async function editSharedTask(c: Context<AppEnv>, master: Task) {
  const db = database(c.env.DB);
  const me = c.get("user");
  const input = await body(
    c,
    v.object({ ...updateTaskInput.entries, requiresApproval: v.optional(v.boolean(paramMessage("paramTrueFalse"))) }),
  );
  let challenge: Challenge | undefined;
  if (master.challenge?.id) {
    challenge = await loadChallenge(db, master.challenge.id);
    if (!challenge) throw new GameError("NotFound", "taskNotFound");
    assertCanEditChallenge(challenge, me);
  } else {
    await assertManager(db, await sharedGroup(db, master), me);
  }
  const edited = applyTaskInput(structuredClone(master), { ...input, tags: undefined }, me, newId);
  if (input.requiresApproval !== undefined)
    edited.group = {
      ...edited.group,
      approval: { required: input.requiresApproval, requested: false, approved: false },
    };
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
    if (input.requiresApproval !== undefined)
      synced.group = {
        ...synced.group,
        approval: { ...(synced.group.approval ?? {}), required: input.requiresApproval },
      };
    statements.push(updateTaskStatement(db, synced));
  }
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return ok(c, edited);
}

async function deleteSharedTask(c: Context<AppEnv>, master: Task) {
  const db = database(c.env.DB);
  const me = c.get("user");
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
      return ok(c, {});
    }
  }
  const group = await sharedGroup(db, master);
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
  await startWork(c.env, groupTaskRemovalWork, workId, (work) => c.executionCtx.waitUntil(work));
  return ok(c, {});
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
    return c.req.method === "PUT" ? editSharedTask(c, master) : deleteSharedTask(c, master);
  }
  if (c.req.method === "DELETE") {
    await authenticate(c, async () => undefined);
    const user = c.get("user");
    if (!user) return;
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
  await next();
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
async function managedGroupTask(c: Context<AppEnv>, allowSelf?: string) {
  const db = database(c.env.DB);
  const me = c.get("user");
  const master = await loadMasterTask(db, c.req.param("taskId") ?? "");
  if (!master?.group?.id) throw new GameError("NotFound", "taskNotFound");
  const group = await sharedGroup(db, master);
  if (!(await loadRole(db, group.id, me._id))) throw new GameError("NotFound", "taskNotFound");
  if (allowSelf !== me._id) await assertManager(db, group, me);
  return { db, me, master, group };
}

async function copyOf(db: Database, master: Task, userId: string): Promise<Task | undefined> {
  return (await loadUserTasks(db, userId)).find((task) => task.group?.taskId === master._id);
}

export const challengeTaskRoutes = new Hono<AppEnv>()
  .put("/:taskId", sharedTaskGate)
  .delete("/:taskId", sharedTaskGate)
  .get("/challenge/:challengeId", authenticate, async (c) => {
    const db = database(c.env.DB);
    const { challenge } = await viewableChallenge(db, c.get("user"), c.req.param("challengeId") ?? "");
    return ok(c, orderedBy(await loadMasterTasks(db, { challengeId: challenge.id }), challenge.doc.tasksOrder));
  })
  .post("/challenge/:challengeId", authenticate, async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const { challenge } = await viewableChallenge(db, me, c.req.param("challengeId") ?? "");
    assertCanEditChallenge(challenge, me);
    const { raw, inputs } = await taskInputs(c);
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
    await startWork(c.env, challengeCopyWork, workId, (work) => c.executionCtx.waitUntil(work));
    c.set("user", (await loadUser(db, me._id)) ?? me);
    return ok(c, Array.isArray(raw) ? created : created[0], { status: 201 });
  })
  .post("/unlink-one/:taskId", authenticate, async (c) => {
    const keep = validate(
      v.picklist(["keep", "remove"], paramMessage("paramEither", { first: "keep", second: "remove" })),
      c.req.query("keep"),
    );
    const db = database(c.env.DB);
    const { user } = await updateUser(db, c.get("user")._id, async (fresh) => {
      const task = (await loadUserTasks(db, fresh._id)).find((entry) => entry._id === c.req.param("taskId"));
      if (!task) throw new GameError("NotFound", "taskNotFound");
      if (!task.challenge?.id) throw new GameError("BadRequest", "taskNotInChallenge");
      if (!task.challenge.broken) throw new GameError("BadRequest", "cantOnlyUnlinkChalTask");
      if (keep === "remove") {
        removeFromOrder(fresh, task);
        return { user: fresh, result: null, extra: [deleteTasksStatement(db, [task._id])] };
      }
      return { user: fresh, result: null, extra: [updateTaskStatement(db, { ...task, challenge: {} })] };
    });
    c.set("user", user);
    return ok(c, {});
  })
  .post("/unlink-all/:challengeId", authenticate, async (c) => {
    const keep = validate(
      v.picklist(["keep-all", "remove-all"], paramMessage("paramEither", { first: "keep-all", second: "remove-all" })),
      c.req.query("keep"),
    );
    const db = database(c.env.DB);
    const challengeId = c.req.param("challengeId") ?? "";
    const { user } = await updateUser(db, c.get("user")._id, async (fresh) => {
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
    c.set("user", user);
    return ok(c, {});
  })
  .get("/group/:groupId", authenticate, async (c) => {
    const db = database(c.env.DB);
    const access = await memberGroup(db, c.get("user"), c.req.param("groupId") ?? "");
    const masters = await loadMasterTasks(db, { groupId: access.group.id });
    const order = (access.group.doc as GroupDocWithTasks).tasksOrder ?? EMPTY_ORDER();
    return ok(c, await withCompletion(db, access.group.id, orderedBy(masters, order)));
  })
  .post("/group/:groupId", authenticate, async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const access = await memberGroup(db, me, c.req.param("groupId") ?? "");
    if (access.group.type === "tavern") throw new GameError("NotAuthorized", "tavernHasNoSharedTasks");
    await assertManager(db, access.group, me);
    const { raw, inputs } = await taskInputs(c);
    const now = new Date();
    const created = inputs.map((input) =>
      masterTask(
        input,
        me,
        {
          challenge: {},
          group: {
            id: access.group.id,
            assignedUsers: [],
            assignedUsersDetail: {},
            approval: { required: Boolean(input.requiresApproval), requested: false, approved: false },
          },
        },
        now,
      ),
    );
    await updateGroup(db, access.group.id, (group) => {
      const doc = group.doc as GroupDocWithTasks;
      const order = doc.tasksOrder ?? EMPTY_ORDER();
      if (tasksIn(order) + created.length > GROUP_TASKS_MAX)
        throw new GameError("NotAuthorized", "groupTasksMax", { max: GROUP_TASKS_MAX });
      for (const task of created)
        order[({ habit: "habits", daily: "dailys", todo: "todos", reward: "rewards" } as const)[task.type]].unshift(
          task._id,
        );
      doc.tasksOrder = order;
      return { group, result: null, extra: created.map((task) => insertMasterTaskStatement(db, task)) };
    });
    return ok(c, Array.isArray(raw) ? created : created[0], { status: 201 });
  })
  .post("/:taskId/assign", authenticate, async (c) => {
    const { db, master, group, me } = await managedGroupTask(c);
    const raw = await readJson(c);
    const ids = validate(assignInput, Array.isArray(raw) ? raw : ((raw as Record<string, unknown>)?.userIds ?? raw));
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
    return ok(c, (await withCompletion(db, group.id, [updatedMaster]))[0]);
  })
  .post("/:taskId/unassign/:userId", authenticate, async (c) => {
    const userId = c.req.param("userId") ?? "";
    const { db, master, group } = await managedGroupTask(c, userId);
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
    c.set("user", (await loadUser(db, c.get("user")._id)) ?? c.get("user"));
    return ok(c, (await withCompletion(db, group.id, [master]))[0]);
  })
  .post("/:taskId/needs-work/:userId", authenticate, async (c) => {
    const userId = c.req.param("userId") ?? "";
    const { db, master, me } = await managedGroupTask(c);
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
    return ok(c, {}, { messageKey: "taskNeedsWork" });
  })
  .post("/:taskId/approve/:userId", authenticate, async (c) => {
    const userId = c.req.param("userId") ?? "";
    const { db, master, me, group } = await managedGroupTask(c);
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
    return ok(c, approved, { messageKey: "taskApproved" });
  });

/** POST /group-tasks/{id}/move/to/{position}: the group's board order, by its leader or managers. */
export const groupTaskOrderRoutes = new Hono<AppEnv>().post("/:taskId/move/to/:position", authenticate, async (c) => {
  const position = validate(positionParam, c.req.param("position") ?? "");
  const { db, master, group } = await managedGroupTask(c);
  const updated = await updateGroup(db, group.id, (fresh) => {
    const doc = fresh.doc as GroupDocWithTasks;
    const order = doc.tasksOrder ?? EMPTY_ORDER();
    const holder = { tasksOrder: order } as unknown as User;
    const result = moveTask(holder, master, position);
    doc.tasksOrder = holder.tasksOrder as TaskOrder;
    return { group: fresh, result };
  });
  return ok(c, updated?.result ?? []);
});

/** GET /approvals/group/{id}: assigned tasks waiting for the leader's or a manager's approval. */
export const approvalRoutes = new Hono<AppEnv>().get("/group/:groupId", authenticate, async (c) => {
  const db = database(c.env.DB);
  const me = c.get("user");
  const access = await memberGroup(db, me, c.req.param("groupId") ?? "");
  await assertManager(db, access.group, me);
  const copies = await loadCopies(db, { groupId: access.group.id });
  const waiting = copies.filter((copy) => copy.group.approval?.requested && !copy.group.approval.approved);
  const names = new Map<string, string>();
  for (const id of new Set(waiting.map((copy) => copy.userId))) {
    const user = await loadUser(db, id);
    if (user) names.set(id, user.auth.local.username);
  }
  return ok(
    c,
    waiting.map((copy) => ({ ...copy, userId: copy.userId, username: names.get(copy.userId) ?? "" })),
  );
});

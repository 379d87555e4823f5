/**
 * The task, tag and shared-task routes answer as the original game's API does (issue 27):
 * answers without messages, ids checked before lookups, and the /tasks/{id} routes on a
 * challenge's or group's own task for those allowed.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { database } from "../../db/client";
import { MASTER_HISTORY_MAX } from "../../db/masterTaskScores";
import { tasks as tasksTable } from "../../db/schema";
import { eq } from "drizzle-orm";
import { createGuild, debugSet, partyWith } from "./groups.helpers";
import { api, register, type Credentials } from "./helpers";
import { requestQueuing } from "./webhookQueue";

async function create(account: Credentials, body: unknown) {
  const response = await api("POST", "/tasks/user", { auth: account, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

describe("answers with data alone, as the original sends them", () => {
  it("clears completed to-dos with an empty object and no message", async () => {
    const account = await register();
    const todo = await create(account, { type: "todo", text: "Done soon" });
    await api("POST", `/tasks/${todo._id}/score/up`, { auth: account });
    const cleared = await api("POST", "/tasks/clearCompletedTodos", { auth: account });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toEqual({});
    expect(cleared.body.message).toBeUndefined();
    expect((await api("GET", `/tasks/${todo._id}`, { auth: account })).status).toBe(404);
  });

  it("answers approving and sending back a group task with the task and no message", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [leader, member] = accounts;
    const master = (
      await api("POST", `/tasks/group/${groupId}`, {
        auth: leader,
        body: { type: "todo", text: "Sweep the hall", requiresApproval: true },
      })
    ).body.data;
    expect((await api("POST", `/tasks/${master._id}/assign`, { auth: leader, body: [member.id] })).status).toBe(200);
    const copy = (await api("GET", "/tasks/user", { auth: member })).body.data.find(
      (task: { group?: { taskId?: string } }) => task.group?.taskId === master._id,
    );
    await api("POST", `/tasks/${copy._id}/score/up`, { auth: member });

    const sentBack = await api("POST", `/tasks/${master._id}/needs-work/${member.id}`, { auth: leader });
    expect(sentBack.status, JSON.stringify(sentBack.body)).toBe(200);
    expect(sentBack.body.message).toBeUndefined();
    expect(sentBack.body.data._id).toBe(master._id);
    expect(sentBack.body.data.group.assignedUsersDetail[member.id].completed).toBe(false);

    await api("POST", `/tasks/${copy._id}/score/up`, { auth: member });
    const approved = await api("POST", `/tasks/${master._id}/approve/${member.id}`, { auth: leader });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.message).toBeUndefined();
    expect(approved.body.data).toMatchObject({ _id: copy._id, completed: true });
  });
});

describe("group task routes check their ids before any lookup", () => {
  it("refuses ids that are not UUIDs as bad requests, and changes nothing", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [leader, member] = accounts;
    const master = (
      await api("POST", `/tasks/group/${groupId}`, { auth: leader, body: { type: "todo", text: "Dust" } })
    ).body.data;
    const cases: [string, unknown?][] = [
      ["/tasks/not-a-task/assign", [member.id]],
      [`/tasks/${master._id}/assign`, ["not-a-player"]],
      [`/tasks/not-a-task/unassign/${member.id}`],
      [`/tasks/${master._id}/unassign/not-a-player`],
      [`/tasks/not-a-task/approve/${member.id}`],
      [`/tasks/${master._id}/approve/not-a-player`],
      [`/tasks/not-a-task/needs-work/${member.id}`],
      [`/tasks/${master._id}/needs-work/not-a-player`],
    ];
    for (const [path, body] of cases) {
      const response = await api("POST", path, { auth: leader, body });
      expect(response.status, path).toBe(400);
      expect(response.body.error, path).toBe("BadRequest");
    }
    const board = (await api("GET", `/tasks/group/${groupId}`, { auth: leader })).body.data;
    expect(board.find((task: { _id: string }) => task._id === master._id).group.assignedUsers).toEqual([]);
  });
});

describe("tags as the original answers them", () => {
  it("refuses a tag id that is not a UUID as a bad request, and an unknown UUID as not found", async () => {
    const account = await register();
    for (const method of ["GET", "PUT", "DELETE"]) {
      const body = method === "PUT" ? { name: "Renamed" } : undefined;
      const malformed = await api(method, "/tags/not-a-tag", { auth: account, body });
      expect(malformed.status, method).toBe(400);
      expect(malformed.body.error).toBe("BadRequest");
      const unknown = await api(method, `/tags/${crypto.randomUUID()}`, { auth: account, body });
      expect(unknown.status, method).toBe(404);
      expect(unknown.body.error).toBe("NotFound");
    }
  });

  it("answers reordering with an empty object; the new order is in the tag list", async () => {
    const account = await register();
    const tag = (await api("POST", "/tags", { auth: account, body: { name: "Evening" } })).body.data;
    const reordered = await api("POST", "/reorder-tags", { auth: account, body: { tagId: tag.id, to: 0 } });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data).toEqual({});
    expect((await api("GET", "/tags", { auth: account })).body.data[0].id).toBe(tag.id);
    const missing = await api("POST", "/reorder-tags", { auth: account, body: { tagId: "nope", to: 0 } });
    expect(missing.status).toBe(404);
  });
});

/** A guild's challenge with a habit, a daily and a to-do, joined by one member. */
async function joinedChallenge() {
  const leader = await register();
  const member = await register();
  const stranger = await register();
  const guildId = await createGuild(leader);
  await api("POST", `/groups/${guildId}/join`, { auth: member });
  const created = await api("POST", "/challenges", {
    auth: leader,
    body: { group: guildId, name: "Morning pages", shortName: "pages", summary: "Write each morning" },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const challengeId = created.body.data._id;
  const made = await api("POST", `/tasks/challenge/${challengeId}`, {
    auth: leader,
    body: [
      { type: "habit", text: "Write a line" },
      { type: "daily", text: "Three pages" },
      { type: "todo", text: "Fill a notebook", checklist: [{ text: "First half" }] },
    ],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const [habit, daily, todo] = made.body.data;
  expect((await api("POST", `/challenges/${challengeId}/join`, { auth: member })).status).toBe(200);
  const copies = (await api("GET", "/tasks/user", { auth: member })).body.data.filter(
    (task: { challenge?: { id?: string } }) => task.challenge?.id === challengeId,
  );
  const copyOf = (master: { _id: string }) =>
    copies.find((task: { challenge: { taskId: string } }) => task.challenge.taskId === master._id);
  return { leader, member, stranger, challengeId, habit, daily, todo, copyOf };
}

async function readMaster(id: string) {
  const row = await database(env.DB).select().from(tasksTable).where(eq(tasksTable.id, id)).get();
  return row?.doc as { value: number; history?: { date: number; value: number; scoredUp?: number }[] };
}

describe("GET /tasks/{id} of a challenge's or group's own task", () => {
  it("shows a challenge's task to its leader, members and challenge admins, and hides it from others", async () => {
    const { leader, member, stranger, habit } = await joinedChallenge();
    for (const reader of [leader, member]) {
      const read = await api("GET", `/tasks/${habit._id}`, { auth: reader });
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      expect(read.body.data).toMatchObject({ _id: habit._id, text: "Write a line" });
    }
    const hidden = await api("GET", `/tasks/${habit._id}`, { auth: stranger });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ success: false, error: "NotFound" });
    await debugSet(stranger, { "permissions.challengeAdmin": true });
    expect((await api("GET", `/tasks/${habit._id}`, { auth: stranger })).status).toBe(200);
  });

  it("shows a group's task to the group's members only", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [leader, member] = accounts;
    const stranger = await register();
    const master = (await api("POST", `/tasks/group/${groupId}`, { auth: leader, body: { type: "todo", text: "Mop" } }))
      .body.data;
    const read = await api("GET", `/tasks/${master._id}`, { auth: member });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ _id: master._id, group: { id: groupId } });
    expect((await api("GET", `/tasks/${master._id}`, { auth: stranger })).status).toBe(404);
  });
});

describe("checklists of a challenge's own task", () => {
  it("are changed by the challenge's leader, and every member's copy follows", async () => {
    const { leader, member, stranger, todo, habit, copyOf } = await joinedChallenge();
    const added = await api("POST", `/tasks/${todo._id}/checklist`, { auth: leader, body: { text: "Second half" } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.checklist.map((item: { text: string }) => item.text)).toEqual(["First half", "Second half"]);
    const second = added.body.data.checklist[1];

    const edited = await api("PUT", `/tasks/${todo._id}/checklist/${second.id}`, {
      auth: leader,
      body: { text: "The rest" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.checklist[1]).toMatchObject({ id: second.id, text: "The rest" });
    const copy = (await api("GET", `/tasks/${copyOf(todo)._id}`, { auth: member })).body.data;
    expect(copy.checklist.map((item: { text: string }) => item.text)).toEqual(["First half", "The rest"]);

    const removed = await api("DELETE", `/tasks/${todo._id}/checklist/${second.id}`, { auth: leader });
    expect(removed.status).toBe(200);
    expect(removed.body.data.checklist).toHaveLength(1);

    // A member or a stranger may not change it; a habit has no checklist; ticks are the members' own.
    for (const other of [member, stranger]) {
      const refused = await api("POST", `/tasks/${todo._id}/checklist`, { auth: other, body: { text: "Mine" } });
      expect(refused.status).toBe(401);
      expect(refused.body.error).toBe("NotAuthorized");
    }
    const onHabit = await api("POST", `/tasks/${habit._id}/checklist`, { auth: leader, body: { text: "No" } });
    expect(onHabit.status).toBe(400);
    const first = removed.body.data.checklist[0];
    expect((await api("POST", `/tasks/${todo._id}/checklist/${first.id}/score`, { auth: leader })).status).toBe(404);
    const afterAll = (await api("GET", `/tasks/${todo._id}`, { auth: leader })).body.data;
    expect(afterAll.checklist.map((item: { text: string }) => item.text)).toEqual(["First half"]);
  });

  it("lets the leader edit and delete the challenge's task, and no one else", async () => {
    const { leader, member, daily } = await joinedChallenge();
    expect((await api("PUT", `/tasks/${daily._id}`, { auth: member, body: { text: "Mine" } })).status).toBe(401);
    expect((await api("DELETE", `/tasks/${daily._id}`, { auth: member })).status).toBe(401);
    const edited = await api("PUT", `/tasks/${daily._id}`, { auth: leader, body: { text: "Two pages" } });
    expect(edited.status).toBe(200);
    expect(edited.body.data.text).toBe("Two pages");
    expect((await api("DELETE", `/tasks/${daily._id}`, { auth: leader })).status).toBe(200);
    expect((await api("GET", `/tasks/${daily._id}`, { auth: leader })).status).toBe(404);
  });
});

describe("a member's score reaches the challenge's own task", () => {
  it("moves its value and keeps one history entry a day, with the day's counts for a habit", async () => {
    const { member, habit, daily, copyOf } = await joinedChallenge();
    const first = await api("POST", `/tasks/${copyOf(habit)._id}/score/up`, { auth: member });
    const second = await api("POST", `/tasks/${copyOf(habit)._id}/score/up`, { auth: member });
    const third = await api("POST", `/tasks/${copyOf(habit)._id}/score/down`, { auth: member });
    const deltas = [first, second, third].map((response) => response.body.data.delta as number);
    const shared = await readMaster(habit._id);
    expect(shared.value).toBeCloseTo(deltas[0] + deltas[1] + deltas[2], 6);
    expect(shared.history).toHaveLength(1);
    expect(shared.history?.[0]).toMatchObject({ scoredUp: 2, scoredDown: 1 });
    expect(shared.history?.[0].value).toBeCloseTo(shared.value, 6);

    const checked = await api("POST", `/tasks/${copyOf(daily)._id}/score/up`, { auth: member });
    const sharedDaily = await readMaster(daily._id);
    expect(sharedDaily.value).toBeCloseTo(checked.body.data.delta, 6);
    expect(sharedDaily.history).toHaveLength(1);
  });

  it("keeps the challenge task's history bounded", async () => {
    const { member, habit, copyOf } = await joinedChallenge();
    const day = 86_400_000;
    const old = Array.from({ length: MASTER_HISTORY_MAX }, (_, index) => ({
      date: Date.now() - (MASTER_HISTORY_MAX - index + 1) * day,
      value: index,
      scoredUp: 1,
      scoredDown: 0,
    }));
    const db = database(env.DB);
    const row = await readMaster(habit._id);
    await db
      .update(tasksTable)
      .set({ doc: { ...row, history: old } })
      .where(eq(tasksTable.id, habit._id));
    await api("POST", `/tasks/${copyOf(habit)._id}/score/up`, { auth: member });
    const shared = await readMaster(habit._id);
    expect(shared.history).toHaveLength(MASTER_HISTORY_MAX);
    expect(shared.history?.[0].value).toBe(1);
    expect(shared.history?.at(-1)).toMatchObject({ scoredUp: 1, scoredDown: 0 });
  });
});

describe("scoring a group's task by its id", () => {
  it("scores an assigned member's own copy, and refuses members it is not assigned to and strangers", async () => {
    const { groupId, accounts } = await partyWith(3);
    const [leader, member, other] = accounts;
    const stranger = await register();
    const master = (
      await api("POST", `/tasks/group/${groupId}`, { auth: leader, body: { type: "todo", text: "Water the fern" } })
    ).body.data;
    expect((await api("POST", `/tasks/${master._id}/assign`, { auth: leader, body: [member.id] })).status).toBe(200);

    const scored = await api("POST", `/tasks/${master._id}/score/up`, { auth: member });
    expect(scored.status, JSON.stringify(scored.body)).toBe(200);
    expect(scored.body.data.delta).toBeGreaterThan(0);
    const copy = (
      await api("GET", "/tasks/completedTodos".replace("/tasks/", "/tasks/user?type="), { auth: member })
    ).body.data.find((task: { group?: { taskId?: string } }) => task.group?.taskId === master._id);
    expect(copy).toMatchObject({ completed: true });
    const board = (await api("GET", `/tasks/${master._id}`, { auth: leader })).body.data;
    expect(board.group.assignedUsersDetail[member.id].completed).toBe(true);
    expect(board.value).toBeCloseTo(scored.body.data.delta, 6);

    const notAssigned = await api("POST", `/tasks/${master._id}/score/up`, { auth: other });
    expect(notAssigned.status).toBe(401);
    expect(notAssigned.body.error).toBe("NotAuthorized");
    const outsider = await api("POST", `/tasks/${master._id}/score/up`, { auth: stranger });
    expect(outsider.status).toBe(404);
  });
});

describe("ids checked before lookups on the task routes", () => {
  it("refuses a challenge, group or task id that is not a UUID as a bad request", async () => {
    const account = await register();
    const cases: [string, string, unknown?][] = [
      ["GET", "/tasks/challenge/not-a-challenge"],
      ["POST", "/tasks/challenge/not-a-challenge", { type: "todo", text: "Nope" }],
      ["POST", "/tasks/unlink-one/not-a-task?keep=keep"],
      ["POST", "/tasks/unlink-all/not-a-challenge?keep=keep-all"],
      ["GET", "/tasks/group/not-a-group"],
      ["POST", "/tasks/group/not-a-group", { type: "todo", text: "Nope" }],
      ["GET", "/approvals/group/not-a-group"],
    ];
    for (const [method, path, body] of cases) {
      const response = await api(method, path, { auth: account, body });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(response.body.error).toBe("BadRequest");
    }
  });

  it("refuses an unknown tag before looking for the task, and malformed item and tag ids", async () => {
    const account = await register();
    const unknownTag = await api("POST", `/tasks/${crypto.randomUUID()}/tags/${crypto.randomUUID()}`, {
      auth: account,
    });
    expect(unknownTag.status).toBe(400);
    const todo = await create(account, { type: "todo", text: "Pack", checklist: [{ text: "Socks" }] });
    const item = todo.checklist[0];
    expect((await api("DELETE", `/tasks/${todo._id}/tags/not-a-tag`, { auth: account })).status).toBe(400);
    expect((await api("DELETE", `/tasks/${todo._id}/tags/${crypto.randomUUID()}`, { auth: account })).status).toBe(404);
    expect((await api("POST", `/tasks/${todo._id}/checklist/not-an-item/score`, { auth: account })).status).toBe(400);
    const unknownItem = await api("POST", `/tasks/${todo._id}/checklist/${crypto.randomUUID()}/score`, {
      auth: account,
    });
    expect(unknownItem.status).toBe(404);
    const ticked = await api("POST", `/tasks/${todo._id}/checklist/${item.id}/score`, { auth: account });
    expect(ticked.body.data.checklist[0].completed).toBe(true);
  });
});

describe("clearing completed to-dos", () => {
  it("keeps a completed copy of a group's task while it is on the group's board", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [leader, member] = accounts;
    const master = (
      await api("POST", `/tasks/group/${groupId}`, { auth: leader, body: { type: "todo", text: "Fold the laundry" } })
    ).body.data;
    await api("POST", `/tasks/${master._id}/assign`, { auth: leader, body: [member.id] });
    const own = await create(member, { type: "todo", text: "Mine" });
    await api("POST", `/tasks/${master._id}/score/up`, { auth: member });
    await api("POST", `/tasks/${own._id}/score/up`, { auth: member });
    await api("POST", "/tasks/clearCompletedTodos", { auth: member });
    const left = (await api("GET", "/tasks/user?type=completedTodos", { auth: member })).body.data;
    expect(left.map((task: { text: string }) => task.text)).toEqual(["Fold the laundry"]);
  });
});

describe("moving a challenge's own task", () => {
  it("reorders the challenge's list for its leader, and refuses a member", async () => {
    const { leader, member, challengeId, todo } = await joinedChallenge();
    const second = (
      await api("POST", `/tasks/challenge/${challengeId}`, { auth: leader, body: { type: "todo", text: "Buy ink" } })
    ).body.data;
    // New tasks go on top: the list is [Buy ink, Fill a notebook]; move the notebook to the top.
    const moved = await api("POST", `/tasks/${todo._id}/move/to/0`, { auth: leader });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toEqual([todo._id, second._id]);
    const listed = (await api("GET", `/tasks/challenge/${challengeId}?type=todos`, { auth: leader })).body.data;
    expect(listed.map((task: { _id: string }) => task._id)).toEqual([todo._id, second._id]);
    expect((await api("POST", `/tasks/${second._id}/move/to/0`, { auth: member })).status).toBe(401);
  });
});

describe("ticking a checklist item", () => {
  it("tells a webhook that asked for it, with the task and the item", async () => {
    const account = await register();
    await api("POST", "/user/webhook", {
      auth: account,
      body: { url: "https://hooks.test/ok/ticks", options: { checklistScored: true, scored: false } },
    });
    const todo = await create(account, { type: "todo", text: "Pack", checklist: [{ text: "Socks" }] });
    const item = todo.checklist[0];
    const ticked = await requestQueuing("POST", `/tasks/${todo._id}/checklist/${item.id}/score`, account);
    expect(ticked.status).toBe(200);
    expect(ticked.queued).toHaveLength(1);
    expect(ticked.queued[0].payload).toMatchObject({
      type: "checklistScored",
      webhookType: "taskActivity",
      task: { _id: todo._id },
      item: { id: item.id, completed: true },
      user: { _id: account.id },
    });
  });
});

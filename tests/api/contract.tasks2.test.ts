/**
 * The task, tag and shared-task routes answer as the original game's API does (issue 27):
 * answers without messages, ids checked before lookups, and the /tasks/{id} routes on a
 * challenge's or group's own task for those allowed.
 */
import { describe, expect, it } from "vitest";
import { partyWith } from "./groups.helpers";
import { api, register, type Credentials } from "./helpers";

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

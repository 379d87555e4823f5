import { describe, expect, it } from "vitest";
import { addMember, createGuild, me, partyWith } from "./groups.helpers";
import { api, register } from "./helpers";

describe("shared group tasks", () => {
  it("leaders and managers create, assign, approve; members see their completion", async () => {
    const { groupId, accounts } = await partyWith(3);
    const [leader, manager, member] = accounts;
    expect(
      (await api("POST", `/groups/${groupId}/add-manager`, { auth: leader, body: { managerId: manager.id } })).status,
    ).toBe(200);

    const refused = await api("POST", `/tasks/group/${groupId}`, {
      auth: member,
      body: { type: "todo", text: "Nope" },
    });
    expect(refused.status).toBe(401);
    const created = await api("POST", `/tasks/group/${groupId}`, {
      auth: manager,
      body: [
        { type: "todo", text: "Wash the dishes", requiresApproval: true },
        { type: "daily", text: "Water the plants" },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [dishes, plants] = created.body.data;
    expect(dishes.group).toMatchObject({ id: groupId, approval: { required: true } });

    expect((await api("POST", `/tasks/${dishes._id}/assign`, { auth: member, body: [member.id] })).status).toBe(401);
    const stranger = await register();
    expect((await api("POST", `/tasks/${dishes._id}/assign`, { auth: leader, body: [stranger.id] })).status).toBe(404);
    const assigned = await api("POST", `/tasks/${dishes._id}/assign`, { auth: leader, body: [member.id] });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.data.group.assignedUsers).toEqual([member.id]);
    expect(assigned.body.data.group.assignedUsersDetail[member.id]).toMatchObject({
      completed: false,
      assignedUsername: member.username,
    });

    const copy = (await api("GET", "/tasks/user", { auth: member })).body.data.find(
      (task: any) => task.group?.taskId === dishes._id,
    );
    expect(copy).toMatchObject({ text: "Wash the dishes", userId: member.id });
    expect((await me(member)).notifications.some((n: any) => n.type === "GROUP_TASK_ASSIGNED")).toBe(true);
    // An assigned task stays until the group takes it back.
    expect((await api("DELETE", `/tasks/${copy._id}`, { auth: member })).status).toBe(401);

    // Completing asks for approval first.
    const asked = await api("POST", `/tasks/${copy._id}/score/up`, { auth: member });
    expect(asked.status).toBe(200);
    expect(asked.body.data._tmp.approvalRequested).toBe(true);
    expect((await api("GET", `/approvals/group/${groupId}`, { auth: member })).status).toBe(401);
    const approvals = await api("GET", `/approvals/group/${groupId}`, { auth: manager });
    expect(approvals.body.data.map((task: any) => [task.text, task.userId])).toEqual([["Wash the dishes", member.id]]);

    const needsWork = await api("POST", `/tasks/${dishes._id}/needs-work/${member.id}`, { auth: leader });
    expect(needsWork.status).toBe(200);
    expect((await api("GET", `/approvals/group/${groupId}`, { auth: manager })).body.data).toEqual([]);
    expect((await api("POST", `/tasks/${dishes._id}/approve/${member.id}`, { auth: leader })).status).toBe(400);

    await api("POST", `/tasks/${copy._id}/score/up`, { auth: member });
    const before = await me(member);
    const approved = await api("POST", `/tasks/${dishes._id}/approve/${member.id}`, { auth: manager });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const after = await me(member);
    expect(after.stats.gp).toBeGreaterThan(before.stats.gp);
    expect(after.notifications.some((n: any) => n.type === "GROUP_TASK_APPROVED")).toBe(true);

    const board = await api("GET", `/tasks/group/${groupId}`, { auth: member });
    expect(board.status).toBe(200);
    const row = board.body.data.find((task: any) => task._id === dishes._id);
    expect(row.group.assignedUsersDetail[member.id].completed).toBe(true);

    // Order of the board.
    const moved = await api("POST", `/group-tasks/${dishes._id}/move/to/0`, { auth: leader });
    expect(moved.status).toBe(200);
    expect(moved.body.data[0]).toBe(dishes._id);
    expect((await api("POST", `/group-tasks/${dishes._id}/move/to/0`, { auth: member })).status).toBe(401);

    // Edit flows into the copy; members cannot edit or delete the group's task.
    expect((await api("PUT", `/tasks/${plants._id}`, { auth: member, body: { text: "Mine" } })).status).toBe(401);
    await api("POST", `/tasks/${plants._id}/assign`, { auth: leader, body: [member.id, manager.id] });
    const edited = await api("PUT", `/tasks/${plants._id}`, { auth: leader, body: { text: "Water every plant" } });
    expect(edited.status).toBe(200);
    const plantCopy = (await api("GET", "/tasks/user", { auth: manager })).body.data.find(
      (task: any) => task.group?.taskId === plants._id,
    );
    expect(plantCopy.text).toBe("Water every plant");

    // A member may unassign themselves; others only by a manager.
    expect((await api("POST", `/tasks/${plants._id}/unassign/${manager.id}`, { auth: member })).status).toBe(401);
    const unassigned = await api("POST", `/tasks/${plants._id}/unassign/${member.id}`, { auth: member });
    expect(unassigned.status).toBe(200);
    expect(unassigned.body.data.group.assignedUsers).toEqual([manager.id]);

    expect((await api("DELETE", `/tasks/${plants._id}`, { auth: member })).status).toBe(401);
    expect((await api("DELETE", `/tasks/${plants._id}`, { auth: leader })).status).toBe(200);
    expect(
      (await api("GET", "/tasks/user", { auth: manager })).body.data.some(
        (task: any) => task.group?.taskId === plants._id,
      ),
    ).toBe(false);
    expect(
      (await api("GET", `/tasks/group/${groupId}`, { auth: leader })).body.data.map((task: any) => task._id),
    ).toEqual([dishes._id]);
  });

  it("stay within the group", async () => {
    const leader = await register();
    const outsider = await register();
    const guildId = await createGuild(leader, { privacy: "private" });
    expect((await api("GET", `/tasks/group/${guildId}`, { auth: outsider })).status).toBe(404);
    expect(
      (await api("POST", `/tasks/group/${guildId}`, { auth: outsider, body: { type: "todo", text: "x" } })).status,
    ).toBe(404);
    const created = await api("POST", `/tasks/group/${guildId}`, {
      auth: leader,
      body: { type: "habit", text: "Stretch" },
    });
    expect(
      (await api("POST", `/tasks/${created.body.data._id}/assign`, { auth: outsider, body: [outsider.id] })).status,
    ).toBe(404);
    expect((await api("GET", `/approvals/group/${guildId}`, { auth: outsider })).status).toBe(404);
    expect(
      (await api("POST", "/tasks/group/habitrpg", { auth: leader, body: { type: "todo", text: "x" } })).status,
    ).toBe(401);
    await addMember(guildId, leader, outsider);
    expect((await api("GET", `/tasks/group/${guildId}`, { auth: outsider })).body.data.length).toBe(1);
  });
});

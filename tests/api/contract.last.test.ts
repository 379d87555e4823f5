/**
 * The last small differences from the original game's API (issue 27): support cannot hand a
 * running group plan to another leader, a list of scores names a group's task by its own id,
 * staff-written news sets the players' "new stuff" flag, and the model routes' answers.
 */
import { describe, expect, it } from "vitest";
import { t } from "../../content/i18n";
import { staff } from "./admin.helpers";
import { partyWith } from "./groups.helpers";
import { api, type Credentials, register } from "./helpers";
import { buyWithSimulator } from "./payments.helpers";

async function planGuildWithMember(leader: Credentials, member: Credentials) {
  const { started } = await buyWithSimulator(leader, { type: "group-plan", groupPlan: { name: "Weekly chores" } });
  const groupId = started.groupId as string;
  await api("POST", `/groups/${groupId}/invite`, { auth: leader, body: { uuids: [member.id] } });
  expect((await api("POST", `/groups/${groupId}/join`, { auth: member })).status).toBe(200);
  return groupId;
}

describe("support and a running group plan", () => {
  it("refuses to change the leader of a group whose plan runs, and changes nothing", async () => {
    const leader = await register();
    const member = await register();
    const groupId = await planGuildWithMember(leader, member);
    const refused = await api("PUT", `/admin/groups/${groupId}`, {
      auth: await staff("groupSupport"),
      body: { leader: member.id, name: "Renamed by support" },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(401);
    expect(refused.body).toMatchObject({
      success: false,
      error: "NotAuthorized",
      message: t("cannotChangeLeaderWithActiveGroupPlan"),
    });
    const group = (await api("GET", `/groups/${groupId}`, { auth: leader })).body.data;
    expect(group.leader._id).toBe(leader.id);
    expect(group.name).not.toBe("Renamed by support");
  });

  it("still changes the leader of a group without a plan", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [leader, member] = accounts;
    const changed = await api("PUT", `/admin/groups/${groupId}`, {
      auth: await staff("groupSupport"),
      body: { leader: member.id },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await api("GET", `/groups/${groupId}`, { auth: leader })).body.data.leader._id).toBe(member.id);
  });
});

describe("a list of scores names a group's task by its own id", () => {
  it("scores an assigned member's own copy; a member it is not assigned to is refused and nothing is scored", async () => {
    const { groupId, accounts } = await partyWith(3);
    const [leader, member, other] = accounts;
    const master = (
      await api("POST", `/tasks/group/${groupId}`, { auth: leader, body: { type: "habit", text: "Stretch" } })
    ).body.data;
    expect((await api("POST", `/tasks/${master._id}/assign`, { auth: leader, body: [member.id] })).status).toBe(200);
    const own = (await api("POST", "/tasks/user", { auth: member, body: { type: "habit", text: "Drink water" } })).body
      .data;

    const scored = await api("POST", "/tasks/bulk-score", {
      auth: member,
      body: [
        { id: master._id, direction: "up" },
        { id: own._id, direction: "up" },
      ],
    });
    expect(scored.status, JSON.stringify(scored.body)).toBe(200);
    expect(scored.body.data.tasks).toHaveLength(2);
    const tasks = (await api("GET", "/tasks/user", { auth: member })).body.data;
    const copy = tasks.find((task: { group?: { taskId?: string } }) => task.group?.taskId === master._id);
    expect(scored.body.data.tasks[0].id).toBe(copy._id);
    expect(copy.value).toBeGreaterThan(0);
    expect(copy.counterUp).toBe(1);

    const before = (await api("GET", "/user", { auth: other })).body.data.stats;
    const refused = await api("POST", "/tasks/bulk-score", {
      auth: other,
      body: [{ id: master._id, direction: "up" }],
    });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: "NotAuthorized", message: t("groupTaskNotAssignedToYou") });
    expect((await api("GET", "/user", { auth: other })).body.data.stats).toEqual(before);

    const stranger = await register();
    const unknown = await api("POST", "/tasks/bulk-score", {
      auth: stranger,
      body: [{ id: master._id, direction: "up" }],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(t("taskNotFound"));
  });
});

/**
 * POST /tasks/bulk-score names a group's task by the group task's own id in both its forms: the
 * public API's list (all or nothing) and the web client's `{ scores }` (each score on its own),
 * as the single score route does. A member it is not assigned to, or a stranger, is refused.
 */
import { describe, expect, it } from "vitest";
import { t } from "../../content/i18n";
import { partyWith } from "./groups.helpers";
import { api, type Credentials, register } from "./helpers";

type Listed = { _id: string; value: number; counterUp?: number; group?: { taskId?: string } };

async function groupHabitFor(leader: Credentials, groupId: string, assignee: Credentials) {
  const master = (
    await api("POST", `/tasks/group/${groupId}`, { auth: leader, body: { type: "habit", text: "Water the plants" } })
  ).body.data as { _id: string };
  expect((await api("POST", `/tasks/${master._id}/assign`, { auth: leader, body: [assignee.id] })).status).toBe(200);
  return master;
}

async function copyOf(account: Credentials, masterId: string) {
  const tasks = (await api("GET", "/tasks/user", { auth: account })).body.data as Listed[];
  return tasks.find((task) => task.group?.taskId === masterId);
}

async function ownHabit(account: Credentials) {
  return (await api("POST", "/tasks/user", { auth: account, body: { type: "habit", text: "Read a page" } })).body
    .data as { _id: string };
}

/** The web client's offline queue sends its scores as `{ scores }`. */
function sendQueued(account: Credentials, scores: { id: string; direction: "up" | "down"; actionId?: string }[]) {
  return api("POST", "/tasks/bulk-score", { auth: account, body: { scores } });
}

describe("POST /tasks/bulk-score with { scores } and a group's task id", () => {
  it("scores the assigned member's own copy, once per action id, as the list form does", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [leader, member] = accounts;
    const master = await groupHabitFor(leader, groupId, member);
    const own = await ownHabit(member);

    const scored = await sendQueued(member, [
      { id: master._id, direction: "up", actionId: "group-up-1" },
      { id: own._id, direction: "up", actionId: "own-up-1" },
    ]);
    expect(scored.status, JSON.stringify(scored.body)).toBe(200);
    expect(scored.body.data.scores.map((entry: { id: string; status: string }) => [entry.id, entry.status])).toEqual([
      [master._id, "scored"],
      [own._id, "scored"],
    ]);
    const copy = await copyOf(member, master._id);
    expect(copy?.counterUp).toBe(1);
    expect(copy?.value).toBeGreaterThan(0);

    // The queue sends the same score again: it was applied once.
    const again = await sendQueued(member, [{ id: master._id, direction: "up", actionId: "group-up-1" }]);
    expect(again.body.data.scores[0]).toMatchObject({ id: master._id, status: "alreadyScored" });
    expect((await copyOf(member, master._id))?.counterUp).toBe(1);

    // Both forms end the same: the list form scores the same copy.
    const listed = await api("POST", "/tasks/bulk-score", {
      auth: member,
      body: [{ id: master._id, direction: "up" }],
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.data.tasks[0].id).toBe(copy?._id);
    expect((await copyOf(member, master._id))?.counterUp).toBe(2);
  });

  it("refuses a member the task is not assigned to and a stranger, score by score, and applies the rest", async () => {
    const { groupId, accounts } = await partyWith(3);
    const [leader, member, other] = accounts;
    const master = await groupHabitFor(leader, groupId, member);

    const own = await ownHabit(other);
    const mixed = await sendQueued(other, [
      { id: master._id, direction: "up" },
      { id: own._id, direction: "up" },
    ]);
    expect(mixed.status, JSON.stringify(mixed.body)).toBe(200);
    expect(mixed.body.data.scores[0]).toMatchObject({
      id: master._id,
      status: "refused",
      error: "NotAuthorized",
      message: t("groupTaskNotAssignedToYou"),
    });
    expect(mixed.body.data.scores[1]).toMatchObject({ id: own._id, status: "scored" });
    expect(await copyOf(other, master._id)).toBeUndefined();

    const stranger = await register();
    const before = (await api("GET", "/user", { auth: stranger })).body.data.stats;
    const unknown = await sendQueued(stranger, [{ id: master._id, direction: "up" }]);
    expect(unknown.status, JSON.stringify(unknown.body)).toBe(200);
    expect(unknown.body.data.scores[0]).toMatchObject({
      status: "refused",
      error: "NotFound",
      message: t("taskNotFound"),
    });
    expect((await api("GET", "/user", { auth: stranger })).body.data.stats).toEqual(before);
    // The member's copy is untouched by the others' attempts.
    expect((await copyOf(member, master._id))?.counterUp ?? 0).toBe(0);
  });
});

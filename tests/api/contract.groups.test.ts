/**
 * The original game's API contract for groups, parties, quests and challenges: the answers a
 * tool written against the original expects (status, error code, and success envelopes that
 * carry data alone where the original sends no message).
 */
import { describe, expect, it } from "vitest";
import { createGuild, me, partyWith } from "./groups.helpers";
import { api, register } from "./helpers";
import { giveScroll } from "./quests.helpers";

describe("answers with data alone, as the original", () => {
  it("creating a group, leaving it, and every quest action carry no message", async () => {
    const leader = await register();
    const created = await api("POST", "/groups", { auth: leader, body: { name: "Quiet Folk", type: "party" } });
    expect(created.status).toBe(201);
    expect(created.body.data.name).toBe("Quiet Folk");
    expect(created.body).not.toHaveProperty("message");

    const { groupId, accounts } = await partyWith(3);
    const [owner, accepter, rejecter] = accounts;
    await giveScroll(owner, "dustbunnies", 2);
    const invite = await api("POST", `/groups/${groupId}/quests/invite/dustbunnies`, { auth: owner });
    expect(invite.status).toBe(200);
    expect(invite.body).not.toHaveProperty("message");
    const accept = await api("POST", `/groups/${groupId}/quests/accept`, { auth: accepter });
    expect(accept.status).toBe(200);
    expect(accept.body).not.toHaveProperty("message");
    const cancel = await api("POST", `/groups/${groupId}/quests/cancel`, { auth: owner });
    expect(cancel.status).toBe(200);
    expect(cancel.body).not.toHaveProperty("message");
    expect(cancel.body.data.key).toBeNull();

    await api("POST", `/groups/${groupId}/quests/invite/dustbunnies`, { auth: owner });
    await api("POST", `/groups/${groupId}/quests/accept`, { auth: accepter });
    const reject = await api("POST", `/groups/${groupId}/quests/reject`, { auth: rejecter });
    expect(reject.status).toBe(200);
    expect(reject.body).not.toHaveProperty("message");
    expect(reject.body.data.active).toBe(true);
    const leave = await api("POST", `/groups/${groupId}/quests/leave`, { auth: accepter });
    expect(leave.status).toBe(200);
    expect(leave.body).not.toHaveProperty("message");

    const guildLeader = await register();
    const guildId = await createGuild(guildLeader);
    const joiner = await register();
    await api("POST", `/groups/${guildId}/join`, { auth: joiner });
    const left = await api("POST", `/groups/${guildId}/leave`, { auth: joiner });
    expect(left.status).toBe(200);
    expect(left.body).not.toHaveProperty("message");
    expect(left.body.data).toEqual({});
  });

  it("challenge creation, join, leave and deletion carry no message", async () => {
    const leader = await register();
    const member = await register();
    const guildId = await createGuild(leader);
    await api("POST", `/groups/${guildId}/join`, { auth: member });
    const created = await api("POST", "/challenges", {
      auth: leader,
      body: { group: guildId, name: "Stretch daily", shortName: "stretch" },
    });
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty("message");
    const id = created.body.data._id;
    const join = await api("POST", `/challenges/${id}/join`, { auth: member });
    expect(join.status).toBe(200);
    expect(join.body).not.toHaveProperty("message");
    expect(join.body.data._id).toBe(id);
    const leave = await api("POST", `/challenges/${id}/leave`, { auth: member });
    expect(leave.status).toBe(200);
    expect(leave.body).not.toHaveProperty("message");
    const removed = await api("DELETE", `/challenges/${id}`, { auth: leader });
    expect(removed.status).toBe(200);
    expect(removed.body).not.toHaveProperty("message");
  });
});

describe("quest answers and their codes", () => {
  it("an accepted invitation cannot be rejected: questAlreadyAccepted", async () => {
    const { groupId, accounts } = await partyWith(3);
    const [owner, accepter] = accounts;
    await giveScroll(owner, "dustbunnies");
    await api("POST", `/groups/${groupId}/quests/invite/dustbunnies`, { auth: owner });
    await api("POST", `/groups/${groupId}/quests/accept`, { auth: accepter });
    const changedMind = await api("POST", `/groups/${groupId}/quests/reject`, { auth: accepter });
    expect(changedMind.status).toBe(400);
    expect(changedMind.body).toMatchObject({ success: false, error: "BadRequest" });
    expect(changedMind.body.message).toBe(
      (await api("POST", `/groups/${groupId}/quests/accept`, { auth: accepter })).body.message,
    );
    // Still counted as coming.
    const quest = (await api("GET", `/groups/${groupId}`, { auth: owner })).body.data.quest;
    expect(quest.members[accepter.id]).toBe(true);
    // The owner sent the invitation, so they accepted it too.
    const ownerRejects = await api("POST", `/groups/${groupId}/quests/reject`, { auth: owner });
    expect(ownerRejects.status).toBe(400);
    expect(ownerRejects.body.message).toBe(changedMind.body.message);
  });

  it("leaving a running quest as its owner or as a non-participant is NotAuthorized", async () => {
    const { groupId, accounts } = await partyWith(3);
    const [owner, fighter, bystander] = accounts;
    await giveScroll(owner, "dustbunnies");
    await api("POST", `/groups/${groupId}/quests/invite/dustbunnies`, { auth: owner });
    await api("POST", `/groups/${groupId}/quests/accept`, { auth: fighter });
    await api("POST", `/groups/${groupId}/quests/reject`, { auth: bystander });
    const ownerLeaves = await api("POST", `/groups/${groupId}/quests/leave`, { auth: owner });
    expect(ownerLeaves.status).toBe(401);
    expect(ownerLeaves.body.error).toBe("NotAuthorized");
    const outsider = await api("POST", `/groups/${groupId}/quests/leave`, { auth: bystander });
    expect(outsider.status).toBe(401);
    expect(outsider.body.error).toBe("NotAuthorized");
    expect((await me(fighter)).party.quest.key).toBe("dustbunnies");
  });
});

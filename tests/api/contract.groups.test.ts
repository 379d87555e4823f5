/**
 * The original game's API contract for groups, parties, quests and challenges: the answers a
 * tool written against the original expects (status, error code, and success envelopes that
 * carry data alone where the original sends no message).
 */
import { describe, expect, it } from "vitest";
import { addMember, createGuild, createParty, me, partyWith } from "./groups.helpers";
import { staff } from "./admin.helpers";
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

describe("group codes as the original", () => {
  it("a public party, or a second party, is NotAuthorized", async () => {
    const player = await register();
    const open = await api("POST", "/groups", {
      auth: player,
      body: { name: "Open", type: "party", privacy: "public" },
    });
    expect(open.status).toBe(401);
    expect(open.body.error).toBe("NotAuthorized");
    expect((await me(player)).party._id).toBeFalsy();
    await createParty(player);
    const second = await api("POST", "/groups", { auth: player, body: { name: "Another", type: "party" } });
    expect(second.status).toBe(401);
    expect(second.body.error).toBe("NotAuthorized");
  });

  it("declining without an invitation and promoting a non-member are NotAuthorized", async () => {
    const leader = await register();
    const guildId = await createGuild(leader);
    const uninvited = await register();
    const decline = await api("POST", `/groups/${guildId}/reject-invite`, { auth: uninvited });
    expect(decline.status).toBe(401);
    expect(decline.body.error).toBe("NotAuthorized");
    const promote = await api("POST", `/groups/${guildId}/add-manager`, {
      auth: leader,
      body: { managerId: uninvited.id },
    });
    expect(promote.status).toBe(401);
    expect(promote.body.error).toBe("NotAuthorized");
    const group = await api("GET", `/groups/${guildId}`, { auth: leader });
    expect(group.body.data.managers).toEqual({});
  });

  it("malformed ids and paging parameters are 400s before the group is looked up", async () => {
    const leader = await register();
    const guildId = await createGuild(leader);
    const removal = await api("POST", `/groups/${guildId}/removeMember/not-an-id`, { auth: leader });
    expect(removal.status).toBe(400);
    expect(removal.body.errors?.[0]?.param).toBe("memberId");
    const nowhere = crypto.randomUUID();
    for (const list of ["members", "invites"]) {
      const badLast = await api("GET", `/groups/${nowhere}/${list}?lastId=zzz`, { auth: leader });
      expect(badLast.status, list).toBe(400);
      expect(badLast.body.errors?.[0]?.param).toBe("lastId");
      expect((await api("GET", `/groups/${nowhere}/${list}?limit=999`, { auth: leader })).status, list).toBe(400);
      expect((await api("GET", `/groups/${nowhere}/${list}`, { auth: leader })).status, list).toBe(404);
    }
  });
});

describe("leaving a party as the original", () => {
  it("takes the player out of the party's challenges unless they ask to stay", async () => {
    const { groupId, accounts } = await partyWith(3);
    const [leader, leaver, stayer] = accounts;
    const created = await api("POST", "/challenges", {
      auth: leader,
      body: { group: groupId, name: "Tidy up", shortName: "tidy" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const challengeId = created.body.data._id;
    for (const account of [leaver, stayer]) await api("POST", `/challenges/${challengeId}/join`, { auth: account });
    expect((await api("POST", `/groups/${groupId}/leave`, { auth: leaver })).status).toBe(200);
    expect((await me(leaver)).challenges).not.toContain(challengeId);
    const stay = await api("POST", `/groups/${groupId}/leave`, {
      auth: stayer,
      body: { keepChallenges: "remain-in-challenges" },
    });
    expect(stay.status).toBe(200);
    expect((await me(stayer)).challenges).toContain(challengeId);
  });

  it("when the last member goes, the party's pending invitations go too", async () => {
    const leader = await register();
    const invitee = await register();
    const partyId = await createParty(leader);
    const invite = await api("POST", `/groups/${partyId}/invite`, { auth: leader, body: { uuids: [invitee.id] } });
    expect(invite.status, JSON.stringify(invite.body)).toBe(200);
    expect((await me(invitee)).invitations.parties.map((entry: { id: string }) => entry.id)).toContain(partyId);
    expect((await api("POST", `/groups/${partyId}/leave`, { auth: leader })).status).toBe(200);
    const after = await me(invitee);
    expect(after.invitations.parties).toEqual([]);
    expect(after.invitations.party ?? {}).toEqual({});
    expect((await api("POST", `/groups/${partyId}/join`, { auth: invitee })).status).toBe(404);
  });

  it("a party that no longer exists is cleared from the player", async () => {
    const leader = await register();
    const partyId = await createParty(leader);
    const other = await register();
    await addMember(partyId, leader, other);
    // The party disappears underneath the player (as after an outage or a staff deletion).
    await api("POST", "/debug/update-user", { auth: other, body: { "party._id": crypto.randomUUID() } });
    const left = await api("POST", "/groups/party/leave", { auth: other });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect(left.body.data).toEqual({});
    expect((await me(other)).party._id).toBeFalsy();
  });
});

describe("member lists carry the original's keys", () => {
  it("group and challenge members are exactly _id, auth, flags, id, profile; a challenge's leader has flags", async () => {
    const leader = await register();
    const member = await register();
    const guildId = await createGuild(leader);
    await api("POST", `/groups/${guildId}/join`, { auth: member });
    const listed = await api("GET", `/groups/${guildId}/members`, { auth: leader });
    expect(listed.status).toBe(200);
    for (const entry of listed.body.data)
      expect(Object.keys(entry).sort()).toEqual(["_id", "auth", "flags", "id", "profile"]);
    const full = await api("GET", `/groups/${guildId}/members?includeAllPublicFields=true`, { auth: leader });
    expect(full.body.data[0]).toHaveProperty("stats");

    const created = await api("POST", "/challenges", {
      auth: leader,
      body: { group: guildId, name: "Drink water", shortName: "water" },
    });
    const id = created.body.data._id;
    await api("POST", `/challenges/${id}/join`, { auth: member });
    const members = await api("GET", `/challenges/${id}/members`, { auth: leader });
    expect(members.status).toBe(200);
    expect(members.body.data).toHaveLength(1);
    expect(Object.keys(members.body.data[0]).sort()).toEqual(["_id", "auth", "flags", "id", "profile"]);
    const challenge = await api("GET", `/challenges/${id}`, { auth: member });
    expect(challenge.body.data.leader.flags).toHaveProperty("verifiedUsername");
  });
});

describe("guild creation and staff", () => {
  it("staff who look after groups create guilds without gems; players still pay 4", async () => {
    const keeper = await staff("groupSupport");
    const before = await me(keeper);
    const made = await api("POST", "/groups", {
      auth: keeper,
      body: { name: "Help Desk", type: "guild", privacy: "public" },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await me(keeper)).balance).toBe(before.balance);
    const player = await register();
    const refused = await api("POST", "/groups", {
      auth: player,
      body: { name: "Free Lunch", type: "guild", privacy: "public" },
    });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe("NotAuthorized");
  });
});

import { describe, expect, it } from "vitest";
import { addMember, createGuild, createParty, debugSet, me } from "./groups.helpers";
import { api, register, type Credentials } from "./helpers";

async function tasksOf(account: Credentials) {
  return (await api("GET", "/tasks/user", { auth: account })).body.data as any[];
}

async function challengeIn(leader: Credentials, groupId: string, extra: Record<string, unknown> = {}) {
  const created = await api("POST", "/challenges", {
    auth: leader,
    body: { group: groupId, name: "Thirty days of reading", shortName: "read30", summary: "Read every day", ...extra },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data._id;
  const tasks = await api("POST", `/tasks/challenge/${id}`, {
    auth: leader,
    body: [
      { type: "habit", text: "Read a chapter" },
      { type: "daily", text: "Read 20 pages" },
    ],
  });
  expect(tasks.status, JSON.stringify(tasks.body)).toBe(201);
  return { id, tasks: tasks.body.data as any[] };
}

describe("challenge lifecycle", () => {
  it("create with a prize, join, see progress, export, pick a winner", async () => {
    const leader = await register();
    const member = await register();
    const guildId = await createGuild(leader);
    await api("POST", `/groups/${guildId}/join`, { auth: member });
    const before = await me(leader);
    const { id, tasks } = await challengeIn(leader, guildId, { prize: 2, categories: ["self_improvement"] });
    expect((await me(leader)).balance).toBeCloseTo(before.balance - 0.5, 5);

    const join = await api("POST", `/challenges/${id}/join`, { auth: member });
    expect(join.status, JSON.stringify(join.body)).toBe(200);
    expect(join.body.data).toMatchObject({ memberCount: 1, isMember: true, prize: 2 });
    const again = await api("POST", `/challenges/${id}/join`, { auth: member });
    expect(again.status).toBe(401);
    const copies = (await tasksOf(member)).filter((task) => task.challenge?.id === id);
    expect(copies.map((task) => task.text).sort()).toEqual(["Read 20 pages", "Read a chapter"]);
    expect(copies[0].challenge).toMatchObject({ id, shortName: "read30" });
    const memberDoc = await me(member);
    expect(memberDoc.challenges).toContain(id);
    expect(memberDoc.tags).toContainEqual({ id, name: "read30", challenge: true });

    // The member cannot delete a live challenge task.
    expect((await api("DELETE", `/tasks/${copies[0]._id}`, { auth: member })).status).toBe(401);

    // A task added later reaches the member; an edit of the leader's task reaches the copy.
    await api("POST", `/tasks/challenge/${id}`, { auth: member, body: { type: "todo", text: "Sneaky" } }).then(
      (response) => expect(response.status).toBe(401),
    );
    await api("POST", `/tasks/challenge/${id}`, { auth: leader, body: { type: "todo", text: "Finish a book" } });
    const habit = tasks.find((task) => task.type === "habit");
    const edited = await api("PUT", `/tasks/${habit._id}`, { auth: leader, body: { text: "Read two chapters" } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await api("PUT", `/tasks/${habit._id}`, { auth: member, body: { text: "mine" } })).status).toBe(401);
    const mine = await tasksOf(member);
    expect(mine.map((task) => task.text)).toEqual(expect.arrayContaining(["Read two chapters", "Finish a book"]));

    const scored = mine.find((task) => task.text === "Read two chapters");
    expect((await api("POST", `/tasks/${scored._id}/score/up`, { auth: member })).status).toBe(200);
    const progress = await api("GET", `/challenges/${id}/members/${member.id}`, { auth: leader });
    expect(progress.status).toBe(200);
    expect(progress.body.data.tasks.find((task: any) => task.text === "Read two chapters").value).toBeGreaterThan(0);
    const members = await api("GET", `/challenges/${id}/members`, { auth: leader });
    expect(members.body.data.map((entry: any) => entry._id)).toEqual([member.id]);

    const csv = await api("GET", `/challenges/${id}/export/csv`, { auth: leader });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(String(csv.body).split("\n")[0]).toContain("Task: Read two chapters");
    expect(String(csv.body)).toContain(member.id);

    const listed = await api("GET", "/challenges/user?member=true", { auth: member });
    expect(listed.body.data.map((entry: any) => entry._id)).toEqual([id]);
    const owned = await api("GET", "/challenges/user?owned=owned&page=0", { auth: leader });
    expect(owned.body.data.map((entry: any) => entry._id)).toContain(id);
    const searched = await api("GET", "/challenges/user?search=thirty&categories=self_improvement", { auth: member });
    expect(searched.body.data.map((entry: any) => entry._id)).toContain(id);
    const byGroup = await api("GET", `/challenges/groups/${guildId}`, { auth: member });
    expect(byGroup.body.data.map((entry: any) => entry._id)).toEqual([id]);

    expect((await api("POST", `/challenges/${id}/selectWinner/${member.id}`, { auth: member })).status).toBe(401);
    const stranger = await register();
    expect((await api("POST", `/challenges/${id}/selectWinner/${stranger.id}`, { auth: leader })).status).toBe(404);
    const memberBefore = await me(member);
    const won = await api("POST", `/challenges/${id}/selectWinner/${member.id}`, { auth: leader });
    expect(won.status, JSON.stringify(won.body)).toBe(200);
    const winner = await me(member);
    expect(winner.balance).toBeCloseTo(memberBefore.balance + 0.5, 5);
    expect(winner.achievements.challenges).toEqual(["Thirty days of reading"]);
    expect(winner.challenges).not.toContain(id);
    const broken = (await tasksOf(member)).filter((task) => task.challenge?.id === id);
    expect(broken.every((task) => task.challenge.broken === "CHALLENGE_CLOSED")).toBe(true);
    expect((await api("GET", `/challenges/${id}`, { auth: leader })).status).toBe(404);

    // Broken tasks can be unlinked one by one, or all at once.
    const one = await api("POST", `/tasks/unlink-one/${broken[0]._id}?keep=keep`, { auth: member });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const all = await api("POST", `/tasks/unlink-all/${id}?keep=remove-all`, { auth: member });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const left = await tasksOf(member);
    expect(left.filter((task) => task.challenge?.id === id)).toEqual([]);
    expect(left.some((task) => task._id === broken[0]._id)).toBe(true);
  });

  it("delete breaks the members' tasks and refunds the prize; leave keeps or removes tasks", async () => {
    const leader = await register();
    const member = await register();
    const other = await register();
    const partyId = await createParty(leader);
    await addMember(partyId, leader, member);
    await addMember(partyId, leader, other);
    await debugSet(leader, { balance: 10 });
    const { id } = await challengeIn(leader, partyId, { prize: 4 });
    expect((await me(leader)).balance).toBe(9);
    await api("POST", `/challenges/${id}/join`, { auth: member });
    await api("POST", `/challenges/${id}/join`, { auth: other });

    const leave = await api("POST", `/challenges/${id}/leave`, { auth: other, body: { keep: "remove-all" } });
    expect(leave.status).toBe(200);
    expect((await tasksOf(other)).filter((task) => task.challenge?.id === id)).toEqual([]);
    expect((await api("POST", `/challenges/${id}/leave`, { auth: other })).status).toBe(404);
    // Not a member: unlink-one refuses a live task.
    const live = (await tasksOf(member)).find((task) => task.challenge?.id === id);
    expect((await api("POST", `/tasks/unlink-one/${live._id}?keep=keep`, { auth: member })).status).toBe(400);
    expect((await api("POST", `/tasks/unlink-all/${id}?keep=keep-all`, { auth: member })).status).toBe(400);

    expect((await api("PUT", `/challenges/${id}`, { auth: member, body: { name: "Mine now" } })).status).toBe(401);
    const renamed = await api("PUT", `/challenges/${id}`, {
      auth: leader,
      body: { name: "Reading month", summary: "Pages and pages" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: "Reading month", summary: "Pages and pages" });

    expect((await api("DELETE", `/challenges/${id}`, { auth: member })).status).toBe(401);
    const deleted = await api("DELETE", `/challenges/${id}`, { auth: leader });
    expect(deleted.status).toBe(200);
    expect((await me(leader)).balance).toBe(10);
    const broken = (await tasksOf(member)).filter((task) => task.challenge?.id === id);
    expect(broken.length).toBe(2);
    expect(broken.every((task) => task.challenge.broken === "CHALLENGE_DELETED")).toBe(true);
    // A broken task may be deleted by its player.
    expect((await api("DELETE", `/tasks/${broken[0]._id}`, { auth: member })).status).toBe(200);
  });

  it("check who may create, see and join", async () => {
    const leader = await register();
    const outsider = await register();
    const partyId = await createParty(leader);
    const invalid = await api("POST", "/challenges", {
      auth: leader,
      body: { group: partyId, name: "", shortName: "ab", summary: "x".repeat(251) },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((error: any) => error.param).sort()).toEqual(["name", "shortName", "summary"]);
    expect(
      (await api("POST", "/challenges", { auth: outsider, body: { group: partyId, name: "Sneaky", shortName: "snk" } }))
        .status,
    ).toBe(404);
    const poor = await api("POST", "/challenges", {
      auth: leader,
      body: { group: partyId, name: "Rich", shortName: "rich", prize: 100 },
    });
    expect(poor.status).toBe(401);
    expect(poor.body.message).toBe("You don't have enough gems for this prize.");
    const noPrize = await api("POST", "/challenges", {
      auth: leader,
      body: { group: "habitrpg", name: "Free", shortName: "free" },
    });
    expect(noPrize.status).toBe(401);

    const { id } = await challengeIn(leader, partyId);
    expect((await api("GET", `/challenges/${id}`, { auth: outsider })).status).toBe(404);
    expect((await api("POST", `/challenges/${id}/join`, { auth: outsider })).status).toBe(404);
    expect((await api("GET", `/tasks/challenge/${id}`, { auth: outsider })).status).toBe(404);
    const read = await api("GET", `/tasks/challenge/${id}`, { auth: leader });
    expect(read.body.data.length).toBe(2);

    const guildLeader = await register();
    const guildId = await createGuild(guildLeader, { leaderOnly: { challenges: true } });
    await api("POST", `/groups/${guildId}/join`, { auth: outsider });
    const leaderOnly = await api("POST", "/challenges", {
      auth: outsider,
      body: { group: guildId, name: "Mine", shortName: "mine" },
    });
    expect(leaderOnly.status).toBe(401);

    // Admins may edit any challenge's tasks.
    await api("POST", "/debug/update-user", { auth: outsider, body: { "permissions.challengeAdmin": true } });
    const task = read.body.data[0];
    expect(
      (await api("PUT", `/tasks/${task._id}`, { auth: outsider, body: { notes: "checked by staff" } })).status,
    ).toBe(200);
  });

  it("clone copies the tasks; flags hide a challenge until a moderator clears them", async () => {
    const leader = await register();
    const guildId = await createGuild(leader);
    const { id } = await challengeIn(leader, guildId);
    const clone = await api("POST", `/challenges/${id}/clone`, {
      auth: leader,
      body: { name: "Reading, again", shortName: "read2" },
    });
    expect(clone.status, JSON.stringify(clone.body)).toBe(201);
    expect(clone.body.data.clonedTasks).toBe(2);
    const cloneId = clone.body.data.challenge._id;
    expect(
      (await api("GET", `/tasks/challenge/${cloneId}`, { auth: leader })).body.data
        .map((task: any) => task.text)
        .sort(),
    ).toEqual(["Read 20 pages", "Read a chapter"]);

    const reporters = [await register(), await register()];
    for (const reporter of reporters) {
      const flagged = await api("POST", `/challenges/${cloneId}/flag`, {
        auth: reporter,
        body: { comment: "spam" },
        base: "https://habitforge.test/api/v3",
      });
      expect(flagged.status, JSON.stringify(flagged.body)).toBe(200);
    }
    expect((await api("POST", `/challenges/${cloneId}/flag`, { auth: reporters[0] })).status).toBe(404);
    const viewer = await register();
    expect((await api("GET", `/challenges/${cloneId}`, { auth: viewer })).status).toBe(404);
    expect((await api("POST", `/challenges/${cloneId}/clearflags`, { auth: viewer })).status).toBe(401);
    const moderator = await register();
    await api("POST", "/debug/make-admin", { auth: moderator });
    const cleared = await api("POST", `/challenges/${cloneId}/clearflags`, {
      auth: moderator,
      base: "https://habitforge.test/api/v3",
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.flagCount).toBe(0);
    expect((await api("GET", `/challenges/${cloneId}`, { auth: viewer })).status).toBe(200);
  });
});

describe("leaving a group", () => {
  it("can leave its challenges too, keeping or removing their tasks", async () => {
    const leader = await register();
    const keeper = await register();
    const remover = await register();
    const stayer = await register();
    const guildId = await createGuild(leader);
    for (const account of [keeper, remover, stayer]) await api("POST", `/groups/${guildId}/join`, { auth: account });
    const { id } = await challengeIn(leader, guildId);
    for (const account of [keeper, remover, stayer])
      expect((await api("POST", `/challenges/${id}/join`, { auth: account })).status).toBe(200);

    expect(
      (await api("POST", `/groups/${guildId}/leave?keep=keep-all&keepChallenges=leave-challenges`, { auth: keeper }))
        .status,
    ).toBe(200);
    expect(
      (await api("POST", `/groups/${guildId}/leave?keep=remove-all&keepChallenges=leave-challenges`, { auth: remover }))
        .status,
    ).toBe(200);
    expect(
      (await api("POST", `/groups/${guildId}/leave?keepChallenges=remain-in-challenges`, { auth: stayer })).status,
    ).toBe(200);

    const members = (await api("GET", `/challenges/${id}/members`, { auth: leader })).body.data.map(
      (member: { _id: string }) => member._id,
    );
    expect(members).toEqual([stayer.id]);
    expect((await me(keeper)).challenges).not.toContain(id);
    // Kept tasks stay as the player's own; removed ones are gone.
    const texts = async (account: Credentials) => (await tasksOf(account)).map((task) => task.text);
    expect(await texts(keeper)).toEqual(expect.arrayContaining(["Read a chapter", "Read 20 pages"]));
    expect(await texts(remover)).not.toContain("Read a chapter");
    expect((await tasksOf(stayer)).filter((task) => task.challenge?.id === id)).toHaveLength(2);
  });
});

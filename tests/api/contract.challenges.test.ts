/**
 * The original game's API contract for challenges: ids checked before lookups, its status codes,
 * its rules for leaving and closing, and its refusals.
 */
import { describe, expect, it } from "vitest";
import { t } from "../../content/i18n";
import { staff } from "./admin.helpers";
import { createGuild } from "./groups.helpers";
import { api, register, type Credentials } from "./helpers";

async function challengeWithTask(leader: Credentials, groupId: string, extra: Record<string, unknown> = {}) {
  const created = await api("POST", "/challenges", {
    auth: leader,
    body: { group: groupId, name: "Walk every day", shortName: "walk", ...extra },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data._id as string;
  const task = await api("POST", `/tasks/challenge/${id}`, { auth: leader, body: { type: "habit", text: "Walk" } });
  expect(task.status, JSON.stringify(task.body)).toBe(201);
  return id;
}

async function copiesOf(account: Credentials, challengeId: string) {
  const tasks = (await api("GET", "/tasks/user", { auth: account })).body.data as any[];
  return tasks.filter((task) => task.challenge?.id === challengeId);
}

function expectBadId(response: { status: number; body: any }, param: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body).toMatchObject({ success: false, error: "BadRequest" });
  expect(response.body.errors?.[0]?.param).toBe(param);
}

describe("challenge ids that are not UUIDs are a 400 before any lookup", () => {
  it("on read, join, leave, delete, clone, members, a member's progress, flags and the winner", async () => {
    const leader = await register();
    const guildId = await createGuild(leader);
    const id = await challengeWithTask(leader, guildId);
    expectBadId(await api("GET", "/challenges/not-a-uuid", { auth: leader }), "challengeId");
    expectBadId(await api("POST", "/challenges/not-a-uuid/join", { auth: leader }), "challengeId");
    expectBadId(await api("POST", "/challenges/not-a-uuid/leave", { auth: leader }), "challengeId");
    expectBadId(await api("DELETE", "/challenges/not-a-uuid", { auth: leader }), "challengeId");
    expectBadId(await api("POST", "/challenges/not-a-uuid/clone", { auth: leader }), "challengeId");
    expectBadId(await api("GET", "/challenges/not-a-uuid/members", { auth: leader }), "challengeId");
    expectBadId(await api("POST", "/challenges/not-a-uuid/flag", { auth: leader }), "challengeId");
    expectBadId(await api("GET", `/challenges/${id}/members/someone`, { auth: leader }), "memberId");
    expectBadId(await api("POST", `/challenges/${id}/selectWinner/someone`, { auth: leader }), "winnerId");
    // Paging parameters are checked before the challenge is looked up.
    const missing = crypto.randomUUID();
    expectBadId(await api("GET", `/challenges/${missing}/members?lastId=nope`, { auth: leader }), "lastId");
    expect((await api("GET", `/challenges/${missing}/members?limit=0`, { auth: leader })).status).toBe(400);
    // A well-formed id of nothing is a 404, and ids compare without regard to case.
    expect((await api("POST", `/challenges/${missing}/join`, { auth: leader })).status).toBe(404);
    const read = await api("GET", `/challenges/${id.toUpperCase()}`, { auth: leader });
    expect(read.status).toBe(200);
    expect(read.body.data._id).toBe(id);
    // The refused delete closed nothing.
    expect(read.body.data.name).toBe("Walk every day");
  });
});

describe("leaving a challenge", () => {
  it("one is not in is a 404", async () => {
    const leader = await register();
    const outsider = await register();
    const guildId = await createGuild(leader);
    const id = await challengeWithTask(leader, guildId);
    await api("POST", `/groups/${guildId}/join`, { auth: outsider });
    const refused = await api("POST", `/challenges/${id}/leave`, { auth: outsider });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ success: false, error: "NotFound" });
  });

  it("keeps the tasks unless keep is exactly remove-all", async () => {
    const leader = await register();
    const keeper = await register();
    const remover = await register();
    const guildId = await createGuild(leader);
    const id = await challengeWithTask(leader, guildId);
    for (const account of [keeper, remover]) {
      await api("POST", `/groups/${guildId}/join`, { auth: account });
      expect((await api("POST", `/challenges/${id}/join`, { auth: account })).status).toBe(200);
    }
    const kept = await api("POST", `/challenges/${id}/leave`, { auth: keeper, body: { keep: "whatever" } });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const keeperTasks = (await api("GET", "/tasks/user", { auth: keeper })).body.data as any[];
    const walk = keeperTasks.find((task) => task.text === "Walk");
    expect(walk).toBeDefined();
    expect(walk.challenge?.id).toBeUndefined();
    const removed = await api("POST", `/challenges/${id}/leave`, { auth: remover, body: { keep: "remove-all" } });
    expect(removed.status).toBe(200);
    expect(
      ((await api("GET", "/tasks/user", { auth: remover })).body.data as any[]).map((task) => task.text),
    ).not.toContain("Walk");
  });
});

describe("closing a challenge", () => {
  it("deleting one you do not lead is NotAuthorized, even if you cannot see it", async () => {
    const leader = await register();
    const member = await register();
    const guildId = await createGuild(leader, { privacy: "private" });
    const id = await challengeWithTask(leader, guildId);
    const stranger = await register();
    for (const account of [member, stranger]) {
      const refused = await api("DELETE", `/challenges/${id}`, { auth: account });
      expect(refused.status).toBe(401);
      expect(refused.body.error).toBe("NotAuthorized");
      const noWinner = await api("POST", `/challenges/${id}/selectWinner/${leader.id}`, { auth: account });
      expect(noWinner.status).toBe(401);
    }
    expect((await api("GET", `/challenges/${id}`, { auth: leader })).status).toBe(200);
  });

  it("a deleted challenge's tasks say it was deleted and that nobody won", async () => {
    const leader = await register();
    const member = await register();
    const guildId = await createGuild(leader);
    const id = await challengeWithTask(leader, guildId);
    await api("POST", `/groups/${guildId}/join`, { auth: member });
    await api("POST", `/challenges/${id}/join`, { auth: member });
    expect((await api("DELETE", `/challenges/${id}`, { auth: leader })).status).toBe(200);
    await expect
      .poll(async () => (await copiesOf(member, id))[0]?.challenge?.broken, { timeout: 5000 })
      .toBe("CHALLENGE_DELETED");
    const [copy] = await copiesOf(member, id);
    expect(copy.challenge).toHaveProperty("winner", null);
  });
});

describe("flagging", () => {
  it("an official challenge cannot be reported", async () => {
    const admin = await staff("challengeAdmin");
    const guildLeader = await register();
    const reporter = await register();
    const guildId = await createGuild(guildLeader);
    await api("POST", `/groups/${guildId}/join`, { auth: admin });
    await api("POST", `/groups/${guildId}/join`, { auth: reporter });
    const id = await challengeWithTask(admin, guildId, { official: true });
    const refused = await api("POST", `/challenges/${id}/flag`, { auth: reporter, body: { comment: "meh" } });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: "NotAuthorized", message: t("officialChallengeCannotBeFlagged") });
    const view = await api("GET", `/challenges/${id}`, { auth: admin });
    expect(view.body.data.flagCount ?? 0).toBe(0);
  });
});

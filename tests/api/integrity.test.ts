/**
 * Nothing paid twice, nothing half-written: closing a challenge is one guarded transition, a
 * quest scroll is taken once and returned at most once, two-player writes are one batch, and
 * work over many players is recorded so that a retry finishes it after a fault.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { GEMS_PER_BALANCE } from "../../content/data/constants";
import { WORK_RESUME_AFTER_MS } from "../../worker/lib/pendingWork";
import { resumeAllPendingWork } from "../../worker/lib/workKinds";
import { addMember, createGuild, createParty, debugSet, me } from "./groups.helpers";
import { api, register, type Credentials } from "./helpers";
import { giveScroll, partyQuest } from "./quests.helpers";

const faults: string[] = [];

/** Makes every write of this player's row fail, as a crash or a lost connection would. */
async function breakWritesOf(account: Credentials) {
  const name = `fault_${account.id.replace(/-/g, "")}`;
  await env.DB.prepare(
    `CREATE TRIGGER ${name} BEFORE UPDATE ON users WHEN NEW.id = '${account.id}' BEGIN SELECT RAISE(ABORT, 'injected fault'); END`,
  ).run();
  faults.push(name);
}

async function healWrites() {
  for (const name of faults.splice(0)) await env.DB.prepare(`DROP TRIGGER IF EXISTS ${name}`).run();
}

afterEach(healWrites);

/** The sweep's resumption, run as if the sweep came by a little later. */
async function resume() {
  return resumeAllPendingWork(env, Date.now() + WORK_RESUME_AFTER_MS + 1000);
}

async function tasksOf(account: Credentials) {
  return (await api("GET", "/tasks/user", { auth: account })).body.data as any[];
}

async function challengeWithMembers(leader: Credentials, members: Credentials[], prize = 0) {
  const guildId = await createGuild(leader);
  if (prize)
    await api("POST", "/debug/add-ten-gems", { auth: leader }).then(() =>
      api("POST", "/debug/add-ten-gems", { auth: leader }),
    );
  const created = await api("POST", "/challenges", {
    auth: leader,
    body: { group: guildId, name: "Morning pages", shortName: "pages", prize },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data._id as string;
  expect(
    (await api("POST", `/tasks/challenge/${id}`, { auth: leader, body: { type: "daily", text: "Write three pages" } }))
      .status,
  ).toBe(201);
  for (const member of members) {
    expect((await api("POST", `/groups/${guildId}/join`, { auth: member })).status).toBe(200);
    expect((await api("POST", `/challenges/${id}/join`, { auth: member })).status).toBe(200);
  }
  return { guildId, id };
}

async function gems(account: Credentials) {
  return (await me(account)).balance * GEMS_PER_BALANCE;
}

describe("closing a challenge", () => {
  it("pays the prize exactly once when winners and deletions race", async () => {
    const leader = await register();
    const [first, second] = await Promise.all([register(), register()]);
    const { id } = await challengeWithMembers(leader, [first, second], 20);
    const before = (await gems(leader)) + (await gems(first)) + (await gems(second));
    const attempts = await Promise.all([
      api("POST", `/challenges/${id}/selectWinner/${first.id}`, { auth: leader }),
      api("DELETE", `/challenges/${id}`, { auth: leader }),
      api("POST", `/challenges/${id}/selectWinner/${second.id}`, { auth: leader }),
      api("DELETE", `/challenges/${id}`, { auth: leader }),
      api("POST", `/challenges/${id}/selectWinner/${first.id}`, { auth: leader }),
    ]);
    const won = attempts.filter((attempt) => attempt.status === 200);
    expect(won).toHaveLength(1);
    for (const lost of attempts.filter((attempt) => attempt.status !== 200)) {
      expect(lost.status).toBe(404);
      expect(lost.body).toMatchObject({ success: false, error: "NotFound" });
    }
    const after = (await gems(leader)) + (await gems(first)) + (await gems(second));
    expect(after).toBe(before + 20);
    expect((await api("GET", `/challenges/${id}`, { auth: leader })).status).toBe(404);
  });

  it("is finished by a retry when a member's part failed", async () => {
    const leader = await register();
    const [winner, unlucky] = await Promise.all([register(), register()]);
    const { id } = await challengeWithMembers(leader, [winner, unlucky], 4);
    await breakWritesOf(unlucky);
    const closed = await api("POST", `/challenges/${id}/selectWinner/${winner.id}`, { auth: leader });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(await gems(winner)).toBe(4);
    expect((await tasksOf(winner)).find((task) => task.challenge?.id === id)?.challenge.broken).toBe(
      "CHALLENGE_CLOSED",
    );
    // The challenge is closed for everyone at once, even while one member still waits.
    expect((await api("GET", `/challenges/${id}`, { auth: unlucky })).status).toBe(404);
    expect((await api("POST", `/challenges/${id}/join`, { auth: leader })).status).toBe(404);
    expect((await me(unlucky)).challenges).toContain(id);

    await healWrites();
    await resume();
    expect((await me(unlucky)).challenges).not.toContain(id);
    expect((await tasksOf(unlucky)).find((task) => task.challenge?.id === id)?.challenge.broken).toBe(
      "CHALLENGE_CLOSED",
    );
    const rows = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM challenges WHERE id = ?1) AS challenges, (SELECT count(*) FROM challenge_members WHERE challenge_id = ?1) AS members, (SELECT count(*) FROM tasks WHERE challenge_id = ?1 AND user_id IS NULL) AS masters",
    )
      .bind(id)
      .first();
    expect(rows).toEqual({ challenges: 0, members: 0, masters: 0 });
    // Nothing is paid again by the retry.
    expect(await gems(winner)).toBe(4);
  });

  it("copies new challenge tasks to every member, a failed member by a retry", async () => {
    const leader = await register();
    const [member, unlucky] = await Promise.all([register(), register()]);
    const { id } = await challengeWithMembers(leader, [member, unlucky]);
    await breakWritesOf(unlucky);
    const added = await api("POST", `/tasks/challenge/${id}`, {
      auth: leader,
      body: { type: "todo", text: "Fill a notebook" },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect((await tasksOf(member)).filter((task) => task.text === "Fill a notebook")).toHaveLength(1);
    expect((await tasksOf(unlucky)).filter((task) => task.text === "Fill a notebook")).toHaveLength(0);
    await healWrites();
    await resume();
    expect((await tasksOf(unlucky)).filter((task) => task.text === "Fill a notebook")).toHaveLength(1);
    expect((await me(unlucky)).tasksOrder.todos).toContain(
      (await tasksOf(unlucky)).find((task) => task.text === "Fill a notebook")._id,
    );
    // A second run finds nothing left and copies nothing twice.
    expect(await resume()).toBe(0);
    expect((await tasksOf(member)).filter((task) => task.text === "Fill a notebook")).toHaveLength(1);
  });
});

describe("account deletion", () => {
  it("leaves no challenge memberships and closes the challenges the player leads", async () => {
    const leader = await register();
    const member = await register();
    const { id: led } = await challengeWithMembers(leader, [member]);
    const otherLeader = await register();
    const { id: joined } = await challengeWithMembers(otherLeader, [leader]);
    expect((await api("DELETE", "/user", { auth: leader, body: { password: leader.password } })).status).toBe(200);
    const memberships = await env.DB.prepare("SELECT count(*) AS n FROM challenge_members WHERE user_id = ?")
      .bind(leader.id)
      .first<{ n: number }>();
    expect(memberships?.n).toBe(0);
    expect((await api("GET", `/challenges/${led}`, { auth: member })).status).toBe(404);
    expect((await tasksOf(member)).find((task) => task.challenge?.id === led)?.challenge.broken).toBe(
      "CHALLENGE_DELETED",
    );
    expect((await me(member)).challenges).not.toContain(led);
    const still = await api("GET", `/challenges/${joined}`, { auth: otherLeader });
    expect(still.body.data.memberCount).toBe(0);
  });
});

describe("quest scrolls", () => {
  it("are taken once at the invitation and returned once when the quest is aborted", async () => {
    const owner = await register();
    const member = await register();
    const partyId = await createParty(owner);
    await addMember(partyId, owner, member);
    await giveScroll(owner, "dustbunnies");
    expect((await api("POST", `/groups/${partyId}/quests/invite/dustbunnies`, { auth: owner })).status).toBe(200);
    expect((await me(owner)).items.quests.dustbunnies).toBe(0);
    expect((await api("POST", `/groups/${partyId}/leave`, { auth: owner })).status).toBe(200);
    expect((await api("POST", `/groups/${partyId}/quests/force-start`, { auth: member })).status).toBe(200);
    const aborts = await Promise.all(
      [1, 2, 3].map(() => api("POST", `/groups/${partyId}/quests/abort`, { auth: member })),
    );
    expect(aborts.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect((await me(owner)).items.quests.dustbunnies).toBe(1);
  });

  it("come back once when an invitation is cancelled, and never when the quest is won", async () => {
    const owner = await register();
    const member = await register();
    const partyId = await createParty(owner);
    await addMember(partyId, owner, member);
    await giveScroll(owner, "dustbunnies", 2);
    expect((await api("POST", `/groups/${partyId}/quests/invite/dustbunnies`, { auth: owner })).status).toBe(200);
    expect((await me(owner)).items.quests.dustbunnies).toBe(1);
    const cancels = await Promise.all(
      [1, 2].map(() => api("POST", `/groups/${partyId}/quests/cancel`, { auth: owner })),
    );
    expect(cancels.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect((await me(owner)).items.quests.dustbunnies).toBe(2);
    // An invitation with no scroll left is refused and takes nothing.
    await giveScroll(owner, "dustbunnies", 0);
    expect((await api("POST", `/groups/${partyId}/quests/invite/dustbunnies`, { auth: owner })).status).toBe(401);
    expect((await partyQuest(owner, partyId)).key).toBeNull();
  });

  it("put every member on the quest, a failed member by a retry", async () => {
    const owner = await register();
    const accepter = await register();
    const unlucky = await register();
    const partyId = await createParty(owner);
    await addMember(partyId, owner, accepter);
    await addMember(partyId, owner, unlucky);
    await giveScroll(owner, "dustbunnies");
    await breakWritesOf(unlucky);
    expect((await api("POST", `/groups/${partyId}/quests/invite/dustbunnies`, { auth: owner })).status).toBe(200);
    expect((await me(accepter)).party.quest.RSVPNeeded).toBe(true);
    expect((await me(unlucky)).party.quest.RSVPNeeded).toBe(false);
    await healWrites();
    await resume();
    expect((await me(unlucky)).party.quest.RSVPNeeded).toBe(true);
    expect((await api("POST", `/groups/${partyId}/quests/accept`, { auth: unlucky })).status).toBe(200);

    // The last answer starts the quest; the member who cannot be written waits for the retry.
    await breakWritesOf(unlucky);
    expect((await api("POST", `/groups/${partyId}/quests/accept`, { auth: accepter })).status).toBe(200);
    expect((await partyQuest(owner, partyId)).active).toBe(true);
    expect((await me(owner)).party.quest.key).toBe("dustbunnies");
    expect((await me(accepter)).party.quest.key).toBe("dustbunnies");
    expect((await me(unlucky)).party.quest.key).toBeNull();
    await healWrites();
    await resume();
    expect((await me(unlucky)).party.quest).toMatchObject({ key: "dustbunnies", RSVPNeeded: false });
  });
});

describe("two players in one write", () => {
  it("a gem gift debits and credits together, or not at all", async () => {
    const sender = await register();
    const receiver = await register();
    await api("POST", "/debug/add-ten-gems", { auth: sender });
    const senderBefore = await me(sender);
    await breakWritesOf(receiver);
    const refused = await api("POST", "/members/transfer-gems", {
      auth: sender,
      body: { toUserId: receiver.id, gemAmount: 4, message: "for your scroll" },
    });
    expect(refused.status).toBe(500);
    const senderAfter = await me(sender);
    expect(senderAfter.balance).toBe(senderBefore.balance);
    expect(senderAfter._v).toBe(senderBefore._v);
    await healWrites();
    expect((await api("GET", "/inbox/messages", { auth: sender })).body.data).toEqual([]);

    const sent = await api("POST", "/members/transfer-gems", {
      auth: sender,
      body: { toUserId: receiver.id, gemAmount: 4, message: "for your scroll" },
    });
    expect(sent.status).toBe(200);
    expect(await gems(sender)).toBe(6);
    expect(await gems(receiver)).toBe(4);
    expect((await api("GET", "/inbox/messages", { auth: receiver })).body.data).toHaveLength(1);
  });

  it("a party skill changes everyone it touches, or nobody", async () => {
    const healer = await register();
    const friend = await register();
    const partyId = await createParty(healer);
    await addMember(partyId, healer, friend);
    await debugSet(healer, {
      "stats.class": "healer",
      "stats.lvl": 20,
      "stats.mp": 100,
      "flags.classSelected": true,
      "stats.int": 10,
      "stats.con": 10,
    });
    await debugSet(friend, { "stats.hp": 10 });
    await breakWritesOf(friend);
    const refused = await api("POST", "/user/class/cast/healAll", { auth: healer });
    expect(refused.status).toBe(500);
    expect((await me(healer)).stats.mp).toBe(100);
    await healWrites();
    const cast = await api("POST", "/user/class/cast/healAll", { auth: healer });
    expect(cast.status, JSON.stringify(cast.body)).toBe(200);
    expect((await me(healer)).stats.mp).toBeLessThan(100);
    expect((await me(friend)).stats.hp).toBeGreaterThan(10);
  });
});

describe("shared group tasks", () => {
  it("deleting one removes every assignee's copy, a failed assignee by a retry", async () => {
    const leader = await register();
    const assignee = await register();
    const guildId = await createGuild(leader, { privacy: "private" });
    await addMember(guildId, leader, assignee);
    const created = await api("POST", `/tasks/group/${guildId}`, {
      auth: leader,
      body: { type: "todo", text: "Book the hall" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const taskId = created.body.data._id as string;
    expect((await api("POST", `/tasks/${taskId}/assign`, { auth: leader, body: [assignee.id] })).status).toBe(200);
    expect((await tasksOf(assignee)).some((task) => task.group?.taskId === taskId)).toBe(true);
    await breakWritesOf(assignee);
    expect((await api("DELETE", `/tasks/${taskId}`, { auth: leader })).status).toBe(200);
    expect((await api("GET", `/tasks/group/${guildId}`, { auth: leader })).body.data).toEqual([]);
    await healWrites();
    await resume();
    expect((await tasksOf(assignee)).some((task) => task.group?.taskId === taskId)).toBe(false);
    expect((await me(assignee)).tasksOrder.todos).not.toContain(taskId);
  });
});

/**
 * Who may enter a group: invitations are only what the server issued, removed members stop
 * hearing the room at once, and transformation items follow the party and block rules.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ROOM_CLOSE_NOT_A_MEMBER } from "../../party/protocol";
import { issueInvitationToken } from "../../worker/lib/invitations";
import { addMember, connectLive, createGuild, createParty, debugSet, me } from "./groups.helpers";
import { api, register, type Credentials } from "./helpers";
import { uniqueNamePart } from "../names";

async function registerWithInvite(invite: string): Promise<Credentials> {
  const suffix = uniqueNamePart();
  const username = `invitee${suffix}`.slice(0, 20);
  const password = "correct-horse-battery";
  const response = await api("POST", `/user/auth/local/register?groupInvite=${encodeURIComponent(invite)}`, {
    body: { username, email: `${username}@example.com`, password, confirmPassword: password },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return {
    id: response.body.data.id,
    apiToken: response.body.data.apiToken,
    username,
    email: `${username}@example.com`,
    password,
  };
}

async function expectLockedOut(account: Credentials, groupId: string) {
  const user = await me(account);
  expect(user.invitations.parties).toEqual([]);
  expect(user.invitations.guilds).toEqual([]);
  expect((await api("GET", `/groups/${groupId}`, { auth: account })).status).toBe(404);
  expect((await api("GET", `/groups/${groupId}/chat`, { auth: account })).status).toBe(404);
  expect((await api("POST", `/groups/${groupId}/join`, { auth: account })).status).toBe(404);
}

/** Resolves with the close code once the server closes the socket. */
function closedWith(socket: WebSocket, ms = 3000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket still open after ${ms}ms`)), ms);
    socket.addEventListener("close", (event) => {
      clearTimeout(timer);
      resolve(event.code);
    });
  });
}

describe("invitation links", () => {
  it("admit nobody with a raw group id", async () => {
    const leader = await register();
    const partyId = await createParty(leader);
    await api("POST", `/groups/${partyId}/chat`, { auth: leader, body: { message: "our secret plans" } });
    const intruder = await registerWithInvite(partyId);
    await expectLockedOut(intruder, partyId);

    const guildLeader = await register();
    const guildId = await createGuild(guildLeader, { privacy: "private" });
    const guildIntruder = await registerWithInvite(guildId);
    await expectLockedOut(guildIntruder, guildId);
  });

  it("admit nobody with a forged, tampered, expired or stale token", async () => {
    const leader = await register();
    const partyId = await createParty(leader);
    const otherLeader = await register();
    const otherParty = await createParty(otherLeader);
    const genuine = await issueInvitationToken(env, { groupId: otherParty, inviterId: otherLeader.id });
    const [payload, signature] = genuine.split(".");
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    const retargeted = btoa(JSON.stringify({ ...claims, g: partyId }))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    const forged = [
      `${retargeted}.${signature}`,
      `${payload}.${signature.slice(0, -2)}AA`,
      `${btoa(JSON.stringify({ g: partyId, i: leader.id, e: Date.now() + 86_400_000 }))}.c2lnbmF0dXJl`,
      "not-a-token",
      `${partyId}.${partyId}`,
    ];
    for (const token of forged) await expectLockedOut(await registerWithInvite(token), partyId);

    const expired = await issueInvitationToken(
      env,
      { groupId: partyId, inviterId: leader.id },
      Date.now() - 30 * 86_400_000,
    );
    await expectLockedOut(await registerWithInvite(expired), partyId);

    // The inviter has left the group since: the link no longer speaks for it.
    const formerMember = await register();
    await addMember(partyId, leader, formerMember);
    const stale = await issueInvitationToken(env, { groupId: partyId, inviterId: formerMember.id });
    expect((await api("POST", `/groups/${partyId}/leave`, { auth: formerMember })).status).toBe(200);
    await expectLockedOut(await registerWithInvite(stale), partyId);
  });

  it("admit the person an email invitation names, through the link the server issued", async () => {
    const leader = await register();
    const partyId = await createParty(leader);
    const invite = await api("POST", `/groups/${partyId}/invite`, {
      auth: leader,
      body: { emails: ["newcomer@example.com"] },
    });
    expect(invite.status, JSON.stringify(invite.body)).toBe(200);
    expect(invite.body.data.unknownEmails).toEqual(["newcomer@example.com"]);
    const [link] = invite.body.data.invitationLinks;
    expect(link.email).toBe("newcomer@example.com");
    const token = new URL(link.url).searchParams.get("groupInvite") as string;
    expect(token).toContain(".");

    const newcomer = await registerWithInvite(token);
    const user = await me(newcomer);
    expect(user.invitations.parties).toEqual([expect.objectContaining({ id: partyId, inviter: leader.id })]);
    expect(user.invitations.party).toMatchObject({ id: partyId });
    // An invitee sees the invitation, not the party's conversation.
    expect((await api("GET", `/groups/${partyId}`, { auth: newcomer })).status).toBe(200);
    expect((await api("GET", `/groups/${partyId}/chat`, { auth: newcomer })).status).toBe(404);
    expect((await api("POST", `/groups/${partyId}/join`, { auth: newcomer })).status).toBe(200);
    expect((await api("GET", `/groups/${partyId}/chat`, { auth: newcomer })).status).toBe(200);
  });

  it("are issued only to members", async () => {
    const leader = await register();
    const outsider = await register();
    const partyId = await createParty(leader);
    const refused = await api("POST", `/groups/${partyId}/invite`, {
      auth: outsider,
      body: { emails: ["someone@example.com"] },
    });
    expect(refused.status).toBe(404);
  });
});

describe("removed members", () => {
  it("are disconnected from the room when removed, and cannot come back with a ticket", async () => {
    const leader = await register();
    const member = await register();
    const partyId = await createParty(leader);
    await addMember(partyId, leader, member);
    const spareTicket = await api("POST", `/groups/${partyId}/live-ticket`, { auth: member });
    const live = await connectLive(member, partyId);
    const closed = closedWith(live.socket);
    expect((await api("POST", `/groups/${partyId}/removeMember/${member.id}`, { auth: leader })).status).toBe(200);
    expect(await closed).toBe(ROOM_CLOSE_NOT_A_MEMBER);
    // A ticket taken before the removal no longer opens the door.
    const { SELF } = await import("cloudflare:test");
    const retry = await SELF.fetch(`https://habitforge.test${spareTicket.body.data.url}`, {
      headers: { Upgrade: "websocket" },
    });
    expect(retry.status).toBe(401);
  });

  it("are disconnected when they leave, delete their account, or the party closes", async () => {
    const leader = await register();
    const leaver = await register();
    const deleter = await register();
    const partyId = await createParty(leader);
    await addMember(partyId, leader, leaver);
    await addMember(partyId, leader, deleter);

    const leaverLive = await connectLive(leaver, partyId);
    const leaverClosed = closedWith(leaverLive.socket);
    const leaderLive = await connectLive(leader, partyId);
    expect((await api("POST", `/groups/${partyId}/leave`, { auth: leaver })).status).toBe(200);
    expect(await leaverClosed).toBe(ROOM_CLOSE_NOT_A_MEMBER);

    const deleterLive = await connectLive(deleter, partyId);
    const deleterClosed = closedWith(deleterLive.socket);
    expect((await api("DELETE", "/user", { auth: deleter, body: { password: deleter.password } })).status).toBe(200);
    expect(await deleterClosed).toBe(ROOM_CLOSE_NOT_A_MEMBER);

    // The leader stays connected through all of that, and is let go when the party closes.
    const leaderClosed = closedWith(leaderLive.socket);
    expect((await api("POST", `/groups/${partyId}/leave`, { auth: leader })).status).toBe(200);
    expect(await leaderClosed).toBe(ROOM_CLOSE_NOT_A_MEMBER);
  });

  it("keep other members connected", async () => {
    const leader = await register();
    const stayer = await register();
    const leaver = await register();
    const partyId = await createParty(leader);
    await addMember(partyId, leader, stayer);
    await addMember(partyId, leader, leaver);
    const stayerLive = await connectLive(stayer, partyId);
    let stayerClosed = false;
    stayerLive.socket.addEventListener("close", () => (stayerClosed = true));
    expect((await api("POST", `/groups/${partyId}/leave`, { auth: leaver })).status).toBe(200);
    expect(await stayerLive.next("member.left")).toEqual({ type: "member.left", userId: leaver.id });
    expect(stayerClosed).toBe(false);
    stayerLive.close();
  });
});

describe("transformation items", () => {
  const ITEMS = ["snowball", "spookySparkles", "shinySeed", "seafoam"] as const;

  it("work only on the caster and members of the caster's party", async () => {
    const caster = await register();
    const stranger = await register();
    await debugSet(caster, { "items.special": Object.fromEntries(ITEMS.map((item) => [item, 2])) });
    for (const item of ITEMS) {
      const refused = await api("POST", `/user/class/cast/${item}?targetId=${stranger.id}`, { auth: caster });
      expect(refused.status, item).toBe(404);
      expect(refused.body.error).toBe("NotFound");
    }
    const target = await me(stranger);
    expect(target.stats.buffs).toMatchObject({
      snowball: false,
      spookySparkles: false,
      shinySeed: false,
      seafoam: false,
    });
    expect((await me(caster)).items.special).toMatchObject({
      snowball: 2,
      spookySparkles: 2,
      shinySeed: 2,
      seafoam: 2,
    });

    const partyId = await createParty(caster);
    await addMember(partyId, caster, stranger);
    const thrown = await api("POST", `/user/class/cast/snowball?targetId=${stranger.id}`, { auth: caster });
    expect(thrown.status, JSON.stringify(thrown.body)).toBe(200);
    expect((await me(stranger)).stats.buffs.snowball).toBe(true);
  });

  it("are refused between players who block each other, even in one party", async () => {
    const caster = await register();
    const blocker = await register();
    const partyId = await createParty(caster);
    await addMember(partyId, caster, blocker);
    await debugSet(caster, { "items.special.seafoam": 1, "items.special.shinySeed": 1 });
    expect((await api("POST", `/user/block/${caster.id}`, { auth: blocker })).status).toBe(200);
    const refused = await api("POST", `/user/class/cast/seafoam?targetId=${blocker.id}`, { auth: caster });
    expect(refused.status).toBe(401);
    expect((await me(blocker)).stats.buffs.seafoam).toBe(false);
    expect((await me(caster)).items.special.seafoam).toBe(1);

    // Blocking works both ways: the blocker cannot throw at the one they block either.
    await debugSet(blocker, { "items.special.shinySeed": 1 });
    expect((await api("POST", `/user/class/cast/shinySeed?targetId=${caster.id}`, { auth: blocker })).status).toBe(401);
  });
});

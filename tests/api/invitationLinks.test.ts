/**
 * Invitation links: a link made for one email address is spent by its first registration; a
 * reusable link is the leader's explicit choice, with a use limit, an expiry and a way to
 * revoke it. A registration through a link that no longer invites still makes the account.
 */
import { env } from "cloudflare:test";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import {
  INVITE_LINK_TTL_DAYS_MAX,
  INVITE_LINK_USES_MAX,
  INVITE_LINKS_PER_GROUP_MAX,
} from "../../content/data/constants";
import { addMember, createGuild, createParty, me } from "./groups.helpers";
import { api, register, type Credentials } from "./helpers";
import { uniqueNamePart } from "../names";

/** Registers through `?groupInvite=`; the account is made whatever the link is worth. */
async function registerWith(token: string): Promise<Credentials> {
  const username = `linked${uniqueNamePart()}`.slice(0, 20);
  const password = "correct-horse-battery";
  const response = await api("POST", `/user/auth/local/register?groupInvite=${encodeURIComponent(token)}`, {
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

async function invitedTo(account: Credentials): Promise<string[]> {
  const user = await me(account);
  return [...(user.invitations.parties ?? []), ...(user.invitations.guilds ?? [])].map(
    (invitation: { id: string }) => invitation.id,
  );
}

function tokenOf(url: string): string {
  return new URL(url).searchParams.get("groupInvite") as string;
}

async function emailLink(leader: Credentials, groupId: string, email: string): Promise<string> {
  const invite = await api("POST", `/groups/${groupId}/invite`, { auth: leader, body: { emails: [email] } });
  expect(invite.status, JSON.stringify(invite.body)).toBe(200);
  return tokenOf(invite.body.data.invitationLinks[0].url);
}

async function createLink(leader: Credentials, groupId: string, input: Record<string, unknown>) {
  return api("POST", `/groups/${groupId}/invite-link`, { auth: leader, body: input });
}

describe("an invitation link made for one email address", () => {
  it("is spent by its first registration: a second one with the same link invites nobody", async () => {
    const leader = await register();
    const partyId = await createParty(leader);
    const token = await emailLink(leader, partyId, "first@example.com");
    const first = await registerWith(token);
    expect(await invitedTo(first)).toEqual([partyId]);
    const second = await registerWith(token);
    expect(await invitedTo(second)).toEqual([]);
    expect((await api("GET", `/groups/${partyId}`, { auth: second })).status).toBe(404);
  });

  it("invites exactly one of several registrations racing with it", async () => {
    const leader = await register();
    const guildId = await createGuild(leader, { privacy: "private" });
    const token = await emailLink(leader, guildId, "race@example.com");
    const accounts = await Promise.all([registerWith(token), registerWith(token), registerWith(token)]);
    const invited = await Promise.all(accounts.map(invitedTo));
    expect(invited.filter((groups) => groups.includes(guildId))).toHaveLength(1);
  });

  it("gives every address of one request its own link", async () => {
    const leader = await register();
    const partyId = await createParty(leader);
    const invite = await api("POST", `/groups/${partyId}/invite`, {
      auth: leader,
      body: { emails: ["one@example.com", "two@example.com"] },
    });
    const [one, two] = invite.body.data.invitationLinks.map((link: { url: string }) => tokenOf(link.url));
    expect(one).not.toBe(two);
    expect(await invitedTo(await registerWith(one))).toEqual([partyId]);
    expect(await invitedTo(await registerWith(two))).toEqual([partyId]);
  });

  it("issued before links named themselves, is spent all the same", async () => {
    const leader = await register();
    const partyId = await createParty(leader);
    const row = await env.DB.prepare("SELECT secret FROM server_keys WHERE name = 'invitation-links'").first<{
      secret: string;
    }>();
    const key = Uint8Array.from(atob(row!.secret), (char) => char.charCodeAt(0));
    const legacy = await new SignJWT({ g: partyId, i: leader.id })
      .setProtectedHeader({ alg: "HS256" })
      .setAudience("habitforge:group-invite")
      .setIssuedAt()
      .setExpirationTime("1d")
      .sign(key);
    expect(await invitedTo(await registerWith(legacy))).toEqual([partyId]);
    expect(await invitedTo(await registerWith(legacy))).toEqual([]);
  });
});

describe("a reusable group link", () => {
  it("is made by the leader with a use limit and an expiry, listed with the uses left, and invites until used up", async () => {
    const leader = await register();
    const partyId = await createParty(leader);
    const created = await createLink(leader, partyId, { maxUses: 2, expiresInDays: 3 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const link = created.body.data;
    expect(link).toMatchObject({ maxUses: 2, uses: 0, usesLeft: 2, createdBy: leader.id });
    expect(link.url).toMatch(/^https:\/\/habitforge\.test\/register\?groupInvite=[\w.-]+$/);
    const expiresIn = Date.parse(link.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(3 * 86_400_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(3 * 86_400_000);

    const first = await registerWith(tokenOf(link.url));
    const second = await registerWith(tokenOf(link.url));
    expect(await invitedTo(first)).toEqual([partyId]);
    expect(await invitedTo(second)).toEqual([partyId]);
    const listed = await api("GET", `/groups/${partyId}/invite-link`, { auth: leader });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([expect.objectContaining({ id: link.id, uses: 2, usesLeft: 0, url: link.url })]);

    // Used up: the account is made, the invitation is not.
    const third = await registerWith(tokenOf(link.url));
    expect(await invitedTo(third)).toEqual([]);
    expect((await api("GET", `/groups/${partyId}/invite-link`, { auth: leader })).body.data[0].uses).toBe(2);
    // The invited players join as any invitee does.
    expect((await api("POST", `/groups/${partyId}/join`, { auth: first })).status).toBe(200);
  });

  it("gives its last use to exactly one of the registrations racing for it", async () => {
    const leader = await register();
    const guildId = await createGuild(leader, { privacy: "private" });
    const link = (await createLink(leader, guildId, { maxUses: 1, expiresInDays: 1 })).body.data;
    const accounts = await Promise.all(Array.from({ length: 4 }, () => registerWith(tokenOf(link.url))));
    const invited = await Promise.all(accounts.map(invitedTo));
    expect(invited.filter((groups) => groups.includes(guildId))).toHaveLength(1);
    expect((await api("GET", `/groups/${guildId}/invite-link`, { auth: leader })).body.data[0]).toMatchObject({
      uses: 1,
      usesLeft: 0,
    });
  });

  it("invites nobody once revoked, or once expired", async () => {
    const leader = await register();
    const partyId = await createParty(leader);
    const revoked = (await createLink(leader, partyId, { maxUses: 10, expiresInDays: 7 })).body.data;
    const expired = (await createLink(leader, partyId, { maxUses: 10, expiresInDays: 7 })).body.data;
    const gone = await api("DELETE", `/groups/${partyId}/invite-link/${revoked.id}`, { auth: leader });
    expect(gone.status).toBe(200);
    expect((await api("DELETE", `/groups/${partyId}/invite-link/${revoked.id}`, { auth: leader })).status).toBe(404);
    expect(await invitedTo(await registerWith(tokenOf(revoked.url)))).toEqual([]);

    await env.DB.prepare("UPDATE group_invite_links SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1000, expired.id)
      .run();
    expect(await invitedTo(await registerWith(tokenOf(expired.url)))).toEqual([]);
    expect((await api("GET", `/groups/${partyId}/invite-link`, { auth: leader })).body.data).toEqual([]);
  });

  it("stops inviting when the leader who made it leaves the group", async () => {
    const leader = await register();
    const member = await register();
    const partyId = await createParty(leader);
    await addMember(partyId, leader, member);
    const link = (await createLink(leader, partyId, { maxUses: 5, expiresInDays: 7 })).body.data;
    expect((await api("POST", `/groups/${partyId}/leave`, { auth: leader })).status).toBe(200);
    expect(await invitedTo(await registerWith(tokenOf(link.url)))).toEqual([]);
  });

  it("is only the leader's to make, see and revoke", async () => {
    const leader = await register();
    const member = await register();
    const outsider = await register();
    const guildId = await createGuild(leader, { privacy: "private" });
    await addMember(guildId, leader, member);
    const link = (await createLink(leader, guildId, { maxUses: 5, expiresInDays: 7 })).body.data;
    for (const [account, status] of [
      [member, 401],
      [outsider, 404],
    ] as const) {
      expect((await createLink(account, guildId, { maxUses: 5, expiresInDays: 7 })).status).toBe(status);
      expect((await api("GET", `/groups/${guildId}/invite-link`, { auth: account })).status).toBe(status);
      expect((await api("DELETE", `/groups/${guildId}/invite-link/${link.id}`, { auth: account })).status).toBe(status);
    }
    const refused = await createLink(member, guildId, { maxUses: 5, expiresInDays: 7 });
    expect(refused.body).toMatchObject({ success: false, error: "NotAuthorized" });
    // A link of one group cannot be revoked through another the caller leads.
    const ownParty = await createParty(member);
    expect((await api("DELETE", `/groups/${ownParty}/invite-link/${link.id}`, { auth: member })).status).toBe(404);
    expect((await api("GET", `/groups/${guildId}/invite-link`, { auth: leader })).body.data).toHaveLength(1);
    // Nobody leads the tavern.
    expect((await createLink(leader, "habitrpg", { maxUses: 5, expiresInDays: 7 })).status).toBe(401);
  });

  it("takes a use limit and an expiry within bounds, and a limited number of links per group", async () => {
    const leader = await register();
    const partyId = await createParty(leader);
    for (const input of [
      {},
      { maxUses: 0, expiresInDays: 7 },
      { maxUses: INVITE_LINK_USES_MAX + 1, expiresInDays: 7 },
      { maxUses: 1.5, expiresInDays: 7 },
      { maxUses: "5", expiresInDays: 7 },
      { maxUses: 5, expiresInDays: 0 },
      { maxUses: 5, expiresInDays: INVITE_LINK_TTL_DAYS_MAX + 1 },
    ]) {
      const response = await createLink(leader, partyId, input);
      expect(response.status, JSON.stringify(input)).toBe(400);
      expect(response.body).toMatchObject({ success: false, error: "BadRequest" });
    }
    for (let i = 0; i < INVITE_LINKS_PER_GROUP_MAX; i++)
      expect((await createLink(leader, partyId, { maxUses: 1, expiresInDays: 1 })).status).toBe(201);
    const over = await createLink(leader, partyId, { maxUses: 1, expiresInDays: 1 });
    expect(over.status).toBe(401);
    expect(over.body.message).toContain(String(INVITE_LINKS_PER_GROUP_MAX));
    expect((await api("GET", `/groups/${partyId}/invite-link`, { auth: leader })).body.data).toHaveLength(
      INVITE_LINKS_PER_GROUP_MAX,
    );
    expect((await api("DELETE", `/groups/${partyId}/invite-link/not-a-link`, { auth: leader })).status).toBe(404);
  });
});

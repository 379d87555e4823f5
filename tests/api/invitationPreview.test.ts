/**
 * GET /user/auth/invitation: the sign-up form of an invitation link says who invites to what,
 * with no sign-in, only while the link would still invite, and it spends nothing.
 */
import { describe, expect, it } from "vitest";
import { createParty } from "./groups.helpers";
import { api, register } from "./helpers";

const preview = (token: string) => api("GET", `/user/auth/invitation?groupInvite=${encodeURIComponent(token)}`);

describe("the preview of an invitation link", () => {
  it("names the group and the inviter, and leaves the link's uses alone", async () => {
    const leader = await register();
    await api("PUT", "/user", { auth: leader, body: { "profile.name": "Ada Lantern" } });
    const partyId = await createParty(leader, "The Night Owls");
    const made = await api("POST", `/groups/${partyId}/invite-link`, {
      auth: leader,
      body: { maxUses: 1, expiresInDays: 3 },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const token = new URL(made.body.data.url).searchParams.get("groupInvite") as string;

    for (let i = 0; i < 2; i++) {
      const answer = await preview(token);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toEqual({
        groupId: partyId,
        groupType: "party",
        groupName: "The Night Owls",
        inviterName: "Ada Lantern",
      });
    }
    const links = await api("GET", `/groups/${partyId}/invite-link`, { auth: leader });
    expect(JSON.stringify(links.body.data)).toContain('"uses":0');
  });

  it("says nothing of a made-up, tampered or revoked link", async () => {
    const leader = await register();
    const partyId = await createParty(leader);
    const made = await api("POST", `/groups/${partyId}/invite-link`, {
      auth: leader,
      body: { maxUses: 2, expiresInDays: 1 },
    });
    const token = new URL(made.body.data.url).searchParams.get("groupInvite") as string;
    for (const bad of ["", partyId, `${token.slice(0, -2)}xx`, "a".repeat(3000)]) {
      const answer = await preview(bad);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ success: false, error: "NotFound" });
    }
    await api("DELETE", `/groups/${partyId}/invite-link/${made.body.data.id}`, { auth: leader });
    expect((await preview(token)).status).toBe(404);
  });
});

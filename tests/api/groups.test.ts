import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PARTY_MEMBER_LIMIT, TAVERN_ID } from "../../content/data/constants";
import { api, register } from "./helpers";
import { addMember, createGuild, createParty, debugSet, me, partyWith } from "./groups.helpers";

describe("creating groups", () => {
  it("starts a private party led by its creator, once per player", async () => {
    const leader = await register();
    const created = await api("POST", "/groups", { auth: leader, body: { name: "Dawn Patrol", type: "party" } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: "Dawn Patrol",
      type: "party",
      privacy: "private",
      memberCount: 1,
      leader: { _id: leader.id },
    });
    expect((await me(leader)).party._id).toBe(created.body.data._id);

    const second = await api("POST", "/groups", { auth: leader, body: { name: "Another", type: "party" } });
    expect(second.status).toBe(401);
    expect(second.body.error).toBe("NotAuthorized");

    const other = await register();
    const publicParty = await api("POST", "/groups", {
      auth: other,
      body: { name: "Open", type: "party", privacy: "public" },
    });
    expect(publicParty.status).toBe(401);
  });

  it("charges 4 gems for a guild and refuses without them", async () => {
    const founder = await register();
    const poor = await api("POST", "/groups", {
      auth: founder,
      body: { name: "Gardeners", type: "guild", privacy: "public" },
    });
    expect(poor.status).toBe(401);
    expect(poor.body.message).toBe("You do not have enough gems.");
    await api("POST", "/debug/add-ten-gems", { auth: founder });
    const before = (await me(founder)).balance;
    const guild = await api("POST", "/groups", {
      auth: founder,
      body: {
        name: "Gardeners",
        type: "guild",
        privacy: "public",
        summary: "We grow things.",
        categories: ["hobbies_occupations"],
      },
    });
    expect(guild.status).toBe(201);
    expect(guild.body.data).toMatchObject({
      type: "guild",
      privacy: "public",
      summary: "We grow things.",
      categories: [{ slug: "hobbies_occupations", name: "hobbies_occupations" }],
    });
    const after = await me(founder);
    expect(after.balance).toBe(before - 1);
    expect(after.guilds).toContain(guild.body.data._id);
  });

  it("validates every field and needs a login", async () => {
    const founder = await register();
    const bad = await api("POST", "/groups", {
      auth: founder,
      body: { name: "", type: "club", summary: "x".repeat(251), categories: ["nope"] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { param: string }) => error.param).sort()).toEqual([
      "categories.0",
      "name",
      "summary",
      "type",
    ]);
    expect((await api("POST", "/groups", { body: { name: "x", type: "party" } })).status).toBe(401);
  });
});

describe("reading groups", () => {
  it("resolves party and tavern aliases and hides private groups from outsiders", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [leader] = accounts;
    const party = await api("GET", "/groups/party", { auth: leader });
    expect(party.status).toBe(200);
    expect(party.body.data).toMatchObject({ _id: groupId, memberCount: 2, chat: [] });

    const stranger = await register();
    const hidden = await api("GET", `/groups/${groupId}`, { auth: stranger });
    expect(hidden.status).toBe(404);
    expect(hidden.body.error).toBe("NotFound");
    expect((await api("GET", "/groups/party", { auth: stranger })).status).toBe(404);
    expect((await api("GET", `/groups/${crypto.randomUUID()}`, { auth: stranger })).status).toBe(404);
    expect((await api("GET", `/groups/${groupId}`)).status).toBe(401);

    for (const alias of ["habitrpg", "tavern", TAVERN_ID]) {
      const tavern = await api("GET", `/groups/${alias}`, { auth: stranger });
      expect(tavern.status).toBe(200);
      expect(tavern.body.data).toMatchObject({ _id: TAVERN_ID, type: "tavern", privacy: "public" });
    }
  });

  it("shows a private guild only to members and invitees, a public one to all", async () => {
    const founder = await register();
    const privateGuild = await createGuild(founder, { privacy: "private", name: "Quiet Room" });
    const publicGuild = await createGuild(founder, { name: "Open Hall" });
    const stranger = await register();
    expect((await api("GET", `/groups/${privateGuild}`, { auth: stranger })).status).toBe(404);
    expect((await api("GET", `/groups/${privateGuild}/chat`, { auth: stranger })).status).toBe(404);
    expect((await api("GET", `/groups/${privateGuild}/members`, { auth: stranger })).status).toBe(404);
    expect((await api("GET", `/groups/${publicGuild}`, { auth: stranger })).status).toBe(200);

    await api("POST", `/groups/${privateGuild}/invite`, { auth: founder, body: { uuids: [stranger.id] } });
    const invited = await api("GET", `/groups/${privateGuild}`, { auth: stranger });
    expect(invited.status).toBe(200);
    expect(invited.body.data.name).toBe("Quiet Room");
  });

  it("lists groups by type with filters and pages", async () => {
    const founder = await register();
    const tag = `zz${Date.now().toString(36)}`;
    const fitness = await createGuild(founder, { name: `${tag} Runners`, categories: ["health_fitness"] });
    const books = await createGuild(founder, {
      name: `${tag} Readers`,
      categories: ["academics"],
      summary: "Books 100% of the time",
    });
    const secret = await createGuild(founder, { name: `${tag} Secret`, privacy: "private" });
    await createParty(founder);

    const publicOnes = await api("GET", `/groups?type=publicGuilds&search=${tag}`, { auth: founder });
    expect(publicOnes.status).toBe(200);
    expect(publicOnes.body.data.map((group: { _id: string }) => group._id).sort()).toEqual([fitness, books].sort());

    const byCategory = await api("GET", `/groups?type=publicGuilds&search=${tag}&categories=health_fitness`, {
      auth: founder,
    });
    expect(byCategory.body.data.map((group: { _id: string }) => group._id)).toEqual([fitness]);
    const bySummary = await api("GET", `/groups?type=publicGuilds&search=${encodeURIComponent("100%")}`, {
      auth: founder,
    });
    expect(bySummary.body.data.map((group: { _id: string }) => group._id)).toContain(books);
    const big = await api("GET", `/groups?type=publicGuilds&search=${tag}&minMemberCount=2`, { auth: founder });
    expect(big.body.data).toEqual([]);
    const small = await api("GET", `/groups?type=publicGuilds&search=${tag}&maxMemberCount=1&leader=true&member=true`, {
      auth: founder,
    });
    expect(small.body.data).toHaveLength(2);

    const mine = await api("GET", "/groups?type=guilds,party,tavern", { auth: founder });
    const types = mine.body.data.map((group: { type: string }) => group.type);
    expect(types.filter((type: string) => type === "guild")).toHaveLength(3);
    expect(types).toContain("party");
    expect(types).toContain("tavern");
    const privateOnes = await api("GET", "/groups?type=privateGuilds", { auth: founder });
    expect(privateOnes.body.data.map((group: { _id: string }) => group._id)).toEqual([secret]);

    const stranger = await register();
    const strangerView = await api("GET", `/groups?type=publicGuilds,privateGuilds&search=${tag}`, { auth: stranger });
    expect(strangerView.body.data.map((group: { _id: string }) => group._id)).not.toContain(secret);

    const page0 = await api("GET", `/groups?type=publicGuilds&paginate=true&page=0&search=${tag}`, { auth: founder });
    expect(page0.body.data).toHaveLength(2);
    const page1 = await api("GET", `/groups?type=publicGuilds&paginate=true&page=1&search=${tag}`, { auth: founder });
    expect(page1.body.data).toEqual([]);

    expect((await api("GET", "/groups", { auth: founder })).status).toBe(400);
    expect((await api("GET", "/groups?type=clubs", { auth: founder })).status).toBe(400);
    expect((await api("GET", "/groups?type=publicGuilds&categories=knitting", { auth: founder })).status).toBe(400);
    const repeated = Array.from({ length: 150 }, () => "academics").join(",");
    expect(
      (
        await api("GET", `/groups?type=publicGuilds&search=${tag}&categories=${repeated}`, { auth: founder })
      ).body.data.map((group: { _id: string }) => group._id),
    ).toEqual([books]);
    expect((await api("GET", "/groups?type=party&page=-1", { auth: founder })).status).toBe(400);
  });

  it("pages through 30 public guilds at a time", async () => {
    const founder = await register();
    const tag = `pg${Date.now().toString(36)}`;
    await api("POST", "/debug/update-user", { auth: founder, body: { balance: 100 } });
    for (let index = 0; index < 31; index++) {
      const created = await api("POST", "/groups", {
        auth: founder,
        body: { name: `${tag} ${index}`, type: "guild", privacy: "public" },
      });
      expect(created.status).toBe(201);
    }
    const first = await api("GET", `/groups?type=publicGuilds&paginate=true&search=${tag}`, { auth: founder });
    expect(first.body.data).toHaveLength(30);
    const second = await api("GET", `/groups?type=publicGuilds&paginate=true&page=1&search=${tag}`, { auth: founder });
    expect(second.body.data).toHaveLength(1);
  });
});

describe("updating groups", () => {
  it("lets only the leader change settings and hand over leadership", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [leader, member] = accounts;
    const renamed = await api("PUT", `/groups/${groupId}`, {
      auth: leader,
      body: { name: "Night Owls", summary: "Late but steady", description: "We do our dailies at midnight." },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      name: "Night Owls",
      summary: "Late but steady",
      description: "We do our dailies at midnight.",
    });

    const byMember = await api("PUT", `/groups/${groupId}`, { auth: member, body: { name: "Mine now" } });
    expect(byMember.status).toBe(401);
    const stranger = await register();
    expect((await api("PUT", `/groups/${groupId}`, { auth: stranger, body: { name: "Mine now" } })).status).toBe(404);
    expect((await api("PUT", `/groups/${groupId}`, { auth: leader, body: { privacy: "public" } })).status).toBe(400);
    expect((await api("PUT", `/groups/${groupId}`, { auth: leader, body: { summary: "x".repeat(251) } })).status).toBe(
      400,
    );
    expect((await api("PUT", `/groups/${groupId}`, { auth: leader, body: { leader: stranger.id } })).status).toBe(404);
    expect((await api("PUT", "/groups/tavern", { auth: leader, body: { name: "My tavern" } })).status).toBe(401);

    const handed = await api("PUT", `/groups/${groupId}`, { auth: leader, body: { leader: member.id } });
    expect(handed.status).toBe(200);
    expect(handed.body.data.leader._id).toBe(member.id);
    expect((await api("PUT", `/groups/${groupId}`, { auth: leader, body: { name: "Back" } })).status).toBe(401);
    expect((await api("PUT", `/groups/${groupId}`, { auth: member, body: { name: "New era" } })).status).toBe(200);
  });
});

describe("joining, inviting and leaving", () => {
  it("lets anyone join a public guild, but parties and private guilds need an invitation", async () => {
    const founder = await register();
    const publicGuild = await createGuild(founder);
    const privateGuild = await createGuild(founder, { privacy: "private" });
    const party = await createParty(founder);
    const visitor = await register();

    const joined = await api("POST", `/groups/${publicGuild}/join`, { auth: visitor });
    expect(joined.status).toBe(200);
    expect(joined.body.data.memberCount).toBe(2);
    expect((await me(visitor)).guilds).toContain(publicGuild);
    expect((await api("POST", `/groups/${publicGuild}/join`, { auth: visitor })).status).toBe(401);

    expect((await api("POST", `/groups/${privateGuild}/join`, { auth: visitor })).status).toBe(404);
    expect((await api("POST", `/groups/${party}/join`, { auth: visitor })).status).toBe(404);
    expect((await api("POST", "/groups/tavern/join", { auth: visitor })).status).toBe(401);

    await api("POST", `/groups/${party}/invite`, { auth: founder, body: { usernames: [visitor.username] } });
    const invitation = (await me(visitor)).invitations;
    expect(invitation.parties).toEqual([{ id: party, name: "The Early Risers", inviter: founder.id }]);
    expect(invitation.party.id).toBe(party);
    expect(
      (await me(visitor)).notifications.find((note: { type: string }) => note.type === "GROUP_INVITE_PARTY").data,
    ).toMatchObject({ groupId: party, inviter: { id: founder.id } });
    const intoParty = await api("POST", `/groups/${party}/join`, { auth: visitor });
    expect(intoParty.status).toBe(200);
    const after = await me(visitor);
    expect(after.party._id).toBe(party);
    expect(after.invitations.parties).toEqual([]);
    expect(after.invitations.party).toEqual({});
    expect(after.notifications.some((note: { type: string }) => note.type === "GROUP_INVITE_PARTY")).toBe(false);
  });

  it("awards the social achievements: a guild joined, a party of two, a party of four", async () => {
    const founder = await register();
    await createGuild(founder);
    expect((await me(founder)).achievements.joinedGuild).toBe(true);
    const { accounts } = await partyWith(3);
    for (const account of accounts) {
      // Those who were there first earn it when they next open their party.
      await api("GET", "/groups/party", { auth: account });
      const player = await me(account);
      expect(player.achievements.partyUp).toBe(true);
      expect(player.achievements.partyOn).toBeUndefined();
    }
    const fourth = await register();
    const party = (await me(accounts[0])).party._id;
    await addMember(party, accounts[0], fourth);
    expect((await me(fourth)).achievements).toMatchObject({ partyUp: true, partyOn: true });
    expect((await me(accounts[1])).achievements.partyOn).toBeUndefined();
    for (const account of [...accounts, fourth]) {
      await api("GET", `/groups/${party}`, { auth: account });
      await api("GET", "/groups/party", { auth: account });
      const player = await me(account);
      expect(player.achievements.partyOn).toBe(true);
      expect(
        player.notifications.filter(
          (note: { type: string; data: { achievement: string } }) =>
            note.type === "ACHIEVEMENT" && note.data.achievement === "partyOn",
        ),
      ).toHaveLength(1);
    }
  });

  it("refuses every bad invitation with its own error", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [leader, member] = accounts;
    const target = await register();
    const cases: [unknown, number, string][] = [
      [{ uuids: [leader.id] }, 400, "You cannot invite yourself."],
      [{ uuids: [member.id] }, 401, `${member.username} is already a member of this group.`],
      [
        { uuids: ["5a1d6c34-0000-4000-8000-000000000000"] },
        404,
        "There is no player with the id 5a1d6c34-0000-4000-8000-000000000000.",
      ],
      [{ usernames: ["nobody-by-that-name"] }, 404, "There is no player with the username nobody-by-that-name."],
      [{}, 400, "Name at least one player to invite by id, username or email."],
      [{ uuids: "not-a-list" }, 400, ""],
      [{ emails: ["not-an-email"] }, 400, ""],
      [
        {
          uuids: Array.from({ length: 20 }, () => crypto.randomUUID()),
          usernames: Array.from({ length: 11 }, (_, index) => `someone${index}`),
        },
        400,
        "You can invite at most 30 players at once.",
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await api("POST", `/groups/${groupId}/invite`, { auth: leader, body });
      expect(response.status, JSON.stringify(body)).toBe(status);
      if (message) expect(response.body.message).toBe(message);
    }
    const byEmail = await api("POST", `/groups/${groupId}/invite`, {
      auth: member,
      body: { emails: [target.email, "no-account@example.com"] },
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data).toEqual({
      invited: [{ id: target.id, username: target.username, name: target.username }],
      unknownEmails: ["no-account@example.com"],
      invitationLinks: [
        {
          email: "no-account@example.com",
          url: expect.stringMatching(/^https:\/\/habitforge\.test\/register\?groupInvite=[\w.-]+$/),
          emailed: true,
        },
      ],
    });
    const again = await api("POST", `/groups/${groupId}/invite`, { auth: leader, body: { uuids: [target.id] } });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(`${target.username} has already been invited to this group.`);

    const busy = await partyWith(2);
    const inParty = await api("POST", `/groups/${groupId}/invite`, {
      auth: leader,
      body: { uuids: [busy.accounts[1].id] },
    });
    expect(inParty.status).toBe(401);
    expect(inParty.body.message).toBe(`${busy.accounts[1].username} is already in a party.`);

    const stranger = await register();
    expect(
      (await api("POST", `/groups/${groupId}/invite`, { auth: stranger, body: { uuids: [target.id] } })).status,
    ).toBe(404);
    expect((await api("POST", "/groups/tavern/invite", { auth: leader, body: { uuids: [target.id] } })).status).toBe(
      401,
    );
    const guild = await createGuild(leader);
    const outsider = await api("POST", `/groups/${guild}/invite`, { auth: stranger, body: { uuids: [target.id] } });
    expect(outsider.status).toBe(401);
  });

  it("lets a player alone in a party be invited and move to the new party", async () => {
    const { groupId, accounts } = await partyWith(1);
    const solo = await register();
    const soloParty = await createParty(solo, "Just Me");
    await addMember(groupId, accounts[0], solo);
    expect((await me(solo)).party._id).toBe(groupId);
    expect((await api("GET", `/groups/${soloParty}`, { auth: solo })).status).toBe(404);
    const row = await env.DB.prepare("SELECT count(*) AS n FROM groups WHERE id = ?")
      .bind(soloParty)
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
  });

  it("keeps a member of a real party from joining another", async () => {
    const first = await partyWith(2);
    const second = await partyWith(1);
    const member = first.accounts[1];
    await debugSet(member, {
      "invitations.parties": [{ id: second.groupId, name: "The Early Risers", inviter: second.accounts[0].id }],
    });
    const refused = await api("POST", `/groups/${second.groupId}/join`, { auth: member });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe("You are already in a party. Leave it before you join or start another.");
    expect((await me(member)).party._id).toBe(first.groupId);
  });

  it("lets a guild leader switch privacy and categories", async () => {
    const founder = await register();
    const guild = await createGuild(founder, { categories: ["academics"] });
    const changed = await api("PUT", `/groups/${guild}`, {
      auth: founder,
      body: { privacy: "private", categories: ["finance", "finance"], leaderOnly: { challenges: true } },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      privacy: "private",
      categories: [{ slug: "finance", name: "finance" }],
      leaderOnly: { challenges: true, getGems: false },
    });
    expect((await api("GET", `/groups/${guild}`, { auth: await register() })).status).toBe(404);
  });

  it("lets an invitee decline", async () => {
    const { groupId, accounts } = await partyWith(1);
    const invitee = await register();
    await api("POST", `/groups/${groupId}/invite`, { auth: accounts[0], body: { uuids: [invitee.id] } });
    const pending = await api("GET", `/groups/${groupId}/invites`, { auth: accounts[0] });
    expect(pending.body.data.map((person: { _id: string }) => person._id)).toEqual([invitee.id]);
    const rejected = await api("POST", `/groups/${groupId}/reject-invite`, { auth: invitee });
    expect(rejected.status).toBe(200);
    expect((await me(invitee)).invitations.parties).toEqual([]);
    expect((await api("GET", `/groups/${groupId}/invites`, { auth: accounts[0] })).body.data).toEqual([]);
    expect((await api("POST", `/groups/${groupId}/reject-invite`, { auth: invitee })).status).toBe(401);
    expect((await api("POST", `/groups/${groupId}/join`, { auth: invitee })).status).toBe(404);
  });

  it("passes leadership on when the leader leaves, and closes an empty group", async () => {
    const { groupId, accounts } = await partyWith(3);
    const [leader, second, third] = accounts;
    const left = await api("POST", `/groups/${groupId}/leave`, { auth: leader });
    expect(left.status).toBe(200);
    expect((await me(leader)).party._id).toBeUndefined();
    const view = await api("GET", `/groups/${groupId}`, { auth: second });
    expect(view.body.data.leader._id).toBe(second.id);
    expect(view.body.data.memberCount).toBe(2);
    expect((await api("GET", `/groups/${groupId}`, { auth: leader })).status).toBe(404);
    expect((await api("POST", `/groups/${groupId}/leave`, { auth: leader })).status).toBe(404);

    await api("POST", `/groups/${groupId}/leave`, { auth: second });
    await api("POST", `/groups/${groupId}/leave`, { auth: third });
    const gone = await env.DB.prepare("SELECT count(*) AS n FROM groups WHERE id = ?")
      .bind(groupId)
      .first<{ n: number }>();
    expect(gone?.n).toBe(0);
    expect((await api("GET", `/groups/${groupId}`, { auth: third })).status).toBe(404);
  });

  it("keeps or removes the group's tasks as asked, and validates the choice", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [, member] = accounts;
    const link = async (text: string) => {
      const created = await api("POST", "/tasks/user", { auth: member, body: { type: "todo", text } });
      expect(created.status).toBe(201);
      const task = created.body.data;
      task.group = { id: groupId, taskId: crypto.randomUUID() };
      await env.DB.prepare("UPDATE tasks SET group_id = ?, doc = ? WHERE id = ?")
        .bind(groupId, JSON.stringify(task), task._id)
        .run();
      return task._id as string;
    };
    const taskId = await link("Water the party plants");
    expect((await api("POST", `/groups/${groupId}/leave?keep=sometimes`, { auth: member })).status).toBe(400);
    const left = await api("POST", `/groups/${groupId}/leave?keep=remove-all`, {
      auth: member,
      body: { keepChallenges: "leave-challenges" },
    });
    expect(left.status).toBe(200);
    expect((await api("GET", `/tasks/${taskId}`, { auth: member })).status).toBe(404);
    expect((await me(member)).tasksOrder.todos).not.toContain(taskId);

    const again = await partyWith(2);
    const keeper = again.accounts[1];
    const created = await api("POST", "/tasks/user", { auth: keeper, body: { type: "todo", text: "Keep me" } });
    const task = created.body.data;
    task.group = { id: again.groupId };
    await env.DB.prepare("UPDATE tasks SET group_id = ?, doc = ? WHERE id = ?")
      .bind(again.groupId, JSON.stringify(task), task._id)
      .run();
    expect(
      (await api("POST", `/groups/${again.groupId}/leave`, { auth: keeper, body: { keep: "keep-all" } })).status,
    ).toBe(200);
    const kept = await api("GET", `/tasks/${task._id}`, { auth: keeper });
    expect(kept.status).toBe(200);
    expect(kept.body.data.group).toEqual({});
  });

  it("refuses to leave the tavern or a group one is not in", async () => {
    const founder = await register();
    const guild = await createGuild(founder);
    const visitor = await register();
    expect((await api("POST", "/groups/tavern/leave", { auth: visitor })).status).toBe(401);
    expect((await api("POST", `/groups/${guild}/leave`, { auth: visitor })).status).toBe(401);
  });
});

describe("roles", () => {
  it("lets leaders and managers remove members, never the leader", async () => {
    const { groupId, accounts } = await partyWith(4);
    const [leader, manager, member, other] = accounts;
    const promote = await api("POST", `/groups/${groupId}/add-manager`, {
      auth: leader,
      body: { managerId: manager.id },
    });
    expect(promote.status).toBe(200);
    expect(promote.body.data.managers).toEqual({ [manager.id]: true });

    expect((await api("POST", `/groups/${groupId}/removeMember/${other.id}`, { auth: member })).status).toBe(401);
    expect((await api("POST", `/groups/${groupId}/removeMember/${leader.id}`, { auth: manager })).status).toBe(401);
    expect((await api("POST", `/groups/${groupId}/removeMember/${manager.id}`, { auth: manager })).status).toBe(400);
    const stranger = await register();
    expect((await api("POST", `/groups/${groupId}/removeMember/${stranger.id}`, { auth: leader })).status).toBe(404);
    expect((await api("POST", `/groups/${groupId}/removeMember/${member.id}`, { auth: stranger })).status).toBe(404);

    const removed = await api("POST", `/groups/${groupId}/removeMember/${member.id}`, {
      auth: manager,
      body: { message: "Inactive for a month, sorry." },
    });
    expect(removed.status).toBe(200);
    const kicked = await me(member);
    expect(kicked.party._id).toBeUndefined();
    expect(kicked.notifications.find((note: { type: string }) => note.type === "GROUP_REMOVED").data).toMatchObject({
      groupId,
      message: "Inactive for a month, sorry.",
    });
    expect((await api("GET", `/groups/${groupId}`, { auth: leader })).body.data.memberCount).toBe(3);

    const invitee = await register();
    await api("POST", `/groups/${groupId}/invite`, { auth: leader, body: { uuids: [invitee.id] } });
    expect((await api("POST", `/groups/${groupId}/removeMember/${invitee.id}`, { auth: leader })).status).toBe(200);
    expect((await me(invitee)).invitations.parties).toEqual([]);
  });

  it("lets leaders and managers add and remove managers", async () => {
    const founder = await register();
    const guild = await createGuild(founder);
    const [a, b, c] = await Promise.all([register(), register(), register()]);
    for (const account of [a, b, c])
      expect((await api("POST", `/groups/${guild}/join`, { auth: account })).status).toBe(200);

    expect((await api("POST", `/groups/${guild}/add-manager`, { auth: a, body: { managerId: b.id } })).status).toBe(
      401,
    );
    expect(
      (await api("POST", `/groups/${guild}/add-manager`, { auth: founder, body: { managerId: a.id } })).status,
    ).toBe(200);
    expect((await api("POST", `/groups/${guild}/add-manager`, { auth: a, body: { managerId: b.id } })).status).toBe(
      200,
    );
    expect((await api("POST", `/groups/${guild}/add-manager`, { auth: a, body: { managerId: b.id } })).status).toBe(
      400,
    );
    expect(
      (await api("POST", `/groups/${guild}/add-manager`, { auth: a, body: { managerId: founder.id } })).status,
    ).toBe(400);
    expect(
      (await api("POST", `/groups/${guild}/add-manager`, { auth: a, body: { managerId: crypto.randomUUID() } })).status,
    ).toBe(401);
    expect((await api("POST", `/groups/${guild}/add-manager`, { auth: a, body: {} })).status).toBe(400);
    expect((await api("POST", `/groups/${guild}/remove-manager`, { auth: a, body: { managerId: c.id } })).status).toBe(
      401,
    );
    const demoted = await api("POST", `/groups/${guild}/remove-manager`, { auth: b, body: { managerId: a.id } });
    expect(demoted.status).toBe(200);
    expect(demoted.body.data.managers).toEqual({ [b.id]: true });
    expect((await api("POST", `/groups/${guild}/remove-manager`, { auth: a, body: { managerId: b.id } })).status).toBe(
      401,
    );
    const stranger = await register();
    expect(
      (await api("POST", `/groups/${guild}/add-manager`, { auth: stranger, body: { managerId: c.id } })).status,
    ).toBe(401);
  });
});

describe("member lists", () => {
  it("pages members by id, searches them and never shows private fields", async () => {
    const { groupId, accounts } = await partyWith(5);
    const all = await api("GET", "/groups/party/members?includeAllPublicFields=true", { auth: accounts[0] });
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(5);
    const text = JSON.stringify(all.body.data);
    for (const account of accounts) {
      expect(text).not.toContain(account.email);
      expect(text).not.toContain(account.apiToken);
    }
    expect(text).not.toContain("passwordHash");
    expect(all.body.data.find((person: { _id: string }) => person._id === accounts[0].id).role).toBe("leader");
    expect(all.body.data[0].stats.lvl).toBe(1);

    const firstPage = await api("GET", `/groups/${groupId}/members?limit=2`, { auth: accounts[1] });
    expect(firstPage.body.data).toHaveLength(2);
    expect(firstPage.body.data[0].achievements).toBeUndefined();
    const lastId = firstPage.body.data[1]._id;
    const rest = await api("GET", `/groups/${groupId}/members?lastId=${lastId}`, { auth: accounts[1] });
    expect(rest.body.data).toHaveLength(3);
    expect(rest.body.data.every((person: { _id: string }) => person._id > lastId)).toBe(true);

    const found = await api("GET", `/groups/${groupId}/members?search=${accounts[3].username.slice(-6)}`, {
      auth: accounts[1],
    });
    expect(found.body.data.map((person: { _id: string }) => person._id)).toEqual([accounts[3].id]);
    expect((await api("GET", `/groups/${groupId}/members?limit=1000`, { auth: accounts[1] })).status).toBe(400);
    expect((await api("GET", "/groups/tavern/members", { auth: accounts[1] })).status).toBe(400);
    expect((await api("GET", "/groups/party/members", { auth: await register() })).status).toBe(404);
  });

  it("lists invitations only to members", async () => {
    const founder = await register();
    const guild = await createGuild(founder);
    const [invitee, visitor] = await Promise.all([register(), register()]);
    await api("POST", `/groups/${guild}/invite`, { auth: founder, body: { uuids: [invitee.id] } });
    const invites = await api("GET", `/groups/${guild}/invites`, { auth: founder });
    expect(invites.body.data.map((person: { _id: string }) => person._id)).toEqual([invitee.id]);
    expect((await api("GET", `/groups/${guild}/invites`, { auth: visitor })).status).toBe(401);
  });
});

describe("looking for a party", () => {
  it("lists players without a party who are looking, for party members only", async () => {
    const seeker = await register();
    await debugSet(seeker, { "party.seeking": new Date().toISOString() });
    const notLooking = await register();
    const loner = await register();
    expect((await api("GET", "/looking-for-party", { auth: loner })).status).toBe(401);

    const { groupId, accounts } = await partyWith(1);
    const list = await api("GET", "/looking-for-party", { auth: accounts[0] });
    expect(list.status).toBe(200);
    const ids = list.body.data.map((person: { _id: string }) => person._id);
    expect(ids).toContain(seeker.id);
    expect(ids).not.toContain(notLooking.id);
    expect(list.body.data.find((person: { _id: string }) => person._id === seeker.id)).toMatchObject({
      username: seeker.username,
      level: 1,
      invited: false,
    });
    expect(JSON.stringify(list.body.data)).not.toContain(seeker.email);

    await api("POST", `/groups/${groupId}/invite`, { auth: accounts[0], body: { uuids: [seeker.id] } });
    const after = await api("GET", "/looking-for-party", { auth: accounts[0] });
    expect(after.body.data.find((person: { _id: string }) => person._id === seeker.id).invited).toBe(true);
    await api("POST", `/groups/${groupId}/join`, { auth: seeker });
    const joined = await api("GET", "/looking-for-party", { auth: accounts[0] });
    expect(joined.body.data.map((person: { _id: string }) => person._id)).not.toContain(seeker.id);
    expect((await me(seeker)).party.seeking).toBeUndefined();
    expect((await api("GET", "/looking-for-party?page=x", { auth: accounts[0] })).status).toBe(400);
  });
});

describe("group plans", () => {
  it("has none yet", async () => {
    const account = await register();
    const plans = await api("GET", "/group-plans", { auth: account });
    expect(plans.status).toBe(200);
    expect(plans.body.data).toEqual([]);
    expect((await api("GET", "/group-plans")).status).toBe(401);
  });
});

describe("concurrency", () => {
  it("never lets 35 concurrent invitations and joins take a party past 30", async () => {
    const leader = await register();
    const groupId = await createParty(leader);
    const players = await Promise.all(Array.from({ length: 35 }, () => register()));
    const invites = await Promise.all(
      players.map((player) => api("POST", `/groups/${groupId}/invite`, { auth: leader, body: { uuids: [player.id] } })),
    );
    const accepted = invites.filter((response) => response.status === 200).length;
    expect(accepted).toBe(PARTY_MEMBER_LIMIT - 1);
    for (const refused of invites.filter((response) => response.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("A party can have at most 30 members, counting pending invitations.");
    }
    const joins = await Promise.all(players.map((player) => api("POST", `/groups/${groupId}/join`, { auth: player })));
    expect(joins.filter((response) => response.status === 200)).toHaveLength(PARTY_MEMBER_LIMIT - 1);
    const counted = await env.DB.prepare("SELECT count(*) AS n FROM group_members WHERE group_id = ?")
      .bind(groupId)
      .first<{ n: number }>();
    expect(counted?.n).toBe(PARTY_MEMBER_LIMIT);
    const view = await api("GET", `/groups/${groupId}`, { auth: leader });
    expect(view.body.data.memberCount).toBe(PARTY_MEMBER_LIMIT);
  });

  it("never overfills a party when invited players join at once", async () => {
    const leader = await register();
    const groupId = await createParty(leader);
    const players = await Promise.all(Array.from({ length: 35 }, () => register()));
    // Invitations written straight into the documents, as if many members had invited at once.
    for (const player of players) {
      await debugSet(player, {
        "invitations.parties": [{ id: groupId, name: "The Early Risers", inviter: leader.id }],
      });
    }
    const joins = await Promise.all(players.map((player) => api("POST", `/groups/${groupId}/join`, { auth: player })));
    expect(joins.filter((response) => response.status === 200)).toHaveLength(PARTY_MEMBER_LIMIT - 1);
    for (const refused of joins.filter((response) => response.status !== 200)) expect(refused.status).toBe(400);
    const counted = await env.DB.prepare(
      "SELECT count(*) AS n, (SELECT member_count FROM groups WHERE id = ?1) AS m FROM group_members WHERE group_id = ?1",
    )
      .bind(groupId)
      .first<{ n: number; m: number }>();
    expect(counted).toEqual({ n: PARTY_MEMBER_LIMIT, m: PARTY_MEMBER_LIMIT });
    const inParty = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE party_id = ?")
      .bind(groupId)
      .first<{ n: number }>();
    expect(inParty?.n).toBe(PARTY_MEMBER_LIMIT);
  });

  it("counts every one of many players joining a guild at once", async () => {
    const founder = await register();
    const guild = await createGuild(founder);
    const players = await Promise.all(Array.from({ length: 20 }, () => register()));
    const joins = await Promise.all(players.map((player) => api("POST", `/groups/${guild}/join`, { auth: player })));
    expect(joins.every((response) => response.status === 200)).toBe(true);
    expect((await api("GET", `/groups/${guild}`, { auth: founder })).body.data.memberCount).toBe(21);
  });
});

describe("the v3 API", () => {
  it("serves the same groups", async () => {
    const account = await register();
    const tavern = await api("GET", "/groups/habitrpg", { auth: account, base: "https://habitforge.test/api/v3" });
    expect(tavern.status).toBe(200);
    expect(tavern.body.data._id).toBe(TAVERN_ID);
  });
});

import { describe, expect, it } from "vitest";
import { quests } from "../../content/data/quests";
import { createGuild, createParty, debugSet, me, partyWith } from "./groups.helpers";
import { api, register } from "./helpers";
import { giveScroll, inviteAndStart, partyQuest, rollOverQuest } from "./quests.helpers";

describe("quest invitations", () => {
  it("need the scroll, a party and the quest's level", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [owner] = accounts;
    // Every hero starts with the Dust Bunnies scroll: this one has used it up.
    await giveScroll(owner, "dustbunnies", 0);
    const noScroll = await api("POST", `/groups/${groupId}/quests/invite/dustbunnies`, { auth: owner });
    expect(noScroll.status).toBe(401);
    expect(noScroll.body.message).toBe("You don't have that quest scroll.");

    const unknown = await api("POST", `/groups/${groupId}/quests/invite/nonsense`, { auth: owner });
    expect(unknown.status).toBe(404);

    await giveScroll(owner, "atom1");
    const tooLow = await api("POST", `/groups/${groupId}/quests/invite/atom1`, { auth: owner });
    expect(tooLow.status).toBe(401);
    expect(tooLow.body.message).toBe("You need to reach level 15 before you can start this quest.");

    await giveScroll(owner, "dysheartener");
    const worldBoss = await api("POST", `/groups/${groupId}/quests/invite/dysheartener`, { auth: owner });
    expect(worldBoss.status).toBe(401);

    const stranger = await register();
    await giveScroll(stranger, "dustbunnies");
    const outsider = await api("POST", `/groups/${groupId}/quests/invite/dustbunnies`, { auth: stranger });
    expect(outsider.status).toBe(404);

    const guildLeader = await register();
    const guildId = await createGuild(guildLeader);
    await giveScroll(guildLeader, "dustbunnies");
    const inGuild = await api("POST", `/groups/${guildId}/quests/invite/dustbunnies`, { auth: guildLeader });
    expect(inGuild.status).toBe(401);
    expect(inGuild.body.message).toBe("Quests are fought in parties. Join or start a party first.");

    const tavern = await api("POST", `/groups/habitrpg/quests/invite/dustbunnies`, { auth: guildLeader });
    expect(tavern.status).toBe(401);
  });

  it("start when everyone answered; the owner's scroll is used up", async () => {
    const { groupId, accounts } = await partyWith(3);
    const [owner, accepter, rejecter] = accounts;
    await giveScroll(owner, "dustbunnies", 2);
    const invite = await api("POST", `/groups/${groupId}/quests/invite/dustbunnies`, { auth: owner });
    expect(invite.status).toBe(200);
    expect(invite.body.data).toMatchObject({
      key: "dustbunnies",
      active: false,
      leader: owner.id,
      members: { [owner.id]: true, [accepter.id]: null, [rejecter.id]: null },
    });
    expect((await me(accepter)).party.quest.RSVPNeeded).toBe(true);

    const again = await api("POST", `/groups/${groupId}/quests/invite/dustbunnies`, { auth: owner });
    expect(again.status).toBe(401);

    const ownerRejects = await api("POST", `/groups/${groupId}/quests/reject`, { auth: owner });
    expect(ownerRejects.status).toBe(400);

    const accepted = await api("POST", `/groups/${groupId}/quests/accept`, { auth: accepter });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.active).toBe(false);
    const twice = await api("POST", `/groups/${groupId}/quests/accept`, { auth: accepter });
    expect(twice.status).toBe(400);

    const rejected = await api("POST", `/groups/${groupId}/quests/reject`, { auth: rejecter });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({
      key: "dustbunnies",
      active: true,
      members: { [owner.id]: true, [accepter.id]: true },
      progress: { hp: 100, rage: 0 },
    });
    expect(rejected.body.data.members[rejecter.id]).toBeUndefined();

    const ownerDoc = await me(owner);
    expect(ownerDoc.items.quests.dustbunnies).toBe(1);
    expect(ownerDoc.party.quest.key).toBe("dustbunnies");
    expect((await me(accepter)).party.quest).toMatchObject({ key: "dustbunnies", RSVPNeeded: false });
    expect((await me(rejecter)).party.quest).toMatchObject({ key: null, RSVPNeeded: false });

    const chat = await api("GET", `/groups/${groupId}/chat`, { auth: accepter });
    const texts = chat.body.data.map((message: { text: string }) => message.text);
    expect(texts.some((text: string) => text.includes("has begun"))).toBe(true);
  });

  it("a solo party's quest starts at once", async () => {
    const owner = await register();
    const groupId = await createParty(owner);
    await giveScroll(owner, "dustbunnies");
    const invite = await api("POST", `/groups/${groupId}/quests/invite/dustbunnies`, { auth: owner });
    expect(invite.status).toBe(200);
    expect(invite.body.data.active).toBe(true);
  });
});

describe("quest control", () => {
  it("force-start, cancel and abort belong to the leader or the owner", async () => {
    const { groupId, accounts } = await partyWith(3);
    const [leader, owner, member] = accounts;
    await giveScroll(owner, "dustbunnies");
    expect((await api("POST", `/groups/${groupId}/quests/invite/dustbunnies`, { auth: owner })).status).toBe(200);

    for (const action of ["force-start", "cancel"]) {
      const refused = await api("POST", `/groups/${groupId}/quests/${action}`, { auth: member });
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe("Only the party's leader or the player who brought the quest can do that.");
    }
    const notStarted = await api("POST", `/groups/${groupId}/quests/abort`, { auth: leader });
    expect(notStarted.status).toBe(401);

    const cancelled = await api("POST", `/groups/${groupId}/quests/cancel`, { auth: leader });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.key).toBeNull();
    expect((await me(member)).party.quest.RSVPNeeded).toBe(false);
    expect((await me(owner)).items.quests.dustbunnies).toBe(1);

    expect((await api("POST", `/groups/${groupId}/quests/invite/dustbunnies`, { auth: owner })).status).toBe(200);
    const forced = await api("POST", `/groups/${groupId}/quests/force-start`, { auth: leader });
    expect(forced.status).toBe(200);
    expect(forced.body.data).toMatchObject({ active: true, members: { [owner.id]: true } });
    expect((await me(owner)).items.quests.dustbunnies).toBe(0);

    const cancelStarted = await api("POST", `/groups/${groupId}/quests/cancel`, { auth: owner });
    expect(cancelStarted.status).toBe(401);
    const aborted = await api("POST", `/groups/${groupId}/quests/abort`, { auth: owner });
    expect(aborted.status).toBe(200);
    expect(aborted.body.data.key).toBeNull();
    const ownerDoc = await me(owner);
    expect(ownerDoc.items.quests.dustbunnies).toBe(1);
    expect(ownerDoc.party.quest.key).toBeNull();
  });

  it("participants may leave, the owner may not", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [owner, member] = accounts;
    await inviteAndStart(owner, groupId, "dustbunnies", [member]);
    const ownerLeaves = await api("POST", `/groups/${groupId}/quests/leave`, { auth: owner });
    expect(ownerLeaves.status).toBe(401);
    const left = await api("POST", `/groups/${groupId}/quests/leave`, { auth: member });
    expect(left.status).toBe(200);
    expect(left.body.data.members[member.id]).toBeUndefined();
    expect((await me(member)).party.quest.key).toBeNull();
    const twice = await api("POST", `/groups/${groupId}/quests/leave`, { auth: member });
    expect(twice.status).toBe(401);
  });
});

describe("boss quests", () => {
  it("take damage at each member's rollover, strike back for missed dailies and pay out when beaten", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [owner, member] = accounts;
    await inviteAndStart(owner, groupId, "dustbunnies", [member]);
    const before = await me(member);

    await rollOverQuest(owner, 60, -4);
    let quest = await partyQuest(owner, groupId);
    expect(quest.progress.hp).toBe(40);
    // Strength 0.5 times 4 missed: every participant loses 2.
    expect((await me(member)).stats.hp).toBe(before.stats.hp - 2);
    expect((await me(owner)).stats.hp).toBe(before.stats.hp - 2);

    await rollOverQuest(member, 45);
    quest = await partyQuest(owner, groupId);
    expect(quest.key).toBeNull();
    expect(quest.completed).toBe("dustbunnies");
    const owned = await me(owner);
    const won = await me(member);
    expect(won.achievements.quests.dustbunnies).toBe(1);
    expect(owned.achievements.quests.dustbunnies).toBe(1);
    expect(won.stats.gp).toBeCloseTo(before.stats.gp + quests.dustbunnies.drop.gp, 5);
    expect(won.party.quest.key).toBeNull();
    expect(won.notifications.some((n: { type: string }) => n.type === "QUEST_FINISHED")).toBe(true);

    const chat = await api("GET", `/groups/${groupId}/chat`, { auth: member });
    const texts: string[] = chat.body.data.map((message: { text: string }) => message.text);
    expect(texts.some((text) => text.includes("for 60 damage"))).toBe(true);
    expect(texts.some((text) => text.includes("is complete"))).toBe(true);
  });

  it("ignore players who are not on the quest", async () => {
    const { groupId, accounts } = await partyWith(3);
    const [owner, member, outsider] = accounts;
    await giveScroll(owner, "dustbunnies");
    await api("POST", `/groups/${groupId}/quests/invite/dustbunnies`, { auth: owner });
    await api("POST", `/groups/${groupId}/quests/accept`, { auth: member });
    await api("POST", `/groups/${groupId}/quests/reject`, { auth: outsider });
    await rollOverQuest(outsider, 90, -10);
    const quest = await partyQuest(owner, groupId);
    expect(quest.progress.hp).toBe(100);
    expect((await me(owner)).stats.hp).toBe(50);
  });

  it("rage heals the boss when it fills", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [owner, member] = accounts;
    await inviteAndStart(owner, groupId, "axolotl", [member]);
    await rollOverQuest(owner, 100, -20);
    let quest = await partyQuest(owner, groupId);
    // Strength 1.5: 30 rage and 30 health off everyone.
    expect(quest.progress).toMatchObject({ hp: 400, rage: 30 });
    expect((await me(member)).stats.hp).toBe(20);
    await rollOverQuest(member, 0, -14);
    quest = await partyQuest(owner, groupId);
    // 51 rage fires: the boss heals 30% of its health (capped at what it lost), rage empties.
    expect(quest.progress).toMatchObject({ hp: 500, rage: 0 });
    expect((await me(member)).stats.hp).toBe(0);
  });

  it("rage drains mana or pending damage", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [owner, member] = accounts;
    await debugSet(member, { "stats.mp": 30 });
    await inviteAndStart(owner, groupId, "fungi", [member]);
    await rollOverQuest(owner, 0, -30);
    expect((await me(member)).stats.mp).toBeCloseTo(30 * 0.67, 2);

    const party = await partyWith(2);
    const [waffleOwner, waffleMember] = party.accounts;
    await inviteAndStart(waffleOwner, party.groupId, "waffle", [waffleMember]);
    await debugSet(waffleMember, { "party.quest.progress.up": 40 });
    await rollOverQuest(waffleOwner, 0, -30);
    expect((await me(waffleMember)).party.quest.progress.up).toBe(20);
  });
});

describe("collection quests", () => {
  it("spread found items over what is still needed and drop the next scroll of the chain to the owner", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [owner, member] = accounts;
    await debugSet(owner, { "stats.lvl": 15 });
    await inviteAndStart(owner, groupId, "atom1", [member]);
    await rollOverQuest(member, 0, 0, 12);
    let quest = await partyQuest(owner, groupId);
    expect(quest.progress.collect).toEqual({ soapBars: 12 });
    await rollOverQuest(owner, 0, 0, 30);
    quest = await partyQuest(owner, groupId);
    expect(quest.key).toBeNull();
    expect(quest.completed).toBe("atom1");
    expect((await me(owner)).items.quests.atom2).toBe(1);
    expect((await me(member)).items.quests.atom2 ?? 0).toBe(0);
    expect((await me(member)).achievements.quests.atom1).toBe(1);
  });
});

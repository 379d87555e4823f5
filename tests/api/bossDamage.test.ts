/**
 * The party's boss fight keeps what each participant dealt (quest.progress.damage, by member id),
 * for the party page's chart: added up at each member's rollover, shown to the party, sent live
 * with the boss's health, and started afresh by each quest. The world boss keeps no such list.
 */
import { env } from "cloudflare:test";
import { afterAll, describe, expect, it } from "vitest";
import { TAVERN_ID } from "../../content/data/constants";
import { connectLive, partyWith } from "./groups.helpers";
import { api, register } from "./helpers";
import { inviteAndStart, partyQuest, rollOverQuest } from "./quests.helpers";

describe("boss damage per member", () => {
  it("adds up what each participant dealt, and only theirs", async () => {
    const { groupId, accounts } = await partyWith(3);
    const [owner, member, bystander] = accounts;
    // The owner brings a scroll every hero starts with; the member comes, the bystander does not.
    expect((await api("POST", `/groups/${groupId}/quests/invite/dustbunnies`, { auth: owner })).status).toBe(200);
    expect((await api("POST", `/groups/${groupId}/quests/accept`, { auth: member })).status).toBe(200);
    expect((await api("POST", `/groups/${groupId}/quests/reject`, { auth: bystander })).status).toBe(200);
    const live = await connectLive(member, groupId);

    await rollOverQuest(owner, 30);
    let quest = await partyQuest(member, groupId);
    expect(quest.progress).toMatchObject({ hp: 70, damage: { [owner.id]: 30 } });
    const heard = await live.next("quest.progress", 3000);
    expect(heard.progress).toMatchObject({ key: "dustbunnies", hp: 70, damage: { [owner.id]: 30 } });

    await rollOverQuest(member, 12.345);
    await rollOverQuest(owner, 10.5);
    // Misses alone deal no damage and add nobody; a bystander's rollover is not the party's fight.
    await rollOverQuest(member, 0, -2);
    await rollOverQuest(bystander, 40);
    quest = await partyQuest(owner, groupId);
    expect(quest.progress.damage).toEqual({ [owner.id]: 40.5, [member.id]: 12.35 });
    expect(quest.progress.hp).toBeCloseTo(100 - 40.5 - 12.345, 5);
    live.close();
  });

  it("is not shown to players outside the party and starts afresh with the next quest", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [owner, member] = accounts;
    await inviteAndStart(owner, groupId, "dustbunnies", [member]);
    await rollOverQuest(member, 60);
    const outsider = await register();
    const peek = await api("GET", `/groups/${groupId}`, { auth: outsider });
    expect(peek.status).toBe(404);
    expect(JSON.stringify(peek.body)).not.toContain(member.id);

    await rollOverQuest(owner, 50);
    const finished = await partyQuest(owner, groupId);
    expect(finished).toMatchObject({ key: null, completed: "dustbunnies" });
    expect(finished.progress.damage).toBeUndefined();

    const next = await inviteAndStart(owner, groupId, "dustbunnies", [member]);
    expect(next.progress.damage).toBeUndefined();
    await rollOverQuest(member, 5);
    expect((await partyQuest(owner, groupId)).progress.damage).toEqual({ [member.id]: 5 });
  });
});

describe("the world boss", () => {
  afterAll(async () => {
    await env.DB.prepare(
      "UPDATE groups SET doc = json_set(doc, '$.quest', json('{}')), version = version + 1 WHERE id = ?",
    )
      .bind(TAVERN_ID)
      .run();
  });

  it("keeps no list of who dealt what", async () => {
    const staff = await register();
    expect((await api("POST", "/debug/world-boss/dysheartener", { auth: staff })).status).toBe(200);
    await rollOverQuest(staff, 500);
    const tavern = await api("GET", `/groups/${TAVERN_ID}`, { auth: staff });
    expect(tavern.status).toBe(200);
    expect(tavern.body.data.quest.progress.hp).toBe(17_000_000 - 500);
    expect(tavern.body.data.quest.progress.damage).toBeUndefined();
  });
});

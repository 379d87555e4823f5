import { env } from "cloudflare:test";
import { afterAll, describe, expect, it } from "vitest";
import { TAVERN_ID } from "../../content/data/constants";
import { quests } from "../../content/data/quests";
import { connectLive, me, partyWith } from "./groups.helpers";
import { api, register } from "./helpers";
import { inviteAndStart, rollOverQuest } from "./quests.helpers";

describe("quests live", () => {
  it("two connected members watch the boss's health drop", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [owner, member] = accounts;
    const ownerLive = await connectLive(owner, groupId);
    const memberLive = await connectLive(member, groupId);
    await inviteAndStart(owner, groupId, "dustbunnies", [member]);
    expect((await ownerLive.next("quest.invited", 3000)).key).toBe("dustbunnies");
    expect((await memberLive.next("quest.started", 3000)).progress).toMatchObject({ key: "dustbunnies", hp: 100 });

    await rollOverQuest(member, 30);
    const seenByOwner = await ownerLive.next("quest.progress", 3000);
    const seenByMember = await memberLive.next("quest.progress", 3000);
    expect(seenByOwner.progress).toMatchObject({ key: "dustbunnies", hp: 70, pendingDamage: 0 });
    // The report says what the blow did, so the screens can show the hit.
    expect(seenByOwner.progress.blow).toEqual({ damage: 30 });
    expect(seenByMember.progress.hp).toBe(70);
    expect((await memberLive.next("chat.new", 3000)).message.system).toBe(true);

    await rollOverQuest(owner, 80);
    expect((await ownerLive.next("quest.finished", 3000)).key).toBe("dustbunnies");
    expect((await memberLive.next("quest.finished", 3000)).key).toBe("dustbunnies");
    ownerLive.close();
    memberLive.close();
  });

  it("a report says when the boss's rage struck", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [owner, member] = accounts;
    await inviteAndStart(owner, groupId, "lostMasterclasser4", [member]);
    const live = await connectLive(owner, groupId);
    // Strength 4 times 2 missed: rage 8 of 15, no strike yet.
    await rollOverQuest(member, 10, -2);
    const first = (await live.next("quest.progress", 3000)).progress;
    expect(first).toMatchObject({ hp: 2990, rage: 8, blow: { damage: 10 } });
    expect(first.blow?.rageStrike).toBeUndefined();
    // Another 8 fills the 15: the boss strikes and its rage starts again from nothing.
    await rollOverQuest(member, 0, -2);
    const second = (await live.next("quest.progress", 3000)).progress;
    expect(second).toMatchObject({ hp: 2990, rage: 0, blow: { damage: 0, rageStrike: true } });
    live.close();
  });
});

describe("world bosses", () => {
  // The tavern is shared by every test of this file's storage: leave it without a boss.
  afterAll(async () => {
    await env.DB.prepare(
      "UPDATE groups SET doc = json_set(doc, '$.quest', json('{}')), version = version + 1 WHERE id = ?",
    )
      .bind(TAVERN_ID)
      .run();
  });

  it("take everyone's damage, rage strikes the world, and the spoils are shared", async () => {
    const staff = await register();
    const started = await api("POST", "/debug/world-boss/dysheartener", { auth: staff });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data).toMatchObject({
      active: true,
      key: "dysheartener",
      progress: { hp: 17_000_000, rage: 0, maxRage: 500_000 },
    });
    const twice = await api("POST", "/debug/world-boss/dysheartener", { auth: staff });
    expect(twice.status).toBe(401);
    const notABoss = await api("POST", "/debug/world-boss/dustbunnies", { auth: staff });
    expect(notABoss.status).toBe(404);

    const live = await connectLive(staff, "habitrpg");
    // Players without a party hurt the world boss too.
    const loner = await register();
    const { accounts } = await partyWith(1);
    await rollOverQuest(loner, 800);
    // One player's rollover moves a world boss by at most 900 damage and 900 rage (server/models/group.js tavernBoss).
    await rollOverQuest(accounts[0], 5000, -3000);
    const progress = await live.next("quest.progress", 3000);
    expect(progress.progress.key).toBe("dysheartener");
    let state = (await api("GET", "/debug/world-boss", { auth: staff })).body.data;
    expect(state.progress.hp).toBe(17_000_000 - 800 - 900);
    // Strength 1.25 times the misses, the misses held to 900.
    expect(state.progress.rage).toBe(1125);
    expect(state.extra.worldDmg).toEqual({});
    // Full rage sets off the first world effect of the boss's list, then the next one.
    const setTavern = (path: string, value: number) =>
      env.DB.prepare(
        `UPDATE groups SET doc = json_set(doc, '$.quest.progress.${path}', ?), version = version + 1 WHERE id = ?`,
      )
        .bind(value, TAVERN_ID)
        .run();
    await setTavern("rage", 499_000);
    await rollOverQuest(loner, 0, -900);
    state = (await api("GET", "/debug/world-boss", { auth: staff })).body.data;
    expect(state.extra.worldDmg).toEqual({ seasonalShop: true });
    expect(state.progress.rage).toBe(0);
    await setTavern("rage", 499_500);
    await rollOverQuest(loner, 0, -900);
    state = (await api("GET", "/debug/world-boss", { auth: staff })).body.data;
    expect(state.extra.worldDmg).toEqual({ seasonalShop: true, market: true });
    // Rage never hurts the players themselves.
    expect((await me(loner)).stats.hp).toBe(50);

    await setTavern("hp", 600);
    await rollOverQuest(loner, 17_000_000);
    expect((await live.next("quest.finished", 3000)).key).toBe("dysheartener");
    state = (await api("GET", "/debug/world-boss", { auth: staff })).body.data;
    expect(state).toMatchObject({ active: false, completed: "dysheartener" });
    const winner = await me(loner);
    expect(winner.achievements.quests.dysheartener).toBe(1);
    const pet = quests.dysheartener.drop.items.find((item) => item.type === "pets")!.key;
    expect(winner.items.pets[pet]).toBe(5);
    // Someone who fought but rolls over later gets the spoils once; a newcomer does not.
    await rollOverQuest(accounts[0], 0);
    await rollOverQuest(accounts[0], 0);
    expect((await me(accounts[0])).achievements.quests.dysheartener).toBe(1);
    const newcomer = await register();
    await rollOverQuest(newcomer, 0);
    expect((await me(newcomer)).achievements.quests.dysheartener).toBeUndefined();
    live.close();
  });
});

import { describe, expect, it } from "vitest";
import { api, register, type Credentials } from "./helpers";

async function setUser(account: Credentials, paths: Record<string, unknown>) {
  const response = await api("POST", "/debug/update-user", { auth: account, body: paths });
  expect(response.status).toBe(200);
  return response.body.data;
}

describe("player actions", () => {
  it("sleep toggles resting in the inn", async () => {
    const account = await register();
    expect((await api("POST", "/user/sleep", { auth: account })).body.data).toBe(true);
    expect((await api("GET", "/user", { auth: account })).body.data.preferences.sleep).toBe(true);
    expect((await api("POST", "/user/sleep", { auth: account })).body.data).toBe(false);
  });

  it("class change needs level 10 and a real class", async () => {
    const account = await register();
    const low = await api("POST", "/user/change-class?class=wizard", { auth: account });
    expect(low.status).toBe(401);
    expect(low.body.message).toBe("You need to reach level 10 to change class.");
    await setUser(account, { "stats.lvl": 10 });
    const bad = await api("POST", "/user/change-class?class=bard", { auth: account });
    expect(bad.status).toBe(400);
    const ok = await api("POST", "/user/change-class?class=wizard", { auth: account });
    expect(ok.status).toBe(200);
    const me = (await api("GET", "/user", { auth: account })).body.data;
    expect(me.stats.class).toBe("wizard");
    expect(me.flags.classSelected).toBe(true);
  });

  it("hatches a pet from an egg and a potion, then feeds it", async () => {
    const account = await register();
    const missing = await api("POST", "/user/hatch/Wolf/Base", { auth: account });
    expect(missing.status).toBe(404);
    await api("POST", "/debug/modify-inventory", {
      auth: account,
      body: { eggs: { Wolf: 1 }, hatchingPotions: { Base: 1 }, food: { Meat: 3 } },
    });
    const hatched = await api("POST", "/user/hatch/Wolf/Base", { auth: account });
    expect(hatched.status).toBe(200);
    expect(hatched.body.data.pets["Wolf-Base"]).toBe(5);
    expect(hatched.body.data.eggs.Wolf).toBe(0);
    const fed = await api("POST", "/user/feed/Wolf-Base/Meat", { auth: account });
    expect(fed.status).toBe(200);
    expect(fed.body.data).toBe(10);
    expect((await api("POST", "/user/feed/Wolf-Base/Cake_Skeleton", { auth: account })).status).toBeGreaterThanOrEqual(
      400,
    );
  });

  it("buys a health potion only when hurt and with gold", async () => {
    const account = await register();
    const full = await api("POST", "/user/buy-health-potion", { auth: account });
    expect(full.status).toBe(401);
    await setUser(account, { "stats.hp": 20, "stats.gp": 30 });
    const bought = await api("POST", "/user/buy-health-potion", { auth: account });
    expect(bought.status).toBe(200);
    expect(bought.body.data).toMatchObject({ hp: 35, gp: 5 });
    const broke = await api("POST", "/user/buy-health-potion", { auth: account });
    expect(broke.status).toBe(401);
    expect(broke.body.message).toBe("You do not have enough gold.");
  });

  it("buys and equips gear of the player's class, in order", async () => {
    const account = await register();
    await setUser(account, { "stats.gp": 500 });
    const skip = await api("POST", "/user/buy-gear/weapon_warrior_2", { auth: account });
    expect(skip.status).toBe(401);
    // A new hero starts with no sword: the Practice Sword (1 gold) comes first, as in the public game.
    expect((await api("POST", "/user/buy-gear/weapon_warrior_1", { auth: account })).status).toBe(401);
    expect((await api("POST", "/user/buy-gear/weapon_warrior_0", { auth: account })).status).toBe(200);
    const first = await api("POST", "/user/buy-gear/weapon_warrior_1", { auth: account });
    expect(first.status).toBe(200);
    // The message names the item, not its text key.
    expect(first.body.message).toMatch(/^You bought /);
    expect(first.body.message).not.toMatch(/Text\.$/);
    const again = await api("POST", "/user/buy-gear/weapon_warrior_1", { auth: account });
    expect(again.status).toBe(401);
    expect((await api("POST", "/user/buy-gear/weapon_wizard_1", { auth: account })).status).toBe(401);
    expect((await api("POST", "/user/buy-gear/no_such_item", { auth: account })).status).toBe(404);
    // New gear is put on at once (autoEquip); equipping what is worn takes it off (spec §4).
    expect((await api("GET", "/user", { auth: account })).body.data.items.gear.equipped.weapon).toBe(
      "weapon_warrior_1",
    );
    const off = await api("POST", "/user/equip/equipped/weapon_warrior_1", { auth: account });
    expect(off.status).toBe(200);
    expect(off.body.data.gear.equipped.weapon).toBe("weapon_base_0");
    const on = await api("POST", "/user/equip/equipped/weapon_warrior_1", { auth: account });
    expect(on.body.data.gear.equipped.weapon).toBe("weapon_warrior_1");
    expect((await api("POST", "/user/equip/sideways/weapon_warrior_1", { auth: account })).status).toBe(400);
  });

  it("sells eggs but never the saddle", async () => {
    const account = await register();
    await api("POST", "/debug/modify-inventory", { auth: account, body: { eggs: { Fox: 2 }, food: { Saddle: 1 } } });
    const sold = await api("POST", "/user/sell/eggs/Fox?amount=2", { auth: account });
    expect(sold.status).toBe(200);
    expect(sold.body.data.items.eggs.Fox).toBe(0);
    expect(sold.body.data.stats.gp).toBe(6);
    expect((await api("POST", "/user/sell/eggs/Fox?amount=1", { auth: account })).status).toBeGreaterThanOrEqual(400);
    expect((await api("POST", "/user/sell/food/Saddle", { auth: account })).status).toBeGreaterThanOrEqual(400);
    expect((await api("POST", "/user/sell/gear/weapon_warrior_0", { auth: account })).status).toBeGreaterThanOrEqual(
      400,
    );
    expect((await api("POST", "/user/sell/eggs/Fox?amount=-1", { auth: account })).status).toBeGreaterThanOrEqual(400);
  });

  it("refuses to release pets without gems and 90 pets", async () => {
    const account = await register();
    const response = await api("POST", "/user/release-pets", { auth: account });
    expect(response.status).toBe(401);
    expect((await api("GET", "/user", { auth: account })).body.data.balance).toBe(0);
  });

  it("answers a body that is not an object with 400", async () => {
    const account = await register();
    expect((await api("POST", "/user/sleep", { auth: account, rawBody: "[1]" })).status).toBe(400);
    expect((await api("POST", "/user/sleep", { auth: account, rawBody: "{oops" })).status).toBe(400);
  });
});

describe("shops", () => {
  it("buy through the generic route by type, and refuse cosmetics there", async () => {
    const account = await register();
    await setUser(account, { "stats.gp": 1000, "stats.lvl": 20, balance: 10 });
    const gear = await api("POST", "/user/buy/weapon_warrior_0", { auth: account });
    expect(gear.status).toBe(200);
    const potion = await api("POST", "/user/buy/potion", { auth: account });
    expect(potion.status).toBe(401);
    const armoire = await api("POST", "/user/buy/armoire", { auth: account });
    expect(armoire.status).toBe(200);
    expect(["gear", "food", "experience"]).toContain(armoire.body.data.armoire.type);
    if (armoire.body.data.armoire.dropText) expect(armoire.body.data.armoire.dropText).not.toMatch(/Text$/);
    const egg = await api("POST", "/user/purchase/eggs/Wolf", { auth: account, body: { quantity: 2 } });
    expect(egg.status).toBe(200);
    expect(egg.body.data.items.eggs.Wolf).toBe(2);
    const cosmetic = await api("POST", "/user/buy/background_blue", { auth: account, body: { type: "backgrounds" } });
    expect(cosmetic.status).toBe(400);
    expect(cosmetic.body.message).toContain("unlock");
    const weird = await api("POST", "/user/buy/x", { auth: account, body: { type: "spaceship" } });
    expect(weird.status).toBe(400);
    const badQuantity = await api("POST", "/user/purchase/eggs/Wolf", { auth: account, body: { quantity: 0 } });
    expect(badQuantity.status).toBe(400);
  });

  it("need enough gems and hourglasses", async () => {
    const account = await register();
    const gems = await api("POST", "/user/purchase/eggs/Wolf", { auth: account });
    expect(gems.status).toBe(401);
    expect(gems.body.message).toBe("You do not have enough gems.");
    const hourglass = await api("POST", "/user/purchase-hourglass/mystery/201402", { auth: account });
    expect(hourglass.status).toBeGreaterThanOrEqual(400);
    expect(hourglass.status).toBeLessThan(500);
    expect((await api("POST", "/user/unlock", { auth: account })).status).toBe(400);
  });
});

describe("skills", () => {
  it("need a class and mana, and hit the player's own task", async () => {
    const account = await register();
    const task = (await api("POST", "/tasks/user", { auth: account, body: { type: "habit", text: "Target" } })).body
      .data;
    const noClass = await api("POST", `/user/class/cast/smash?targetId=${task._id}`, { auth: account });
    expect(noClass.status).toBe(401);
    await setUser(account, { "stats.lvl": 15, "stats.mp": 100, "flags.classSelected": true, "stats.class": "warrior" });
    expect((await api("POST", "/user/class/cast/smash", { auth: account })).status).toBe(400);
    expect((await api("POST", "/user/class/cast/smash?targetId=nope", { auth: account })).status).toBe(400);
    const smash = await api("POST", `/user/class/cast/smash?targetId=${task._id}`, { auth: account });
    expect(smash.status).toBe(200);
    // 10 mana spent (and mana above the maximum for the level is trimmed).
    expect(smash.body.data.user.stats.mp).toBeLessThanOrEqual(90);
    expect((await api("GET", `/tasks/${task._id}`, { auth: account })).body.data.value).toBeGreaterThan(0);
    expect((await api("POST", "/user/class/cast/fireball", { auth: account })).status).toBe(404);
    const stance = await api("POST", "/user/class/cast/defensiveStance", { auth: account });
    expect(stance.status).toBe(200);
    expect(stance.body.data.user.stats.buffs.con).toBeGreaterThan(0);
  });
  it("stealth is already cast once it covers the dailies still open today", async () => {
    const account = await register();
    await setUser(account, {
      "stats.lvl": 15,
      "stats.int": 60,
      "stats.mp": 150,
      "stats.per": 60,
      "flags.classSelected": true,
      "stats.class": "rogue",
    });
    const dailies = (await api("GET", "/tasks/user?type=dailys", { auth: account })).body.data.filter(
      (task: { type: string; isDue: boolean }) => task.type === "daily" && task.isDue,
    );
    for (const daily of dailies)
      expect((await api("POST", `/tasks/${daily._id}/score/up`, { auth: account })).status).toBe(200);
    const open = (
      await api("POST", "/tasks/user", {
        auth: account,
        body: { type: "daily", text: "Open today", startDate: "2020-01-01" },
      })
    ).body.data;
    expect(open.isDue).toBe(true);
    // One open daily: the first cast covers it (server/libs/spells.js counts the unfinished dailies due today).
    const first = await api("POST", "/user/class/cast/stealth", { auth: account });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.user.stats.buffs.stealth).toBeGreaterThanOrEqual(1);
    const second = await api("POST", "/user/class/cast/stealth", { auth: account });
    expect(second.status).toBe(401);
    expect(second.body.message).toMatch(/already/i);
  });

  it("are told in the party chat when cast on the party or on a member, not when cast on oneself", async () => {
    const caster = await register();
    const friend = await register();
    const party = (await api("POST", "/groups", { auth: caster, body: { type: "party", name: "Casters" } })).body.data;
    await api("POST", `/groups/${party._id}/invite`, { auth: caster, body: { uuids: [friend.id] } });
    expect((await api("POST", `/groups/${party._id}/join`, { auth: friend })).status).toBe(200);
    await setUser(caster, {
      "stats.lvl": 15,
      "stats.mp": 100,
      "flags.classSelected": true,
      "stats.class": "warrior",
      "profile.name": "Brave One",
      "items.special.snowball": 1,
    });
    await setUser(friend, { "profile.name": "Good Friend" });
    expect((await api("POST", "/user/class/cast/defensiveStance", { auth: caster })).status).toBe(200);
    expect((await api("POST", "/user/class/cast/valorousPresence", { auth: caster })).status).toBe(200);
    expect((await api("POST", `/user/class/cast/snowball?targetId=${friend.id}`, { auth: caster })).status).toBe(200);
    const chat = (await api("GET", `/groups/${party._id}/chat`, { auth: friend })).body.data as {
      text: string;
      info?: { type?: string; spell?: string };
    }[];
    const casts = chat.filter((message) => message.info?.type?.startsWith("spell_cast"));
    expect(casts.map((message) => [message.info?.type, message.info?.spell, message.text]).sort()).toEqual([
      ["spell_cast_party", "valorousPresence", "Brave One casts Valorous Presence for the party."],
      ["spell_cast_user", "snowball", "Brave One casts Snowball on Good Friend."],
    ]);
  });
});

describe("purchase history", () => {
  it("lists gem and hourglass spending, newest first", async () => {
    const account = await register();
    expect((await api("GET", "/user/purchase-history", { auth: account })).body.data).toEqual([]);
    await setUser(account, { balance: 5, "purchased.plan.consecutive.trinkets": 2 });
    await api("POST", "/user/purchase/eggs/Wolf", { auth: account });
    // The Saddle is sold whatever the calendar (everyday food is not, during a food season).
    await api("POST", "/user/purchase/food/Saddle", { auth: account });
    const history = (await api("GET", "/user/purchase-history", { auth: account })).body.data;
    expect(
      history.map(
        (entry: {
          transactionType: string;
          reference: string;
          currency: string;
          amount: number;
          currentAmount: number;
        }) => [entry.transactionType, entry.reference, entry.currency, entry.amount, entry.currentAmount],
      ),
    ).toEqual([
      ["purchase", "Saddle", "gems", -5, 12],
      ["purchase", "Wolf", "gems", -3, 17],
      ["debug", "update-user", "hourglasses", 2, 2],
      ["debug", "update-user", "gems", 20, 20],
    ]);
  });
});

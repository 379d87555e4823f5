/**
 * The routes the public API's tools call that the web client does not: the shops as lists,
 * the gear to buy next, the rewards column's items, the anonymized account, the day's start
 * hour, starting over, the model paths, and the data export at /export.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, freshAddress, register, type Credentials } from "./helpers";

const V3 = "https://habitforge.test/api/v3";

async function setUser(account: Credentials, fields: Record<string, unknown>) {
  expect((await api("POST", "/debug/update-user", { auth: account, body: fields })).status).toBe(200);
}

describe("GET /user/inventory/buy", () => {
  it("lists the next piece of each slot of the player's class line, with its texts and stats, in slot order", async () => {
    const account = await register();
    const list = await api("GET", "/user/inventory/buy", { auth: account, base: V3 });
    expect(list.status).toBe(200);
    const keys = list.body.data.map((item: { key: string }) => item.key);
    // A new hero owns no sword yet: the Practice Sword is first, for 1 gold (as in the public game).
    expect(keys.slice(0, 4)).toEqual(["weapon_warrior_0", "armor_warrior_1", "head_warrior_1", "shield_warrior_1"]);
    expect(list.body.data[0]).toMatchObject({
      key: "weapon_warrior_0",
      type: "weapon",
      klass: "warrior",
      value: 1,
      currency: "gold",
    });
    expect(list.body.data[0].text).toBe("Practice Sword");
    expect(list.body.data[0].notes.length).toBeGreaterThan(10);
    // Bought, the next tier takes its place.
    await setUser(account, { "stats.gp": 100 });
    expect((await api("POST", `/user/buy/weapon_warrior_0`, { auth: account, base: V3 })).status).toBe(200);
    const after = (await api("GET", "/user/inventory/buy", { auth: account })).body.data.map(
      (item: { key: string }) => item.key,
    );
    expect(after).toContain("weapon_warrior_1");
    expect(after).not.toContain("weapon_warrior_0");
    expect((await api("GET", "/user/inventory/buy")).status).toBe(401);
  });
});

describe("GET /user/in-app-rewards", () => {
  it("lists the pins every player has, then the player's own, with prices and purchase types", async () => {
    const account = await register();
    const first = (await api("GET", "/user/in-app-rewards", { auth: account })).body.data;
    // The pins every player has, then the class gear a new hero starts with pinned (as in the public game).
    expect(first.map((item: { path: string }) => item.path)).toEqual([
      "armoire",
      "potion",
      "gear.flat.weapon_warrior_0",
      "gear.flat.armor_warrior_1",
      "gear.flat.shield_warrior_1",
      "gear.flat.head_warrior_1",
    ]);
    expect(first[1]).toMatchObject({
      key: "potion",
      value: 25,
      currency: "gold",
      purchaseType: "potions",
      pinType: "potion",
      text: "Health Potion",
    });
    expect((await api("GET", "/user/toggle-pinned-item/eggs/eggs.Wolf", { auth: account })).status).toBe(200);
    const pinned = (await api("GET", "/user/in-app-rewards", { auth: account })).body.data;
    expect(pinned.at(-1)).toMatchObject({
      key: "Wolf",
      path: "eggs.Wolf",
      pinType: "eggs",
      currency: "gems",
      purchaseType: "eggs",
    });
  });
});

describe("GET /shops/*", () => {
  it("lists the market's eggs, potions and food on sale, each buyable by its purchase type", async () => {
    const account = await register();
    const market = await api("GET", "/shops/market", { auth: account });
    expect(market.status).toBe(200);
    expect(market.body.data).toMatchObject({ identifier: "market", imageName: "npc_alex" });
    expect(market.body.data.categories.map((category: { identifier: string }) => category.identifier)).toEqual([
      "eggs",
      "hatchingPotions",
      "premiumHatchingPotions",
      "food",
    ]);
    const eggs = market.body.data.categories[0].items;
    expect(eggs.find((item: { key: string }) => item.key === "Wolf")).toMatchObject({
      value: 3,
      currency: "gems",
      purchaseType: "eggs",
      locked: false,
      class: "Pet_Egg_Wolf",
    });
    // Every egg listed can be bought by its purchase type.
    await setUser(account, { balance: 100 });
    const listed = eggs[eggs.length - 1];
    expect((await api("POST", `/user/purchase/${listed.purchaseType}/${listed.key}`, { auth: account })).status).toBe(
      200,
    );
  });

  it("lists the quest shop with gold chains locked until their turn", async () => {
    const account = await register();
    const shop = (await api("GET", "/shops/quests", { auth: account })).body.data;
    expect(shop.identifier).toBe("questShop");
    const gold = shop.categories.find((category: { identifier: string }) => category.identifier === "gold").items;
    expect(gold.find((item: { key: string }) => item.key === "dilatoryDistress1")).toMatchObject({
      locked: false,
      currency: "gold",
    });
    expect(gold.find((item: { key: string }) => item.key === "dilatoryDistress2")).toMatchObject({ locked: true });
    for (const category of shop.categories) for (const item of category.items) expect(item.text).not.toMatch(/Text$/);
  });

  it("lists the time travelers' stock, the season's shop and the background sets", async () => {
    const account = await register();
    await setUser(account, { "purchased.plan.consecutive.trinkets": 2 });
    const time = (await api("GET", "/shops/time-travelers", { auth: account })).body.data;
    expect(time).toMatchObject({ identifier: "timeTravelersShop", imageName: "npc_timetravelers_active" });
    const pets = time.categories.find((category: { identifier: string }) => category.identifier === "pets").items;
    expect(pets.map((item: { key: string }) => item.key)).toContain("Mammoth-Base");
    expect(pets[0]).toMatchObject({ currency: "hourglasses", value: 1, purchaseType: "pets" });
    expect(time.categories.some((category: { purchaseAll?: boolean }) => category.purchaseAll)).toBe(true);
    expect((await api("POST", "/user/purchase-hourglass/pets/Mammoth-Base", { auth: account })).status).toBe(200);
    const after = (await api("GET", "/shops/time-travelers", { auth: account })).body.data;
    expect(
      after.categories
        .find((category: { identifier: string }) => category.identifier === "pets")
        .items.map((item: { key: string }) => item.key),
    ).not.toContain("Mammoth-Base");

    const seasonal = (await api("GET", "/shops/seasonal", { auth: account })).body.data;
    expect(seasonal.identifier).toBe("seasonalShop");
    // The cures of the transformation items are always sold.
    expect(
      seasonal.categories.find((category: { identifier: string }) => category.identifier === "spells").items.length,
    ).toBeGreaterThan(0);

    const backgrounds = (await api("GET", "/shops/backgrounds", { auth: account })).body.data;
    expect(backgrounds.identifier).toBe("backgroundShop");
    expect(backgrounds.sets.length).toBeGreaterThan(10);
    expect(backgrounds.sets[0].items[0]).toMatchObject({ currency: "gems", purchaseType: "backgrounds" });
    expect((await api("GET", "/shops/nothing", { auth: account })).status).toBe(404);
  });
});

describe("GET /user/anonymized", () => {
  it("answers the account and tasks with nothing that tells who the player is", async () => {
    const account = await register();
    const todo = (
      await api("POST", "/tasks/user", {
        auth: account,
        body: { type: "todo", text: "Call my sister Ann", notes: "secret", checklist: [{ text: "buy flowers" }] },
      })
    ).body.data;
    const done = (await api("POST", "/tasks/user", { auth: account, body: { type: "todo", text: "Done already" } }))
      .body.data;
    await api("POST", `/tasks/${done._id}/score/up`, { auth: account });
    const response = await api("GET", "/user/anonymized", { auth: account });
    expect(response.status).toBe(200);
    const { user, tasks } = response.body.data;
    expect(JSON.stringify(user)).not.toContain(account.username);
    expect(JSON.stringify(user)).not.toContain(account.email);
    for (const field of ["profile", "notifications", "webhooks", "invitations", "permissions"])
      expect(user[field], field).toBeUndefined();
    expect(user.auth.local).toBeUndefined();
    expect(user.auth.timestamps.created).toBeDefined();
    expect(user.purchased.plan).toBeUndefined();
    expect(user.stats).toMatchObject({ toNextLevel: 25, maxHealth: 50 });
    expect(user.tags.every((tag: { name: string }) => tag.name === "tag")).toBe(true);
    const mine = tasks.find((task: { _id: string }) => task._id === todo._id);
    expect(mine).toMatchObject({ text: "task text", notes: "task notes", checklist: [{ text: "item 0" }] });
    expect(tasks.some((task: { _id: string }) => task._id === done._id)).toBe(false);
  });
});

describe("POST /user/custom-day-start", () => {
  it("sets the hour the player's day starts, from now on", async () => {
    const account = await register();
    const before = (await api("GET", "/user", { auth: account })).body.data.lastCron;
    const set = await api("POST", "/user/custom-day-start", { auth: account, body: { dayStart: 5 } });
    expect(set.status).toBe(200);
    expect(set.body.data.message).toMatch(/day/);
    const me = (await api("GET", "/user", { auth: account })).body.data;
    expect(me.preferences.dayStart).toBe(5);
    expect(Date.parse(me.lastCron)).toBeGreaterThanOrEqual(Date.parse(before));
    for (const dayStart of [25, -1, 1.5, "noon", "6 am", null]) {
      expect(
        (await api("POST", "/user/custom-day-start", { auth: account, body: { dayStart } })).status,
        JSON.stringify(dayStart),
      ).toBe(400);
    }
    expect((await api("POST", "/user/custom-day-start", { auth: account, body: {} })).status).toBe(200);
    expect((await api("GET", "/user", { auth: account })).body.data.preferences.dayStart).toBe(0);
  });
});

describe("POST /user/reset", () => {
  it("starts the player over: level 1, no gold, their own tasks gone, gear lost but buyable again", async () => {
    const account = await register();
    await setUser(account, {
      "stats.lvl": 20,
      "stats.gp": 300,
      "stats.exp": 40,
      "stats.str": 5,
      "items.gear.owned.weapon_warrior_1": true,
      "items.gear.equipped.weapon": "weapon_warrior_1",
      "items.eggs.Wolf": 2,
    });
    const before = (await api("GET", "/tasks/user", { auth: account })).body.data;
    expect(before.length).toBeGreaterThan(0);
    const reset = await api("POST", "/user/reset", { auth: account, body: { password: account.password } });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toMatch(/starts over/);
    expect(reset.body.data.tasksToRemove.sort()).toEqual(before.map((task: { _id: string }) => task._id).sort());
    const me = (await api("GET", "/user", { auth: account })).body.data;
    expect(me.stats).toMatchObject({ lvl: 1, gp: 0, exp: 0, str: 0, hp: 50 });
    expect(me.items.gear.owned.weapon_warrior_1).toBe(false);
    expect(me.items.gear.equipped.weapon).toBe("weapon_warrior_0");
    expect(me.items.eggs.Wolf).toBe(2);
    expect(me.tasksOrder).toEqual({ habits: [], dailys: [], todos: [], rewards: [] });
    expect((await api("GET", "/tasks/user", { auth: account })).body.data).toEqual([]);
  });
});

describe("GET /models/{model}/paths", () => {
  it("lists each document kind's fields and their types, without sign-in", async () => {
    const user = await api("GET", "/models/user/paths", { base: V3 });
    expect(user.status).toBe(200);
    expect(user.body.data).toMatchObject({
      "preferences.dayStart": "Number",
      "auth.local.username": "String",
      "stats.hp": "Number",
      "flags.classSelected": "Boolean",
      lastCron: "Date",
      "items.pets": "Mixed",
      tags: "Array",
    });
    expect((await api("GET", "/models/habit/paths")).body.data).toMatchObject({
      up: "Boolean",
      down: "Boolean",
      text: "String",
      priority: "Number",
      history: "Array",
    });
    expect((await api("GET", "/models/daily/paths")).body.data).toMatchObject({
      everyX: "Number",
      "repeat.m": "Boolean",
      streak: "Number",
    });
    for (const model of ["tag", "group", "challenge", "todo", "reward"])
      expect((await api("GET", `/models/${model}/paths`)).status, model).toBe(200);
    expect((await api("GET", "/models/secrets/paths")).status).toBe(400);
  });
});

async function exportFile(path: string, account?: Credentials) {
  const headers: Record<string, string> = { "cf-connecting-ip": freshAddress() };
  if (account) Object.assign(headers, { "x-api-user": account.id, "x-api-key": account.apiToken });
  const response = await SELF.fetch(`https://habitforge.test/export/${path}`, { headers });
  return {
    status: response.status,
    type: response.headers.get("Content-Type") ?? "",
    disposition: response.headers.get("Content-Disposition") ?? "",
    csp: response.headers.get("Content-Security-Policy") ?? "",
    text: await response.text(),
  };
}

describe("the data export", () => {
  it("gives the whole account with its tasks and messages as JSON and XML", async () => {
    const account = await register();
    const friend = await register();
    await api("POST", "/members/send-private-message", {
      auth: friend,
      body: { toUserId: account.id, message: "Hello <there> & welcome" },
    });
    const json = await exportFile("userdata.json", account);
    expect(json.status).toBe(200);
    expect(json.type).toMatch(/^application\/json/);
    expect(json.disposition).toMatch(/attachment; filename=.+\.json/);
    const data = JSON.parse(json.text);
    expect(data._id).toBe(account.id);
    expect(Object.keys(data.tasks).sort()).toEqual(["dailys", "habits", "rewards", "todos"]);
    expect(data.tasks.habits.length).toBeGreaterThan(0);
    expect(Object.values(data.inbox.messages).map((message: any) => message.text)).toEqual(["Hello <there> & welcome"]);
    expect(data.apiToken).toBeUndefined();
    expect(JSON.stringify(data)).not.toContain("pbkdf2");

    const xml = await exportFile("userdata.xml", account);
    expect(xml.status).toBe(200);
    expect(xml.type).toMatch(/^text\/xml/);
    expect(xml.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<user>')).toBe(true);
    expect(xml.text).toContain(`<_id>${account.id}</_id>`);
    expect(xml.text).toContain("Hello &lt;there&gt; &amp; welcome");
    expect(xml.text).not.toContain("<there>");
  });

  it("gives the task history as CSV", async () => {
    const account = await register();
    const habit = (
      await api("POST", "/tasks/user", { auth: account, body: { type: "habit", text: 'Say "hi", then go' } })
    ).body.data;
    await api("POST", `/tasks/${habit._id}/score/up`, { auth: account });
    const csv = await exportFile("history.csv", account);
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/^text\/csv/);
    const [header, ...rows] = csv.text.trim().split("\r\n");
    expect(header).toBe("Task Name,Task ID,Task Type,Date,Value");
    const row = rows.find((line) => line.includes(habit._id));
    expect(row).toMatch(/^"Say ""hi"", then go",[0-9a-f-]{36},habit,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,[\d.]+$/);
  });

  it("gives the messages and a player's avatar as pages that run nothing", async () => {
    const account = await register();
    const other = await register();
    await api("POST", "/members/send-private-message", {
      auth: other,
      body: { toUserId: account.id, message: "<script>alert(1)</script>" },
    });
    const inbox = await exportFile("inbox.html", account);
    expect(inbox.status).toBe(200);
    expect(inbox.type).toMatch(/^text\/html/);
    expect(inbox.text).not.toContain("<script>");
    expect(inbox.text).toContain("&lt;script&gt;");
    expect(inbox.csp).toContain("default-src 'none'");
    const avatar = await exportFile(`avatar-${other.id}.html`, account);
    expect(avatar.status).toBe(200);
    expect(avatar.text).toContain(other.username);
    expect(avatar.text).toContain("<svg");
    expect(avatar.csp).toContain("frame-ancestors 'none'");
  });

  it("is for signed-in players only, and anything else under /export is a JSON 404", async () => {
    const account = await register();
    for (const path of ["userdata.json", "userdata.xml", "history.csv", "inbox.html", `avatar-${account.id}.html`]) {
      const anonymous = await exportFile(path);
      expect(anonymous.status, path).toBe(401);
      expect(JSON.parse(anonymous.text)).toMatchObject({ success: false, error: "NotAuthorized" });
    }
    for (const path of [
      "nothing",
      "userdata.yaml",
      `avatar-${account.id}.png`,
      "avatar-00000000-0000-4000-a000-000000000000.html",
    ]) {
      const missing = await exportFile(path, account);
      expect(missing.status, path).toBe(404);
      expect(JSON.parse(missing.text)).toMatchObject({ success: false, error: "NotFound" });
    }
    const unknownApi = await SELF.fetch("https://habitforge.test/api/v3/no/such/route");
    expect(unknownApi.status).toBe(404);
    expect(((await unknownApi.json()) as { error: string }).error).toBe("NotFound");
  });
});

/**
 * Inputs that are not items: names of Object.prototype's members used as item keys, and
 * amounts that are not whole numbers. Each is refused like any other unknown name or bad
 * amount, and the player's document keeps its numbers.
 */
import { describe, expect, it } from "vitest";
import { api, register, type Credentials } from "./helpers";

const INHERITED = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"];

async function richPlayer(extra: Record<string, unknown> = {}): Promise<Credentials> {
  const account = await register();
  const setup = await api("POST", "/debug/update-user", {
    auth: account,
    body: {
      "stats.gp": 100_000,
      "stats.lvl": 60,
      balance: 1000,
      "purchased.plan.consecutive.trinkets": 50,
      "items.eggs.Wolf": 5,
      "items.hatchingPotions.Base": 5,
      "items.food.Meat": 5,
      "items.pets.Wolf-Base": 5,
      ...extra,
    },
  });
  expect(setup.status).toBe(200);
  return account;
}

async function numbersOf(account: Credentials) {
  const me = (await api("GET", "/user", { auth: account })).body.data;
  return {
    gp: me.stats.gp,
    balance: me.balance,
    eggs: me.items.eggs,
    potions: me.items.hatchingPotions,
    food: me.items.food,
    quests: me.items.quests,
    special: me.items.special,
    hp: me.stats.hp,
    trinkets: me.purchased.plan.consecutive.trinkets,
  };
}

describe("inherited names as item keys", () => {
  it("are not items to sell: NotFound, and the gold stays a number", async () => {
    const account = await richPlayer();
    const before = await numbersOf(account);
    for (const type of ["eggs", "hatchingPotions", "food"]) {
      for (const key of INHERITED) {
        const response = await api("POST", `/user/sell/${type}/${key}`, { auth: account });
        expect(response.status, `${type}/${key}`).toBe(404);
        expect(response.body.error).toBe("NotFound");
      }
    }
    expect(await numbersOf(account)).toEqual(before);
  });

  it("are not gear, quests, spells, pets or shop items anywhere", async () => {
    const account = await richPlayer();
    const before = await numbersOf(account);
    for (const key of INHERITED) {
      for (const path of [
        `/user/buy-gear/${key}`,
        `/user/buy-quest/${key}`,
        `/user/buy-special-spell/${key}`,
        `/user/purchase/eggs/${key}`,
        `/user/purchase/food/${key}`,
        `/user/purchase/hatchingPotions/${key}`,
        `/user/purchase/bundles/${key}`,
        `/user/purchase/gear/${key}`,
        `/user/buy-mystery-set/${key}`,
        `/user/class/cast/${key}`,
      ]) {
        const response = await api("POST", path, { auth: account });
        expect(response.status, path).toBe(404);
      }
      expect((await api("POST", `/user/buy/${key}`, { auth: account, body: { type: "quests" } })).status).toBe(404);
      expect((await api("POST", `/user/buy/${key}`, { auth: account, body: { type: "pets" } })).status).toBe(404);
      expect((await api("POST", `/user/buy/${key}`, { auth: account })).status).toBe(404);
      expect((await api("POST", `/user/equip/equipped/${key}`, { auth: account })).status).toBe(404);
      expect((await api("POST", `/user/equip/pet/${key}`, { auth: account })).status).toBe(404);
      expect((await api("POST", `/user/equip/mount/${key}`, { auth: account })).status).toBe(404);
      expect((await api("POST", `/user/hatch/${key}/Base`, { auth: account })).status).toBe(404);
      expect((await api("POST", `/user/hatch/Wolf/${key}`, { auth: account })).status).toBe(404);
      expect((await api("POST", `/user/feed/Wolf-Base/${key}`, { auth: account })).status).toBe(404);
      expect((await api("POST", `/user/feed/${key}/Meat`, { auth: account })).status).toBe(400);
      expect((await api("GET", `/user/toggle-pinned-item/marketGear/gear.flat.${key}`, { auth: account })).status).toBe(
        400,
      );
      expect((await api("GET", `/user/toggle-pinned-item/eggs/eggs.${key}`, { auth: account })).status).toBe(400);
      expect((await api("POST", `/user/unlock?path=background.${key}`, { auth: account })).status).toBe(400);
      expect((await api("POST", `/user/allocate?stat=${key}`, { auth: account })).status).toBe(400);
      expect((await api("POST", "/user/allocate-bulk", { auth: account, body: { stats: { [key]: 1 } } })).status).toBe(
        400,
      );
      expect((await api("POST", `/user/change-class?class=${key}`, { auth: account })).status).toBe(400);
    }
    expect(await numbersOf(account)).toEqual(before);
  });

  it("are not languages or messages", async () => {
    for (const language of INHERITED) {
      const response = await api("GET", `/content?language=${language}`);
      expect(response.status).toBe(200);
      expect(response.body.data.language ?? "en").toBe("en");
    }
  });
});

describe("amounts that are not whole numbers", () => {
  it("selling a fraction is a 400 and sells nothing; a whole number as plain text sells", async () => {
    const account = await richPlayer();
    const before = await numbersOf(account);
    for (const amount of ["0.5", "1e0", "0x1", "Infinity", "-1", "1.5"]) {
      const response = await api("POST", `/user/sell/eggs/Wolf?amount=${amount}`, { auth: account });
      expect(response.status, amount).toBe(400);
    }
    for (const amount of [0.5, "0.5", "1e0", " 1", true, [1], 1e300]) {
      const response = await api("POST", "/user/sell/eggs/Wolf", { auth: account, body: { amount } });
      expect(response.status, JSON.stringify(amount)).toBe(400);
    }
    expect(await numbersOf(account)).toEqual(before);
    expect((await api("POST", "/user/sell/eggs/Wolf?amount=2", { auth: account })).status).toBe(200);
    // A whole number written as text in a JSON body is that number (tools send amounts so).
    const asText = await api("POST", "/user/sell/eggs/Wolf", { auth: account, body: { amount: "1" } });
    expect(asText.status).toBe(200);
    expect((await numbersOf(account)).eggs.Wolf).toBe(before.eggs.Wolf - 3);
  });

  it("buying a fraction, a huge number or a number spelled other than in plain digits is a 400 and buys nothing", async () => {
    const account = await richPlayer({ "stats.hp": 10 });
    const before = await numbersOf(account);
    for (const quantity of [0.5, -1, 0, 1e300, 2 ** 53, "0.5", "2e0", "0x2", true, [2]]) {
      for (const path of [
        "/user/buy-health-potion",
        "/user/buy-armoire",
        "/user/purchase/eggs/Wolf",
        "/user/buy-quest/dilatoryDistress1",
        "/user/buy-special-spell/snowball",
        "/user/purchase-hourglass/quests/solarSystem",
      ]) {
        const response = await api("POST", path, { auth: account, body: { quantity } });
        expect(response.status, `${path} ${JSON.stringify(quantity)}`).toBe(400);
      }
    }
    for (const quantity of ["0.5", "1e1", "0x2", "Infinity", "NaN", " 2"]) {
      const response = await api("POST", `/user/purchase/eggs/Wolf?quantity=${encodeURIComponent(quantity)}`, {
        auth: account,
      });
      expect(response.status, quantity).toBe(400);
    }
    expect(await numbersOf(account)).toEqual(before);
  });

  it("a page that is not a small whole number is a 400", async () => {
    const account = await register();
    for (const page of ["1e300", "0.5", "-1", "Infinity", "99999999999"]) {
      const response = await api("GET", `/hall/patrons?page=${page}`, { auth: account });
      expect(response.status, page).toBe(400);
    }
    expect((await api("GET", "/hall/patrons?page=2", { auth: account })).status).toBe(200);
  });
});

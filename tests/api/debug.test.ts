import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { api, register } from "./helpers";

describe("development routes", () => {
  it("are not served by the deployed entry at all", async () => {
    const account = await register();
    const request = new Request("https://habitforge.test/api/v4/debug/add-ten-gems", {
      method: "POST",
      headers: { "x-api-user": account.id, "x-api-key": account.apiToken },
    });
    const ctx = createExecutionContext();
    const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], env, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(404);
    const me = await api("GET", "/user", { auth: account });
    expect(me.body.data.balance).toBe(0);
  });

  it("need authentication", async () => {
    const response = await api("POST", "/debug/add-ten-gems");
    expect(response.status).toBe(401);
  });

  it("add gems and hourglasses, set cron, make admin", async () => {
    const account = await register();
    expect((await api("POST", "/debug/add-ten-gems", { auth: account })).body.data.balance).toBe(2.5);
    expect(
      (await api("POST", "/debug/add-hourglass", { auth: account })).body.data.purchased.plan.consecutive.trinkets,
    ).toBe(1);
    const lastCron = "2026-01-02T03:04:05.000Z";
    expect((await api("POST", "/debug/set-cron", { auth: account, body: { lastCron } })).body.data.lastCron).toBe(
      lastCron,
    );
    expect((await api("POST", "/debug/set-cron", { auth: account, body: { lastCron: "yesterday" } })).status).toBe(400);
    expect((await api("POST", "/debug/make-admin", { auth: account })).body.data.permissions.fullAccess).toBe(true);
  });

  it("modify the inventory and quest progress", async () => {
    const account = await register();
    const inventory = await api("POST", "/debug/modify-inventory", {
      auth: account,
      body: {
        eggs: { Wolf: 3 },
        hatchingPotions: { Base: 2 },
        food: { Meat: 4 },
        pets: { "Wolf-Base": 5 },
        mounts: { "Fox-Red": true },
        quests: { atom1: 1 },
        gear: { weapon_warrior_1: true },
      },
    });
    expect(inventory.status).toBe(200);
    expect(inventory.body.data.items).toMatchObject({
      eggs: { Wolf: 3 },
      hatchingPotions: { Base: 2 },
      food: { Meat: 4 },
      pets: { "Wolf-Base": 5 },
      quests: { atom1: 1 },
    });
    expect(inventory.body.data.items.gear.owned).toEqual({ weapon_warrior_1: true });
    const bad = await api("POST", "/debug/modify-inventory", { auth: account, body: { eggs: { Wolf: "many" } } });
    expect(bad.status).toBe(400);
    const progress = await api("POST", "/debug/quest-progress", { auth: account });
    expect(progress.body.data.party.quest.progress).toMatchObject({ up: 1000, collectedItems: 300 });
  });

  it("update any path, but never the id or version", async () => {
    const account = await register();
    const response = await api("POST", "/debug/update-user", {
      auth: account,
      body: { "stats.gp": 500, "stats.lvl": 12 },
    });
    expect(response.body.data.stats).toMatchObject({ gp: 500, lvl: 12 });
    const refused = await api("POST", "/debug/update-user", { auth: account, body: { _id: "someone-else" } });
    expect(refused.status).toBe(400);
  });
});

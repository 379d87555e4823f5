/** POST /user/import-items: the owned items of a userdata.json of the public game, once. */
import { describe, expect, it } from "vitest";
import exported from "../unit/fixtures/userdata-items.json";
import { api, register } from "./helpers";

const payload = { items: exported.items, purchased: exported.purchased };

describe("POST /user/import-items", () => {
  it("carries the export's items across, once", async () => {
    const account = await register();
    const response = await api("POST", "/user/import-items", { auth: account, body: payload });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.leftOut.sort()).toEqual([
      "food Meat",
      "gear weapon_special_nonsenseKey",
      "pet Unicorn-Purple",
    ]);
    // The Dust Bunnies scroll a new hero starts with is not counted as imported.
    expect(response.body.data.imported).toMatchObject({ pets: 15, mounts: 6, quests: 5 });
    const user = (await api("GET", "/user", { auth: account })).body.data;
    expect(user.items.gear.owned).toMatchObject({
      weapon_special_winter2016Mage: true,
      weapon_armoire_habiticanDiploma: true,
      shield_healer_2: false,
    });
    expect(user.items.pets).toMatchObject({ "Cat-Skeleton": 45, "Wolf-Golden": -1 });
    expect(user.items.mounts["Aether-Invisible"]).toBe(true);
    expect(user.items.quests).toMatchObject({ virtualpet: 1, alpaca: 2 });
    expect(user.purchased.background).toMatchObject({ castle_keep_with_banners: true, fairy_ring: true });
    expect(user.items.currentMount).toBe("Dragon-Hydra");

    const again = await api("POST", "/user/import-items", { auth: account, body: payload });
    expect(again.status).toBe(401);
    expect(again.body.message).toMatch(/only once/);
  });

  it("refuses a body without items and changes nothing; needs a signed-in player", async () => {
    const account = await register();
    const before = (await api("GET", "/user", { auth: account })).body.data;
    const empty = await api("POST", "/user/import-items", { auth: account, body: { tasks: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ success: false, error: "BadRequest" });
    const notJson = await api("POST", "/user/import-items", { auth: account, rawBody: "{oops" });
    expect(notJson.status).toBe(400);
    expect((await api("GET", "/user", { auth: account })).body.data._v).toBe(before._v);
    expect((await api("POST", "/user/import-items", { body: payload })).status).toBe(401);
  });
});

import { describe, expect, it } from "vitest";
import { api, register } from "./helpers";

describe("the hall", () => {
  it("lists heroes by contribution and patrons by tier, public fields only", async () => {
    const viewer = await register();
    const hero = await register();
    const patron = await register();
    await api("POST", "/debug/update-user", {
      auth: hero,
      body: { "contributor.level": 4, "contributor.text": "Drew the dragons" },
    });
    await api("POST", "/debug/update-user", { auth: patron, body: { "backer.tier": 70 } });
    const heroes = (await api("GET", "/hall/heroes", { auth: viewer })).body.data;
    expect(heroes.map((entry: { _id: string }) => entry._id)).toContain(hero.id);
    expect(JSON.stringify(heroes)).not.toContain(hero.email);
    expect(JSON.stringify(heroes)).not.toContain(hero.apiToken);
    const patrons = (await api("GET", "/hall/patrons/?page=0", { auth: viewer })).body.data;
    expect(patrons.map((entry: { _id: string }) => entry._id)).toContain(patron.id);
    expect((await api("GET", "/hall/patrons/?page=1", { auth: viewer })).body.data).toEqual([]);
    expect((await api("GET", "/hall/patrons/?page=-1", { auth: viewer })).status).toBe(400);
    expect((await api("GET", "/hall/heroes")).status).toBe(401);
  });

  it("lets only user support change a hero", async () => {
    const staff = await register();
    const player = await register();
    expect(
      (await api("PUT", `/hall/heroes/${player.id}`, { auth: player, body: { contributor: { level: 9 } } })).status,
    ).toBe(401);
    await api("POST", "/debug/update-user", { auth: staff, body: { "permissions.userSupport": true } });
    const changed = await api("PUT", `/hall/heroes/${player.id}`, {
      auth: staff,
      body: { contributor: { level: 3, text: "Bug hunter" } },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.contributor).toMatchObject({ level: 3, text: "Bug hunter" });
    expect((await api("GET", `/hall/heroes/${player.id}`, { auth: staff })).body.data.contributor.level).toBe(3);
    expect((await api("PUT", `/hall/heroes/${crypto.randomUUID()}`, { auth: staff, body: {} })).status).toBe(404);
    expect(
      (await api("PUT", `/hall/heroes/${player.id}`, { auth: staff, body: { contributor: { level: 99 } } })).status,
    ).toBe(400);
  });
});

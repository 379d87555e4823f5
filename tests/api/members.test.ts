import { describe, expect, it } from "vitest";
import { api, register } from "./helpers";

describe("member profiles", () => {
  it("shows public fields by id and by username, never private ones", async () => {
    const [viewer, player] = await Promise.all([register(), register()]);
    await api("PUT", "/user", { auth: player, body: { "profile.name": "Sunny", "profile.blurb": "Early riser." } });
    for (const path of [
      `/members/${player.id}`,
      `/members/username/${player.username}`,
      `/members/username/${player.username.toUpperCase()}`,
    ]) {
      const profile = await api("GET", path, { auth: viewer });
      expect(profile.status, path).toBe(200);
      expect(profile.body.data).toMatchObject({
        _id: player.id,
        profile: { name: "Sunny", blurb: "Early riser." },
        auth: { local: { username: player.username } },
        stats: { lvl: 1 },
      });
      const text = JSON.stringify(profile.body.data);
      expect(text).not.toContain(player.email);
      expect(text).not.toContain(player.apiToken);
      for (const secret of [
        "passwordHash",
        "apiToken",
        "email",
        "webhooks",
        "notifications",
        "balance",
        "purchased",
        "blocks",
      ])
        expect(text).not.toContain(`"${secret}"`);
    }
  });

  it("carries the caps of the member's bars, counting their gear, so mana never shows above its maximum", async () => {
    const [viewer, player] = await Promise.all([register(), register()]);
    await api("POST", "/debug/update-user", {
      auth: player,
      body: { "stats.lvl": 20, "stats.int": 10, "items.gear.equipped.weapon": "weapon_wizard_6", "stats.mp": 20 },
    });
    const stats = (await api("GET", `/members/${player.id}`, { auth: viewer })).body.data.stats;
    expect(stats.maxHealth).toBe(50);
    expect(stats.toNextLevel).toBeGreaterThan(0);
    // 30 + 2 per point of intelligence: the staff's intelligence counts as well as the points spent.
    expect(stats.maxMP).toBeGreaterThan(30 + 2 * 10);
  });

  it("answers unknown players with 404 and strangers without a login with 401", async () => {
    const viewer = await register();
    const unknownId = await api("GET", `/members/${crypto.randomUUID()}`, { auth: viewer });
    expect(unknownId.status).toBe(404);
    expect(unknownId.body.error).toBe("NotFound");
    expect((await api("GET", "/members/username/nobody-here-at-all", { auth: viewer })).status).toBe(404);
    expect((await api("GET", `/members/${viewer.id}`)).status).toBe(401);
  });
});

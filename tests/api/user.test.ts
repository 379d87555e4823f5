import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TOUR_KEYS, TUTORIAL_KEYS } from "../../content/data/constants";
import { api, register } from "./helpers";

describe("authentication of every request", () => {
  it("refuses missing headers, a wrong key and another user's id", async () => {
    const alice = await register();
    const bob = await register();
    const missing = await api("GET", "/user");
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ success: false, error: "NotAuthorized" });
    const wrongKey = await api("GET", "/user", { auth: { id: alice.id, apiToken: crypto.randomUUID() } });
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.body.error).toBe("NotAuthorized");
    // Bob's id with Alice's key opens neither account.
    const crossed = await api("GET", "/user", { auth: { id: bob.id, apiToken: alice.apiToken } });
    expect(crossed.status).toBe(401);
    const unknownUser = await api("GET", "/user", { auth: { id: crypto.randomUUID(), apiToken: alice.apiToken } });
    expect(unknownUser.status).toBe(401);
    const tasks = await api("GET", "/tasks/user", { auth: { id: bob.id, apiToken: alice.apiToken } });
    expect(tasks.status).toBe(401);
  });

  it("refuses a suspended account", async () => {
    const account = await register();
    await api("POST", "/debug/update-user", { auth: account, body: { "auth.blocked": true } });
    const response = await api("GET", "/user", { auth: account });
    expect(response.status).toBe(401);
    expect(response.body.message).toContain("suspended");
  });
});

describe("GET /user", () => {
  it("returns only the asked fields with userFields", async () => {
    const account = await register();
    const response = await api("GET", "/user?userFields=stats.hp,preferences.dayStart,items.gear.equipped", {
      auth: account,
    });
    expect(response.status).toBe(200);
    // Besides the asked fields, what the public API always adds: notifications, preferences, auth, flags, permissions.
    expect(Object.keys(response.body.data).sort()).toEqual([
      "_id",
      "auth",
      "flags",
      "id",
      "items",
      "notifications",
      "permissions",
      "preferences",
      "stats",
    ]);
    expect(response.body.data).toMatchObject({
      _id: account.id,
      id: account.id,
      stats: { hp: 50 },
      preferences: { dayStart: 0 },
      items: { gear: { equipped: expect.objectContaining({ armor: "armor_base_0" }) } },
    });
    expect(Object.keys(response.body.data.stats)).toEqual(["hp"]);
    expect(Object.keys(response.body.data.items)).toEqual(["gear"]);
    const bad = await api("GET", "/user?userFields=stats..hp", { auth: account });
    expect(bad.status).toBe(400);
  });
});

describe("the timezone header", () => {
  it("stores a valid offset as the user's and refuses an invalid one", async () => {
    const account = await register();
    const plus14 = await api("GET", "/user", { auth: account, headers: { "x-user-timezoneOffset": "-840" } });
    expect(plus14.body.data.preferences.timezoneOffset).toBe(-840);
    const stored = await api("GET", "/user", { auth: account });
    expect(stored.body.data.preferences.timezoneOffset).toBe(-840);
    for (const bad of ["900", "721", "-841", "abc", "1.5"]) {
      const response = await api("GET", "/user", { auth: account, headers: { "x-user-timezoneOffset": bad } });
      expect(response.status).toBe(400);
      expect(response.body.errors[0].param).toBe("x-user-timezoneOffset");
    }
    const unchanged = await api("GET", "/user", { auth: account });
    expect(unchanged.body.data.preferences.timezoneOffset).toBe(-840);
  });

  it("moves the next day boundary with the offset", async () => {
    const account = await register();
    await api("GET", "/user", { auth: account, headers: { "x-user-timezoneOffset": "720" } });
    const row = await env.DB.prepare("SELECT last_cron, next_cron_at FROM users WHERE id = ?")
      .bind(account.id)
      .first<{ last_cron: string; next_cron_at: number }>();
    // UTC-12:00 with dayStart 0: the boundary is at 12:00 UTC.
    expect(new Date(row!.next_cron_at).getUTCHours()).toBe(12);
    expect(row!.next_cron_at).toBeGreaterThan(Date.parse(row!.last_cron));
  });
});

describe("PUT /user", () => {
  it("sets the paths a player may set and bumps the version", async () => {
    const account = await register();
    const before = await api("GET", "/user", { auth: account });
    const response = await api("PUT", "/user", {
      auth: account,
      body: {
        "preferences.dayStart": 6,
        "profile.name": "Sunrise Sam",
        "preferences.hair.color": "blond",
        "flags.tour.intro": 1,
        "preferences.emailNotifications.newPM": false,
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.preferences.dayStart).toBe(6);
    expect(response.body.data.profile.name).toBe("Sunrise Sam");
    expect(response.body.data.preferences.hair.color).toBe("blond");
    expect(response.body.data.flags.tour.intro).toBe(1);
    expect(response.body.data.preferences.emailNotifications.newPM).toBe(false);
    expect(response.body.userV).toBe(before.body.userV + 1);
  });

  it("refuses protected paths and writes nothing", async () => {
    const account = await register();
    const before = await api("GET", "/user", { auth: account });
    for (const path of [
      "stats.gp",
      "balance",
      "items.gear.owned.weapon_warrior_6",
      "auth.local.username",
      "purchased.plan.customerId",
      "_id",
    ]) {
      const response = await api("PUT", "/user", { auth: account, body: { "preferences.dayStart": 3, [path]: 1000 } });
      expect(response.status).toBe(401);
      expect(response.body.error).toBe("NotAuthorized");
    }
    const after = await api("GET", "/user", { auth: account });
    expect(after.body.data.stats.gp).toBe(0);
    expect(after.body.data.balance).toBe(0);
    expect(after.body.data.preferences.dayStart).toBe(0);
    expect(after.body.userV).toBe(before.body.userV);
  });

  it("clears the quest-won flag once its dialog was seen, and only clears it", async () => {
    const account = await register();
    expect(
      (await api("POST", "/debug/update-user", { auth: account, body: { "party.quest.completed": "vice1" } })).status,
    ).toBe(200);
    const other = await api("PUT", "/user", { auth: account, body: { "party.quest.completed": "dilatory" } });
    expect(other.status).toBe(400);
    expect((await api("GET", "/user", { auth: account })).body.data.party.quest.completed).toBe("vice1");
    expect((await api("PUT", "/user", { auth: account, body: { "party.quest.completed": null } })).status).toBe(200);
    expect((await api("GET", "/user", { auth: account })).body.data.party.quest.completed).toBeNull();
  });

  it("refuses bad values with one entry per path, and unknown paths", async () => {
    const account = await register();
    const response = await api("PUT", "/user", {
      auth: account,
      body: {
        "preferences.dayStart": 25,
        "preferences.timezoneOffset": 841,
        "preferences.language": "xx",
        "profile.name": "",
        "preferences.costume": "yes",
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { param: string }) => error.param).sort()).toEqual(
      [
        "preferences.costume",
        "preferences.dayStart",
        "preferences.language",
        "preferences.timezoneOffset",
        "profile.name",
      ].sort(),
    );
    const unknown = await api("PUT", "/user", { auth: account, body: { "preferences.noSuchThing": 1 } });
    expect(unknown.status).toBe(401);
    const prototype = await api("PUT", "/user", { auth: account, body: { "__proto__.polluted": true } });
    expect(prototype.status).toBe(401);
    const empty = await api("PUT", "/user", { auth: account, body: {} });
    expect(empty.status).toBe(400);
    const notObject = await api("PUT", "/user", { auth: account, body: ["preferences.sleep"] });
    expect(notObject.status).toBe(400);
  });

  it("lets a player wear only looks that are free or unlocked", async () => {
    const account = await register();
    const locked = await api("PUT", "/user", { auth: account, body: { "preferences.skin": "eb052b" } });
    expect(locked.status).toBe(401);
    expect(locked.body.message).toBe("Unlock that look in the shop before wearing it.");
    const unknown = await api("PUT", "/user", { auth: account, body: { "preferences.skin": "no-such-skin" } });
    expect(unknown.status).toBe(401);
    await api("POST", "/debug/update-user", { auth: account, body: { "purchased.skin.eb052b": true } });
    expect(
      (await api("PUT", "/user", { auth: account, body: { "preferences.skin": "eb052b" } })).body.data.preferences.skin,
    ).toBe("eb052b");
    expect((await api("PUT", "/user", { auth: account, body: { "preferences.background": "" } })).status).toBe(200);
  });

  it("never loses an update under concurrent writes", async () => {
    const account = await register();
    const before = await api("GET", "/user", { auth: account });
    // Twenty different settings, one per request: every one of them must land.
    const paths = [
      ...TOUR_KEYS.map((key) => `flags.tour.${key}`),
      ...TUTORIAL_KEYS.ios.map((key) => `flags.tutorial.ios.${key}`),
    ].slice(0, 20);
    expect(paths).toHaveLength(20);
    const expectedValue = (path: string, index: number) => (path.startsWith("flags.tour.") ? index : true);
    const writes = paths.map((path, index) =>
      api("PUT", "/user", { auth: account, body: { [path]: expectedValue(path, index) } }),
    );
    const responses = await Promise.all(writes);
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const after = await api("GET", "/user", { auth: account });
    paths.forEach((path, index) => {
      const [, group, ...rest] = path.split(".");
      const value =
        group === "tour" ? after.body.data.flags.tour[rest[0]] : after.body.data.flags.tutorial.ios[rest[1]];
      expect(value, path).toBe(expectedValue(path, index));
    });
    expect(after.body.userV).toBe(before.body.userV + 20);
  });
});

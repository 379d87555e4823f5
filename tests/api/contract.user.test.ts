/**
 * The public API's contract for the account and user routes: status codes, error names and
 * answer shapes the original game's tools and libraries rely on.
 */
import { describe, expect, it } from "vitest";
import { api, register, type Credentials } from "./helpers";
import { uniqueNamePart } from "../names";

async function setUser(account: Credentials, paths: Record<string, unknown>) {
  const response = await api("POST", "/debug/update-user", { auth: account, body: paths });
  expect(response.status).toBe(200);
  return response.body.data;
}

describe("credentials", () => {
  it("a wrong or missing API key is NotAuthorized for API clients, invalid_credentials for our web client", async () => {
    const account = await register();
    const wrong = await api("GET", "/user", { auth: { id: account.id, apiToken: "not-the-key" } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ success: false, error: "NotAuthorized" });
    const missing = await api("GET", "/user", { headers: { "x-api-user": account.id } });
    expect(missing.status).toBe(401);
    expect(missing.body.error).toBe("NotAuthorized");
    const web = await api("GET", "/user", {
      auth: { id: account.id, apiToken: "not-the-key" },
      headers: { "x-client": "habitforge-web" },
    });
    expect(web.status).toBe(401);
    expect(web.body.error).toBe("invalid_credentials");
  });

  it("password and username changes answer data alone", async () => {
    const account = await register();
    const password = await api("PUT", "/user/auth/update-password", {
      auth: account,
      body: { password: account.password, newPassword: "another-long-one", confirmPassword: "another-long-one" },
    });
    expect(password.status).toBe(200);
    expect(password.body.data).toEqual({});
    expect(password.body).not.toHaveProperty("message");
    const name = `renamed${uniqueNamePart()}`.slice(0, 20);
    const username = await api("PUT", "/user/auth/update-username", {
      auth: account,
      body: { username: name, password: "another-long-one" },
    });
    expect(username.status).toBe(200);
    expect(username.body.data).toEqual({ username: name });
    expect(username.body).not.toHaveProperty("message");
  });

  it("a password confirmation that differs is NotAuthorized and changes nothing", async () => {
    const account = await register();
    const mismatch = await api("PUT", "/user/auth/update-password", {
      auth: account,
      body: { password: account.password, newPassword: "another-long-one", confirmPassword: "another-long-two" },
    });
    expect(mismatch.status).toBe(401);
    expect(mismatch.body.error).toBe("NotAuthorized");
    const login = await api("POST", "/user/auth/local/login", {
      body: { username: account.username, password: account.password },
    });
    expect(login.status).toBe(200);
  });

  it("a username another player has is a BadRequest", async () => {
    const first = await register();
    const second = await register();
    const taken = await api("PUT", "/user/auth/update-username", {
      auth: second,
      body: { username: first.username.toUpperCase(), password: second.password },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.error).toBe("BadRequest");
  });

  it("an email address another player has is refused", async () => {
    const first = await register();
    const second = await register();
    const taken = await api("PUT", "/user/auth/update-email", {
      auth: second,
      body: { newEmail: first.email, password: second.password },
    });
    expect(taken.status).toBe(401);
    expect(taken.body.error).toBe("NotAuthorized");
    expect((await api("GET", "/user", { auth: second })).body.data.auth.local.email).toBe(second.email);
  });

  it("check-email answers valid, the address and the error", async () => {
    const account = await register();
    const free = await api("POST", "/user/auth/check-email", { body: { email: "nobody-here@example.org" } });
    expect(free.body.data).toEqual({ valid: true, email: "nobody-here@example.org" });
    const taken = await api("POST", "/user/auth/check-email", { body: { email: account.email } });
    expect(taken.body.data).toMatchObject({ valid: false, email: account.email });
    expect(typeof taken.body.data.error).toBe("string");
    const broken = await api("POST", "/user/auth/check-email", { body: { email: "not an address" } });
    expect(broken.body.data).toMatchObject({ valid: false, email: "not an address" });
    expect(typeof broken.body.data.error).toBe("string");
  });
});

describe("game actions' answers", () => {
  it("equipping gear answers the items without a message; taking it off keeps one", async () => {
    const account = await register();
    await setUser(account, { "items.gear.owned.weapon_warrior_1": true });
    const on = await api("POST", "/user/equip/equipped/weapon_warrior_1", { auth: account });
    expect(on.status).toBe(200);
    expect(on.body.data.gear.equipped.weapon).toBe("weapon_warrior_1");
    expect(on.body).not.toHaveProperty("message");
    const off = await api("POST", "/user/equip/equipped/weapon_warrior_1", { auth: account });
    expect(typeof off.body.message).toBe("string");
  });

  it("change-class and disable-classes answer the whole flags, as GET /user has them", async () => {
    const account = await register();
    await setUser(account, { "stats.lvl": 10 });
    const changed = await api("POST", "/user/change-class?class=rogue", { auth: account });
    expect(changed.status).toBe(200);
    const me = (await api("GET", "/user", { auth: account })).body.data;
    expect(changed.body.data.flags).toEqual(me.flags);
    const disabled = await api("POST", "/user/disable-classes", { auth: account });
    expect(disabled.status).toBe(200);
    const after = (await api("GET", "/user", { auth: account })).body.data;
    expect(disabled.body.data.flags).toEqual(after.flags);
    expect(Object.keys(disabled.body.data.flags)).toContain("tour");
  });

  it("toggle-pinned-item answers the pinned items", async () => {
    const account = await register();
    const toggled = await api("GET", "/user/toggle-pinned-item/marketGear/gear.flat.weapon_warrior_2", {
      auth: account,
    });
    expect(toggled.status).toBe(200);
    expect(toggled.body.data.pinnedItems).toContainEqual({ type: "marketGear", path: "gear.flat.weapon_warrior_2" });
  });
});

describe("PUT /user", () => {
  it.each([
    ["contributor.level", 9],
    ["contributor.admin", true],
    ["backer.tier", 800],
    ["notifications", []],
    ["secret", "x"],
    ["flags.chatRevoked", false],
    ["preferences.webhooks", {}],
    ["preferences.sleep", true],
    ["stats.hp", 50],
    ["preferences.size", "huge"],
  ])("%s is NotAuthorized and nothing is written", async (path, value) => {
    const account = await register();
    const before = (await api("GET", "/user", { auth: account })).body.data;
    const refused = await api("PUT", "/user", { auth: account, body: { "profile.blurb": "changed", [path]: value } });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ success: false, error: "NotAuthorized" });
    const after = (await api("GET", "/user", { auth: account })).body.data;
    expect(after.profile.blurb ?? "").toBe(before.profile.blurb ?? "");
    expect(after.preferences.sleep).toBe(before.preferences.sleep);
  });

  it("a blank display name is refused", async () => {
    const account = await register();
    const blank = await api("PUT", "/user", { auth: account, body: { "profile.name": "   " } });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe("BadRequest");
  });

  it("tags may be replaced by new tags without ids", async () => {
    const account = await register();
    const replaced = await api("PUT", "/user", {
      auth: account,
      body: { tags: [{ name: "errands" }, { name: "mornings" }] },
    });
    expect(replaced.status).toBe(200);
    const tags = replaced.body.data.tags as { id: string; name: string }[];
    expect(tags.map((tag) => tag.name)).toEqual(["errands", "mornings"]);
    for (const tag of tags) expect(tag.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(tags.map((tag) => tag.id)).size).toBe(2);
  });
});

describe("shop and card routes", () => {
  it("unlocks the whole set of special shirts, the cross shirt included", async () => {
    const account = await register();
    await setUser(account, { balance: 5 });
    const shirts = "convict,cross,fire,horizon,ocean,purple,rainbow,redblue,thunder,tropical,zombie"
      .split(",")
      .map((shirt) => `shirt.${shirt}`)
      .join(",");
    const unlocked = await api("POST", `/user/unlock?path=${shirts}`, { auth: account });
    expect(unlocked.status).toBe(200);
    const me = (await api("GET", "/user", { auth: account })).body.data;
    expect(me.purchased.shirt.cross).toBe(true);
    expect(me.purchased.shirt.zombie).toBe(true);
  });

  it("sells a greeting card and the seasonal spells by key through the generic routes", async () => {
    const account = await register();
    await setUser(account, { "stats.gp": 100 });
    const card = await api("POST", "/user/buy-special-spell/thankyou", { auth: account });
    expect(card.status).toBe(200);
    expect(card.body.data.items.special.thankyou).toBe(1);
    expect(card.body.data.stats.gp).toBe(90);
    const byKey = await api("POST", "/user/buy/thankyou", { auth: account });
    expect(byKey.status).toBe(200);
    expect(byKey.body.data.items.special.thankyou).toBe(2);
    // Spooky Sparkles is known to the generic route: sold in its season, refused as unavailable outside it.
    const sparkles = await api("POST", "/user/buy/spookySparkles", { auth: account });
    expect(sparkles.body.error).not.toBe("NotFound");
    expect([200, 401]).toContain(sparkles.status);
  });

  it("buy-special-spell without the gold is NotAuthorized", async () => {
    const account = await register();
    await setUser(account, { "stats.gp": 0 });
    const poor = await api("POST", "/user/buy-special-spell/thankyou", { auth: account });
    expect(poor.status).toBe(401);
    expect(poor.body.error).toBe("NotAuthorized");
  });

  it("read-card puts away the cards received of one kind", async () => {
    const sender = await register();
    const reader = await register();
    await setUser(sender, { "stats.gp": 50 });
    const sent = await api("POST", `/user/class/cast/greeting?targetId=${reader.id}`, { auth: sender });
    expect(sent.status).toBe(200);
    const before = (await api("GET", "/user", { auth: reader })).body.data;
    expect(before.items.special.greetingReceived).toHaveLength(1);
    expect(before.flags.cardReceived).toBe(true);
    const read = await api("POST", "/user/read-card/greeting", { auth: reader });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ cardReceived: false, specialItems: { greetingReceived: [] } });
    expect(typeof read.body.message).toBe("string");
    const unknown = await api("POST", "/user/read-card/nonsense", { auth: reader });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe("NotAuthorized");
  });

  it("DELETE /user/messages empties the inbox", async () => {
    const sender = await register();
    const receiver = await register();
    const sent = await api("POST", "/members/send-private-message", {
      auth: sender,
      body: { toUserId: receiver.id, message: "hello there" },
    });
    expect(sent.status).toBe(200);
    const cleared = await api("DELETE", "/user/messages", { auth: receiver });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toEqual({});
    const inbox = await api("GET", "/inbox/messages", { auth: receiver });
    expect(inbox.body.data).toEqual([]);
  });
});

describe("casting", () => {
  it("a targetId that is not a UUID is a BadRequest", async () => {
    const account = await register();
    const bad = await api("POST", "/user/class/cast/smash?targetId=not-a-uuid", { auth: account });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("BadRequest");
  });

  it("a player of a class casts its skills before confirming the class", async () => {
    const account = await register();
    await setUser(account, {
      "stats.class": "wizard",
      "stats.lvl": 11,
      "stats.mp": 50,
      "flags.classSelected": false,
    });
    const task = await api("POST", "/tasks/user", { auth: account, body: { type: "todo", text: "study" } });
    const cast = await api("POST", `/user/class/cast/fireball?targetId=${task.body.data.id}`, { auth: account });
    expect(cast.status).toBe(200);
    expect((await api("GET", "/user", { auth: account })).body.data.stats.mp).toBeLessThan(50);
  });

  it("mana is checked before the target", async () => {
    const account = await register();
    await setUser(account, { "stats.class": "wizard", "stats.lvl": 11, "stats.mp": 0 });
    const poor = await api("POST", `/user/class/cast/fireball?targetId=${crypto.randomUUID()}`, { auth: account });
    expect(poor.status).toBe(401);
    expect(poor.body.error).toBe("NotAuthorized");
  });

  it("gold is checked before the card's recipient, and a card may go to oneself", async () => {
    const account = await register();
    await setUser(account, { "stats.gp": 0 });
    const poor = await api("POST", `/user/class/cast/birthday?targetId=${crypto.randomUUID()}`, { auth: account });
    expect(poor.status).toBe(401);
    await setUser(account, { "stats.gp": 20 });
    const self = await api("POST", "/user/class/cast/birthday", { auth: account });
    expect(self.status).toBe(200);
    const me = (await api("GET", "/user", { auth: account })).body.data;
    expect(me.stats.gp).toBe(10);
    expect(me.items.special.birthdayReceived).toHaveLength(1);
  });
});

describe("day start", () => {
  it("custom-day-start refuses an hour out of range and changes nothing", async () => {
    const account = await register();
    for (const dayStart of [-1, 25, 3.5, "early"]) {
      const refused = await api("POST", "/user/custom-day-start", { auth: account, body: { dayStart } });
      expect(refused.status).toBe(400);
    }
    expect((await api("GET", "/user", { auth: account })).body.data.preferences.dayStart).toBe(0);
  });
});

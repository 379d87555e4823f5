/**
 * User support on a player (GET/PUT /hall/heroes/{id}): suspension, chat revocation and shadow
 * mute with what the player then gets, privileges (full access only), corrections of gems,
 * hourglasses and items, contributor tiers, the staff note and a new API token.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { TAVERN_ID } from "../../content/data/constants";
import { ROOM_CLOSE_NOT_A_MEMBER } from "../../party/protocol";
import { t } from "../../content/i18n";
import { expectError, staff } from "./admin.helpers";
import { connectLive, createGuild, createParty, debugSet } from "./groups.helpers";
import { api, register, type Credentials } from "./helpers";

async function update(actor: Credentials, target: Credentials, body: unknown) {
  return api("PUT", `/hall/heroes/${target.id}`, { auth: actor, body });
}

describe("a suspended account", () => {
  it("stops hearing its party's room and the tavern at once", async () => {
    const support = await staff("userSupport");
    const player = await register();
    const partyId = await createParty(player);
    const party = await connectLive(player, partyId);
    const tavern = await connectLive(player, TAVERN_ID);
    const closed = (socket: WebSocket) =>
      new Promise<number>((resolve) => socket.addEventListener("close", (event) => resolve(event.code)));
    const [partyClosed, tavernClosed] = [closed(party.socket), closed(tavern.socket)];
    expect((await update(support, player, { auth: { blocked: true } })).status).toBe(200);
    expect(await partyClosed).toBe(ROOM_CLOSE_NOT_A_MEMBER);
    expect(await tavernClosed).toBe(ROOM_CLOSE_NOT_A_MEMBER);
  });

  it("gets 401 with the suspension message on every call and at login, until support lifts it", async () => {
    const support = await staff("userSupport");
    const player = await register();
    const suspended = await update(support, player, { auth: { blocked: true } });
    expect(suspended.status).toBe(200);
    expect(suspended.body.data.auth.blocked).toBe(true);
    expect(suspended.body.data.preferences.sleep).toBe(true);
    for (const [method, path] of [
      ["GET", "/user"],
      ["GET", "/tasks/user"],
      ["POST", "/tasks/user"],
      ["POST", "/cron"],
      ["GET", "/groups/party"],
      ["POST", `/groups/${TAVERN_ID}/chat`],
      ["GET", "/notifications"],
      ["POST", "/user/auth/logout"],
    ] as const) {
      const response = await api(method, path, { auth: player, body: method === "POST" ? {} : undefined });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body).toEqual({ success: false, error: "NotAuthorized", message: t("accountSuspended") });
    }
    expectError(
      await api("POST", "/user/auth/local/login", { body: { username: player.username, password: player.password } }),
      401,
      "accountSuspended",
    );
    // Support still sees the account.
    expect((await api("GET", `/hall/heroes/${player.username}`, { auth: support })).body.data.auth.blocked).toBe(true);
    expect((await api("GET", `/admin/search/${player.username}`, { auth: support })).body.data[0].blocked).toBe(true);
    // The older flat spelling lifts it.
    expect((await update(support, player, { "auth.blocked": false })).body.data.auth.blocked).toBe(false);
    expect((await api("GET", "/user", { auth: player })).status).toBe(200);
  });

  it("staff cannot suspend themselves", async () => {
    const support = await staff("userSupport");
    expectError(await update(support, support, { auth: { blocked: true } }), 403, "staffCannotChangeOwnAccount");
    expect((await api("GET", "/user", { auth: support })).status).toBe(200);
  });
});

describe("chat revoked and shadow-muted players", () => {
  let support: Credentials;
  let moderator: Credentials;
  let reader: Credentials;

  beforeAll(async () => {
    support = await staff("userSupport");
    moderator = await staff("moderator");
    reader = await register();
  });

  it("a revoked player cannot post in the tavern, guilds or private messages; their party still works", async () => {
    const player = await register();
    const guildId = await createGuild(player, { name: "Quiet Guild" });
    const partyId = await createParty(player, "Quiet Party");
    expect((await update(support, player, { flags: { chatRevoked: true } })).body.data.flags.chatRevoked).toBe(true);
    expectError(
      await api("POST", `/groups/${TAVERN_ID}/chat`, { auth: player, body: { message: "hello tavern" } }),
      401,
      "chatPrivilegesRevoked",
    );
    expectError(
      await api("POST", `/groups/${guildId}/chat`, { auth: player, body: { message: "hello guild" } }),
      401,
      "chatPrivilegesRevoked",
    );
    expectError(
      await api("POST", "/members/send-private-message", {
        auth: player,
        body: { toUserId: reader.id, message: "hi" },
      }),
      401,
      "chatPrivilegesRevoked",
    );
    expect(
      (await api("POST", `/groups/${partyId}/chat`, { auth: player, body: { message: "hello party" } })).status,
    ).toBe(200);
    expect((await update(support, player, { flags: { chatRevoked: false } })).status).toBe(200);
    expect(
      (await api("POST", `/groups/${guildId}/chat`, { auth: player, body: { message: "back again" } })).status,
    ).toBe(200);
  });

  it("a shadow-muted player's words reach only themselves and moderators, who see them marked", async () => {
    const player = await register();
    expect((await update(support, player, { flags: { chatShadowMuted: true } })).body.data.flags.chatShadowMuted).toBe(
      true,
    );
    const text = `muted words ${crypto.randomUUID()}`;
    const posted = await api("POST", `/groups/${TAVERN_ID}/chat`, { auth: player, body: { message: text } });
    expect(posted.status).toBe(200);
    expect(posted.body.data.message).toMatchObject({ text, flagCount: 0 });
    expect(posted.body.data.message.shadowMuted).toBeUndefined();
    const find = async (who: Credentials) =>
      ((await api("GET", `/groups/${TAVERN_ID}/chat`, { auth: who })).body.data as { text: string }[]).find(
        (message) => message.text === text,
      );
    expect(await find(player)).toBeDefined();
    expect(await find(reader)).toBeUndefined();
    expect(await find(moderator)).toMatchObject({ text, shadowMuted: true, flagCount: 10 });
    // A moderator who approves it lets everyone read it.
    const queued = (await api("GET", "/admin/moderation", { auth: moderator })).body.data.find(
      (entry: { text: string }) => entry.text === text,
    );
    expect(queued).toMatchObject({
      shadowMuted: true,
      hidden: true,
      flagCount: 10,
      author: { id: player.id, chatShadowMuted: true },
    });
    expect((await api("POST", `/admin/moderation/${TAVERN_ID}/${queued.id}/clear`, { auth: moderator })).status).toBe(
      200,
    );
    expect(await find(reader)).toMatchObject({ text });
    expect((await find(moderator)) as { shadowMuted?: boolean }).not.toHaveProperty("shadowMuted");
  });
});

describe("privileges", () => {
  it("only full access grants or removes them, and never its own", async () => {
    const operator = await staff("fullAccess");
    const support = await staff("userSupport");
    const player = await register();
    expectError(
      await update(support, player, { permissions: { moderator: true } }),
      401,
      "onlyFullAccessGrantsPrivileges",
    );
    expectError(
      await update(support, support, { permissions: { fullAccess: true } }),
      403,
      "staffCannotChangeOwnAccount",
    );
    expect((await api("GET", "/user", { auth: player })).body.data.permissions).toEqual({});
    const granted = await update(operator, player, { permissions: { userSupport: true, moderator: true } });
    expect(granted.body.data.permissions).toEqual({ userSupport: true, moderator: true });
    expect((await api("GET", `/admin/search/${player.username}`, { auth: player })).status).toBe(200);
    expect((await update(operator, player, { permissions: { userSupport: false } })).body.data.permissions).toEqual({
      userSupport: false,
      moderator: true,
    });
    expectError(await api("GET", `/admin/search/${player.username}`, { auth: player }), 401, "noPrivAccess");
    expectError(
      await update(operator, operator, { permissions: { fullAccess: false } }),
      403,
      "staffCannotChangeOwnAccount",
    );
    // The old admin flag makes a moderator, so it is granted like a privilege.
    expectError(await update(support, player, { contributor: { admin: true } }), 401, "onlyFullAccessGrantsPrivileges");
    expect((await update(support, player, { contributor: { admin: false, text: "Helper" } })).status).toBe(200);
    expect((await update(operator, player, { contributor: { admin: true } })).body.data.contributor.admin).toBe(true);
    // Support cannot suspend, or otherwise change, an account with full access.
    expectError(await update(support, operator, { auth: { blocked: true } }), 401, "cannotChangeFullAccessAccount");
    expectError(await update(support, operator, { balance: 100 }), 401, "cannotChangeFullAccessAccount");
    expect((await api("GET", "/user", { auth: operator })).status).toBe(200);
    expectError(await update(operator, player, { permissions: { wizard: true } }), 400, "invalidRequestParameters");
  });
});

describe("corrections", () => {
  let support: Credentials;
  beforeAll(async () => {
    support = await staff("userSupport");
  });

  it("sets gems and hourglasses, recorded in the purchase history and the audit log", async () => {
    const player = await register();
    const response = await update(support, player, {
      balance: 2.5,
      purchased: { plan: { consecutive: { trinkets: 3, gemCapExtra: 5 }, gemsBought: 4 } },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ balance: 2.5, gems: 10 });
    expect(response.body.data.purchased.plan).toMatchObject({
      gemsBought: 4,
      consecutive: { trinkets: 3, gemCapExtra: 5 },
    });
    const history = (await api("GET", `/members/${player.id}/purchase-history`, { auth: support })).body.data;
    expect(
      history
        .map((entry: { currency: string; amount: number; transactionType: string }) => [
          entry.currency,
          entry.amount,
          entry.transactionType,
        ])
        .sort(),
    ).toEqual([
      ["gems", 10, "admin_update"],
      ["hourglasses", 3, "admin_update"],
    ]);
    const audit = (await api("GET", `/admin/audit/user/${player.id}`, { auth: support })).body.data[0];
    expect(audit.changes).toEqual([
      { path: "balance", old: 0, new: 2.5 },
      { path: "purchased.plan.gemsBought", old: 0, new: 4 },
      { path: "purchased.plan.consecutive.trinkets", old: 0, new: 3 },
      { path: "purchased.plan.consecutive.gemCapExtra", old: 0, new: 5 },
    ]);
  });

  it("refuses part gems, negative amounts and unknown items, changing nothing", async () => {
    const player = await register();
    expectError(await update(support, player, { balance: 0.3 }), 400, "invalidRequestParameters");
    expectError(await update(support, player, { balance: -1 }), 400, "invalidRequestParameters");
    expectError(
      await update(support, player, { purchased: { plan: { consecutive: { trinkets: 1.5 } } } }),
      400,
      "invalidRequestParameters",
    );
    expectError(
      await update(support, player, { itemPath: "items.eggs.Unicornish", itemVal: 2 }),
      400,
      "invalidItemPath",
      { path: "items.eggs.Unicornish" },
    );
    expectError(await update(support, player, { itemPath: "stats.gp", itemVal: 2 }), 400, "invalidItemPath", {
      path: "stats.gp",
    });
    expectError(
      await update(support, player, { itemPath: "items.eggs.__proto__", itemVal: 2 }),
      400,
      "invalidItemPath",
      { path: "items.eggs.__proto__" },
    );
    expectError(await update(support, player, { itemPath: "items.eggs.Wolf", itemVal: -2 }), 400, "invalidItemValue", {
      path: "items.eggs.Wolf",
      value: "-2",
    });
    expectError(
      await update(support, player, { itemPath: "items.mounts.Wolf-Base", itemVal: 3 }),
      400,
      "invalidItemValue",
      { path: "items.mounts.Wolf-Base", value: "3" },
    );
    const user = (await api("GET", "/user", { auth: player })).body.data;
    expect(user.balance).toBe(0);
    expect(user.items.eggs.Wolf).toBeUndefined();
    expect((await api("GET", `/admin/audit/user/${player.id}`, { auth: support })).body.data).toEqual([]);
  });

  it("corrects one item at a time", async () => {
    const player = await register();
    for (const [path, value] of [
      ["items.eggs.Wolf", 4],
      ["items.hatchingPotions.Golden", 2],
      ["items.food.Meat", 0],
      ["items.quests.dustbunnies", 1],
      ["items.pets.Wolf-Base", 5],
      ["items.mounts.Wolf-Base", true],
      ["items.gear.owned.weapon_warrior_1", true],
      ["items.special.snowball", 3],
    ] as const) {
      const response = await update(support, player, { itemPath: path, itemVal: value });
      expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(200);
    }
    const items = (await api("GET", "/user", { auth: player })).body.data.items;
    expect(items.eggs.Wolf).toBe(4);
    expect(items.hatchingPotions.Golden).toBe(2);
    expect(items.food.Meat).toBe(0);
    expect(items.quests.dustbunnies).toBe(1);
    expect(items.pets["Wolf-Base"]).toBe(5);
    expect(items.mounts["Wolf-Base"]).toBe(true);
    expect(items.gear.owned.weapon_warrior_1).toBe(true);
    expect(items.special.snowball).toBe(3);
    expect((await update(support, player, { itemPath: "items.pets.Wolf-Base", itemVal: null })).status).toBe(200);
    expect((await api("GET", "/user", { auth: player })).body.data.items.pets["Wolf-Base"]).toBeUndefined();
  });

  it("raising a contributor's tier pays the gems of each tier climbed, tells them, and gives the contributors' pet from tier 6", async () => {
    const player = await register();
    const raised = await update(support, player, { contributor: { level: 2, text: "Translator" } });
    expect(raised.body.data).toMatchObject({ gems: 6, contributor: { level: 2, text: "Translator" } });
    const six = await update(support, player, { contributor: { level: 6 } });
    expect(six.body.data.gems).toBe(6 + 3 + 4 + 4 + 4);
    expect(six.body.data.items.pets["Dragon-Hydra"]).toBe(5);
    const user = (await api("GET", "/user", { auth: player })).body.data;
    expect(
      user.notifications
        .filter((note: { type: string }) => note.type === "NEW_CONTRIBUTOR_LEVEL")
        .map((note: { data: { level: number } }) => note.data.level),
    ).toEqual([2, 6]);
    const history = (await api("GET", "/user/purchase-history", { auth: player })).body.data;
    expect(history[0]).toMatchObject({ currency: "gems", amount: 15, transactionType: "contribution", reference: "6" });
    // Lowering the tier pays nothing back and takes nothing.
    const lowered = await update(support, player, { contributor: { level: 1 } });
    expect(lowered.body.data.gems).toBe(21);
    const heroes = (await api("GET", "/hall/heroes", { auth: player })).body.data;
    expect(heroes.find((hero: { _id: string }) => hero._id === player.id).contributor.level).toBe(1);
  });

  it("keeps a staff note that the player never sees", async () => {
    const player = await register();
    const noted = await update(support, player, { secret: { text: "  Asked for a refund on 3 May.  " } });
    expect(noted.body.data.secret).toEqual({ text: "Asked for a refund on 3 May." });
    expect(noted.body.data.staffNote).toMatchObject({
      text: "Asked for a refund on 3 May.",
      updatedBy: support.username,
    });
    const own = await api("GET", "/user", { auth: player });
    expect(JSON.stringify(own.body)).not.toContain("refund");
    expect((await api("GET", `/hall/heroes/${player.id}`, { auth: support })).body.data.secret.text).toBe(
      "Asked for a refund on 3 May.",
    );
    const cleared = await update(support, player, { secret: { text: "" } });
    expect(cleared.body.data.staffNote).toBeNull();
    const audit = (await api("GET", `/admin/audit/user/${player.id}`, { auth: support })).body.data;
    expect(audit.map((entry: { changes: { path: string; new: string }[] }) => entry.changes[0])).toEqual([
      { path: "secret.text", old: "Asked for a refund on 3 May.", new: "" },
      { path: "secret.text", old: "", new: "Asked for a refund on 3 May." },
    ]);
  });

  it("replaces the API token, which signs the player out everywhere", async () => {
    const player = await register();
    const response = await update(support, player, { changeApiToken: true });
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).not.toContain(player.apiToken);
    expect((await api("GET", "/user", { auth: player })).status).toBe(401);
    const login = await api("POST", "/user/auth/local/login", {
      body: { username: player.username, password: player.password },
    });
    expect(login.body.data.apiToken).not.toBe(player.apiToken);
    expect((await api("GET", `/admin/audit/user/${player.id}`, { auth: support })).body.data[0].changes).toEqual([
      { path: "apiToken", old: "(hidden)", new: "(replaced)" },
    ]);
  });

  it("a request that changes nothing records nothing", async () => {
    const player = await register();
    await debugSet(player, { "flags.chatRevoked": false });
    const response = await update(support, player, { flags: { chatRevoked: false }, contributor: {} });
    expect(response.status).toBe(200);
    expect(response.body.message).toBeUndefined();
    expect((await api("GET", `/admin/audit/user/${player.id}`, { auth: support })).body.data).toEqual([]);
  });

  it("shows support the whole account but never its credentials", async () => {
    const player = await register();
    const hero = (await api("GET", `/hall/heroes/${player.id}`, { auth: support })).body.data;
    expect(hero).toMatchObject({
      _id: player.id,
      auth: { local: { username: player.username, email: player.email }, blocked: false },
      balance: 0,
      gems: 0,
      permissions: {},
    });
    expect(JSON.stringify(hero)).not.toContain(player.apiToken);
    expect(JSON.stringify(hero)).not.toMatch(/password/i);
    expectError(await api("GET", "/hall/heroes/nobody-by-that-name", { auth: support }), 404, "userWithIDNotFound", {
      userId: "nobody-by-that-name",
    });
  });
});

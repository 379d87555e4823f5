/**
 * Bringing an account from the original game. The verified import reads the original's API at
 * its HTTP boundary (tests/api/fakeOriginal.ts answers as https://habitica.com does); the file
 * import takes an uploaded export, without items unless the operator trusts files.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { t } from "../../content/i18n";
import worker from "../../worker/index.dev";
import exported from "../unit/fixtures/userdata-items.json";
import sample from "../e2e/fixtures/userdata-sample.json";
import { debugSet } from "./groups.helpers";
import { api, BASE, freshAddress, inOneRateWindow, register, type ApiResponse, type Credentials } from "./helpers";
import { originalAccount, originalRequests, publishOriginal, type OriginalAccount } from "./original.fixtures";

const CLIENT = env.ORIGINAL_API_CLIENT;

const importOriginal = (account: Credentials, original: Pick<OriginalAccount, "id" | "apiToken">, extra = {}) =>
  api("POST", "/user/import/original", {
    auth: account,
    body: { userId: original.id, apiToken: original.apiToken, ...extra },
  });
const me = async (account: Credentials) => (await api("GET", "/user", { auth: account })).body.data;
const tasksOf = async (account: Credentials) => (await api("GET", "/tasks/user", { auth: account })).body.data;
const claims = async (originalId: string) =>
  (
    await env.DB.prepare("SELECT user_id FROM original_imports WHERE original_id = ?")
      .bind(originalId)
      .all<{ user_id: string }>()
  ).results;

/** A request to the Worker running with other settings than the tests' own. */
async function apiWith<T = any>(
  settings: Record<string, string | undefined>,
  method: string,
  path: string,
  options: { auth?: Credentials; body?: unknown } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { "x-client": "habitforge-tests", "cf-connecting-ip": freshAddress() };
  if (options.auth) {
    headers["x-api-user"] = options.auth.id;
    headers["x-api-key"] = options.auth.apiToken;
  }
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${BASE}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
    { ...env, ...settings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

describe("the verified import from the original game", () => {
  it("brings tasks, tags, checklists, history, settings, looks and owned items; no currencies, stats or achievements", async () => {
    const account = await register();
    const before = await me(account);
    const tasksBefore = await tasksOf(account);
    const original = await publishOriginal(originalAccount());

    const response = await importOriginal(account, original);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.message).toBe(t("originalAccountImported"));
    expect(response.body.data).toMatchObject({
      tasks: 6,
      tags: 1,
      checklistItems: 3,
      skipped: { challengeTasks: 1, withoutText: 1, challengeTags: 1, finishedTodos: 0 },
      items: { pets: 4, mounts: 2, backgrounds: 2 },
    });

    const user = await me(account);
    // Never brought: gold, gems, hourglasses, stats and levels, class, achievements, subscription.
    // (The totals the answer adds count the gear now worn.)
    const { totals: _worn, ...stats } = user.stats;
    const { totals: _bare, ...statsBefore } = before.stats;
    expect(stats).toEqual(statsBefore);
    expect(user.balance).toBe(before.balance);
    expect(user.achievements).toEqual(before.achievements);
    expect(user.purchased.plan).toEqual(before.purchased.plan);
    expect(user.loginIncentives).toBe(before.loginIncentives);
    expect(user.flags.classSelected).toBe(before.flags.classSelected);
    expect(user.party).toEqual(before.party);
    expect(user.preferences.sleep).toBe(false);
    expect(user.preferences.language).toBe(before.preferences.language);

    // Owned items as the original reports them, its contributor reward included.
    expect(user.items.gear.owned).toMatchObject({
      weapon_warrior_3: true,
      armor_warrior_2: false,
      weapon_armoire_basicCrossbow: true,
      armor_special_2: true,
      weapon_special_critical: true,
    });
    expect(user.items.gear.equipped).toMatchObject({ weapon: "weapon_warrior_3", head: "head_warrior_1" });
    // An unopened subscriber item is not owned gear: it is not worn.
    expect(user.items.gear.equipped.back).not.toBe("back_mystery_201402");
    expect(user.items.pets).toMatchObject({ "Wolf-Base": 25, "Dragon-Red": -1, "Fox-Golden": 5 });
    expect(user.items.mounts).toMatchObject({ "Dragon-Red": true, "Gryphon-Base": true });
    expect(user.items.currentPet).toBe("Wolf-Base");
    expect(user.items.currentMount).toBe("Gryphon-Base");
    expect(user.items.eggs).toMatchObject({ Wolf: 2, Fox: 3 });
    expect(user.items.food).toMatchObject({ Meat: 12, Saddle: 1, Honey: 9999 });
    expect(user.items.quests).toMatchObject({ gryphon: 1, dilatory_derby: 2 });
    expect(user.items.special).toMatchObject({ snowball: 3, shinySeed: 1 });
    expect(user.purchased.background).toMatchObject({ fairy_ring: true, castle_keep_with_banners: true });
    expect(user.purchased.skin.bear).toBe(true);
    expect(user.purchased.hair.color.rainbow).toBe(true);

    // Settings and looks (owned now, so worn).
    expect(user.preferences).toMatchObject({
      dayStart: 4,
      size: "broad",
      skin: "bear",
      shirt: "convict",
      background: "fairy_ring",
      costume: true,
      allocationMode: "taskbased",
      autoEquip: false,
      reverseChatOrder: true,
      hair: { color: "rainbow", base: 7, bangs: 2, flower: 12 },
    });
    expect(user.preferences.emailNotifications.newPM).toBe(false);
    expect(user.preferences.pushNotifications.unsubscribeFromAll).toBe(true);
    expect(user.preferences.improvementCategories).toEqual(["school", "exercise"]);
    expect(user.profile).toMatchObject({ name: "Wandering Owl", blurb: "Trying to read one book a month." });
    expect(user.history.exp.slice(-3).map((entry: { value: number }) => entry.value)).toEqual([10_400, 10_520, 10_610]);

    // Tags: the player's own "Work" is reused; the challenge's tag stays behind.
    const tagId = (name: string) => user.tags.find((tag: { name: string }) => tag.name === name)?.id;
    expect(user.tags.filter((tag: { name: string }) => tag.name.toLowerCase() === "work")).toHaveLength(1);
    expect(tagId("Morning")).toBeDefined();
    expect(user.tags.some((tag: { name: string }) => tag.name === "Read more")).toBe(false);

    // Tasks: added on top, the player's own kept; the original's order; ids of our own.
    const tasks = await tasksOf(account);
    expect(tasks).toHaveLength(tasksBefore.length + 6);
    for (const task of tasksBefore) expect(tasks.map((each: { _id: string }) => each._id)).toContain(task._id);
    const newHabits = user.tasksOrder.habits.slice(0, 2);
    expect(newHabits.map((id: string) => tasks.find((task: any) => task._id === id).value)).toEqual([-8.5, 12.4]);
    // (The starter tasks of a new account have some of the same texts.)
    const imported = tasks.filter(
      (task: { _id: string }) => !tasksBefore.some((old: { _id: string }) => old._id === task._id),
    );
    const byText = (text: string) => imported.find((task: { text: string }) => task.text === text);
    const read = byText("Read 20 pages");
    expect(original.tasks.map((task) => task._id)).not.toContain(read._id);
    expect(read).toMatchObject({
      type: "daily",
      priority: 2,
      attribute: "int",
      value: 7.9,
      startDate: "2024-01-01T05:00:00.000Z",
      repeat: { m: true, s: false, su: true },
      // The original said 400; its history shows 12 days done in a row.
      streak: 12,
      tags: [tagId("Morning"), tagId("Work")],
    });
    expect(read.checklist.map((item: { text: string; completed: boolean }) => [item.text, item.completed])).toEqual([
      ["Pick a book", true],
      ["Find a quiet corner", false],
    ]);
    expect(read.reminders).toHaveLength(1);
    expect(read.history).toHaveLength(15);
    expect(byText("Drink a glass of water")).toMatchObject({ value: 12.4, counterUp: 3, up: true, down: false });
    expect(byText("Drink a glass of water").history).toHaveLength(3);
    expect(byText("Stretch")).toMatchObject({ completed: true, everyX: 2, streak: 0 });
    expect(byText("Renew library card")).toMatchObject({ date: "2026-12-01T00:00:00.000Z", collapseChecklist: true });
    expect(byText("Fancy coffee")).toMatchObject({ type: "reward", value: 25 });
    expect(byText("Challenge to-do")).toBeUndefined();

    // The original account is remembered for this player; its credentials are nowhere.
    expect(await claims(original.id)).toEqual([{ user_id: account.id }]);
    const tables = (
      await env.DB.prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
      ).all<{
        name: string;
      }>()
    ).results.map((row) => row.name);
    for (const table of tables) {
      const columns = (await env.DB.prepare(`PRAGMA table_info("${table}")`).all<{ name: string }>()).results;
      for (const { name } of columns) {
        const found = await env.DB.prepare(`SELECT count(*) AS n FROM "${table}" WHERE CAST("${name}" AS TEXT) LIKE ?`)
          .bind(`%${original.apiToken}%`)
          .first<{ n: number }>();
        expect(found?.n, `${table}.${name}`).toBe(0);
      }
    }
  });

  it("calls the original's API itself, with its x-client convention and the player's credentials", async () => {
    const account = await register();
    const original = await publishOriginal(originalAccount());
    // Whatever the player adds, the address is the operator's.
    const response = await importOriginal(account, original, {
      base: "https://evil.example",
      url: "https://evil.example/api/v3/user",
    });
    expect(response.status).toBe(200);
    expect(await originalRequests(original.id)).toEqual([
      { path: "/api/v3/user", user: original.id, key: original.apiToken, client: CLIENT },
      { path: "/api/v3/tasks/user", user: original.id, key: original.apiToken, client: CLIENT },
    ]);
    expect(CLIENT).toMatch(/^[0-9a-f-]{36}-\w+$/);
  });

  it("relays a refused token as our own 401 and changes nothing; the right token still works after", async () => {
    const account = await register();
    const before = await me(account);
    const original = await publishOriginal(originalAccount());
    const wrong = await importOriginal(account, { id: original.id, apiToken: crypto.randomUUID() });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      success: false,
      error: "NotAuthorized",
      message: t("originalCredentialsRefused"),
    });
    expect(wrong.body.message).not.toContain("There is no account");
    // Our own credentials still work: the client must not sign the player out.
    expect((await me(account))._v).toBe(before._v);
    const nobody = await importOriginal(account, { id: crypto.randomUUID(), apiToken: crypto.randomUUID() });
    expect(nobody.status).toBe(401);
    expect(await claims(original.id)).toEqual([]);
    expect((await importOriginal(account, original)).status).toBe(200);
  });

  it("refuses credentials that are not the original's ids without calling it", async () => {
    const account = await register();
    const original = await publishOriginal(originalAccount());
    for (const body of [
      {},
      { userId: original.id },
      { userId: original.id, apiToken: "not-a-token" },
      { userId: `${original.id}\r\nx-evil: 1`, apiToken: original.apiToken },
      { userId: [original.id], apiToken: original.apiToken },
    ]) {
      const response = await api("POST", "/user/import/original", { auth: account, body });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: "BadRequest", message: t("originalCredentialsInvalid") });
    }
    expect(await originalRequests(original.id)).toEqual([]);
    expect(
      (await api("POST", "/user/import/original", { body: { userId: original.id, apiToken: original.apiToken } }))
        .status,
    ).toBe(401);
  });

  it("brings one original account to this server once: again, or into another account, is refused", async () => {
    const first = await register();
    const second = await register();
    const original = await publishOriginal(originalAccount());
    expect((await importOriginal(first, original)).status).toBe(200);
    const afterFirst = await me(first);

    const again = await importOriginal(first, original);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, error: "Conflict", message: t("originalAlreadyImported") });
    const elsewhere = await importOriginal(second, original);
    expect(elsewhere.status).toBe(409);

    expect((await me(first))._v).toBe(afterFirst._v);
    const secondUser = await me(second);
    expect(secondUser.items.gear.owned.weapon_special_critical).toBeUndefined();
    expect(await claims(original.id)).toEqual([{ user_id: first.id }]);
    // The claim outlives the account that made it.
    expect((await api("DELETE", "/user", { auth: first, body: { password: first.password } })).status).toBe(200);
    expect((await importOriginal(second, original)).status).toBe(409);
  });

  it("lets exactly one of two imports of the same original account win, for two players or one", async () => {
    const one = await register();
    const two = await register();
    const contested = await publishOriginal(originalAccount(), { hold: 2 });
    const [first, second] = await Promise.all([importOriginal(one, contested), importOriginal(two, contested)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const [winner, loser] = first.status === 200 ? [one, two] : [two, one];
    expect((await claims(contested.id)).map((row) => row.user_id)).toEqual([winner.id]);
    expect((await me(loser)).items.gear.owned.weapon_special_critical).toBeUndefined();
    expect((await tasksOf(loser)).some((task: { text: string }) => task.text === "Read 20 pages")).toBe(false);

    const self = await register();
    const countBefore = (await tasksOf(self)).length;
    const twice = await publishOriginal(originalAccount(), { hold: 2 });
    const both = await Promise.all([importOriginal(self, twice), importOriginal(self, twice)]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await tasksOf(self)).toHaveLength(countBefore + 6);
    expect((await me(self)).items.food.Meat).toBe(12);
  });

  it("drops what does not exist here and what is not a whole count", async () => {
    const account = await register();
    const original = await publishOriginal(originalAccount());
    const response = await importOriginal(account, original);
    expect(response.status).toBe(200);
    expect([...response.body.data.leftOut].sort()).toEqual(
      [
        "gear weapon_special_spring2099Rogue",
        "gear shield_special_ghostlyGadget",
        "pet Unicorn-Purple",
        "eggs constructor",
        "eggs __proto__",
        "eggs Phoenix",
        "hatchingPotions Golden",
        "hatchingPotions Red",
        "quests no-such-quest",
        "background no_such_background_here",
      ].sort(),
    );
    const user = await me(account);
    expect(Object.keys(user.items.eggs)).not.toContain("constructor");
    expect(Object.hasOwn(user.items.eggs, "__proto__")).toBe(false);
    expect(user.items.hatchingPotions.Golden).toBeUndefined();
    expect(user.items.gear.owned.weapon_special_spring2099Rogue).toBeUndefined();
  });

  it("adds counts to what the player has, up to the cap", async () => {
    const account = await register();
    await debugSet(account, { "items.food.Meat": 5, "items.food.Honey": 50, "items.eggs.Wolf": 1 });
    expect((await importOriginal(account, await publishOriginal(originalAccount()))).status).toBe(200);
    const user = await me(account);
    expect(user.items.food).toMatchObject({ Meat: 17, Honey: 9999 });
    expect(user.items.eggs.Wolf).toBe(3);
  });

  it("answers a clear error when the original is down, broken, busy or redirects; nothing changes", async () => {
    const account = await register();
    const before = await me(account);
    const cases = [
      ["down", 503, "ServiceUnavailable", "originalUnreachable"],
      ["error", 502, "BadGateway", "originalBadAnswer"],
      ["malformed", 502, "BadGateway", "originalBadAnswer"],
      ["busy", 503, "ServiceUnavailable", "originalBusy"],
      ["redirect", 502, "BadGateway", "originalBadAnswer"],
      ["huge", 502, "BadGateway", "originalBadAnswer"],
    ] as const;
    const original = originalAccount();
    for (const [mode, status, error, key] of cases) {
      await publishOriginal(original, { mode });
      const response = await apiWith({ AUTH_RATE_LIMIT_MAX: "100" }, "POST", "/user/import/original", {
        auth: account,
        body: { userId: original.id, apiToken: original.apiToken },
      });
      expect([mode, response.status, response.body]).toEqual([
        mode,
        status,
        { success: false, error, message: t(key) },
      ]);
    }
    expect((await me(account))._v).toBe(before._v);
    expect(await claims(original.id)).toEqual([]);
    // The original is back: the same account can still come across.
    await publishOriginal(original);
    const back = await apiWith({ AUTH_RATE_LIMIT_MAX: "100" }, "POST", "/user/import/original", {
      auth: account,
      body: { userId: original.id, apiToken: original.apiToken },
    });
    expect(back.status).toBe(200);
  });

  it("is off, with a clear answer, where the operator has not set up our x-client", async () => {
    const account = await register();
    const original = await publishOriginal(originalAccount());
    const off = await apiWith({ ORIGINAL_API_CLIENT: undefined }, "POST", "/user/import/original", {
      auth: account,
      body: { userId: original.id, apiToken: original.apiToken },
    });
    expect(off.status).toBe(503);
    expect(off.body.message).toBe(t("originalImportUnavailable"));
    expect(await originalRequests(original.id)).toEqual([]);
    expect(
      (await apiWith({ ORIGINAL_API_CLIENT: undefined }, "GET", "/user/import/options", { auth: account })).body.data,
    ).toEqual({
      verified: false,
      fileItems: false,
    });
    expect((await api("GET", "/user/import/options", { auth: account })).body.data).toEqual({
      verified: true,
      fileItems: false,
    });
    // An operator's address is used as configured.
    const elsewhere = await apiWith(
      { ORIGINAL_API_BASE: "https://original.invalid" },
      "POST",
      "/user/import/original",
      {
        auth: account,
        body: { userId: original.id, apiToken: original.apiToken },
      },
    );
    expect(elsewhere.status).toBe(503);
    expect(await originalRequests(original.id)).toEqual([]);
  });

  it("is limited per account and per address", async () => {
    await inOneRateWindow();
    const account = await register();
    const bogus = { userId: crypto.randomUUID(), apiToken: crypto.randomUUID() };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push((await api("POST", "/user/import/original", { auth: account, body: bogus })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

    const address = freshAddress();
    const fromOneAddress: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const player = await register();
      fromOneAddress.push(
        (
          await api("POST", "/user/import/original", {
            auth: player,
            body: bogus,
            headers: { "cf-connecting-ip": address },
          })
        ).status,
      );
    }
    expect(fromOneAddress.at(-1)).toBe(429);
  });
});

describe("the data file import", () => {
  it("brings tasks, tags, checklists, history and settings; no items, currencies, achievements or purchases", async () => {
    const account = await register();
    const before = await me(account);
    const tasksBefore = await tasksOf(account);
    const file = { ...exported, tasks: sample.tasks, tags: sample.tags, preferences: sample.preferences };
    // First what it would bring, writing nothing.
    const preview = await api("POST", "/user/import/file?dryRun=true", { auth: account, body: file });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ tasks: 5, tags: 1, skipped: { challengeTasks: 1, finishedTodos: 1 } });
    expect((await me(account))._v).toBe(before._v);
    expect(await tasksOf(account)).toHaveLength(tasksBefore.length);
    const response = await api("POST", "/user/import/file", { auth: account, body: file });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.message).toBe(t("dataFileImported"));
    expect(response.body.data.items).toBeUndefined();
    expect(response.body.data).toEqual(preview.body.data);

    const user = await me(account);
    expect(user.items).toEqual(before.items);
    expect(user.purchased).toEqual(before.purchased);
    expect(user.stats).toEqual(before.stats);
    expect(user.balance).toBe(before.balance);
    expect(user.achievements).toEqual(before.achievements);
    expect(user.preferences.dayStart).toBe(4);
    // A look the player does not own stays as it was.
    expect(user.preferences.shirt).toBe(before.preferences.shirt);
    const tasks = await tasksOf(account);
    expect(tasks).toHaveLength(tasksBefore.length + 5);
    // Nothing in a file proves how well a task went: colours and streaks start afresh; a reward keeps its price.
    for (const task of tasks.filter(
      (each: { _id: string }) => !tasksBefore.some((old: { _id: string }) => old._id === each._id),
    )) {
      if (task.type === "reward") expect(task.value).toBe(30);
      else expect(task.value).toBe(0);
      if (task.type === "daily") expect(task.streak).toBe(0);
    }
  });

  it("takes items from a file only where the operator trusts files, once, with today's limits", async () => {
    const trusted = { IMPORT_TRUSTS_FILES: "true" };
    const account = await register();
    const file = {
      ...exported,
      items: {
        ...exported.items,
        gear: {
          ...exported.items.gear,
          owned: { ...exported.items.gear.owned, weapon_special_critical: true, armor_special_2: true },
        },
        eggs: { ...exported.items.eggs, Dragon: 1_000_000, Wolf: 2.5 },
      },
    };
    const response = await apiWith(trusted, "POST", "/user/import/file", { auth: account, body: file });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.items.pets).toBe(15);
    expect(response.body.data.leftOut).toEqual(
      expect.arrayContaining(["gear weapon_special_critical", "gear armor_special_2", "eggs Wolf"]),
    );
    const user = await me(account);
    expect(user.items.gear.owned.weapon_special_critical).toBeUndefined();
    expect(user.items.gear.owned.armor_special_2).toBeUndefined();
    expect(user.items.eggs.Dragon).toBe(9999);
    expect(user.stats.gp).toBe(0);
    const again = await apiWith(trusted, "POST", "/user/import/file", { auth: account, body: file });
    expect(again.body.data).toMatchObject({ itemsAlreadyImported: true });
    expect((await me(account)).items.eggs.Dragon).toBe(9999);
    expect((await apiWith(trusted, "GET", "/user/import/options", { auth: account })).body.data.fileItems).toBe(true);
  });

  it("refuses what is not an account", async () => {
    const account = await register();
    for (const rawBody of ["[]", "42", '"text"', "null"]) {
      const response = await api("POST", "/user/import/file", { auth: account, rawBody });
      expect(response.status).toBe(400);
    }
  });
});

describe("POST /user/import-items", () => {
  it("is closed: items from a file cannot be checked", async () => {
    const account = await register();
    const before = await me(account);
    const response = await api("POST", "/user/import-items", {
      auth: account,
      body: { items: exported.items, purchased: exported.purchased },
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ success: false, error: "Forbidden", message: t("itemsNeedVerifiedImport") });
    expect((await me(account))._v).toBe(before._v);
  });

  it("takes a file's items where the operator trusts files, once, never contributor rewards", async () => {
    const account = await register();
    const trusted = { IMPORT_TRUSTS_FILES: "true" };
    const body = {
      items: { ...exported.items, gear: { owned: { weapon_special_critical: true, weapon_warrior_1: true } } },
      purchased: exported.purchased,
    };
    const response = await apiWith(trusted, "POST", "/user/import-items", { auth: account, body });
    expect(response.status).toBe(200);
    expect(response.body.data.leftOut).toContain("gear weapon_special_critical");
    const user = await me(account);
    expect(user.items.gear.owned).toMatchObject({ weapon_warrior_1: true });
    expect(user.items.gear.owned.weapon_special_critical).toBeUndefined();
    expect((await apiWith(trusted, "POST", "/user/import-items", { auth: account, body })).status).toBe(401);
  });
});

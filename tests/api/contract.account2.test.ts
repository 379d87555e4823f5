/**
 * The public API's contract for the account routes, second part: what a new account starts
 * with for each kind of client, refusals of deleting an account, names with slurs, and the
 * generic buy routes.
 */
import { describe, expect, it, vi } from "vitest";
import { t } from "../../content/i18n";
import { api, type Credentials } from "./helpers";
import { buyWithSimulator } from "./payments.helpers";
import { uniqueNamePart } from "../names";

const PASSWORD = "correct-horse-battery";

/** Registers with the given x-client header (none of ours unless told). */
async function registerAs(client: string | undefined): Promise<Credentials & { body: any }> {
  const username = `acct2${uniqueNamePart()}`;
  const email = `${username}@example.com`;
  const response = await api("POST", "/user/auth/local/register", {
    body: { username, email, password: PASSWORD, confirmPassword: PASSWORD },
    headers: client === undefined ? {} : { "x-client": client },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return {
    id: response.body.data.id,
    apiToken: response.body.data.apiToken,
    username,
    email,
    password: PASSWORD,
    body: response.body.data,
  };
}

async function board(account: Credentials) {
  const tasks = (await api("GET", "/tasks/user", { auth: account })).body.data as { type: string; text: string }[];
  const tags = (await api("GET", "/tags", { auth: account })).body.data as unknown[];
  const count = (type: string) => tasks.filter((task) => task.type === type).length;
  return {
    habits: count("habit"),
    dailys: count("daily"),
    todos: count("todo"),
    rewards: count("reward"),
    tags: tags.length,
  };
}

describe("what a new account starts with", () => {
  it("an API client's account gets one to-do, the starter tags and a skipped tour", async () => {
    const account = await registerAs("my-habit-script");
    expect(await board(account)).toEqual({ habits: 0, dailys: 0, todos: 1, rewards: 0, tags: 7 });
    const user = (await api("GET", "/user", { auth: account })).body.data;
    expect(user.flags.showTour).toBe(false);
    expect(Object.values(user.flags.tour).length).toBeGreaterThan(0);
    expect(Object.values(user.flags.tour).every((step) => step === -2)).toBe(true);
    expect(user.tasksOrder.todos).toHaveLength(1);
    // The same default items as any other new account.
    expect(user.items.quests.dustbunnies).toBe(1);
    expect(user.preferences.background).toBe("violet");
  });

  it("a registration with no x-client at all is an API client's too", async () => {
    const account = await registerAs(undefined);
    expect(await board(account)).toEqual({ habits: 0, dailys: 0, todos: 1, rewards: 0, tags: 7 });
  });

  it("our web client keeps its starter board and the tour", async () => {
    const account = await registerAs("habitforge-web");
    expect(await board(account)).toEqual({ habits: 3, dailys: 1, todos: 2, rewards: 1, tags: 7 });
    const user = (await api("GET", "/user", { auth: account })).body.data;
    expect(user.flags.showTour).toBe(true);
    expect(user.flags.tour.intro).toBe(-1);
  });

  it("neither header grants more than the other: stats, gold and items are the same", async () => {
    const web = (await api("GET", "/user", { auth: await registerAs("habitforge-web") })).body.data;
    const script = (await api("GET", "/user", { auth: await registerAs("habitica-android") })).body.data;
    for (const user of [web, script]) delete user.stats.toNextLevel;
    expect(script.stats).toEqual(web.stats);
    expect(script.balance).toBe(web.balance);
    expect(script.items.gear.owned).toEqual(web.items.gear.owned);
    expect(script.items.quests).toEqual(web.items.quests);
    expect(script.purchased).toEqual(web.purchased);
  });
});

describe("deleting an account with a subscription", () => {
  it("a plan that still renews is refused until it is cancelled; then the account goes", async () => {
    const player = await registerAs("habitforge-web");
    await buyWithSimulator(player, { type: "subscription", sub: "basic_earned" });
    const refused = await api("DELETE", "/user", { auth: player, body: { password: player.password } });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({
      success: false,
      error: "NotAuthorized",
      message: t("cannotDeleteActiveAccount"),
    });
    // Nothing changed: the player and the renewing plan are still there.
    const still = await api("GET", "/user", { auth: player });
    expect(still.status).toBe(200);
    expect(still.body.data.purchased.plan.dateTerminated).toBeNull();

    expect((await api("POST", "/payments/subscription/cancel", { auth: player })).status).toBe(200);
    const deleted = await api("DELETE", "/user", { auth: player, body: { password: player.password } });
    expect(deleted.status).toBe(200);
    expect((await api("GET", "/user", { auth: player })).status).toBe(401);
  });

  it("a wrong password is still the first answer, and a gifted plan does not hold the account back", async () => {
    const player = await registerAs("habitforge-web");
    await buyWithSimulator(player, { type: "subscription", sub: "basic_earned" });
    const wrong = await api("DELETE", "/user", { auth: player, body: { password: "not-the-password" } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(t("wrongPassword"));

    const gifted = await registerAs("habitforge-web");
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString();
    await api("POST", "/debug/update-user", {
      auth: gifted,
      body: {
        "purchased.plan.customerId": "Gift",
        "purchased.plan.planId": "basic_earned",
        "purchased.plan.dateTerminated": until,
      },
    });
    expect((await api("DELETE", "/user", { auth: gifted, body: { password: gifted.password } })).status).toBe(200);
  });
});

/** A name with a slur from the word list, spelled with a digit as people do to slip past filters. */
const SLUR_NAME = "Sp4stic_Hero";

describe("names with slurs", () => {
  it("verify-username and verify-display-name answer isUsable false with the issue", async () => {
    const username = await api("POST", "/user/auth/verify-username", { body: { username: SLUR_NAME } });
    expect(username.status).toBe(200);
    expect(username.body.data).toEqual({ isUsable: false, issues: [t("usernameIssueSlur")] });
    const display = await api("POST", "/user/auth/verify-display-name", { body: { displayName: "Mr Sp4stic" } });
    expect(display.status).toBe(200);
    expect(display.body.data).toEqual({ isUsable: false, issues: [t("displayNameIssueSlur")] });
    // Names that merely share letters with one are fine.
    const fine = await api("POST", "/user/auth/verify-username", { body: { username: "Fantastic_Plastic" } });
    expect(fine.body.data).toEqual({ isUsable: true });
    const fineDisplay = await api("POST", "/user/auth/verify-display-name", {
      body: { displayName: "Sarcastic Elastic" },
    });
    expect(fineDisplay.body.data).toEqual({ isUsable: true });
  });

  it("registration refuses such a username and creates nothing", async () => {
    const refused = await api("POST", "/user/auth/local/register", {
      body: {
        username: SLUR_NAME,
        email: `slur${Date.now()}@example.com`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("BadRequest");
    const after = await api("POST", "/user/auth/verify-username", { body: { username: "Sp4sticHero2" } });
    expect(after.body.data.isUsable).toBe(false);
    const login = await api("POST", "/user/auth/local/login", { body: { username: SLUR_NAME, password: PASSWORD } });
    expect(login.status).toBe(401);
  });

  it("update-username and PUT /user profile.name refuse one and change nothing", async () => {
    const account = await registerAs("habitforge-web");
    const rename = await api("PUT", "/user/auth/update-username", {
      auth: account,
      body: { username: SLUR_NAME, password: account.password },
    });
    expect(rename.status).toBe(400);
    expect(rename.body.error).toBe("BadRequest");
    const display = await api("PUT", "/user", { auth: account, body: { "profile.name": "The Sp4stic One" } });
    expect(display.status).toBe(400);
    expect(display.body.error).toBe("BadRequest");
    const user = (await api("GET", "/user", { auth: account })).body.data;
    expect(user.auth.local.username).toBe(account.username);
    expect(user.profile.name).toBe(account.username);
  });
});

describe("address and day-start changes the public API refuses", () => {
  it("update-email to an address another player has, or to one's own, is NotAuthorized and changes nothing", async () => {
    const first = await registerAs("habitforge-web");
    const second = await registerAs("habitforge-web");
    const taken = await api("PUT", "/user/auth/update-email", {
      auth: second,
      body: { newEmail: first.email.toUpperCase(), password: second.password },
    });
    expect(taken.status).toBe(401);
    expect(taken.body).toMatchObject({ success: false, error: "NotAuthorized", message: t("emailTaken") });
    const own = await api("PUT", "/user/auth/update-email", {
      auth: second,
      body: { newEmail: second.email, password: second.password },
    });
    expect(own.status).toBe(401);
    expect(own.body.error).toBe("NotAuthorized");
    expect((await api("GET", "/user", { auth: second })).body.data.auth.local.email).toBe(second.email);
  });

  it("custom-day-start with an hour that is no hour is a BadRequest and changes nothing", async () => {
    const account = await registerAs("habitforge-web");
    for (const dayStart of [25, -1, 3.5, "soon"]) {
      const refused = await api("POST", "/user/custom-day-start", { auth: account, body: { dayStart } });
      expect(refused.status, String(dayStart)).toBe(400);
      expect(refused.body.error).toBe("BadRequest");
    }
    expect((await api("GET", "/user", { auth: account })).body.data.preferences.dayStart).toBe(0);
    // 0 to 24 are taken (spec §4 allows 24, the public game stops at 23).
    const set = await api("POST", "/user/custom-day-start", { auth: account, body: { dayStart: 24 } });
    expect(set.status).toBe(200);
  });
});

async function setUser(account: Credentials, paths: Record<string, unknown>) {
  const response = await api("POST", "/debug/update-user", { auth: account, body: paths });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

describe("the generic buy routes", () => {
  it("POST /user/buy/spookySparkles sells the spell in its autumn season, with the items and stats", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2026-10-15T12:00:00Z"));
      const account = await registerAs("habitforge-web");
      await setUser(account, { "stats.gp": 250 });
      const bought = await api("POST", "/user/buy/spookySparkles", { auth: account });
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      expect(Object.keys(bought.body.data).sort()).toEqual(["items", "stats"]);
      expect(bought.body.data.items.special.spookySparkles).toBe(1);
      expect(bought.body.data.stats.gp).toBe(235);
      expect(bought.body.message).toBe(t("messageBought", { itemText: t("spellSpookySparklesText") }));
      // Out of its season it is not sold, and the gold stays.
      vi.setSystemTime(new Date("2026-07-15T12:00:00Z"));
      const summer = await api("POST", "/user/buy/spookySparkles", { auth: account });
      expect(summer.status).toBe(401);
      expect(summer.body.error).toBe("NotAuthorized");
      expect((await api("GET", "/user", { auth: account })).body.data.stats.gp).toBe(235);
    } finally {
      vi.useRealTimers();
    }
  });

  it("buy-special-spell/thankyou sells a card for gold; without the gold, or an unknown key, it is refused", async () => {
    const account = await registerAs("habitforge-web");
    await setUser(account, { "stats.gp": 250 });
    const bought = await api("POST", "/user/buy-special-spell/thankyou", { auth: account });
    expect(bought.status).toBe(200);
    expect(Object.keys(bought.body.data).sort()).toEqual(["items", "stats"]);
    expect(bought.body.data.items.special.thankyou).toBe(1);
    expect(bought.body.data.stats.gp).toBe(240);
    expect(typeof bought.body.message).toBe("string");

    await setUser(account, { "stats.gp": 5 });
    const poor = await api("POST", "/user/buy-special-spell/thankyou", { auth: account });
    expect(poor.status).toBe(401);
    expect(poor.body).toMatchObject({ error: "NotAuthorized", message: t("messageNotEnoughGold") });
    const unknown = await api("POST", "/user/buy-special-spell/notExisting", { auth: account });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("NotFound");
    const user = (await api("GET", "/user", { auth: account })).body.data;
    expect(user.items.special.thankyou).toBe(1);
    expect(user.stats.gp).toBe(5);
  });

  it("buy-mystery-set/301404 trades an hourglass for the set; an unknown set is NotFound, no hourglass NotAuthorized", async () => {
    const account = await registerAs("habitforge-web");
    const none = await api("POST", "/user/buy-mystery-set/301404", { auth: account });
    expect(none.status).toBe(401);
    expect(none.body.error).toBe("NotAuthorized");

    await setUser(account, { "purchased.plan.consecutive.trinkets": 1 });
    const unknown = await api("POST", "/user/buy-mystery-set/notExisting", { auth: account });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("NotFound");

    const bought = await api("POST", "/user/buy-mystery-set/301404", { auth: account });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(Object.keys(bought.body.data).sort()).toEqual(["items", "purchasedPlanConsecutive"]);
    expect(bought.body.data.purchasedPlanConsecutive.trinkets).toBe(0);
    const owned = Object.keys(bought.body.data.items.gear.owned).filter((key) => key.endsWith("301404"));
    expect(owned.length).toBeGreaterThan(0);
    expect(typeof bought.body.message).toBe("string");
  });
});

describe("answers with a message only where the public API has one", () => {
  it("sleep, stat allocation, sell, equip and the class switches answer data alone", async () => {
    const account = await registerAs("habitforge-web");
    await setUser(account, {
      "stats.lvl": 12,
      "stats.points": 5,
      "flags.classSelected": true,
      balance: 1,
      "items.eggs.Wolf": 2,
      "items.gear.owned.weapon_warrior_1": true,
    });
    const calls: [string, string, unknown?][] = [
      ["POST", "/user/sleep"],
      ["POST", "/user/sleep"],
      ["POST", "/user/allocate?stat=str"],
      ["POST", "/user/allocate-bulk", { stats: { int: 1, con: 1 } }],
      ["POST", "/user/allocate-now"],
      ["POST", "/user/sell/eggs/Wolf"],
      ["POST", "/user/equip/equipped/weapon_warrior_1"],
      ["POST", "/user/change-class?class=rogue"],
      ["POST", "/user/disable-classes"],
    ];
    for (const [method, path, body] of calls) {
      const response = await api(method, path, { auth: account, body });
      expect(response.status, `${path} ${JSON.stringify(response.body)}`).toBe(200);
      expect(response.body, path).not.toHaveProperty("message");
    }
  });

  it("hatching, buying, unlocking and starting over keep their message", async () => {
    const account = await registerAs("habitforge-web");
    await setUser(account, {
      "stats.gp": 500,
      "stats.hp": 20,
      balance: 10,
      "items.eggs.Wolf": 1,
      "items.hatchingPotions.Base": 1,
    });
    const calls: [string, string, unknown?][] = [
      ["POST", "/user/hatch/Wolf/Base"],
      ["POST", "/user/buy/potion"],
      ["POST", "/user/buy-special-spell/thankyou"],
      ["POST", "/user/unlock?path=shirt.convict"],
      ["POST", "/user/reset", { password: account.password }],
    ];
    for (const [method, path, body] of calls) {
      const response = await api(method, path, { auth: account, body });
      expect(response.status, `${path} ${JSON.stringify(response.body)}`).toBe(200);
      expect(typeof response.body.message, path).toBe("string");
    }
  });
});

describe("reading cards", () => {
  it("read-card puts away the oldest card of that kind, one a call; an unknown kind is NotAuthorized", async () => {
    const sender = await registerAs("habitforge-web");
    const reader = await registerAs("habitforge-web");
    await setUser(sender, { "stats.gp": 100 });
    for (let card = 0; card < 2; card++)
      expect((await api("POST", `/user/class/cast/thankyou?targetId=${reader.id}`, { auth: sender })).status).toBe(200);
    expect((await api("GET", "/user", { auth: reader })).body.data.items.special.thankyouReceived).toHaveLength(2);
    const first = await api("POST", "/user/read-card/thankyou", { auth: reader });
    expect(first.status).toBe(200);
    expect(first.body.data.specialItems.thankyouReceived).toHaveLength(1);
    expect(first.body.data.cardReceived).toBe(false);
    const second = await api("POST", "/user/read-card/thankyou", { auth: reader });
    expect(second.body.data.specialItems.thankyouReceived).toHaveLength(0);
    const unknown = await api("POST", "/user/read-card/nonsense", { auth: reader });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe("NotAuthorized");
  });
});

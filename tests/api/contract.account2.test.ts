/**
 * The public API's contract for the account routes, second part: what a new account starts
 * with for each kind of client, refusals of deleting an account, names with slurs, and the
 * generic buy routes.
 */
import { describe, expect, it } from "vitest";
import { t } from "../../content/i18n";
import { api, type Credentials } from "./helpers";
import { buyWithSimulator } from "./payments.helpers";

const PASSWORD = "correct-horse-battery";
let counter = 0;

/** Registers with the given x-client header (none of ours unless told). */
async function registerAs(client: string | undefined): Promise<Credentials & { body: any }> {
  counter += 1;
  const username = `acct2${Date.now().toString(36)}${counter}`;
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

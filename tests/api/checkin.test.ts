/**
 * Absent players and the yesterday's-activity check-in. The sweep rolls every player over every
 * day; a player away for a week must end where the public game's single catch-up on their
 * return would leave them (website/server/libs/cron.js: several missed days count as one).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { cron } from "../../content/rules/cron";
import { seededRandom } from "../../content/rules/random";
import { database } from "../../db/client";
import { loadUserTasks } from "../../db/tasks";
import { loadUser } from "../../db/users";
import { markRolloverSeen, rollOver } from "../../worker/cron/rollover";
import { createParty, debugSet } from "./groups.helpers";
import { api, register, type Credentials } from "./helpers";
import { inviteAndStart } from "./quests.helpers";

const DAY = 86_400_000;
const db = () => database(env.DB);

/** Midnight UTC today: the day boundary of a player at offset 0 with day start 0. */
function startOfToday(): number {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

async function player(): Promise<{ account: Credentials; dailyId: string; todoId: string; habitId: string }> {
  const account = await register();
  const daily = await api("POST", "/tasks/user", {
    auth: account,
    body: { type: "daily", text: "Stretch", startDate: "2020-01-01" },
  });
  const todo = await api("POST", "/tasks/user", { auth: account, body: { type: "todo", text: "Book the dentist" } });
  const habit = await api("POST", "/tasks/user", {
    auth: account,
    body: { type: "habit", text: "Drink water", up: true, down: false },
  });
  expect(daily.status).toBe(201);
  expect((await api("POST", `/tasks/${habit.body.data._id}/score/up`, { auth: account })).status).toBe(200);
  return { account, dailyId: daily.body.data._id, todoId: todo.body.data._id, habitId: habit.body.data._id };
}

/** The sweep's rollover of one player at an instant (no request of theirs in between). */
async function sweep(account: Credentials, at: number) {
  return rollOver(env, account.id, new Date(Math.min(at, Date.now())), undefined, { attended: false });
}

describe("a week away", () => {
  it("ends where the single catch-up on return would: one day's damage, one check-in", async () => {
    const { account, dailyId, todoId, habitId } = await player();
    const today = startOfToday();
    // Last seen a week ago, just after their rollover of that day.
    await api("POST", "/debug/set-cron", {
      auth: account,
      body: { lastCron: new Date(today - 7 * DAY + 3_600_000).toISOString() },
    });
    const before = (await loadUser(db(), account.id))!;
    const tasksBefore = await loadUserTasks(db(), account.id);

    const reports = [];
    for (let day = 6; day >= 0; day--) reports.push((await sweep(account, today - day * DAY + 60_000)).report);
    expect(reports.every((report) => report?.ran)).toBe(true);

    // The public game: one rollover when they come back, the seven days counted as one.
    const lastSweep = (await loadUser(db(), account.id))!.lastCron;
    const catchUp = cron(before, tasksBefore, { now: new Date(lastSweep), random: seededRandom("catch-up") });
    expect(catchUp.data.daysMissed).toBe(7);
    expect(catchUp.data.dailiesMissed).toBeGreaterThan(0);

    // Only the first rollover after their last visit hurts and lets the boss strike.
    expect(reports.map((report) => report?.dailiesMissed)).toEqual([catchUp.data.dailiesMissed, 0, 0, 0, 0, 0, 0]);
    expect(reports[0]?.questProgress.down).toBeLessThan(0);
    expect(reports.slice(1).map((report) => report?.questProgress.down)).toEqual([0, 0, 0, 0, 0, 0]);

    const away = (await loadUser(db(), account.id))!;
    expect(away.stats.hp).toBe(catchUp.user.stats.hp);
    expect(away.stats.hp).toBe(50 - 2 * catchUp.data.dailiesMissed);
    expect(away.loginIncentives).toBe(0);
    const dailyAway = (await loadUserTasks(db(), account.id)).find((task) => task._id === dailyId)!;
    const dailyCaughtUp = catchUp.tasks.find((task) => task._id === dailyId)!;
    expect({ value: dailyAway.value, streak: dailyAway.streak }).toEqual({
      value: dailyCaughtUp.value,
      streak: dailyCaughtUp.streak,
    });
    // The to-do and the one-sided habit age once, and the history has one entry, as after the
    // single catch-up (a to-do at 0 ends at -1.0, not -7.6).
    const tasksAway = await loadUserTasks(db(), account.id);
    const valueIn = (list: { _id: string; value: number }[], id: string) => list.find((task) => task._id === id)!.value;
    expect(valueIn(tasksAway, todoId)).toBe(-1);
    expect(valueIn(tasksAway, todoId)).toBe(valueIn(catchUp.tasks, todoId));
    expect(valueIn(tasksAway, habitId)).toBeGreaterThan(0);
    expect(valueIn(tasksAway, habitId)).toBe(valueIn(catchUp.tasks, habitId));
    expect(away.history.todos).toHaveLength(1);
    expect(away.history.todos).toHaveLength(catchUp.user.history.todos.length);
    expect(tasksAway.find((task) => task._id === dailyId)!.history).toHaveLength(1);

    // Back: the check-in the sweep held back is counted once, and yesterday's dailies are offered.
    const back = await api("GET", "/user", { auth: account });
    expect(back.status).toBe(200);
    expect(back.body.data.loginIncentives).toBe(catchUp.user.loginIncentives);
    expect(back.body.data.needsCron).toBe(false);
    expect(back.body.data.yesterDailies).toContain(dailyId);
    expect(back.body.data).not.toHaveProperty("lastRollover");
    expect((await api("GET", "/user", { auth: account })).body.data.loginIncentives).toBe(1);
  });

  it("a player who comes back every day is hurt every day", async () => {
    const { account } = await player();
    const today = startOfToday();
    await api("POST", "/debug/set-cron", {
      auth: account,
      body: { lastCron: new Date(today - 3 * DAY + 3_600_000).toISOString() },
    });
    for (let day = 2; day >= 0; day--) {
      const at = today - day * DAY + 60_000;
      const { report } = await sweep(account, at);
      expect(report?.dailiesMissed).toBeGreaterThan(0);
      // Their visit later that day (what the first request of the day does).
      await markRolloverSeen(env, (await loadUser(db(), account.id))!, new Date(Math.min(at + 3_600_000, Date.now())));
    }
    const user = (await loadUser(db(), account.id))!;
    expect(user.loginIncentives).toBe(3);
    // Three days' damage, each a little more as the daily reddens (2, 2.1, 2.1).
    expect(user.stats.hp).toBe(43.8);
  });
});

describe("recording yesterday's activity (POST /cron)", () => {
  async function missedYesterday() {
    const setup = await player();
    const today = startOfToday();
    await api("POST", "/debug/set-cron", {
      auth: setup.account,
      body: { lastCron: new Date(today - DAY + 3_600_000).toISOString() },
    });
    await debugSet(setup.account, { "stats.lvl": 20 });
    await sweep(setup.account, today + 60_000);
    return setup;
  }

  it("undoes the damage, the streak reset and the value change, and counts the daily done", async () => {
    const { account, dailyId } = await missedYesterday();
    const user = await api("GET", "/user", { auth: account });
    expect(user.body.data.yesterDailies).toContain(dailyId);
    const hurt = user.body.data.stats.hp;
    expect(hurt).toBeLessThan(50);
    // The health the open check-in's dailies took is told, so it can wait for the answer.
    expect(user.body.data.yesterdayDamage).toBe(50 - hurt);

    const answer = await api("POST", "/cron", { auth: account, body: { yesterDailies: [dailyId] } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.yesterDailies).toMatchObject({ recorded: [dailyId], hpRestored: 2 });
    const after = await api("GET", "/user", { auth: account });
    expect(after.body.data.stats.hp).toBe(hurt + 2);
    expect(after.body.data.stats.exp).toBeGreaterThan(user.body.data.stats.exp);
    expect(after.body.data.yesterDailies).toEqual([]);
    expect(after.body.data.yesterdayDamage).toBe(0);
    const daily = (await api("GET", `/tasks/${dailyId}`, { auth: account })).body.data;
    expect(daily).toMatchObject({ completed: false, streak: 1, value: 1 });
    expect(daily.history.at(-1)).toMatchObject({ completed: true, isDue: true });
  });

  it("is allowed once: a second answer is refused, a second skip changes nothing", async () => {
    const { account, dailyId } = await missedYesterday();
    expect((await api("POST", "/cron", { auth: account, body: { yesterDailies: [] } })).status).toBe(200);
    const again = await api("POST", "/cron", { auth: account, body: { yesterDailies: [dailyId] } });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ success: false, error: "NotAuthorized" });
    expect(again.body.message).toMatch(/new day has begun/);
    const before = (await api("GET", "/user", { auth: account })).body.data;
    expect((await api("POST", "/cron", { auth: account, body: { yesterDailies: [] } })).status).toBe(200);
    expect((await api("GET", "/user", { auth: account })).body.data._v).toBe(before._v);
  });

  it("closes with the player's first score of the new day", async () => {
    const { account, dailyId, todoId } = await missedYesterday();
    expect((await api("POST", `/tasks/${todoId}/score/up`, { auth: account })).status).toBe(200);
    expect((await api("GET", "/user", { auth: account })).body.data.yesterDailies).toEqual([]);
    expect((await api("POST", "/cron", { auth: account, body: { yesterDailies: [dailyId] } })).status).toBe(401);
  });

  it("refuses dailies that were not missed and bad input, changing nothing", async () => {
    const { account, todoId } = await missedYesterday();
    const before = (await api("GET", "/user", { auth: account })).body.data;
    const notMissed = await api("POST", "/cron", { auth: account, body: { yesterDailies: [todoId] } });
    expect(notMissed.status).toBe(400);
    expect(notMissed.body.message).toMatch(/not left unchecked yesterday/);
    const badShape = await api("POST", "/cron", { auth: account, body: { yesterDailies: "all" } });
    expect(badShape.status).toBe(400);
    expect(badShape.body.errors[0].param).toBe("yesterDailies");
    const after = (await api("GET", "/user", { auth: account })).body.data;
    expect(after._v).toBe(before._v);
    expect(after.yesterDailies).toEqual(before.yesterDailies);
    expect((await api("POST", "/cron", { body: { yesterDailies: [] } })).status).toBe(401);
  });

  it("gives the party back the boss's blow while the quest still runs", async () => {
    const owner = await register();
    const friend = await register();
    const groupId = await createParty(owner);
    const invite = await api("POST", `/groups/${groupId}/invite`, { auth: owner, body: { uuids: [friend.id] } });
    expect(invite.status).toBe(200);
    expect((await api("POST", `/groups/${groupId}/join`, { auth: friend })).status).toBe(200);
    await inviteAndStart(owner, groupId, "gryphon", [friend]);
    const daily = (
      await api("POST", "/tasks/user", {
        auth: owner,
        body: { type: "daily", text: "Practice scales", startDate: "2020-01-01" },
      })
    ).body.data;
    const today = startOfToday();
    await api("POST", "/debug/set-cron", {
      auth: owner,
      body: { lastCron: new Date(today - DAY + 3_600_000).toISOString() },
    });
    const { report } = await sweep(owner, today + 60_000);
    expect(report?.dailiesMissed).toBe(1);

    const friendHurt = (await loadUser(db(), friend.id))!.stats.hp;
    // Gryphon strength 1.5: the owner's missed easy daily strikes everyone for 1.5.
    expect(friendHurt).toBe(50 - 1.5);
    const answer = await api("POST", "/cron", { auth: owner, body: { yesterDailies: [daily._id] } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await loadUser(db(), friend.id))!.stats.hp).toBe(friendHurt + 1.5);
  });
});

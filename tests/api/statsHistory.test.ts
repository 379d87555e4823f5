/**
 * What the stats page draws comes from the player's own document: the day rollover keeps a daily
 * record of gold beside experience (history.gold), which no request can write. The development
 * route that puts a long history on a task (for the browser tests of the charts) takes only the
 * caller's own tasks and well-formed entries.
 */
import { describe, expect, it } from "vitest";
import { debugSet, me } from "./groups.helpers";
import { api, register } from "./helpers";

const DAY = 86_400_000;

describe("gold history", () => {
  it("gets an entry at each rollover with the gold left after it", async () => {
    const account = await register();
    expect((await me(account)).history).toMatchObject({ exp: [], todos: [], gold: [] });
    await debugSet(account, { "stats.gp": 123.5, lastCron: new Date(Date.now() - 2 * DAY).toISOString() });
    const cron = await api("POST", "/cron", { auth: account });
    expect(cron.status, JSON.stringify(cron.body)).toBe(200);
    const user = await me(account);
    expect(user.history.gold).toHaveLength(1);
    expect(user.history.gold[0].value).toBe(user.stats.gp);
    expect(user.history.gold[0].date).toBe(user.history.exp[0].date);
    expect(Date.now() - user.history.gold[0].date).toBeLessThan(60_000);
  });

  it("cannot be written by the player", async () => {
    const account = await register();
    const forged = await api("PUT", "/user", {
      auth: account,
      body: { "history.gold": [{ date: Date.now(), value: 1_000_000 }] },
    });
    expect(forged.status).toBe(401);
    expect(forged.body.success).toBe(false);
    expect((await me(account)).history.gold).toEqual([]);
  });
});

describe("the development route for a task's history", () => {
  it("sets a history on the caller's own task and refuses anything else", async () => {
    const owner = await register();
    const other = await register();
    const created = await api("POST", "/tasks/user", { auth: owner, body: { type: "habit", text: "Stretch" } });
    expect(created.status).toBe(201);
    const taskId = created.body.data._id;
    const history = [
      { date: Date.UTC(2026, 0, 2, 9), value: 2, scoredUp: 2, scoredDown: 0 },
      { date: Date.UTC(2026, 0, 1, 9), value: 1, scoredUp: 1, scoredDown: 1 },
    ];
    const set = await api("PUT", `/debug/task-history/${taskId}`, { auth: owner, body: { history } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const task = (await api("GET", `/tasks/${taskId}`, { auth: owner })).body.data;
    expect(task.history).toEqual([history[1], history[0]]);

    const notTheirs = await api("PUT", `/debug/task-history/${taskId}`, { auth: other, body: { history: [] } });
    expect(notTheirs.status).toBe(404);
    const broken = await api("PUT", `/debug/task-history/${taskId}`, {
      auth: owner,
      body: { history: [{ date: "yesterday", value: 1 }] },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.success).toBe(false);
    expect((await api("GET", `/tasks/${taskId}`, { auth: owner })).body.data.history).toHaveLength(2);
  });
});

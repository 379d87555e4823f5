import { describe, expect, it } from "vitest";
import { api, register, type Credentials } from "./helpers";

async function create(account: Credentials, body: Record<string, unknown>) {
  return (await api("POST", "/tasks/user", { auth: account, body })).body.data;
}

describe("scoring", () => {
  it("scores a habit up: value, counters, experience and gold rise, and the answer carries stats", async () => {
    const account = await register();
    const habit = await create(account, { type: "habit", text: "Floss" });
    const response = await api("POST", `/tasks/${habit._id}/score/up`, { auth: account });
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data.delta).toBe(1);
    expect(data.exp).toBeGreaterThan(0);
    expect(data.gp).toBeGreaterThan(0);
    expect(data.hp).toBe(50);
    expect(data._tmp.quest).toEqual({ progressDelta: expect.any(Number), collection: 0 });
    const task = (await api("GET", `/tasks/${habit._id}`, { auth: account })).body.data;
    expect(task.value).toBe(1);
    expect(task.counterUp).toBe(1);
    expect(response.body.userV).toBe((await api("GET", "/user", { auth: account })).body.userV);
  });

  it("scores a habit down and loses health", async () => {
    const account = await register();
    const habit = await create(account, { type: "habit", text: "Snack", up: false, down: true });
    const data = (await api("POST", `/tasks/${habit._id}/score/down`, { auth: account })).body.data;
    // Scoring down takes back what scoring up would give from there: a little more than 1 at value 0.
    expect(data.delta).toBeCloseTo(-1.0267, 4);
    expect(data.hp).toBeLessThan(50);
  });

  it("completes a to-do, and scoring it down undoes it", async () => {
    const account = await register();
    const todo = await create(account, { type: "todo", text: "Call mum" });
    const up = await api("POST", `/tasks/${todo._id}/score/up`, { auth: account });
    expect(up.status).toBe(200);
    expect((await api("GET", `/tasks/${todo._id}`, { auth: account })).body.data.completed).toBe(true);
    const again = await api("POST", `/tasks/${todo._id}/score/up`, { auth: account });
    expect(again.status).toBe(401);
    const down = await api("POST", `/tasks/${todo._id}/score/down`, { auth: account });
    expect(down.status).toBe(200);
    expect(down.body.data.gp).toBeCloseTo(0, 5);
    expect(down.body.data.exp).toBeCloseTo(0, 5);
    expect((await api("GET", `/tasks/${todo._id}`, { auth: account })).body.data.completed).toBe(false);
  });

  it("buys a reward only with enough gold", async () => {
    const account = await register();
    const reward = await create(account, { type: "reward", text: "Film night", value: 20 });
    const refused = await api("POST", `/tasks/${reward._id}/score/up`, { auth: account });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: "NotAuthorized", message: "You do not have enough gold." });
    await api("POST", "/debug/update-user", { auth: account, body: { "stats.gp": 25 } });
    const bought = await api("POST", `/tasks/${reward._id}/score/up`, { auth: account });
    expect(bought.status).toBe(200);
    expect(bought.body.data.gp).toBe(5);
  });

  it("refuses a bad direction and another player's task", async () => {
    const account = await register();
    const other = await register();
    const habit = await create(account, { type: "habit", text: "Mine" });
    expect((await api("POST", `/tasks/${habit._id}/score/sideways`, { auth: account })).status).toBe(400);
    expect((await api("POST", `/tasks/${habit._id}/score/up`, { auth: other })).status).toBe(404);
    expect((await api("GET", `/tasks/${habit._id}`, { auth: account })).body.data.counterUp).toBe(0);
  });

  it("gives the same result for 50 concurrent scores as for 50 in a row", async () => {
    const concurrent = await register();
    const sequential = await register();
    const a = await create(concurrent, { type: "habit", text: "Push-up" });
    const b = await create(sequential, { type: "habit", text: "Push-up" });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => api("POST", `/tasks/${a._id}/score/up`, { auth: concurrent })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200));
    for (let i = 0; i < 50; i++) await api("POST", `/tasks/${b._id}/score/up`, { auth: sequential });
    const taskA = (await api("GET", `/tasks/${a._id}`, { auth: concurrent })).body.data;
    const taskB = (await api("GET", `/tasks/${b._id}`, { auth: sequential })).body.data;
    expect(taskA.counterUp).toBe(50);
    expect(taskA.value).toBeCloseTo(taskB.value, 10);
    const statsA = (await api("GET", "/user", { auth: concurrent })).body.data.stats;
    const statsB = (await api("GET", "/user", { auth: sequential })).body.data.stats;
    for (const field of ["hp", "mp", "exp", "gp", "lvl", "points"]) expect(statsA[field]).toBeCloseTo(statsB[field], 8);
  }, 60_000);

  it("scores several tasks in one call", async () => {
    const account = await register();
    const habit = await create(account, { type: "habit", text: "One" });
    const todo = await create(account, { type: "todo", text: "Two" });
    const response = await api("POST", "/tasks/bulk-score", {
      auth: account,
      body: [
        { id: habit._id, direction: "up" },
        { id: todo._id, direction: "up" },
        { id: habit._id, direction: "up" },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.body.data.deltas).toHaveLength(3);
    expect((await api("GET", `/tasks/${habit._id}`, { auth: account })).body.data.counterUp).toBe(2);
    const bad = await api("POST", "/tasks/bulk-score", {
      auth: account,
      body: [
        { id: habit._id, direction: "up" },
        { id: "missing", direction: "up" },
      ],
    });
    expect(bad.status).toBe(404);
    expect((await api("GET", `/tasks/${habit._id}`, { auth: account })).body.data.counterUp).toBe(2);
  });
});

describe("day rollover", () => {
  it("runs on POST /cron once per day, and on the first request after the boundary", async () => {
    const account = await register();
    const daily = await create(account, { type: "daily", text: "Meditate", startDate: "2020-01-01" });
    const first = await api("POST", "/cron", { auth: account });
    expect(first.body.data.ran).toBe(false);
    const yesterday = new Date(Date.now() - 36 * 3_600_000).toISOString();
    await api("POST", "/debug/set-cron", { auth: account, body: { lastCron: yesterday } });
    const rolled = await api("POST", "/cron", { auth: account });
    expect(rolled.body.data.ran).toBe(true);
    expect(rolled.body.data.dailiesMissed).toBeGreaterThanOrEqual(1);
    expect(rolled.body.data.hpChange).toBeLessThan(0);
    const again = await api("POST", "/cron", { auth: account });
    expect(again.body.data.ran).toBe(false);
    expect((await api("GET", `/tasks/${daily._id}`, { auth: account })).body.data.value).toBeLessThan(0);

    const hpBefore = (await api("POST", "/debug/set-cron", { auth: account, body: { lastCron: yesterday } })).body.data
      .stats.hp;
    // Any authenticated request rolls the day over first.
    const me = await api("GET", "/user", { auth: account });
    expect(Date.parse(me.body.data.lastCron)).toBeGreaterThan(Date.parse(yesterday));
    expect(me.body.data.stats.hp).toBeLessThan(hpBefore);
  });

  it("runs once when two requests race at the boundary", async () => {
    const account = await register();
    await create(account, { type: "daily", text: "Walk the dog", startDate: "2020-01-01" });
    await api("POST", "/debug/set-cron", {
      auth: account,
      body: { lastCron: new Date(Date.now() - 36 * 3_600_000).toISOString() },
    });
    const [a, b] = await Promise.all([
      api("POST", "/cron", { auth: account }),
      api("POST", "/cron", { auth: account }),
    ]);
    expect([a.body.data.ran, b.body.data.ran].filter(Boolean)).toHaveLength(1);
  });
});

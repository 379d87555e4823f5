/**
 * What an offline client's queue needs from the API: scores sent later with their original time
 * and their own ids (applied once however often they are sent, each applied or refused on its
 * own, the game day they were made on respected) and tasks created under an id the client chose.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { t } from "../../content/i18n";
import { api, register, type Credentials } from "./helpers";

async function create(account: Credentials, body: Record<string, unknown>) {
  const response = await api("POST", "/tasks/user", { auth: account, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

const getTask = async (account: Credentials, id: string) =>
  (await api("GET", `/tasks/${id}`, { auth: account })).body.data;
const getUser = async (account: Credentials) => (await api("GET", "/user", { auth: account })).body;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe("POST /tasks/bulk-score with { scores }", () => {
  it("applies or refuses each score on its own, in order, and answers the stats after all of them", async () => {
    const account = await register();
    const habit = await create(account, { type: "habit", text: "Stretch" });
    const todo = await create(account, { type: "todo", text: "Post the letter" });
    const reward = await create(account, { type: "reward", text: "Cinema", value: 500 });
    const gone = await create(account, { type: "todo", text: "Deleted elsewhere" });
    await api("DELETE", `/tasks/${gone._id}`, { auth: account });
    const before = await getUser(account);

    const response = await api("POST", "/tasks/bulk-score", {
      auth: account,
      body: {
        scores: [
          { id: habit._id, direction: "up", actionId: "a-1", scoredAt: new Date().toISOString() },
          { id: gone._id, direction: "up", actionId: "a-2" },
          { id: reward._id, direction: "up", actionId: "a-3" },
          { id: todo._id, direction: "up", actionId: "a-4" },
          { id: habit._id, direction: "up", actionId: "a-5" },
        ],
      },
    });
    expect(response.status).toBe(200);
    const { scores, gp, exp } = response.body.data;
    expect(scores.map((entry: { status: string }) => entry.status)).toEqual([
      "scored",
      "refused",
      "refused",
      "scored",
      "scored",
    ]);
    expect(scores[1]).toMatchObject({ id: gone._id, actionId: "a-2", error: "NotFound", message: t("taskNotFound") });
    expect(scores[2]).toMatchObject({
      id: reward._id,
      actionId: "a-3",
      error: "NotAuthorized",
      message: t("messageNotEnoughGold"),
    });
    expect(scores[0]).toMatchObject({ id: habit._id, actionId: "a-1", delta: 1, _tmp: expect.any(Object) });
    // The second score of the habit starts from the value the first one left.
    expect(scores[4].delta).toBeCloseTo(0.9747, 4);
    expect((await getTask(account, habit._id)).counterUp).toBe(2);
    expect((await getTask(account, todo._id)).completed).toBe(true);
    const after = await getUser(account);
    expect(after.data.stats.gp).toBeCloseTo(gp, 8);
    expect(after.data.stats.exp).toBeCloseTo(exp, 8);
    expect(gp).toBeGreaterThan(before.data.stats.gp);
    expect(response.body.userV).toBe(after.userV);
  });

  it("applies a score once however many times its actionId is sent, even by two requests at once", async () => {
    const account = await register();
    const habit = await create(account, { type: "habit", text: "Drink water" });
    const body = {
      scores: [
        { id: habit._id, direction: "up", actionId: "same-score" },
        { id: habit._id, direction: "up", actionId: "same-score" },
      ],
    };
    const first = await api("POST", "/tasks/bulk-score", { auth: account, body });
    expect(first.body.data.scores.map((entry: { status: string }) => entry.status)).toEqual([
      "scored",
      "alreadyScored",
    ]);
    const statsAfterFirst = (await getUser(account)).data.stats;

    const replay = await api("POST", "/tasks/bulk-score", { auth: account, body });
    expect(replay.status).toBe(200);
    expect(replay.body.data.scores.map((entry: { status: string }) => entry.status)).toEqual([
      "alreadyScored",
      "alreadyScored",
    ]);
    expect((await getTask(account, habit._id)).counterUp).toBe(1);
    expect((await getUser(account)).data.stats.gp).toBe(statsAfterFirst.gp);

    const racing = {
      scores: Array.from({ length: 5 }, (_, index) => ({ id: habit._id, direction: "up", actionId: `race-${index}` })),
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() => api("POST", "/tasks/bulk-score", { auth: account, body: racing })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const applied = answers
      .flatMap((answer) => answer.body.data.scores)
      .filter((entry: { status: string }) => entry.status === "scored");
    expect(applied).toHaveLength(5);
    expect((await getTask(account, habit._id)).counterUp).toBe(6);
  });

  it("takes a full list of 100 named scores, and knows all 100 names when they come again", async () => {
    const account = await register();
    const habit = await create(account, { type: "habit", text: "Breathe" });
    const body = {
      scores: Array.from({ length: 100 }, (_, index) => ({
        id: habit._id,
        direction: "up",
        actionId: `full-${index}`,
      })),
    };
    const first = await api("POST", "/tasks/bulk-score", { auth: account, body });
    expect(first.status).toBe(200);
    expect(first.body.data.scores.every((entry: { status: string }) => entry.status === "scored")).toBe(true);
    const again = await api("POST", "/tasks/bulk-score", { auth: account, body });
    expect(again.body.data.scores.every((entry: { status: string }) => entry.status === "alreadyScored")).toBe(true);
    expect((await getTask(account, habit._id)).counterUp).toBe(100);
    const ids = Array.from({ length: 100 }, () => crypto.randomUUID());
    const made = await api("POST", "/tasks/user", {
      auth: account,
      body: ids.map((_id, index) => ({ _id, type: "todo", text: `Offline to-do ${index}` })),
    });
    expect(made.status).toBe(201);
    const repeat = await api("POST", "/tasks/user", {
      auth: account,
      body: ids.map((_id, index) => ({ _id, type: "todo", text: `Offline to-do ${index}` })),
    });
    expect(repeat.body.data.map((task: { _id: string }) => task._id)).toEqual(ids);
    const todos = ((await api("GET", "/tasks/user", { auth: account })).body.data as { text: string }[]).filter(
      (task) => task.text.startsWith("Offline to-do"),
    );
    expect(todos).toHaveLength(100);
  }, 60_000);

  it("refuses a daily checked on a game day that has ended, and applies other late scores on today's day", async () => {
    const account = await register();
    const daily = await create(account, { type: "daily", text: "Meditate", startDate: "2020-01-01" });
    const habit = await create(account, { type: "habit", text: "Read a page" });
    const todo = await create(account, { type: "todo", text: "Book the dentist" });
    const dailyToday = await create(account, { type: "daily", text: "Walk", startDate: "2020-01-01" });
    const yesterday = hoursAgo(30);

    const response = await api("POST", "/tasks/bulk-score", {
      auth: account,
      headers: { "x-user-timezoneOffset": "0" },
      body: {
        scores: [
          { id: daily._id, direction: "up", scoredAt: yesterday, actionId: "late-daily" },
          { id: habit._id, direction: "up", scoredAt: yesterday, actionId: "late-habit" },
          { id: todo._id, direction: "up", scoredAt: yesterday, actionId: "late-todo" },
          { id: dailyToday._id, direction: "up", scoredAt: new Date().toISOString(), actionId: "today-daily" },
        ],
      },
    });
    expect(response.status).toBe(200);
    const [late, lateHabit, lateTodo, today] = response.body.data.scores;
    expect(late).toMatchObject({ status: "refused", error: "NotAuthorized", message: t("scoreDayEnded") });
    expect(lateHabit).toMatchObject({ status: "scored", lateDay: true });
    expect(lateTodo).toMatchObject({ status: "scored", lateDay: true });
    expect(today.status).toBe("scored");
    expect(today.lateDay).toBeUndefined();
    expect((await getTask(account, daily._id)).completed).toBe(false);
    expect((await getTask(account, dailyToday._id)).completed).toBe(true);
    expect((await getTask(account, habit._id)).counterUp).toBe(1);
    // A refused score is not remembered: the same id may still be applied later.
    const again = await api("POST", "/tasks/bulk-score", {
      auth: account,
      body: { scores: [{ id: daily._id, direction: "up", actionId: "late-daily" }] },
    });
    expect(again.body.data.scores[0].status).toBe("scored");
  });

  it("refuses bad input whole, changing nothing", async () => {
    const account = await register();
    const habit = await create(account, { type: "habit", text: "Floss" });
    const cases: [unknown, string][] = [
      [{ scores: [] }, "scores"],
      [{ scores: [{ id: habit._id, direction: "up", scoredAt: "not a date" }] }, "scores.0.scoredAt"],
      [{ scores: [{ id: habit._id, direction: "up", actionId: "has spaces" }] }, "scores.0.actionId"],
      [{ scores: [{ id: habit._id, direction: "sideways" }] }, "scores.0.direction"],
      [{ scores: "all of them" }, "scores"],
    ];
    for (const [body, param] of cases) {
      const response = await api("POST", "/tasks/bulk-score", { auth: account, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors.map((entry: { param: string }) => entry.param)).toContain(param);
    }
    expect((await getTask(account, habit._id)).counterUp).toBe(0);
  });

  it("never scores another player's task, and needs credentials", async () => {
    const owner = await register();
    const other = await register();
    const habit = await create(owner, { type: "habit", text: "Mine" });
    const response = await api("POST", "/tasks/bulk-score", {
      auth: other,
      body: { scores: [{ id: habit._id, direction: "up", actionId: "steal" }] },
    });
    expect(response.body.data.scores[0]).toMatchObject({ status: "refused", error: "NotFound" });
    expect(
      (await api("POST", "/tasks/bulk-score", { body: { scores: [{ id: habit._id, direction: "up" }] } })).status,
    ).toBe(401);
    expect((await getTask(owner, habit._id)).counterUp).toBe(0);
  });

  it("keeps the all-or-nothing list form, where a late daily refuses the whole list", async () => {
    const account = await register();
    const daily = await create(account, { type: "daily", text: "Journal", startDate: "2020-01-01" });
    const habit = await create(account, { type: "habit", text: "Smile" });
    const refused = await api("POST", "/tasks/bulk-score", {
      auth: account,
      headers: { "x-user-timezoneOffset": "0" },
      body: [
        { id: habit._id, direction: "up" },
        { id: daily._id, direction: "up", scoredAt: hoursAgo(30) },
      ],
    });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(t("scoreDayEnded"));
    expect((await getTask(account, habit._id)).counterUp).toBe(0);
  });
});

describe("POST /tasks/{id}/score/{direction} with an Idempotency-Key", () => {
  it("scores once for a key, answers a repeat without scoring, and refuses a malformed key", async () => {
    const account = await register();
    const habit = await create(account, { type: "habit", text: "Push-up" });
    const headers = { "Idempotency-Key": "single-1" };
    const first = await api("POST", `/tasks/${habit._id}/score/up`, { auth: account, headers });
    expect(first.body.data.delta).toBe(1);
    const repeat = await api("POST", `/tasks/${habit._id}/score/up`, { auth: account, headers });
    expect(repeat.status).toBe(200);
    expect(repeat.body.data).toMatchObject({ delta: 0, _tmp: { alreadyScored: true }, gp: first.body.data.gp });
    // The queue's bulk call shares the ids: a score first sent alone is not applied again.
    const queued = await api("POST", "/tasks/bulk-score", {
      auth: account,
      body: { scores: [{ id: habit._id, direction: "up", actionId: "single-1" }] },
    });
    expect(queued.body.data.scores[0].status).toBe("alreadyScored");
    const bad = await api("POST", `/tasks/${habit._id}/score/up`, {
      auth: account,
      headers: { "Idempotency-Key": "x".repeat(65) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].param).toBe("Idempotency-Key");
    expect((await getTask(account, habit._id)).counterUp).toBe(1);
  });
});

describe("POST /tasks/user with a client's _id", () => {
  it("keeps the id, answers a repeat with the task already made, and refuses an id that is taken or malformed", async () => {
    const account = await register();
    const other = await register();
    const id = crypto.randomUUID();
    const made = await create(account, { _id: id, type: "todo", text: "Written on the train", alias: "train-note" });
    expect(made._id).toBe(id);
    expect((await getUser(account)).data.tasksOrder.todos[0]).toBe(id);

    const repeat = await api("POST", "/tasks/user", {
      auth: account,
      body: [
        { _id: id, type: "todo", text: "Written on the train", alias: "train-note" },
        { type: "habit", text: "New one" },
      ],
    });
    expect(repeat.status).toBe(201);
    expect(repeat.body.data[0]).toMatchObject({ _id: id, text: "Written on the train" });
    const all = (await api("GET", "/tasks/user", { auth: account })).body.data as { _id: string; text: string }[];
    expect(all.filter((task) => task._id === id)).toHaveLength(1);
    expect(all.some((task) => task.text === "New one")).toBe(true);
    expect((await getUser(account)).data.tasksOrder.todos.filter((entry: string) => entry === id)).toHaveLength(1);

    const taken = await api("POST", "/tasks/user", { auth: other, body: { _id: id, type: "todo", text: "Mine now" } });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe(t("taskIdAlreadyUsed"));
    expect((await getTask(account, id)).text).toBe("Written on the train");
    const twice = crypto.randomUUID();
    expect(
      (
        await api("POST", "/tasks/user", {
          auth: account,
          body: [
            { _id: twice, type: "todo", text: "a" },
            { _id: twice, type: "todo", text: "b" },
          ],
        })
      ).status,
    ).toBe(400);
    const malformed = await api("POST", "/tasks/user", {
      auth: account,
      body: { _id: "not-a-uuid", type: "todo", text: "x" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].param).toBe("_id");
    expect((await getTask(account, twice)) ?? null).toBeNull();
  });
});

describe("account deletion", () => {
  it("forgets the player's action ids", async () => {
    const account = await register();
    const habit = await create(account, { type: "habit", text: "Gone soon" });
    await api("POST", "/tasks/bulk-score", {
      auth: account,
      body: { scores: [{ id: habit._id, direction: "up", actionId: "kept-until-deletion" }] },
    });
    const count = () =>
      env.DB.prepare("SELECT COUNT(*) AS n FROM client_actions WHERE user_id = ?")
        .bind(account.id)
        .first<{ n: number }>();
    expect((await count())?.n).toBe(1);
    expect((await api("DELETE", "/user", { auth: account, body: { password: account.password } })).status).toBe(200);
    expect((await count())?.n).toBe(0);
  });
});

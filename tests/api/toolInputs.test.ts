/**
 * What the public API's tools send: form-encoded bodies (login from home-automation libraries,
 * `curl -d` scripts) read like JSON on every route, and numbers written as text read as the
 * numbers they write where a number is expected, converted once at the boundary.
 */
import { describe, expect, it } from "vitest";
import { api, register } from "./helpers";
import { uniqueNamePart } from "../names";

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe("form-encoded bodies", () => {
  it("sign a player up and in", async () => {
    const username = `former${uniqueNamePart()}`;
    const signUp = await api("POST", "/user/auth/local/register", {
      rawBody: form({
        username,
        email: `${username}@example.com`,
        password: "correct-horse-battery",
        confirmPassword: "correct-horse-battery",
      }),
      headers: FORM,
    });
    expect(signUp.status).toBe(201);
    const login = await api("POST", "/user/auth/local/login", {
      base: "https://habitforge.test/api/v3",
      rawBody: form({ username, password: "correct-horse-battery" }),
      headers: FORM,
    });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ id: signUp.body.data.id, apiToken: signUp.body.data.apiToken });
    const wrong = await api("POST", "/user/auth/local/login", {
      rawBody: form({ username, password: "not-the-password" }),
      headers: FORM,
    });
    expect(wrong.status).toBe(401);
  });

  it("create tasks with numbers, booleans, nested fields and lists", async () => {
    const account = await register();
    const daily = await api("POST", "/tasks/user", {
      auth: account,
      headers: FORM,
      rawBody:
        "type=daily&text=Stretch&priority=1.5&everyX=2&frequency=daily&repeat%5Bm%5D=false&repeat%5Bsu%5D=true&checklist%5B0%5D%5Btext%5D=Arms&checklist%5B0%5D%5Bcompleted%5D=true&checklist%5B1%5D%5Btext%5D=Legs",
    });
    expect(daily.status).toBe(201);
    expect(daily.body.data).toMatchObject({
      type: "daily",
      text: "Stretch",
      priority: 1.5,
      everyX: 2,
      frequency: "daily",
    });
    expect(daily.body.data.repeat).toMatchObject({ m: false, su: true, t: true });
    expect(
      daily.body.data.checklist.map((item: { text: string; completed: boolean }) => [item.text, item.completed]),
    ).toEqual([
      ["Arms", true],
      ["Legs", false],
    ]);
    const habit = await api("POST", "/tasks/user", {
      auth: account,
      headers: FORM,
      rawBody: form({ type: "habit", text: "Walk", up: "true", down: "false" }),
    });
    expect(habit.status).toBe(201);
    expect(habit.body.data).toMatchObject({ up: true, down: false });
  });

  it("refuse what a form cannot make valid, and never let a field name reach the object's prototype", async () => {
    const account = await register();
    const bad = await api("POST", "/tasks/user", {
      auth: account,
      headers: FORM,
      rawBody: form({ type: "habit", text: "Walk", priority: "1e0", up: "yes" }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { param: string }) => error.param).sort()).toEqual(["priority", "up"]);
    const hostile = await api("POST", "/tasks/user", {
      auth: account,
      headers: FORM,
      rawBody: "type=todo&text=Plain&__proto__%5Bpolluted%5D=1&constructor%5Bprototype%5D%5Bx%5D=1",
    });
    expect(hostile.status).toBe(201);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("score, buy and set values the same way a JSON body does", async () => {
    const account = await register();
    await api("POST", "/debug/update-user", {
      auth: account,
      body: { "stats.gp": 500, "stats.hp": 10, "items.eggs.Wolf": 4 },
    });
    const potion = await api("POST", "/user/buy-health-potion", {
      auth: account,
      headers: FORM,
      rawBody: form({ quantity: "2" }),
    });
    expect(potion.status).toBe(200);
    expect(potion.body.data.hp).toBe(40);
    const sold = await api("POST", "/user/sell/eggs/Wolf", {
      auth: account,
      headers: FORM,
      rawBody: form({ amount: "3" }),
    });
    expect(sold.status).toBe(200);
    const settings = await api("PUT", "/user", {
      auth: account,
      headers: FORM,
      rawBody: form({ "preferences.dayStart": "4" }),
    });
    expect(settings.status).toBe(200);
    const rest = await api("POST", "/user/sleep", { auth: account, headers: FORM, rawBody: form({ sleep: "true" }) });
    expect(rest.status).toBe(200);
    expect((await api("GET", "/user", { auth: account })).body.data.preferences).toMatchObject({
      dayStart: 4,
      sleep: true,
    });
    const me = (await api("GET", "/user", { auth: account })).body.data;
    expect(me.items.eggs.Wolf).toBe(1);
  });
});

describe("numbers written as text", () => {
  it("are read as numbers where a number is expected, as every habitica-cli add command sends them", async () => {
    const account = await register();
    const created = await api("POST", "/tasks/user", {
      auth: account,
      body: { type: "daily", text: "Read", priority: "2", everyX: "3", frequency: "daily", daysOfMonth: ["1", "15"] },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ priority: 2, everyX: 3, daysOfMonth: [1, 15] });
    const reward = await api("POST", "/tasks/user", {
      auth: account,
      body: { type: "reward", text: "Film", value: "25" },
    });
    expect(reward.body.data.value).toBe(25);
    const edited = await api("PUT", `/tasks/${created.body.data._id}`, { auth: account, body: { priority: "0.1" } });
    expect(edited.body.data.priority).toBe(0.1);
    const bulk = await api("POST", "/tasks/user", {
      auth: account,
      body: [
        { type: "todo", text: "One", priority: "1.5" },
        { type: "todo", text: "Two", priority: "1" },
      ],
    });
    expect(bulk.body.data.map((task: { priority: number }) => task.priority)).toEqual([1.5, 1]);
    const dayStart = await api("POST", "/user/custom-day-start", { auth: account, body: { dayStart: "6" } });
    expect(dayStart.status).toBe(200);
  });

  it("stay text, and are refused, when spelled other than in plain decimal digits", async () => {
    const account = await register();
    for (const priority of ["1e0", "0x1", " 1", "1 ", "Infinity", "", "+1", "1.", ".5", "1,5"]) {
      const response = await api("POST", "/tasks/user", {
        auth: account,
        body: { type: "todo", text: "Odd", priority },
      });
      expect(response.status, JSON.stringify(priority)).toBe(400);
      expect(response.body.errors[0].param).toBe("priority");
    }
    // A text field is never turned into a number, whatever it holds.
    const todo = await api("POST", "/tasks/user", { auth: account, body: { type: "todo", text: "42", notes: "7" } });
    expect(todo.body.data).toMatchObject({ text: "42", notes: "7" });
  });
});

describe("GET /tasks/user?type=_allCompletedTodos", () => {
  it("lists the completed to-dos, as ?type=completedTodos does", async () => {
    const account = await register();
    const todo = (await api("POST", "/tasks/user", { auth: account, body: { type: "todo", text: "Finish" } })).body
      .data;
    await api("POST", `/tasks/${todo._id}/score/up`, { auth: account });
    const all = await api("GET", "/tasks/user?type=_allCompletedTodos", {
      auth: account,
      base: "https://habitforge.test/api/v3",
    });
    expect(all.status).toBe(200);
    expect(all.body.data.map((task: { _id: string }) => task._id)).toContain(todo._id);
    expect(
      all.body.data.every((task: { type: string; completed: boolean }) => task.type === "todo" && task.completed),
    ).toBe(true);
    const same = await api("GET", "/tasks/user?type=completedTodos", { auth: account });
    expect(all.body.data).toEqual(same.body.data);
  });
});

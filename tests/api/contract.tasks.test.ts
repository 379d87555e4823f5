/** The task and tag routes answer as the original game's API does (issue 27), for tools written for it. */
import { describe, expect, it } from "vitest";
import { createGuild } from "./groups.helpers";
import { api, register, type Credentials } from "./helpers";

async function create(account: Credentials, body: unknown) {
  return api("POST", "/tasks/user", { auth: account, body });
}

describe("paths as the original's tools write them", () => {
  it("takes a trailing slash as the same route", async () => {
    const account = await register();
    const listed = await api("GET", "/tasks/user/", { auth: account });
    expect(listed.status).toBe(200);
    expect(Array.isArray(listed.body.data)).toBe(true);
    const made = await api("POST", "/tasks/user/", { auth: account, body: { type: "todo", text: "Slash" } });
    expect(made.status).toBe(201);
    expect(made.body.data.text).toBe("Slash");
  });

  it("reads ids in any case, the tavern's included", async () => {
    const account = await register();
    const task = (await create(account, { type: "habit", text: "Upper" })).body.data;
    const read = await api("GET", `/tasks/${task._id.toUpperCase()}`, { auth: account });
    expect(read.status).toBe(200);
    expect(read.body.data._id).toBe(task._id);
    const tavern = await api("GET", "/groups/00000000-0000-4000-A000-000000000000", { auth: account });
    expect(tavern.status).toBe(200);
    expect(tavern.body.data._id).toBe("00000000-0000-4000-a000-000000000000");
  });
});

describe("creating tasks as the original's tools do", () => {
  it("answers a list of one with the task itself", async () => {
    const account = await register();
    const response = await create(account, [{ type: "todo", text: "Only one" }]);
    expect(response.status).toBe(201);
    expect(Array.isArray(response.body.data)).toBe(false);
    expect(response.body.data).toMatchObject({ type: "todo", text: "Only one" });
    const two = await create(account, [
      { type: "todo", text: "First" },
      { type: "todo", text: "Second" },
    ]);
    expect(two.body.data).toHaveLength(2);
  });

  it("writes out numbers sent for texts and reads a priority to one decimal", async () => {
    const account = await register();
    const response = await create(account, {
      type: "todo",
      text: 1976,
      notes: 1976,
      priority: 0.10000000000005,
      checklist: [{ text: 123 }],
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ text: "1976", notes: "1976", priority: 0.1 });
    expect(response.body.data.checklist[0].text).toBe("123");
    const edited = await api("PUT", `/tasks/${response.body.data._id}`, {
      auth: account,
      body: { notes: 42, priority: 1.4999999999999 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ notes: "42", priority: 1.5 });
  });

  it("keeps a client's id in lower case so that every route finds it", async () => {
    const account = await register();
    const id = crypto.randomUUID();
    const response = await create(account, { _id: id.toUpperCase(), type: "habit", text: "Named" });
    expect(response.status).toBe(201);
    expect(response.body.data._id).toBe(id);
    expect((await api("GET", `/tasks/${id.toUpperCase()}`, { auth: account })).status).toBe(200);
  });
});

describe("requests the original refuses", () => {
  it("refuses an alias shaped like an id, on creation and on edit", async () => {
    const account = await register();
    const refused = await create(account, { type: "habit", text: "Aliased", alias: crypto.randomUUID() });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, error: "BadRequest" });
    expect(refused.body.errors[0].param).toBe("alias");
    const task = (await create(account, { type: "habit", text: "Plain" })).body.data;
    const edit = await api("PUT", `/tasks/${task._id}`, { auth: account, body: { alias: crypto.randomUUID() } });
    expect(edit.status).toBe(400);
    expect((await api("GET", `/tasks/${task._id}`, { auth: account })).body.data.alias).toBeUndefined();
  });

  it("refuses a reward with a negative price and changes nothing", async () => {
    const account = await register();
    const refused = await create(account, { type: "reward", text: "Paid to buy", value: -10 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, error: "BadRequest" });
    const rewards = await api("GET", "/tasks/user?type=rewards", { auth: account });
    expect(rewards.body.data.some((task: { text: string }) => task.text === "Paid to buy")).toBe(false);
    const reward = (await create(account, { type: "reward", text: "Cake", value: 5 })).body.data;
    const edit = await api("PUT", `/tasks/${reward._id}`, { auth: account, body: { value: -1 } });
    expect(edit.status).toBe(400);
    expect((await api("GET", `/tasks/${reward._id}`, { auth: account })).body.data.value).toBe(5);
    // A habit's value is its strength, negative when it goes badly: not a price.
    const habit = await create(account, { type: "habit", text: "Strength", value: -3 });
    expect(habit.status).toBe(201);
  });
});

describe("checklists and tags", () => {
  it("refuses every checklist route on a habit or a reward before looking for the item", async () => {
    const account = await register();
    for (const type of ["habit", "reward"]) {
      const task = (await create(account, { type, text: `A ${type}` })).body.data;
      const item = crypto.randomUUID();
      for (const [method, path] of [
        ["POST", `/tasks/${task._id}/checklist`],
        ["PUT", `/tasks/${task._id}/checklist/${item}`],
        ["DELETE", `/tasks/${task._id}/checklist/${item}`],
        ["POST", `/tasks/${task._id}/checklist/${item}/score`],
      ] as const) {
        const response = await api(method, path, { auth: account, body: { text: "item" } });
        expect(response.status, `${method} ${path}`).toBe(400);
        expect(response.body.error).toBe("BadRequest");
        expect(response.body.message).toBe("Only dailies and to-dos have checklists.");
      }
    }
    const unknownTask = await api("PUT", `/tasks/${crypto.randomUUID()}/checklist/${crypto.randomUUID()}`, {
      auth: account,
      body: { text: "x" },
    });
    expect(unknownTask.status).toBe(404);
  });

  it("refuses tagging with a tag the player does not have as a bad request", async () => {
    const account = await register();
    const task = (await create(account, { type: "habit", text: "Tag me" })).body.data;
    const response = await api("POST", `/tasks/${task._id}/tags/${crypto.randomUUID()}`, { auth: account });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, error: "BadRequest" });
    expect((await api("GET", `/tasks/${task._id}`, { auth: account })).body.data.tags).toEqual([]);
  });
});

describe("completed to-dos and the saved order", () => {
  it("takes a completed to-do out of the order, refuses to move it, and puts it back last when un-completed", async () => {
    const account = await register();
    const first = (await create(account, { type: "todo", text: "First" })).body.data;
    const second = (await create(account, { type: "todo", text: "Second" })).body.data;
    const order = async () => (await api("GET", "/user", { auth: account })).body.data.tasksOrder.todos as string[];
    expect((await order()).slice(0, 2)).toEqual([second._id, first._id]);

    expect((await api("POST", `/tasks/${second._id}/score/up`, { auth: account })).status).toBe(200);
    expect(await order()).not.toContain(second._id);

    const moved = await api("POST", `/tasks/${second._id}/move/to/0`, { auth: account });
    expect(moved.status).toBe(400);
    expect(moved.body).toMatchObject({
      success: false,
      error: "BadRequest",
      message: "A completed to-do cannot be moved.",
    });

    expect((await api("POST", `/tasks/${second._id}/score/down`, { auth: account })).status).toBe(200);
    const after = await order();
    expect(after.at(-1)).toBe(second._id);
    expect(after.filter((id) => id === second._id)).toHaveLength(1);
  });
});

describe("POST /tasks/bulk-score with a list", () => {
  it("answers the stats and each score as tasks[] with its delta and events", async () => {
    const account = await register();
    const habit = (await create(account, { type: "habit", text: "Both ways" })).body.data;
    const todo = (await create(account, { type: "todo", text: "Done" })).body.data;
    const response = await api("POST", "/tasks/bulk-score", {
      auth: account,
      body: [
        { id: habit._id, direction: "down" },
        { id: todo._id, direction: "up" },
      ],
    });
    expect(response.status).toBe(200);
    const { data } = response.body;
    expect(typeof data.hp).toBe("number");
    expect(data.tasks.map((entry: { id: string }) => entry.id)).toEqual([habit._id, todo._id]);
    expect(data.tasks[0].delta).toBeLessThan(0);
    expect(data.tasks[1].delta).toBeGreaterThan(0);
    expect(data.tasks[1]._tmp).toBeTypeOf("object");
    const me = (await api("GET", "/user", { auth: account })).body.data;
    expect(me.tasksOrder.todos).not.toContain(todo._id);
  });
});

describe("GET /content backgrounds", () => {
  it("groups backgrounds by set, with the flat table as backgroundsFlat", async () => {
    const whole = (await api("GET", "/content")).body.data;
    expect(whole.backgrounds.backgrounds062014.beach).toMatchObject({ key: "beach", set: "backgrounds062014" });
    expect(whole.backgrounds.beach).toBeUndefined();
    expect(whole.backgroundsFlat.beach).toEqual(whole.backgrounds.backgrounds062014.beach);
    const total = Object.values(whole.backgrounds as Record<string, object>).reduce(
      (sum, set) => sum + Object.keys(set).length,
      0,
    );
    expect(total).toBe(Object.keys(whole.backgroundsFlat).length);
    // The client's own section keeps the flat table its screens read.
    const lean = (await api("GET", "/content?sections=backgrounds")).body.data;
    expect(lean.backgrounds.beach.key).toBe("beach");
  });
});

describe("due dates of dailies", () => {
  it("gives a new daily its next due dates from creation", async () => {
    const account = await register();
    const daily = (await create(account, { type: "daily", text: "Every day" })).body.data;
    expect(daily.isDue).toBe(true);
    expect(daily.nextDue).toHaveLength(6);
    const read = (await api("GET", `/tasks/${daily._id}`, { auth: account })).body.data;
    expect(read.nextDue).toEqual(daily.nextDue);
  });

  it("computes isDue and nextDue for the date asked with dueDate", async () => {
    const account = await register();
    const mondays = (
      await create(account, {
        type: "daily",
        text: "Mondays",
        startDate: "2026-01-01",
        repeat: { su: false, m: true, t: false, w: false, th: false, f: false, s: false },
      })
    ).body.data;
    const onMonday = await api("GET", "/tasks/user?type=dailys&dueDate=2030-01-07", { auth: account });
    expect(onMonday.status).toBe(200);
    const seen = onMonday.body.data.find((task: { _id: string }) => task._id === mondays._id);
    expect(seen.isDue).toBe(true);
    expect(seen.nextDue[0].slice(0, 10)).toBe("2030-01-14");
    const onTuesday = await api("GET", "/tasks/user?type=dailys&dueDate=2030-01-08", { auth: account });
    expect(onTuesday.body.data.find((task: { _id: string }) => task._id === mondays._id).isDue).toBe(false);
    // Computed for the answer only: the saved daily is as it was.
    const saved = (await api("GET", `/tasks/${mondays._id}`, { auth: account })).body.data;
    expect(saved.nextDue).toEqual(mondays.nextDue);

    const bad = await api("GET", "/tasks/user?dueDate=someday", { auth: account });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, error: "BadRequest" });
  });
});

describe("categories as the original's tools send them", () => {
  it("reads a category object as its slug, and refuses an unknown slug either way", async () => {
    const founder = await register();
    const guildId = await createGuild(founder, {
      categories: [{ slug: "hobbies_occupations", name: "Any name at all" }, "health_fitness"],
    });
    const guild = (await api("GET", `/groups/${guildId}`, { auth: founder })).body.data;
    expect(guild.categories.map((category: { slug: string }) => category.slug)).toEqual([
      "hobbies_occupations",
      "health_fitness",
    ]);
    await api("POST", "/debug/add-ten-gems", { auth: founder });
    const bad = await api("POST", "/groups", {
      auth: founder,
      body: { name: "Nowhere", type: "guild", privacy: "public", categories: [{ slug: "nope", name: "Nope" }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].param).toBe("categories.0");
  });
});

describe("a challenge's tasks", () => {
  it("lists one type with ?type=, and answers a list of one created task as the task", async () => {
    const leader = await register();
    const guildId = await createGuild(leader);
    const created = await api("POST", "/challenges", {
      auth: leader,
      body: { group: guildId, name: "Read more", shortName: "readmore", summary: "Pages every day" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data._id;
    const one = await api("POST", `/tasks/challenge/${id}`, { auth: leader, body: [{ type: "habit", text: "Read" }] });
    expect(one.status).toBe(201);
    expect(Array.isArray(one.body.data)).toBe(false);
    await api("POST", `/tasks/challenge/${id}`, {
      auth: leader,
      body: [
        { type: "daily", text: "Twenty pages" },
        { type: "todo", text: "Finish the book" },
      ],
    });
    const habits = await api("GET", `/tasks/challenge/${id}?type=habits`, { auth: leader });
    expect(habits.status).toBe(200);
    expect(habits.body.data.map((task: { type: string }) => task.type)).toEqual(["habit"]);
    const all = await api("GET", `/tasks/challenge/${id}`, { auth: leader });
    expect(all.body.data).toHaveLength(3);
    const bad = await api("GET", `/tasks/challenge/${id}?type=everything`, { auth: leader });
    expect(bad.status).toBe(400);
  });
});

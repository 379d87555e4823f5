import { describe, expect, it } from "vitest";
import { api, register, type Credentials } from "./helpers";

async function create(account: Credentials, body: unknown) {
  return api("POST", "/tasks/user", { auth: account, body });
}

describe("creating tasks", () => {
  it("creates one task of each type with its defaults and puts it first in its column", async () => {
    const account = await register();
    for (const type of ["habit", "daily", "todo", "reward"]) {
      const response = await create(account, { type, text: `My ${type}` });
      expect(response.status).toBe(201);
      const task = response.body.data;
      expect(task).toMatchObject({
        type,
        text: `My ${type}`,
        priority: 1,
        attribute: "str",
        byHabitforge: false,
        userId: account.id,
      });
      expect(task._id).toBe(task.id);
      const me = await api("GET", "/user", { auth: account });
      const key = { habit: "habits", daily: "dailys", todo: "todos", reward: "rewards" }[type]!;
      expect(me.body.data.tasksOrder[key][0]).toBe(task._id);
    }
    const all = await api("GET", "/tasks/user?type=rewards", { auth: account });
    expect(all.body.data.find((task: { text: string }) => task.text === "My reward").value).toBe(10);
  });

  it("creates a list of tasks in one call and counts the onboarding step", async () => {
    const account = await register();
    const response = await create(account, [
      {
        type: "daily",
        text: "Stretch",
        frequency: "weekly",
        repeat: { su: false, s: false },
        checklist: [{ text: "neck" }, { text: "" }, { text: "  " }, { text: "back" }],
      },
      {
        type: "todo",
        text: "File taxes",
        date: "2026-04-15",
        priority: 2,
        attribute: "int",
        notes: "Before the deadline",
      },
    ]);
    expect(response.status).toBe(201);
    const [daily, todo] = response.body.data;
    expect(daily.repeat).toEqual({ su: false, m: true, t: true, w: true, th: true, f: true, s: false });
    expect(daily.checklist.map((item: { text: string }) => item.text)).toEqual(["neck", "back"]);
    expect(
      daily.checklist.every((item: { id: string; completed: boolean }) => item.id && item.completed === false),
    ).toBe(true);
    expect(todo).toMatchObject({
      priority: 2,
      attribute: "int",
      notes: "Before the deadline",
      date: "2026-04-15T00:00:00.000Z",
    });
    const me = await api("GET", "/user", { auth: account });
    expect(me.body.data.achievements.createdTask).toBe(true);
    expect(me.body.data.flags.tasksCreatedCount).toBe(2);
  });

  it("refuses bad fields with one entry per param and creates nothing", async () => {
    const account = await register();
    const before = await api("GET", "/tasks/user", { auth: account });
    const response = await create(account, {
      type: "daily",
      text: "",
      priority: 3,
      attribute: "luck",
      everyX: 10000,
      daysOfMonth: [0],
      frequency: "hourly",
    });
    expect(response.status).toBe(400);
    const params = response.body.errors.map((error: { param: string }) => error.param).sort();
    expect(params).toEqual(["attribute", "daysOfMonth.0", "everyX", "frequency", "priority", "text"].sort());
    expect(response.body.errors.find((error: { param: string }) => error.param === "attribute").message).toBe(
      '"attr" is not a valid Stat.',
    );
    for (const body of [
      { type: "chore", text: "x" },
      { text: "no type" },
      [],
      "just text",
      { type: "todo", text: "x".repeat(2001) },
    ]) {
      expect((await create(account, body)).status).toBe(400);
    }
    const unknownTag = await create(account, { type: "todo", text: "tagged", tags: ["not-a-tag"] });
    expect(unknownTag.status).toBe(400);
    expect(unknownTag.body.errors[0].param).toBe("tags");
    const batchWithOneBad = await create(account, [
      { type: "todo", text: "fine" },
      { type: "todo", text: "" },
    ]);
    expect(batchWithOneBad.status).toBe(400);
    const after = await api("GET", "/tasks/user", { auth: account });
    expect(after.body.data).toHaveLength(before.body.data.length);
  });

  it("accepts everyX 0 to 9999 only", async () => {
    const account = await register();
    expect((await create(account, { type: "daily", text: "a", everyX: 0 })).status).toBe(201);
    expect((await create(account, { type: "daily", text: "b", everyX: 9999 })).status).toBe(201);
    expect((await create(account, { type: "daily", text: "c", everyX: -1 })).status).toBe(400);
    expect((await create(account, { type: "daily", text: "d", everyX: 1.5 })).status).toBe(400);
  });
});

describe("reading, editing and deleting a task", () => {
  it("reads by id and alias, and hides other players' tasks", async () => {
    const account = await register();
    const other = await register();
    const task = (await create(account, { type: "habit", text: "Walk", alias: "walk" })).body.data;
    expect((await api("GET", `/tasks/${task._id}`, { auth: account })).body.data.text).toBe("Walk");
    expect((await api("GET", "/tasks/walk", { auth: account })).body.data._id).toBe(task._id);
    for (const method of ["GET", "PUT", "DELETE"]) {
      const response = await api(method, `/tasks/${task._id}`, {
        auth: other,
        body: method === "PUT" ? { text: "mine now" } : undefined,
      });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ success: false, error: "NotFound", message: "Task not found." });
    }
    expect((await api("POST", `/tasks/${task._id}/move/to/0`, { auth: other })).status).toBe(404);
    const duplicateAlias = await create(account, { type: "todo", text: "again", alias: "walk" });
    expect(duplicateAlias.status).toBe(400);
  });

  it("edits only fields that fit the type", async () => {
    const account = await register();
    const habit = (await create(account, { type: "habit", text: "Read" })).body.data;
    const edited = await api("PUT", `/tasks/${habit._id}`, {
      auth: account,
      body: { text: "Read a chapter", up: true, down: false, frequency: "weekly", date: "2026-01-01", value: 50 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      text: "Read a chapter",
      up: true,
      down: false,
      frequency: "weekly",
      value: 0,
    });
    expect(edited.body.data.date).toBeUndefined();
    const blank = await api("PUT", `/tasks/${habit._id}`, { auth: account, body: { text: "   " } });
    expect(blank.status).toBe(400);
    const reward = (await create(account, { type: "reward", text: "Cake", value: 25 })).body.data;
    expect(reward.value).toBe(25);
  });

  it("deletes a task and takes it out of the saved order", async () => {
    const account = await register();
    const todo = (await create(account, { type: "todo", text: "Temporary" })).body.data;
    expect((await api("DELETE", `/tasks/${todo._id}`, { auth: account })).status).toBe(200);
    expect((await api("GET", `/tasks/${todo._id}`, { auth: account })).status).toBe(404);
    const me = await api("GET", "/user", { auth: account });
    expect(me.body.data.tasksOrder.todos).not.toContain(todo._id);
    expect((await api("DELETE", `/tasks/${todo._id}`, { auth: account })).status).toBe(404);
  });

  it("moves a task within its column", async () => {
    const account = await register();
    const ids: string[] = [];
    for (const text of ["a", "b", "c"]) ids.unshift((await create(account, { type: "reward", text })).body.data._id);
    const starter = (await api("GET", "/user", { auth: account })).body.data.tasksOrder.rewards.slice(3);
    const moved = await api("POST", `/tasks/${ids[0]}/move/to/2`, { auth: account });
    expect(moved.body.data).toEqual([ids[1], ids[2], ids[0], ...starter]);
    const last = await api("POST", `/tasks/${ids[1]}/move/to/-1`, { auth: account });
    expect(last.body.data.at(-1)).toBe(ids[1]);
    expect((await api("POST", `/tasks/${ids[1]}/move/to/abc`, { auth: account })).status).toBe(400);
    expect((await api("POST", `/tasks/${ids[1]}/move/to/-5`, { auth: account })).status).toBe(400);
  });

  it("never loses an edit under concurrent checklist additions", async () => {
    const account = await register();
    const todo = (await create(account, { type: "todo", text: "Pack" })).body.data;
    const responses = await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        api("POST", `/tasks/${todo._id}/checklist`, { auth: account, body: { text: `item ${index}` } }),
      ),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const final = await api("GET", `/tasks/${todo._id}`, { auth: account });
    expect(final.body.data.checklist).toHaveLength(15);
  });
});

describe("checklists", () => {
  it("adds, edits, scores and deletes items", async () => {
    const account = await register();
    const todo = (await create(account, { type: "todo", text: "Trip" })).body.data;
    const added = await api("POST", `/tasks/${todo._id}/checklist`, { auth: account, body: { text: "Tickets" } });
    const item = added.body.data.checklist[0];
    expect(item).toMatchObject({ text: "Tickets", completed: false });
    const scored = await api("POST", `/tasks/${todo._id}/checklist/${item.id}/score`, { auth: account });
    expect(scored.body.data.checklist[0].completed).toBe(true);
    const renamed = await api("PUT", `/tasks/${todo._id}/checklist/${item.id}`, {
      auth: account,
      body: { text: "Train tickets" },
    });
    expect(renamed.body.data.checklist[0].text).toBe("Train tickets");
    expect((await api("PUT", `/tasks/${todo._id}/checklist/nope`, { auth: account, body: { text: "x" } })).status).toBe(
      400,
    );
    expect((await api("POST", `/tasks/${todo._id}/checklist`, { auth: account, body: { text: "" } })).status).toBe(400);
    const deleted = await api("DELETE", `/tasks/${todo._id}/checklist/${item.id}`, { auth: account });
    expect(deleted.body.data.checklist).toEqual([]);
    expect((await api("DELETE", `/tasks/${todo._id}/checklist/${item.id}`, { auth: account })).status).toBe(404);
    const habit = (await create(account, { type: "habit", text: "h" })).body.data;
    expect((await api("POST", `/tasks/${habit._id}/checklist`, { auth: account, body: { text: "x" } })).status).toBe(
      400,
    );
  });
});

describe("completed to-dos", () => {
  it("are listed apart and cleared on request", async () => {
    const account = await register();
    const todo = (await create(account, { type: "todo", text: "Done already" })).body.data;
    const { env } = await import("cloudflare:test");
    const doc = { ...todo, completed: true, dateCompleted: new Date().toISOString() };
    await env.DB.prepare("UPDATE tasks SET doc = ? WHERE id = ?").bind(JSON.stringify(doc), todo._id).run();
    const open = await api("GET", "/tasks/user?type=todos", { auth: account });
    expect(open.body.data.map((task: { _id: string }) => task._id)).not.toContain(todo._id);
    const done = await api("GET", "/tasks/user?type=completedTodos", { auth: account });
    expect(done.body.data.map((task: { _id: string }) => task._id)).toEqual([todo._id]);
    expect((await api("GET", "/tasks/user?type=everything", { auth: account })).status).toBe(400);
    await api("POST", "/tasks/clearCompletedTodos", { auth: account });
    expect((await api("GET", "/tasks/user?type=completedTodos", { auth: account })).body.data).toEqual([]);
  });
});

describe("tags", () => {
  it("creates, renames, reorders and deletes tags, and tags tasks", async () => {
    const account = await register();
    const created = await api("POST", "/tags", { auth: account, body: { name: "Garden" } });
    expect(created.status).toBe(201);
    const tag = created.body.data;
    expect((await api("GET", `/tags/${tag.id}`, { auth: account })).body.data).toEqual(tag);
    expect((await api("PUT", `/tags/${tag.id}`, { auth: account, body: { name: "Allotment" } })).body.data.name).toBe(
      "Allotment",
    );
    expect((await api("POST", "/tags", { auth: account, body: { name: "" } })).status).toBe(400);
    expect((await api("GET", "/tags/nope", { auth: account })).status).toBe(400);
    expect((await api("GET", `/tags/${crypto.randomUUID()}`, { auth: account })).status).toBe(404);

    const todo = (await create(account, { type: "todo", text: "Dig", tags: [tag.id] })).body.data;
    expect(todo.tags).toEqual([tag.id]);
    expect((await api("POST", `/tasks/${todo._id}/tags/${tag.id}`, { auth: account })).status).toBe(400);
    expect((await api("DELETE", `/tasks/${todo._id}/tags/${tag.id}`, { auth: account })).body.data.tags).toEqual([]);
    expect((await api("POST", `/tasks/${todo._id}/tags/${tag.id}`, { auth: account })).body.data.tags).toEqual([
      tag.id,
    ]);
    expect((await api("POST", `/tasks/${todo._id}/tags/unknown`, { auth: account })).status).toBe(400);

    const reordered = await api("POST", "/reorder-tags", { auth: account, body: { tagId: tag.id, to: 0 } });
    expect(reordered.body.data).toEqual({});
    expect((await api("GET", "/tags", { auth: account })).body.data[0].id).toBe(tag.id);
    expect((await api("POST", "/reorder-tags", { auth: account, body: { tagId: "nope", to: 0 } })).status).toBe(404);

    expect((await api("DELETE", `/tags/${tag.id}`, { auth: account })).status).toBe(200);
    expect((await api("GET", `/tasks/${todo._id}`, { auth: account })).body.data.tags).toEqual([]);
    expect(
      (await api("GET", "/tags", { auth: account })).body.data.some((entry: { id: string }) => entry.id === tag.id),
    ).toBe(false);
  });

  it("are private to their owner", async () => {
    const account = await register();
    const other = await register();
    const tag = (await api("POST", "/tags", { auth: account, body: { name: "Mine" } })).body.data;
    expect((await api("GET", `/tags/${tag.id}`, { auth: other })).status).toBe(404);
    expect((await api("DELETE", `/tags/${tag.id}`, { auth: other })).status).toBe(404);
    expect((await create(other, { type: "todo", text: "x", tags: [tag.id] })).status).toBe(400);
  });
});

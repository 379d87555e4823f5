/** The compare-and-set every user write goes through, tested below the per-isolate queue. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newTask } from "../../content/rules/newUser";
import { database } from "../../db/client";
import { insertTaskStatement, loadUserTasks } from "../../db/tasks";
import { commitUser, loadUser } from "../../db/users";
import { register } from "./helpers";

describe("guarded user writes", () => {
  it("commit only on the version that was read, and all or nothing", async () => {
    const account = await register();
    const db = database(env.DB);
    const read = (await loadUser(db, account.id))!;
    const tasksBefore = (await loadUserTasks(db, account.id)).length;

    const first = { ...read, _v: read._v + 1, stats: { ...read.stats, gp: 7 } };
    expect(await commitUser(db, first, read._v)).toBe(true);

    // A second writer that read the same version loses, and its extra statements are rolled back.
    const stale = { ...read, _v: read._v + 1, stats: { ...read.stats, gp: 999 } };
    const task = newTask(
      { _id: crypto.randomUUID(), type: "todo", text: "should not exist", userId: account.id },
      new Date(),
    );
    expect(await commitUser(db, stale, read._v, [insertTaskStatement(db, task)])).toBe(false);

    const after = (await loadUser(db, account.id))!;
    expect(after.stats.gp).toBe(7);
    expect(after._v).toBe(read._v + 1);
    expect((await loadUserTasks(db, account.id)).length).toBe(tasksBefore);
  });

  it("roll back the user write when an extra statement fails", async () => {
    const account = await register();
    const db = database(env.DB);
    const read = (await loadUser(db, account.id))!;
    const existing = (await loadUserTasks(db, account.id))[0];
    const changed = { ...read, _v: read._v + 1, stats: { ...read.stats, gp: 55 } };
    // Inserting a task with an id that exists violates the primary key mid-batch.
    await expect(commitUser(db, changed, read._v, [insertTaskStatement(db, existing)])).rejects.toThrow();
    const after = (await loadUser(db, account.id))!;
    expect(after.stats.gp).toBe(0);
    expect(after._v).toBe(read._v);
  });
});

/**
 * The sweep's writes of many players at once: the rows, tasks and history entries they store
 * are the very ones the one-player writes store, and one player changed in the meantime keeps
 * the whole chunk from being written.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Task, User } from "../../content/rules/types";
import { database } from "../../db/client";
import { loadUserTasks, updateTasksStatements, updateTaskStatement } from "../../db/tasks";
import { historyManyStatements, loadHistory } from "../../db/userHistory";
import {
  isGuardFailure,
  loadUser,
  USER_WRITE_CHARS,
  userWriteStatements,
  usersWriteManyStatements,
} from "../../db/users";
import { api, type Credentials, register } from "./helpers";

type Batch = Parameters<ReturnType<typeof database>["batch"]>[0];

/** The stored row of a player, every column but the version, as D1 holds it. */
async function rawRow(id: string) {
  const row = await env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(id).first<Record<string, unknown>>();
  const { version, ...rest } = row!;
  return { version: version as number, rest };
}

/** Values a document may hold that a careless copy would change: text in every script, odd numbers. */
function oddly(user: User, tag: string): User {
  const next = structuredClone(user);
  next.profile.name = `Zoë "${tag}" \\ 名前 🐉 \u2028 line\nbreak \u0001`;
  next.stats.hp = 49.123456789012344;
  next.stats.gp = 1e-7;
  next.stats.exp = 1.2345678901234567e19;
  next.party = { ...next.party, _id: undefined } as User["party"];
  next.preferences.timezoneOffset = -330;
  return next;
}

async function players(count: number): Promise<Credentials[]> {
  const list: Credentials[] = [];
  for (let i = 0; i < count; i++) list.push(await register());
  return list;
}

describe("the sweep's writes of many players", () => {
  it("stores each player's row exactly as the write of one player does", async () => {
    const db = database(env.DB);
    const [player] = await players(1);
    const plain = (await loadUser(db, player.id))!;
    const odd = oddly(plain, player.id);
    // The odd document through the write of one player, then the plain one back, then the odd
    // one again through the write of many: the row must read as it did after the first.
    await db.batch(userWriteStatements(db, odd, plain._v) as unknown as Batch);
    const single = await rawRow(player.id);
    await db.batch(userWriteStatements(db, plain, plain._v + 1) as unknown as Batch);
    expect((await rawRow(player.id)).rest).not.toEqual(single.rest);
    await db.batch(usersWriteManyStatements(db, [{ user: odd, readVersion: plain._v + 2 }]) as unknown as Batch);
    const many = await rawRow(player.id);
    expect(single.version).toBe(plain._v + 1);
    expect(many.version).toBe(plain._v + 3);
    expect(many.rest).toEqual(single.rest);
    expect(many.rest.party_id).toBeNull();
    expect((await loadUser(db, player.id))!.profile.name).toBe(odd.profile.name);
  });

  it("writes a long list in several guarded statements, and every player of it", async () => {
    const db = database(env.DB);
    const list = await players(3);
    // Each row over half the statement's share: one statement per player.
    const long = "x".repeat(Math.ceil(USER_WRITE_CHARS / 2));
    const writes = [];
    for (const player of list) {
      const user = (await loadUser(db, player.id))!;
      user.profile.blurb = `${long} ${player.id}`;
      writes.push({ user, readVersion: user._v });
    }
    const statements = usersWriteManyStatements(db, writes);
    expect(statements.length).toBeGreaterThanOrEqual(4);
    await db.batch(statements as unknown as Batch);
    for (const player of list) {
      const stored = (await loadUser(db, player.id))!;
      expect(stored.profile.blurb).toBe(`${long} ${player.id}`);
    }
  });

  it("writes nobody when one player of the list changed since it was read", async () => {
    const db = database(env.DB);
    const list = await players(3);
    const read = await Promise.all(list.map(async (player) => (await loadUser(db, player.id))!));
    // The middle player changes their own name before the list is written.
    const renamed = await api("PUT", "/user", { auth: list[1], body: { "profile.name": "Changed first" } });
    expect(renamed.status).toBe(200);
    const writes = read.map((user) => ({
      user: { ...user, profile: { ...user.profile, name: "Swept" } },
      readVersion: user._v,
    }));
    const failure = await db.batch(usersWriteManyStatements(db, writes) as unknown as Batch).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isGuardFailure(failure)).toBe(true);
    const names = await Promise.all(list.map(async (player) => (await loadUser(db, player.id))!.profile.name));
    expect(names[1]).toBe("Changed first");
    expect(names[0]).not.toBe("Swept");
    expect(names[2]).not.toBe("Swept");
  });

  it("stores each task as the write of one task does", async () => {
    const db = database(env.DB);
    const [player] = await players(1);
    for (const text of ["first", "second"]) {
      const created = await api("POST", "/tasks/user", { auth: player, body: { type: "daily", text } });
      expect(created.status).toBe(201);
    }
    const tasks = await loadUserTasks(db, player.id);
    const odd = (task: Task, tag: string): Task => ({
      ...task,
      text: `Zoë "${tag}" \\ 名前 🐉 \u2028\n\u0001`,
      value: -1.0000000000000002,
      history: [{ date: 1_700_000_000_000, value: 5e-324, isDue: true, completed: false }],
    });
    // The odd document through the write of one task, the plain one back, then the odd one
    // through the write of many: the row must read as it did after the first.
    const doc = odd(tasks[1], "same");
    const row = () =>
      env.DB.prepare("SELECT doc, type, group_id, challenge_id FROM tasks WHERE id = ?")
        .bind(doc._id)
        .first<Record<string, string | null>>();
    await db.batch([updateTaskStatement(db, doc)] as unknown as Batch);
    const single = (await row())!;
    await db.batch([updateTaskStatement(db, tasks[1])] as unknown as Batch);
    expect((await row())!.doc).not.toBe(single.doc);
    await db.batch(updateTasksStatements(db, [{ task: doc, text: JSON.stringify(doc) }]) as unknown as Batch);
    const many = (await row())!;
    expect(many.doc).toBe(JSON.stringify(doc));
    expect(many.doc).toBe(single.doc);
    expect([many.type, many.group_id, many.challenge_id]).toEqual([single.type, single.group_id, single.challenge_id]);
  });

  it("records one history entry per player, in the list's order", async () => {
    const db = database(env.DB);
    const list = await players(3);
    const at = new Date("2026-01-02T03:04:05.000Z");
    await db.batch(
      historyManyStatements(
        db,
        list.map((player, index) => ({ userId: player.id, client: index === 1 ? null : `client ${index}`, at })),
        "cron",
      ) as unknown as Batch,
    );
    for (const [index, player] of list.entries()) {
      const history = await loadHistory(db, player.id);
      expect(history.cron).toEqual([
        { at: at.toISOString(), client: index === 1 ? null : `client ${index}`, detail: {} },
      ]);
    }
    const ids = await env.DB.prepare(
      `SELECT user_id FROM user_history WHERE kind = 'cron' AND user_id IN (?, ?, ?) ORDER BY id`,
    )
      .bind(...list.map((player) => player.id))
      .all<{ user_id: string }>();
    expect(ids.results.map((row) => row.user_id)).toEqual(list.map((player) => player.id));
  });
});

/**
 * The public API's own tools against a real local server: the `habitica` npm package (the
 * wrapper many integrations are built on) through sign-up, login, tasks, scoring, tags, party
 * chat, buying and its error classes; and `habitica-cli`, driven through its prompt as a
 * player types, through list, add, score, complete, delete, shop and buy.
 *
 * habitica-cli always calls https://habitica.com/api/v3 and reads its credentials from
 * $XDG_CONFIG_HOME/habitica/auth.cfg (its documented setup). It is pointed at the test server
 * through the standard HTTPS_PROXY setting, with a proxy that answers for habitica.com.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import Habitica from "habitica";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHostProxy, startToolServer, type HostProxy, type ToolServer } from "./tools-server";
import { uniqueNamePart } from "../names";

const ROOT = resolve(__dirname, "../..");
const PASSWORD = "correct-horse-battery";
let server: ToolServer;

beforeAll(async () => {
  server = await startToolServer();
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

function uniqueName(prefix: string): string {
  // Usernames are at most 20 characters.
  return `${prefix}${uniqueNamePart()}`.slice(0, 20);
}

async function signedUp(): Promise<{ client: Habitica; id: string; apiToken: string; username: string }> {
  const client = new Habitica({ endpoint: server.base, platform: "habitforge-tools-test" });
  const username = uniqueName("tool");
  const response = await client.register(username, `${username}@example.com`, PASSWORD);
  return { client, id: response.data._id, apiToken: response.data.apiToken, username };
}

/** The error a call rejects with. */
async function failure(call: Promise<unknown>): Promise<InstanceType<typeof Habitica.ApiError>> {
  try {
    await call;
  } catch (error) {
    return error as InstanceType<typeof Habitica.ApiError>;
  }
  throw new Error("the call succeeded");
}

describe("the habitica npm package", () => {
  it("signs up (the whole account comes back) and logs in, keeping the credentials", async () => {
    const client = new Habitica({ endpoint: `${server.base}/`, platform: "habitforge-tools-test" });
    const username = uniqueName("wrapper");
    const registered = await client.register(username, `${username}@example.com`, PASSWORD);
    expect(registered.success).toBe(true);
    expect(registered.data).toMatchObject({
      _id: expect.any(String),
      apiToken: expect.any(String),
      newUser: true,
      auth: { local: { username } },
    });
    expect(registered.data.stats).toMatchObject({ lvl: 1, toNextLevel: 25, maxHealth: 50 });
    expect(client.getOptions()).toMatchObject({ id: registered.data._id, apiToken: registered.data.apiToken });

    const fresh = new Habitica({ endpoint: server.base });
    const login = await fresh.localLogin(username, PASSWORD);
    expect(login.data).toMatchObject({ id: registered.data._id, apiToken: registered.data.apiToken, newUser: false });
    const me = await fresh.get("/user");
    expect(me.data._id).toBe(registered.data._id);
    expect(me.data.auth.local.has_password).toBe(true);
    expect(me.userV).toEqual(expect.any(Number));
    const fields = await fresh.get("/user", { userFields: "stats" });
    expect(Object.keys(fields.data)).toContain("stats");
    expect(Object.keys(fields.data)).not.toContain("items");
  });

  it("creates, lists, edits, scores and deletes tasks, numbers as text included", async () => {
    const { client } = await signedUp();
    const todo = await client.post("/tasks/user", { type: "todo", text: "Send the invoice", priority: "1.5" });
    expect(todo.data).toMatchObject({ type: "todo", text: "Send the invoice", priority: 1.5, byHabitica: false });
    const many = await client.post("/tasks/user", [
      { type: "habit", text: "Stand up", up: true, down: false },
      { type: "daily", text: "Water the plants", everyX: "2", frequency: "daily" },
    ]);
    expect(many.data.map((task: { type: string }) => task.type)).toEqual(["habit", "daily"]);
    expect(many.data[1].everyX).toBe(2);
    const todos = await client.get("/tasks/user", { type: "todos" });
    expect(todos.data.map((task: { text: string }) => task.text)).toContain("Send the invoice");
    const edited = await client.put(`/tasks/${todo.data._id}`, { text: "Send both invoices", notes: "before Friday" });
    expect(edited.data).toMatchObject({ text: "Send both invoices", notes: "before Friday" });
    const scored = await client.post(`/tasks/${many.data[0]._id}/score/up`);
    expect(scored.data).toMatchObject({
      delta: expect.any(Number),
      _tmp: expect.any(Object),
      exp: expect.any(Number),
      gp: expect.any(Number),
    });
    expect(scored.data.exp).toBeGreaterThan(0);
    const done = await client.post(`/tasks/${todo.data._id}/score/up`);
    expect(done.data.delta).toBeGreaterThan(0);
    const completed = await client.get("/tasks/user", { type: "_allCompletedTodos" });
    expect(completed.data.map((task: { _id: string }) => task._id)).toContain(todo.data._id);
    expect((await client.del(`/tasks/${todo.data._id}`)).data).toEqual({});
    expect((await failure(client.get(`/tasks/${todo.data._id}`))).status).toBe(404);
  });

  it("keeps tags on tasks", async () => {
    const { client } = await signedUp();
    const tag = await client.post("/tags", { name: "Garden" });
    expect(tag.data).toMatchObject({ id: expect.any(String), name: "Garden" });
    const habit = await client.post("/tasks/user", { type: "habit", text: "Weed a bed" });
    const tagged = await client.post(`/tasks/${habit.data._id}/tags/${tag.data.id}`);
    expect(tagged.data.tags).toEqual([tag.data.id]);
    expect((await client.get("/tags")).data.map((entry: { name: string }) => entry.name)).toContain("Garden");
    await client.del(`/tags/${tag.data.id}`);
    expect((await client.get(`/tasks/${habit.data._id}`)).data.tags).toEqual([]);
  });

  it("chats in a party", async () => {
    const { client, username } = await signedUp();
    const party = await client.post("/groups", { type: "party", name: "Wrapper party", privacy: "private" });
    expect(party.data).toMatchObject({ type: "party", name: "Wrapper party" });
    const posted = await client.post("/groups/party/chat", { message: "Hello, party!" });
    expect(posted.data.message).toMatchObject({ text: "Hello, party!", username });
    const chat = await client.get("/groups/party/chat");
    expect(chat.data.map((message: { text: string }) => message.text)).toContain("Hello, party!");
    const group = await client.get("/groups/party");
    expect(group.data.quest).toMatchObject({ active: false, progress: { collect: {} }, members: {}, extra: {} });
  });

  it("buys from the market and the shops the way a tool finds them", async () => {
    const { client } = await signedUp();
    await client.post("/debug/update-user", { "stats.gp": 200, "stats.hp": 20, balance: 5 });
    // A new player's first weapon is the Practice Sword, for 1 gold, as in the public game.
    const next = await client.get("/user/inventory/buy");
    const sword = next.data.find((item: { key: string }) => item.key === "weapon_warrior_0");
    expect(sword).toMatchObject({ value: 1, type: "weapon" });
    const bought = await client.post(`/user/buy/${sword.key}`);
    expect(bought.message).toBe(`You bought ${sword.text}.`);
    const potion = await client.post("/user/buy-health-potion");
    expect(potion.data.hp).toBe(35);
    expect(potion.message).not.toMatch(/\{\w+\}/);
    const market = await client.get("/shops/market");
    const egg = market.data.categories.find((category: { identifier: string }) => category.identifier === "eggs")
      .items[0];
    const purchase = await client.post(`/user/purchase/${egg.purchaseType}/${egg.key}`, { quantity: "2" });
    expect(purchase.data.items.eggs[egg.key]).toBe(2);
    const rewards = await client.get("/user/in-app-rewards");
    expect(rewards.data.map((item: { key: string }) => item.key)).toEqual(
      expect.arrayContaining(["potion", "armoire"]),
    );
    // The export lives outside /api; the package knows it.
    const exported = (await client.get("/export/userdata.json")) as unknown as {
      _id: string;
      tasks: Record<string, unknown[]>;
    };
    expect(exported._id).toBe(client.getOptions().id);
    expect(Object.keys(exported.tasks)).toEqual(expect.arrayContaining(["habits", "dailys", "todos", "rewards"]));
  });

  it("turns refusals into its error classes, by the error names of the public API", async () => {
    const { client, id } = await signedUp();
    const notFound = await failure(client.get("/tasks/no-such-task"));
    expect(notFound).toBeInstanceOf(Habitica.ApiError);
    expect(notFound).toMatchObject({ status: 404, type: "NotFound", name: "HabiticaApiNotFoundError" });
    const badRequest = await failure(client.post("/tasks/user", { type: "chore", text: "Nope" }));
    expect(badRequest).toMatchObject({ status: 400, type: "BadRequest" });
    expect(badRequest.message.length).toBeGreaterThan(0);
    const poor = await failure(client.post("/user/buy-armoire"));
    expect(poor).toMatchObject({ status: 401, type: "NotAuthorized" });
    client.setOptions({ id, apiToken: "00000000-0000-4000-a000-000000000000" });
    const wrongKey = await failure(client.get("/user"));
    expect(wrongKey).toMatchObject({
      status: 401,
      type: "NotAuthorized",
      name: "HabiticaApiNotAuthorizedError",
    });
    const unreachable = new Habitica({ endpoint: "http://127.0.0.1:9" });
    expect(await failure(unreachable.get("/status"))).toBeInstanceOf(Habitica.UnknownConnectionError);
  });
});

/** Strips terminal colours and cursor moves from what the CLI prints. */
const plain = (text: string) => text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, "");
const PROMPT = /\n\s*habitica \$ $/;

/** habitica-cli at its prompt, typed to line by line. */
class CliSession {
  output = "";
  constructor(private readonly child: ChildProcess) {
    child.stdout?.on("data", (chunk) => (this.output += plain(String(chunk))));
    child.stderr?.on("data", (chunk) => (this.output += plain(String(chunk))));
  }

  waitFor(pattern: RegExp, from = 0, timeoutMs = 30_000): Promise<string> {
    return new Promise((done, fail) => {
      const started = Date.now();
      const timer = setInterval(() => {
        const text = this.output.slice(from);
        if (pattern.test(text)) {
          clearInterval(timer);
          done(text);
        } else if (this.child.exitCode !== null || Date.now() - started > timeoutMs) {
          clearInterval(timer);
          fail(new Error(`habitica-cli never printed ${pattern}; it printed:\n${text}`));
        }
      }, 50);
    });
  }

  /** Types `keys` and waits for `until` (the prompt by default); answers what was printed meanwhile. */
  type(keys: string, until: RegExp = PROMPT): Promise<string> {
    const mark = this.output.length;
    this.child.stdin?.write(keys);
    return this.waitFor(until, mark);
  }
}

const DOWN = "\x1b[B";

describe("habitica-cli", () => {
  let proxy: HostProxy;
  let home: string;
  let account: { client: Habitica; id: string; apiToken: string; username: string };
  let cli: CliSession;
  let child: ChildProcess;

  beforeAll(async () => {
    proxy = await startHostProxy("habitica.com", server.base);
    account = await signedUp();
    await account.client.post("/debug/update-user", { "stats.gp": 100 });
    // A tool's new account starts with the public API's single to-do: the board the CLI works on
    // is made first, through the API.
    await account.client.post("/tasks/user", [
      { type: "habit", text: "Drink a glass of water" },
      { type: "habit", text: "Read a chapter" },
      { type: "habit", text: "Take the stairs" },
      { type: "daily", text: "Pick tomorrow's three most important tasks" },
      { type: "todo", text: "Add a habit of your own" },
      { type: "todo", text: "Add a daily of your own" },
    ]);
    home = mkdtempSync(join(tmpdir(), "habitica-cli-"));
    mkdirSync(join(home, "config", "habitica"), { recursive: true });
    writeFileSync(
      join(home, "config", "habitica", "auth.cfg"),
      `[Habitica]\nlogin = ${account.id}\npassword = ${account.apiToken}\n`,
    );
    child = spawn(
      join(ROOT, "node_modules", ".bin", "node"),
      [
        "--require",
        join(__dirname, "tools-wide-terminal.cjs"),
        join(ROOT, "node_modules", "habitica-cli", "bin", "habitica.js"),
      ],
      {
        env: {
          ...process.env,
          HOME: home,
          XDG_CONFIG_HOME: join(home, "config"),
          HTTPS_PROXY: proxy.url,
          NO_PROXY: "",
          // The proxy's certificate for habitica.com is made at start: no authority vouches for it.
          NODE_TLS_REJECT_UNAUTHORIZED: "0",
          NODE_NO_WARNINGS: "1",
        },
        stdio: ["pipe", "pipe", "pipe"],
      },
    );
    cli = new CliSession(child);
    await cli.waitFor(new RegExp(`Welcome back ${account.username}![\\s\\S]*habitica \\$ $`), 0, 60_000);
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.stdin?.write("exit\n");
      await Promise.race([
        new Promise((done) => child.once("exit", done)),
        new Promise((done) => setTimeout(done, 3000)),
      ]);
      if (child.exitCode === null) child.kill("SIGTERM");
    }
    await proxy?.stop();
    if (home) rmSync(home, { recursive: true, force: true });
  });

  const tasks = async (type: string) =>
    (await account.client.get("/tasks/user", { type })).data as {
      _id: string;
      text: string;
      priority: number;
      everyX?: number;
      up?: boolean;
      down?: boolean;
      counterUp?: number;
      completed?: boolean;
    }[];

  it("lists habits, dailies and to-dos", async () => {
    const habits = await cli.type("habits\n");
    expect(habits).toMatch(/ 0 +Drink a glass of water/);
    expect(habits).toMatch(/ 2 +Take the stairs/);
    expect(await cli.type("dailies --filter all\n")).toContain("Pick tomorrow's three most important tasks");
    expect(await cli.type("todos\n")).toContain("Add a habit of your own");
  }, 60_000);

  it("adds a to-do, a habit and a daily through its questions (difficulty and every-x-days sent as text)", async () => {
    await cli.type("todos add\n", /call it\?\s*$/);
    await cli.type("Write the report\n", /notes\?\s*$/);
    await cli.type("\n", /difficult\?/);
    expect(await cli.type(`${DOWN}${DOWN}\n`)).toContain("Success!");
    await cli.type("new habit\n", /call it\?\s*$/);
    await cli.type("Walk the dog\n", /notes\?\s*$/);
    await cli.type("Around the park\n", /Positive\?/);
    // The CLI files its "Negative?" answer under `up` too (its own slip): both yes keeps the habit as meant.
    await cli.type("y\n", /Negative\?/);
    await cli.type("y\n", /difficult\?/);
    expect(await cli.type("\n")).toContain("Success!");
    await cli.type("dailies add\n", /call it\?\s*$/);
    await cli.type("Stretch\n", /notes\?\s*$/);
    await cli.type("\n", /difficult\?/);
    await cli.type("\n", /weekly\?/);
    await cli.type("\n", /x = /);
    expect(await cli.type("2\n")).toContain("Success!");

    expect((await tasks("todos")).find((task) => task.text === "Write the report")).toMatchObject({ priority: 2 });
    expect((await tasks("habits")).find((task) => task.text === "Walk the dog")).toMatchObject({
      priority: 1,
      up: true,
      down: true,
    });
    expect((await tasks("dailys")).find((task) => task.text === "Stretch")).toMatchObject({ priority: 1, everyX: 2 });
  }, 60_000);

  it("scores a habit, completes a to-do and deletes one", async () => {
    const habits = await cli.type("habits\n");
    const stairs = /(\d+) +Take the stairs/.exec(habits)?.[1];
    expect(stairs).toBeDefined();
    const scored = await cli.type(`habits score ${stairs}\n`);
    expect(scored).toMatch(/\+[\d.]+ GP/);
    expect((await tasks("habits")).find((task) => task.text === "Take the stairs")?.counterUp).toBe(1);

    const list = await cli.type("todos\n");
    const index = /(\d+) +Write the report/.exec(list)?.[1];
    expect(index).toBeDefined();
    await cli.type(`todos complete ${index}\n`);
    expect((await tasks("completedTodos")).map((task) => task.text)).toContain("Write the report");

    const remaining = await cli.type("todos\n");
    const doomed = /(\d+) +Add a daily of your own/.exec(remaining)?.[1];
    expect(await cli.type(`todos delete ${doomed}\n`)).toContain("Success!");
    expect((await tasks("todos")).map((task) => task.text)).not.toContain("Add a daily of your own");
  }, 60_000);

  it("lists the shop and buys the next piece of gear", async () => {
    const shop = await cli.type("shop\n");
    expect(shop).toMatch(/25 GP +Health Potion/);
    expect(shop).toMatch(/100 GP +Enchanted Armoire/);
    expect(shop).toMatch(/1 GP +Practice Sword/);
    expect(shop).toMatch(/You have \d+ GP/);
    const list = await cli.type("buy\n", /Use arrow keys\)[\s\S]*Practice Sword/);
    const choices = list.slice(list.indexOf("(Use arrow keys)"));
    const names = [...choices.matchAll(/^[❯ ] (.+?) *$/gm)].map((match) => match[1].trim()).filter(Boolean);
    const downs = names.indexOf("Practice Sword");
    expect(downs).toBeGreaterThan(0);
    expect(await cli.type(`${DOWN.repeat(downs)}\n`)).toContain("You bought Practice Sword.");
    const me = await account.client.get("/user");
    expect(me.data.items.gear.owned.weapon_warrior_0).toBe(true);
  }, 60_000);
});

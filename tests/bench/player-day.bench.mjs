// The figures behind the README's plan, costs and limits, measured on the local server:
// - a visit in a real browser (Chromium): the Worker requests and D1 rows it costs (sign-in
//   screen already passed; scores, a new to-do, the party screen with its live room);
// - a player's day rollover, through the API;
// - a scripted week of play for a few parties (a rollover a day, scores, a to-do, a chat
//   message): the bytes each player adds to the local D1 database;
// - write throughput: concurrent scores by many players, each one guarded batch.
// The server counts D1 rows with D1_METER (worker/devMeter.ts; rows read are a lower bound).
// BENCH_WEEK_PLAYERS sets the number of players in the week (default 24, in parties of 4).
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";
import { localD1File } from "../../scripts/lib.mjs";
import { load, registerBenchUser } from "./load.mjs";

const PLAYERS = Number(process.env.BENCH_WEEK_PLAYERS ?? 24);
const PARTY_SIZE = 4;
const DAY_MS = 86_400_000;

async function call(base, headers, method, path, body) {
  const response = await fetch(`${base}/api/v4${path}`, {
    method,
    headers: { ...headers, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!json.success) throw new Error(`${method} ${path}: ${json.message}`);
  return json.data;
}

const meter = async (base) => (await (await fetch(`${base}/api/v4/debug/d1-meter`)).json()).data;
const resetMeter = (base) => fetch(`${base}/api/v4/debug/d1-meter/reset`, { method: "POST" });

/** The tasks of a player who uses the game daily: a few habits, dailies, to-dos and rewards. */
async function everydayTasks(base, headers) {
  const made = { habit: [], daily: [], todo: [] };
  // Named apart from the starter tasks every new account has.
  const add = async (type, name) => {
    const task = await call(base, headers, "POST", "/tasks/user", { type, text: `${name} (bench)` });
    if (made[type]) made[type].push(task);
  };
  for (const text of ["Drink water", "Take the stairs", "Snack on fruit", "Doomscrolling"]) await add("habit", text);
  for (const text of ["Stretch", "Read 20 pages", "Tidy the desk", "Walk outside", "Plan tomorrow"])
    await add("daily", text);
  for (const text of ["Renew passport", "Call the bank", "Fix the bike", "Book the dentist", "Return the drill"])
    await add("todo", text);
  for (const text of ["Watch an episode", "Fancy coffee"]) await add("reward", text);
  return made;
}

/** Parties of PARTY_SIZE: the first player leads, the others are invited and join. */
async function makeParties(base, players) {
  for (let start = 0; start < players.length; start += PARTY_SIZE) {
    const [leader, ...members] = players.slice(start, start + PARTY_SIZE);
    const party = await call(base, leader.headers, "POST", "/groups", { name: `Bench party ${start}`, type: "party" });
    if (members.length)
      await call(base, leader.headers, "POST", `/groups/${party._id}/invite`, {
        uuids: members.map((member) => member.headers["x-api-user"]),
      });
    for (const member of members) await call(base, member.headers, "POST", `/groups/${party._id}/join`);
    for (const player of [leader, ...members]) player.party = party._id;
  }
}

/** What a visit does through the API, as the browser visit below does it through the screens. */
async function playADay(base, player, day) {
  const { headers, tasks } = player;
  await call(base, headers, "POST", "/debug/set-cron", { lastCron: new Date(Date.now() - DAY_MS).toISOString() });
  await call(base, headers, "POST", "/cron");
  await call(base, headers, "GET", "/user");
  await call(base, headers, "GET", "/tasks/user");
  for (const habit of tasks.habit.slice(0, 3)) await call(base, headers, "POST", `/tasks/${habit._id}/score/up`);
  for (const daily of tasks.daily.slice(0, 3)) await call(base, headers, "POST", `/tasks/${daily._id}/score/up`);
  const todo = tasks.todo.shift();
  if (todo) await call(base, headers, "POST", `/tasks/${todo._id}/score/up`);
  tasks.todo.push(await call(base, headers, "POST", "/tasks/user", { type: "todo", text: `Errand of day ${day}` }));
  await call(base, headers, "POST", `/groups/${player.party}/chat`, { message: `Day ${day}: all done, who is next?` });
  await call(base, headers, "GET", `/groups/${player.party}/chat`);
}

/** Bytes the local database holds, by table (SQLite's own page accounting). */
async function databaseBytes(root) {
  const file = localD1File(`${root}/.wrangler/bench`);
  if (!existsSync(file)) return undefined;
  const { DatabaseSync } = await import("node:sqlite");
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db.prepare("SELECT name, SUM(pgsize) AS bytes FROM dbstat GROUP BY name").all();
    return Object.fromEntries(rows.map((row) => [row.name, Number(row.bytes)]));
  } finally {
    db.close();
  }
}

const total = (sizes) => Object.values(sizes).reduce((sum, bytes) => sum + bytes, 0);

/** One visit in Chromium: every request that reaches the Worker, by path. */
async function browserVisit(base, player) {
  const executablePath =
    process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
  const browser = await chromium.launch({ executablePath, headless: true, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
    await page.goto(`${base}/static/home`);
    await page.evaluate((auth) => localStorage.setItem("habit-mobile-settings", JSON.stringify({ auth })), {
      apiId: player.headers["x-api-user"],
      apiToken: player.headers["x-api-key"],
    });
    const calls = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/(api|parties|export)\//.test(path) || path === "/status") calls.push(`${request.method()} ${path}`);
    });
    // A live room is one request (its WebSocket upgrade); its messages are billed to the room.
    page.on("websocket", (socket) => calls.push(`WebSocket ${new URL(socket.url()).pathname}`));
    // Celebrations (a level reached, an item found) are closed as a player would close them.
    await page.addLocatorHandler(page.locator("dialog.celebration-dialog[open]"), async () => {
      await page.keyboard.press("Escape");
    });
    await resetMeter(base);
    await page.goto(`${base}/`);
    const { habit, daily, todo } = player.tasks;
    await page.getByRole("button", { name: `Score up: ${habit[0].text}` }).click();
    await page.getByRole("button", { name: `Score up: ${habit[0].text}` }).click();
    await page.getByRole("button", { name: `Score up: ${habit[1].text}` }).click();
    for (const task of daily.slice(0, 3)) await page.getByRole("checkbox", { name: `Check off: ${task.text}` }).click();
    await page.getByRole("checkbox", { name: `Check off: ${todo[0].text}` }).click();
    todo.shift();
    const newTodo = page.getByRole("textbox", { name: "Add a to-do", exact: true });
    // A celebration that opens while typing takes the keystrokes: type again until it is sent.
    for (let attempt = 0; attempt < 3; attempt++) {
      const sent = page
        .waitForResponse(
          (response) => response.url().endsWith("/api/v4/tasks/user") && response.request().method() === "POST",
          {
            timeout: 10_000,
          },
        )
        .then(
          () => true,
          () => false,
        );
      await newTodo.fill("Water the ferns");
      await newTodo.press("Enter");
      if (await sent) break;
    }
    await page.getByRole("link", { name: "Party", exact: true }).first().click();
    await page.waitForURL(/\/party/);
    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: "Tasks", exact: true }).first().click();
    await page.waitForLoadState("networkidle");
    const rows = await meter(base);
    return { calls, rows };
  } finally {
    await browser.close();
  }
}

export default async function ({ base, root }) {
  const stamp = Date.now().toString(36);
  const players = [];
  const sizeBefore = await databaseBytes(root);
  for (let index = 0; index < PLAYERS; index++) {
    const headers = await registerBenchUser(base, `wk${stamp}${index}`);
    players.push({ headers, tasks: await everydayTasks(base, headers) });
  }
  await makeParties(base, players);
  const sizeJoined = await databaseBytes(root);

  // A visit in the browser, by the first player.
  const visit = await browserVisit(base, players[0]);
  const byPath = {};
  for (const entry of visit.calls) {
    const key = entry.replace(/[0-9a-f]{8}-[0-9a-f-]{27,}/g, ":id");
    byPath[key] = (byPath[key] ?? 0) + 1;
  }
  console.log(`a visit in Chromium: ${visit.calls.length} Worker requests`);
  for (const [path, count] of Object.entries(byPath).sort()) console.log(`  ${String(count).padStart(3)} × ${path}`);
  console.log(
    `  D1 for the visit: ${visit.rows.statements} statements, ${visit.rows.rowsWritten} rows written, ≥ ${visit.rows.rowsRead} rows read (${visit.rows.unmetered} statements without row counts)`,
  );

  // One rollover, through the API.
  await resetMeter(base);
  const second = players[1];
  await call(base, second.headers, "POST", "/debug/set-cron", {
    lastCron: new Date(Date.now() - DAY_MS).toISOString(),
  });
  await resetMeter(base);
  await call(base, second.headers, "POST", "/cron");
  const rollover = await meter(base);
  console.log(
    `a day rollover: ${rollover.statements} statements, ${rollover.rowsWritten} rows written, ≥ ${rollover.rowsRead} rows read`,
  );

  // A week of play for every player.
  await resetMeter(base);
  const weekStarted = performance.now();
  for (let day = 1; day <= 7; day++) for (const player of players) await playADay(base, player, day);
  const week = await meter(base);
  const sizeAfter = await databaseBytes(root);
  const playerDays = PLAYERS * 7;
  console.log(
    `a week of play for ${PLAYERS} players (${((performance.now() - weekStarted) / 1000).toFixed(0)} s): per player-day ${(week.statements / playerDays).toFixed(1)} statements, ${(week.rowsWritten / playerDays).toFixed(1)} rows written, ≥ ${(week.rowsRead / playerDays).toFixed(1)} rows read`,
  );
  if (sizeBefore && sizeJoined && sizeAfter) {
    const joined = (total(sizeJoined) - total(sizeBefore)) / PLAYERS;
    const weekly = (total(sizeAfter) - total(sizeJoined)) / PLAYERS;
    console.log(
      `database bytes per player: ${(joined / 1024).toFixed(1)} KiB on joining (account, 16 tasks, a party), then ${(weekly / 1024).toFixed(1)} KiB per week of play`,
    );
    const growth = Object.entries(sizeAfter)
      .map(([name, bytes]) => [name, bytes - (sizeJoined[name] ?? 0)])
      .filter(([, bytes]) => bytes > 0)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8);
    console.log(`  grew most: ${growth.map(([name, bytes]) => `${name} ${(bytes / 1024).toFixed(0)} KiB`).join(", ")}`);
  } else console.log("database bytes: the local D1 file was not found");

  // Write throughput: many players scoring at once, one guarded D1 batch each.
  const scorers = players.map((player) => ({ headers: player.headers, habit: player.tasks.habit[3]._id }));
  let turn = 0;
  await resetMeter(base);
  const scores = await load(
    () => {
      const scorer = scorers[turn++ % scorers.length];
      return fetch(`${base}/api/v4/tasks/${scorer.habit}/score/up`, { method: "POST", headers: scorer.headers });
    },
    { count: 1500, concurrency: 16 },
  );
  const scored = await meter(base);
  console.log(
    `write throughput: ${scores.perSecond.toFixed(0)} scores/s by ${scorers.length} players (16 at once), p50 ${scores.p50.toFixed(0)} ms, p99 ${scores.p99.toFixed(0)} ms, failures ${scores.failures}; ${(scored.rowsWritten / scores.requests).toFixed(1)} rows written per score`,
  );
}

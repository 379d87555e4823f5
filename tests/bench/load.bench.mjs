// A bounded load test with autocannon: N simulated players (one connection each, in parties of
// four on a boss quest) play day after day for M minutes with the mix of a real day, while the
// */15 Cron Trigger sweep runs every few seconds: a sign-in, the day rolled over (by the sweep or
// by their first request), GET /user and the tasks, the content as the client asks for it (a
// 304), scores of habits, dailies and a new to-do, a task edit, a party chat message and the
// chat read. Prints throughput, p50/p99 per route, errors (0 expected) and the local database's
// growth per player-day, then the saturation sweep: the same mix with more and more players
// in flight until throughput stops growing.
// BENCH_LOAD_PLAYERS (default 40), BENCH_LOAD_MINUTES (default 1), BENCH_LOAD_STEPS (the
// players in flight of the saturation sweep, default "4,8,16,32,64"; "" skips it),
// BENCH_LOAD_SWEEP_SECONDS (the sweep's interval, default 10).
import { existsSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { localD1File } from "../../scripts/lib.mjs";
import { call, formParty, pool, registerPlayers } from "./groups-fanout.bench.mjs";

const PLAYERS = Number(process.env.BENCH_LOAD_PLAYERS ?? 40);
const MINUTES = Number(process.env.BENCH_LOAD_MINUTES ?? 1);
const STEPS = (process.env.BENCH_LOAD_STEPS ?? "4,8,16,32,64").split(",").filter(Boolean).map(Number);
const SWEEP_SECONDS = Number(process.env.BENCH_LOAD_SWEEP_SECONDS ?? 10);
const PARTY_SIZE = 4;
const QUEST = "lostMasterclasser4";
const PASSWORD = "bench-password-1";
const DAY_MS = 86_400_000;
const CLIENT_SECTIONS = "gear,eggs,hatchingPotions,food,pets,mounts,quests";

/** Bytes the local database holds (SQLite's page accounting). */
async function databaseBytes(root) {
  const file = localD1File(join(root, ".wrangler", process.env.BENCH_STATE ?? "bench"));
  if (!existsSync(file)) return undefined;
  const { DatabaseSync } = await import("node:sqlite");
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return Number(db.prepare("SELECT SUM(pgsize) AS bytes FROM dbstat").get().bytes);
  } finally {
    db.close();
  }
}

function percentile(sorted, q) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : Number.NaN;
}

/** Players with their parties, a running boss quest, tasks to score and the content's ETag. */
async function setUp(base, count) {
  const players = await registerPlayers(base, "load", count);
  for (let start = 0; start < players.length; start += PARTY_SIZE) {
    const party = players.slice(start, start + PARTY_SIZE);
    const partyId = await formParty(base, party, `Load party ${start / PARTY_SIZE}`);
    for (const player of party) player.partyId = partyId;
    if (party.length > 1) {
      await call(base, party[0], "POST", "/debug/modify-inventory", { quests: { [QUEST]: 1 } });
      await call(base, party[0], "POST", `/groups/${partyId}/quests/invite/${QUEST}`);
      await pool(party.slice(1), 4, (player) => call(base, player, "POST", `/groups/${partyId}/quests/accept`));
    }
  }
  await pool(players, 4, async (player) => {
    const tasks = await call(base, player, "GET", "/tasks/user");
    player.habit = tasks.find((task) => task.type === "habit")._id;
    player.daily = tasks.find((task) => task.type === "daily")?._id ?? player.habit;
    const user = await call(base, player, "GET", "/user?userFields=auth");
    player.username = user.auth.local.username;
    player.address = `10.77.${players.indexOf(player) >> 8}.${players.indexOf(player) & 255}`;
  });
  const content = await fetch(`${base}/api/v4/content?sections=${CLIENT_SECTIONS}`);
  await content.arrayBuffer();
  return { players, contentEtag: content.headers.get("ETag") ?? "" };
}

/**
 * One player-day, in order. Each entry is [route name, request]; a request is a function of the
 * player's connection context. `setup` entries move the day on and are left out of the table.
 */
function playerDay(contentEtag) {
  const json = (body) => ({ "content-type": "application/json", body: JSON.stringify(body) });
  const as = (context, extra = {}) => ({ ...context.player.headers, ...extra });
  return [
    [
      "setup: the day ends (debug)",
      (context) => {
        const { "content-type": type, body } = json({ lastCron: new Date(Date.now() - DAY_MS).toISOString() });
        return { method: "POST", path: "/api/v4/debug/set-cron", headers: as(context, { "content-type": type }), body };
      },
    ],
    [
      "POST /user/auth/local/login",
      (context) => {
        const { "content-type": type, body } = json({ username: context.player.username, password: PASSWORD });
        // Each player signs in from their own address, as players do (the sign-in limit is per address).
        return {
          method: "POST",
          path: "/api/v4/user/auth/local/login",
          headers: { "content-type": type, "cf-connecting-ip": context.player.address },
          body,
        };
      },
    ],
    ["GET /user", (context) => ({ method: "GET", path: "/api/v4/user", headers: as(context) })],
    ["GET /tasks/user", (context) => ({ method: "GET", path: "/api/v4/tasks/user", headers: as(context) })],
    [
      "GET /content (304)",
      () => ({
        method: "GET",
        path: `/api/v4/content?sections=${CLIENT_SECTIONS}`,
        headers: { "if-none-match": contentEtag, "accept-encoding": "gzip" },
      }),
    ],
    ...[1, 2, 3].map((n) => [
      "POST /tasks/:id/score",
      (context) => ({
        method: "POST",
        path: `/api/v4/tasks/${n === 3 ? context.player.daily : context.player.habit}/score/up`,
        headers: as(context),
      }),
    ]),
    [
      "POST /tasks/user (to-do)",
      (context) => {
        const { "content-type": type, body } = json({ type: "todo", text: `Errand ${Date.now()}` });
        return { method: "POST", path: "/api/v4/tasks/user", headers: as(context, { "content-type": type }), body };
      },
    ],
    [
      "PUT /tasks/:id (edit)",
      (context) => {
        const { "content-type": type, body } = json({ text: "Errand, rewritten", notes: "by the load test" });
        return {
          method: "PUT",
          path: `/api/v4/tasks/${context.todo}`,
          headers: as(context, { "content-type": type }),
          body,
        };
      },
    ],
    [
      "POST /tasks/:id/score",
      (context) => ({ method: "POST", path: `/api/v4/tasks/${context.todo}/score/up`, headers: as(context) }),
    ],
    [
      "POST /groups/:id/chat",
      (context) => {
        const { "content-type": type, body } = json({ message: "Done for today, who is next?" });
        return {
          method: "POST",
          path: `/api/v4/groups/${context.player.partyId}/chat`,
          headers: as(context, { "content-type": type }),
          body,
        };
      },
    ],
    [
      "GET /groups/:id/chat",
      (context) => ({ method: "GET", path: `/api/v4/groups/${context.player.partyId}/chat`, headers: as(context) }),
    ],
  ];
}

/**
 * Plays `players` for `seconds` with `connections` of them in flight at once (one connection is
 * one player at a time). Answers autocannon's result and the latencies by route.
 */
async function play(base, players, contentEtag, { connections, seconds, sweep }) {
  const day = playerDay(contentEtag);
  const byRoute = new Map();
  const failures = new Map();
  let nextPlayer = 0;
  let playerDays = 0;
  const requests = day.map(([name, make], index) => ({
    setupRequest(request, context) {
      // Each connection is one player, for the whole run.
      if (!context.player) {
        context.player = players[nextPlayer % players.length];
        nextPlayer += 1;
      }
      context.started = performance.now();
      const made = make(context);
      return { ...request, ...made, headers: made.headers };
    },
    onResponse(status, body, context) {
      const ms = performance.now() - context.started;
      if (!name.startsWith("setup")) {
        if (!byRoute.has(name)) byRoute.set(name, []);
        byRoute.get(name).push(ms);
      }
      if (status >= 400) {
        failures.set(`${name} ${status}`, (failures.get(`${name} ${status}`) ?? 0) + 1);
      }
      if (name === "POST /tasks/user (to-do)" && status < 400) context.todo = JSON.parse(body).data._id;
      if (index === day.length - 1) playerDays += 1;
    },
  }));
  const sweeping = sweep
    ? setInterval(() => {
        fetch(`${base}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("*/15 * * * *")}`).catch(() => undefined);
      }, SWEEP_SECONDS * 1000)
    : undefined;
  try {
    const result = await autocannon({
      url: base,
      connections,
      duration: seconds,
      requests,
      timeout: 30,
      // Every body and header is made by setupRequest; nothing is pipelined.
      pipelining: 1,
      excludeErrorStats: false,
    });
    return { result, byRoute, failures, playerDays };
  } finally {
    if (sweeping) clearInterval(sweeping);
  }
}

function printTable(byRoute, seconds) {
  console.log(
    `${"route".padEnd(30)} ${"requests".padStart(8)} ${"req/s".padStart(7)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)}`,
  );
  for (const [name, values] of byRoute) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(
      `${name.padEnd(30)} ${String(sorted.length).padStart(8)} ${(sorted.length / seconds).toFixed(1).padStart(7)} ${percentile(sorted, 0.5).toFixed(0).padStart(8)} ${percentile(sorted, 0.99).toFixed(0).padStart(8)}`,
    );
  }
}

export default async function ({ base, root }) {
  const setupStarted = performance.now();
  const { players, contentEtag } = await setUp(base, PLAYERS);
  console.log(
    `load: ${players.length} players in parties of ${PARTY_SIZE} on a boss quest, set up in ${((performance.now() - setupStarted) / 1000).toFixed(0)} s`,
  );
  const bytesBefore = await databaseBytes(root);
  const seconds = Math.round(MINUTES * 60);
  const { result, byRoute, failures, playerDays } = await play(base, players, contentEtag, {
    connections: players.length,
    seconds,
    sweep: true,
  });
  const bytesAfter = await databaseBytes(root);
  console.log(
    `load: ${players.length} players for ${seconds} s, the sweep every ${SWEEP_SECONDS} s: ${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${playerDays} player-days`,
  );
  printTable(byRoute, seconds);
  const errors = [...failures].map(([what, count]) => `${what} ×${count}`).join(", ");
  const failed = [...failures.values()].reduce((sum, count) => sum + count, 0);
  console.log(
    `load: errors: ${failed} answers of 400 or more${errors ? ` (${errors})` : ""}, ${result.errors} connection errors, ${result.timeouts} timeouts`,
  );
  if (bytesBefore !== undefined && bytesAfter !== undefined && playerDays > 0)
    console.log(
      `load: database ${(bytesBefore / 1048576).toFixed(1)} → ${(bytesAfter / 1048576).toFixed(1)} MiB = ${((bytesAfter - bytesBefore) / playerDays / 1024).toFixed(1)} KiB per player-day`,
    );

  if (STEPS.length) {
    console.log("load: saturation (the same mix, no sweep, 20 s a step)");
    let best = 0;
    for (const connections of STEPS) {
      const step = await play(base, players, contentEtag, { connections, seconds: 20, sweep: false });
      const all = [...step.byRoute.values()].flat().sort((a, b) => a - b);
      const perSecond = step.result.requests.average;
      console.log(
        `  ${String(connections).padStart(3)} players in flight: ${perSecond.toFixed(0).padStart(5)} req/s, p50 ${percentile(all, 0.5).toFixed(0)} ms, p99 ${percentile(all, 0.99).toFixed(0)} ms, errors ${[...step.failures.values()].reduce((sum, count) => sum + count, 0)}${perSecond < best * 1.1 ? "  <- no longer grows: saturated" : ""}`,
      );
      best = Math.max(best, perSecond);
    }
  }
}

// The day-rollover sweep: players with 20 tasks each, all due, handed to the queue by the
// */15 trigger and rolled over by its consumer. Prints players per second and the cost per
// player against a plain guarded read and write of that player and their tasks.
// BENCH_SWEEP_USERS sets the number of players (default 10 000).
import { registerBenchUser } from "./load.mjs";

const USERS = Number(process.env.BENCH_SWEEP_USERS ?? 10_000);
const TASKS = 20;

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

export default async function ({ base }) {
  const headers = await registerBenchUser(base, `sweep${Date.now().toString(36)}`);
  const seedStarted = performance.now();
  for (let done = 0; done < USERS; done += 500) {
    await call(base, headers, "POST", "/debug/seed-users", {
      count: Math.min(500, USERS - done),
      tasksPerUser: TASKS,
      daysAgo: 1,
    });
  }
  console.log(
    `seeded ${USERS} players with ${TASKS} tasks each in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const baselineCount = Math.min(500, USERS);
  const rewrite = await call(base, headers, "POST", "/debug/rewrite-users", { limit: baselineCount });
  const rewritePerUser = rewrite.ms / rewrite.users;

  const due = (await call(base, headers, "GET", "/debug/due-count")).due;
  if (due < USERS) console.log(`warning: only ${due} of the ${USERS} seeded players are due`);
  await fetch(`${base}/api/v4/debug/d1-meter/reset`, { method: "POST" });
  const started = performance.now();
  await fetch(`${base}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("*/15 * * * *")}`);
  let left = due;
  const deadline = Date.now() + 20 * 60_000;
  // Polled often (one indexed count each time), so the figure is not rounded up to the poll.
  while (left > 1 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = (await call(base, headers, "GET", "/debug/due-count")).due;
  }
  const seconds = (performance.now() - started) / 1000;
  const rolled = due - left;
  const perUser = (seconds * 1000) / Math.max(1, rolled);
  console.log(
    `sweep: ${rolled} of ${due} due players rolled over in ${seconds.toFixed(1)} s = ${(rolled / seconds).toFixed(0)} players/s`,
  );
  // The sweep's D1 work as the server counted it. Reads through `first`/`raw` (the polls above,
  // the documents and tasks read) carry no row counts and are left out: these are its writes.
  const meter = (await (await fetch(`${base}/api/v4/debug/d1-meter`)).json()).data;
  if (meter.metering && rolled > 0)
    console.log(
      `D1 per player rolled over: ${((meter.statements - meter.unmetered) / rolled).toFixed(2)} write statements, ${(meter.rowsWritten / rolled).toFixed(1)} rows written`,
    );
  console.log(
    `cost per player: ${perUser.toFixed(1)} ms rollover vs ${rewritePerUser.toFixed(1)} ms plain read+write of player and tasks = ${(perUser / rewritePerUser).toFixed(2)}x`,
  );
}

// Runs the whole product locally: builds the client if needed, migrates a local D1 in the
// state folder, serves the Worker (API, rooms, client) with wrangler dev and fires the
// Cron Triggers on their schedules, since wrangler dev does not fire them by itself.
//   node scripts/serve-local.mjs [--port 8787] [--state .wrangler/state] [--fresh] [--build]
//                                [--api-rate-limit <requests per player per minute>] [--no-payments] [--d1-meter]
//                                [--push-allow-private] [--manual-sweep]
// --manual-sweep leaves the every-15-minutes rollover sweep to whoever asks for it (the
// benchmarks fire it themselves: a quarter hour passing mid-run would sweep their players early).
//                                [--original-api <base address> --original-client <x-client>]
// Purchases go through the payment simulator (PAYMENTS_SIMULATOR=true: granted for nothing, for a
// local server only); --no-payments serves as a deployment with no payment provider would.
//                                [--command <what the operator typed, for the busy-port message>]
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import {
  bin,
  buildClient,
  clientIsBuilt,
  ensureDependencies,
  ensureProjectNode,
  holdPort,
  log,
  projectEnv,
  root,
  runOrExit,
  start,
} from "./lib.mjs";

ensureDependencies();
ensureProjectNode();

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const port = Number(option("port", "8787"));
const state = resolve(root, option("state", ".wrangler/state"));
// Held from now until wrangler binds it, so that a second start is refused while this one builds.
const portHold = await holdPort(port, option("command", "npm start"));

if (args.includes("--fresh")) rmSync(state, { recursive: true, force: true });
if (args.includes("--build") || !clientIsBuilt()) buildClient();

log(`migrating the local database in ${state}…`);
// Non-interactive (CI), offline, and on the project's Node whatever started this script.
runOrExit(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], {
  env: { ...projectEnv(), CI: "true" },
});

await portHold.release();
const server = start(bin("wrangler"), [
  "dev",
  // The development entry: the deployed Worker plus the development routes (/api/v4/debug/*).
  "worker/index.dev.ts",
  "--port",
  String(port),
  "--ip",
  "127.0.0.1",
  "--persist-to",
  state,
  "--test-scheduled",
  "--show-interactive-dev-session=false",
  // A gentler login limit for testing.
  "--var",
  "AUTH_RATE_LIMIT_MAX:120",
  // New local players may talk in the tavern at once (deployments make them wait; see README).
  "--var",
  "CHAT_MIN_ACCOUNT_AGE_MINUTES:0",
  // Mail goes to the outbox in D1 (printed here, listed by GET /api/v4/debug/outbox).
  "--var",
  "MAIL_OUTBOX:true",
  // Purchases through the payment simulator: never set in wrangler.toml, which is what deploys.
  ...(args.includes("--no-payments") ? [] : ["--var", "PAYMENTS_SIMULATOR:true"]),
  // Benchmarks send thousands of requests as one player: they lift the player's quota.
  ...(option("api-rate-limit") ? ["--var", `API_RATE_LIMIT_MAX:${Number(option("api-rate-limit"))}`] : []),
  // The verified import reads the original game here (a browser test serves a stand-in of its API).
  ...(option("original-api") ? ["--var", `ORIGINAL_API_BASE:${option("original-api")}`] : []),
  ...(option("original-client") ? ["--var", `ORIGINAL_API_CLIENT:${option("original-client")}`] : []),
  // Measurements: the rows D1 reads and writes, at GET /api/v4/debug/d1-meter.
  ...(args.includes("--d1-meter") ? ["--var", "D1_METER:true"] : []),
  // Push services on this machine (the reminder benchmark runs one): plain http and private hosts.
  ...(args.includes("--push-allow-private") ? ["--var", "PUSH_ALLOW_PRIVATE:true"] : []),
]);

/** Fires each cron once in every minute the wall clock matches it, within a second of the minute's start. */
const crons = [
  { cron: "* * * * *", matches: () => true },
  { cron: "*/15 * * * *", matches: (d) => d.getUTCMinutes() % 15 === 0 && !args.includes("--manual-sweep") },
  { cron: "5 0 * * *", matches: (d) => d.getUTCHours() === 0 && d.getUTCMinutes() === 5 },
];
// The minute the server starts in is left out: its Worker is not listening yet.
let lastMinute = Math.floor(Date.now() / 60_000);
const timer = setInterval(() => {
  const now = new Date();
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute === lastMinute) return;
  lastMinute = minute;
  for (const { cron, matches } of crons) {
    if (!matches(now)) continue;
    // The minute's start, as the deployed trigger names it: reminders ring at that minute.
    const time = minute * 60_000;
    fetch(`http://127.0.0.1:${port}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(cron)}&time=${time}`).catch(
      (error) => log(`cron ${cron} failed: ${error.message}`),
    );
  }
}, 1000);

log(`Habitforge is starting at http://localhost:${port}`);
const stop = () => {
  clearInterval(timer);
  server.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => {
  clearInterval(timer);
  process.exit(code ?? 0);
});

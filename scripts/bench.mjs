// `npm run bench`: runs every benchmark in tests/bench against one local server and prints
// the figures. Each is measured against GET /status in the same run, so ratios are comparable
// across machines; nothing here asserts a time.
// Its server listens on 8790, or on `PORT=… npm run bench` / `npm run bench -- --port …`;
// `npm run bench -- player-day sweep` runs only the benchmarks whose file names hold those words.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import {
  bin,
  buildClient,
  ensureDependencies,
  ensureProjectNode,
  log,
  portOrExit,
  root,
  start,
  waitForServer,
} from "./lib.mjs";

// Before anything is installed or built: a busy port is said at once.
const port = await portOrExit("npm run bench", 8790);
ensureDependencies();
ensureProjectNode();

const base = `http://127.0.0.1:${port}`;
// The words of the command line that are not options (nor an option's value).
const argv = process.argv.slice(2);
const wanted = argv.filter((arg, index) => !arg.startsWith("--") && argv[index - 1] !== "--port");
buildClient();
// One bench player sends thousands of requests a minute: far over the quota a real player has.
const server = start(
  bin("node"),
  [
    "scripts/serve-local.mjs",
    "--port",
    String(port),
    "--state",
    ".wrangler/bench",
    "--fresh",
    "--api-rate-limit",
    "100000000",
    "--d1-meter",
    // The reminder benchmark's push service listens on this machine.
    "--push-allow-private",
    // The sweep runs when a benchmark fires it, never because a quarter hour passed mid-run.
    "--manual-sweep",
    "--command",
    "npm run bench",
  ],
  { stdio: "ignore" },
);
try {
  await waitForServer(`${base}/api/v4/status`);
  // Each measure also counts the processor time of the server's processes (tests/bench/load.mjs).
  const { setServerProcess } = await import(join(root, "tests", "bench", "load.mjs"));
  setServerProcess(server.pid);
  const benches = readdirSync(join(root, "tests", "bench"))
    .filter((file) => file.endsWith(".bench.mjs"))
    .filter((file) => wanted.length === 0 || wanted.some((word) => file.includes(word)))
    .sort();
  for (const file of benches) {
    log(`bench ${file}`);
    const bench = await import(join(root, "tests", "bench", file));
    await bench.default({ base, root });
  }
} finally {
  server.kill("SIGTERM");
}

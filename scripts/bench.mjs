// `npm run bench`: runs every benchmark in tests/bench against one local server and prints
// the figures. Each is measured against GET /status in the same run, so ratios are comparable
// across machines; nothing here asserts a time.
// Its server listens on 8790, or on `PORT=… npm run bench` / `npm run bench -- --port …`.
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
  ],
  { stdio: "ignore" },
);
try {
  await waitForServer(`${base}/api/v4/status`);
  const benches = readdirSync(join(root, "tests", "bench"))
    .filter((file) => file.endsWith(".bench.mjs"))
    .sort();
  for (const file of benches) {
    log(`bench ${file}`);
    const bench = await import(join(root, "tests", "bench", file));
    await bench.default({ base, root });
  }
} finally {
  server.kill("SIGTERM");
}

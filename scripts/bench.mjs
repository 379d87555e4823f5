// `npm run bench`: runs every benchmark in tests/bench against one local server and prints
// the figures. Each is measured against GET /status in the same run, so ratios are comparable
// across machines; nothing here asserts a time. `npm run bench -- <name>…` runs only the
// benchmarks whose file names contain one of the names; BENCH_PORT moves the local server.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { bin, ensureDependencies, ensureProjectNode, log, root, start, waitForServer, buildClient } from "./lib.mjs";

ensureDependencies();
ensureProjectNode();

const port = Number(process.env.BENCH_PORT ?? 8790);
const only = process.argv.slice(2);
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
    .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
    .sort();
  for (const file of benches) {
    log(`bench ${file}`);
    const bench = await import(join(root, "tests", "bench", file));
    await bench.default({ base, root });
  }
} finally {
  server.kill("SIGTERM");
}

// `npm run deploy`: applies D1 migrations to the remote database, then deploys the Worker.
// `npm run deploy -- --dry-run`: builds the client and bundles the Worker offline, deploying nothing.
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { bin, buildClient, ensureDependencies, ensureProjectNode, log, root, runOrExit } from "./lib.mjs";

ensureDependencies();
ensureProjectNode();

const dryRun = process.argv.includes("--dry-run");
const outdir = join(root, "dist", "worker");
if (!existsSync(join(root, "dist", "client", "index.html"))) buildClient();

if (dryRun) {
  runOrExit(bin("wrangler"), ["deploy", "--dry-run", "--outdir", outdir]);
  const bundle = join(outdir, "index.js");
  if (!existsSync(bundle)) {
    log("the dry run produced no Worker bundle");
    process.exit(1);
  }
  log(`dry run ok: Worker bundle ${(statSync(bundle).size / 1024).toFixed(0)} KiB in dist/worker (nothing was deployed)`);
} else {
  buildClient();
  log("applying D1 migrations to the remote database…");
  runOrExit(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--remote"]);
  log("deploying the Worker…");
  runOrExit(bin("wrangler"), ["deploy"]);
}

// `npm run deploy`: applies D1 migrations to the remote database, then deploys the Worker.
// `npm run deploy -- --dry-run`: builds the client and bundles the Worker offline, deploying nothing.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { developmentRouteMarkersIn } from "./bundle-check.mjs";
import { bin, buildClient, ensureDependencies, ensureProjectNode, log, root, runOrExit } from "./lib.mjs";

ensureDependencies();
ensureProjectNode();

const dryRun = process.argv.includes("--dry-run");
const outdir = join(root, "dist", "worker");
if (!existsSync(join(root, "dist", "client", "index.html"))) buildClient();

/** Bundles the Worker offline into dist/worker and refuses a bundle carrying development routes. */
function checkedBundle() {
  runOrExit(bin("wrangler"), ["deploy", "--dry-run", "--outdir", outdir]);
  const bundle = join(outdir, "index.js");
  if (!existsSync(bundle)) {
    log("the dry run produced no Worker bundle");
    process.exit(1);
  }
  const markers = developmentRouteMarkersIn(readFileSync(bundle, "utf8"));
  if (markers.length) {
    log(
      `the Worker bundle carries development route code (${markers.join(", ")}): wrangler.toml's main must be worker/index.ts`,
    );
    process.exit(1);
  }
  return bundle;
}

if (dryRun) {
  const bundle = checkedBundle();
  log(
    `dry run ok: Worker bundle ${(statSync(bundle).size / 1024).toFixed(0)} KiB in dist/worker, no development routes (nothing was deployed)`,
  );
} else {
  buildClient();
  checkedBundle();
  log("applying D1 migrations to the remote database…");
  runOrExit(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--remote"]);
  log("deploying the Worker…");
  runOrExit(bin("wrangler"), ["deploy"]);
}

// Shared by the project's scripts. Runs on any Node >= 18 so that `npm start` and `npm test`
// work on a fresh clone before dependencies (and Node 22 from the `node` package) exist.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const bin = (name) => join(root, "node_modules", ".bin", name);

/** Wrangler stays offline: no metrics, no error reports, no request.cf lookups. */
export const offlineEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  PATH: `${join(root, "node_modules", ".bin")}:${process.env.PATH}`,
};

export function log(message) {
  process.stdout.write(`\x1b[36m[habitforge]\x1b[0m ${message}\n`);
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = join(root, "node_modules", ".package-lock.json");
  const lock = join(root, "package-lock.json");
  const stale =
    !existsSync(marker) ||
    !existsSync(bin("node")) ||
    (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!stale) return;
  // `npm install` rather than `npm ci`: the lockfile cannot list the other platforms' optional
  // runtime binaries when the registry in use does not serve them, and `npm ci` then refuses.
  log("installing dependencies (npm install)…");
  const result = spawnSync("npm", ["install", "--no-audit", "--no-fund"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Re-runs the current script on the project's Node 22 when started by an older Node. */
export function ensureProjectNode() {
  const major = Number(process.versions.node.split(".")[0]);
  if (major >= 22) return;
  const result = spawnSync(bin("node"), process.argv.slice(1), { stdio: "inherit", env: offlineEnv });
  process.exit(result.status ?? 1);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: offlineEnv, ...options });
  return result.status ?? 1;
}

export function runOrExit(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) process.exit(status);
}

export function start(command, args, options = {}) {
  return spawn(command, args, { cwd: root, stdio: "inherit", env: offlineEnv, ...options });
}

export function clientIsBuilt() {
  return existsSync(join(root, "dist", "client", "index.html"));
}

export function buildClient() {
  log("building the client (vite build)…");
  runOrExit(bin("vite"), ["build", "--logLevel", "warn"]);
}

export function packageVersion() {
  return JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version;
}

export async function waitForServer(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${url} did not come up within ${timeoutMs / 1000}s`);
}

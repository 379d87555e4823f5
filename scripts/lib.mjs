// Shared by the project's scripts. Runs on any Node >= 18 so that `npm start` and `npm test`
// work on a fresh clone before dependencies (and Node 22 from the `node` package) exist.
import { spawn, spawnSync } from "node:child_process";
import { createHash, createHmac } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const bin = (name) => join(root, "node_modules", ".bin", name);

/** The wrangler the scripts run: the project's, or WRANGLER_BIN (the tests' stand-in for Cloudflare). */
export const wranglerBin = () => process.env.WRANGLER_BIN || bin("wrangler");

/** Wrangler stays offline: no metrics, no error reports, no request.cf lookups. */
export const offlineSettings = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

/** The environment of the commands the scripts run: this one, offline, the project's tools first. */
export const projectEnv = () => ({
  ...process.env,
  ...offlineSettings,
  PATH: `${join(root, "node_modules", ".bin")}:${process.env.PATH}`,
});

export const offlineEnv = projectEnv();

export function log(message) {
  process.stdout.write(`\x1b[36m[habitforge]\x1b[0m ${message}\n`);
}

/**
 * Installs dependencies when node_modules is missing or older than the lockfile, with `npm ci`:
 * exactly what the committed lockfile says, which it never rewrites (an `npm install` by another
 * npm version could, leaving a fresh clone with changed tracked files). Answers whether it installed.
 */
export function ensureDependencies() {
  const marker = join(root, "node_modules", ".package-lock.json");
  const lock = join(root, "package-lock.json");
  const stale =
    !existsSync(marker) ||
    !existsSync(bin("node")) ||
    (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!stale) return false;
  log("installing dependencies (npm ci)…");
  const result = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    log(
      "npm ci failed. If package.json changed without package-lock.json, run `npm install` (npm 11 or later) and commit the lockfile.",
    );
    process.exit(result.status ?? 1);
  }
  return true;
}

/** `git status` of the package files, to show that installing changed no tracked file. */
export function packageFilesStatus() {
  const result = spawnSync(
    "git",
    ["status", "--porcelain", "--untracked-files=no", "--", "package.json", "package-lock.json"],
    { cwd: root, encoding: "utf8" },
  );
  return result.status === 0 ? result.stdout : "(not a git checkout)";
}

/** Re-runs the current script on the project's Node 22 when started by an older Node. */
export function ensureProjectNode() {
  const major = Number(process.versions.node.split(".")[0]);
  if (major >= 22) return;
  const result = spawnSync(bin("node"), process.argv.slice(1), { stdio: "inherit", env: projectEnv() });
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

/** A command line or environment that names no usable port. */
export class PortError extends Error {}

/**
 * The port a command was asked to listen on: `--port N` or `--port=N` on its command line,
 * else the PORT environment variable, else `fallback`.
 */
export function requestedPort(argv, env, fallback) {
  let text;
  let from = "PORT";
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === "--port") {
      text = argv[index + 1];
      from = "--port";
      if (text === undefined || text.startsWith("--"))
        throw new PortError("--port needs a port number, e.g. --port 8788.");
    } else if (arg.startsWith("--port=")) {
      text = arg.slice("--port=".length);
      from = "--port";
    }
  }
  if (text === undefined && env.PORT !== undefined && env.PORT !== "") text = env.PORT;
  if (text === undefined) return fallback;
  const port = /^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  if (!(port >= 1 && port <= 65535))
    throw new PortError(`${from} ${JSON.stringify(text)} is not a port: use a whole number from 1 to 65535.`);
  return port;
}

/** Whether something already listens on `port` at the address the local server uses. */
export function portInUse(port, host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error) => {
      if (error.code === "EADDRINUSE" || error.code === "EACCES") resolve(true);
      else reject(error);
    });
    probe.once("listening", () => probe.close(() => resolve(false)));
    probe.listen(port, host);
  });
}

/**
 * Takes `port` for the command starting up: a second start on the same port is told at once
 * that it is busy, even while this one still builds. Resolves with a `release()` to call just
 * before the server itself binds the port; exits as portOrExit does when the port is taken.
 */
export async function holdPort(port, command) {
  const holder = createServer();
  const taken = await new Promise((resolve, reject) => {
    holder.once("error", (error) =>
      error.code === "EADDRINUSE" || error.code === "EACCES" ? resolve(true) : reject(error),
    );
    holder.once("listening", () => resolve(false));
    holder.listen(port, "127.0.0.1");
  });
  if (taken) {
    await busyPortExit(port, command);
  }
  holder.unref();
  return { release: () => new Promise((resolve) => holder.close(() => resolve())) };
}

async function busyPortExit(port, command) {
  const free = await nextFreePort(port);
  log(
    `port ${port} is already in use (another \`${command}\`, or another program). Pick another port: PORT=${free} ${command}   or   ${command} -- --port ${free}`,
  );
  process.exit(1);
}

/** The first port after `port` that nothing listens on (for the hint of a busy port). */
export async function nextFreePort(port) {
  for (let candidate = port + 1; candidate <= Math.min(65535, port + 50); candidate++)
    if (!(await portInUse(candidate))) return candidate;
  return port + 1;
}

/**
 * The port `command` (e.g. "npm start") should listen on, checked at once: a bad value or a
 * port something else holds ends the command here, before anything is installed or built,
 * with the ways to pick another.
 */
export async function portOrExit(command, fallback, argv = process.argv.slice(2), env = process.env) {
  let port;
  try {
    port = requestedPort(argv, env, fallback);
  } catch (error) {
    if (!(error instanceof PortError)) throw error;
    log(error.message);
    process.exit(2);
  }
  if (await portInUse(port)) await busyPortExit(port, command);
  return port;
}

/** The `database_id` of the D1 database in wrangler.toml (the project has one). */
export function d1DatabaseId(config = readFileSync(join(root, "wrangler.toml"), "utf8")) {
  const block = config.split(/^\[\[d1_databases\]\]\s*$/m)[1] ?? "";
  const id = block.split(/^\[/m)[0].match(/^\s*database_id\s*=\s*"([^"]+)"/m)?.[1];
  if (!id) throw new Error("wrangler.toml names no database_id under [[d1_databases]]");
  return id;
}

/**
 * The SQLite file that holds the local D1 database in a state folder (`--persist-to`):
 * miniflare keeps it as a Durable Object whose id workerd derives from the database id.
 */
export function localD1File(state, databaseId = d1DatabaseId()) {
  const namespace = "miniflare-D1DatabaseObject";
  const key = createHash("sha256").update(namespace).digest();
  const name = createHmac("sha256", key).update(databaseId).digest().subarray(0, 16);
  const check = createHmac("sha256", key).update(name).digest().subarray(0, 16);
  return join(state, "v3", "d1", namespace, `${Buffer.concat([name, check]).toString("hex")}.sqlite`);
}

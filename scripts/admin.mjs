// `npm run admin`: the operator's way to make the first staff member, since a deployed server
// has no development routes. Works on the local D1 that `npm start` uses, or with --remote on
// the deployed database through wrangler (after `wrangler login`). On a local database that is
// migrated already it reads and writes the SQLite file directly, so it answers at once; a state
// folder that holds no database is refused rather than made anew.
//   npm run admin -- grant <username> <privilege> [--remote] [--state <folder>]
//   npm run admin -- revoke <username> <privilege> [--remote] [--state <folder>]
//   npm run admin -- list [--remote] [--state <folder>]
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDependencies, ensureProjectNode, localD1File, offlineEnv, root, wranglerBin } from "./lib.mjs";

/** STAFF_PRIVILEGES of content/data/constants.ts (a unit test keeps the two lists equal). */
export const PRIVILEGES = [
  "fullAccess",
  "userSupport",
  "accessControl",
  "groupSupport",
  "challengeAdmin",
  "moderator",
  "news",
  "coupons",
];

/** Who the audit log names for changes made from the command line. */
export const OPERATOR = { id: "operator", name: "operator (command line)" };

const USAGE = `Usage:
  npm run admin -- grant <username> <privilege> [--remote] [--state <folder>]
  npm run admin -- revoke <username> <privilege> [--remote] [--state <folder>]
  npm run admin -- list [--remote] [--state <folder>]

Privileges: ${PRIVILEGES.join(", ")}.
Without --remote the local database of \`npm start\` (.wrangler/state) is changed, or the one
in the --state folder given (it must hold a database \`npm start\` made); with --remote the
deployed database (run \`npx wrangler login\` first).`;

export class UsageError extends Error {}

/**
 * The command line as a request, or a UsageError saying what is wrong. Usernames are limited
 * to the characters usernames may have, which also keeps them safe inside the SQL below.
 */
export function parseArgs(argv) {
  const args = [...argv];
  const options = { remote: false, state: ".wrangler/state" };
  const words = [];
  while (args.length) {
    const arg = args.shift();
    if (arg === "--remote") options.remote = true;
    else if (arg === "--state") {
      const folder = args.shift();
      if (!folder) throw new UsageError("--state needs a folder.");
      options.state = folder;
    } else if (arg === "--help" || arg === "-h") throw new UsageError("");
    else if (arg.startsWith("--")) throw new UsageError(`Unknown option ${arg}.`);
    else words.push(arg);
  }
  if (options.remote && argv.includes("--state")) throw new UsageError("--state is for the local database only.");
  const [command, username, privilege, ...rest] = words;
  if (command === "list") {
    if (username !== undefined) throw new UsageError("list takes no other words.");
    return { command, ...options };
  }
  if (command !== "grant" && command !== "revoke") throw new UsageError(command ? `Unknown command ${command}.` : "");
  if (!username) throw new UsageError(`${command} needs a username.`);
  if (!/^[A-Za-z0-9_-]{1,20}$/.test(username))
    throw new UsageError(
      `"${username}" cannot be a username: usernames are 1 to 20 letters, digits, hyphens or underscores.`,
    );
  if (!privilege) throw new UsageError(`${command} needs a privilege: ${PRIVILEGES.join(", ")}.`);
  if (!PRIVILEGES.includes(privilege))
    throw new UsageError(`Unknown privilege ${privilege}. Use one of ${PRIVILEGES.join(", ")}.`);
  if (rest.length) throw new UsageError(`Unexpected ${rest.join(" ")}.`);
  return { command, username: username.toLowerCase(), privilege, ...options };
}

/**
 * One change as SQL: the audit entry (with the value before) and the guarded update that bumps
 * the player's version, so a request writing the same player at that moment starts again.
 */
export function privilegeSql({ username, privilege, grant }, now = new Date()) {
  const value = grant ? "true" : "false";
  const path = `$.permissions.${privilege}`;
  const who = `username_lower = '${username}'`;
  return [
    `INSERT INTO audit_log (at, actor_id, actor_name, target_type, target_id, action, changes)
      SELECT '${now.toISOString()}', '${OPERATOR.id}', '${OPERATOR.name}', 'user', id, '${grant ? "grantPrivilege" : "revokePrivilege"}',
        json_array(json_object('path', 'permissions.${privilege}', 'old', json(misc -> '${path}'), 'new', json('${value}')))
      FROM users WHERE ${who};`,
    `UPDATE users SET
        misc = json_set(misc, '$.permissions', json_patch(coalesce(misc -> '$.permissions', '{}'), '{"${privilege}":${value}}')),
        version = version + 1
      WHERE ${who}
      RETURNING id, username, misc -> '$.permissions' AS permissions;`,
  ].join("\n");
}

export const LIST_SQL = `SELECT id, username, misc -> '$.permissions' AS permissions FROM users
  WHERE EXISTS (SELECT 1 FROM json_each(users.misc, '$.permissions') WHERE json_each.value = 1)
  ORDER BY username_lower;`;

/** The rows of the last statement in wrangler's --json answer. */
export function lastResults(output) {
  const parsed = JSON.parse(output);
  const answers = Array.isArray(parsed) ? parsed : [parsed];
  const last = answers[answers.length - 1];
  return last?.results ?? [];
}

function heldPrivileges(json) {
  const permissions = typeof json === "string" ? JSON.parse(json) : (json ?? {});
  return Object.entries(permissions)
    .filter(([, held]) => held === true)
    .map(([name]) => name);
}

function runWrangler(args) {
  const result = spawnSync(wranglerBin(), args, {
    cwd: root,
    env: offlineEnv,
    encoding: "utf8",
    maxBuffer: 32 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    throw new Error(`wrangler ${args.slice(0, 3).join(" ")} failed`);
  }
  return result.stdout;
}

/** The names of the migrations in db/migrations, in order. */
function migrationNames() {
  return readdirSync(join(root, "db", "migrations"))
    .filter((name) => name.endsWith(".sql"))
    .sort();
}

/**
 * The local database of a state folder, opened directly, when every migration is applied to it;
 * undefined when migrations are still to be applied (by wrangler, as `npm start` does).
 */
async function openMigrated(file) {
  // node:sqlite says it is experimental each time it loads; that is not the operator's business.
  const emitWarning = process.emitWarning;
  process.emitWarning = (warning, ...rest) => {
    const type = typeof rest[0] === "string" ? rest[0] : rest[0]?.type;
    if (type !== "ExperimentalWarning") emitWarning.call(process, warning, ...rest);
  };
  const { DatabaseSync } = await import("node:sqlite").finally(() => {
    process.emitWarning = emitWarning;
  });
  const db = new DatabaseSync(file);
  // A running `npm start` may be writing the same file: wait for its lock rather than fail.
  db.exec("PRAGMA busy_timeout = 10000");
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'd1_migrations'").get();
  const applied = new Set(
    table
      ? db
          .prepare("SELECT name FROM d1_migrations")
          .all()
          .map((row) => row.name)
      : [],
  );
  if (migrationNames().every((name) => applied.has(name))) return db;
  db.close();
  return undefined;
}

/** Runs the request's SQL on its database; returns the rows of the last statement. */
async function execute(request, sql) {
  if (request.remote) return lastResults(runWrangler(["d1", "execute", "DB", "--remote", "--json", "--command", sql]));
  const state = resolve(root, request.state);
  let db = await openMigrated(request.file);
  if (!db) {
    process.stdout.write(`Applying new migrations to the local database in ${request.state}…\n`);
    runWrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
    db = await openMigrated(request.file);
    if (!db) throw new Error(`the migrations could not be applied to ${request.file}`);
  }
  try {
    const statements = sql
      .split(/;\n/)
      .map((statement) => statement.trim())
      .filter(Boolean);
    let rows = [];
    db.exec("BEGIN IMMEDIATE");
    try {
      for (const statement of statements) rows = db.prepare(statement).all();
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
    return rows;
  } finally {
    db.close();
  }
}

/**
 * The local database file a request works on, or a UsageError when its state folder holds none:
 * a mistyped folder must not become a new, empty database.
 */
export function localDatabaseOf(state) {
  const folder = resolve(root, state);
  const file = localD1File(folder);
  if (existsSync(file)) return file;
  const why = existsSync(folder) ? `The folder ${state} holds no local database` : `There is no folder ${state}`;
  throw new UsageError(
    `${why}. Run \`npm start\` once to make the local database (in .wrangler/state), or give --state the folder it uses.`,
  );
}

async function main(argv) {
  let request;
  try {
    request = parseArgs(argv);
    if (!request.remote) request.file = localDatabaseOf(request.state);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.message) process.stderr.write(`${error.message}\n\n`);
    process.stderr.write(`${USAGE}\n`);
    return error.message ? 2 : 0;
  }
  const place = request.remote ? "the deployed database" : `the local database in ${request.state}`;
  if (request.command === "list") {
    const rows = await execute(request, LIST_SQL);
    if (rows.length === 0) process.stdout.write(`Nobody holds a privilege in ${place}.\n`);
    for (const row of rows)
      process.stdout.write(`@${row.username} (${row.id}): ${heldPrivileges(row.permissions).join(", ")}\n`);
    return 0;
  }
  const grant = request.command === "grant";
  const rows = await execute(
    request,
    privilegeSql({ username: request.username, privilege: request.privilege, grant }),
  );
  if (rows.length === 0) {
    process.stderr.write(`There is no player named ${request.username} in ${place}.\n`);
    return 1;
  }
  const [row] = rows;
  const held = heldPrivileges(row.permissions);
  process.stdout.write(
    `${grant ? "Granted" : "Revoked"} ${request.privilege} ${grant ? "to" : "from"} @${row.username} (${row.id}) in ${place}.\n`,
  );
  process.stdout.write(`@${row.username} now holds: ${held.length ? held.join(", ") : "no privileges"}.\n`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureDependencies();
  ensureProjectNode();
  try {
    process.exit(await main(process.argv.slice(2)));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

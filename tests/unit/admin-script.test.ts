/**
 * `npm run admin`: its arguments, its SQL on a real SQLite database migrated like D1, and one
 * real run through wrangler against a local D1 folder.
 */
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { LIST_SQL, parseArgs, privilegeSql, PRIVILEGES, UsageError } from "../../scripts/admin.mjs";
import { STAFF_PRIVILEGES } from "../../content/data/constants";
import { localD1File } from "../../scripts/lib.mjs";

const root = join(__dirname, "..", "..");

function migratedDatabase(): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  const folder = join(root, "db", "migrations");
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith(".sql"))
    .sort()) {
    for (const statement of readFileSync(join(folder, file), "utf8").split("--> statement-breakpoint"))
      if (statement.trim()) db.exec(statement);
  }
  return db;
}

function addPlayer(db: DatabaseSync, username: string, misc: Record<string, unknown> = { permissions: {} }) {
  const id = crypto.randomUUID();
  db.prepare(
    `INSERT INTO users (id, username, username_lower, email, password_hash, api_token, last_cron, next_cron_at, version, created_at, stats, items, preferences, flags, achievements, purchased, profile, party, inbox, notifications, misc)
     VALUES (?, ?, ?, ?, 'x', 'token', '2024-01-01T00:00:00.000Z', 0, 1, '2024-01-01T00:00:00.000Z', '{}', '{}', '{}', '{}', '{}', '{}', '{}', '{}', '{}', '[]', ?)`,
  ).run(id, username, username.toLowerCase(), `${username.toLowerCase()}@example.com`, JSON.stringify(misc));
  return id;
}

describe("npm run admin: arguments", () => {
  it("reads grant, revoke and list with their options", () => {
    expect(parseArgs(["grant", "FirstOp", "fullAccess"])).toEqual({
      command: "grant",
      username: "firstop",
      privilege: "fullAccess",
      remote: false,
      state: ".wrangler/state",
    });
    expect(parseArgs(["revoke", "a_b-c", "moderator", "--remote"])).toMatchObject({
      command: "revoke",
      username: "a_b-c",
      privilege: "moderator",
      remote: true,
    });
    expect(parseArgs(["list", "--state", "/tmp/d1"])).toEqual({ command: "list", remote: false, state: "/tmp/d1" });
  });

  it("refuses what it cannot do safely, with a reason", () => {
    const reason = (argv: string[]) => {
      try {
        parseArgs(argv);
      } catch (error) {
        expect(error).toBeInstanceOf(UsageError);
        return (error as Error).message;
      }
      throw new Error(`accepted ${argv.join(" ")}`);
    };
    expect(reason(["grant", "x'; DROP TABLE users; --", "fullAccess"])).toMatch(/cannot be a username/);
    expect(reason(["grant", "someone", "godMode"])).toMatch(/Unknown privilege godMode/);
    expect(reason(["grant", "someone"])).toMatch(/needs a privilege/);
    expect(reason(["promote", "someone", "fullAccess"])).toMatch(/Unknown command promote/);
    expect(reason(["grant", "someone", "fullAccess", "--remote", "--state", "x"])).toMatch(/local database only/);
    expect(reason(["list", "--everything"])).toMatch(/Unknown option/);
    expect(reason([])).toBe("");
  });

  it("knows the same privileges as the server", () => {
    expect(PRIVILEGES).toEqual([...STAFF_PRIVILEGES]);
  });
});

describe("npm run admin: its SQL", () => {
  it("grants and revokes one privilege, bumps the version and writes the audit log", () => {
    const db = migratedDatabase();
    const id = addPlayer(db, "FirstOp", { permissions: { moderator: true }, auth: { blocked: false } });
    const other = addPlayer(db, "Bystander");
    const [audit, update] = privilegeSql(
      { username: "firstop", privilege: "fullAccess", grant: true },
      new Date("2025-01-02T03:04:05.000Z"),
    ).split(";\n");
    db.exec(audit);
    const rows = db.prepare(update).all() as { id: string; username: string; permissions: string }[];
    expect(rows).toEqual([
      { id, username: "FirstOp", permissions: JSON.stringify({ moderator: true, fullAccess: true }) },
    ]);
    const user = db.prepare("SELECT misc, version FROM users WHERE id = ?").get(id) as {
      misc: string;
      version: number;
    };
    expect(JSON.parse(user.misc)).toEqual({
      permissions: { moderator: true, fullAccess: true },
      auth: { blocked: false },
    });
    expect(user.version).toBe(2);
    expect(
      (db.prepare("SELECT version, misc FROM users WHERE id = ?").get(other) as { version: number; misc: string })
        .version,
    ).toBe(1);
    const entries = db.prepare("SELECT * FROM audit_log").all() as Record<string, string>[];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      at: "2025-01-02T03:04:05.000Z",
      actor_id: "operator",
      target_type: "user",
      target_id: id,
      action: "grantPrivilege",
    });
    expect(JSON.parse(entries[0].changes)).toEqual([{ path: "permissions.fullAccess", old: null, new: true }]);

    for (const statement of privilegeSql({ username: "firstop", privilege: "fullAccess", grant: false }).split(";\n"))
      db.exec(statement);
    expect(
      JSON.parse((db.prepare("SELECT misc FROM users WHERE id = ?").get(id) as { misc: string }).misc).permissions,
    ).toEqual({ moderator: true, fullAccess: false });
    const revoked = db.prepare("SELECT changes FROM audit_log ORDER BY id DESC LIMIT 1").get() as { changes: string };
    expect(JSON.parse(revoked.changes)).toEqual([{ path: "permissions.fullAccess", old: true, new: false }]);
    expect((db.prepare(LIST_SQL).all() as { username: string }[]).map((row) => row.username)).toEqual(["FirstOp"]);
  });

  it("gives a player without a permissions object their first privilege, and touches nobody for an unknown name", () => {
    const db = migratedDatabase();
    const id = addPlayer(db, "Fresh", {});
    for (const statement of privilegeSql({ username: "fresh", privilege: "userSupport", grant: true }).split(";\n"))
      db.exec(statement);
    expect(JSON.parse((db.prepare("SELECT misc FROM users WHERE id = ?").get(id) as { misc: string }).misc)).toEqual({
      permissions: { userSupport: true },
    });
    const update = privilegeSql({ username: "nobody", privilege: "userSupport", grant: true }).split(";\n")[1];
    expect(db.prepare(update).all()).toEqual([]);
  });
});

describe("npm run admin: on a local database", () => {
  const env = {
    ...process.env,
    WRANGLER_SEND_METRICS: "false",
    WRANGLER_SEND_ERROR_REPORTS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    CI: "true",
    PATH: `${join(root, "node_modules", ".bin")}:${process.env.PATH}`,
  };
  const scratch = mkdtempSync(join(tmpdir(), "habitforge-admin-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const wrangler = (...args: string[]) =>
    spawnSync(join(root, "node_modules", ".bin", "wrangler"), args, { cwd: root, env, encoding: "utf8" });
  /** A stand-in for wrangler that writes down each call, then runs the real one (or refuses). */
  function recordingWrangler(refuse: boolean) {
    const calls = join(scratch, `calls-${refuse}.txt`);
    const script = join(scratch, `wrangler-${refuse}.mjs`);
    writeFileSync(
      script,
      `#!/usr/bin/env node
import { appendFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
appendFileSync(${JSON.stringify(calls)}, process.argv.slice(2).join(" ") + "\\n");
if (${refuse}) { process.stderr.write("wrangler was called\\n"); process.exit(99); }
const real = spawnSync(${JSON.stringify(join(root, "node_modules", ".bin", "wrangler"))}, process.argv.slice(2), { stdio: "inherit" });
process.exit(real.status ?? 1);
`,
    );
    chmodSync(script, 0o755);
    return { script, calls: () => (existsSync(calls) ? readFileSync(calls, "utf8").trim().split("\n") : []) };
  }
  const admin = (state: string, wranglerBin: string, ...args: string[]) => {
    const started = Date.now();
    const result = spawnSync(
      join(root, "node_modules", ".bin", "node"),
      [join(root, "scripts", "admin.mjs"), ...args, "--state", state],
      { cwd: root, env: { ...env, WRANGLER_BIN: wranglerBin }, encoding: "utf8" },
    );
    return { ...result, ms: Date.now() - started };
  };
  const insert = `INSERT INTO users (id, username, username_lower, email, password_hash, api_token, last_cron, next_cron_at, version, created_at, stats, items, preferences, flags, achievements, purchased, profile, party, inbox, notifications, misc)
    VALUES ('11111111-1111-4111-8111-111111111111', 'FirstOp', 'firstop', 'firstop@example.com', 'x', 'token', '2024-01-01T00:00:00.000Z', 0, 1, '2024-01-01T00:00:00.000Z', '{}', '{}', '{}', '{}', '{}', '{}', '{}', '{}', '{}', '[]', '{"permissions":{}}')`;

  it("refuses a state folder that holds no database, and makes none", () => {
    const refusing = recordingWrangler(true);
    const missing = join(scratch, "no-such-folder");
    const typo = admin(missing, refusing.script, "list");
    expect(typo.status, typo.stderr).toBe(2);
    expect(typo.stderr).toContain(`There is no folder ${missing}.`);
    expect(typo.stderr).toContain("Run `npm start` once");
    expect(existsSync(missing)).toBe(false);
    const empty = join(scratch, "empty");
    mkdirSync(empty);
    const nothing = admin(empty, refusing.script, "grant", "FirstOp", "fullAccess");
    expect(nothing.status, nothing.stderr).toBe(2);
    expect(nothing.stderr).toContain(`The folder ${empty} holds no local database.`);
    expect(readdirSync(empty)).toEqual([]);
    expect(refusing.calls()).toEqual([]);
  });

  it("answers on a migrated database without starting wrangler", { timeout: 180_000 }, () => {
    const state = join(scratch, "migrated");
    // What `npm start` does to its state folder before serving.
    const migrated = wrangler("d1", "migrations", "apply", "DB", "--local", "--persist-to", state);
    expect(migrated.status, migrated.stderr).toBe(0);
    expect(existsSync(localD1File(state))).toBe(true);
    const file = new DatabaseSync(localD1File(state));
    file.exec(insert);
    file.close();
    const refusing = recordingWrangler(true);
    const granted = admin(state, refusing.script, "grant", "FirstOp", "fullAccess");
    expect(granted.status, granted.stderr).toBe(0);
    expect(granted.stdout).toContain("Granted fullAccess to @FirstOp (11111111-1111-4111-8111-111111111111)");
    expect(granted.stdout).toContain("@FirstOp now holds: fullAccess.");
    expect(granted.stderr).toBe("");
    const listed = admin(state, refusing.script, "list");
    expect(listed.stdout).toBe("@FirstOp (11111111-1111-4111-8111-111111111111): fullAccess\n");
    const missing = admin(state, refusing.script, "revoke", "Nobody", "fullAccess");
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("There is no player named nobody");
    expect(refusing.calls()).toEqual([]);
    // Without wrangler's start-up it is a matter of a moment, even on a busy machine.
    expect(Math.max(granted.ms, listed.ms)).toBeLessThan(5_000);
    // The change is what the running server reads: wrangler sees it in the same file.
    const read = wrangler(
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      state,
      "--json",
      "--command",
      "SELECT version, misc ->> '$.permissions.fullAccess' AS full FROM users",
    );
    expect(JSON.parse(read.stdout)[0].results).toEqual([{ version: 2, full: 1 }]);
  });

  it("applies the migrations a database lacks through wrangler first, as `npm start` would", {
    timeout: 180_000,
  }, () => {
    const state = join(scratch, "behind");
    // A database made before any migration existed.
    const made = wrangler("d1", "execute", "DB", "--local", "--persist-to", state, "--command", "SELECT 1");
    expect(made.status, made.stderr).toBe(0);
    const recording = recordingWrangler(false);
    const listed = admin(state, recording.script, "list");
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout).toContain("Applying new migrations");
    expect(listed.stdout).toContain("Nobody holds a privilege");
    expect(recording.calls()).toEqual([`d1 migrations apply DB --local --persist-to ${state}`]);
  });
});

/**
 * `npm run deploy`: what it reports before deploying (payments, mail, sign-in, logs), the
 * resources it checks (the D1 database, both Queues), the settings it refuses, and the order of
 * its steps, followed offline with a stand-in for wrangler (tests/integration/fixtures/fake-wrangler.mjs).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import {
  deploy,
  deploymentReport,
  paymentModeOf,
  publicSourceMaps,
  readDeployConfig,
  wranglerRunner,
} from "../../scripts/deploy.mjs";

const root = join(__dirname, "..", "..");
const fake = join(root, "tests", "integration", "fixtures", "fake-wrangler.mjs");
const scratch = mkdtempSync(join(tmpdir(), "habitforge-deploy-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const DATABASE_ID = "5a1e0c4e-2b7d-4c55-9f0e-1d2c3b4a5f60";
const QUEUES = ["habitforge-rollover", "habitforge-webhooks", "habitforge-reminders"];

let configs = 0;
/** The project's wrangler.toml with its real database id and these [vars] added, in a folder of its own. */
function configWith(vars: Record<string, string> = {}, databaseId = DATABASE_ID) {
  configs += 1;
  const folder = join(scratch, `config-${configs}`);
  mkdirSync(join(folder, "dist", "client"), { recursive: true });
  writeFileSync(join(folder, "dist", "client", ".assetsignore"), "*.map\n");
  const text = readFileSync(join(root, "wrangler.toml"), "utf8")
    .replace('main = "worker/index.ts"', `main = ${JSON.stringify(join(root, "worker", "index.ts"))}`)
    .replace("00000000-0000-0000-0000-000000000000", databaseId)
    .replace(
      "[vars]\n",
      `[vars]\n${Object.entries(vars)
        .map(([name, value]) => `${name} = ${JSON.stringify(value)}\n`)
        .join("")}`,
    );
  const path = join(folder, "wrangler.toml");
  writeFileSync(path, text);
  return path;
}

/** An account for the stand-in; returns the environment that points the scripts at it. */
function account(description: Record<string, unknown>) {
  configs += 1;
  const file = join(scratch, `account-${configs}.json`);
  const calls = join(scratch, `calls-${configs}.txt`);
  writeFileSync(file, JSON.stringify(description));
  writeFileSync(calls, "");
  return {
    env: { FAKE_WRANGLER_ACCOUNT: file, FAKE_WRANGLER_CALLS: calls, WRANGLER_BIN: fake },
    calls: () => readFileSync(calls, "utf8").trim().split("\n").filter(Boolean),
  };
}

function runDeploy(args: string[], env: Record<string, string>) {
  return spawnSync(join(root, "node_modules", ".bin", "node"), [join(root, "scripts", "deploy.mjs"), ...args], {
    cwd: root,
    encoding: "utf8",
    env: {
      ...process.env,
      ...env,
      WRANGLER_SEND_METRICS: "false",
      WRANGLER_SEND_ERROR_REPORTS: "false",
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
      PATH: `${join(root, "node_modules", ".bin")}:${process.env.PATH}`,
    },
  });
}

const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, "");

describe("how the deployment takes payments", () => {
  it("is Stripe with a key, the simulator only when PAYMENTS_SIMULATOR says so, else none", () => {
    expect(paymentModeOf({}, new Set(["STRIPE_SECRET_KEY"]))).toBe("stripe");
    expect(paymentModeOf({ PAYMENTS_SIMULATOR: "true" }, new Set(["STRIPE_SECRET_KEY"]))).toBe("stripe");
    expect(paymentModeOf({ PAYMENTS_SIMULATOR: "true" }, new Set())).toBe("simulator");
    expect(paymentModeOf({}, new Set())).toBe("none");
    // A missing key never turns the simulator on, nor does any other spelling of true.
    expect(paymentModeOf({ PAYMENTS_SIMULATOR: "1" }, new Set(["STRIPE_WEBHOOK_SECRET"]))).toBe("none");
    expect(paymentModeOf({ PAYMENTS_SIMULATOR: "TRUE" }, new Set())).toBe("none");
    expect(paymentModeOf({}, undefined)).toBe("unknown");
  });
});

describe("the report before deploying", () => {
  const config = {
    name: "habitforge",
    vars: {} as Record<string, string>,
    database: { binding: "DB", name: "habitforge", id: DATABASE_ID },
    queues: QUEUES,
    crons: ["*/15 * * * *"],
    observability: true,
    assetsDirectory: scratch,
  };

  it("names payments, mail, links, sign-in providers and logs as configured", () => {
    const report = deploymentReport(
      {
        ...config,
        vars: {
          MAIL_FROM: "Habitforge <play@example.com>",
          SITE_URL: "https://play.example",
          GOOGLE_CLIENT_ID: "g.apps.googleusercontent.com",
          APPLE_CLIENT_ID: "example.signin",
        },
      },
      new Set(["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "RESEND_API_KEY", "GOOGLE_CLIENT_SECRET"]),
    );
    expect(report.problems).toEqual([]);
    expect(report.lines).toEqual([
      "payments: Stripe (the STRIPE_SECRET_KEY secret is set)",
      "mail: Resend, from Habitforge <play@example.com>",
      "links in mails: https://play.example",
      "sign-in providers: Google (and username/password)",
      "logs: Workers Logs on ([observability] enabled); live with `npx wrangler tail`",
      "Cron Triggers: */15 * * * *",
    ]);
    expect(report.warnings).toEqual([
      "sign-in with Apple is off: APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY missing",
    ]);
  });

  it("refuses what would give things away or lose mail, and warns of a half-configured Stripe", () => {
    const simulator = deploymentReport({ ...config, vars: { PAYMENTS_SIMULATOR: "true" } }, new Set());
    expect(simulator.lines[0]).toMatch(/^payments: the SIMULATOR/);
    expect(simulator.problems.join("\n")).toMatch(/without paying.*--allow-payment-simulator/);
    expect(
      deploymentReport({ ...config, vars: { PAYMENTS_SIMULATOR: "true" } }, new Set(), { allowSimulator: true })
        .problems,
    ).toEqual([]);
    const devSettings = deploymentReport(
      { ...config, vars: { MAIL_OUTBOX: "true", WEBHOOKS_ALLOW_PRIVATE: "true" } },
      new Set(),
    );
    expect(devSettings.problems).toHaveLength(2);
    expect(devSettings.problems[0]).toMatch(/MAIL_OUTBOX="true" keeps every mail/);
    expect(devSettings.problems[1]).toMatch(/WEBHOOKS_ALLOW_PRIVATE="true"/);
    const privatePush = deploymentReport({ ...config, vars: { PUSH_ALLOW_PRIVATE: "true" } }, new Set());
    expect(privatePush.problems).toEqual([expect.stringMatching(/PUSH_ALLOW_PRIVATE="true"/)]);
    const halfStripe = deploymentReport(config, new Set(["STRIPE_SECRET_KEY"]));
    expect(halfStripe.warnings[0]).toMatch(/STRIPE_WEBHOOK_SECRET is not set: checkouts are refused/);
    const none = deploymentReport(config, new Set());
    expect(none.lines[0]).toMatch(/^payments: none/);
    expect(none.lines[1]).toMatch(/^mail: none: password reset by mail is refused/);
    const placeholder = deploymentReport(
      { ...config, database: { ...config.database, id: "00000000-0000-0000-0000-000000000000" } },
      new Set(),
    );
    expect(placeholder.problems).toEqual([
      "wrangler.toml still has the placeholder database_id: run `npx wrangler d1 create habitforge` and put the id it prints into [[d1_databases]].",
    ]);
  });

  it("says unknown, not a guess, when the secrets cannot be read", () => {
    const offline = deploymentReport(
      { ...config, vars: { MAIL_FROM: "play@example.com", GOOGLE_CLIENT_ID: "g" } },
      undefined,
    );
    expect(offline.lines[0]).toBe(
      "payments: unknown (offline): Stripe if the Worker has a STRIPE_SECRET_KEY secret, otherwise none",
    );
    expect(offline.lines[1]).toBe(
      "mail: unknown (offline): Resend from play@example.com if the RESEND_API_KEY secret is set",
    );
    expect(offline.lines[3]).toBe("sign-in providers: none (and username/password); unknown (offline): Google");
    expect(
      deploymentReport({ ...config, vars: { PAYMENTS_SIMULATOR: "true" } }, undefined, { allowSimulator: true })
        .lines[0],
    ).toMatch(/otherwise the simulator/);
  });
});

describe("npm run deploy -- --check, against a stand-in for Cloudflare", () => {
  it("reports and finds every resource, changing nothing", { timeout: 120_000 }, () => {
    const cloudflare = account({
      secrets: ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"],
      databases: [{ uuid: DATABASE_ID, name: "habitforge" }],
      queues: QUEUES,
    });
    const result = runDeploy(["--check", "--config", configWith()], cloudflare.env);
    const output = plain(result.stdout);
    expect(result.status, output + result.stderr).toBe(0);
    expect(output).toContain("payments: Stripe (the STRIPE_SECRET_KEY secret is set)");
    expect(output).toContain("mail: none");
    expect(output).toContain(`D1 database habitforge (${DATABASE_ID}): exists`);
    for (const queue of QUEUES) expect(output).toContain(`Queue ${queue}: exists`);
    expect(output).toContain("check ok: nothing was created or deployed");
    expect(cloudflare.calls()).toEqual([
      "secret list --format json",
      "d1 list --json",
      ...QUEUES.map((queue) => `queues info ${queue}`),
    ]);
  });

  it("names the exact commands for what is missing, and creates nothing", { timeout: 120_000 }, () => {
    const cloudflare = account({ workerMissing: true, databases: [], queues: ["habitforge-rollover"] });
    const result = runDeploy(["--check", "--config", configWith({ PAYMENTS_SIMULATOR: "true" })], cloudflare.env);
    const output = plain(result.stdout);
    expect(result.status).toBe(1);
    expect(output).toContain("(the Worker is not deployed yet: it has no secrets so far)");
    expect(output).toContain("payments: the SIMULATOR");
    expect(output).toContain(
      `D1 database habitforge (${DATABASE_ID}): MISSING; create it with: npx wrangler d1 create habitforge`,
    );
    expect(output).toContain("Queue habitforge-rollover: exists");
    expect(output).toContain(
      "Queue habitforge-webhooks: MISSING; create it with: npx wrangler queues create habitforge-webhooks",
    );
    expect(output).toMatch(/cannot deploy: PAYMENTS_SIMULATOR="true" lets anyone take gems/);
    expect(cloudflare.calls().filter((call) => call.startsWith("queues create") || call.startsWith("deploy"))).toEqual(
      [],
    );
  });

  it("offline, says unknown and stops cleanly", { timeout: 120_000 }, () => {
    const cloudflare = account({ offline: true });
    const result = runDeploy(["--check", "--config", configWith()], cloudflare.env);
    const output = plain(result.stdout);
    expect(result.status).toBe(1);
    expect(output).toContain("payments: unknown (offline)");
    expect(output).toContain("(its secrets could not be read:");
    expect(output).toContain("Queue habitforge-rollover: unknown (could not ask Cloudflare:");
    expect(output).toContain("cannot deploy: Cloudflare could not be asked (offline, or not signed in");
    expect(result.stderr).not.toMatch(/at .*\.mjs:\d+/);
  });
});

describe("a deployment, step by step", () => {
  it("creates the missing Queue, builds the client, bundles, migrates, then deploys", {
    timeout: 120_000,
  }, async () => {
    const configPath = configWith({ MAIL_FROM: "play@example.com" });
    const config = await readDeployConfig(configPath);
    expect(config.queues).toEqual(QUEUES);
    expect(config.database).toEqual({ binding: "DB", name: "habitforge", id: DATABASE_ID });
    const cloudflare = account({
      secrets: ["RESEND_API_KEY"],
      databases: [{ uuid: DATABASE_ID, name: "habitforge" }],
      queues: ["habitforge-webhooks", "habitforge-reminders"],
    });
    Object.assign(process.env, cloudflare.env);
    onTestFinished(() => {
      for (const name of Object.keys(cloudflare.env)) delete process.env[name];
    });
    const said: string[] = [];
    const status = deploy({
      config,
      mode: "deploy",
      allowSimulator: false,
      wrangler: wranglerRunner(configPath, fake),
      build: () => said.push("(client built)"),
      say: (line: string) => said.push(line),
      outdir: join(scratch, "worker-bundle"),
    });
    expect(status, said.join("\n")).toBe(0);
    expect(said).toContain("  mail: Resend, from play@example.com");
    expect(said).toContain(
      "  Queue habitforge-rollover: missing, creating it: npx wrangler queues create habitforge-rollover",
    );
    expect(cloudflare.calls()).toEqual([
      "secret list --format json",
      "d1 list --json",
      "queues info habitforge-rollover",
      "queues info habitforge-webhooks",
      "queues info habitforge-reminders",
      "queues create habitforge-rollover",
      `deploy --dry-run --outdir ${join(scratch, "worker-bundle")}`,
      "d1 time-travel info habitforge --json",
      "d1 migrations apply DB --remote",
      "deploy",
    ]);
    // Before the migrations: how to put the data back as it was.
    expect(said.join("\n")).toMatch(
      /npx wrangler d1 time-travel restore habitforge --bookmark=00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683/,
    );
    expect(said.findIndex((line) => line.includes("time-travel restore"))).toBeLessThan(
      said.indexOf("applying D1 migrations to the remote database…"),
    );
    // The client is built every time, after the checks and before the Worker is bundled.
    expect(said.indexOf("(client built)")).toBeGreaterThan(said.indexOf("resources:"));
  });

  it("never ships source maps as public assets", () => {
    const folder = join(scratch, "assets");
    mkdirSync(join(folder, "assets"), { recursive: true });
    writeFileSync(join(folder, "assets", "index-abc.js"), "");
    writeFileSync(join(folder, "assets", "index-abc.js.map"), "{}");
    expect(publicSourceMaps(folder)).toEqual([join("assets", "index-abc.js.map")]);
    writeFileSync(join(folder, ".assetsignore"), "# kept back\n*.map\n");
    expect(publicSourceMaps(folder)).toEqual([]);
    // The build puts that file among the assets, and references no map from the code it serves.
    expect(readFileSync(join(root, "web", "public", ".assetsignore"), "utf8").split("\n")).toContain("*.map");
    expect(readFileSync(join(root, "vite.config.ts"), "utf8")).toMatch(/sourcemap: "hidden"/);
  });
});

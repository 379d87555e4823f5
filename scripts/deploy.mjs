// `npm run deploy`: says what the deployment will do (payments, mail, sign-in providers, logs),
// checks that its D1 database and Queues exist (creating missing Queues), builds the client it
// ships, applies the D1 migrations to the remote database, then deploys the Worker.
//   npm run deploy -- --check     the same report and checks; creates and deploys nothing
//   npm run deploy -- --dry-run   builds the client (when missing) and bundles the Worker offline
//   --config <file>               another wrangler configuration than wrangler.toml
//   --allow-payment-simulator     deploy with PAYMENTS_SIMULATOR="true" (anyone can then get
//                                 gems and subscriptions without paying: for demonstrations only)
// WRANGLER_BIN replaces the wrangler it runs (the tests' stand-in for Cloudflare).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { developmentRouteMarkersIn } from "./bundle-check.mjs";
import { buildClient, ensureDependencies, ensureProjectNode, log, projectEnv, root, wranglerBin } from "./lib.mjs";

const PLACEHOLDER_DATABASE_ID = "00000000-0000-0000-0000-000000000000";

export const USAGE = `Usage:
  npm run deploy                       report, check, build, migrate the remote D1, deploy
  npm run deploy -- --check            report and check only (nothing is created or deployed)
  npm run deploy -- --dry-run          build and bundle offline (nothing is deployed)
Options: --config <wrangler file>, --allow-payment-simulator`;

export class UsageError extends Error {}

export function parseArgs(argv) {
  const options = { mode: "deploy", config: undefined, allowSimulator: false };
  const args = [...argv];
  while (args.length) {
    const arg = args.shift();
    if (arg === "--dry-run") options.mode = "dry-run";
    else if (arg === "--check") options.mode = "check";
    else if (arg === "--allow-payment-simulator") options.allowSimulator = true;
    else if (arg === "--config") {
      options.config = args.shift();
      if (!options.config) throw new UsageError("--config needs a file.");
    } else if (arg === "--help" || arg === "-h") throw new UsageError("");
    else throw new UsageError(`Unknown option ${arg}.`);
  }
  return options;
}

/** What the deployment needs to know from the wrangler configuration, read by wrangler itself. */
export async function readDeployConfig(configPath = join(root, "wrangler.toml")) {
  const { unstable_readConfig } = await import("wrangler");
  const config = unstable_readConfig({ config: configPath });
  const queues = [
    ...(config.queues?.producers ?? []).map((queue) => queue.queue),
    ...(config.queues?.consumers ?? []).map((queue) => queue.queue),
  ];
  const [database] = config.d1_databases ?? [];
  return {
    configPath,
    name: config.name,
    vars: Object.fromEntries(Object.entries(config.vars ?? {}).map(([key, value]) => [key, String(value)])),
    database: database
      ? { binding: database.binding, name: database.database_name, id: database.database_id }
      : undefined,
    queues: [...new Set(queues)],
    crons: config.triggers?.crons ?? [],
    observability: Boolean(config.observability?.enabled),
    assetsDirectory: config.assets?.directory
      ? resolve(dirname(configPath), config.assets.directory)
      : join(root, "dist", "client"),
  };
}

/**
 * How the deployed Worker takes payments: Stripe when a STRIPE_SECRET_KEY secret is set; the
 * simulator only when PAYMENTS_SIMULATOR is "true"; otherwise none. `secrets` is undefined
 * when Cloudflare could not be asked.
 */
export function paymentModeOf(vars, secrets) {
  const simulator = vars.PAYMENTS_SIMULATOR === "true";
  if (secrets === undefined) return "unknown";
  if (secrets.has("STRIPE_SECRET_KEY")) return "stripe";
  return simulator ? "simulator" : "none";
}

/**
 * The report printed before deploying: one line per concern, and the problems that stop a
 * deployment (a setting that would give things away or lose mail). `secrets` is a Set of
 * the Worker's secret names, or undefined when they are unknown (offline).
 */
export function deploymentReport(config, secrets, { allowSimulator = false } = {}) {
  const vars = config.vars;
  const has = (name) => Boolean(vars[name]) || Boolean(secrets?.has(name));
  const maybe = (name) => Boolean(vars[name]) || secrets === undefined;
  const lines = [];
  const problems = [];
  const warnings = [];

  const payments = paymentModeOf(vars, secrets);
  if (payments === "stripe") {
    lines.push("payments: Stripe (the STRIPE_SECRET_KEY secret is set)");
    if (!secrets.has("STRIPE_WEBHOOK_SECRET"))
      warnings.push(
        "STRIPE_WEBHOOK_SECRET is not set: checkouts are refused until it is (npx wrangler secret put STRIPE_WEBHOOK_SECRET)",
      );
    if (vars.PAYMENTS_SIMULATOR === "true") warnings.push('PAYMENTS_SIMULATOR="true" is ignored: Stripe is configured');
  } else if (payments === "simulator") {
    lines.push('payments: the SIMULATOR (PAYMENTS_SIMULATOR="true"): no money moves, every purchase is granted');
    if (!allowSimulator)
      problems.push(
        'PAYMENTS_SIMULATOR="true" lets anyone take gems and subscriptions without paying. Remove it from [vars], or deploy a demonstration on purpose with --allow-payment-simulator.',
      );
  } else if (payments === "none") {
    lines.push("payments: none (no STRIPE_SECRET_KEY secret): the shops' paid items say payments are unavailable");
  } else {
    lines.push(
      `payments: unknown (offline): Stripe if the Worker has a STRIPE_SECRET_KEY secret, otherwise ${vars.PAYMENTS_SIMULATOR === "true" ? 'the simulator (PAYMENTS_SIMULATOR="true")' : "none"}`,
    );
  }

  if (vars.MAIL_OUTBOX === "true")
    problems.push(
      'MAIL_OUTBOX="true" keeps every mail in the database and sends none (it is for `npm start` and the tests): remove it from [vars].',
    );
  if (secrets?.has("RESEND_API_KEY") && vars.MAIL_FROM) lines.push(`mail: Resend, from ${vars.MAIL_FROM}`);
  else if (secrets === undefined && vars.MAIL_FROM)
    lines.push(`mail: unknown (offline): Resend from ${vars.MAIL_FROM} if the RESEND_API_KEY secret is set`);
  else if (secrets?.has("RESEND_API_KEY"))
    lines.push("mail: none: RESEND_API_KEY is set but MAIL_FROM is not (add it under [vars])");
  else lines.push("mail: none: password reset by mail is refused (set RESEND_API_KEY and MAIL_FROM to send mail)");
  lines.push(`links in mails: ${vars.SITE_URL || "the address each request came to (set SITE_URL to fix one)"}`);

  const providers = [];
  const unsure = [];
  const google = ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"];
  const apple = ["APPLE_CLIENT_ID", "APPLE_TEAM_ID", "APPLE_KEY_ID", "APPLE_PRIVATE_KEY"];
  for (const [label, names] of [
    ["Google", google],
    ["Apple", apple],
  ]) {
    if (names.every(has)) providers.push(label);
    else if (names.every(maybe) && names.some((name) => vars[name])) unsure.push(label);
    else if (names.some(has))
      warnings.push(`sign-in with ${label} is off: ${names.filter((n) => !has(n)).join(", ")} missing`);
  }
  lines.push(
    `sign-in providers: ${providers.length ? providers.join(", ") : "none"} (and username/password)${unsure.length ? `; unknown (offline): ${unsure.join(", ")}` : ""}`,
  );

  if (vars.WEBHOOKS_ALLOW_PRIVATE === "true")
    problems.push(
      'WEBHOOKS_ALLOW_PRIVATE="true" lets players point webhooks at private network addresses: remove it from [vars].',
    );
  if (vars.PUSH_ALLOW_PRIVATE === "true")
    problems.push(
      'PUSH_ALLOW_PRIVATE="true" lets players point push subscriptions at private network addresses: remove it from [vars].',
    );
  lines.push(
    `logs: ${config.observability ? "Workers Logs on ([observability] enabled)" : "Workers Logs OFF (add [observability] enabled = true)"}; live with \`npx wrangler tail\``,
  );
  if (config.crons.length) lines.push(`Cron Triggers: ${config.crons.join(", ")}`);
  if (!config.database) problems.push("wrangler.toml has no [[d1_databases]] entry.");
  else if (config.database.id === PLACEHOLDER_DATABASE_ID || !config.database.id)
    problems.push(
      `wrangler.toml still has the placeholder database_id: run \`npx wrangler d1 create ${config.database.name}\` and put the id it prints into [[d1_databases]].`,
    );
  return { lines, warnings, problems };
}

/** One wrangler command's outcome: "ok" with its output, "missing", or "unknown" (could not ask). */
function outcome(result, missingPattern) {
  const text = `${result.stdout ?? ""}\n${result.stderr ?? ""}`;
  if (result.status === 0) return { state: "ok", stdout: result.stdout ?? "" };
  if (missingPattern?.test(text)) return { state: "missing", detail: text.trim() };
  const detail =
    text
      .split("\n")
      .map((line) => line.replace(/\x1b\[[0-9;]*m/g, "").trim())
      .find((line) => /error|not|fail|ENOTFOUND|EAI_AGAIN|ECONN/i.test(line) && !/^▲|update available/i.test(line)) ??
    text.trim().split("\n")[0] ??
    "";
  // The first sentence of wrangler's error is enough to say why.
  const reason = detail.replace(/^✘\s*\[ERROR\]\s*/, "").split(/(?<=\.)\s/)[0];
  return { state: "unknown", detail: reason.length > 160 ? `${reason.slice(0, 157)}…` : reason };
}

/** Runs the real (or stand-in) wrangler with the deployment's configuration. */
export function wranglerRunner(configPath, binary = wranglerBin()) {
  return (args, options = {}) => {
    const result = spawnSync(binary, [...args, "--config", configPath], {
      cwd: root,
      env: projectEnv(),
      encoding: "utf8",
      maxBuffer: 32 * 1024 * 1024,
      stdio: options.inherit ? "inherit" : "pipe",
    });
    return { status: result.status ?? 1, stdout: result.stdout ?? "", stderr: result.stderr ?? "" };
  };
}

/** The Worker's secret names; an empty set before its first deployment; undefined offline. */
export function workerSecrets(wrangler) {
  const answer = outcome(wrangler(["secret", "list", "--format", "json"]), /not found|does not exist|10007/i);
  if (answer.state === "missing") return { secrets: new Set(), firstDeployment: true };
  if (answer.state === "unknown") return { secrets: undefined, detail: answer.detail };
  try {
    const json = answer.stdout.slice(answer.stdout.indexOf("["));
    return { secrets: new Set(JSON.parse(json).map((secret) => secret.name)) };
  } catch {
    return { secrets: undefined, detail: "wrangler secret list answered something else than JSON" };
  }
}

/** Whether the D1 database and each Queue of the configuration exist in the account. */
export function checkResources(config, wrangler) {
  const resources = [];
  if (config.database && config.database.id !== PLACEHOLDER_DATABASE_ID) {
    const answer = outcome(wrangler(["d1", "list", "--json"]));
    if (answer.state === "ok") {
      let found;
      try {
        const list = JSON.parse(answer.stdout.slice(answer.stdout.indexOf("[")));
        found = list.some((database) => database.uuid === config.database.id);
      } catch {
        found = undefined;
      }
      resources.push({
        kind: "D1 database",
        name: `${config.database.name} (${config.database.id})`,
        state: found === undefined ? "unknown" : found ? "ok" : "missing",
        fix: `npx wrangler d1 create ${config.database.name}   # then put the printed database_id into wrangler.toml`,
      });
    } else
      resources.push({
        kind: "D1 database",
        name: `${config.database.name} (${config.database.id})`,
        state: "unknown",
        detail: answer.detail,
      });
  }
  for (const queue of config.queues) {
    const answer = outcome(wrangler(["queues", "info", queue]), /does not exist/i);
    resources.push({
      kind: "Queue",
      name: queue,
      state: answer.state,
      detail: answer.detail,
      fix: `npx wrangler queues create ${queue}`,
      create: ["queues", "create", queue],
    });
  }
  return resources;
}

/** Source maps the build left in the assets folder that its .assetsignore does not keep back. */
export function publicSourceMaps(directory) {
  const ignore = join(directory, ".assetsignore");
  const patterns = existsSync(ignore)
    ? readFileSync(ignore, "utf8")
        .split(/\r?\n/)
        .map((line) => line.trim())
    : [];
  if (patterns.includes("*.map")) return [];
  const maps = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".map")) maps.push(relative(directory, path));
    }
  };
  if (existsSync(directory)) walk(directory);
  return maps;
}

/** Bundles the Worker offline into dist/worker and refuses a bundle carrying development routes. */
function checkedBundle(wrangler, outdir) {
  const result = wrangler(["deploy", "--dry-run", "--outdir", outdir], { inherit: true });
  if (result.status !== 0) throw new DeployStop("the offline build of the Worker failed");
  const bundle = join(outdir, "index.js");
  if (!existsSync(bundle)) throw new DeployStop("the dry run produced no Worker bundle");
  const markers = developmentRouteMarkersIn(readFileSync(bundle, "utf8"));
  if (markers.length)
    throw new DeployStop(
      `the Worker bundle carries development route code (${markers.join(", ")}): wrangler.toml's main must be worker/index.ts`,
    );
  return bundle;
}

export class DeployStop extends Error {}

/**
 * The deployment, step by step. `wrangler` runs a wrangler command, `build` builds the client;
 * both are handed in so that the steps can be followed offline with stand-ins.
 */
export function deploy({
  config,
  mode,
  allowSimulator,
  wrangler,
  build,
  say = log,
  outdir = join(root, "dist", "worker"),
}) {
  if (mode === "dry-run") {
    // Offline: the configuration as far as wrangler.toml tells it; secrets are not asked.
    const report = deploymentReport(config, undefined, { allowSimulator });
    say(`what deploying ${config.name} would do (dry run: the Worker's secrets are not read):`);
    for (const line of report.lines) say(`  ${line}`);
    for (const warning of report.warnings) say(`  warning: ${warning}`);
    for (const problem of report.problems) say(`  to fix before a real deployment: ${problem}`);
    if (!existsSync(join(config.assetsDirectory, "index.html"))) build();
    const bundle = checkedBundle(wrangler, outdir);
    const maps = publicSourceMaps(config.assetsDirectory);
    if (maps.length) throw new DeployStop(`source maps would be public assets: ${maps.slice(0, 3).join(", ")}…`);
    say(
      `dry run ok: Worker bundle ${(statSync(bundle).size / 1024).toFixed(0)} KiB in ${relative(root, outdir)}, no development routes, no public source maps (nothing was deployed)`,
    );
    return 0;
  }

  say(`what deploying ${config.name} will do:`);
  const { secrets, firstDeployment, detail } = workerSecrets(wrangler);
  const report = deploymentReport(config, secrets, { allowSimulator });
  for (const line of report.lines) say(`  ${line}`);
  if (firstDeployment) say("  (the Worker is not deployed yet: it has no secrets so far)");
  if (secrets === undefined) say(`  (its secrets could not be read: ${detail})`);
  for (const warning of report.warnings) say(`  warning: ${warning}`);

  say("resources:");
  const resources = checkResources(config, wrangler);
  const problems = [...report.problems];
  for (const resource of resources) {
    if (resource.state === "ok") say(`  ${resource.kind} ${resource.name}: exists`);
    else if (resource.state === "unknown") {
      say(`  ${resource.kind} ${resource.name}: unknown (could not ask Cloudflare: ${resource.detail})`);
    } else if (resource.create && mode === "deploy") {
      say(`  ${resource.kind} ${resource.name}: missing, creating it: ${resource.fix}`);
      const made = wrangler(resource.create, { inherit: true });
      if (made.status !== 0) problems.push(`could not create ${resource.kind} ${resource.name}: run ${resource.fix}`);
    } else {
      say(`  ${resource.kind} ${resource.name}: MISSING; create it with: ${resource.fix}`);
      problems.push(`${resource.kind} ${resource.name} is missing: ${resource.fix}`);
    }
  }
  const unknown = resources.filter((resource) => resource.state === "unknown");
  if (unknown.length || secrets === undefined)
    problems.push(
      "Cloudflare could not be asked (offline, or not signed in: run `npx wrangler login` or set CLOUDFLARE_API_TOKEN).",
    );
  if (problems.length) {
    for (const problem of problems) say(`cannot deploy: ${problem}`);
    return 1;
  }
  if (mode === "check") {
    say("check ok: nothing was created or deployed");
    return 0;
  }

  // Always the client of this checkout: a stale build in dist/client is never shipped.
  build();
  const maps = publicSourceMaps(config.assetsDirectory);
  if (maps.length) throw new DeployStop(`source maps would be public assets: ${maps.slice(0, 3).join(", ")}…`);
  checkedBundle(wrangler, outdir);
  // The point to return the data to if this release must be undone (D1 Time Travel).
  const before = new Date().toISOString();
  const travel = outcome(wrangler(["d1", "time-travel", "info", config.database.name, "--json"]));
  let bookmark;
  try {
    bookmark = travel.state === "ok" ? JSON.parse(travel.stdout.slice(travel.stdout.indexOf("{"))).bookmark : undefined;
  } catch {
    bookmark = undefined;
  }
  say(
    `to put the data back as it is now (${before}), if this release must be undone: npx wrangler d1 time-travel restore ${config.database.name} ${bookmark ? `--bookmark=${bookmark}` : `--timestamp=${before}`}`,
  );
  say("applying D1 migrations to the remote database…");
  if (wrangler(["d1", "migrations", "apply", config.database.binding, "--remote"], { inherit: true }).status !== 0)
    throw new DeployStop("the migrations could not be applied; the running Worker was left as it is");
  say("deploying the Worker…");
  if (wrangler(["deploy"], { inherit: true }).status !== 0) throw new DeployStop("wrangler deploy failed");
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureDependencies();
  ensureProjectNode();
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.message) process.stderr.write(`${error.message}\n\n`);
    process.stderr.write(`${USAGE}\n`);
    process.exit(error.message ? 2 : 0);
  }
  const configPath = resolve(options.config ?? join(root, "wrangler.toml"));
  try {
    const config = await readDeployConfig(configPath);
    process.exit(
      deploy({
        config,
        mode: options.mode,
        allowSimulator: options.allowSimulator,
        wrangler: wranglerRunner(configPath),
        build: buildClient,
      }),
    );
  } catch (error) {
    if (!(error instanceof DeployStop)) throw error;
    log(`cannot deploy: ${error.message}`);
    process.exit(1);
  }
}

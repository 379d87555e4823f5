// `npm test`: every test — format and lint, types, unit (Node), API and rooms (workerd + real D1), the
// offline deploy build, and the browser tests (Playwright + Chromium) — then one summary line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { findChromium } from "./chromium.mjs";
import {
  bin,
  buildClient,
  ensureDependencies,
  ensureProjectNode,
  log,
  offlineEnv,
  packageFilesStatus,
  root,
} from "./lib.mjs";

// Before any install: a fresh clone must install without changing a tracked file (the lockfile
// holds every platform's packages), so the package files' status is the same after it.
process.env.HABITFORGE_PACKAGE_STATUS ??= packageFilesStatus();
ensureDependencies();
ensureProjectNode();

const reports = join(root, "test-results");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function step(name, command, args, env = {}) {
  log(name);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...offlineEnv, ...env } });
  log(`${name}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const stats = JSON.parse(readFileSync(file, "utf8")).stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

const vitest = (config, report) => [
  "run",
  "--config",
  config,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${report}`,
];

if (packageFilesStatus() === process.env.HABITFORGE_PACKAGE_STATUS)
  log("install check: package.json and package-lock.json are as they were: ok");
else {
  log(`install check: installing changed tracked files: FAILED\n${packageFilesStatus()}`);
  failures.push("install check (tracked package files changed)");
}
step("format and lint (Biome)", bin("biome"), ["check", "."]);
step("type check (client and content)", bin("tsc"), ["--noEmit", "-p", "tsconfig.json"]);
step("type check (worker, rooms, database)", bin("tsc"), ["--noEmit", "-p", "tsconfig.worker.json"]);
step("unit tests", bin("vitest"), vitest("vitest.unit.config.ts", join(reports, "unit.json")));
countVitest(join(reports, "unit.json"));
step("API and room tests (workerd, D1)", bin("vitest"), vitest("vitest.api.config.ts", join(reports, "api.json")));
countVitest(join(reports, "api.json"));
buildClient();
step("deploy dry run (offline Worker build)", bin("node"), ["scripts/deploy.mjs", "--dry-run"]);

const chromium = await findChromium();
if (!chromium) {
  log("no Chromium could be found or installed: the browser tests cannot run");
  failures.push("browser tests (no Chromium)");
} else {
  log(`browser tests use ${chromium}`);
  step("browser tests (Playwright, Chromium)", bin("playwright"), ["test"], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, "e2e.json"),
  });
  countPlaywright(join(reports, "e2e.json"));
}

if (failures.length) log(`failed steps: ${failures.join(", ")}`);
// The plain closing line CI reads.
console.log(
  `summary: ${totals.passed} passed, ${totals.failed + (failures.length && !totals.failed ? failures.length : 0)} failed, ${totals.skipped} skipped`,
);
process.exit(failures.length ? 1 : 0);

// `npm test`: every test — format and lint, types, unit (Node), integration (the project's commands and
// tools as processes, in Node), API and rooms (workerd + real D1), the offline deploy build, and the
// browser tests (Playwright + Chromium) — then one summary line. A test that passed only on a retry is
// counted as flaky, not as passed, and named.
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
const totals = { passed: 0, flaky: 0, failed: 0, skipped: 0 };
const failures = [];
/** Tests that passed only on a retry: "<file> › <name>". */
const flakyTests = [];

function step(name, command, args, env = {}) {
  log(name);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...offlineEnv, ...env } });
  log(`${name}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

/** Counts a vitest JSON report; `flakyFile` lists the tests of its run that passed only on a retry. */
function countVitest(file, flakyFile) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  const flaky = existsSync(flakyFile) ? JSON.parse(readFileSync(flakyFile, "utf8")) : [];
  for (const test of flaky) flakyTests.push(`${test.file} › ${test.name} (passed on retry ${test.retries})`);
  totals.passed += (report.numPassedTests ?? 0) - flaky.length;
  totals.flaky += flaky.length;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

/** Counts Playwright's JSON report; a test whose status is "flaky" failed first and passed on a retry. */
function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  const stats = report.stats ?? {};
  totals.passed += stats.expected ?? 0;
  totals.flaky += stats.flaky ?? 0;
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  const walk = (suite, titles) => {
    for (const inner of suite.suites ?? []) walk(inner, [...titles, inner.title]);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === "flaky")
          flakyTests.push(
            `${spec.file} › ${[...titles, spec.title].join(" › ")} (passed on retry ${test.results.length - 1})`,
          );
  };
  for (const suite of report.suites ?? []) walk(suite, []);
}

/** A vitest run with the console reporter, a JSON report, and the list of tests passed only on a retry. */
const vitest = (config, report) => [
  "run",
  "--config",
  config,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${report}.json`,
  "--reporter=./scripts/vitest-flaky.mjs",
];
const vitestStep = (name, config, report) => {
  const flakyFile = join(reports, `${report}.flaky.json`);
  step(name, bin("vitest"), vitest(config, join(reports, report)), { HABITFORGE_FLAKY_REPORT: flakyFile });
  countVitest(join(reports, `${report}.json`), flakyFile);
};

if (packageFilesStatus() === process.env.HABITFORGE_PACKAGE_STATUS)
  log("install check: package.json and package-lock.json are as they were: ok");
else {
  log(`install check: installing changed tracked files: FAILED\n${packageFilesStatus()}`);
  failures.push("install check (tracked package files changed)");
}
step("format and lint (Biome)", bin("biome"), ["check", "."]);
step("type check (client and content)", bin("tsc"), ["--noEmit", "-p", "tsconfig.json"]);
step("type check (worker, rooms, database)", bin("tsc"), ["--noEmit", "-p", "tsconfig.worker.json"]);
vitestStep("unit tests", "vitest.unit.config.ts", "unit");
vitestStep("integration tests (commands and tools as processes)", "vitest.integration.config.ts", "integration");
vitestStep("API and room tests (workerd, D1)", "vitest.api.config.ts", "api");
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
// A flaky test is one to fix: it is named here, never counted as passed.
if (flakyTests.length) log(`flaky (passed only on a retry):\n${flakyTests.map((test) => `  ${test}`).join("\n")}`);
// The plain closing line CI reads.
console.log(
  `summary: ${totals.passed} passed, ${totals.flaky} flaky, ${totals.failed + (failures.length && !totals.failed ? failures.length : 0)} failed, ${totals.skipped} skipped`,
);
process.exit(failures.length ? 1 : 0);

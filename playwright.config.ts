import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// E2E_PORT lets several checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 8788);
// E2E_BASE_URL points the tests at a server that is already running (e.g. `npm start`); then none is started.
const externalServer = process.env.E2E_BASE_URL;
const baseURL = externalServer ?? `http://localhost:${PORT}`;
// The browser tests serve a stand-in of the original game's API here for the verified import.
export const ORIGINAL_PORT = Number(process.env.E2E_ORIGINAL_PORT ?? PORT + 1000);
export const ORIGINAL_CLIENT = "5a0c2b7e-3f41-4d8a-9b6c-0e1f2a3b4c5d-HabitforgeE2E";

// Debian's chromium where it is installed (or CHROMIUM_PATH); otherwise Playwright's own build.
const executablePath =
  process.env.CHROMIUM_PATH || (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "tests/e2e/artifacts/results",
  fullyParallel: false,
  workers: 1,
  // No retries: a test that passes only on a second try is flaky, and is fixed rather than run again.
  // (Should one be allowed, `npm test` names each test that passed on a retry as flaky.)
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/test.mjs names a JSON report through PLAYWRIGHT_JSON_OUTPUT_NAME to count the results.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    headless: true,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // The app's service worker precaches the whole client in every new browser context; only the
    // offline tests (which allow it) need it, the others stay lean and as they were.
    serviceWorkers: "block",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: externalServer
    ? undefined
    : {
        command: `node scripts/serve-local.mjs --port ${PORT} --state .wrangler/e2e --fresh --original-api http://127.0.0.1:${ORIGINAL_PORT} --original-client ${ORIGINAL_CLIENT}`,
        url: `${baseURL}/api/v4/status`,
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
        stdout: "pipe",
        stderr: "pipe",
      },
});

// Finds a Chromium for the browser tests, installing one when none is there:
// CHROMIUM_PATH, then a Chromium already on the machine (Debian's or Playwright's own),
// then Debian's `chromium` package where apt can install it, then Playwright's download.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { bin, log, offlineEnv, root } from "./lib.mjs";

const SYSTEM_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

async function playwrightOwn() {
  try {
    const { chromium } = await import("playwright-core");
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const canApt = () => existsSync("/etc/debian_version") && spawnSync("which", ["apt-get"]).status === 0;

function apt(args) {
  const asRoot = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
  return spawnSync(asRoot[0] ?? "apt-get", [...asRoot.slice(1), ...(asRoot.length ? ["apt-get"] : []), ...args], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    timeout: 600_000,
  });
}

function aptInstall() {
  if (!canApt()) return false;
  log("installing Debian's chromium package (and a Japanese font) for the browser tests…");
  if (apt(["update", "-qq"]).status !== 0) return false;
  return apt(["install", "-y", "-qq", "--no-install-recommends", "chromium", "fonts-ipafont-gothic"]).status === 0;
}

/**
 * The browser tests' screenshots show the game in Japanese: without a Japanese font they show
 * boxes. Best effort; the tests themselves read the page's text, not its pixels.
 */
function ensureJapaneseFont() {
  const fonts = spawnSync("fc-list", [":lang=ja"], { encoding: "utf8" });
  if (fonts.status !== 0 || fonts.stdout.trim() !== "" || !canApt()) return;
  log("installing a Japanese font for the browser tests' screenshots…");
  if (apt(["install", "-y", "-qq", "--no-install-recommends", "fonts-ipafont-gothic"]).status !== 0) {
    if (apt(["update", "-qq"]).status === 0)
      apt(["install", "-y", "-qq", "--no-install-recommends", "fonts-ipafont-gothic"]);
  }
}

function playwrightDownload() {
  log("downloading Playwright's Chromium…");
  return (
    spawnSync(bin("playwright"), ["install", "chromium"], {
      cwd: root,
      stdio: "inherit",
      env: offlineEnv,
      timeout: 300_000,
    }).status === 0
  );
}

export async function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  const system = SYSTEM_PATHS.find((path) => existsSync(path));
  if (system) ensureJapaneseFont();
  const present = system ?? (await playwrightOwn());
  if (present) return present;
  if (aptInstall()) {
    const installed = SYSTEM_PATHS.find((path) => existsSync(path));
    if (installed) return installed;
  }
  if (playwrightDownload()) return playwrightOwn();
  return undefined;
}

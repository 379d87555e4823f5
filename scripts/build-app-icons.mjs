#!/usr/bin/env node
// Renders the installable app's icons (web/public/icons/*.png) from the SVG art beside them,
// with the Chromium the browser tests use. The PNGs are committed, so builds need no browser;
// run this again after changing an SVG:  node scripts/build-app-icons.mjs
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { findChromium } from "./chromium.mjs";
import { log, root } from "./lib.mjs";

const dir = join(root, "web", "public", "icons");
// [svg, png, size]: the manifest's "any" and "maskable" icons, Apple's home-screen icon, the shortcut's icon.
const renders = [
  ["icon.svg", "icon-192.png", 192],
  ["icon.svg", "icon-512.png", 512],
  ["maskable.svg", "maskable-192.png", 192],
  ["maskable.svg", "maskable-512.png", 512],
  ["maskable.svg", "apple-touch-icon-180.png", 180],
  ["add-task.svg", "add-task-96.png", 96],
];

const executablePath = await findChromium();
const browser = await chromium.launch({ executablePath, headless: true, args: ["--no-sandbox", "--disable-gpu"] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const [svg, png, size] of renders) {
    const source = `data:image/svg+xml;base64,${readFileSync(join(dir, svg)).toString("base64")}`;
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${source}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.locator("img").evaluate((img) => img.decode());
    await page.screenshot({
      path: join(dir, png),
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    log(`wrote web/public/icons/${png} (${size}×${size})`);
  }
} finally {
  await browser.close();
}

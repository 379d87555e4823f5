// The tasks screen in a browser: the gzip size of the JavaScript the first screen needs (the
// entry, the user area and the tasks route with their static imports, from dist/client), the
// offline chunk's, and the time a headless Chromium takes to show 500 tasks.
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";
import { firstScreenBytes, offlineChunkBytes } from "./client-size.mjs";
import { registerBenchUser } from "./load.mjs";

const TASK_COUNT = 500;
const LOADS = 5;
const TYPES = ["habit", "daily", "todo", "reward"];

async function createTasks(base, headers) {
  for (let start = 0; start < TASK_COUNT; start += 100) {
    const tasks = Array.from({ length: Math.min(100, TASK_COUNT - start) }, (_, index) => ({
      type: TYPES[(start + index) % 4],
      text: `Benchmark task ${start + index + 1}`,
    }));
    const response = await fetch(`${base}/api/v4/tasks/user`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify(tasks),
    });
    if (response.status !== 201) throw new Error(`could not create tasks: ${response.status} ${await response.text()}`);
  }
}

export default async function ({ base, root }) {
  const size = firstScreenBytes(root);
  console.log(
    `first screen JS: ${(size.gzip / 1024).toFixed(1)} KiB gzip (${(size.raw / 1024).toFixed(1)} KiB raw) in ${size.chunks.length} chunks: ${size.chunks.join(", ")}`,
  );
  console.log(`content tables in the first screen: ${size.tables.length ? size.tables.join(", ") : "none"}`);
  const offline = offlineChunkBytes(root);
  console.log(
    `offline chunk (web/src/offline/keep.ts and what it adds to the first screen): ${(offline.gzip / 1024).toFixed(1)} KiB gzip (${(offline.raw / 1024).toFixed(1)} KiB raw) in ${offline.chunks.join(", ")}`,
  );

  const headers = await registerBenchUser(base, `webbench${Date.now().toString(36)}`);
  await createTasks(base, headers);

  const executablePath =
    process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
  const browser = await chromium.launch({ executablePath, headless: true, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    await page.goto(`${base}/static/home`);
    await page.evaluate((auth) => localStorage.setItem("habit-mobile-settings", JSON.stringify({ auth })), {
      apiId: headers["x-api-user"],
      apiToken: headers["x-api-key"],
    });
    const times = [];
    const renders = [];
    const paints = [];
    const readBacks = [];
    // How long before the task list the player's document came: when both come together, the
    // board's first drawing (hero, header, empty columns) is still under way as the list arrives.
    const gaps = [];
    // The first load warms the server and the browser cache; it is not counted.
    for (let load = 0; load <= LOADS; load++) {
      await page.goto(`${base}/`);
      // All the tasks are on screen when every list holds its whole length and shows its first rows:
      // a short list draws every row, a long (virtual) one those near the view.
      await page.waitForFunction(
        (count) => {
          const lists = [...document.querySelectorAll(".task-column .task-list[data-total]")];
          const total = lists.reduce((sum, list) => sum + Number(list.getAttribute("data-total")), 0);
          const drawn = lists.every((list) =>
            list.classList.contains("virtual")
              ? list.querySelector(".task") !== null
              : list.querySelectorAll(".task").length === Number(list.getAttribute("data-total")),
          );
          const shown = total >= count && drawn;
          // The frame at which they are all there, taken in the page: reading the clock after
          // this check has travelled back to the bench would add the trip to the figure.
          if (shown && window.__allRowsAt === undefined) {
            window.__allRowsAt = performance.now();
            // This check runs in the frame's animation callbacks, before its layout and paint: a
            // message posted now is handled once that frame has been drawn.
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {
              window.__allRowsPaintedAt = performance.now();
            };
            channel.port2.postMessage(null);
          }
          return shown;
        },
        TASK_COUNT,
        { timeout: 60_000, polling: "raf" },
      );
      await page.waitForFunction(() => window.__allRowsPaintedAt !== undefined);
      const timing = await page.evaluate(() => {
        const calls = performance.getEntriesByType("resource");
        const tasksCall = calls.find((entry) => entry.name.endsWith("/api/v4/tasks/user"));
        const userCall = calls.find((entry) => entry.name.endsWith("/api/v4/user"));
        return {
          shown: window.__allRowsAt,
          painted: window.__allRowsPaintedAt,
          readBack: performance.now(),
          tasksArrived: tasksCall ? tasksCall.responseEnd : undefined,
          userArrived: userCall ? userCall.responseEnd : undefined,
        };
      });
      if (load === 0) continue;
      times.push(timing.shown);
      if (timing.tasksArrived !== undefined) {
        renders.push(timing.shown - timing.tasksArrived);
        paints.push(timing.painted - timing.tasksArrived);
        readBacks.push(timing.readBack - timing.tasksArrived);
        if (timing.userArrived !== undefined) gaps.push(timing.tasksArrived - timing.userArrived);
      }
    }
    const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
    console.log(
      `${TASK_COUNT} tasks in Chromium: the player's document came before the task list by ${gaps.map((ms) => ms.toFixed(0)).join(", ")} ms`,
    );
    console.log(
      `${TASK_COUNT} tasks in Chromium: rows drawn (the frame after them painted) ${paints.length ? median(paints).toFixed(0) : "?"} ms after the task list arrived (${paints.map((ms) => ms.toFixed(0)).join(", ")})`,
    );
    console.log(
      `${TASK_COUNT} tasks in Chromium: navigation to all rows on screen ${median(times).toFixed(0)} ms (median of ${LOADS}), of which rendering after the task list arrived ${renders.length ? median(renders).toFixed(0) : "?"} ms (${renders.map((ms) => ms.toFixed(0)).join(", ")}; read back by the bench after the check: ${readBacks.length ? median(readBacks).toFixed(0) : "?"} ms)`,
    );

    // Scoring one task among 500: the time from the click to the list showing it done (the
    // other rows must not redraw, so this stays small whatever the list's length). The newest
    // to-dos, at the top of their list: 499, 495, ...
    const checks = [];
    for (let n = TASK_COUNT - 1; n > TASK_COUNT - 1 - 4 * LOADS; n -= 4) {
      const elapsed = await page.evaluate(
        (name) =>
          new Promise((resolve) => {
            const box = document.querySelector(`[role="checkbox"][aria-label="Check off: ${name}"]`);
            if (!box) return resolve(undefined);
            const started = performance.now();
            // A checked to-do leaves the list of active ones (or shows checked, depending on the view).
            const observer = new MutationObserver(() => {
              if (box.isConnected && box.getAttribute("aria-checked") !== "true") return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - started));
            });
            observer.observe(document.body, { attributes: true, childList: true, subtree: true });
            box.click();
          }),
        `Benchmark task ${n}`,
      );
      if (elapsed !== undefined) checks.push(elapsed);
    }
    console.log(
      `checking off one to-do among ${TASK_COUNT} tasks: ${checks.length ? median(checks).toFixed(0) : "?"} ms to the next frame (median of ${checks.length})`,
    );
  } finally {
    await browser.close();
  }
}

/**
 * The installable, offline client in a real browser: the manifest and service worker an install
 * needs; then a game played without a network — three scores and a new to-do, a reload that
 * opens from the service worker's cache with the pending marks — and the connection's return,
 * after which the server holds all of it with the figures an online game would have reached,
 * and the one action it refused is explained.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, registerByApi, signInWithStorage, ARTIFACTS, type Account } from "./fixtures";
import fs from "node:fs";
import path from "node:path";

interface ApiTask {
  _id: string;
  text: string;
  type: string;
  value: number;
  completed?: boolean;
  counterUp?: number;
  streak?: number;
  notes?: string;
}
interface ApiUser {
  stats: { hp: number; exp: number; gp: number; mp: number; lvl: number };
}

const headersOf = (account: Account) => ({ "x-api-user": account.id, "x-api-key": account.apiToken });

async function apiCall<T>(
  request: APIRequestContext,
  account: Account,
  method: "GET" | "POST" | "DELETE",
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`/api/v4${url}`, { method, headers: headersOf(account), data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The same starting tasks for the player and for a twin who plays the same moves online. */
async function seedTasks(request: APIRequestContext, account: Account): Promise<Record<string, ApiTask>> {
  const created = await apiCall<ApiTask[]>(request, account, "POST", "/tasks/user", [
    { type: "habit", text: "Stretch for five minutes" },
    { type: "daily", text: "Water the plants", startDate: "2020-01-01" },
    { type: "todo", text: "Post the letter" },
    { type: "todo", text: "Return the library books" },
  ]);
  return Object.fromEntries(created.map((task) => [task.text, task]));
}

/** Waits until the device's store holds a snapshot of the tasks that includes `text`. */
async function expectKeptOnDevice(page: Page, text: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          // Only an existing store is opened: opening a missing one would create it empty.
          if (!(await indexedDB.databases()).some((db) => db.name === "habitforge-offline")) return false;
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const open = indexedDB.open("habitforge-offline");
            open.onsuccess = () => resolve(open.result);
            open.onerror = () => reject(open.error);
          });
          const rows = await new Promise<{ id: string; data: unknown }[]>((resolve, reject) => {
            const all = db.transaction("snapshots").objectStore("snapshots").getAll();
            all.onsuccess = () => resolve(all.result);
            all.onerror = () => reject(all.error);
          });
          db.close();
          return rows.some((row) => row.id.endsWith("|tasks") && JSON.stringify(row.data).includes(wanted));
        }, text),
      { timeout: 15_000 },
    )
    .toBe(true);
}

// These tests are about the service worker: it may register here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(ARTIFACTS, `offline--${name}.png`), fullPage: true });
const row = (page: Page, text: string) =>
  page.locator(".task", { has: page.getByRole("button", { name: `Edit ${text}`, exact: true }) });

test.describe("the installable app", () => {
  test("has a manifest, icons and a service worker that controls the page, and asks before updating", async ({
    page,
    request,
  }) => {
    const manifestResponse = await request.get("/manifest.webmanifest");
    expect(manifestResponse.ok()).toBe(true);
    expect(manifestResponse.headers()["content-type"]).toContain("manifest+json");
    const manifest = await manifestResponse.json();
    expect(manifest).toMatchObject({
      name: "Habitforge",
      short_name: "Habitforge",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#6133b4",
    });
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    // The sizes an install asks for, for both purposes, each a PNG of exactly its declared size.
    const pngs = (manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[]).filter(
      (icon) => icon.type === "image/png",
    );
    for (const wanted of ["192x192 any", "512x512 any", "192x192 maskable", "512x512 maskable"])
      expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`)).toContain(wanted);
    const shortcutIcons = (manifest.shortcuts as { icons?: { src: string; sizes: string }[] }[]).flatMap(
      (shortcut) => shortcut.icons ?? [],
    );
    for (const icon of [...pngs, ...shortcutIcons, { src: "/icons/apple-touch-icon-180.png", sizes: "180x180" }]) {
      const image = await request.get(icon.src);
      expect(image.ok(), icon.src).toBe(true);
      const bytes = await image.body();
      expect(bytes.subarray(1, 4).toString("latin1"), icon.src).toBe("PNG");
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
    expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toEqual([
      "/?add=todo",
      "/?add=daily",
      "/?add=habit",
    ]);

    const account = await registerByApi(request, "install");
    await signInWithStorage(page, account);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 2, name: /^Habits/ })).toBeVisible();
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest.webmanifest");
    // Registered after the load; the page it installed under is taken over at once.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/\/$/);
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: /^Habits/ })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

    // Chromium's own installability checks (those Lighthouse reports) find nothing missing.
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    // A test browser profile is an incognito one; that says nothing about the app.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== "in-incognito")).toEqual([]);
    const parsed = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[] };
    expect(parsed.url).toMatch(/\/manifest\.webmanifest$/);
    expect(parsed.errors).toEqual([]);

    // The "Add a to-do" shortcut opens the tasks screen with the to-do field ready.
    await page.goto("/?add=todo");
    await expect(page.getByRole("textbox", { name: "Add a to-do", exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/$/);

    // A new version of the client (here: a changed worker) is announced, and taken only on the player's word.
    const workerFile = path.join("dist", "client", "sw.js");
    const original = fs.readFileSync(workerFile, "utf8");
    try {
      fs.writeFileSync(workerFile, `${original}\n// the next version\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = page.locator(".update-prompt");
      await expect(prompt).toContainText("A new version of Habitforge is ready");
      await shot(page, "0-update-ready");
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
        true,
      );
      await Promise.all([
        page.waitForEvent("framenavigated"),
        prompt.getByRole("button", { name: "Reload to update" }).click(),
      ]);
      await expect(page.getByRole("heading", { level: 2, name: /^Habits/ })).toBeVisible();
      await expect(prompt).toHaveCount(0);
      const state = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller) };
      });
      expect(state).toEqual({ waiting: false, controlled: true });
    } finally {
      fs.writeFileSync(workerFile, original);
    }
  });
});

test.describe("playing offline", () => {
  test("scores and a new to-do wait on the device, survive a reload, and reach the server when the connection returns", async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1400, height: 1400 });
    const player = await registerByApi(request, "offline");
    const twin = await registerByApi(request, "twin");
    const tasks = await seedTasks(request, player);
    const twinTasks = await seedTasks(request, twin);

    await signInWithStorage(page, player);
    // The market loads the game content once online: the service worker keeps it by its ETag.
    await page.goto("/shops/market");
    await expect(page.getByRole("button", { name: /^Health potion/ })).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The content the market asked for (its language and sections), as the service worker keeps it.
    const keptContent = () =>
      page.evaluate(async () => {
        const cache = await caches.open("habitforge-content");
        const entry = (await cache.keys()).find((request) => new URL(request.url).pathname === "/api/v4/content");
        const kept = entry && (await cache.match(entry));
        return entry && kept ? { url: entry.url, etag: kept.headers.get("ETag") } : null;
      });
    // The worker installs (precaching the client) before it takes charge and keeps the content.
    await expect.poll(keptContent, { timeout: 30_000 }).not.toBeNull();
    const kept = (await keptContent())!;
    expect(kept.etag).toBe((await request.get(kept.url)).headers().etag);
    await page.getByRole("link", { name: "Tasks", exact: true }).click();
    await expect(row(page, "Water the plants")).toBeVisible();
    await expectKeptOnDevice(page, "Return the library books");

    await context.setOffline(true);
    const banner = page.getByRole("region", { name: "Connection" });
    await expect(banner).toContainText("You are offline");

    // Three scores and a new to-do, shown at once; and a to-do that will turn out deleted meanwhile.
    await page.getByRole("button", { name: "Score up: Stretch for five minutes" }).click();
    await expect(page.locator(".toast-gp").first()).toContainText("gold");
    await page.getByRole("checkbox", { name: "Check off: Water the plants" }).click();
    await expect(page.getByRole("checkbox", { name: "Uncheck: Water the plants" })).toBeVisible();
    await page.getByRole("checkbox", { name: "Check off: Post the letter" }).click();
    await page.getByRole("checkbox", { name: "Check off: Return the library books" }).click();
    const add = page.getByRole("textbox", { name: "Add a to-do", exact: true });
    await add.fill("Buy stamps");
    await add.press("Enter");
    await expect(row(page, "Buy stamps")).toBeVisible();
    // An edit made offline waits its turn too.
    await page.getByRole("button", { name: "Edit Water the plants" }).click();
    const editor = page.getByRole("dialog", { name: "Edit daily" });
    await editor.getByLabel("Notes").fill("The fern by the window first");
    await editor.getByRole("button", { name: "Save" }).click();
    await expect(editor).toHaveCount(0);
    await expect(row(page, "Water the plants")).toContainText("The fern by the window first");
    await expect(banner).toContainText("6 changes made here wait to be sent");
    for (const text of ["Stretch for five minutes", "Water the plants", "Buy stamps"])
      await expect(row(page, text).getByText("Waiting to be sent")).toBeVisible();
    await shot(page, "1-offline");

    // Elsewhere, the player deletes one of those to-dos while this device is offline.
    await apiCall(request, player, "DELETE", `/tasks/${tasks["Return the library books"]._id}`);

    // Reloading without a network: the page, its code and the tasks come from this device.
    await expectKeptOnDevice(page, "Buy stamps");
    await page.reload();
    await expect(row(page, "Buy stamps")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Uncheck: Water the plants" })).toBeVisible();
    await expect(row(page, "Stretch for five minutes")).toContainText("+1");
    for (const text of ["Stretch for five minutes", "Water the plants", "Buy stamps"])
      await expect(row(page, text).getByText("Waiting to be sent")).toBeVisible();
    await expect(page.getByRole("region", { name: "Connection" })).toContainText("6 changes made here wait to be sent");
    await shot(page, "2-reloaded-offline");
    // Buying needs the server: the gem purchase says why it is off.
    await page.getByTestId("hero-gems").click();
    const gems = page.getByRole("dialog", { name: "Get gems" });
    await expect(gems.getByRole("note")).toContainText("You are offline: buying gems needs the server");
    await gems.getByRole("button", { name: "close dialog" }).click();
    // The market opens offline from the kept content; its purchases wait for the connection.
    await page.getByRole("link", { name: "Shops" }).click();
    await page.getByRole("button", { name: /^Health potion/ }).click();
    const potion = page.getByRole("dialog", { name: "Buy Health potion" });
    await expect(potion.getByRole("button", { name: /Buy for/ })).toBeDisabled();
    await expect(potion.getByRole("note").filter({ hasText: "You are offline" })).toContainText(
      "You are offline: buying needs the server",
    );
    await potion.getByRole("button", { name: "Cancel" }).click();
    // Logging out now would lose what waits: the player is asked first.
    await page.getByRole("button", { name: /^Your account/ }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page.getByRole("heading", { name: "Log out while offline?" })).toBeVisible();
    await expect(page.getByText("6 changes made offline have not reached the server yet.")).toBeVisible();
    await page.getByRole("button", { name: "Stay logged in" }).click();

    // The twin plays the same moves online, in the same order.
    await apiCall(request, twin, "DELETE", `/tasks/${twinTasks["Return the library books"]._id}`);
    for (const text of ["Stretch for five minutes", "Water the plants", "Post the letter"])
      await apiCall(request, twin, "POST", `/tasks/${twinTasks[text]._id}/score/up`);
    await apiCall(request, twin, "POST", "/tasks/user", { type: "todo", text: "Buy stamps" });

    await context.setOffline(false);
    await expect(page.getByRole("region", { name: "Connection" })).toHaveCount(0, { timeout: 15_000 });
    const refusal = page.locator(".toast-error");
    await expect(refusal).toContainText("1 change made offline could not be saved");
    await expect(refusal).toContainText("“Return the library books” (checked off): Task not found.");
    await expect(refusal).toContainText("5 other changes were saved.");
    await expect(page.locator(".pending-mark")).toHaveCount(0);
    await shot(page, "3-back-online");

    const saved = await apiCall<ApiTask[]>(request, player, "GET", "/tasks/user");
    const byText = new Map(saved.map((task) => [task.text, task]));
    expect(byText.get("Stretch for five minutes")).toMatchObject({ counterUp: 1, value: 1 });
    expect(byText.get("Water the plants")).toMatchObject({
      completed: true,
      streak: 1,
      notes: "The fern by the window first",
    });
    expect(byText.has("Post the letter")).toBe(false);
    const completed = await apiCall<ApiTask[]>(request, player, "GET", "/tasks/user?type=completedTodos");
    expect(completed.map((task) => task.text)).toContain("Post the letter");
    expect(byText.get("Buy stamps")).toMatchObject({ type: "todo", completed: false });
    // The new to-do kept the id it was given offline: the screen and the server name the same task.
    await expect(page.locator(`[data-task-id="${byText.get("Buy stamps")?._id}"]`)).toBeVisible();

    const mine = (await apiCall<ApiUser>(request, player, "GET", "/user")).stats;
    const theirs = (await apiCall<ApiUser>(request, twin, "GET", "/user")).stats;
    for (const stat of ["hp", "mp", "exp", "gp", "lvl"] as const) expect(mine[stat], stat).toBeCloseTo(theirs[stat], 8);
    await expect(page.getByTestId("hero-gold")).toContainText(Math.floor(mine.gp).toLocaleString("en"));
  });
});

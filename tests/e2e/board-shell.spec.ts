/**
 * A returning player's board draws at once: the header, the search and the four columns with
 * their loading rows show while the player's document is still on its way, and the hero fills
 * its place when it comes. A first visit (nothing remembered) waits for the document as before,
 * and a memory that turns out wrong still sends the player to choose a username.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page, Route } from "@playwright/test";
import { expect, registerByApi, SETTINGS_KEY, signInWithStorage, test, type Account } from "./fixtures";

/** Holds every read (GET) of the address until the returned function is called. */
async function holdReads(page: Page, address: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(address, async (route: Route) => {
    if (route.request().method() !== "GET") return route.continue();
    await held;
    await route.continue();
  });
  return release;
}

/** Holds every read of the player's document until the returned function is called. */
const holdUserDocument = (page: Page) => holdReads(page, /\/api\/v4\/user(\?.*)?$/);

/** Holds every read of the player's tasks until the returned function is called. */
const holdTaskList = (page: Page) => holdReads(page, /\/api\/v4\/tasks\/user(\?.*)?$/);

/** Signs in and visits the board once: the device then knows that this account's username is chosen. */
async function returningPlayer(page: Page, account: Account) {
  await signInWithStorage(page, account);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: account.username })).toBeVisible();
}

/**
 * The files of the extras that must wait for the board's reads: the bell's menu, the notices'
 * overlay, the page titles, the market pins, the gear table, the scoring code and the offline store.
 */
const EXTRAS = /\/assets\/(NotificationMenu|NotificationArea|titles|MarketPins|gear-table|scoring|sync)-[\w-]+\.js$/;

/** The extras' files the page has asked for so far. */
function extrasAskedFor(page: Page): Promise<string[]> {
  return page.evaluate(
    (pattern) =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => new RegExp(pattern).test(name))
        .map((name) => name.split("/").pop() ?? name),
    EXTRAS.source,
  );
}

test.describe("the board while the player's document loads", () => {
  let account: Account;

  test.beforeAll(async ({ request }) => {
    account = await registerByApi(request, "shellboard");
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test.describe(`in the ${colorScheme} theme`, () => {
      test.use({ colorScheme });

      test("a returning player sees the board's frame at once, then the hero", async ({ page }) => {
        await returningPlayer(page, account);

        const release = await holdUserDocument(page);
        await page.goto("/");
        await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tasks" })).toBeVisible();
        const placeholder = page.locator(".hero-placeholder");
        await expect(placeholder).toBeVisible();
        await expect(placeholder).toHaveAttribute("aria-busy", "true");
        await expect(page.getByRole("heading", { level: 2, name: /^Dailies/ })).toBeVisible();
        await expect(page.locator(".task-column[aria-busy='true']")).toHaveCount(4);
        await expect(page.locator(".loading-screen")).toHaveCount(0);
        await expect(page.getByRole("searchbox", { name: "Search tasks" })).toBeVisible();
        // The frame is a screen of its own for a moment: it must pass the same checks.
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
        expect(results.violations.map((violation) => violation.id)).toEqual([]);
        // Where the hero will be is held at its height, so the columns do not jump when it comes.
        const columnsBefore = await page.locator(".task-columns").boundingBox();

        release();
        await expect(page.getByRole("heading", { level: 1, name: account.username })).toBeVisible();
        await expect(placeholder).toHaveCount(0);
        await expect(page.getByRole("checkbox", { name: /Check off: / }).first()).toBeVisible();
        const columnsAfter = await page.locator(".task-columns").boundingBox();
        expect(Math.abs((columnsAfter?.y ?? 0) - (columnsBefore?.y ?? 0))).toBeLessThan(12);
        await expect(page.getByRole("button", { name: `Your account: ${account.username}` })).toBeVisible();
      });
    });
  }

  test("what the player types while the document loads stays when it comes (the board is not drawn anew)", async ({
    page,
  }) => {
    await returningPlayer(page, account);
    const release = await holdUserDocument(page);
    await page.goto("/");
    const search = page.getByRole("searchbox", { name: "Search tasks" });
    await search.fill("nothing matches this");
    await page.getByRole("textbox", { name: "Add a to-do" }).fill("Water the plants");
    release();
    await expect(page.getByRole("heading", { level: 1, name: account.username })).toBeVisible();
    await expect(search).toHaveValue("nothing matches this");
    await expect(page.getByRole("textbox", { name: "Add a to-do" })).toHaveValue("Water the plants");
    await expect(page.getByRole("checkbox", { name: /Check off: / })).toHaveCount(0);
  });

  test("the extras wait until the board's reads have answered, then come", async ({ page }) => {
    await returningPlayer(page, account);
    const release = await holdTaskList(page);
    await page.goto("/");
    // The board and the hero are drawn; the task list is still on its way.
    await expect(page.getByRole("heading", { level: 1, name: account.username })).toBeVisible();
    await expect(page.locator(".task-column[aria-busy='true']")).toHaveCount(4);
    // Well inside the longest the extras wait for a read (1.5 s), none of their files was asked for.
    await page.waitForTimeout(500);
    expect(await extrasAskedFor(page)).toEqual([]);

    release();
    await expect(page.getByRole("checkbox", { name: /Check off: / }).first()).toBeVisible();
    // Then they come: the bell, the pinned potion and the page's title.
    await expect(page.getByTestId("notification-bell")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Buy Health potion/ })).toBeVisible();
    await expect(page).toHaveTitle(/Tasks/);
    const asked = await extrasAskedFor(page);
    for (const file of ["NotificationMenu", "MarketPins", "titles"])
      expect(asked.some((name) => name.startsWith(`${file}-`))).toBe(true);
  });

  test("a first visit on a device waits for the document behind the loading screen", async ({ page }) => {
    await signInWithStorage(page, account);
    const release = await holdUserDocument(page);
    await page.goto("/");
    await expect(page.locator(".loading-screen")).toBeVisible();
    await expect(page.locator(".hero-placeholder")).toHaveCount(0);
    await expect(page.locator(".task-column")).toHaveCount(0);
    release();
    await expect(page.getByRole("heading", { level: 1, name: account.username })).toBeVisible();
  });

  test("a wrong memory still sends a player without a username to choose one", async ({ page }) => {
    await page.goto("/static/home");
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      SETTINGS_KEY,
      JSON.stringify({ auth: { apiId: account.id, apiToken: account.apiToken }, usernameChosen: account.id }),
    ] as const);
    // The document says the username is still to be chosen (as after a sign-up with a provider).
    await page.route(/\/api\/v4\/user(\?.*)?$/, async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      const response = await route.fetch();
      const body = (await response.json()) as { data: { flags: Record<string, unknown> } };
      body.data.flags.verifiedUsername = false;
      await route.fulfill({ response, json: body });
    });
    await page.goto("/");
    await expect(page).toHaveURL(/\/username$/);
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "{}"), SETTINGS_KEY);
    expect(stored.usernameChosen).toBeUndefined();
  });

  test("a key refused on a remembering device signs out to the login screen", async ({ page }) => {
    await page.goto("/static/home");
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      SETTINGS_KEY,
      JSON.stringify({
        auth: { apiId: account.id, apiToken: "00000000-0000-4000-8000-000000000000" },
        usernameChosen: account.id,
      }),
    ] as const);
    await page.goto("/");
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate((key) => localStorage.getItem(key), SETTINGS_KEY)).toBeNull();
  });
});

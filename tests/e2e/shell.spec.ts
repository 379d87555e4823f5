import AxeBuilder from "@axe-core/playwright";
import { test, expect, registerByApi, signInWithStorage, expectTaskColumns, type Account } from "./fixtures";

test.describe("client shell", () => {
  let account: Account;

  test.beforeAll(async ({ request }) => {
    account = await registerByApi(request, "shell");
  });

  test("page titles follow section and subsection", async ({ page }) => {
    await page.goto("/static/home");
    await expect(page).toHaveTitle("Welcome | Habitforge");
    await page.goto("/login");
    await expect(page).toHaveTitle("Log in | Habitforge");
    await signInWithStorage(page, account);
    await page.goto("/shops/seasonal");
    await expect(page).toHaveTitle("Seasonal shop | Shops | Habitforge");
    await expect(page.getByRole("heading", { level: 1, name: "Seasonal shop" })).toBeVisible();
    await page.getByRole("link", { name: "Party" }).click();
    await expect(page).toHaveTitle("Party | Habitforge");
  });

  test("redirects of the route table", async ({ page }) => {
    await page.goto("/static/tavern-and-guilds");
    await expect(page).toHaveURL("/static/faq/tavern-and-guilds");
    await signInWithStorage(page, account);
    await page.goto("/inventory");
    await expect(page).toHaveURL("/inventory/items");
    await page.goto("/user/settings");
    await expect(page).toHaveURL("/user/settings/general");
    await page.goto("/api");
    await expect(page).toHaveURL("/user/settings/siteData");
    await expect(page).toHaveTitle("Site data | Settings | Habitforge");
  });

  test("old hash links open the guild and challenge routes", async ({ page }) => {
    await signInWithStorage(page, account);
    await page.goto("/#/options/groups/guilds/5a1b");
    await expect(page).toHaveURL("/groups/guild/5a1b");
    await expect(page.getByRole("heading", { level: 1, name: "Guild" })).toBeVisible();
    await page.goto("/#/options/groups/challenges/9c2d");
    await expect(page).toHaveURL("/challenges/9c2d");
    await expect(page.getByRole("heading", { level: 1, name: "Challenge" })).toBeVisible();
  });

  test("privileged pages send other players to the tasks", async ({ page }) => {
    await signInWithStorage(page, account);
    await page.goto("/admin/panel");
    await expect(page).toHaveURL("/");
    await expectTaskColumns(page);
    await page.goto("/user/settings/transactions");
    await expect(page).toHaveURL("/");
  });

  test("stale credentials lead back to login", async ({ page }) => {
    await signInWithStorage(page, { ...account, apiToken: "not-the-token" });
    await page.goto("/party");
    await expect(page).toHaveURL("/login?redirectTo=%2Fparty");
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  });

  test("the password-changed notice shows once", async ({ page }) => {
    await page.goto("/static/home");
    // Let this load finish reading the flags first, so only the next load sees the new one.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.evaluate(() => sessionStorage.setItem("password-changed", "true"));
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "password has been changed" })).toBeVisible();
    await page.reload();
    await expect(page.getByText("password has been changed")).toHaveCount(0);
  });

  test("every navigation starts at the top of the page", async ({ page }) => {
    // A short window, so that the board scrolls (on a phone it shows one list at a time).
    await page.setViewportSize({ width: 1366, height: 420 });
    await signInWithStorage(page, account);
    await page.goto("/");
    await expectTaskColumns(page);
    // The rewards' pins, which join the column once the board's reads have been drawn, make it long.
    await expect(page.locator(".market-pins .task").first()).toBeVisible();
    await page.locator(".column-reward .task").last().scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole("link", { name: "Inventory" }).click();
    await expect(page).toHaveURL("/inventory/items");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("every request carries the client headers", async ({ page }) => {
    await signInWithStorage(page, account);
    const userRequest = page.waitForRequest((request) => request.url().endsWith("/api/v4/user"));
    await page.goto("/");
    const headers = await (await userRequest).allHeaders();
    expect(headers["x-api-user"]).toBe(account.id);
    expect(headers["x-api-key"]).toBe(account.apiToken);
    expect(headers["x-client"]).toBe("habitforge-web");
    expect(Number(headers["x-user-timezoneoffset"])).toBe(await page.evaluate(() => new Date().getTimezoneOffset()));
  });

  test("the tasks screen fits a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInWithStorage(page, account);
    await page.goto("/");
    // One list at a time, behind its tab.
    const tabs = page.getByRole("tablist", { name: "Task lists" });
    for (const title of ["Dailies", "To-dos", "Rewards"]) {
      await tabs.getByRole("tab", { name: new RegExp(title) }).click();
      await expect(tabs.getByRole("tab", { name: new RegExp(title) })).toHaveAttribute("aria-selected", "true");
    }
    await expect(page.locator(".column-reward .task").first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("signing in works from the keyboard alone", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Habitforge home" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Username or email")).toBeFocused();
    await page.keyboard.type(account.username);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password")).toBeFocused();
    await page.keyboard.type(account.password);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/");
    await expectTaskColumns(page);
  });

  test("public pages fit a small phone", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ["/static/home", "/login", "/register", "/static/faq"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  for (const path of ["/static/home", "/login", "/register", "/static/not-found"]) {
    test(`no accessibility violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
        ),
      ).toEqual([]);
    });
  }

  test("no accessibility violations on the tasks screen", async ({ page }) => {
    await signInWithStorage(page, account);
    await page.goto("/");
    await expect(page.locator(".column-habit .task").first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
      ),
    ).toEqual([]);
  });
});

test("clearing browser data logs out and keeps the account", async ({ page, request }) => {
  const account = await registerByApi(request, "clear");
  await signInWithStorage(page, account);
  await page.goto("/static/clear-browser-data");
  await page.getByRole("button", { name: "Clear data and log out" }).click();
  await expect(page).toHaveURL("/static/home");
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await page.goto("/");
  await expect(page).toHaveURL("/static/home");
});

test("admin pages open by privilege", async ({ page, request }) => {
  const account = await registerByApi(request, "staff");
  const headers = { "x-api-user": account.id, "x-api-key": account.apiToken };
  const granted = await request.post("/api/v4/debug/update-user", {
    headers,
    data: { "permissions.accessControl": true },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
  await signInWithStorage(page, account);

  // Access control alone opens the admin area at the blockers page, and no user-support page.
  await page.goto("/admin");
  await expect(page).toHaveURL("/admin/blockers");
  await expect(page).toHaveTitle("Blockers | Admin | Habitforge");
  await page.goto("/admin/panel");
  await expect(page).toHaveURL("/");

  const promoted = await request.post("/api/v4/debug/make-admin", { headers, data: {} });
  expect(promoted.ok(), await promoted.text()).toBe(true);
  await page.goto("/admin");
  await expect(page).toHaveURL("/admin/panel");
  await expect(page.getByRole("heading", { level: 1, name: "User support" })).toBeVisible();
  await page.goto("/user/settings/transactions");
  await expect(page).toHaveURL("/user/settings/transactions");
});

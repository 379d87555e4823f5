import {
  test,
  expect,
  newIdentity,
  registerByApi,
  signInWithStorage,
  expectTaskColumns,
  SETTINGS_KEY,
  type Account,
} from "./fixtures";

const storedSettings = (page: import("@playwright/test").Page) =>
  page.evaluate((key) => localStorage.getItem(key), SETTINGS_KEY);

test.describe("accounts", () => {
  let existing: Account;

  test.beforeAll(async ({ request }) => {
    existing = await registerByApi(request, "known");
  });

  test("register, see the tasks, log out and log back in by email", async ({ page }) => {
    const hero = newIdentity("new");
    await page.goto("/register");
    await expect(page).toHaveTitle("Sign up | Habitforge");
    await page.getByLabel("Username").fill(hero.username);
    await page.getByLabel("Email").fill(hero.email);
    await page.getByLabel("Password", { exact: true }).fill(hero.password);
    await page.getByLabel("Confirm password").fill(hero.password);
    await page.getByRole("button", { name: "Sign up" }).click();
    // A new player is welcomed first; the welcome can be skipped.
    await expect(page).toHaveURL("/welcome");
    await page.getByRole("button", { name: "Skip to my tasks" }).click();

    await expect(page).toHaveURL("/");
    await expect(page).toHaveTitle("Tasks | Habitforge");
    await expectTaskColumns(page);
    await expect(page.getByRole("heading", { level: 1, name: hero.username })).toBeVisible();
    await expect(page.getByText("Level 1")).toBeVisible();
    await expect(page.getByRole("meter", { name: "Health" })).toHaveAttribute("aria-valuetext", "50 of 50");
    // Every column holds the starter tasks a new player gets.
    for (const column of ["habit", "daily", "todo", "reward"]) {
      await expect(page.locator(`.column-${column} .task`).first()).toBeVisible();
    }
    const settings = JSON.parse((await storedSettings(page)) ?? "{}");
    expect(settings.auth.apiId).toMatch(/\S/);
    expect(settings.auth.apiToken).toMatch(/\S/);

    const logoutCall = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/api/v4/user/auth/logout"),
    );
    await page.getByRole("button", { name: /^Your account/ }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    expect((await logoutCall).headers()["x-api-key"]).toBe(settings.auth.apiToken);
    await expect(page).toHaveURL("/login");
    expect(await storedSettings(page)).toBeNull();

    await page.getByLabel("Username or email").fill(hero.email);
    await page.getByLabel("Password").fill(hero.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL("/");
    await expectTaskColumns(page);
    await expect(page.locator(".column-habit .task").first()).toBeVisible();
  });

  test("a visitor on the tasks route goes to the home page", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL("/static/home");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Start your adventure" })).toHaveAttribute("href", "/register");
  });

  test("a visitor on a login-only page logs in and lands there", async ({ page }) => {
    await page.goto("/inventory/items");
    await expect(page).toHaveURL("/login?redirectTo=%2Finventory%2Fitems");
    await page.getByLabel("Username or email").fill(existing.username);
    await page.getByLabel("Password").fill(existing.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL("/inventory/items");
    await expect(page).toHaveTitle("Items | Inventory | Habitforge");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tasks" }).click();
    await expect(page).toHaveURL("/");
    await expectTaskColumns(page);
  });

  test("a logged-in user opening login or register goes to the tasks", async ({ page }) => {
    await signInWithStorage(page, existing);
    await page.goto("/login");
    await expect(page).toHaveURL("/");
    await expectTaskColumns(page);
    await page.goto("/register");
    await expect(page).toHaveURL("/");
  });

  test("an unknown path shows the not-found page", async ({ page }) => {
    await page.goto("/no/such/place");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found | Habitforge");
  });

  test("registration errors are shown", async ({ page }) => {
    const hero = newIdentity("oops");
    await page.goto("/register");
    await page.getByLabel("Username").fill(hero.username);
    await page.getByLabel("Email").fill(hero.email);
    await page.getByLabel("Password", { exact: true }).fill(hero.password);
    await page.getByLabel("Confirm password").fill(`${hero.password}-typo`);
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByText("The passwords don't match.")).toBeVisible();
    await expect(page.getByLabel("Confirm password")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL("/register");

    // A name someone already has: the server refuses and the form says why.
    await page.getByLabel("Username").fill(existing.username);
    await page.getByLabel("Confirm password").fill(hero.password);
    await page.getByRole("button", { name: "Sign up" }).click();
    // The form says why, beside the fields, and only there: no error notice repeats it.
    await expect(page.locator("form").getByRole("alert")).toContainText(/taken|already|use/i);
    await expect(page.locator(".toast-error")).toHaveCount(0);
    await expect(page).toHaveURL("/register");
    expect(await storedSettings(page)).toBeNull();
  });

  test("a provider sign-in refused for an unverified address says why on the return page", async ({ page }) => {
    const refusal =
      "Google has not confirmed that ada@mail.example is your address, so no account can be made with it. Confirm the address with Google first, or register with an email address and a password.";
    // The provider and the server's answer are stood in for: only the page's handling is under test.
    await page.route("**/api/v4/user/auth/social", (route) =>
      route.fulfill({
        status: 401,
        contentType: "application/json",
        body: JSON.stringify({ success: false, error: "NotAuthorized", message: refusal }),
      }),
    );
    await page.goto("/static/home");
    await page.evaluate(() =>
      sessionStorage.setItem(
        "social-sign-in",
        JSON.stringify({ network: "google", state: "s-1", purpose: "register" }),
      ),
    );
    await page.goto("/static/google-redirect?code=c-1&state=s-1");
    await expect(page.getByRole("alert")).toContainText(refusal);
    expect(await storedSettings(page)).toBeNull();
  });

  test("a new account from a provider sign-in is welcomed, once", async ({ page, request }) => {
    // The provider's side is stood in for: the server's answer names a fresh account as new.
    const account = await registerByApi(request, "social");
    await page.route("**/api/v4/user/auth/social", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ success: true, data: { id: account.id, apiToken: account.apiToken, newUser: true } }),
      }),
    );
    await page.goto("/static/home");
    await page.evaluate(() =>
      sessionStorage.setItem(
        "social-sign-in",
        JSON.stringify({ network: "google", state: "s-2", purpose: "register" }),
      ),
    );
    await page.goto("/static/google-redirect?code=c-2&state=s-2");
    // By way of the name page (which lets a name already confirmed pass) to the welcome.
    await expect(page).toHaveURL("/welcome");
    await page.getByRole("button", { name: "Skip to my tasks" }).first().click();
    await expect(page).toHaveURL("/");
    await expectTaskColumns(page);
    // Dismissed once, it is not offered again: the address leads to the board.
    await page.goto("/welcome");
    await expect(page).toHaveURL("/");
  });
});

import fs from "node:fs";
import path from "node:path";
import { test, expect, registerByApi, signInWithStorage, type Account } from "./fixtures";
import { authHeaders, expectAccessible, getUser, updateUser } from "./inventory-helpers";

test.describe("settings", () => {
  let account: Account;

  test.beforeEach(async ({ request }) => {
    account = await registerByApi(request, "set");
  });

  test("a player changes their day, allocation, rest, sound and display name", async ({ page, request }) => {
    await signInWithStorage(page, account);
    await page.goto("/user/settings/general");
    await expect(page).toHaveTitle("General | Settings | Habitforge");
    await page.getByLabel("My day starts at").selectOption("3");
    await page.getByRole("button", { name: "Save day start" }).click();
    await expect(page.getByText("Your day now starts at 3:00.")).toBeVisible();
    await page.getByLabel("Spend my attribute points for me").check();
    await page.getByLabel("By the attributes of the tasks I complete").check();
    await page.getByLabel("Rest at the inn (pause damage from missed dailies)").check();
    await page.getByLabel("Sound theme").selectOption("airuTheme");
    await page.getByLabel("Display name").fill("Sir Tickalot");
    await page.getByRole("button", { name: "Save display name" }).click();
    await expect(page.getByText("Display name saved.")).toBeVisible();
    await expect
      .poll(async () => {
        const user = await getUser(request, account);
        return [
          user.preferences.dayStart,
          user.preferences.automaticAllocation,
          user.preferences.allocationMode,
          user.preferences.sleep,
          user.preferences.sound,
          user.profile.name,
        ].join(",");
      })
      .toBe("3,true,taskbased,true,airuTheme,Sir Tickalot");
    await expect(page.getByText("Classes open at level 10")).toBeVisible();
    await expectAccessible(page);
  });

  test("a chosen way of spending points and sound theme show at once, before the server answers", async ({
    page,
    request,
  }) => {
    await updateUser(request, account, { "preferences.automaticAllocation": true });
    await signInWithStorage(page, account);
    await page.goto("/user/settings/general");
    // Each save, and each read of the player, is held until the test lets it through.
    let release: () => void = () => {};
    let gate = Promise.resolve();
    const hold = () => {
      gate = new Promise<void>((resolve) => (release = resolve));
    };
    await page.route("**/api/v4/user", async (route) => {
      await gate;
      await route.continue().catch(() => {});
    });
    const saved = (path: "allocationMode" | "sound", value: string) =>
      expect.poll(async () => (await getUser(request, account)).preferences[path]).toBe(value);

    // Resting asks for the player again once saved: that read is still on its way when the
    // next choice is made.
    const rest = page.getByLabel("Rest at the inn (pause damage from missed dailies)");
    const reread = page.waitForRequest((sent) => sent.method() === "GET" && sent.url().endsWith("/api/v4/user"));
    await rest.check();
    hold();
    await reread;
    const taskBased = page.getByLabel("By the attributes of the tasks I complete");
    // check() fails unless the click itself shows the choice.
    await taskBased.check();
    release();
    await saved("allocationMode", "taskbased");
    await expect(taskBased).toBeChecked();

    hold();
    const sound = page.getByLabel("Sound theme", { exact: true });
    await sound.selectOption("airuTheme");
    await expect(sound).toHaveValue("airuTheme");
    release();
    await saved("sound", "airuTheme");
    await expect(sound).toHaveValue("airuTheme");
  });

  test("choosing a class at level 10", async ({ page, request }) => {
    await updateUser(request, account, { "stats.lvl": 10 });
    await signInWithStorage(page, account);
    await page.goto("/user/settings/general");
    await page.getByLabel("Your class").selectOption("wizard");
    await page.getByRole("button", { name: "Choose this class" }).click();
    await expect(page.getByText("You are now a Mage.").first()).toBeVisible();
    await expect.poll(async () => (await getUser(request, account)).stats.class).toBe("wizard");
  });

  test("changing the password shows the notice once on the next load", async ({ page }) => {
    await signInWithStorage(page, account);
    await page.goto("/user/settings/general");
    await page.getByLabel("Current password").fill(account.password);
    await page.getByLabel("New password", { exact: true }).fill("brand-new-secret-7");
    await page.getByLabel("New password again").fill("brand-new-secret-7");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("status").filter({ hasText: "password has been changed" })).toBeVisible();
    await page.reload();
    await expect(page.getByText("password has been changed")).toHaveCount(0);
  });

  test("site data: export JSON and CSV, credentials, and import", async ({ page, request }) => {
    await signInWithStorage(page, account);
    await page.goto("/api");
    await expect(page).toHaveURL("/user/settings/siteData");
    await expect(page.getByTestId("api-user-id")).toHaveText(account.id);
    await page.getByRole("button", { name: "Show token" }).click();
    await expect(page.getByTestId("api-token")).toHaveText(account.apiToken);

    const [json] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download all data (JSON)" }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^habitforge-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await json.path()) as string, "utf8"));
    expect(data._id).toBe(account.id);
    expect(Array.isArray(data.tasks.habits)).toBe(true);
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download history (CSV)" }).click(),
    ]);
    expect(fs.readFileSync((await csv.path()) as string, "utf8").split("\r\n")[0]).toBe(
      "Task Name,Task ID,Task Type,Date,Value",
    );

    // A file brings tasks, tags, history and settings; the screen says it brings no items.
    await expect(page.getByText("A file cannot prove what you own")).toBeVisible();
    await page
      .getByLabel("Data export file")
      .setInputFiles(path.join("tests", "e2e", "fixtures", "userdata-sample.json"));
    await expect(page.locator(".import-plan")).toContainText(
      /Ready to import 5 tasks, [01] new tags? and \d+ settings/,
    );
    await expect(page.getByText("1 task that belongs to a challenge")).toBeVisible();
    await page.getByRole("button", { name: "Import now" }).click();
    await expect(page.getByText(/Imported 5 tasks, [01] tags? and \d+ settings\./)).toBeVisible();
    const user = await getUser(request, account);
    expect(user.preferences.dayStart).toBe(4);
    // The file's items stay behind.
    expect(user.items.pets["Wolf-Base"]).toBeUndefined();
    expect(user.items.mounts["Cactus-Golden"]).toBeUndefined();
    expect(user.items.gear.owned.weapon_wizard_1).toBeUndefined();
    expect(user.tags.map((tag: { name: string }) => tag.name)).toEqual(expect.arrayContaining(["Morning", "Work"]));
    await expectAccessible(page);
  });

  test("a new API token replaces the old one, and the app keeps working with it", async ({ page, request }) => {
    const own = await registerByApi(request, "token");
    await signInWithStorage(page, own);
    await page.goto("/user/settings/siteData");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Get a new API token" }).click();
    await expect(
      page.getByRole("form", { name: "Get a new API token" }).getByText("That password is wrong."),
    ).toBeVisible();
    await page.getByLabel("Password").fill(own.password);
    await page.getByRole("button", { name: "Get a new API token" }).click();
    await expect(page.getByText("You have a new API token.")).toBeVisible();
    const renewed = (await page.getByTestId("api-token").textContent())?.trim() ?? "";
    expect(renewed).toMatch(/^[0-9a-f-]{36}$/);
    expect(renewed).not.toBe(own.apiToken);
    const old = await request.get("/api/v4/user", { headers: { "x-api-user": own.id, "x-api-key": own.apiToken } });
    expect(old.status()).toBe(401);
    await page.goto("/");
    await expect(page.getByRole("meter", { name: "Health" })).toBeVisible();
    await expectAccessible(page);
  });

  test("notification choices are stored, and the other settings pages open", async ({ page, request }) => {
    await signInWithStorage(page, account);
    await page.goto("/user/settings/notifications");
    await page.getByRole("group", { name: "Email me when" }).getByLabel("Someone sends me a private message").uncheck();
    await page.getByRole("group", { name: "Notify me when" }).getByLabel("My party's quest begins").uncheck();
    await expect
      .poll(async () => {
        const user = await getUser(request, account);
        return `${user.preferences.emailNotifications.newPM},${user.preferences.pushNotifications.questStarted}`;
      })
      .toBe("false,false");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Subscription" }).click();
    await expect(page).toHaveTitle("Subscription | Settings | Habitforge");
    await expect(page.getByText("You do not subscribe at the moment.")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Promo code" }).click();
    await page.getByLabel("Code", { exact: true }).fill("NOT-A-CODE");
    await page.getByRole("button", { name: "Claim" }).click();
    await expect(page.locator(".field-error")).toBeVisible();
    await expectAccessible(page);
  });

  test("transactions are listed for user support", async ({ page, request }) => {
    const headers = authHeaders(account);
    expect((await request.post("/api/v4/debug/make-admin", { headers, data: {} })).status()).toBe(200);
    expect((await request.post("/api/v4/debug/add-ten-gems", { headers, data: {} })).status()).toBe(200);
    const bought = await request.post("/api/v4/user/purchase/eggs/Wolf", { headers, data: { quantity: 1 } });
    await signInWithStorage(page, account);
    await page.goto("/user/settings/transactions");
    await expect(page).toHaveTitle("Transactions | Settings | Habitforge");
    if (bought.ok()) await expect(page.getByRole("row", { name: /purchase: Wolf/ })).toContainText("-3");
    else await expect(page.getByText("No transactions yet.").or(page.getByRole("alert"))).toBeVisible();
    await expectAccessible(page);
  });

  test("starting over asks for the password, and a wrong one changes nothing", async ({ page, request }) => {
    await updateUser(request, account, { "stats.lvl": 7, "stats.gp": 120 });
    await signInWithStorage(page, account);
    await page.goto("/user/settings/general");
    await page.getByRole("button", { name: "Start over…" }).click();
    const dialog = page.getByRole("dialog", { name: "Start over from level 1?" });
    await dialog.getByLabel("Your password").fill("not-the-password");
    await dialog.getByRole("button", { name: "Start over", exact: true }).click();
    await expect(dialog.getByText("That password is wrong.")).toBeVisible();
    expect((await getUser(request, account)).stats.lvl).toBe(7);

    await dialog.getByLabel("Your password").fill(account.password);
    await dialog.getByRole("button", { name: "Start over", exact: true }).click();
    await expect(page.getByText("Your account has started over.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await getUser(request, account)).stats.lvl).toBe(1);
    expect((await getUser(request, account)).stats.gp).toBe(0);
  });

  test("deleting the account", async ({ page, request }) => {
    await signInWithStorage(page, account);
    await page.goto("/user/settings/general");
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByLabel("Your password").fill(account.password);
    await dialog.getByRole("button", { name: "Delete forever" }).click();
    await expect(page).toHaveURL("/static/home");
    const response = await request.post("/api/v4/user/auth/local/login", {
      data: { username: account.username, password: account.password },
    });
    expect(response.status()).toBe(401);
  });
});

/**
 * The first-run welcome: a new player is greeted with a short introduction, creates their hero's
 * looks from the free options (or skips), and lands on the board; the welcome is not offered again.
 */
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { DEVICES } from "./devices";
import { ARTIFACTS, SETTINGS_KEY, expect, expectTaskColumns, newIdentity, test } from "./fixtures";
import { expectAccessible } from "./inventory-helpers";

async function signUp(page: Page, prefix: string): Promise<void> {
  const hero = newIdentity(prefix);
  await page.goto("/register");
  await page.getByLabel("Username").fill(hero.username);
  await page.getByLabel("Email").fill(hero.email);
  await page.getByLabel("Password", { exact: true }).fill(hero.password);
  await page.getByLabel("Confirm password").fill(hero.password);
  await page.getByRole("button", { name: "Sign up" }).click();
}

async function ownUser(page: Page, request: APIRequestContext): Promise<Record<string, any>> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SETTINGS_KEY);
  const auth = JSON.parse(raw ?? "{}").auth;
  const response = await request.get("/api/v4/user", {
    headers: { "x-api-user": auth.apiId, "x-api-key": auth.apiToken },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Record<string, any> }).data;
}

for (const device of DEVICES) {
  test.describe(`welcome on a ${device.name}`, () => {
    test.use(device.use);

    test("a new player is welcomed, creates their hero and lands on the board", async ({ page, request }) => {
      test.setTimeout(120_000);
      await signUp(page, "wlc");
      await expect(page).toHaveURL("/welcome");
      await expect(page.getByRole("heading", { level: 1, name: /^Welcome to Habitforge, / })).toBeVisible();
      await expectAccessible(page);
      await page.emulateMedia({ colorScheme: "dark" });
      await expectAccessible(page);
      await page.emulateMedia({ colorScheme: "light" });

      await page.getByRole("button", { name: "Create my hero" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Create your hero" })).toBeVisible();
      const before = (await ownUser(page, request)).preferences;
      // A different skin and hair colour: the preview follows at once.
      const hero = page.getByRole("img", { name: "Your hero" });
      const drawn = await hero.innerHTML();
      const skin = page.getByRole("group", { name: "Skin" }).locator('button[aria-pressed="false"]').first();
      await skin.click();
      await expect(page.getByRole("group", { name: "Skin" }).locator('button[aria-pressed="true"]')).toHaveCount(1);
      const skinName = await page
        .getByRole("group", { name: "Skin" })
        .locator('button[aria-pressed="true"]')
        .getAttribute("aria-label");
      await page.getByRole("group", { name: "Hair colour" }).locator('button[aria-pressed="false"]').first().click();
      await expect.poll(() => hero.innerHTML()).not.toBe(drawn);
      await expectAccessible(page);
      await page.emulateMedia({ colorScheme: "dark" });
      await expectAccessible(page);
      fs.mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: path.join(ARTIFACTS, `welcome--hero-dark-${device.name}.png`), fullPage: true });
      await page.emulateMedia({ colorScheme: "light" });

      await page.getByRole("button", { name: "Start playing" }).click();
      await expect(page).toHaveURL("/");
      await expectTaskColumns(page);
      const after = await ownUser(page, request);
      expect(after.flags.welcomed).toBe(true);
      expect(after.preferences.skin).not.toBe(before.skin);
      expect(after.preferences.hair.color).not.toBe(before.hair.color);
      expect(skinName).toBeTruthy();

      // Once welcomed, the address leads to the board.
      await page.goto("/welcome");
      await expect(page).toHaveURL("/");
    });

    test("the welcome can be skipped at once, and the hero keeps the looks it had", async ({ page, request }) => {
      await signUp(page, "wls");
      await expect(page).toHaveURL("/welcome");
      const before = (await ownUser(page, request)).preferences;
      await page.getByRole("button", { name: "Skip to my tasks" }).click();
      await expect(page).toHaveURL("/");
      await expectTaskColumns(page);
      const after = await ownUser(page, request);
      expect(after.flags.welcomed).toBe(true);
      expect(after.preferences.skin).toBe(before.skin);
      expect(after.preferences.hair).toEqual(before.hair);
    });
  });
}

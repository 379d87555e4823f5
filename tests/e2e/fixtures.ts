/**
 * Shared browser-test helpers: a screenshot of every test's last screen kept under
 * tests/e2e/artifacts/, and a way to make accounts through the API.
 */
import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { uniqueNamePart } from "../names";

export const ARTIFACTS = path.join("tests", "e2e", "artifacts");
export const SETTINGS_KEY = "habit-mobile-settings";
export const PASSWORD = "correct-horse-42";

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80);
}

export const test = base.extend<{ screenshotAtEnd: void }>({
  screenshotAtEnd: [
    async ({ page }, use, testInfo) => {
      await use();
      fs.mkdirSync(ARTIFACTS, { recursive: true });
      const file = path.join(
        ARTIFACTS,
        `${slug(path.basename(testInfo.file, ".spec.ts"))}--${slug(testInfo.title)}.png`,
      );
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    },
    { auto: true },
  ],
});

export { expect };

export function newIdentity(prefix = "hero") {
  const username = `${prefix}${uniqueNamePart()}`.slice(0, 20);
  return { username, email: `${username}@example.com`, password: PASSWORD };
}

export interface Account {
  id: string;
  apiToken: string;
  username: string;
  email: string;
  password: string;
}

/** Registers through the API, as a script would, so a test can start signed in. */
export async function registerByApi(request: APIRequestContext, prefix = "api"): Promise<Account> {
  const identity = newIdentity(prefix);
  const response = await request.post("/api/v4/user/auth/local/register", {
    data: { ...identity, confirmPassword: identity.password },
    // The starter board of our web client, which the screens under test expect.
    headers: { "x-client": "habitforge-web" },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { data: { id: string; apiToken: string } };
  return { ...identity, id: body.data.id, apiToken: body.data.apiToken };
}

/** Puts an account's credentials where the client keeps them, as a sign-in would. */
export async function signInWithStorage(page: Page, account: Account): Promise<void> {
  await page.goto("/static/home");
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SETTINGS_KEY,
    JSON.stringify({ auth: { apiId: account.id, apiToken: account.apiToken } }),
  ] as const);
}

export async function expectTaskColumns(page: Page): Promise<void> {
  const titles = ["Habits", "Dailies", "To-dos", "Rewards"];
  // On a phone the board shows one list at a time, behind its tab.
  const tabs = page.getByRole("tablist", { name: "Task lists" });
  await expect(tabs.or(page.getByRole("heading", { level: 2, name: /^Dailies/ }))).toBeVisible();
  if (await tabs.isVisible()) {
    for (const title of titles) await expect(tabs.getByRole("tab", { name: new RegExp(title) })).toBeVisible();
    return;
  }
  for (const title of titles) {
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${title}`) })).toBeVisible();
  }
}

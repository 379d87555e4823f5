/**
 * The game in the player's language: chosen in the settings it switches every screen at once
 * (German, then Japanese), the account keeps it, and a visitor's browser language picks the
 * public pages' language. The screenshots in tests/e2e/artifacts show the longer German words
 * and the Japanese text in the tasks screen, a shop and a dialog.
 */
import path from "node:path";
import type { Page } from "@playwright/test";
import deGame from "../../web/src/i18n/de/game.json" with { type: "json" };
import deLayout from "../../web/src/i18n/de/layout.json" with { type: "json" };
import deShops from "../../web/src/i18n/de/shops.json" with { type: "json" };
import deTasks from "../../web/src/i18n/de/taskList.json" with { type: "json" };
import dePublic from "../../web/src/i18n/de/public.json" with { type: "json" };
import enTasks from "../../web/src/i18n/en/taskList.json" with { type: "json" };
import jaGame from "../../web/src/i18n/ja/game.json" with { type: "json" };
import jaLayout from "../../web/src/i18n/ja/layout.json" with { type: "json" };
import jaShops from "../../web/src/i18n/ja/shops.json" with { type: "json" };
import jaTasks from "../../web/src/i18n/ja/taskList.json" with { type: "json" };
import { ARTIFACTS, expect, registerByApi, signInWithStorage, test } from "./fixtures";
import { getUser } from "./inventory-helpers";

interface Texts {
  code: string;
  name: string;
  tasks: Partial<Record<keyof typeof enTasks, string>>;
  layout: typeof deLayout;
  shops: typeof deShops;
  game: typeof deGame;
}

const GERMAN: Texts = { code: "de", name: "Deutsch", tasks: deTasks, layout: deLayout, shops: deShops, game: deGame };
const JAPANESE: Texts = { code: "ja", name: "日本語", tasks: jaTasks, layout: jaLayout, shops: jaShops, game: jaGame };

/** Nothing on the page is wider than the window (long words wrap, nothing spills sideways). */
async function expectNoSidewaysOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function chooseLanguage(page: Page, language: Texts) {
  await page.goto("/user/settings/general");
  await page.locator(".language-picker select").first().selectOption(language.code);
  await expect(page.locator("html")).toHaveAttribute("lang", language.code);
}

async function seeTheGameIn(page: Page, language: Texts) {
  const shot = (name: string) =>
    page.screenshot({ path: path.join(ARTIFACTS, `language-${language.code}-${name}.png`), fullPage: true });
  // The tasks screen: header navigation and the four columns.
  await page.getByRole("link", { name: language.layout.navTasks!, exact: true }).click();
  for (const column of ["colHabits", "colDailies", "colTodos", "colRewards"] as const) {
    await expect(
      page.getByRole("heading", { level: 2, name: new RegExp(`^${language.tasks[column]!}`) }),
    ).toBeVisible();
  }
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${enTasks.colHabits}`) })).toHaveCount(0);
  await expectNoSidewaysOverflow(page);
  await shot("tasks");

  // A shop, and its purchase dialog.
  await page.getByRole("link", { name: language.layout.navShops!, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: language.shops.marketTitle! })).toBeVisible();
  const potion = page.getByRole("button", { name: new RegExp(`^${language.shops.healthPotion!}`) }).first();
  await expect(potion).toBeVisible();
  await expectNoSidewaysOverflow(page);
  await shot("market");
  await potion.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel(language.game.howMany!)).toBeVisible();
  await expect(dialog.getByRole("button", { name: language.game.cancel!, exact: true })).toBeVisible();
  await shot("dialog");
  await dialog.getByRole("button", { name: language.game.cancel!, exact: true }).click();
}

test("a player switches the game to German, then to Japanese, and the account keeps the choice", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await registerByApi(request, "lang");
  await signInWithStorage(page, account);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await chooseLanguage(page, GERMAN);
  await expect.poll(async () => (await getUser(request, account)).preferences.language).toBe("de");
  await seeTheGameIn(page, GERMAN);

  await chooseLanguage(page, JAPANESE);
  await expect.poll(async () => (await getUser(request, account)).preferences.language).toBe("ja");
  await seeTheGameIn(page, JAPANESE);

  // Another visit starts in the account's language.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
});

test("a visitor's browser language picks the public pages' language", async ({ browser }) => {
  const context = await browser.newContext({ locale: "de-DE" });
  const page = await context.newPage();
  await page.goto("/register");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.locator(".language-picker select").first()).toHaveValue("de");
  await page.goto("/static/home");
  await expect(page.getByRole("link", { name: dePublic.footerGuidelines, exact: true })).toBeVisible();
  await context.close();
});

/**
 * The dark theme: the page follows the system's light or dark setting, a switch in the settings
 * overrides it on this device, and the screens pass axe in both themes.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { DEVICES } from "./devices";
import { ARTIFACTS, expect, registerByApi, signInWithStorage, test } from "./fixtures";
import { expectAccessible } from "./inventory-helpers";

/** How light the page's background is, 0 (black) to 255 (white). */
async function pageLightness(page: Page): Promise<number> {
  return page.evaluate(() => {
    const probe = document.createElement("div");
    probe.style.color = getComputedStyle(document.body).backgroundColor;
    document.body.append(probe);
    const [r, g, b] = (getComputedStyle(probe).color.match(/[\d.]+/g) ?? ["0", "0", "0"]).map(Number);
    probe.remove();
    return Math.round(0.2126 * r + 0.7152 * g + 0.0722 * b);
  });
}

/** The screens a player visits, each with something that says it has loaded. */
const SCREENS: [path: string, ready: (page: Page) => Promise<void>][] = [
  ["/", async (page) => void (await expect(page.locator(".task").first()).toBeVisible())],
  ["/user/settings/general", async (page) => void (await expect(page.getByRole("radio").first()).toBeVisible())],
  ["/inventory/items", async (page) => void (await expect(page.getByRole("heading", { level: 1 })).toBeVisible())],
  ["/inventory/stable", async (page) => void (await expect(page.getByRole("heading", { level: 1 })).toBeVisible())],
  ["/inventory/equipment", async (page) => void (await expect(page.getByRole("heading", { level: 1 })).toBeVisible())],
  ["/shops/market", async (page) => void (await expect(page.getByRole("heading", { level: 1 })).toBeVisible())],
  ["/shops/quests", async (page) => void (await expect(page.getByRole("heading", { level: 1 })).toBeVisible())],
  ["/groups/tavern", async (page) => void (await expect(page.getByRole("region", { name: "The inn" })).toBeVisible())],
  ["/party", async (page) => void (await expect(page.getByRole("heading", { level: 1 })).toBeVisible())],
  [
    "/profile/stats",
    async (page) => void (await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible()),
  ],
];

for (const device of DEVICES) {
  test.describe(`theme on a ${device.name}`, () => {
    test.use(device.use);

    test("the page follows the system's dark setting, and the screens pass axe in the dark", async ({
      page,
      request,
    }) => {
      // Ten screens, each checked by axe: slow on a busy machine.
      test.setTimeout(300_000);
      const account = await registerByApi(request, `dark${device.name.slice(0, 2)}`);
      await page.emulateMedia({ colorScheme: "dark" });
      await signInWithStorage(page, account);
      for (const [screen, ready] of SCREENS) {
        await page.goto(screen);
        await ready(page);
        expect(await pageLightness(page), screen).toBeLessThan(60);
        await expectAccessible(page);
        if (screen === "/") {
          fs.mkdirSync(ARTIFACTS, { recursive: true });
          await page.screenshot({ path: path.join(ARTIFACTS, `theme--dark-board-${device.name}.png`) });
        }
      }
    });

    test("the switch in the settings overrides the system on this device, both ways", async ({ page, request }) => {
      const account = await registerByApi(request, `theme${device.name.slice(0, 2)}`);
      await page.emulateMedia({ colorScheme: "light" });
      await signInWithStorage(page, account);
      await page.goto("/user/settings/general");
      const colours = page.getByRole("group", { name: "Colours" });
      await expect(colours.getByRole("radio", { name: "As the system" })).toBeChecked();
      expect(await pageLightness(page)).toBeGreaterThan(200);
      await expectAccessible(page);

      await colours.getByRole("radio", { name: "Dark" }).check();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await expect.poll(() => pageLightness(page)).toBeLessThan(60);
      await expectAccessible(page);
      fs.mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: path.join(ARTIFACTS, `theme--dark-settings-${device.name}.png`) });

      // Kept on this device: a new visit starts dark though the system is light.
      await page.goto("/");
      await expect(page.locator(".task").first()).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      expect(await pageLightness(page)).toBeLessThan(60);

      // Light wins over a dark system, and "As the system" follows it again.
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto("/user/settings/general");
      await colours.getByRole("radio", { name: "Light" }).check();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
      await expect.poll(() => pageLightness(page)).toBeGreaterThan(200);
      await expectAccessible(page);
      await colours.getByRole("radio", { name: "As the system" }).check();
      await expect(page.locator("html")).not.toHaveAttribute("data-theme", /./);
      await expect.poll(() => pageLightness(page)).toBeLessThan(60);
    });
  });
}

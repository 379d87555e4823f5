/**
 * Art density: the stable and the inventory show their animals and items two to three times as
 * large as a shop icon, eggs and potions in our own pixel art, and the Enchanted Armoire
 * celebrates what it gave with the item's picture.
 */
import fs from "node:fs";
import path from "node:path";
import type { Locator } from "@playwright/test";
import { DEVICES } from "./devices";
import { ARTIFACTS, expect, registerByApi, signInWithStorage, test } from "./fixtures";
import { expectAccessible, giveItems, updateUser } from "./inventory-helpers";

/** The shop icon's size before: the stable and the inventory draw at least twice that. */
const ICON = 48;

async function sizeOf(picture: Locator): Promise<{ width: number; height: number }> {
  const box = await picture.boundingBox();
  expect(box).not.toBeNull();
  return { width: box!.width, height: box!.height };
}

for (const device of DEVICES)
  test.describe(`art on a ${device.name}`, () => {
    test.use(device.use);

    test("the stable shows large pets and mounts, the inventory large eggs, potions and food", async ({
      page,
      request,
    }) => {
      // Several screens, each checked by axe: slow on a busy machine.
      test.setTimeout(150_000);
      const account = await registerByApi(request, "artinv");
      await giveItems(request, account, {
        pets: { "Wolf-Base": 5, "Dragon-Golden": 5 },
        mounts: { "Fox-Red": true },
        eggs: { Wolf: 2, TigerCub: 1 },
        hatchingPotions: { Golden: 1, Rainbow: 1 },
        food: { Meat: 2, Cake_Base: 1 },
      });
      await updateUser(request, account, { "flags.dropsEnabled": true });
      await signInWithStorage(page, account);

      await page.goto("/inventory/items");
      const eggs = page.getByRole("list", { name: "Eggs" });
      const egg = eggs.locator('[data-art="egg:Wolf"]');
      await expect(egg).toBeVisible({ timeout: 30_000 });
      // Our own pixel art: square pixels drawn as paths, in several colours.
      expect(await egg.locator("path").count()).toBeGreaterThan(3);
      expect((await sizeOf(egg)).width).toBeGreaterThanOrEqual(ICON * 2);
      const potion = page.getByRole("list", { name: "Hatching potions" }).locator('[data-art="potion:Rainbow"]');
      await expect(potion).toBeVisible();
      expect(await potion.locator("path").count()).toBeGreaterThan(5);
      expect((await sizeOf(potion)).width).toBeGreaterThanOrEqual(ICON * 2);
      const food = page.getByRole("list", { name: "Food" }).locator("li").first().locator("svg").first();
      expect((await sizeOf(food)).width).toBeGreaterThanOrEqual(ICON * 1.5);
      await expectAccessible(page);
      fs.mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: path.join(ARTIFACTS, `art--inventory-items-${device.name}.png`), fullPage: true });

      await page.goto("/inventory/stable");
      const pet = page.locator('[data-item="Dragon-Golden"] [data-art="pet:Dragon-Golden"]');
      // The stable waits for the game's content, slow on a busy machine.
      await expect(pet).toBeVisible({ timeout: 30_000 });
      expect((await sizeOf(pet)).width).toBeGreaterThanOrEqual(ICON * 2);
      await expectAccessible(page);
      await page.getByRole("tab", { name: "Mounts" }).click();
      const mount = page.locator('[data-item="Fox-Red"] [data-art="mount:Fox-Red"]');
      await expect(mount).toBeVisible();
      expect((await sizeOf(mount)).width).toBeGreaterThanOrEqual(ICON * 2);
      await page.screenshot({ path: path.join(ARTIFACTS, `art--stable-mounts-${device.name}.png`), fullPage: true });
    });

    test("the Armoire celebrates what it gave with the item's picture", async ({ page, request }) => {
      // Several screens, each checked by axe: slow on a busy machine.
      test.setTimeout(150_000);
      const account = await registerByApi(request, "artarm");
      await updateUser(request, account, { "stats.gp": 150 });
      await signInWithStorage(page, account);
      await page.goto("/shops/market");
      await page
        .getByRole("list", { name: "Potions, armoire and gems" })
        .getByRole("button", { name: /^Enchanted Armoire/ })
        .click();
      await page
        .getByRole("dialog", { name: "Buy Enchanted Armoire" })
        .getByRole("button", { name: /Buy for 100/ })
        .click();
      // The toast (it leaves after a few seconds) shows the item: no empty picture slot.
      await expect(page.locator(".toast .toast-icon path").first()).toBeAttached();
      // The first opening always holds a piece of armoire gear.
      const celebration = page.getByRole("dialog", { name: "The Armoire opens…" });
      await expect(celebration).toBeVisible();
      const picture = celebration.locator('.celebration-art [data-art^="gear:"]');
      await expect(picture).toBeVisible();
      expect(await picture.getAttribute("data-art")).toMatch(/^gear:[a-zA-Z]+_armoire_/);
      expect(await picture.locator("path").count()).toBeGreaterThan(2);
      expect((await sizeOf(picture)).width).toBeGreaterThanOrEqual(96);
      await expectAccessible(page);
      fs.mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: path.join(ARTIFACTS, `art--armoire-celebration-${device.name}.png`) });
      // The celebration in the dark theme.
      await page.emulateMedia({ colorScheme: "dark" });
      await expectAccessible(page);
      await page.screenshot({ path: path.join(ARTIFACTS, `art--armoire-celebration-dark-${device.name}.png`) });
      await celebration.getByRole("button", { name: "Wonderful!" }).click();
      await expect(celebration).toHaveCount(0);
    });
  });

import { test, expect, registerByApi, signInWithStorage, type Account } from "./fixtures";
import { expectAccessible, getUser, giveItems, updateUser } from "./inventory-helpers";

test.describe("inventory and stable", () => {
  let account: Account;

  test.beforeEach(async ({ request }) => {
    account = await registerByApi(request, "inv");
  });

  test("a new player hatches a pet, feeds it and raises a mount", async ({ page, request }) => {
    await giveItems(request, account, {
      eggs: { Wolf: 1 },
      hatchingPotions: { Base: 1 },
      food: { Meat: 2, Saddle: 1 },
    });
    await signInWithStorage(page, account);
    await page.goto("/inventory/items");
    await expect(page).toHaveTitle("Items | Inventory | Habitforge");
    await expect(page.getByRole("heading", { level: 1, name: "Items" })).toBeVisible();
    await expectAccessible(page);

    // Pick the egg, then the potion.
    await page.getByRole("list", { name: "Eggs" }).getByRole("button", { name: /^Wolf/ }).click();
    const hatchDialog = page.getByRole("dialog", { name: "Hatch Wolf with…" });
    await expect(hatchDialog).toBeVisible();
    await hatchDialog.getByRole("button", { name: /Base → Base Wolf/ }).click();
    await expect(page.getByText("You hatched a new pet: Base Wolf!")).toBeVisible();
    const hatched = page.getByRole("dialog", { name: "You hatched a new pet!" });
    await expect(hatched).toBeVisible();
    await hatched.getByRole("button", { name: "Hello, friend!" }).click();
    await expect(page.getByRole("list", { name: "Eggs" })).toHaveCount(0);

    // Feed it a favourite food: 5 + 5.
    await page.getByRole("list", { name: "Food" }).getByRole("button", { name: /^Meat/ }).click();
    await page
      .getByRole("dialog", { name: "Feed Meat to…" })
      .getByRole("button", { name: /Base Wolf \(5 of 50\)/ })
      .click();
    await expect(page.getByText("Base Wolf enjoyed the Meat.")).toBeVisible();
    await expect.poll(async () => (await getUser(request, account)).items.pets["Wolf-Base"]).toBe(10);

    // The stable shows the progress; a saddle raises the mount at once.
    await page.getByRole("link", { name: "Stable" }).click();
    await expect(page).toHaveURL("/inventory/stable");
    await expect(page.getByRole("progressbar", { name: "Base Wolf fed 10 of 50" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Feed Base Wolf" }).click();
    await page
      .getByRole("dialog", { name: "Feed Base Wolf" })
      .getByRole("button", { name: /Saddle/ })
      .click();
    await expect(page.getByText("Base Wolf has grown into a mount!")).toBeVisible();
    const raised = page.getByRole("dialog", { name: "You raised a mount!" });
    await expect(raised).toBeVisible();
    await raised.getByRole("button", { name: "Saddle up!" }).click();
    await page.getByRole("tab", { name: "Mounts" }).click();
    await page
      .getByRole("list", { name: "Mounts" })
      .getByRole("button", { name: /Base Wolf/ })
      .click();
    await expect(page.getByText("Base Wolf now carries you.")).toBeVisible();
    await expect.poll(async () => (await getUser(request, account)).items.currentMount).toBe("Wolf-Base");
    await expect(page.getByText("Riding: Base Wolf")).toBeVisible();
  });

  test("the stable filters pets and refuses releases until the collection is complete", async ({ page, request }) => {
    await giveItems(request, account, { eggs: { Fox: 1 }, hatchingPotions: { Red: 1 }, pets: { "Wolf-Base": 20 } });
    await signInWithStorage(page, account);
    await page.goto("/inventory/stable");
    await page.getByLabel("Show").selectOption("hatchable");
    const pets = page.getByRole("list", { name: "Pets" });
    await expect(pets.getByRole("listitem")).toHaveCount(1);
    await pets.getByRole("button", { name: /Red Fox/ }).click();
    await expect(page.getByText("You hatched Red Fox!")).toBeVisible();
    await page
      .getByRole("dialog", { name: "You hatched a new pet!" })
      .getByRole("button", { name: "Hello, friend!" })
      .click();
    await page.getByLabel("Show").selectOption("owned");
    await expect(pets.getByRole("listitem")).toHaveCount(2);
    await page.getByLabel("Sort by").selectOption("progress");
    await expect(pets.getByRole("listitem").first()).toContainText("Base Wolf");
    await pets.getByRole("button", { name: /^Base Wolf/ }).click();
    await expect(page.getByText("Base Wolf now follows you.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Release pets", exact: true })).toBeDisabled();
    await expect(
      page.getByText("You need all 90 standard pets").or(page.locator(".release-option .item-lock").first()),
    ).toBeVisible();
  });

  test("selling items for gold, and equipment with stat comparison", async ({ page, request }) => {
    await giveItems(request, account, {
      eggs: { Cactus: 3 },
      gear: { weapon_warrior_0: true, weapon_warrior_1: true, armor_warrior_1: true },
    });
    await updateUser(request, account, { "stats.gp": 0 });
    await signInWithStorage(page, account);
    await page.goto("/inventory/items");
    await page.getByRole("button", { name: "Sell Cactus" }).click();
    const dialog = page.getByRole("dialog", { name: "Sell Cactus" });
    await dialog.getByLabel("How many?").fill("2");
    await dialog.getByRole("button", { name: /Sell for/ }).click();
    await expect(page.getByText("Sold 2 × Cactus for 6 gold.")).toBeVisible();
    await expect.poll(async () => (await getUser(request, account)).stats.gp).toBe(6);

    await page.goto("/inventory/equipment");
    await expect(page).toHaveTitle("Equipment | Inventory | Habitforge");
    const weapons = page.getByRole("list", { name: "Weapon" });
    await expect(weapons.getByRole("button", { name: /Steel Longsword/ })).toContainText("STR 3");
    await weapons.getByRole("button", { name: /Steel Longsword/ }).click();
    await expect(page.getByText("You put on Steel Longsword.")).toBeVisible();
    await expect
      .poll(async () => (await getUser(request, account)).items.gear.equipped.weapon)
      .toBe("weapon_warrior_1");
    await page.getByLabel("Put on new gear as soon as I buy it").uncheck();
    await expect.poll(async () => (await getUser(request, account)).preferences.autoEquip).toBe(false);
    await page.getByRole("tab", { name: "Costume" }).click();
    await page.getByRole("list", { name: "Armour" }).getByRole("button").first().click();
    await expect.poll(async () => (await getUser(request, account)).items.gear.costume.armor).toBe("armor_warrior_1");
    await expectAccessible(page);
  });
});

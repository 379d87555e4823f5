import { test, expect, registerByApi, signInWithStorage, type Account } from "./fixtures";
import { authHeaders, expectAccessible, getUser, updateUser } from "./inventory-helpers";

test.describe("shops", () => {
  let account: Account;

  test.beforeEach(async ({ request }) => {
    account = await registerByApi(request, "shop");
  });

  test("a new player buys gear, wears it, and pins an item to the rewards", async ({ page, request }) => {
    await updateUser(request, account, { "stats.gp": 200, "stats.hp": 20 });
    await signInWithStorage(page, account);
    await page.goto("/shops/market");
    await expect(page).toHaveTitle("Market | Shops | Habitforge");
    await expect(page.getByRole("heading", { level: 1, name: "Market" })).toBeVisible();

    // The second sword needs the first, which a new hero buys for 1 gold; the third needs the second.
    const gear = page.getByRole("list", { name: "Class equipment" });
    await expect(gear.getByRole("button", { name: /^Axe of the Sellsword|^Broadsword|locked/ }).first()).toBeVisible();
    await gear.getByRole("button", { name: /^Practice Sword/ }).click();
    await page
      .getByRole("dialog", { name: "Buy Practice Sword" })
      .getByRole("button", { name: /Buy for 1/ })
      .click();
    await expect.poll(async () => (await getUser(request, account)).items.gear.owned.weapon_warrior_0).toBe(true);
    await expect(gear.getByRole("button", { name: /^Practice Sword, owned/ })).toBeDisabled();
    await gear.getByRole("button", { name: /^Steel Longsword/ }).click();
    const dialog = page.getByRole("dialog", { name: "Buy Steel Longsword" });
    await expect(dialog).toContainText("Strength +3");
    await dialog.getByRole("button", { name: /Buy for 20/ }).click();
    await expect(
      page
        .getByText(/Steel Longsword/)
        .filter({ hasText: /bought|Bought|equipped|put on/i })
        .first(),
    ).toBeVisible();
    await expect.poll(async () => (await getUser(request, account)).items.gear.owned.weapon_warrior_1).toBe(true);
    const user = await getUser(request, account);
    expect(user.items.gear.equipped.weapon).toBe("weapon_warrior_1");
    expect(user.stats.gp).toBe(179);
    await expect(gear.getByRole("button", { name: /^Steel Longsword, owned/ })).toBeVisible();

    // Quantity picker: two health potions.
    await page
      .getByRole("list", { name: "Potions, armoire and gems" })
      .getByRole("button", { name: /^Health potion/ })
      .click();
    const potion = page.getByRole("dialog", { name: "Buy Health potion" });
    await potion.getByLabel("How many?").fill("0");
    await expect(potion.getByText("Choose a whole number from 1 to 9999.")).toBeVisible();
    await potion.getByLabel("How many?").fill("2");
    await potion.getByRole("button", { name: /Buy for 50/ }).click();
    await expect.poll(async () => (await getUser(request, account)).stats.hp).toBe(50);

    // Pin the next sword to the rewards column.
    const next = page.locator('[data-item="gear:weapon_warrior_2"]');
    await next.getByRole("button", { name: /Pin to rewards/ }).click();
    await expect(next.getByRole("button", { name: /Unpin/ })).toBeVisible();
    await expect
      .poll(async () => (await getUser(request, account)).pinnedItems.map((pin: { path: string }) => pin.path))
      .toContain("gear.flat.weapon_warrior_2");

    // The armoire is open to everyone, as in the public game.
    await expect(page.getByRole("button", { name: /^Enchanted Armoire/ })).toBeEnabled();
    await expectAccessible(page);

    // Then wear something else from the inventory.
    await page.goto("/inventory/equipment");
    await page
      .getByRole("list", { name: "Weapon" })
      .getByRole("button", { name: /Practice Sword/ })
      .click();
    await expect
      .poll(async () => (await getUser(request, account)).items.gear.equipped.weapon)
      .toBe("weapon_warrior_0");
  });

  test("the Enchanted Armoire gives a surprise for 100 gold", async ({ page, request }) => {
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
    await expect(
      page
        .locator(".toast")
        .filter({ hasText: /Armoire/ })
        .first(),
    ).toBeVisible();
    await expect.poll(async () => Math.floor((await getUser(request, account)).stats.gp)).toBe(50);
  });

  test("gem purchases match the server, whether it accepts or refuses", async ({ page, request }) => {
    const response = await request.post("/api/v4/debug/add-ten-gems", { headers: authHeaders(account), data: {} });
    expect(response.status()).toBe(200);
    await signInWithStorage(page, account);
    await page.goto("/shops/market");
    await page.getByRole("list", { name: "Eggs" }).getByRole("button", { name: /^Wolf/ }).click();
    const dialog = page.getByRole("dialog", { name: "Buy Wolf" });
    await dialog.getByLabel("How many?").fill("2");
    await dialog.getByRole("button", { name: /Buy for 6/ }).click();
    // Applied at once; then either kept (the server agreed) or undone with the server's error shown.
    await expect
      .poll(async () => {
        const server = await getUser(request, account);
        const shown = await page
          .locator('[data-item="eggs:Wolf"] .item-count')
          .textContent()
          .catch(() => null);
        return `${server.items.eggs.Wolf ?? 0}|${shown ?? "none"}`;
      })
      .toMatch(/^(2\|You have 2|0\|none)$/);
  });

  test("quests, seasonal shop and time travelers show prices, ownership and locks", async ({ page, request }) => {
    await updateUser(request, account, { "stats.gp": 500 });
    await signInWithStorage(page, account);
    await page.goto("/shops/quests");
    await expect(page).toHaveTitle("Quest shop | Shops | Habitforge");
    const gold = page.getByRole("list", { name: "Story quests for gold" });
    await expect(gold.getByRole("listitem").first()).toBeVisible();
    // A later part of a chain is locked until the earlier part is done.
    await expect(gold.getByRole("button", { name: /locked: / }).first()).toBeVisible();
    await expectAccessible(page);

    await page.goto("/shops/seasonal");
    await expect(page.getByRole("heading", { level: 1, name: "Seasonal shop" })).toBeVisible();
    await expect(page.getByText(/in the shops\./)).toBeVisible();
    await expectAccessible(page);

    await page.goto("/shops/time");
    await expect(page.getByRole("heading", { level: 1, name: "Time travelers" })).toBeVisible();
    // Without hourglasses every item shows its price and a quiet note, not a refusal.
    await expect(page.getByRole("button", { name: /you need more hourglasses/i }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test("changing hair in the customisation shop, with a preview first", async ({ page, request }) => {
    await signInWithStorage(page, account);
    await page.goto("/shops/customizations");
    await expect(page).toHaveTitle("Customizations | Shops | Habitforge");
    await page.getByRole("tab", { name: "Hair", exact: true }).click();
    await page
      .getByRole("list", { name: "Hair colour" })
      .getByRole("button", { name: /Black Hair/ })
      .click();
    await expect(page.getByRole("img", { name: "Preview with Black Hair" })).toBeVisible();
    await page.getByRole("button", { name: "Wear it" }).click();
    await expect(page.getByText("Your avatar now shows Black Hair.")).toBeVisible();
    await expect.poll(async () => (await getUser(request, account)).preferences.hair.color).toBe("black");

    // A paid colour previews too, and asks before spending gems.
    await page
      .getByRole("list", { name: "Hair colour" })
      .getByRole("button", { name: /Pastel Blue Hair/ })
      .click();
    await expect(page.getByRole("button", { name: /Unlock for 2/ })).toBeVisible();
    await expect(page.getByText(/not enough gems|Not enough gems|gems/).first()).toBeVisible();
    await page.getByRole("button", { name: "Back to what I wear" }).click();

    // With gems, a colour of a year-round set is unlocked and worn in one go.
    const gems = await request.post("/api/v4/debug/add-ten-gems", { headers: authHeaders(account), data: {} });
    expect(gems.status()).toBe(200);
    await page.reload();
    await page.getByRole("tab", { name: "Hair", exact: true }).click();
    await page
      .getByRole("list", { name: "Hair colour" })
      .getByRole("button", { name: /^Yellow Hair/ })
      .click();
    await page.getByRole("button", { name: /Unlock for 2/ }).click();
    await page
      .getByRole("dialog", { name: "Unlock Yellow Hair" })
      .getByRole("button", { name: "Unlock", exact: true })
      .click();
    await expect
      .poll(async () => {
        const user = await getUser(request, account);
        return `${user.purchased.hair?.color?.yellow},${user.preferences.hair.color},${user.balance}`;
      })
      .toBe("true,yellow,2");

    await page.getByRole("tab", { name: "Backgrounds" }).click();
    await expect(page.getByLabel("Backgrounds of")).toBeVisible();
    await expectAccessible(page);
  });
});

/**
 * Gems are never bought, nor spent, by accident: the gem pinned to the rewards shows its price in
 * gold and asks first; the gems dialog's "gem for gold" asks once more with the purse; a pin paid
 * in gems asks with its price and currency. The Market's gem card shows a gem.
 */
import { expect, registerByApi, signInWithStorage, test, type Account } from "./fixtures";
import { authHeaders, expectAccessible, getUser, updateUser } from "./inventory-helpers";
import { SCREENS } from "./devices";

async function subscriberWithGold(request: Parameters<typeof registerByApi>[0]): Promise<Account> {
  const account = await registerByApi(request, "gemb");
  await updateUser(request, account, {
    "stats.gp": 100,
    "purchased.plan.customerId": "e2e-subscriber",
    "purchased.plan.planId": "basic_earned",
    "purchased.plan.dateCreated": new Date().toISOString(),
  });
  for (const [type, path] of [
    ["gems", "gem"],
    ["eggs", "eggs.Wolf"],
  ]) {
    const pinned = await request.get(`/api/v4/user/toggle-pinned-item/${type}/${path}`, {
      headers: authHeaders(account),
    });
    expect(pinned.status(), await pinned.text()).toBe(200);
  }
  return account;
}

for (const [screen, device] of SCREENS) {
  test.describe(`purchases on a ${screen}`, () => {
    test.use(device);

    test("the pinned gem shows its price and asks before it spends gold", async ({ page, request }) => {
      const account = await subscriberWithGold(request);
      await signInWithStorage(page, account);
      await page.goto("/");
      if (screen === "phone") await page.getByRole("tab", { name: /Rewards/ }).click();

      const gemPin = page.getByRole("button", { name: "Buy Gem for 20 gold" });
      await expect(gemPin).toBeVisible();
      await expect(gemPin).toContainText("20");
      await gemPin.click();
      const dialog = page.getByRole("dialog", { name: "Buy Gem?" });
      await expect(dialog).toContainText("You have 100 gold.");
      await expectAccessible(page);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
      expect((await getUser(request, account)).stats.gp).toBe(100);

      await gemPin.click();
      await page.getByRole("dialog", { name: "Buy Gem?" }).getByRole("button", { name: "Buy for 20 gold" }).click();
      await expect.poll(async () => (await getUser(request, account)).stats.gp).toBe(80);
      expect((await getUser(request, account)).balance).toBe(0.25);

      // A pin paid in gems asks too, in gems.
      const egg = page.getByRole("button", { name: /^Buy Wolf.* for 3 gems/ });
      await egg.click();
      const eggDialog = page.getByRole("dialog", { name: /^Buy Wolf/ });
      await expect(eggDialog.getByRole("button", { name: "Buy for 3 gems" })).toBeDisabled();
      await expect(eggDialog).toContainText("You have 1 gem.");
      await eggDialog.getByRole("button", { name: "Cancel" }).click();
    });
  });
}

test("the gems dialog asks before trading gold for a gem; the Market's gem card shows a gem", async ({
  page,
  request,
}) => {
  const account = await subscriberWithGold(request);
  await signInWithStorage(page, account);
  await page.goto("/");
  await page.getByTestId("hero-gems").click();
  const dialog = page.getByRole("dialog", { name: "Get gems" });
  await dialog.getByRole("button", { name: "Buy 1 gem for 20 gold" }).click();
  const question = dialog.getByRole("group", { name: "Spend 20 gold on one gem? You have 100 gold." });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Keep my gold" }).click();
  await expect(question).toBeHidden();
  expect((await getUser(request, account)).stats.gp).toBe(100);
  await dialog.getByRole("button", { name: "Buy 1 gem for 20 gold" }).click();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Yes, spend 20 gold" }).click();
  await expect.poll(async () => (await getUser(request, account)).stats.gp).toBe(80);
  await dialog.getByRole("button", { name: "close dialog" }).click();

  await page.goto("/shops/market");
  const card = page.locator('[data-item="gem"]');
  await expect(card.locator(".gem-art")).toBeVisible();
  await expect(card.locator("svg, img")).toHaveCount(0);
  await card.getByRole("button", { name: /^Gem/ }).click();
  await expect(page.getByRole("dialog", { name: /Gem/ }).locator(".gem-art")).toBeVisible();
});

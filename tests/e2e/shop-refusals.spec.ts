/**
 * Shops say before the click why an item cannot be bought and what would open it; the facial
 * hair set (beards and moustaches) is sold whole for 5 gems; a set that cannot be bought shows
 * no button; trying on hair takes the helmet off.
 */
import { expect, registerByApi, signInWithStorage, test } from "./fixtures";
import { authHeaders, expectAccessible, getUser, updateUser } from "./inventory-helpers";
import { SCREENS } from "./devices";

for (const [screen, device] of SCREENS) {
  test.describe(`shop refusals on a ${screen}`, () => {
    test.use(device);

    test("class gear and gear lines say what would open them, before any click", async ({ page, request }) => {
      test.slow();
      const account = await registerByApi(request, "why");
      await updateUser(request, account, { "stats.gp": 1000 });
      await signInWithStorage(page, account);
      await page.goto("/shops/market");
      // The next sword of the line waits for the one before it.
      // (The shop's rules load first: slow on a busy machine.)
      await expect(page.locator('[data-item="gear:weapon_warrior_2"] .item-lock')).toHaveText(
        /^Buy Steel Longsword first/,
        { timeout: 30_000 },
      );
      // Another class's gear says whose it is.
      await page.getByRole("radio", { name: "Rogue" }).check();
      const rogueTile = page.locator('[data-item="gear:weapon_rogue_1"]');
      await expect(rogueTile.locator(".item-lock")).toHaveText(/^For the Rogue class only/);
      await expect(page.getByText("You cannot buy this item.")).toHaveCount(0);
      await expectAccessible(page);
    });
  });
}

test("beards and moustaches are sold as one set for 5 gems; closed sets show no button", async ({ page, request }) => {
  const account = await registerByApi(request, "beard");
  const gems = await request.post("/api/v4/debug/add-ten-gems", { headers: authHeaders(account), data: {} });
  expect(gems.status()).toBe(200);
  await signInWithStorage(page, account);
  await page.goto("/shops/customizations");
  await page.getByRole("tab", { name: "Extras" }).click({ timeout: 30_000 });
  await page.getByRole("button", { name: /^Unlock all of Beards and Mustaches for 5/ }).click();
  await page
    .getByRole("dialog", { name: "Unlock Beards and Mustaches" })
    .getByRole("button", { name: "Unlock", exact: true })
    .click();
  await expect
    .poll(async () => {
      const user = await getUser(request, account);
      return `${user.purchased.hair?.beard?.["3"]},${user.purchased.hair?.mustache?.["2"]},${user.balance}`;
    })
    .toBe("true,true,1.25");

  // Seasonal skins are sold in their gala only: out of it, words instead of a button.
  await page.getByRole("tab", { name: "Skin" }).click();
  const closed = page.locator(".set-closed");
  await expect(closed.first()).toContainText(/Sold only during the (Winter|Spring|Summer|Fall) Gala/);
  await expect(closed.getByRole("button")).toHaveCount(0);
  await expectAccessible(page);
});

test("trying on a hair colour takes the helmet off", async ({ page, request }) => {
  const account = await registerByApi(request, "helm");
  await updateUser(request, account, {
    "items.gear.owned.head_warrior_1": true,
    "items.gear.equipped.head": "head_warrior_1",
  });
  await signInWithStorage(page, account);
  await page.goto("/shops/customizations");
  const preview = page.getByRole("complementary", { name: "Preview" });
  await expect(preview).toHaveAttribute("data-helmet", "on", { timeout: 30_000 });
  await page.getByRole("tab", { name: "Hair", exact: true }).click();
  await page
    .getByRole("list", { name: "Hair colour" })
    .getByRole("button", { name: /Black Hair/ })
    .click();
  await expect(preview).toHaveAttribute("data-helmet", "off");
  await page.getByRole("button", { name: "Back to what I wear" }).click();
  await expect(preview).toHaveAttribute("data-helmet", "on");
});

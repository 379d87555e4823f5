/**
 * Promo codes in a real browser: staff with full access make a code worth gems from the admin
 * area, a player enters it on the promo code screen and is told what it gave, the list names
 * who used it, and staff end it early. Every screen passes axe.
 */
import { test, expect, registerByApi, signInWithStorage } from "./fixtures";
import { expectAccessible, getUser, updateUser } from "./inventory-helpers";
import { secondPlayer } from "./party-helpers";

test("staff make a gem code; a player uses it; the list says who; staff end it", async ({ page, request, browser }) => {
  const admin = await registerByApi(request, "promo");
  await updateUser(request, admin, { "permissions.fullAccess": true });
  const player = await registerByApi(request, "lucky");

  await signInWithStorage(page, admin);
  await page.goto("/admin/panel");
  await page.getByRole("link", { name: "Promo codes", exact: true }).click();
  await expect(page).toHaveURL("/admin/promo-codes");
  await expect(page).toHaveTitle("Promo code | Admin | Habitforge");
  await expect(page.getByText("No codes yet.").or(page.getByRole("table"))).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Gems", { exact: true }).fill("40");
  await page.getByLabel("Uses per code").fill("2");
  await page.getByLabel("Note (where the codes go)").fill("Browser test");
  await page.getByRole("button", { name: "Make codes" }).click();
  await expect(page.getByText("Made 1 code.")).toBeVisible();
  const code = (await page.getByLabel(/New codes/).inputValue()).trim();
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  const row = page.getByRole("row", { name: new RegExp(code) });
  await expect(row).toContainText("40 gems");
  await expect(row).toContainText("0 of 2");
  await expect(row).toContainText("Browser test");
  await expectAccessible(page);

  // The player enters it the way players type codes.
  const lucky = await secondPlayer(browser, player);
  await lucky.page.goto("/user/settings/promo-code");
  await lucky.page.getByLabel("Code", { exact: true }).fill(code.toLowerCase().replace(/-/g, " "));
  await lucky.page.getByRole("button", { name: "Claim" }).click();
  await expect(lucky.page.getByRole("region", { name: "Enter a code" }).getByRole("status")).toHaveText(
    "Your code worked: 40 gems are yours!",
  );
  expect((await getUser(request, player)).balance).toBe(10);
  await expectAccessible(lucky.page);
  // A second try is refused with the reason.
  await lucky.page.getByLabel("Code", { exact: true }).fill(code);
  await lucky.page.getByRole("button", { name: "Claim" }).click();
  await expect(lucky.page.getByText("You have already used this promo code.")).toBeVisible();
  await lucky.context.close();

  await page.reload();
  await expect(row).toContainText("1 of 2");
  await expect(row).toContainText(`@${player.username}`);
  await row.getByRole("button", { name: "End now" }).click();
  const confirm = page.getByRole("dialog", { name: "End this code?" });
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "End it" }).click();
  await expect(page.getByText(`${code} can no longer be used.`)).toBeVisible();
  await expect(row).toContainText("(closed)");
  await expect(row.getByRole("button", { name: "End now" })).toHaveCount(0);
});

test("the promo codes screen is for full access only", async ({ page, request }) => {
  const support = await registerByApi(request, "helper");
  await updateUser(request, support, { "permissions.userSupport": true });
  await signInWithStorage(page, support);
  await page.goto("/admin/panel");
  await expect(page.getByRole("link", { name: "User support", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Promo codes", exact: true })).toHaveCount(0);
  await page.goto("/admin/promo-codes");
  await expect(page).not.toHaveURL("/admin/promo-codes");
});

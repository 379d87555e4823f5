import { test, expect, registerByApi, signInWithStorage } from "./fixtures";
import { expectAccessible, getUser, giveItems, updateUser } from "./inventory-helpers";

test.describe("profile dialogs", () => {
  test("own profile, stats with their sources and point allocation, achievements", async ({ page, request }) => {
    const account = await registerByApi(request, "prof");
    await giveItems(request, account, { gear: { weapon_warrior_0: true, weapon_warrior_1: true } });
    await updateUser(request, account, {
      "stats.points": 2,
      "items.gear.equipped.weapon": "weapon_warrior_1",
      "achievements.partyUp": true,
    });
    await signInWithStorage(page, account);
    await page.goto("/user/profile");
    await expect(page).toHaveTitle("Profile | Habitforge");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("About you").fill("I slay dragons and dishes.");
    await dialog.getByRole("button", { name: "Save profile" }).click();
    await expect.poll(async () => (await getUser(request, account)).profile.blurb).toBe("I slay dragons and dishes.");
    await expectAccessible(page);

    await dialog.getByRole("link", { name: "Stats" }).click();
    await expect(page).toHaveURL("/user/stats");
    await expect(page).toHaveTitle("Stats | Profile | Habitforge");
    const strength = dialog.getByRole("row", { name: /^Strength/ });
    await expect(strength).toContainText("3");
    // Points are spent by hand only with a class, as the server decides.
    await expect(dialog.getByRole("button", { name: "+1 Strength" })).toHaveCount(0);
    await updateUser(request, account, { "stats.lvl": 10, "stats.class": "wizard", "flags.classSelected": true });
    await page.reload();
    await dialog.getByRole("button", { name: "+1 Strength" }).click();
    await expect.poll(async () => (await getUser(request, account)).stats.str).toBe(1);
    await expectAccessible(page);

    await dialog.getByRole("link", { name: "Achievements" }).click();
    await expect(page).toHaveURL("/user/achievements");
    await expect(dialog.getByRole("heading", { name: /^Earned \(\d+\)/ })).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL("/");
  });

  test("another player's profile, and one that does not exist", async ({ page, request }) => {
    const me = await registerByApi(request, "viewer");
    const other = await registerByApi(request, "viewed");
    await signInWithStorage(page, me);
    await page.goto(`/profile/${other.id}`);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(`@${other.username}`);
    await dialog.getByRole("button", { name: "Stats" }).click();
    await expect(dialog.getByRole("row", { name: /^Strength/ })).toBeVisible();
    await expect(dialog.getByRole("button", { name: /\+1/ })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Achievements" }).click();
    await expect(dialog.getByRole("heading", { name: /^Still to earn/ })).toBeVisible();
    await expectAccessible(page);
    await page.goto("/profile/no-such-player");
    await expect(page.getByRole("dialog").getByRole("alert")).toBeVisible();
  });
});

/**
 * Reaching the class level: the level-up is told first, then the chooser shows every class with
 * its stat focus; a class opens a preview of its skills, and only "Choose …" makes it so. "Back"
 * and "Decide later" change nothing.
 */
import path from "node:path";
import { ARTIFACTS, expect, registerByApi, signInWithStorage, test } from "./fixtures";
import { expectAccessible, getUser, updateUser } from "./inventory-helpers";
import { SCREENS } from "./devices";

for (const [screen, device] of SCREENS) {
  test.describe(`the class chooser on a ${screen}`, () => {
    test.use(device);

    test("level-up first, then every class with its focus, a preview of its skills and a confirm", async ({
      page,
      request,
    }) => {
      const account = await registerByApi(request, "klass");
      // One more experience point reaches level 10, where the class is chosen.
      await updateUser(request, account, { "stats.lvl": 9, "stats.exp": 248 });
      await signInWithStorage(page, account);
      await page.goto("/");
      await page
        .getByRole("button", { name: /^Score up: / })
        .first()
        .click();

      const levelUp = page.getByRole("dialog", { name: "Level 10!" });
      await expect(levelUp).toBeVisible();
      await expect(page.getByRole("dialog", { name: "Choose your class" })).toHaveCount(0);
      await levelUp.getByRole("button", { name: "Onward!" }).click();

      const chooser = page.getByRole("dialog", { name: "Choose your class" });
      await expect(chooser).toBeVisible();
      await expect(chooser.locator(".class-option")).toHaveCount(4);
      await expect(chooser.getByRole("button", { name: /^Warrior/ })).toContainText(
        "Stat focus: Strength and Constitution",
      );
      await expect(chooser.getByRole("button", { name: "Decide later" })).toBeVisible();
      await expectAccessible(page);

      // A class shows its skills; nothing is chosen yet.
      await chooser.getByRole("button", { name: /^Healer/ }).click();
      const preview = chooser.getByRole("region", { name: "Healer" });
      await expect(preview).toContainText("Stat focus: Constitution and Intelligence");
      await expect(preview.locator(".class-skills li")).toHaveCount(4);
      await expect(preview.getByText("Healing Light")).toBeVisible();
      await expect(preview).toContainText("15 MP, from level 11");
      await expectAccessible(page);
      await page.screenshot({
        path: path.join(ARTIFACTS, screen === "phone" ? "class-chooser.png" : "class-chooser-desktop.png"),
      });
      expect((await getUser(request, account)).flags.classSelected).toBe(false);

      // Back to the list, then another class, confirmed.
      await preview.getByRole("button", { name: "Back to all classes" }).click();
      await chooser.getByRole("button", { name: /^Rogue/ }).click();
      await chooser.getByRole("button", { name: "Choose Rogue" }).click();
      await expect(chooser).toBeHidden();
      await expect.poll(async () => (await getUser(request, account)).stats.class).toBe("rogue");
      expect((await getUser(request, account)).flags.classSelected).toBe(true);
    });
  });
}

test("decide later closes the chooser and chooses nothing", async ({ page, request }) => {
  const account = await registerByApi(request, "later");
  await updateUser(request, account, { "stats.lvl": 10 });
  await signInWithStorage(page, account);
  await page.goto("/");
  const chooser = page.getByRole("dialog", { name: "Choose your class" });
  await chooser.getByRole("button", { name: /^Mage/ }).click();
  await chooser.getByRole("button", { name: "Back to all classes" }).click();
  await chooser.getByRole("button", { name: "Decide later" }).click();
  await expect(chooser).toBeHidden();
  const user = await getUser(request, account);
  expect(user.flags.classSelected).toBe(false);
  expect(user.preferences.disableClasses).toBe(false);
});

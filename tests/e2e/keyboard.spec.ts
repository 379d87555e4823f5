/**
 * Playing with the keyboard alone: the task editor keeps the focus through its delete step, the
 * header menus follow the menu button pattern (arrow keys open them and move through them), and
 * the inn is on the tavern page as well as in the settings.
 */
import { DEVICES } from "./devices";
import { expect, registerByApi, signInWithStorage, test } from "./fixtures";
import { expectAccessible, getUser } from "./inventory-helpers";

for (const device of DEVICES)
  test.describe(`keyboard on a ${device.name}`, () => {
    test.use(device.use);

    test("after Delete in the task editor the focus stays in the dialog, on its confirm step", async ({
      page,
      request,
    }) => {
      const account = await registerByApi(request, "kbdel");
      await signInWithStorage(page, account);
      await page.goto("/");
      const edit = page.getByRole("button", { name: /^Edit / }).first();
      await edit.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: /^Edit / });
      await expect(dialog).toBeVisible();

      await dialog.getByRole("button", { name: "Delete", exact: true }).focus();
      await page.keyboard.press("Enter");
      const keep = dialog.getByRole("button", { name: "Keep it" });
      await expect(keep).toBeFocused();
      // The question names the step the focus landed in.
      await expect(dialog.getByRole("group", { name: /^Delete this/ })).toBeVisible();
      await expectAccessible(page);

      // Keeping the task hands the focus back to Delete, still inside the dialog.
      await page.keyboard.press("Enter");
      await expect(dialog.getByRole("button", { name: "Delete", exact: true })).toBeFocused();

      // Deleting from the keyboard: Delete, then Shift+Tab to "Yes, delete", then Enter.
      await page.keyboard.press("Enter");
      await expect(keep).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(dialog.getByRole("button", { name: "Yes, delete" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(dialog).toHaveCount(0);
    });

    test("header menus open with the arrow keys and move through their items", async ({ page, request }) => {
      const account = await registerByApi(request, "kbmenu");
      await signInWithStorage(page, account);
      await page.goto("/");
      const accountButton = page.getByRole("button", { name: /^Your account/ });
      await expect(accountButton).toHaveAttribute("aria-haspopup", "menu");
      await expect(accountButton).toHaveAttribute("aria-expanded", "false");

      // Down opens the menu on its first item; Down and Up move, wrapping round; Home and End jump.
      await accountButton.focus();
      await page.keyboard.press("ArrowDown");
      await expect(accountButton).toHaveAttribute("aria-expanded", "true");
      const menu = page.getByRole("menu", { name: /^Your account/ });
      await expect(menu.getByRole("menuitem", { name: "Profile" })).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(menu.getByRole("menuitem", { name: "Stats" })).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("ArrowUp");
      await expect(menu.getByRole("menuitem", { name: "Log out" })).toBeFocused();
      await page.keyboard.press("Home");
      await expect(menu.getByRole("menuitem", { name: "Profile" })).toBeFocused();
      await page.keyboard.press("End");
      await expect(menu.getByRole("menuitem", { name: "Log out" })).toBeFocused();
      // A letter moves to the next item that starts with it.
      await page.keyboard.press("s");
      await expect(menu.getByRole("menuitem", { name: "Stats" })).toBeFocused();
      await page.keyboard.press("s");
      await expect(menu.getByRole("menuitem", { name: "Settings" })).toBeFocused();
      await expectAccessible(page);

      // Escape closes it and the focus returns to its button.
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(accountButton).toBeFocused();

      // Up opens it on its last item.
      await page.keyboard.press("ArrowUp");
      await expect(menu.getByRole("menuitem", { name: "Log out" })).toBeFocused();
      await page.keyboard.press("Escape");

      // The Guilds menu works alike; Enter on an item follows it.
      // On a phone the sections (and the Guilds menu) sit behind the header's menu button.
      const openSections = async () => {
        if (device.name === "phone") await page.getByRole("button", { name: "Menu", exact: true }).click();
      };
      await openSections();
      const guilds = page.getByRole("button", { name: "Guilds" });
      await guilds.focus();
      await page.keyboard.press("Enter");
      const guildMenu = page.getByRole("menu", { name: "Guilds" });
      await expect(guildMenu.getByRole("menuitem", { name: "Tavern" })).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(guildMenu.getByRole("menuitem", { name: "My guilds" })).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL("/groups/tavern");
      await expect(guildMenu).toBeHidden();

      // Tab leaves an open menu and closes it.
      if (!(await guilds.isVisible())) await openSections();
      await guilds.focus();
      await page.keyboard.press("ArrowDown");
      await expect(guildMenu).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(guildMenu).toBeHidden();
    });

    test("the tavern page has the inn: rest there and leave it again", async ({ page, request }) => {
      const account = await registerByApi(request, "kbinn");
      await signInWithStorage(page, account);
      await page.goto("/groups/tavern");
      const inn = page.getByRole("region", { name: "The inn" });
      // The tavern waits for its chat and the game's content, slow on a busy machine.
      await expect(inn).toBeVisible({ timeout: 30_000 });
      const rest = inn.getByRole("button", { name: "Rest at the inn" });
      await rest.focus();
      await page.keyboard.press("Enter");
      await expect(inn.getByRole("button", { name: "Leave the inn" })).toBeVisible();
      await expect(inn.getByRole("button", { name: "Leave the inn" })).toBeFocused();
      await expect(
        page.getByText("You are resting at the inn: missed dailies will not hurt you.").first(),
      ).toBeVisible();
      await expect.poll(async () => (await getUser(request, account)).preferences.sleep).toBe(true);
      await expectAccessible(page);

      await inn.getByRole("button", { name: "Leave the inn" }).click();
      await expect(inn.getByRole("button", { name: "Rest at the inn" })).toBeVisible();
      await expect.poll(async () => (await getUser(request, account)).preferences.sleep).toBe(false);
    });
  });

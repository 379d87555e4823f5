/**
 * What players live in: the hero drawn as one figure, the skills drawer, the account menu, a
 * celebration, guild management and keyboard task entry. Each screen is also checked by axe.
 */
import fs from "node:fs";
import path from "node:path";
import { ARTIFACTS, expect, registerByApi, signInWithStorage, test } from "./fixtures";
import { expectAccessible, getUser, giveItems, updateUser } from "./inventory-helpers";
import { callAs, partyByApi } from "./party-helpers";

const FULL_GEAR = {
  weapon: "weapon_warrior_6",
  armor: "armor_warrior_5",
  head: "head_warrior_5",
  shield: "shield_warrior_5",
  back: "back_special_aetherCloak",
  body: "body_special_aetherAmulet",
  headAccessory: "headAccessory_special_foxEars",
  eyewear: "eyewear_special_blueHalfMoon",
};

test.describe("playing the game", () => {
  test("the hero wears every slot, rides a mount before a background, on desktop and phone", async ({
    page,
    request,
  }) => {
    const account = await registerByApi(request, "hero");
    await updateUser(request, account, {
      "items.gear.equipped": FULL_GEAR,
      "items.currentMount": "Wolf-Red",
      "items.currentPet": "Dragon-Golden",
      "preferences.background": "sunlitSandyBeach",
      "preferences.hair": { base: 4, color: "brown", bangs: 1, flower: 3 },
    });
    await signInWithStorage(page, account);
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    for (const [name, viewport] of [
      ["desktop", { width: 1280, height: 900 }],
      ["phone", { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto("/inventory/equipment");
      const avatar = page.locator("svg.pixel-avatar").first();
      await expect(avatar).toBeVisible();
      // One drawing holds the whole scene: background, mount, rider and pet.
      expect(await avatar.locator("path").count()).toBeGreaterThan(20);
      // A large copy of the same drawing, alone on a page, to look at its pixels.
      const drawing = await avatar.evaluate((svg) =>
        svg.outerHTML.replace(/width="\d+"/, 'width="448"').replace(/height="[\d.]+"/, 'height="480"'),
      );
      const zoom = await page.context().newPage();
      await zoom.setContent(`<body style="margin:0">${drawing}</body>`);
      await zoom.locator("svg").screenshot({ path: path.join(ARTIFACTS, `hero-geared-${name}-avatar.png`) });
      await zoom.close();
      await page.goto("/");
      await expect(page.locator(".user-header .pixel-avatar")).toBeVisible();
      await page.screenshot({ path: path.join(ARTIFACTS, `hero-geared-${name}.png`) });
    }
    await expectAccessible(page);
  });

  test("skills: aim one at a task, cast one on the party, and the party chat hears of it", async ({
    page,
    request,
  }) => {
    const caster = await registerByApi(request, "cast");
    const friend = await registerByApi(request, "frnd");
    const partyId = await partyByApi(request, caster, friend);
    await updateUser(request, caster, {
      "stats.lvl": 15,
      "stats.mp": 100,
      "stats.str": 20,
      "stats.class": "warrior",
      "flags.classSelected": true,
      "profile.name": "Stormy",
    });
    const target = await callAs<{ _id: string }>(request, caster, "post", "/tasks/user", {
      type: "habit",
      text: "Lift the anvil",
    });
    await signInWithStorage(page, caster);
    await page.goto("/");
    const drawer = page.getByRole("region", { name: "Skills" });
    await expect(drawer).toBeVisible();
    // Folded until opened.
    await drawer.getByRole("button", { name: "Skills" }).click();
    await expect(drawer.getByRole("button", { name: /Brutal Smash/ })).toContainText("10 MP");
    await expectAccessible(page);

    await drawer.getByRole("button", { name: /Brutal Smash/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Choose a task for Brutal Smash" })).toBeVisible();
    await page.getByRole("button", { name: "Edit Lift the anvil" }).click();
    await expect(page.getByText("You cast Brutal Smash on Lift the anvil.")).toBeVisible();
    // The click cast the skill instead of opening the editor.
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect
      .poll(async () => (await callAs<{ value: number }>(request, caster, "get", `/tasks/${target._id}`)).value)
      .toBeGreaterThan(0);

    await drawer.getByRole("button", { name: /Valorous Presence/ }).click();
    await expect(page.getByText("You cast Valorous Presence for your party.")).toBeVisible();
    await expect.poll(async () => (await getUser(request, friend)).stats.buffs.str).toBeGreaterThan(0);
    await page.goto("/party");
    await expect(
      page.locator(".chat-message", { hasText: "Stormy casts Valorous Presence for the party." }),
    ).toBeVisible();
    expect((await getUser(request, caster)).stats.mp).toBeLessThan(100);
    expect(partyId).toBeTruthy();
  });

  test("the account menu, the tavern under Guilds and the points badge lead to their pages", async ({
    page,
    request,
  }) => {
    const account = await registerByApi(request, "menu");
    // Points are spent by hand with a class, so this hero has one.
    await updateUser(request, account, {
      "stats.points": 3,
      "stats.lvl": 10,
      "stats.class": "wizard",
      "flags.classSelected": true,
      "profile.name": "Menu Tester",
    });
    await signInWithStorage(page, account);
    await page.goto("/");
    const accountButton = page.getByRole("button", { name: "Your account: Menu Tester" });
    await accountButton.click();
    const accountNav = page.getByRole("menu", { name: "Your account: Menu Tester" });
    for (const name of ["Profile", "Stats", "Achievements", "Inventory", "Messages", "Settings", "Log out"])
      await expect(accountNav.getByRole("menuitem", { name: new RegExp(`^${name}`) })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(accountButton).toBeFocused();
    await expect(accountNav.getByRole("menuitem", { name: "Profile" })).toBeHidden();

    await accountButton.click();
    await accountNav.getByRole("menuitem", { name: /^Messages/ }).click();
    await expect(page).toHaveURL("/private-messages");

    await page.getByRole("link", { name: "3 attribute points to spend" }).click();
    await expect(page).toHaveURL("/user/stats");
    await expect(page.getByRole("dialog").getByRole("button", { name: "+1 Strength" })).toBeVisible();

    await page.goto("/party");
    await page.getByRole("button", { name: "Guilds" }).click();
    await page.getByRole("menuitem", { name: "Tavern" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tavern" })).toBeVisible();

    // On a phone the header is one slim row; the sections fold into a menu.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const header = page.locator(".app-header");
    expect((await header.boundingBox())?.height ?? 999).toBeLessThanOrEqual(64);
    await expect(page.getByRole("link", { name: "Shops" })).toBeHidden();
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page.getByRole("link", { name: "Shops" }).click();
    await expect(page).toHaveURL(/\/shops\/market/);
    await expectAccessible(page);
  });

  test("hatching a pet is celebrated with its picture, and the level-up comes before the class choice", async ({
    page,
    request,
  }) => {
    const account = await registerByApi(request, "cele");
    await giveItems(request, account, { eggs: { Fox: 1 }, hatchingPotions: { Golden: 1 } });
    // One more experience point reaches level 10, where the class is chosen.
    await updateUser(request, account, { "stats.lvl": 9, "stats.exp": 248, "flags.dropsEnabled": true });
    await signInWithStorage(page, account);
    await page.goto("/inventory/items");
    await page.getByRole("list", { name: "Eggs" }).getByRole("button", { name: /Fox/ }).first().click();
    await page
      .getByRole("dialog", { name: /Hatch/ })
      .getByRole("button", { name: /Golden/ })
      .click();
    const hatched = page.getByRole("dialog", { name: "You hatched a new pet!" });
    await expect(hatched).toBeVisible();
    await expect(hatched.locator(".celebration-art svg")).toBeVisible();
    await expectAccessible(page);
    await hatched.getByRole("button", { name: "Hello, friend!" }).click();
    await expect(hatched).toBeHidden();

    await page.goto("/");
    await page.getByRole("checkbox", { name: /Check off: Add a habit of your own/ }).click();
    // The level gained is told first, then the class is chosen.
    const levelUp = page.getByRole("dialog", { name: "Level 10!" });
    await expect(levelUp).toBeVisible();
    await expect(levelUp.locator(".pixel-avatar")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Choose your class" })).toHaveCount(0);
    await levelUp.getByRole("button", { name: "Onward!" }).click();
    const chooser = page.getByRole("dialog", { name: "Choose your class" });
    await expect(chooser).toBeVisible();
    await chooser.getByRole("button", { name: "Decide later" }).click();
    // Then the moments queued meanwhile show one at a time: jumping levels also unlocks items here.
    const unlocked = page.getByRole("dialog", { name: "Items unlocked!" });
    await expect(chooser).toBeHidden();
    if (await unlocked.isVisible()) await unlocked.getByRole("button", { name: "Into the bag!" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("guild management: edit the guild, promote a manager, hand over the lead, page back through chat", async ({
    page,
    request,
  }) => {
    const leader = await registerByApi(request, "glead");
    const member = await registerByApi(request, "gmemb");
    await updateUser(request, leader, { balance: 2 });
    await updateUser(request, member, { "profile.name": "Ada Member" });
    const guild = await callAs<{ _id: string }>(request, leader, "post", "/groups", {
      name: "Night Readers",
      type: "guild",
      privacy: "public",
    });
    await callAs(request, member, "post", `/groups/${guild._id}/join`);
    for (let i = 1; i <= 55; i++)
      await callAs(request, leader, "post", `/groups/${guild._id}/chat`, { message: `Reading note number ${i}` });

    await signInWithStorage(page, leader);
    await page.goto(`/groups/guild/${guild._id}`);
    await page.getByRole("button", { name: "Edit the guild" }).click();
    const edit = page.getByRole("dialog", { name: "Edit the guild" });
    await edit.getByLabel("Name").fill("Night Owl Readers");
    await edit.getByLabel("Summary").fill("Books after dark.");
    await edit.getByLabel("Description").fill("We read **one chapter** a night.");
    await edit.getByLabel("Invited players only (private)").check();
    await expectAccessible(page);
    await edit.getByRole("button", { name: "Save the guild" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Night Owl Readers" })).toBeVisible();
    await expect(page.locator(".guild-page strong", { hasText: "one chapter" })).toBeVisible();
    await expect(page.getByText(/Private guild/)).toBeVisible();

    const card = page.locator(".member-card", { hasText: "Ada Member" });
    await card.getByRole("button", { name: /Make manager/ }).click();
    await expect(card).toContainText("Manager");
    await card.getByRole("button", { name: /Make leader/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Make them leader" }).click();
    await expect(page.getByText(/led by Ada Member/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit the guild" })).toHaveCount(0);

    const chat = page.getByRole("list", { name: /Guild chat messages/ });
    await expect(chat.getByText("Reading note number 55")).toBeVisible();
    await expect(chat.getByText("Reading note number 2", { exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Show older messages" }).click();
    await expect(chat.getByText("Reading note number 2", { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test("keyboard task entry keeps the focus, Escape returns it, and the focus ring shows", async ({
    page,
    request,
  }) => {
    const account = await registerByApi(request, "keys");
    await signInWithStorage(page, account);
    await page.goto("/");
    const add = page.getByLabel("Add a to-do");
    await add.focus();
    await page.keyboard.type("Water the plants");
    await page.keyboard.press("Enter");
    // The next title goes straight in, while the first is still being saved.
    await page.keyboard.type("Call the bank");
    await expect(add).toBeFocused();
    await page.keyboard.press("Enter");
    const todos = page.getByRole("list", { name: "To-dos" });
    await expect(todos.getByRole("button", { name: "Edit Water the plants" })).toBeVisible();
    await expect(todos.getByRole("button", { name: "Edit Call the bank" })).toBeVisible();
    await expect(add).toHaveValue("");
    await expect(add).toBeFocused();

    const title = todos.getByRole("button", { name: "Edit Call the bank" });
    await title.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: /Edit to-do/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(title).toBeFocused();

    const check = todos.getByRole("checkbox", { name: "Check off: Call the bank" });
    await check.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(check).toBeFocused();
    const ring = await check.evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    expect(ring.style).toBe("solid");
    expect(ring.width).toBeGreaterThanOrEqual(2);
    await expectAccessible(page);
  });
});

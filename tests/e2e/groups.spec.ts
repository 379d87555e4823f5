import { expect, registerByApi, signInWithStorage, test } from "./fixtures";
import { expectAccessible, updateUser } from "./inventory-helpers";
import { callAs, secondPlayer } from "./party-helpers";

test.describe("groups", () => {
  test("tavern chat reaches another player live", async ({ page, browser, request }) => {
    const first = await registerByApi(request, "tva");
    const second = await registerByApi(request, "tvb");
    await signInWithStorage(page, first);
    await page.goto("/groups/tavern");
    await expect(page).toHaveTitle(/Tavern/);
    await expect(page.getByRole("heading", { level: 1, name: "Tavern" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /World boss/ })).toBeVisible();
    const other = await secondPlayer(browser, second);
    await other.page.goto("/groups/tavern");
    await expect(other.page.getByText("Live", { exact: true })).toBeVisible();
    await expect(page.getByText("Live", { exact: true })).toBeVisible();

    const text = `Good evening, travellers ${Date.now()} — see [the rules](https://example.com/rules) and [this](javascript:alert(1))`;
    await page.getByLabel("Your message").fill(text);
    await page.getByRole("button", { name: "Send" }).click();
    const seen = other.page.locator(".chat-message", { hasText: "Good evening, travellers" }).first();
    await expect(seen).toBeVisible();
    await expect(seen.getByRole("link", { name: "the rules" })).toHaveAttribute("rel", "noopener noreferrer nofollow");
    await expect(seen.locator('a[href^="javascript"]')).toHaveCount(0);
    await expectAccessible(page);
    await other.context.close();
  });

  test("a player starts a guild; another discovers it, joins it and chats", async ({ page, browser, request }) => {
    const founder = await registerByApi(request, "gfo");
    const joiner = await registerByApi(request, "gjo");
    await updateUser(request, founder, { balance: 2 });
    const name = `Early Risers ${Date.now().toString(36)}`;

    await signInWithStorage(page, founder);
    await page.goto("/groups/myGuilds");
    await expect(page.getByRole("heading", { level: 1, name: "My guilds" })).toBeVisible();
    await expect(page.getByText("You are not in any guild yet.")).toBeVisible();
    await page.getByRole("button", { name: "Start a guild" }).click();
    const dialog = page.getByRole("dialog", { name: "Start a guild" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Summary").fill("We get up before the sun.");
    await dialog.getByLabel("Time Management").check();
    await dialog.getByRole("button", { name: /Start the guild/ }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\/groups\/guild\//);
    const guildUrl = page.url();

    const other = await secondPlayer(browser, joiner);
    await other.page.goto("/groups/discovery");
    await expect(other.page.getByRole("heading", { level: 1, name: "Discover guilds" })).toBeVisible();
    await other.page.getByLabel("Search guilds").fill(name);
    await other.page.getByRole("button", { name: "Search" }).click();
    await expect(other.page.getByRole("link", { name })).toBeVisible();
    await other.page.getByLabel("Time Management").check();
    await expect(other.page.getByRole("link", { name })).toBeVisible();
    await other.page.getByLabel("Recovery and Support").check();
    await other.page.getByLabel("Time Management").uncheck();
    await expect(other.page.getByText("No guild matches that search.")).toBeVisible();
    await other.page.getByLabel("Recovery and Support").uncheck();
    await other.page.getByRole("link", { name }).click();
    await expect(other.page.getByRole("heading", { level: 1, name })).toBeVisible();
    await other.page.getByRole("button", { name: "Join the guild" }).click();
    await expect(other.page.getByRole("button", { name: "Leave the guild" })).toBeVisible();
    await expect(other.page.getByText("Live", { exact: true })).toBeVisible();

    await page.goto(guildUrl);
    await expect(page.getByText("Live", { exact: true })).toBeVisible();
    await other.page.getByLabel("Your message").fill("Hello early birds!");
    await other.page.getByRole("button", { name: "Send" }).click();
    await expect(page.locator(".chat-message", { hasText: "Hello early birds!" })).toBeVisible();
    await page.goto("/groups/myGuilds");
    await expect(page.getByRole("link", { name })).toBeVisible();
    const guilds = await callAs<{ _id: string }[]>(request, joiner, "get", "/groups?type=guilds");
    expect(guilds.length).toBe(1);
    await other.context.close();
  });
});

import { expect, newIdentity, registerByApi, signInWithStorage, test } from "./fixtures";
import { expectAccessible } from "./inventory-helpers";
import { callAs, partyByApi, secondPlayer } from "./party-helpers";

test.describe("shared invitation links", () => {
  test("the party's leader makes one with a use limit, copies it, sees its uses go and revokes it", async ({
    page,
    browser,
    request,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const leader = await registerByApi(request, "lnk");
    const member = await registerByApi(request, "lnm");
    await partyByApi(request, leader, member, "The Link Keepers");
    await signInWithStorage(page, leader);
    await page.goto("/party");
    const section = page.getByRole("region", { name: "Shared invitation links" });
    await expect(section.getByText("No shared links at the moment.")).toBeVisible();
    await section.getByLabel("Uses").fill("2");
    await section.getByLabel("Valid for (days)").fill("3");
    await section.getByRole("button", { name: "Create link" }).click();
    await expect(page.getByText("Your shared link is ready to copy.")).toBeVisible();
    await expect(section.getByText("2 uses left of 2")).toBeVisible();

    await section.getByRole("button", { name: "Copy shared link 1" }).click();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    await expect(section.locator("code")).toHaveText(url);
    expect(url).toContain("/register?groupInvite=");

    // Someone new opens the link and registers: they are invited, and one use is gone.
    const newcomer = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const newcomerPage = await newcomer.newPage();
    const identity = newIdentity("lnn");
    await newcomerPage.goto(url.replace(/^https?:\/\/[^/]+/, ""));
    await newcomerPage.getByLabel("Username").fill(identity.username);
    await newcomerPage.getByLabel("Email").fill(identity.email);
    await newcomerPage.getByLabel("Password", { exact: true }).fill(identity.password);
    await newcomerPage.getByLabel("Confirm password").fill(identity.password);
    await newcomerPage.getByRole("button", { name: "Sign up" }).click();
    // The party is offered at once.
    await expect(newcomerPage).toHaveURL("/party");
    await expect(newcomerPage.getByText("You are invited to join")).toBeVisible();
    await newcomer.close();

    await page.reload();
    await expect(section.getByText("1 use left of 2")).toBeVisible();
    await expectAccessible(page);

    // Members who do not lead the party see no such controls.
    const second = await secondPlayer(browser, member);
    await second.page.goto("/party");
    await expect(second.page.getByRole("heading", { level: 1, name: "The Link Keepers" })).toBeVisible();
    await expect(second.page.getByRole("region", { name: "Shared invitation links" })).toHaveCount(0);
    await second.context.close();

    await section.getByRole("button", { name: "Revoke shared link 1" }).click();
    await expect(page.getByText("The link is revoked: it no longer invites anyone.")).toBeVisible();
    await expect(section.getByText("No shared links at the moment.")).toBeVisible();
  });

  test("a guild's leader has the same controls, in the player's language", async ({ page, request }) => {
    const leader = await registerByApi(request, "lng");
    await callAs(request, leader, "put", "/user", { "preferences.language": "de" });
    await callAs(request, leader, "post", "/debug/add-ten-gems");
    const guild = await callAs<{ _id: string }>(request, leader, "post", "/groups", {
      name: "Die Linkgilde",
      type: "guild",
      privacy: "private",
    });
    await signInWithStorage(page, leader);
    await page.goto(`/groups/guild/${guild._id}`);
    const section = page.getByRole("region", { name: "Geteilte Einladungslinks" });
    await section.getByLabel("Nutzungen").fill("10");
    await section.getByRole("button", { name: "Link erstellen" }).click();
    await expect(section.getByText("Noch 10 Nutzungen von 10")).toBeVisible();
  });
});

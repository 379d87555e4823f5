/**
 * Signing up through an invitation link: the form says who invites to which group, and once the
 * account is made the invitation is offered at once. A link that no longer works says so.
 */
import { expect, newIdentity, registerByApi, test } from "./fixtures";
import { expectAccessible, updateUser } from "./inventory-helpers";
import { callAs } from "./party-helpers";
import { SCREENS } from "./devices";

for (const [screen, device] of SCREENS) {
  test.describe(`signing up by invitation on a ${screen}`, () => {
    test.use(device);

    test("the form names the inviter and the party, and the party is offered right after", async ({
      page,
      request,
    }) => {
      const leader = await registerByApi(request, "inviter");
      await updateUser(request, leader, { "profile.name": "Ada Lantern" });
      const party = await callAs<{ _id: string }>(request, leader, "post", "/groups", {
        name: "The Night Owls",
        type: "party",
      });
      const link = await callAs<{ url: string }>(request, leader, "post", `/groups/${party._id}/invite-link`, {
        maxUses: 3,
        expiresInDays: 2,
      });

      await page.goto(link.url.replace(/^https?:\/\/[^/]+/, ""));
      await expect(page.getByTestId("invitation-preview")).toHaveText(
        "Ada Lantern invited you to join the party The Night Owls. Sign up, and the invitation is waiting for you.",
        { timeout: 30_000 },
      );
      await expectAccessible(page);

      const identity = newIdentity("guest");
      await page.getByLabel("Username").fill(identity.username);
      await page.getByLabel("Email").fill(identity.email);
      await page.getByLabel("Password", { exact: true }).fill(identity.password);
      await page.getByLabel("Confirm password").fill(identity.password);
      await page.getByRole("button", { name: "Sign up" }).click();
      await expect(page).toHaveURL("/party", { timeout: 30_000 });
      await expect(page.getByText("You are invited to join")).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText("The Night Owls")).toBeVisible();
    });
  });
}

test("a link that no longer works says so, and signing up still works", async ({ page }) => {
  await page.goto("/register?groupInvite=not-a-real-link");
  await expect(page.getByTestId("invitation-preview")).toHaveText(/no longer works/, { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Sign up" })).toBeEnabled();
});

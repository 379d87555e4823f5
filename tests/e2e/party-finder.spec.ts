/**
 * Finding a party: a player without one says they are looking, a party's leader finds them on
 * the same page and invites them, and the player can take their name off the list again.
 */
import { expect, registerByApi, signInWithStorage, test } from "./fixtures";
import { expectAccessible } from "./inventory-helpers";
import { callAs, secondPlayer } from "./party-helpers";

test("a player looks for a party, a leader finds and invites them, and the player stops looking", async ({
  page,
  browser,
  request,
}) => {
  const seeker = await registerByApi(request, "seek");
  const leader = await registerByApi(request, "lead");
  const party = await callAs<{ _id: string }>(request, leader, "post", "/groups", {
    name: "The Night Owls",
    type: "party",
  });

  await signInWithStorage(page, seeker);
  await page.goto("/looking-for-party");
  const looking = page.getByLabel("I'm looking for a party");
  await expect(looking).not.toBeChecked();
  // check() fails unless the click itself shows the choice.
  await looking.check();
  await expect(page.getByText("Party leaders can now find you and invite you.")).toBeVisible();
  await expect.poll(async () => (await callAs(request, seeker, "get", "/user")).party.seeking).toBeTruthy();
  await expectAccessible(page);

  const other = await secondPlayer(browser, leader);
  try {
    await other.page.goto("/looking-for-party");
    const list = other.page.getByRole("region", { name: "Players looking for a party" });
    const row = list.getByRole("listitem").filter({ hasText: `@${seeker.username}` });
    await row.getByRole("button", { name: "Invite" }).click();
    await expect(other.page.getByText(/^Invitation sent to /)).toBeVisible();
    await expect(row.getByRole("button", { name: "Invited" })).toBeDisabled();
    await expectAccessible(other.page);
  } finally {
    await other.context.close();
  }
  const invitations = (await callAs(request, seeker, "get", "/user")).invitations.parties as { id: string }[];
  expect(invitations.map((invitation) => invitation.id)).toContain(party._id);

  await looking.uncheck();
  await expect(page.getByText("You are no longer listed as looking for a party.")).toBeVisible();
  await expect.poll(async () => (await callAs(request, seeker, "get", "/user")).party.seeking ?? null).toBeNull();
});

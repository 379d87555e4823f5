/**
 * A party member's bars follow the room: when another member's day rolls over (missed dailies,
 * a boss's strike), the cards on an open party page show the new health without a reload.
 */
import { expect, registerByApi, signInWithStorage, test } from "./fixtures";
import { updateUser } from "./inventory-helpers";
import { callAs, partyByApi, rollOver } from "./party-helpers";
import { SCREENS } from "./devices";

for (const [screen, device] of SCREENS) {
  test.describe(`the party page on a ${screen}`, () => {
    test.use(device);

    test("a member's health bar moves when their day rolls over", async ({ page, request }) => {
      const leader = await registerByApi(request, "barsa");
      const member = await registerByApi(request, "barsb");
      await updateUser(request, member, { "profile.name": "Bram Late" });
      await partyByApi(request, leader, member);
      await callAs(request, member, "post", "/tasks/user", {
        type: "daily",
        text: "Feed the cat",
        startDate: "2020-01-01",
      });

      await signInWithStorage(page, leader);
      await page.goto("/party");
      const bar = page.getByRole("meter", { name: "Health of Bram Late" });
      // The party page loads its room and members first (slow on a busy machine).
      await expect(bar).toHaveAttribute("aria-valuetext", /^50 of 50/, { timeout: 30_000 });
      // The leader's own connection is in the room (they show as here now).
      await expect(page.locator(".online-dot").first()).toBeAttached();

      await rollOver(request, member);
      await expect(bar).toHaveAttribute("aria-valuetext", /^4\d(\.\d+)? of 50/);
    });
  });
}

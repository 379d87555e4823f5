import fs from "node:fs";
import path from "node:path";
import { ARTIFACTS, expect, registerByApi, signInWithStorage, test } from "./fixtures";
import { expectAccessible, giveItems } from "./inventory-helpers";
import { callAs, partyByApi, rollOver, secondPlayer } from "./party-helpers";

const BOSS_QUEST = "lostMasterclasser4";

test.describe("party", () => {
  test("two players form a party and chat live, with presence and typing", async ({ page, browser, request }) => {
    const alice = await registerByApi(request, "pal");
    const bob = await registerByApi(request, "pbo");
    await signInWithStorage(page, alice);
    await page.goto("/party");
    await expect(page).toHaveTitle(/Party/);
    await page.getByLabel("Party name").fill("The Lamplighters");
    await page.getByRole("button", { name: "Create a party" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "The Lamplighters" })).toBeVisible();
    await page.getByLabel("Invite by username or email").fill(bob.username);
    await page.getByRole("button", { name: "Invite", exact: true }).click();
    await expect(page.getByText(`Invitation sent to ${bob.username}.`)).toBeVisible();

    const second = await secondPlayer(browser, bob);
    const bobPage = second.page;
    await bobPage.goto("/party");
    await expect(bobPage.getByText("You are invited to join")).toBeVisible();
    await bobPage.getByRole("button", { name: "Accept" }).click();
    await expect(bobPage.getByRole("heading", { level: 1, name: "The Lamplighters" })).toBeVisible();

    // Alice's page learns of the new member from the room, without a reload.
    await expect(page.locator(`[data-member-id="${bob.id}"]`)).toBeVisible();
    await expect(page.getByTestId("presence")).toContainText(bob.username);
    await expect(bobPage.getByTestId("presence")).toContainText(alice.username);
    await expect(page.getByText("Live", { exact: true })).toBeVisible();
    await expect(bobPage.getByText("Live", { exact: true })).toBeVisible();

    const aliceInput = page.getByLabel("Your message");
    await aliceInput.pressSequentially("Hello", { delay: 30 });
    await expect(bobPage.getByTestId("typing")).toContainText("is typing");
    await aliceInput.fill("Hello **Bob**, ready for <script>alert(1)</script> a quest? @" + bob.username);
    await page.getByRole("button", { name: "Send" }).click();

    const seenByBob = bobPage.locator(".chat-message", { hasText: "ready for" });
    await expect(seenByBob).toBeVisible();
    await expect(seenByBob.locator("strong", { hasText: "Bob" })).toBeVisible();
    await expect(seenByBob.locator(".mention-self")).toHaveText(`@${bob.username}`);
    await expect(seenByBob).toContainText("<script>alert(1)</script>");
    await expect(bobPage.locator(".chat-message script")).toHaveCount(0);

    await bobPage.getByLabel("Your message").fill("Always! Let's go.");
    await bobPage.getByRole("button", { name: "Send" }).click();
    await expect(page.locator(".chat-message", { hasText: "Always! Let's go." })).toBeVisible();

    // Bob likes Alice's message: her page shows it live.
    await seenByBob.getByRole("button", { name: "Like" }).click();
    await expect(page.locator(".chat-message", { hasText: "ready for" })).toContainText("1 like");

    await expectAccessible(page);
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await bobPage.screenshot({ path: path.join(ARTIFACTS, "party--chat-second-player.png"), fullPage: true });
    await second.context.close();
  });

  test("two players fight a boss and both watch its health drop live", async ({ page, browser, request }) => {
    const owner = await registerByApi(request, "qow");
    const friend = await registerByApi(request, "qfr");
    await partyByApi(request, owner, friend, "Boss Hunters");
    await giveItems(request, owner, { quests: { [BOSS_QUEST]: 1 } });

    await signInWithStorage(page, owner);
    await page.goto("/party");
    await expect(page.getByRole("heading", { level: 1, name: "Boss Hunters" })).toBeVisible();
    const second = await secondPlayer(browser, friend);
    const friendPage = second.page;
    await friendPage.goto("/party");
    await expect(friendPage.getByRole("heading", { level: 1, name: "Boss Hunters" })).toBeVisible();
    await expect(friendPage.getByText("Live", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Invite the party" }).click();
    await expect(friendPage.getByRole("button", { name: "Accept" })).toBeVisible();
    await friendPage.getByRole("button", { name: "Accept" }).click();

    for (const view of [page, friendPage]) {
      await expect(view.getByTestId("boss-panel")).toBeVisible();
      await expect(view.getByTestId("boss-panel").getByRole("meter").first()).toHaveAttribute("aria-valuenow", "3000");
    }

    await callAs(request, friend, "post", "/debug/quest-progress");
    await rollOver(request, friend);
    for (const view of [page, friendPage]) {
      await expect(view.getByTestId("boss-panel").getByRole("meter").first()).toHaveAttribute("aria-valuenow", "2000");
    }
    await callAs(request, owner, "post", "/debug/quest-progress");
    await rollOver(request, owner);
    for (const view of [page, friendPage]) {
      await expect(view.getByTestId("boss-panel").getByRole("meter").first()).toHaveAttribute("aria-valuenow", "1000");
    }
    await expect(friendPage.locator(".chat-message.system").first()).toBeVisible();
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await friendPage.screenshot({ path: path.join(ARTIFACTS, "party--boss-second-player.png"), fullPage: true });
    await second.context.close();
  });
});

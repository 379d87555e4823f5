import { expect, registerByApi, signInWithStorage, test } from "./fixtures";
import { expectAccessible } from "./inventory-helpers";
import { callAs, secondPlayer } from "./party-helpers";

test.describe("private messages", () => {
  test("two players exchange, like and delete messages; a block stops them", async ({ page, browser, request }) => {
    const writer = await registerByApi(request, "pmw");
    const reader = await registerByApi(request, "pmr");
    await signInWithStorage(page, writer);
    await page.goto("/private-messages");
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    await expect(page.getByText("You have no messages yet.")).toBeVisible();
    await page.getByLabel("New message to (username)").fill(reader.username);
    await page.getByRole("button", { name: "Start" }).click();
    await page.getByLabel(/^Message to/).fill("Hi! Want to join my *party*?");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.locator(".chat-message", { hasText: "Want to join my party?" })).toBeVisible();
    await expect(page.locator(".chat-message em", { hasText: "party" })).toBeVisible();

    const other = await secondPlayer(browser, reader);
    await other.page.goto("/private-messages");
    const received = other.page.locator(".chat-message", { hasText: "Want to join my party?" });
    await expect(received).toBeVisible();
    await received.getByRole("button", { name: "Like" }).click();
    await expect(received.getByRole("button", { name: /Liked/ })).toBeVisible();
    await other.page.getByLabel(/^Message to/).fill("Sure, send the invitation.");
    await other.page.getByRole("button", { name: "Send" }).click();
    await expect(other.page.locator(".chat-message", { hasText: "Sure, send the invitation." })).toBeVisible();

    await page.reload();
    await expect(page.locator(".chat-message", { hasText: "Sure, send the invitation." })).toBeVisible();
    await expect(page.locator(".chat-message", { hasText: "Want to join my party?" })).toContainText("1 like");
    await page
      .locator(".chat-message", { hasText: "Want to join my party?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.locator(".chat-message", { hasText: "Want to join my party?" })).toHaveCount(0);
    await expectAccessible(page);

    await other.page.getByRole("button", { name: "Block", exact: true }).click();
    await expect(other.page.getByRole("button", { name: "Unblock", exact: true })).toBeVisible();
    const refused = await request.post("/api/v4/members/send-private-message", {
      headers: { "x-api-user": writer.id, "x-api-key": writer.apiToken, "x-client": "habitforge-e2e" },
      data: { toUserId: reader.id, message: "Still there?" },
    });
    expect(refused.status()).toBe(401);
    await other.page.getByRole("button", { name: "Unblock", exact: true }).click();
    await expect(other.page.getByRole("button", { name: "Block", exact: true })).toBeVisible();

    // The block and unblock notices sit over the switch until they time out.
    await expect(other.page.locator(".notification-area .toast")).toHaveCount(0, { timeout: 10_000 });
    // The switch follows the saved setting, so it flips once the server has it.
    await other.page.getByLabel("Receive private messages").click();
    await expect(other.page.getByLabel("Receive private messages")).not.toBeChecked();
    await expect.poll(async () => (await callAs(request, reader, "get", "/user")).inbox.optOut).toBe(true);
    await other.context.close();
  });
});

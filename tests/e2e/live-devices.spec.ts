/**
 * Every device of a player is live: two browser contexts of one player (a score on one shows on
 * the other within a second, without a reload), and a private message between two players
 * arriving in an open conversation.
 */
import type { Page, Request } from "@playwright/test";
import { expect, registerByApi, test } from "./fixtures";
import { callAs, secondPlayer } from "./party-helpers";

async function experience(page: Page): Promise<string | null> {
  return page.getByRole("meter", { name: "Experience" }).getAttribute("aria-valuetext");
}

async function waitLive(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-live", "open", { timeout: 15_000 });
}

test.describe("live devices", () => {
  test("a score, an edit and a purchase on one device show on the other at once", async ({ browser, request }) => {
    const player = await registerByApi(request, "live");
    const habit = await callAs<{ _id: string }>(request, player, "post", "/tasks/user", {
      type: "habit",
      text: "Walk the dog around the pond",
    });
    const laptop = await secondPlayer(browser, player);
    const phone = await secondPlayer(browser, player);
    await laptop.page.goto("/");
    await phone.page.goto("/");
    await waitLive(laptop.page);
    await waitLive(phone.page);
    const before = await experience(phone.page);

    // What the phone asks the server from now on, and whether it ever loads a page again.
    const asked: string[] = [];
    phone.page.on("request", (sent: Request) => {
      const url = new URL(sent.url());
      if (url.pathname.startsWith("/api/")) asked.push(`${sent.method()} ${url.pathname}${url.search}`);
    });
    let navigations = 0;
    phone.page.on("framenavigated", (frame) => {
      if (frame === phone.page.mainFrame()) navigations += 1;
    });

    const scored = laptop.page.waitForResponse((response) => /\/score\/up$/.test(response.url()));
    await laptop.page.getByRole("button", { name: "Score up: Walk the dog around the pond" }).click();
    expect((await scored).ok()).toBe(true);
    await expect.poll(() => experience(phone.page), { timeout: 1000, intervals: [50] }).not.toBe(before);
    await expect(phone.page.getByRole("meter", { name: "Experience" })).toHaveAttribute(
      "aria-valuetext",
      (await experience(laptop.page)) ?? "",
    );

    // An edit made on the laptop: the phone shows the new name.
    await callAs(request, player, "put", `/tasks/${habit._id}`, { text: "Walk the dog twice around the pond" });
    await expect(phone.page.getByText("Walk the dog twice around the pond")).toBeVisible({ timeout: 2000 });

    // Gems arrive on the laptop, and the phone counts them: 10 more than it showed.
    const gemsBefore = (await phone.page.getByTestId("hero-gems").textContent()) ?? "";
    await callAs(request, player, "post", "/debug/add-ten-gems");
    await expect(phone.page.getByTestId("hero-gems")).not.toHaveText(gemsBefore, { timeout: 2000 });
    await expect(phone.page.getByTestId("hero-gems")).toContainText("10");

    expect(navigations).toBe(0);
    // Only the parts that changed were read again: no full reload of the player or of every task.
    expect(asked.filter((line) => line === "GET /api/v4/user" || line === "GET /api/v4/tasks/user")).toEqual([]);
    expect(asked.some((line) => line.startsWith("GET /api/v4/user?userFields="))).toBe(true);
    await laptop.context.close();
    await phone.context.close();
  });

  test("a private message arrives in the open conversation without a reload", async ({ browser, request }) => {
    const writer = await registerByApi(request, "livew");
    const reader = await registerByApi(request, "liver");
    await callAs(request, writer, "post", "/members/send-private-message", {
      toUserId: reader.id,
      message: "Are you around for the quest?",
    });
    const readerDevice = await secondPlayer(browser, reader);
    await readerDevice.page.goto("/private-messages");
    await expect(
      readerDevice.page.locator(".chat-message", { hasText: "Are you around for the quest?" }),
    ).toBeVisible();
    await waitLive(readerDevice.page);

    // The reader's screen reads the conversation no more: the message comes through the room.
    const conversationReads: string[] = [];
    readerDevice.page.on("request", (sent: Request) => {
      if (sent.url().includes("conversation=")) conversationReads.push(sent.url());
    });
    const writerDevice = await secondPlayer(browser, writer);
    await writerDevice.page.goto("/private-messages");
    await writerDevice.page.getByLabel(/^Message to/).fill("Boss fight starts in five minutes.");
    await writerDevice.page.getByRole("button", { name: "Send" }).click();
    await expect(
      readerDevice.page.locator(".chat-message", { hasText: "Boss fight starts in five minutes." }),
    ).toBeVisible({ timeout: 2000 });
    expect(conversationReads).toEqual([]);
    await readerDevice.context.close();
    await writerDevice.context.close();
  });
});

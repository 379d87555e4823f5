/** The header's notification menu: count, wording, seen / dismiss, invitations, and its accessibility. */
import path from "node:path";
import type { Page } from "@playwright/test";
import { ARTIFACTS, expect, newIdentity, registerByApi, signInWithStorage, test } from "./fixtures";
import { expectAccessible, getUser, updateUser } from "./inventory-helpers";
import { callAs } from "./party-helpers";

function bell(page: Page) {
  return page.getByTestId("notification-bell");
}

function menu(page: Page) {
  return page.getByRole("dialog", { name: "Notifications" });
}

test.describe("notification menu", () => {
  test("lists the player's notifications in our words, counts them and forgets a dismissed one", async ({
    page,
    request,
  }) => {
    const hero = await registerByApi(request, "bell");
    // No news waiting, so the count below is exactly what this test gives the player.
    await callAs(request, hero, "post", "/news/read");
    await updateUser(request, hero, {
      notifications: [
        { id: "n-level", type: "LEVEL_UP", data: { level: 5 }, seen: false },
        {
          id: "n-mention",
          type: "NEW_MENTION",
          data: {
            groupId: "guild-x",
            groupName: "Early Birds",
            author: { id: "a", name: "Robin", username: "robin" },
            text: "@friend are you up?",
          },
          seen: false,
        },
        {
          id: "n-gems",
          type: "GIFT_GEMS_RECEIVED",
          data: { gems: 3, from: { id: "s", name: "Sam" }, message: "Thanks for the help!" },
          seen: false,
        },
        { id: "n-mystery", type: "NEW_MYSTERY_ITEMS", data: { items: ["head_mystery_201901"] }, seen: true },
      ],
      "inbox.newMessages": 2,
    });
    await signInWithStorage(page, hero);
    await page.goto("/");

    // 3 unseen notifications + 2 unread private messages.
    await expect(bell(page)).toHaveAccessibleName("Notifications, 5 new");
    await expect(page.getByTestId("notification-count")).toHaveText("5");

    const seen = page.waitForRequest(
      (req) => req.method() === "POST" && req.url().endsWith("/api/v4/notifications/see"),
    );
    await bell(page).click();
    await expect(bell(page)).toHaveAttribute("aria-expanded", "true");
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole("heading", { name: "Notifications" })).toBeFocused();
    await seen;

    await expect(menu(page).getByText("Level up!")).toBeVisible();
    await expect(menu(page).getByText("You reached level 5.")).toBeVisible();
    await expect(menu(page).getByText("Robin mentioned you in Early Birds")).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "Go to the guild" })).toHaveAttribute(
      "href",
      "/groups/guild/guild-x",
    );
    await expect(menu(page).getByText("Sam gave you 3 gems")).toBeVisible();
    await expect(menu(page).getByText('"Thanks for the help!"')).toBeVisible();
    await expect(menu(page).getByText("A mystery box arrived")).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "Open your inventory" })).toHaveAttribute(
      "href",
      "/inventory/items",
    );
    await expect(menu(page).getByText("2 new private messages")).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "Open your inbox" })).toHaveAttribute(
      "href",
      "/private-messages",
    );

    // Opening marked the server notifications seen: only the private messages still count.
    await expect(page.getByTestId("notification-count")).toHaveText("2");
    expect((await getUser(request, hero)).notifications.every((note: { seen: boolean }) => note.seen)).toBe(true);

    await expectAccessible(page);
    await page.screenshot({ path: path.join(ARTIFACTS, "notification-menu--open.png") });

    const read = page.waitForResponse(
      (res) => res.request().method() === "POST" && res.url().endsWith("/api/v4/notifications/n-level/read"),
    );
    await menu(page).getByRole("button", { name: "Dismiss: Level up!" }).click();
    expect((await read).status()).toBe(200);
    await expect(menu(page).getByText("Level up!")).toHaveCount(0);
    // The dismissed entry's button is gone: the focus returns to the menu's heading once the call is answered.
    await expect(menu(page).getByRole("heading", { name: "Notifications" })).toBeFocused();

    // Escape closes the menu and gives the focus back to the bell.
    await page.keyboard.press("Escape");
    await expect(menu(page)).toHaveCount(0);
    await expect(bell(page)).toBeFocused();

    await page.reload();
    await bell(page).click();
    await expect(menu(page).getByText("Sam gave you 3 gems")).toBeVisible();
    await expect(menu(page).getByText("Level up!")).toHaveCount(0);
    expect((await getUser(request, hero)).notifications.map((note: { id: string }) => note.id)).not.toContain(
      "n-level",
    );

    // Dismiss all takes the rest of the server notifications; the private messages stay.
    await menu(page).getByRole("button", { name: "Dismiss all" }).click();
    await expect(menu(page).getByText("Sam gave you 3 gems")).toHaveCount(0);
    await expect(menu(page).getByText("2 new private messages")).toBeVisible();
    await expect.poll(async () => (await getUser(request, hero)).notifications.length).toBe(0);
  });

  test("says so when there is nothing new, and offers the news", async ({ page, request }) => {
    const hero = await registerByApi(request, "calm");
    await callAs(request, hero, "post", "/news/read");
    await updateUser(request, hero, { notifications: [] });
    await signInWithStorage(page, hero);
    await page.goto("/");
    await expect(bell(page)).toHaveAccessibleName("Notifications, none new");
    await expect(page.getByTestId("notification-count")).toHaveCount(0);
    await bell(page).click();
    await expect(menu(page).getByText("You're all caught up.")).toBeVisible();
    await page.keyboard.press("Escape");

    // The server cannot answer: the menu says so and offers to try again.
    await page.route(/\/api\/v4\/user(\?.*)?$/, (route) =>
      route.request().method() === "GET" ? route.fulfill({ status: 503, body: "" }) : route.fallback(),
    );
    await bell(page).click();
    await expect(menu(page).getByRole("alert")).toContainText("We could not check for new notifications just now.");
    await expect(page.locator(".toast-error")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "We could not load your account" })).toHaveCount(0);
    await page.unroute(/\/api\/v4\/user(\?.*)?$/);
    await menu(page).getByRole("button", { name: "Try again" }).click();
    await expect(menu(page).getByText("You're all caught up.")).toBeVisible();
    await page.keyboard.press("Escape");

    // News waiting: read it later, then it waits in the menu as a saved post.
    await updateUser(request, hero, { "flags.newStuff": true });
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName("Notifications, 1 new");
    await bell(page).click();
    await expect(menu(page).getByText("There's news from Habitforge")).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "Read the news" })).toHaveAttribute("href", "/static/new-stuff");
    await menu(page).getByRole("button", { name: "Remind me later" }).click();
    await expect(menu(page).getByText("There's news from Habitforge")).toHaveCount(0);
    await expect(menu(page).getByText("News you saved for later")).toBeVisible();
  });

  test("a party invitation can be accepted from the menu", async ({ page, request }) => {
    const leader = await registerByApi(request, "lead");
    const guest = await registerByApi(request, "guest");
    const party = await callAs<{ _id: string }>(request, leader, "post", "/groups", {
      type: "party",
      name: "The Lanterns",
    });
    await callAs(request, leader, "post", `/groups/${party._id}/invite`, { usernames: [guest.username] });

    await signInWithStorage(page, guest);
    await page.goto("/");
    await expect(page.getByTestId("notification-count")).not.toHaveCount(0);
    await bell(page).click();
    const invitation = menu(page).getByRole("listitem").filter({ hasText: "Party invitation" });
    await expect(invitation).toContainText("invited you to join the party The Lanterns.");
    await expect(invitation.getByRole("button", { name: "Decline" })).toBeVisible();
    await page.screenshot({ path: path.join(ARTIFACTS, "notification-menu--invitation.png") });

    await invitation.getByRole("button", { name: "Accept" }).click();
    await expect(page).toHaveURL("/party");
    await expect.poll(async () => (await getUser(request, guest)).party?._id).toBe(party._id);
    await bell(page).click();
    await expect(menu(page).getByText("Party invitation")).toHaveCount(0);
  });

  test("login errors show once, on the form", async ({ page }) => {
    const nobody = newIdentity("ghost");
    await page.goto("/login");
    await page.getByLabel("Username or email").fill(nobody.username);
    await page.getByLabel("Password").fill(nobody.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.locator("form").getByRole("alert")).toBeVisible();
    await expect(page.locator(".toast-error")).toHaveCount(0);
  });
});

import { test, expect, registerByApi, signInWithStorage } from "./fixtures";
import { expectAccessible, getUser } from "./inventory-helpers";

test.describe("paying through the built-in simulator", () => {
  test("buys 21 gems and a subscription, and sees the balance and the subscriber badge", async ({ page, request }) => {
    const account = await registerByApi(request, "buyer");
    await signInWithStorage(page, account);
    await page.goto("/");
    await page.getByTestId("hero-gems").click();
    const dialog = page.getByRole("dialog", { name: "Get gems" });
    await dialog.getByRole("button", { name: "Buy 21 gems for $4.99" }).click();

    await expect(page).toHaveURL(/\/payments\/simulator\/cs_sim_/);
    await expect(page.getByText("This is a simulation.")).toBeVisible();
    await expect(page.getByTestId("simulated-item")).toHaveText("21 gems");
    await expect(page.getByTestId("simulated-price")).toHaveText("$4.99");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Pay $4.99 (simulated)" }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("hero-gems")).toContainText("21");
    await expect(page.getByTestId("subscriber-badge")).toHaveCount(0);

    await page.goto("/user/settings/subscription");
    await expect(page.getByTestId("subscription-status")).toHaveText("You do not subscribe at the moment.");
    await page.getByRole("button", { name: "Subscribe: Monthly" }).click();
    await expect(page.getByTestId("simulated-item")).toHaveText("Subscription: Monthly");
    await page.getByRole("button", { name: "Pay $5.00 (simulated)" }).click();

    await expect(page).toHaveURL(/\/user\/settings\/subscription$/);
    await expect(page.getByTestId("subscription-status")).toContainText("You subscribe: Monthly.");
    await expect(page.getByTestId("next-renewal")).toContainText("$5.00");
    await page.goto("/");
    await expect(page.getByTestId("subscriber-badge")).toBeVisible();
    await expect(page.getByTestId("hero-gems")).toContainText("21");
    expect((await getUser(request, account)).purchased.plan.planId).toBe("basic_earned");
  });

  test("gifts gems to a second player from their profile", async ({ page, request }) => {
    const giver = await registerByApi(request, "giver");
    const friend = await registerByApi(request, "friend");
    await signInWithStorage(page, giver);
    await page.goto(`/profile/${friend.id}`);
    await page.getByRole("button", { name: "Send a gift" }).click();
    const gift = page.getByRole("dialog", { name: `A gift for ${friend.username}` });
    await gift.getByLabel("How many gems").fill("12");
    await gift.getByLabel("Message (optional)").fill("Good luck on the quest!");
    await gift.getByRole("button", { name: "Buy for $3.00" }).click();

    await expect(page.getByTestId("simulated-item")).toHaveText(`12 gems for ${friend.username}`);
    await expect(page.getByText("“Good luck on the quest!”")).toBeVisible();
    await page.getByRole("button", { name: "Pay $3.00 (simulated)" }).click();
    await expect(page).toHaveURL(/\/$/);

    const received = await getUser(request, friend);
    expect(received.balance).toBe(3);
    expect(received.notifications.some((note: { type: string }) => note.type === "GIFT_GEMS_RECEIVED")).toBe(true);
    expect((await getUser(request, giver)).balance).toBe(0);
  });
});

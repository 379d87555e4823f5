import { test, expect, registerByApi, signInWithStorage } from "./fixtures";
import { expectAccessible } from "./inventory-helpers";

const PAGES: [path: string, title: string, heading: string][] = [
  ["/static/features", "Features | Habitforge", "Features"],
  ["/static/overview", "Overview | Habitforge", "Overview"],
  ["/static/faq", "Frequently asked questions | Habitforge", "Frequently asked questions"],
  ["/static/faq/tavern-and-guilds", "Tavern and guilds | Habitforge", "What changed with the tavern and guilds?"],
  ["/static/faq/content-release-changes", "Content release changes | Habitforge", "How often does new content arrive?"],
  [
    "/static/faq/subscription-benefits-adjustments",
    "Subscription benefits | Habitforge",
    "Did subscriber benefits change?",
  ],
  ["/static/terms", "Terms of service | Habitforge", "Terms of service"],
  ["/static/terms-review", "Terms of service review | Habitforge", "Terms of service: review"],
  ["/static/privacy", "Privacy policy | Habitforge", "Privacy policy"],
  ["/static/privacy-review", "Privacy policy review | Habitforge", "Privacy policy: review"],
  ["/static/contact", "Contact us | Habitforge", "Contact us"],
  ["/static/press-kit", "Press kit | Habitforge", "Press kit"],
  ["/static/plans", "Plans | Habitforge", "Plans"],
  ["/static/group-plans", "Group plans | Habitforge", "Group plans"],
  ["/static/new-stuff", "What's new | Habitforge", "What's new"],
  ["/static/community-guidelines", "Community guidelines | Habitforge", "Community guidelines"],
  ["/static/apple-redirect", "Signing in | Habitforge", "Signing in"],
  ["/static/attributions", "Picture credits | Habitforge", "Picture credits"],
];

test.describe("static pages", () => {
  for (const [path, title, heading] of PAGES) {
    test(`${path} has its title, heading and no serious accessibility problem`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expectAccessible(page);
    });
  }

  test("the FAQ answers about 44 questions, opening one at a time", async ({ page }) => {
    await page.goto("/static/faq");
    const questions = page.locator(".faq-list summary");
    await expect(questions.first()).toBeVisible();
    expect(await questions.count()).toBeGreaterThanOrEqual(44);
    await page.getByText("How do I hatch a pet?").click();
    await expect(page.getByText("Combine an egg with a hatching potion")).toBeVisible();
    await page.goto("/static/tavern-and-guilds");
    await expect(page).toHaveURL("/static/faq/tavern-and-guilds");
  });

  test("the picture credits name the icon artists and licence", async ({ page }) => {
    await page.goto("/static/attributions");
    await expect(page.getByRole("link", { name: "game-icons.net" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Creative Commons Attribution 3.0" })).toBeVisible();
  });

  test("payment returns follow the saved payment", async ({ page, request }) => {
    const account = await registerByApi(request, "pay");
    await signInWithStorage(page, account);
    await page.evaluate(() =>
      localStorage.setItem(
        "habitforge-payment",
        JSON.stringify({ paymentType: "subscription", paymentMethod: "stripe" }),
      ),
    );
    await page.goto("/redirect/stripe-success-checkout");
    await expect(page).toHaveURL("/user/settings/subscription");
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem("habitforge-payment") ?? "{}").paymentCompleted),
    ).toBe(true);
    await expect(page.getByText("Your last payment went through.")).toBeVisible();

    await page.evaluate(() => localStorage.setItem("habitforge-payment", JSON.stringify({ paymentType: "gems" })));
    await page.goto("/redirect/stripe-error-checkout");
    // The tasks screen opens the gems dialog and may tidy the address afterwards.
    await expect(page).toHaveURL(/\/(\?openGemsModal=true)?$/);

    await page.evaluate(() =>
      localStorage.setItem(
        "habitforge-payment",
        JSON.stringify({ paymentType: "gift-gems", giftReceiverId: "some-player" }),
      ),
    );
    await page.goto("/redirect/stripe-error-checkout");
    await expect(page).toHaveURL("/profile/some-player");

    await page.goto("/redirect/not-a-provider");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });
});

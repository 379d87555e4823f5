/**
 * The first load is never blank: index.html carries its own loading screen, styled from a
 * stylesheet (the CSP allows no inline style or script), shown until the app starts.
 */
import type { Page } from "@playwright/test";
import { THEME_KEY } from "../../web/src/theme";
import { expect, test } from "./fixtures";
import { SCREENS } from "./devices";

test("index.html holds a loading screen with no inline script or style", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('class="boot-screen"');
  expect(html).not.toMatch(/\sstyle=/);
  expect(html).not.toMatch(/<style[\s>]/);
  // Every script is a file of the site.
  for (const script of html.match(/<script\b[^>]*>/g) ?? []) expect(script).toMatch(/\ssrc="\//);
  const csp = response.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("style-src 'self'");
  expect(csp).not.toContain("unsafe-inline");
});

for (const [name, device] of SCREENS) {
  test.describe(`on a ${name}`, () => {
    test.use(device);

    test("the loading screen shows while the code is on its way, and the app replaces it", async ({ page }) => {
      const violations: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) =>
          (window as unknown as { __violations: string[] }).__violations.push(event.violatedDirective),
        );
        (window as unknown as { __violations: string[] }).__violations = [];
      });
      page.on("console", (message) => {
        if (message.type() === "error" && message.text().includes("Content Security Policy"))
          violations.push(message.text());
      });
      // The app's entry is held back, as a slow connection would.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto("/static/home", { waitUntil: "commit" });
      const boot = page.getByRole("status", { name: "Habitforge" });
      await expect(boot).toBeVisible();
      // Styled by its stylesheet: centred on a coloured page, with a moving bar.
      await expect(page.locator(".boot-bar")).toHaveCSS("width", "160px");
      const box = await page.locator(".boot-mark").boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);

      release();
      await expect(page.locator(".boot-screen")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
      expect(violations).toEqual([]);
    });
  });
}

/** The loading screen's page colour, read while the app's entry is held back. */
async function bootBackground(page: Page, savedTheme?: string): Promise<string> {
  if (savedTheme)
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, savedTheme] as const);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/static/home", { waitUntil: "commit" });
  const boot = page.locator(".boot-screen");
  await expect(boot).toBeVisible();
  const colour = await boot.evaluate((element) => getComputedStyle(element).backgroundColor);
  release();
  return colour;
}

const LIGHT_PAGE = "rgb(241, 238, 248)";
const DARK_PAGE = "rgb(23, 18, 31)";

test.describe("the loading screen's theme", () => {
  test.describe("on a device set to dark", () => {
    test.use({ colorScheme: "dark" });

    test("is dark, unless the player saved the light theme", async ({ page }) => {
      expect(await bootBackground(page)).toBe(DARK_PAGE);
    });

    test("is light when the player saved the light theme", async ({ page }) => {
      expect(await bootBackground(page, "light")).toBe(LIGHT_PAGE);
    });
  });

  test.describe("on a device set to light", () => {
    test.use({ colorScheme: "light" });

    test("is light, unless the player saved the dark theme", async ({ page }) => {
      expect(await bootBackground(page)).toBe(LIGHT_PAGE);
    });

    test("is dark when the player saved the dark theme", async ({ page }) => {
      expect(await bootBackground(page, "dark")).toBe(DARK_PAGE);
    });
  });
});

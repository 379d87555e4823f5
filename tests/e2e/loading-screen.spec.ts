/**
 * The first load is never blank: index.html carries its own loading screen, styled from a
 * stylesheet (the CSP allows no inline style or script), shown until the app starts.
 */
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

/**
 * The page runs under its Content-Security-Policy: the headers reach the HTML (the
 * single-page fallback included), the assets and the API, and walking the main screens —
 * a live party room among them — raises no policy violation.
 */
import type { Page } from "@playwright/test";
import { expect, registerByApi, signInWithStorage, test } from "./fixtures";
import { callAs } from "./party-helpers";

/** Records every CSP violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${location.pathname}`,
      );
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe("content security policy", () => {
  test("pages, the page fallback, assets and the API carry the security headers", async ({ request }) => {
    for (const path of ["/", "/tasks", "/static/home", "/no/such/page"]) {
      const response = await request.get(path, { headers: { "Sec-Fetch-Mode": "navigate", Accept: "text/html" } });
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers["content-security-policy"], path).toContain("script-src 'self'");
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBeTruthy();
      expect(headers["permissions-policy"], path).toContain("camera=()");
    }
    const html = await (await request.get("/")).text();
    const script = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!);
    expect(asset.status()).toBe(200);
    expect(asset.headers()["x-content-type-options"]).toBe("nosniff");
    expect(asset.headers()["content-security-policy"]).toContain("object-src 'none'");
    expect((await request.get("/api/v4/status")).headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("the main screens and a live party room run without a single violation", async ({ page, request }) => {
    const violations = await watchViolations(page);
    await page.goto("/static/home");
    await page.goto("/login");
    await expect(page.getByRole("button", { name: /log in/i })).toBeVisible();

    const account = await registerByApi(request, "csp");
    await callAs(request, account, "post", "/groups", { name: "The Watchful", type: "party" });
    await signInWithStorage(page, account);
    const screens: [string, RegExp][] = [
      ["/", /Tasks/],
      ["/inventory/items", /Items/],
      ["/inventory/equipment", /Equipment/],
      ["/inventory/stable", /Stable/],
      ["/shops/market", /Market/],
      ["/shops/customizations", /Customizations/],
      ["/groups/tavern", /Tavern/],
      ["/challenges/myChallenges", /Challenges/],
      ["/user/profile", /Profile/],
      ["/user/settings/general", /Settings/],
      ["/party", /Party/],
    ];
    for (const [path, title] of screens) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
    // The room's WebSocket is a connection of the page's own host: allowed by connect-src 'self'.
    await expect(page.getByText("Live", { exact: true })).toBeVisible();
    expect(violations).toEqual([]);
  });
});

/** Helpers of the inventory, shop, settings and profile tests: debug routes and an axe check. */
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, type Account } from "./fixtures";

export function authHeaders(account: Account): Record<string, string> {
  return { "x-api-user": account.id, "x-api-key": account.apiToken, "x-client": "habitforge-e2e" };
}

/** POST /api/v4/debug/modify-inventory (development server only). */
export async function giveItems(
  request: APIRequestContext,
  account: Account,
  items: Record<string, unknown>,
): Promise<void> {
  const response = await request.post("/api/v4/debug/modify-inventory", { headers: authHeaders(account), data: items });
  expect(response.status(), await response.text()).toBe(200);
}

/** POST /api/v4/debug/update-user: paths to values. */
export async function updateUser(
  request: APIRequestContext,
  account: Account,
  changes: Record<string, unknown>,
): Promise<void> {
  const response = await request.post("/api/v4/debug/update-user", { headers: authHeaders(account), data: changes });
  expect(response.status(), await response.text()).toBe(200);
}

export async function getUser(request: APIRequestContext, account: Account): Promise<Record<string, any>> {
  const response = await request.get("/api/v4/user", { headers: authHeaders(account) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Record<string, any> }).data;
}

/** No serious or critical axe-core violations on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // The notification overlay is checked by its own tests; its toasts fade in and out while these run.
  const results = await new AxeBuilder({ page }).exclude(".notification-area").analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/**
 * The staff-wide audit screen in a real browser: full access reads every staff member's
 * actions and views newest first, filters them by staff member, action and target, and pages
 * back; other staff do not see it; the blockers screen takes and shows address ranges.
 */
import { expect, registerByApi, signInWithStorage, test } from "./fixtures";
import { expectAccessible, updateUser } from "./inventory-helpers";
import { callAs } from "./party-helpers";

test("full access reads the audit log, filters it by staff member, action and target, and pages back", async ({
  page,
  request,
}) => {
  const operator = await registerByApi(request, "audop");
  await updateUser(request, operator, { "permissions.fullAccess": true });
  const support = await registerByApi(request, "audsup");
  await updateUser(request, support, { "permissions.userSupport": true });
  const player = await registerByApi(request, "audpl");
  const other = await registerByApi(request, "audot");

  // Support looks at the player, then corrects their title many times over (more than a page).
  await callAs(request, support, "get", `/hall/heroes/${player.id}`);
  for (let round = 1; round <= 52; round++)
    await callAs(request, support, "put", `/hall/heroes/${player.id}`, { contributor: { text: `Title ${round}` } });
  await callAs(request, support, "put", `/hall/heroes/${other.id}`, { contributor: { text: "Other title" } });

  await signInWithStorage(page, operator);
  await page.goto("/admin/panel");
  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page).toHaveURL("/admin/audit");
  await expect(page).toHaveTitle("Audit log | Admin | Habitforge");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expectAccessible(page);

  const table = page.getByRole("table", { name: "Staff actions, newest first" });
  await page.getByLabel("Staff member").fill(support.username);
  await page.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(page).toHaveURL(`/admin/audit?actor=${support.username}`);
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(50);
  // Newest first: the change of the other player, then the last title.
  await expect(rows.nth(0)).toContainText("Other title");
  await expect(rows.nth(0)).toContainText(other.id);
  await expect(rows.nth(1)).toContainText("Title 52");
  await expect(rows.nth(1)).toContainText(`@${support.username}`);
  await expect(rows.nth(1)).toContainText("Changed the account");
  await expect(page.getByRole("status").filter({ hasText: "entries shown" })).toHaveText("50 entries shown.");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Show older entries" }).click();
  await expect(rows).toHaveCount(54);
  await expect(rows.nth(53)).toContainText("Viewed the account");
  await expect(page.getByRole("status").filter({ hasText: "entries shown" })).toHaveText(
    "54 entries shown. That is the oldest.",
  );
  await expect(page.getByRole("button", { name: "Show older entries" })).toHaveCount(0);

  // By action: only the view.
  await page.getByLabel("Action", { exact: true }).selectOption({ label: "Viewed the account" });
  await page.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(player.id);

  // By target: every change to the other player, by anyone; the target links to its page.
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL("/admin/audit");
  await page.getByLabel("Target", { exact: true }).selectOption({ label: "Player" });
  await page.getByLabel("Target id").fill(other.id);
  await page.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Other title");
  await rows.first().getByRole("link", { name: other.id }).click();
  await expect(page).toHaveURL(`/admin/panel/${other.id}`);

  // A filtered address opens with its filters filled in.
  await page.goto(`/admin/audit?actor=nobody-${Date.now()}`);
  await expect(page.getByLabel("Staff member")).toHaveValue(/^nobody-/);
  await expect(page.getByText("No staff action matches these filters.")).toBeVisible();
});

test("staff without full access have no audit screen", async ({ page, request }) => {
  const support = await registerByApi(request, "audno");
  await updateUser(request, support, { "permissions.userSupport": true });
  await signInWithStorage(page, support);
  await page.goto("/admin/panel");
  await expect(page.getByRole("heading", { level: 1, name: "User support" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  await page.goto("/admin/audit");
  await expect(page).not.toHaveURL(/\/admin\/audit/);
  const refused = await request.get("/api/v4/admin/audit", {
    headers: { "x-api-user": support.id, "x-api-key": support.apiToken },
  });
  expect(refused.status()).toBe(401);
});

test("the blockers screen takes an address range and shows it as its network", async ({ page, request }) => {
  const access = await registerByApi(request, "audacc");
  await updateUser(request, access, { "permissions.accessControl": true });
  await signInWithStorage(page, access);
  await page.goto("/admin/blockers");
  await expect(page.getByRole("heading", { level: 1, name: "Blockers" })).toBeVisible();
  await page.getByLabel("Kind", { exact: true }).selectOption("ipaddress");
  const value = page.getByLabel("Address or range (IPv4 or IPv6)");
  await expect(value).toHaveAccessibleDescription(/203\.0\.113\.0\/24/);
  await value.fill("203.0.113.77/24");
  await page.getByLabel("Refuse").selectOption("payment");
  await page.getByLabel("Reason (for staff)").fill("Card testing");
  await page.getByRole("button", { name: "Add blocker" }).click();
  const row = page.getByRole("row", { name: /203\.0\.113\.0\/24/ });
  await expect(row).toContainText("Card testing");
  await expect(row).toContainText("Payments only");
  await expectAccessible(page);
  // Too wide a range is refused with the reason.
  await value.fill("10.0.0.0/4");
  await page.getByRole("button", { name: "Add blocker" }).click();
  await expect(page.getByRole("region", { name: "New blocker" }).getByRole("alert")).toContainText(
    "That range is too wide",
  );
  await row.getByRole("button", { name: "Delete the blocker on 203.0.113.0/24" }).click();
  await page
    .getByRole("dialog", { name: "Delete the blocker on 203.0.113.0/24?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByRole("row", { name: /203\.0\.113\.0\/24/ })).toHaveCount(0);
});

/**
 * The staff screens in a real browser: support finds and suspends a player whose open session
 * is logged out at once; groups, reports and blockers are worked from their screens; every admin
 * screen passes axe.
 */
import { test, expect, registerByApi, signInWithStorage } from "./fixtures";
import { expectAccessible, updateUser } from "./inventory-helpers";
import { callAs, secondPlayer } from "./party-helpers";
import { uniqueNamePart } from "../names";

test("support finds a player and suspends them; the player's open session is logged out at once", async ({
  page,
  request,
  browser,
}) => {
  const player = await registerByApi(request, "held");
  const support = await registerByApi(request, "help");
  await updateUser(request, support, { "permissions.userSupport": true });

  // The player is in the middle of their day in another browser.
  const held = await secondPlayer(browser, player);
  await held.page.goto("/");
  const todo = held.page.getByRole("textbox", { name: "Add a to-do", exact: true });
  await expect(todo).toBeVisible();

  await signInWithStorage(page, support);
  await page.goto("/");
  await page.getByRole("link", { name: "Admin", exact: true }).click();
  await expect(page).toHaveURL("/admin/panel");
  await expect(page).toHaveTitle("User support | Admin | Habitforge");
  await expectAccessible(page);

  await page.getByLabel("User id, username or email").fill(player.username.slice(0, -2));
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(`/admin/panel/search/${player.username.slice(0, -2)}`);
  const row = page.getByRole("row", { name: new RegExp(player.username) });
  await expect(row).toContainText(player.email);
  await expect(row).toContainText("Active");
  await expectAccessible(page);

  await row.getByRole("link").click();
  await expect(page).toHaveURL(`/admin/panel/${player.id}`);
  await expect(page.getByRole("heading", { level: 1, name: player.username })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Logins" })).toBeVisible();
  await expect(page.getByText("No staff changes yet.")).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Suspend this account").check();
  await page.getByRole("button", { name: "Save standing" }).click();
  const confirm = page.getByRole("dialog", { name: `Suspend @${player.username}?` });
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Suspend" }).click();
  await expect(page.getByText("The player's account was updated.")).toBeVisible();
  await expect(page.locator(".admin-subtitle").getByText("Suspended")).toBeVisible();
  await expect(page.getByRole("table", { name: "Staff changes to this account" })).toContainText("auth.blocked");

  // The player's devices are let go through their live channel at once: asking to come back in
  // is refused, so the client logs out and says why (with no call of the player's own).
  await expect(held.page).toHaveURL(/\/login/);
  await expect(held.page.getByRole("alert")).toContainText("This account has been suspended");
  expect(await held.page.evaluate(() => localStorage.getItem("habit-mobile-settings"))).toBeNull();
  await expectAccessible(held.page);
  // Logging in again is refused the same way.
  await held.page.getByLabel("Username or email").fill(player.username);
  await held.page.getByLabel("Password").fill(player.password);
  await held.page.getByRole("button", { name: "Log in" }).click();
  await expect(held.page.getByRole("alert")).toContainText("This account has been suspended");
  await expect(held.page).toHaveURL(/\/login/);
  await held.context.close();
});

test("staff work the reports, a group and the blockers from their screens", async ({ page, request }) => {
  const operator = await registerByApi(request, "op");
  await updateUser(request, operator, { "permissions.fullAccess": true });
  const leader = await registerByApi(request, "lead");
  const reporter = await registerByApi(request, "rep");
  await callAs(request, leader, "post", "/debug/add-ten-gems");
  const guild = await callAs<{ _id: string }>(request, leader, "post", "/groups", {
    name: "Moonlit Readers",
    type: "guild",
    privacy: "private",
  });
  await callAs(request, leader, "post", `/groups/${guild._id}/invite`, { uuids: [reporter.id] });
  await callAs(request, reporter, "post", `/groups/${guild._id}/join`);
  const posted = await callAs<{ message: { id: string } }>(request, leader, "post", `/groups/${guild._id}/chat`, {
    message: "Spoilers for chapter nine!",
  });
  await callAs(request, reporter, "post", `/groups/${guild._id}/chat/${posted.message.id}/flag`, {
    comment: "No spoilers please",
  });

  await signInWithStorage(page, operator);
  await page.goto("/admin/groups");
  await expect(page).toHaveTitle("Groups | Admin | Habitforge");
  const report = page.locator(".admin-report").filter({ hasText: "Spoilers for chapter nine!" });
  await expect(report).toContainText("No spoilers please");
  await expect(report).toContainText("Moonlit Readers");
  await expectAccessible(page);

  await page.getByLabel("Group id or part of its name").fill("moonlit");
  await page.getByRole("button", { name: "Find" }).click();
  // The report above links the same group: take the search result.
  await page.getByRole("table").getByRole("link", { name: "Moonlit Readers" }).click();
  await expect(page).toHaveURL(`/admin/groups/${guild._id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Moonlit Readers" })).toBeVisible();
  await expect(page.locator(".admin-report").filter({ hasText: "Spoilers for chapter nine!" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Summary").fill("Careful readers, no spoilers.");
  await page.getByLabel("Leader").selectOption(reporter.id);
  await page.getByRole("button", { name: "Save group" }).click();
  await expect(page.getByText("Group saved.")).toBeVisible();
  await expect(page.getByRole("table", { name: "Staff changes to Moonlit Readers" })).toContainText("leaderId");
  await page.locator(".admin-report").getByRole("button", { name: "Clear reports" }).click();
  await expect(page.getByText("No reported messages in this group.")).toBeVisible();

  await page.getByRole("link", { name: "Blockers" }).click();
  await expect(page).toHaveURL("/admin/blockers");
  await expect(page.getByText("Nothing is blocked.").or(page.getByRole("table", { name: "Blockers" }))).toBeVisible();
  await expectAccessible(page);
  const domain = `spam-${Date.now().toString(36)}.test`;
  await page.getByLabel("Kind", { exact: true }).selectOption("email");
  await page.getByLabel("Email address, or a domain such as example.com").fill(`@${domain}`);
  await page.getByLabel("Reason (for staff)").fill("Sign-up spam");
  await page.getByRole("button", { name: "Add blocker" }).click();
  const blockerRow = page.getByRole("row", { name: new RegExp(domain) });
  await expect(blockerRow).toContainText("Sign-up spam");
  const refused = await request.post("/api/v4/user/auth/local/register", {
    data: {
      username: `spam${uniqueNamePart()}`,
      email: `bot@${domain}`,
      password: "correct-horse-42",
      confirmPassword: "correct-horse-42",
    },
  });
  expect(refused.status()).toBe(403);
  await blockerRow.getByRole("button", { name: `Change the blocker on ${domain}` }).click();
  const dialog = page.getByRole("dialog", { name: `Change the blocker on ${domain}` });
  await dialog.getByLabel("Refuse").selectOption("payment");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(blockerRow).toContainText("Payments only");
  await blockerRow.getByRole("button", { name: `Delete the blocker on ${domain}` }).click();
  await page
    .getByRole("dialog", { name: `Delete the blocker on ${domain}?` })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByRole("row", { name: new RegExp(domain) })).toHaveCount(0);

  // Support reads any player's transactions from the settings.
  await page.goto(`/user/settings/transactions?user=${leader.id}`);
  await expect(page.getByRole("table", { name: `Transactions of ${leader.id}` })).toContainText("gems");
  await expectAccessible(page);
});

test("staff read the reports on a player's profile, and a moderator clears them", async ({ page, request }) => {
  const player = await registerByApi(request, "flagged");
  const reporter = await registerByApi(request, "reporter");
  const moderator = await registerByApi(request, "mod");
  await updateUser(request, moderator, { "permissions.userSupport": true, "permissions.moderator": true });
  await callAs(request, reporter, "post", `/members/${player.id}/flag`, {
    comment: "An insulting blurb",
    source: "Profile",
  });

  await signInWithStorage(page, moderator);
  await page.goto(`/admin/panel/${player.id}`);
  const reports = page.getByRole("region", { name: "Reports on this profile" });
  await expect(reports.getByRole("link", { name: reporter.id })).toBeVisible();
  await expect(reports).toContainText("An insulting blurb");
  await expect(reports).toContainText("from Profile");
  await expectAccessible(page);

  await reports.getByRole("button", { name: "Clear the reports" }).click();
  await expect(page.getByText("The reports were cleared.")).toBeVisible();
  await expect(reports).toContainText("No one has reported this profile.");
  await expect(reports.getByRole("button", { name: "Clear the reports" })).toHaveCount(0);
});

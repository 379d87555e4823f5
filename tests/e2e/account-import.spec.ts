/**
 * Settings → site data: bringing an account from Habitica. Our server is the real one (started
 * by the Playwright config with the original's address pointing here); the original's API is a
 * small stand-in served by this test, answering GET /api/v3/user and /api/v3/tasks/user as the
 * original does.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { ORIGINAL_CLIENT, ORIGINAL_PORT } from "../../playwright.config";
import { test, expect, registerByApi, signInWithStorage } from "./fixtures";
import { originalAccount, type OriginalAccount } from "./fixtures/originalAccount";
import { expectAccessible, getUser } from "./inventory-helpers";

const accounts = new Map<string, OriginalAccount>();
const seen: { path: string; client?: string; user?: string; key?: string }[] = [];
/** While set, the stand-in keeps its answers until the test lets them go. */
let gate: Promise<void> | undefined;
let server: http.Server;

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const send = (response: http.ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
};

test.beforeAll(async () => {
  server = http.createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://original").pathname;
    const user = header(request.headers["x-api-user"]);
    const key = header(request.headers["x-api-key"]);
    seen.push({ path, client: header(request.headers["x-client"]), user, key });
    const account = user ? accounts.get(user) : undefined;
    if (!account || account.apiToken !== key)
      return send(response, 401, {
        success: false,
        error: "NotAuthorized",
        message: "There is no account that uses those credentials.",
      });
    await (gate ?? Promise.resolve());
    const data = path === "/api/v3/user" ? account.user : path === "/api/v3/tasks/user" ? account.tasks : undefined;
    if (data === undefined) return send(response, 404, { success: false, error: "NotFound", message: "Not found." });
    send(response, 200, { success: true, data, notifications: [], userV: 412, appVersion: "5.31.2" });
  });
  await new Promise<void>((resolve) => server.listen(ORIGINAL_PORT, "127.0.0.1", resolve));
  expect((server.address() as AddressInfo).port).toBe(ORIGINAL_PORT);
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test("bring an account from Habitica: where to find the credentials, a refused token, loading, success, once", async ({
  page,
  request,
}) => {
  const account = await registerByApi(request, "import");
  const original = originalAccount();
  accounts.set(original.id, original);
  await signInWithStorage(page, account);
  await page.goto("/user/settings/siteData");

  const block = page.getByRole("region", { name: "Bring your account from Habitica" });
  await expect(block.getByText("open Settings and go to the API section")).toBeVisible();
  await expect(block.getByText("never stored or written to any log")).toBeVisible();
  await expect(block.getByRole("listitem").filter({ hasText: "Gold, gems and mystic hourglasses" })).toBeVisible();
  await expect(block.getByRole("listitem").filter({ hasText: "Achievements" })).toBeVisible();
  await expect(block.getByRole("listitem").filter({ hasText: "Owned gear, pets, mounts" })).toBeVisible();

  // A wrong token: Habitica refuses it, we say so in our words, and the player stays signed in.
  await block.getByLabel("Habitica User ID").fill(original.id);
  await block.getByLabel("Habitica API token").fill(crypto.randomUUID());
  await block.getByRole("button", { name: "Bring my account" }).click();
  await expect(block.getByText("Habitica did not accept this User ID and API token.")).toBeVisible();
  await expect(page).toHaveURL(/\/user\/settings\/siteData$/);

  // The right one: a loading state while Habitica answers, then what came across.
  let release = () => {};
  gate = new Promise<void>((resolve) => (release = resolve));
  await block.getByLabel("Habitica API token").fill(original.apiToken);
  await block.getByRole("button", { name: "Bring my account" }).click();
  await expect(block.getByRole("button", { name: "Asking Habitica…" })).toBeDisabled();
  gate = undefined;
  release();
  const status = block.getByRole("status");
  await expect(status).toContainText("Welcome! Your account has come across.");
  await expect(status).toContainText(/Added 6 tasks, 1 new tag, \d+ kinds of items and \d+ settings\./);
  await expect(status).toContainText("1 task that belongs to a challenge");
  await expect(status).toContainText("gear weapon_special_spring2099Rogue");
  await expect(block.getByLabel("Habitica API token")).toHaveValue("");

  // Our server asked the original itself, with our x-client and the player's credentials.
  expect(seen).toContainEqual({
    path: "/api/v3/user",
    client: ORIGINAL_CLIENT,
    user: original.id,
    key: original.apiToken,
  });
  expect(seen).toContainEqual({
    path: "/api/v3/tasks/user",
    client: ORIGINAL_CLIENT,
    user: original.id,
    key: original.apiToken,
  });
  const user = await getUser(request, account);
  expect(user.items.pets["Wolf-Base"]).toBe(25);
  expect(user.items.gear.owned.weapon_special_critical).toBe(true);
  expect(user.stats.gp).toBe(0);
  expect(user.balance).toBe(0);
  expect(user.stats.lvl).toBe(1);
  await expectAccessible(page);

  await page.goto("/");
  await expect(page.getByText("Read 20 pages")).toBeVisible();

  // The same Habitica account a second time: refused.
  await page.goto("/user/settings/siteData");
  await block.getByLabel("Habitica User ID").fill(original.id);
  await block.getByLabel("Habitica API token").fill(original.apiToken);
  await block.getByRole("button", { name: "Bring my account" }).click();
  await expect(block.getByText("This Habitica account has already been brought to this server.")).toBeVisible();
});

/**
 * A server that takes no payments (neither Stripe nor PAYMENTS_SIMULATOR=true): the screens say
 * so before any click, and every way to buy with money is shown as unavailable. This file runs
 * its own local server, started as a deployment would be configured (`--no-payments`), beside
 * the simulator's server the other browser tests use.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { test, expect, registerByApi, signInWithStorage } from "./fixtures";

const PORT = Number(process.env.E2E_NO_PAYMENTS_PORT ?? Number(process.env.E2E_PORT ?? 8788) + 11);
const BASE = `http://localhost:${PORT}`;
const PURCHASES_OFF = "Purchases are turned off: this server does not take payments.";

let server: ChildProcess | undefined;

async function waitUntilUp(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null && server?.exitCode !== undefined)
      throw new Error(`the server without payments stopped (exit code ${server.exitCode})`);
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server without payments did not answer at ${url}`);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = spawn(
    process.execPath,
    [
      "scripts/serve-local.mjs",
      "--port",
      String(PORT),
      "--state",
      ".wrangler/e2e-no-payments",
      "--fresh",
      "--no-payments",
    ],
    // Its own process group, so that the server and the wrangler it starts stop together.
    { stdio: "ignore", detached: true },
  );
  await waitUntilUp(`${BASE}/api/v4/status`, Date.now() + 200_000);
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    process.kill(-server.pid, "SIGTERM");
    await exited;
  }
});

test.use({ baseURL: BASE });

test.describe("a server that takes no payments", () => {
  test("says so up front and offers nothing for money: gems, subscriptions, gifts, group plans", async ({
    page,
    request,
  }) => {
    expect(await (await request.get("/api/v4/payments/config")).json()).toMatchObject({
      data: { mode: "none", provider: null },
    });
    const buyer = await registerByApi(request, "nopay");
    const friend = await registerByApi(request, "nopayfriend");
    await signInWithStorage(page, buyer);

    await page.goto("/");
    await page.getByTestId("hero-gems").click();
    const gems = page.getByRole("dialog", { name: "Get gems" });
    await expect(gems.getByTestId("purchases-off")).toHaveText(PURCHASES_OFF);
    const pack = gems.getByRole("button", { name: "Buy 21 gems for $4.99" });
    await expect(pack).toBeDisabled();
    await expect(pack).toHaveAccessibleDescription(PURCHASES_OFF);

    await page.goto("/user/settings/subscription");
    await expect(page.getByTestId("purchases-off")).toHaveText(PURCHASES_OFF);
    const monthly = page.getByRole("button", { name: "Subscribe: Monthly" });
    await expect(monthly).toBeDisabled();
    await expect(monthly).toHaveAccessibleDescription(PURCHASES_OFF);
    await expect(page.getByText("Payments on this server are simulated")).toHaveCount(0);

    await page.goto(`/profile/${friend.id}`);
    await page.getByRole("button", { name: "Send a gift" }).click();
    const gift = page.getByRole("dialog", { name: `A gift for ${friend.username}` });
    await expect(gift.getByTestId("purchases-off")).toHaveText(PURCHASES_OFF);
    await expect(gift.getByRole("button", { name: /^Buy for / })).toBeDisabled();
    // Gems already owned can still be given: that is no purchase.
    await expect(gift.getByRole("button", { name: /^Send .*my gems$/ })).toBeVisible();

    await page.goto("/group-plans");
    await expect(page.getByTestId("purchases-off")).toHaveText(PURCHASES_OFF);
    await page.getByLabel("Group name").fill("Our flat");
    await expect(page.getByRole("button", { name: "Continue to payment" })).toBeDisabled();

    // And the server refuses anyway, should a purchase be sent.
    const refused = await request.post("/api/v4/payments/checkout-session", {
      headers: { "x-api-user": buyer.id, "x-api-key": buyer.apiToken },
      data: { type: "gems", gemsBlock: "21gems" },
    });
    expect(refused.status()).toBe(503);
  });
});

import type { WebSocketRoute } from "@playwright/test";
import { expect, registerByApi, signInWithStorage, test } from "./fixtures";
import { callAs, partyByApi } from "./party-helpers";

test.describe("party live connection", () => {
  test("after a dropped connection the page reconnects with a fresh ticket and catches up", async ({
    page,
    request,
  }) => {
    const alice = await registerByApi(request, "rca");
    const bob = await registerByApi(request, "rcb");
    const partyId = await partyByApi(request, alice, bob, "The Reconnectors");
    const tickets: string[] = [];
    let current: WebSocketRoute | undefined;
    // Pass the room's socket through, keeping a handle so the test can cut it.
    await page.routeWebSocket(/\/parties\/group-room\//, (socket) => {
      tickets.push(new URL(socket.url()).searchParams.get("ticket") ?? "");
      current = socket;
      socket.connectToServer();
    });
    await signInWithStorage(page, bob);
    await page.goto("/party");
    // The first visit of a party screen loads its code and wakes the room: slow on a busy machine.
    await expect(page.getByText("Live", { exact: true })).toBeVisible({ timeout: 30_000 });
    expect(tickets).toHaveLength(1);

    await current?.close({ code: 1011, reason: "test cut" });
    await callAs(request, alice, "post", `/groups/${partyId}/chat`, { message: "Said while you were away" });
    await expect(page.locator(".chat-message", { hasText: "Said while you were away" })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText("Live", { exact: true })).toBeVisible();
    expect(tickets.length).toBeGreaterThanOrEqual(2);
    expect(new Set(tickets).size).toBe(tickets.length);

    await callAs(request, alice, "post", `/groups/${partyId}/chat`, { message: "And this one live" });
    await expect(page.locator(".chat-message", { hasText: "And this one live" })).toBeVisible();
  });

  test("a removed member's page lets go of the room instead of knocking again", async ({ page, request }) => {
    const alice = await registerByApi(request, "rma");
    const bob = await registerByApi(request, "rmb");
    const partyId = await partyByApi(request, alice, bob, "The Doorkeepers");
    const tickets: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes("/live-ticket")) tickets.push(sent.url());
    });
    // The page's clock runs as usual, and the test can run its timers ahead (below).
    await page.clock.install();
    await signInWithStorage(page, bob);
    await page.goto("/party");
    await expect(page.getByText("Live", { exact: true })).toBeVisible({ timeout: 30_000 });
    const before = tickets.length;
    await callAs(request, alice, "post", `/groups/${partyId}/removeMember/${bob.id}`);
    // The page learns it is out of the party, and asks for no new ticket to come back in.
    await expect(
      page
        .getByRole("button", { name: /start a party|create a party/i })
        .or(page.getByText(/not in a party/i))
        .first(),
    ).toBeVisible({ timeout: 15_000 });
    // Every timer the page set for the next minute runs now, a reconnection planned (at most
    // 10 s apart) included, which would ask for its ticket at once; a request the page makes
    // after them is seen after any such ticket request.
    await page.clock.runFor(60_000);
    const after = page.waitForRequest((sent) => sent.url().endsWith("/api/v4/status"));
    await page.evaluate(() => fetch("/api/v4/status").then((response) => response.status));
    await after;
    expect(tickets.length).toBe(before);
  });
});

/** Helpers of the party, guild and message browser tests: API calls as a player, a second browser. */
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { expect, signInWithStorage, test, type Account } from "./fixtures";
import { authHeaders } from "./inventory-helpers";

export async function callAs<T = any>(
  request: APIRequestContext,
  account: Account,
  method: "get" | "post" | "put" | "delete",
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](`/api/v4${path}`, { headers: authHeaders(account), data });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/** A second signed-in player in their own browser context (own storage, own socket). */
export async function secondPlayer(
  browser: Browser,
  account: Account,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInWithStorage(page, account);
  return { context, page };
}

/** Makes the leader's party and brings the member in, through the API. */
export async function partyByApi(
  request: APIRequestContext,
  leader: Account,
  member: Account,
  name = "The Lamplighters",
): Promise<string> {
  const party = await callAs<{ _id: string }>(request, leader, "post", "/groups", { name, type: "party" });
  await callAs(request, leader, "post", `/groups/${party._id}/invite`, { uuids: [member.id] });
  await callAs(request, member, "post", `/groups/${party._id}/join`);
  return party._id;
}

/** Rolls one player's day over: pending damage goes to the party's boss. */
export async function rollOver(request: APIRequestContext, account: Account): Promise<void> {
  await callAs(request, account, "post", "/debug/set-cron", {
    lastCron: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  });
  await callAs(request, account, "post", "/cron");
}

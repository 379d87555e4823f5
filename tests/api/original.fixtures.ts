/** The fake original of tests/api/fakeOriginal.ts, fed from the test. */
import { expect } from "vitest";
import type { OriginalAccount } from "../e2e/fixtures/originalAccount";

export { originalAccount, type OriginalAccount } from "../e2e/fixtures/originalAccount";

/** Puts an account into the fake original (tests/api/fakeOriginal.ts). */
export async function publishOriginal(
  account: OriginalAccount,
  options: { mode?: "down" | "error" | "malformed" | "busy" | "redirect" | "huge"; hold?: number } = {},
): Promise<OriginalAccount> {
  const response = await fetch("https://habitica.com/__test/accounts", {
    method: "POST",
    body: JSON.stringify({ ...account, ...options }),
  });
  expect(response.status).toBe(200);
  return account;
}

/** What the fake original was asked for an account, with the headers it got. */
export async function originalRequests(
  id: string,
): Promise<{ path: string; user: string | null; key: string | null; client: string | null }[]> {
  return (await fetch(`https://habitica.com/__test/requests?user=${id}`)).json();
}

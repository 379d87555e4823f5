/** The suspension notice: set when the server refuses a suspended account, shown once on the login page, even after a reload. */
import { afterEach, describe, expect, it, vi } from "vitest";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

async function freshSession() {
  vi.resetModules();
  return import("../../web/src/session");
}

describe("the account-suspended notice", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is due after a suspension, also on the next page load, until dismissed", async () => {
    const storage = memoryStorage();
    vi.stubGlobal("sessionStorage", storage);
    const first = await freshSession();
    expect(first.suspendedNoticeDue()).toBe(false);
    first.markAccountSuspended();
    expect(first.suspendedNoticeDue()).toBe(true);
    expect(storage.getItem(first.ACCOUNT_SUSPENDED_FLAG)).toBe("true");

    const reloaded = await freshSession();
    expect(reloaded.suspendedNoticeDue()).toBe(true);
    reloaded.dismissSuspendedNotice();
    expect(reloaded.suspendedNoticeDue()).toBe(false);
    expect((await freshSession()).suspendedNoticeDue()).toBe(false);
  });

  it("works without session storage for the page load it happens in", async () => {
    vi.stubGlobal("sessionStorage", undefined);
    const session = await freshSession();
    session.markAccountSuspended();
    expect(session.suspendedNoticeDue()).toBe(true);
    session.dismissSuspendedNotice();
    expect(session.suspendedNoticeDue()).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import {
  clearSettings,
  isLoggedIn,
  knownUsernameChosen,
  readAuth,
  rememberUsernameChosen,
  readSettings,
  saveAuth,
  SETTINGS_KEY,
  type SettingsStorage,
} from "../../web/src/settings";

function memoryStorage(initial: Record<string, string> = {}): SettingsStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
  };
}

describe("stored settings", () => {
  it("uses the habit-mobile-settings key", () => {
    expect(SETTINGS_KEY).toBe("habit-mobile-settings");
  });

  it("starts logged out", () => {
    const storage = memoryStorage();
    expect(readSettings(storage)).toEqual({});
    expect(isLoggedIn(storage)).toBe(false);
  });

  it("stores the id and token a sign-in answered with", () => {
    const storage = memoryStorage();
    saveAuth({ apiId: "user-1", apiToken: "token-1" }, storage);
    expect(JSON.parse(storage.data.get(SETTINGS_KEY) ?? "")).toEqual({
      auth: { apiId: "user-1", apiToken: "token-1" },
    });
    expect(readAuth(storage)).toEqual({ apiId: "user-1", apiToken: "token-1" });
    expect(isLoggedIn(storage)).toBe(true);
  });

  it("keeps other stored settings when signing in", () => {
    const storage = memoryStorage({ [SETTINGS_KEY]: JSON.stringify({ theme: "dark" }) });
    saveAuth({ apiId: "a", apiToken: "b" }, storage);
    expect(readSettings(storage)).toEqual({ theme: "dark", auth: { apiId: "a", apiToken: "b" } });
  });

  it("reads half-stored or broken settings as logged out", () => {
    expect(isLoggedIn(memoryStorage({ [SETTINGS_KEY]: "{not json" }))).toBe(false);
    expect(isLoggedIn(memoryStorage({ [SETTINGS_KEY]: JSON.stringify({ auth: { apiId: "a" } }) }))).toBe(false);
    expect(isLoggedIn(memoryStorage({ [SETTINGS_KEY]: JSON.stringify({ auth: { apiId: "a", apiToken: "" } }) }))).toBe(
      false,
    );
    expect(isLoggedIn(memoryStorage({ [SETTINGS_KEY]: "null" }))).toBe(false);
  });

  it("logout clears everything stored", () => {
    const storage = memoryStorage({ other: "x" });
    saveAuth({ apiId: "a", apiToken: "b" }, storage);
    clearSettings(storage);
    expect(storage.data.size).toBe(0);
    expect(isLoggedIn(storage)).toBe(false);
  });

  it("treats missing storage as a visitor", () => {
    expect(isLoggedIn(undefined)).toBe(false);
    expect(() => saveAuth({ apiId: "a", apiToken: "b" }, undefined)).not.toThrow();
  });
});

describe("the username known to be chosen", () => {
  it("is remembered for the signed-in account only, and kept beside the credentials", () => {
    const storage = memoryStorage();
    saveAuth({ apiId: "user-1", apiToken: "token-1" }, storage);
    expect(knownUsernameChosen(storage)).toBe(false);
    rememberUsernameChosen("user-1", true, storage);
    expect(knownUsernameChosen(storage)).toBe(true);
    expect(readAuth(storage)).toEqual({ apiId: "user-1", apiToken: "token-1" });
    // Another account's document changes nothing.
    rememberUsernameChosen("user-2", false, storage);
    expect(knownUsernameChosen(storage)).toBe(true);
  });

  it("is not taken for another account signing in on the same device", () => {
    const storage = memoryStorage();
    saveAuth({ apiId: "user-1", apiToken: "token-1" }, storage);
    rememberUsernameChosen("user-1", true, storage);
    saveAuth({ apiId: "user-2", apiToken: "token-2" }, storage);
    expect(knownUsernameChosen(storage)).toBe(false);
  });

  it("is forgotten when the document says the username is still to be chosen, and on logout", () => {
    const storage = memoryStorage();
    saveAuth({ apiId: "user-1", apiToken: "token-1" }, storage);
    rememberUsernameChosen("user-1", true, storage);
    rememberUsernameChosen("user-1", false, storage);
    expect(knownUsernameChosen(storage)).toBe(false);
    expect(readSettings(storage)).toEqual({ auth: { apiId: "user-1", apiToken: "token-1" } });
    rememberUsernameChosen("user-1", true, storage);
    clearSettings(storage);
    expect(knownUsernameChosen(storage)).toBe(false);
  });

  it("is never remembered without credentials", () => {
    const storage = memoryStorage();
    rememberUsernameChosen("user-1", true, storage);
    expect(storage.data.size).toBe(0);
    expect(knownUsernameChosen(storage)).toBe(false);
  });
});

/**
 * The settings the client keeps in local storage (spec §3): the API credentials under
 * `habit-mobile-settings`. Whether someone is logged in is read from here every time, so a
 * login or logout in another tab is seen on the next navigation.
 */
export const SETTINGS_KEY = "habit-mobile-settings";

export interface AuthSettings {
  apiId: string;
  apiToken: string;
}

export interface StoredSettings {
  auth?: AuthSettings;
  /**
   * The account whose username is known to be chosen: its screens draw at once on the next
   * visit, without first waiting for the player's document to say so (a username, once chosen,
   * stays chosen).
   */
  usernameChosen?: string;
}

/** The subset of the Web Storage API the settings use; tests pass an in-memory one. */
export type SettingsStorage = Pick<Storage, "getItem" | "setItem" | "removeItem" | "clear">;

function defaultStorage(): SettingsStorage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    // Storage can be disabled by the browser's privacy settings; act as a visitor then.
    return undefined;
  }
}

export function readSettings(storage: SettingsStorage | undefined = defaultStorage()): StoredSettings {
  const raw = storage?.getItem(SETTINGS_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === "object" && parsed !== null ? (parsed as StoredSettings) : {};
  } catch {
    return {};
  }
}

/** The stored credentials, only when both parts are present. */
export function readAuth(storage: SettingsStorage | undefined = defaultStorage()): AuthSettings | undefined {
  const auth = readSettings(storage).auth;
  if (auth && typeof auth.apiId === "string" && auth.apiId && typeof auth.apiToken === "string" && auth.apiToken) {
    return { apiId: auth.apiId, apiToken: auth.apiToken };
  }
  return undefined;
}

export function isLoggedIn(storage: SettingsStorage | undefined = defaultStorage()): boolean {
  return readAuth(storage) !== undefined;
}

/** Keeps the id and token a sign-in answered with, preserving any other stored setting. */
export function saveAuth(auth: AuthSettings, storage: SettingsStorage | undefined = defaultStorage()): void {
  if (!storage) return;
  const settings = readSettings(storage);
  storage.setItem(SETTINGS_KEY, JSON.stringify({ ...settings, auth: { apiId: auth.apiId, apiToken: auth.apiToken } }));
}

/** Whether the signed-in account is the one last seen with its username chosen. */
export function knownUsernameChosen(storage: SettingsStorage | undefined = defaultStorage()): boolean {
  const auth = readAuth(storage);
  return auth !== undefined && readSettings(storage).usernameChosen === auth.apiId;
}

/** Remembers (or forgets) that the signed-in account has chosen its username, as its document says. */
export function rememberUsernameChosen(
  accountId: string,
  chosen: boolean,
  storage: SettingsStorage | undefined = defaultStorage(),
): void {
  if (!storage) return;
  const settings = readSettings(storage);
  if (settings.auth?.apiId !== accountId) return;
  const known = settings.usernameChosen === accountId;
  if (known === chosen) return;
  const { usernameChosen: _forgotten, ...rest } = settings;
  storage.setItem(SETTINGS_KEY, JSON.stringify(chosen ? { ...rest, usernameChosen: accountId } : rest));
}

/** Logging out forgets everything the client stored (spec §3). */
export function clearSettings(storage: SettingsStorage | undefined = defaultStorage()): void {
  storage?.clear();
}

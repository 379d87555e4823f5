/**
 * Flags kept in session storage (spec §2): the password-changed notice shown once on the next
 * load, and banners hidden for this session (`hide-banner-{name}` = 'true').
 */
export const PASSWORD_CHANGED_FLAG = "password-changed";

function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function markPasswordChanged(): void {
  sessionStore()?.setItem(PASSWORD_CHANGED_FLAG, "true");
}

/** True once after a password change: reading the flag removes it. */
export function takePasswordChangedFlag(): boolean {
  const store = sessionStore();
  if (!store || store.getItem(PASSWORD_CHANGED_FLAG) === null) return false;
  store.removeItem(PASSWORD_CHANGED_FLAG);
  return true;
}

let passwordNoticePending: boolean | undefined;

/**
 * Whether this page load should show the password-changed notice. The flag is read once per
 * load and remembered, so a render React discards cannot swallow it.
 */
export function passwordNoticeDue(): boolean {
  passwordNoticePending ??= takePasswordChangedFlag();
  return passwordNoticePending;
}

export function dismissPasswordNotice(): void {
  passwordNoticePending = false;
}

const bannerKey = (name: string) => `hide-banner-${name}`;

export function hideBanner(name: string): void {
  sessionStore()?.setItem(bannerKey(name), "true");
}

export function isBannerHidden(name: string): boolean {
  return sessionStore()?.getItem(bannerKey(name)) === "true";
}

export function showBanner(name: string): void {
  sessionStore()?.removeItem(bannerKey(name));
}

export const ACCOUNT_SUSPENDED_FLAG = "account-suspended";
let suspendedNoticePending: boolean | undefined;

/** The server refused the account as suspended: the login page says so (once). */
export function markAccountSuspended(): void {
  sessionStore()?.setItem(ACCOUNT_SUSPENDED_FLAG, "true");
  suspendedNoticePending = true;
}

/** Whether the login page should explain that the account is suspended; read once per load. */
export function suspendedNoticeDue(): boolean {
  if (suspendedNoticePending === undefined) {
    const store = sessionStore();
    suspendedNoticePending = store?.getItem(ACCOUNT_SUSPENDED_FLAG) === "true";
  }
  return suspendedNoticePending;
}

export function dismissSuspendedNotice(): void {
  suspendedNoticePending = false;
  sessionStore()?.removeItem(ACCOUNT_SUSPENDED_FLAG);
}

/** What makes a username, display name or email acceptable; shared by the API and the forms. */

export const USERNAME_MIN = 1;
export const USERNAME_MAX = 20;
export const DISPLAY_NAME_MIN = 1;
export const DISPLAY_NAME_MAX = 30;
export const EMAIL_MAX = 254;

/** Names that would let someone pass for staff or the product. */
const RESERVED_NAMES = [
  "admin",
  "administrator",
  "moderator",
  "mod",
  "staff",
  "support",
  "habitforge",
  "system",
  "root",
];

/** Message keys of what is wrong with a username; empty when it is fine. */
export function usernameIssues(username: string): string[] {
  const issues: string[] = [];
  if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) issues.push("usernameInvalidLength");
  if (!/^[A-Za-z0-9_-]*$/.test(username)) issues.push("usernameInvalidCharacters");
  if (RESERVED_NAMES.includes(username.toLowerCase())) issues.push("usernameNotAllowed");
  return issues;
}

export function displayNameIssues(name: string): string[] {
  const trimmed = name.trim();
  const issues: string[] = [];
  if (trimmed.length < DISPLAY_NAME_MIN || name.length > DISPLAY_NAME_MAX) issues.push("displayNameInvalidLength");
  // Control characters and line breaks would break every place the name is shown.
  if (/[\u0000-\u001f\u007f]/.test(name)) issues.push("displayNameNotAllowed");
  return issues;
}

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

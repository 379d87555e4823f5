/** What makes a username, display name or email acceptable; shared by the API and the forms. */

export const USERNAME_MIN = 1;
export const USERNAME_MAX = 20;
export const DISPLAY_NAME_MIN = 1;
export const DISPLAY_NAME_MAX = 30;
export const EMAIL_MAX = 254;

// Reserved names ------------------------------------------------------------------------------

/** Names that would let someone pass for staff or the product: refused as usernames and display names. */
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
/** Words that only dress a reserved name up ("The Staff", "Official Moderator", "Admin Team"). */
const RESERVED_QUALIFIERS = ["the", "official", "real", "team"];

/** Letters a name may be written with to look like another: digits and signs, Cyrillic and Greek look-alikes. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "8": "b",
  $: "s",
  "@": "a",
  "!": "i",
  "|": "i",
  а: "a",
  в: "b",
  е: "e",
  ѕ: "s",
  і: "i",
  ј: "j",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  ԁ: "d",
  α: "a",
  β: "b",
  ε: "e",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  ɡ: "g",
};

const RESERVED_PATTERN = (() => {
  const word = (words: string[]) => words.map((entry) => entry.replace(/[^a-z]/g, "")).join("|");
  const any = `(?:${word(RESERVED_NAMES)}|${word(RESERVED_QUALIFIERS)})`;
  return new RegExp(`^${any}*(?:${word(RESERVED_NAMES)})${any}*$`);
})();

/** A name as it reads: compatibility forms, accents, case, look-alike letters, and nothing but letters. */
function nameAsItReads(name: string): string {
  let folded = "";
  for (const char of name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase()) folded += LOOK_ALIKES[char] ?? char;
  return folded.replace(/[^a-z]/g, "");
}

/**
 * Whether a name reads as one of the reserved names (alone or among their qualifiers), however
 * it is spaced, cased or spelled with look-alike characters.
 */
export function isReservedName(name: string): boolean {
  const folded = nameAsItReads(name);
  return folded.length > 0 && folded.length <= 60 && RESERVED_PATTERN.test(folded);
}

// Usernames and display names ---------------------------------------------------------------------

/** Message keys of what is wrong with a username; empty when it is fine. */
export function usernameIssues(username: string): string[] {
  const issues: string[] = [];
  if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) issues.push("usernameInvalidLength");
  if (!/^[A-Za-z0-9_-]*$/.test(username)) issues.push("usernameInvalidCharacters");
  if (isReservedName(username)) issues.push("usernameNotAllowed");
  return issues;
}

/**
 * Characters that are invisible or turn the direction of the text around them: format
 * characters (bidirectional embeddings, overrides and isolates, marks, zero-width spaces and
 * joiners, the byte order mark, tags...), line and paragraph separators, and the fillers that
 * show as nothing. They let a name hide what follows it or pass for another.
 */
const HIDDEN_CHARACTER = /[\p{Cf}\p{Zl}\p{Zp}\u115f\u1160\u3164\uffa0\u2800]/u;
/** What emoji are built with and may keep: joiners between pictures, tags after a black flag. */
const EMOJI_JOINERS =
  /(?<=\p{Extended_Pictographic}[\u{fe0f}\u{1f3fb}-\u{1f3ff}]?)\u200d(?=\p{Extended_Pictographic})/gu;
const FLAG_TAGS = /(?<=\u{1f3f4})[\u{e0020}-\u{e007e}]+\u{e007f}/gu;

function hasHiddenCharacters(name: string): boolean {
  return HIDDEN_CHARACTER.test(name.replace(EMOJI_JOINERS, "").replace(FLAG_TAGS, ""));
}

/** Message keys of what is wrong with a display name; empty when it is fine. */
export function displayNameIssues(name: string): string[] {
  const trimmed = name.trim();
  const issues: string[] = [];
  if (trimmed.length < DISPLAY_NAME_MIN || name.length > DISPLAY_NAME_MAX) issues.push("displayNameInvalidLength");
  // Control characters and line breaks would break every place the name is shown.
  if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) issues.push("displayNameNotAllowed");
  if (hasHiddenCharacters(name)) issues.push("displayNameHiddenCharacters");
  if (isReservedName(name)) issues.push("displayNameReserved");
  return issues;
}

// Email addresses -------------------------------------------------------------------------------

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/** A host name in ASCII: labels of letters, digits and inner hyphens; a top-level label that is not a number. */
const ASCII_DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** What never belongs in a domain, and would make a web address parse as something else. */
const NOT_IN_A_DOMAIN = /[\s/\\?#@:[\]%<>^|"'`{}]/u;
/** The full stops IDNA treats as dots: ASCII, ideographic, full-width and half-width. */
const TRAILING_DOTS = /[.\u3002\uff0e\uff61]+$/u;

/**
 * A domain in the one spelling that is stored and compared: its ASCII (IDNA, punycode) form,
 * lower case, without surrounding spaces or trailing dots. Undefined when it is no domain.
 */
export function normaliseDomain(raw: string): string | undefined {
  const value = raw.trim().replace(TRAILING_DOTS, "");
  if (!value || value.length > 1000 || NOT_IN_A_DOMAIN.test(value)) return undefined;
  let host: string;
  try {
    // The web address parser applies IDNA (UTS #46): case, width, Unicode forms and punycode.
    host = new URL(`http://${value}/`).hostname;
  } catch {
    return undefined;
  }
  host = host.replace(/\.+$/, "");
  return ASCII_DOMAIN.test(host) ? host : undefined;
}

/**
 * An email address in the one spelling that is stored and compared: no surrounding spaces,
 * the domain as `normaliseDomain` writes it, the local part in lower case (as addresses have
 * always been kept here). Undefined when it is no address. Registration, email changes, login
 * by email, password-reset requests, invitations by email, provider sign-ins and the email
 * blockers all go through it.
 */
export function normaliseEmail(raw: string): string | undefined {
  const value = raw.trim();
  const at = value.lastIndexOf("@");
  if (at < 1) return undefined;
  const local = value.slice(0, at).normalize("NFC").toLowerCase();
  // Invisible characters would make another spelling of the same mailbox in a client's eyes.
  if (/[\p{Cc}\p{Cf}\p{Z}]/u.test(local)) return undefined;
  const domain = normaliseDomain(value.slice(at + 1));
  if (!domain) return undefined;
  const address = `${local}@${domain}`;
  return isValidEmail(address) ? address : undefined;
}

/**
 * The spellings to look an address up by: its one spelling, then the one rows written before
 * it was introduced may still have (trimmed and lower case only; alone for an address that an
 * older, laxer check let in and the one spelling refuses). Empty when it is no address.
 */
export function emailLookupSpellings(raw: string): string[] {
  const legacy = raw.trim().toLowerCase();
  const normalised = normaliseEmail(raw);
  if (!normalised) return isValidEmail(legacy) ? [legacy] : [];
  return legacy === normalised ? [normalised] : [normalised, legacy];
}

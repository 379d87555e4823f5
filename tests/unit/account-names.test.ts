import { describe, expect, it } from "vitest";
import {
  displayNameIssues,
  emailLookupSpellings,
  isReservedName,
  normaliseDomain,
  normaliseEmail,
  usernameIssues,
} from "../../content/rules/accountNames";

describe("the one spelling of an email address", () => {
  it.each([
    ["someone@example.com", "someone@example.com"],
    ["  Someone@Example.COM  ", "someone@example.com"],
    ["a@evil.example.", "a@evil.example"],
    ["a@evil.example..", "a@evil.example"],
    ["a@EVIL.example.", "a@evil.example"],
    ["\u00a0a@evil.example\t", "a@evil.example"],
    ["a@bücher.example", "a@xn--bcher-kva.example"],
    ["a@BÜCHER.example.", "a@xn--bcher-kva.example"],
    ["a@xn--bcher-kva.example", "a@xn--bcher-kva.example"],
    // Full-width letters and the ideographic full stop are the same domain under IDNA.
    ["a@ｅｖｉｌ。example", "a@evil.example"],
    ["a@ｅｖｉｌ.example", "a@evil.example"],
    ["José@correo.example", "josé@correo.example"],
    // Characters IDNA maps to nothing leave the domain they hid in.
    ["a@ev\u200bil.example", "a@evil.example"],
    ["a@ev\u00adil.example", "a@evil.example"],
    ["a@ev\u2060il.example", "a@evil.example"],
  ])("%j is stored as %j", (raw, stored) => {
    expect(normaliseEmail(raw)).toBe(stored);
  });

  it.each([
    "",
    "no-at-sign",
    "@example.com",
    "a@",
    "a@.",
    "a@example",
    "a b@example.com",
    "a@exa mple.com",
    "a@example.com/path",
    "a@example.com:25",
    "a@[127.0.0.1]",
    "a@127.0.0.1",
    "a@0x7f.1",
    "a@-bad-.example",
    "a@under_score.example",
    `a@${"x".repeat(64)}.example`,
    `${"x".repeat(250)}@example.com`,
    "a\u200b@example.com",
    "a\u202e@example.com",
    "a\u00a0b@example.com",
  ])("%j is no address", (raw) => {
    expect(normaliseEmail(raw)).toBeUndefined();
  });

  it("normalises bare domains the same way (the email blockers' values)", () => {
    expect(normaliseDomain("Evil.Example.")).toBe("evil.example");
    expect(normaliseDomain("bücher.example")).toBe("xn--bcher-kva.example");
    expect(normaliseDomain("localhost")).toBeUndefined();
  });

  it("looks an address up by its one spelling and by the spelling older rows were stored in", () => {
    expect(emailLookupSpellings("  A@Evil.Example. ")).toEqual(["a@evil.example", "a@evil.example."]);
    expect(emailLookupSpellings("a@bücher.example")).toEqual(["a@xn--bcher-kva.example", "a@bücher.example"]);
    expect(emailLookupSpellings("a@evil.example")).toEqual(["a@evil.example"]);
    expect(emailLookupSpellings("not an address")).toEqual([]);
    // An address an older check let in is still looked up as it was stored.
    expect(emailLookupSpellings("Old@Under_Score.example")).toEqual(["old@under_score.example"]);
  });
});

describe("display names", () => {
  it.each([
    "Sir Reginald",
    "José María",
    "山田　太郎",
    "سارا",
    "Zoë 🐉",
    // An emoji built with zero-width joiners is one picture, not hidden text.
    "Family 👨\u200d👩\u200d👧",
    "Pirate 🏴\u200d☠️",
    "Mod Squad",
    "Staffordshire",
  ])("%j is a fine display name", (name) => {
    expect(displayNameIssues(name)).toEqual([]);
  });

  it.each([
    ["bidi embedding", "abc\u202adef"],
    ["bidi override", "\u202egnp.exe"],
    ["bidi isolate", "a\u2066b\u2069"],
    ["right-to-left mark", "a\u200fb"],
    ["zero-width space", "sta\u200bff"],
    ["zero-width non-joiner", "a\u200cb"],
    ["zero-width joiner between letters", "sta\u200dff"],
    ["word joiner", "a\u2060b"],
    ["invisible separator", "a\u2063b"],
    ["byte order mark", "\ufeffname"],
    ["Arabic letter mark", "a\u061cb"],
    ["Mongolian vowel separator", "a\u180eb"],
    ["soft hyphen", "sta\u00adff"],
    ["Hangul filler", "\u3164"],
    ["tag characters outside a flag", "a\u{e0041}"],
    ["line separator", "a\u2028b"],
  ])("refuses a %s", (_what, name) => {
    expect(displayNameIssues(name)).toContain("displayNameHiddenCharacters");
  });

  it.each([
    "Staff",
    "staff",
    "  Moderator ",
    "SYSTEM",
    "Habitforge",
    "HabitForge Staff",
    "Habitforge-Support",
    "The Staff",
    "Official Moderator",
    "st4ff",
    "M0DERATOR",
    "$ystem",
    "ѕtaff",
    "Ｓｔａｆｆ",
    "Admin Team",
    "Stäff",
    "Ｓｙｓｔｅｍ",
  ])("refuses the reserved name %j", (name) => {
    expect(displayNameIssues(name)).toContain("displayNameReserved");
  });

  it("keeps the old refusals", () => {
    expect(displayNameIssues("  ")).toEqual(["displayNameInvalidLength"]);
    expect(displayNameIssues("bad\nname")).toContain("displayNameNotAllowed");
  });
});

describe("reserved names are one list for usernames and display names", () => {
  it.each(["staff", "moderator", "system", "habitforge", "admin", "support"])("%j", (name) => {
    expect(isReservedName(name)).toBe(true);
    expect(usernameIssues(name)).toContain("usernameNotAllowed");
    expect(displayNameIssues(name)).toContain("displayNameReserved");
  });

  it("refuses usernames made of reserved words too", () => {
    expect(usernameIssues("habitforge_staff")).toContain("usernameNotAllowed");
    expect(usernameIssues("the-moderator")).toContain("usernameNotAllowed");
    expect(usernameIssues("staffordshire")).toEqual([]);
    expect(usernameIssues("modest")).toEqual([]);
  });
});

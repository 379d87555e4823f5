/**
 * The server's slur check of names (worker/lib/accountInput.ts): slurs are found in their leet
 * spellings too, and ordinary names and words that only look like one once digits are read as
 * letters are left alone.
 */
import { describe, expect, it } from "vitest";
import { containsSlur } from "../../worker/lib/accountInput";

describe("the slur check of names", () => {
  it.each(["n1gg3r", "Sp4stic_Hero", "xnigga", "ngga", "N166A", "tr4nny", "The-Kike", "k1k3"])("refuses %s", (name) => {
    expect(containsSlur(name)).toBe(true);
  });

  it.each([
    // Digits after "ng" read as "gga" in leet: a name such as king64 is no slur.
    "king64",
    "Wang64",
    "hang64",
    "K1ng64",
    // Ordinary words in Indonesian, Malay and Tagalog.
    "mangga",
    "Tangga_Naik",
    "bangga",
    "Fantastic_Plastic",
    "Dick Van Dyke",
  ])("accepts %s", (name) => {
    expect(containsSlur(name)).toBe(false);
  });
});

/**
 * The server's own checks of names, beside the shared ones of content/rules/accountNames.ts:
 * slurs, found with the `obscenity` word list (server only, so the list never reaches the
 * client's bundle). Used by the name checks, registration, username changes and `PUT /user`'s
 * display name.
 */
import { DataSet, englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";
import { displayNameIssues, usernameIssues } from "../../content/rules/accountNames";

/**
 * The entries of the library's English list that are slurs against people (its other entries
 * are swear words and sexual terms, which a name may contain as in the public game). Words that
 * are ordinary in another language the game speaks ("negro" in Spanish and Portuguese, "retard"
 * in French) are left out.
 */
const SLUR_ENTRIES = new Set([
  "abeed",
  "abo",
  "africoon",
  "arabush",
  "boonga",
  "chingchong",
  "chink",
  "dyke",
  "fag",
  "kike",
  "nigger",
  "spastic",
  "tranny",
]);

/**
 * The list also finds one slur with its "i" left out ("ngga"), which ordinary syllables spell
 * after a vowel: "mangga" and "tangga" are words in Indonesian, Malay and Tagalog, and a name
 * such as "king64" reads as "kingga" once its digits are read as letters.
 */
const ORDINARY_SYLLABLES = ["angga", "engga", "ingga", "ongga", "ungga"];

let matcher: RegExpMatcher | undefined;

function slurMatcher(): RegExpMatcher {
  if (matcher) return matcher;
  const { blacklistedTerms, whitelistedTerms } = new DataSet<{ originalWord?: string }>()
    .addAll(englishDataset)
    .removePhrasesIf((phrase) => !SLUR_ENTRIES.has(phrase.metadata?.originalWord ?? ""))
    .build();
  const readAsLetters = englishRecommendedTransformers.blacklistMatcherTransformers;
  matcher = new RegExpMatcher({
    blacklistedTerms,
    whitelistedTerms: [...(whitelistedTerms ?? []), ...ORDINARY_SYLLABLES],
    blacklistMatcherTransformers: readAsLetters,
    // The allowed words are read as the slurs are (digits as letters), so "king64" is one too.
    whitelistMatcherTransformers: readAsLetters,
  });
  return matcher;
}

/** Whether a name holds a slur, also where underscores or hyphens separate its words. */
export function containsSlur(name: string): boolean {
  const text = name.slice(0, 200);
  const spaced = text.replace(/[_-]+/g, " ");
  return slurMatcher().hasMatch(text) || (spaced !== text && slurMatcher().hasMatch(spaced));
}

/** Message keys of what is wrong with a username, the server's checks included. */
export function accountUsernameIssues(name: string): string[] {
  const issues = usernameIssues(name);
  if (containsSlur(name)) issues.push("usernameIssueSlur");
  return issues;
}

/** Message keys of what is wrong with a display name, the server's checks included. */
export function accountDisplayNameIssues(name: string): string[] {
  const issues = displayNameIssues(name);
  if (containsSlur(name)) issues.push("displayNameIssueSlur");
  return issues;
}

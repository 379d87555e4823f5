/**
 * How a translation compares with its English catalogue: keys English lacks, keys not yet
 * translated, texts that are not valid ICU messages, texts whose placeholders differ from
 * English's, and texts that are only their key written out (or empty). Used by the unit tests
 * and by `node scripts/i18n-check.mjs`.
 */
import { parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

export interface CatalogueReport {
  /** Keys the translation has and English does not: always a mistake. */
  unknown: string[];
  /** English keys the translation lacks (they show in English). */
  missing: string[];
  /** Texts that do not parse as ICU messages, with the parser's complaint. */
  invalid: { key: string; error: string }[];
  /** Texts whose placeholders differ from English's. */
  placeholders: { key: string; english: string[]; translated: string[] }[];
  /** Texts that say nothing but their key (or nothing at all): a name made from a key is no translation. */
  keyAsText: string[];
}

/**
 * A text that is empty or reads as its own key. In English, the source, a key that is itself
 * a plain word may be its own text ("gold", "or"); a key like `questDragonText` may not.
 */
export function isKeyAsText(key: string, text: string, source = false): boolean {
  const trimmed = text.trim();
  if (trimmed === "") return true;
  return trimmed === key && !(source && /^[a-z]+$/.test(key));
}

function collect(elements: MessageFormatElement[], names: Set<string>) {
  for (const element of elements) {
    // 0 is plain text and 7 a plural's `#`; every other element names an argument.
    if (element.type === 0 || element.type === 7) continue;
    if (element.type === 8) {
      names.add(`<${element.value}>`);
      collect(element.children, names);
      continue;
    }
    names.add(element.value);
    if (element.type === 5 || element.type === 6)
      for (const option of Object.values(element.options)) collect(option.value, names);
  }
}

/** The argument names of an ICU message, sorted; throws when it does not parse. */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  collect(parse(message, { ignoreTag: true }), names);
  return [...names].sort();
}

export function compareCatalogue(
  english: Readonly<Record<string, string>>,
  translation: Readonly<Record<string, string>>,
): CatalogueReport {
  const report: CatalogueReport = { unknown: [], missing: [], invalid: [], placeholders: [], keyAsText: [] };
  for (const key of Object.keys(translation)) if (!Object.hasOwn(english, key)) report.unknown.push(key);
  for (const key of Object.keys(english)) {
    if (!Object.hasOwn(translation, key)) {
      report.missing.push(key);
      continue;
    }
    if (typeof translation[key] !== "string") {
      report.invalid.push({ key, error: "not a text" });
      continue;
    }
    if (isKeyAsText(key, translation[key])) report.keyAsText.push(key);
    let englishNames: string[];
    try {
      englishNames = placeholdersOf(english[key]);
    } catch {
      continue; // English's own invalid texts are reported by validateCatalogue.
    }
    try {
      const translated = placeholdersOf(translation[key]);
      if (translated.join("\n") !== englishNames.join("\n"))
        report.placeholders.push({ key, english: englishNames, translated });
    } catch (error) {
      report.invalid.push({ key, error: String((error as Error).message ?? error) });
    }
  }
  return report;
}

/** Texts of one catalogue (English's) that do not parse as ICU messages, or that are only their key. */
export function validateCatalogue(catalogue: Readonly<Record<string, string>>): { key: string; error: string }[] {
  const invalid: { key: string; error: string }[] = [];
  for (const [key, message] of Object.entries(catalogue)) {
    if (typeof message !== "string") {
      invalid.push({ key, error: "not a text" });
      continue;
    }
    if (isKeyAsText(key, message, true)) {
      invalid.push({ key, error: "the text is empty or only its key" });
      continue;
    }
    try {
      placeholdersOf(message);
    } catch (error) {
      invalid.push({ key, error: String((error as Error).message ?? error) });
    }
  }
  return invalid;
}

/**
 * The server's texts: every message key in every language, filled through ICU message
 * formatting. A key a language lacks falls back to English; only a key English lacks gives
 * "string not found" (spec §8).
 */
import { en } from "./en";
import { de } from "./de";
import { es } from "./es";
import { fr } from "./fr";
import { ja } from "./ja";
import { pt_BR } from "./pt_BR";
import { formatMessage, type MessageVars } from "./format";
import { LANGUAGES, localeOf, type Language } from "./languages";
import { STRING_NOT_FOUND } from "./strings";
import { paramMessages } from "./en/params";

export { LANGUAGES, STRING_NOT_FOUND, type Language };
export { isLanguage, languageFromAcceptLanguage, localeOf, LANGUAGE_NAMES } from "./languages";

const catalogues: Record<Language, Readonly<Record<string, string>>> = { en, de, es, fr, pt_BR, ja };

/** The text of a message key in `language` (English when unknown or untranslated), its placeholders filled in. */
export function t(key: string, vars: MessageVars = {}, language: string = "en"): string {
  // Keys and languages may come from a request: only the catalogues' own entries count.
  const catalogue = Object.hasOwn(catalogues, language) ? catalogues[language as Language] : en;
  const chosen = Object.hasOwn(catalogue, key) ? catalogue : Object.hasOwn(en, key) ? en : undefined;
  if (chosen === undefined) return STRING_NOT_FOUND;
  return formatMessage(key, chosen[key], vars, localeOf(chosen === en ? "en" : language));
}

export function hasMessage(key: string): boolean {
  return Object.hasOwn(en, key);
}

/** One language's own texts (without the English fallback), for tests and the completeness check. */
export function catalogueOf(language: Language): Readonly<Record<string, string>> {
  return catalogues[language];
}

interface ParamPattern {
  key: string;
  pattern: RegExp;
  names: string[];
}

let englishKeys: Map<string, string> | undefined;
let paramPatterns: ParamPattern[] | undefined;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * An English text a route wrote into an error's parameter list, in `language`: a whole
 * catalogue text by its key, else a parameter template (`must be at most {max} characters`)
 * with its values carried over; anything else as written.
 */
export function localizeEnglishText(text: string, language: string): string {
  if (language === "en" || !Object.hasOwn(catalogues, language)) return text;
  englishKeys ??= new Map(
    Object.entries(en)
      .filter(([, message]) => !message.includes("{"))
      .map(([key, message]) => [message, key]),
  );
  const key = englishKeys.get(text);
  if (key !== undefined) return t(key, {}, language);
  paramPatterns ??= Object.entries(paramMessages)
    .filter(([, template]) => template.includes("{"))
    .map(([key, template]) => {
      const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const source = template
        .split(/\{\w+\}/)
        .map(escapeRegExp)
        .join("(.+?)");
      return { key, names, pattern: new RegExp(`^${source}$`), literal: template.replace(/\{\w+\}/g, "").length };
    })
    // The most specific template first: "at most {max} characters" before "at most {max}".
    .sort((a, b) => b.literal - a.literal);
  for (const { key: templateKey, pattern, names } of paramPatterns) {
    const match = pattern.exec(text);
    if (match)
      return t(templateKey, Object.fromEntries(names.map((name, index) => [name, match[index + 1]])), language);
  }
  return text;
}

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

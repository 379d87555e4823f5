/**
 * The server's texts: every message key in every language, filled through ICU message
 * formatting. The catalogues are data (`content/i18n/<language>/<namespace>.json`, flat key ->
 * ICU message). English is always here; another language is handed in by whoever can read
 * it (the Worker from its static assets, Node from the files) the first time it is spoken,
 * and kept. A key a language lacks falls back to English; only a key English lacks gives
 * "string not found" (spec §8).
 */
import { englishNamespaces } from "./english";
import { formatMessage, type MessageVars } from "./format";
import { isLanguage, LANGUAGES, localeOf, type Language } from "./languages";
import { readParamMessage } from "./params";
import { STRING_NOT_FOUND } from "./strings";

export { LANGUAGES, STRING_NOT_FOUND, type Language };
export { isLanguage, languageFromAcceptLanguage, localeOf, LANGUAGE_NAMES } from "./languages";
export { paramMessage } from "./params";

export type Catalogue = Readonly<Record<string, string>>;

const en: Catalogue = Object.freeze(Object.assign({}, ...Object.values(englishNamespaces)));
const catalogues: Partial<Record<Language, Catalogue>> = { en };

/** Keeps a language's catalogue (all its namespaces in one record) for the rest of the isolate's life. */
export function addCatalogue(language: Language, messages: Catalogue): void {
  if (language !== "en") catalogues[language] = messages;
}

/** Whether `language` can be spoken without loading anything. */
export function isCatalogueLoaded(language: string): boolean {
  return isLanguage(language) && catalogues[language] !== undefined;
}

/**
 * The text of a message key in `language` (English when unknown or untranslated), its
 * placeholders filled in. A language whose catalogue was never handed in speaks English: the
 * Worker loads the request's language before its routes run (worker/lib/catalogues.ts).
 */
export function t(key: string, vars: MessageVars = {}, language: string = "en"): string {
  // Keys and languages may come from a request: only the catalogues' own entries count.
  const catalogue = (isLanguage(language) && catalogues[language]) || en;
  const own = Object.hasOwn(catalogue, key);
  if (!own && !Object.hasOwn(en, key)) return STRING_NOT_FOUND;
  return formatMessage(key, own ? catalogue[key] : en[key], vars, localeOf(own ? language : "en"));
}

export function hasMessage(key: string): boolean {
  return Object.hasOwn(en, key);
}

/** One language's own texts (without the English fallback), for tests and the completeness check; undefined until loaded. */
export function catalogueOf(language: Language): Catalogue | undefined {
  return catalogues[language];
}

/** The English catalogue, the source every other language is checked against. */
export const englishCatalogue: Catalogue = en;

/**
 * A parameter message (content/i18n/params.ts) in `language`: its key's text with its values.
 * Anything that is not one is answered as it is.
 */
export function paramText(message: string, language: string): string {
  const read = readParamMessage(message);
  if (!read || !hasMessage(read.key)) return message;
  return t(read.key, read.values, language);
}

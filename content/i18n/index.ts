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
import { STRING_NOT_FOUND } from "./strings";

export { LANGUAGES, STRING_NOT_FOUND, type Language };
export { isLanguage, languageFromAcceptLanguage, localeOf, LANGUAGE_NAMES } from "./languages";

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
  if (language === "en" || !isLanguage(language)) return text;
  englishKeys ??= new Map(
    Object.entries(en)
      .filter(([, message]) => !message.includes("{"))
      .map(([key, message]) => [message, key]),
  );
  const key = englishKeys.get(text);
  if (key !== undefined) return t(key, {}, language);
  paramPatterns ??= Object.entries(englishNamespaces.params)
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

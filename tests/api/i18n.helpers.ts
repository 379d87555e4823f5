/// <reference types="vite/client" />
/**
 * Texts as a language's catalogue files say them, for what the tests expect: read here from
 * the JSON, never from the Worker's catalogues (which load a language only when it is first
 * spoken, and are what the tests check).
 */
import { formatMessage, type MessageVars } from "../../content/i18n/format";
import { isLanguage, type Language, localeOf } from "../../content/i18n/languages";

const files = import.meta.glob<Record<string, string>>("../../content/i18n/*/*.json", {
  eager: true,
  import: "default",
});

const catalogues: Partial<Record<Language, Record<string, string>>> = {};
for (const [path, texts] of Object.entries(files)) {
  const language = path.split("/").at(-2);
  if (!isLanguage(language)) continue;
  catalogues[language] = { ...catalogues[language], ...texts };
}

/** A key's text in `language` (no English fallback: a missing text fails the test that asks). */
export function textIn(language: Language, key: string, vars: MessageVars = {}): string {
  const catalogue = catalogues[language];
  if (!catalogue || !Object.hasOwn(catalogue, key)) throw new Error(`${language} has no text for ${key}`);
  return formatMessage(key, catalogue[key], vars, localeOf(language));
}

import { en } from "./en";

export const LANGUAGES = ["en"] as const;
export type Language = (typeof LANGUAGES)[number];
const catalogues: Record<Language, Record<string, string>> = { en };

import { STRING_NOT_FOUND } from "./strings";

export { STRING_NOT_FOUND };

/** The text of a message key with its `{placeholders}` filled in. */
export function t(key: string, vars: Record<string, string | number> = {}, language: string = "en"): string {
  // Keys and languages may come from a request: only the catalogues' own entries count.
  const catalogue = Object.hasOwn(catalogues, language) ? catalogues[language as Language] : en;
  const template = Object.hasOwn(catalogue, key) ? catalogue[key] : Object.hasOwn(en, key) ? en[key] : undefined;
  if (template === undefined) return STRING_NOT_FOUND;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : match));
}

export function hasMessage(key: string): boolean {
  return Object.hasOwn(en, key);
}

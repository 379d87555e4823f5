import { en } from "./en";

export const LANGUAGES = ["en"] as const;
export type Language = (typeof LANGUAGES)[number];
const catalogues: Record<Language, Record<string, string>> = { en };

import { STRING_NOT_FOUND } from "./strings";

export { STRING_NOT_FOUND };

/** The text of a message key with its `{placeholders}` filled in. */
export function t(key: string, vars: Record<string, string | number> = {}, language: string = "en"): string {
  const catalogue = catalogues[language as Language] ?? en;
  const template = catalogue[key] ?? en[key];
  if (template === undefined) return STRING_NOT_FOUND;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

export function hasMessage(key: string): boolean {
  return key in en;
}

/**
 * The languages the game speaks. Codes are those the original game stores in
 * `preferences.language` (so imported accounts keep theirs); `locale` is the BCP 47 tag that
 * `Intl` and `<html lang>` understand. This module holds no texts, so the client's first
 * screen can import it for nothing.
 */
export const LANGUAGES = ["en", "de", "es", "fr", "pt_BR", "ja"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

/** Each language's own name for itself, as a language picker lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  de: "Deutsch",
  es: "Español",
  fr: "Français",
  pt_BR: "Português (Brasil)",
  ja: "日本語",
};

const LOCALES: Record<Language, string> = { en: "en", de: "de", es: "es", fr: "fr", pt_BR: "pt-BR", ja: "ja" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The BCP 47 tag of a language, for `Intl` and `<html lang>`; English for anything unknown. */
export function localeOf(language: string | undefined): string {
  return isLanguage(language) ? LOCALES[language] : LOCALES.en;
}

/**
 * Our language for one requested tag: `pt-BR`, `pt_br` and `pt` all give `pt_BR`, `de-AT`
 * gives `de`; undefined when we do not speak it.
 */
export function languageOfTag(tag: string): Language | undefined {
  const normalized = tag.trim().replace(/_/g, "-").toLowerCase();
  if (!normalized || normalized === "*") return undefined;
  const exact = LANGUAGES.find((language) => LOCALES[language].toLowerCase() === normalized);
  if (exact) return exact;
  const primary = normalized.split("-")[0];
  return LANGUAGES.find((language) => LOCALES[language].toLowerCase().split("-")[0] === primary);
}

/** The first of the requested tags (most wanted first) that we speak, else English. */
export function bestLanguage(requested: readonly string[]): Language {
  for (const tag of requested) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** An Accept-Language header's tags, most wanted first (`q=0` means "not this one"). */
export function acceptedTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .slice(0, 32)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params
        .map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param)?.[1])
        .find((value) => value !== undefined);
      const weight = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The language an Accept-Language header asks for, else English. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  return bestLanguage(acceptedTags(header));
}

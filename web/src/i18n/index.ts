/**
 * The client's language: which one is spoken, its catalogue, and the texts of the screens.
 * English ships with the code that shows it (each screen imports its namespace); every other
 * language is one chunk loaded when first chosen. A key a language lacks shows in English.
 *
 * The language follows the player's `preferences.language`; a visitor gets what they picked
 * in the footer, else the browser's best match. The last one spoken is remembered so the
 * next visit starts in it without a flash of English.
 */
import { createElement, Fragment, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import type { TextNamespace, WebCatalogue } from "../../../content/i18n/define";
import { formatMessage, formatMessageParts, type MessageVars } from "../../../content/i18n/format";
import { bestLanguage, isLanguage, localeOf, type Language } from "../../../content/i18n/languages";
import { STRING_NOT_FOUND } from "../../../content/i18n/strings";

export {
  isLanguage,
  LANGUAGES,
  LANGUAGE_NAMES,
  localeOf as localeTag,
  type Language,
} from "../../../content/i18n/languages";

const STORAGE_KEY = "habit-language";

const loaders: Record<Exclude<Language, "en">, () => Promise<{ default: WebCatalogue }>> = {
  de: () => import("../../../content/i18n/de/web"),
  es: () => import("../../../content/i18n/es/web"),
  fr: () => import("../../../content/i18n/fr/web"),
  pt_BR: () => import("../../../content/i18n/pt_BR/web"),
  ja: () => import("../../../content/i18n/ja/web"),
};

const catalogues: Partial<Record<Language, WebCatalogue>> = {};
const loading: Partial<Record<Language, Promise<WebCatalogue | undefined>>> = {};
const listeners = new Set<() => void>();

function storedLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/** The remembered language, else the browser's best match among ours. */
export function initialLanguage(): Language {
  return storedLanguage() ?? bestLanguage(browserLanguages());
}

let current: Language = typeof window === "undefined" ? "en" : initialLanguage();

export function currentLanguage(): Language {
  return current;
}

/** The BCP 47 tag of the language spoken now (for `Intl` and Accept-Language). */
export function currentLocale(): string {
  return localeOf(current);
}

function loadCatalogue(language: Language): Promise<WebCatalogue | undefined> {
  if (language === "en" || catalogues[language]) return Promise.resolve(catalogues[language]);
  loading[language] ??= loaders[language]()
    .then((module) => (catalogues[language] = module.default))
    .catch(() => {
      // Offline or a stale deploy: stay readable in English and try again next time.
      delete loading[language];
      return undefined;
    });
  return loading[language];
}

function apply(language: Language) {
  current = language;
  if (typeof document !== "undefined") document.documentElement.lang = localeOf(language);
  for (const listener of listeners) listener();
}

/**
 * Speaks `language` once its catalogue is here. `remember` keeps it for the next visit (a
 * visitor's pick, or a player's saved preference).
 */
let requests = 0;

export async function setLanguage(language: string | undefined, options: { remember?: boolean } = {}): Promise<void> {
  const wanted: Language = isLanguage(language) ? language : "en";
  if (options.remember) {
    try {
      localStorage.setItem(STORAGE_KEY, wanted);
    } catch {
      // Storage may be off (private mode); the choice then lasts for this page only.
    }
  }
  const request = ++requests;
  if (wanted === current && (wanted === "en" || catalogues[wanted])) return;
  await loadCatalogue(wanted);
  // A later choice made while this one loaded wins.
  if (request !== requests) return;
  if (wanted === "en" || catalogues[wanted]) apply(wanted);
}

/** Loads the starting language's catalogue; the first render waits for it so nothing flashes in English. */
export async function startLanguage(): Promise<void> {
  await loadCatalogue(current);
  apply(catalogues[current] || current === "en" ? current : "en");
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language spoken now; the component renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, () => "en");
}

type Key<N extends TextNamespace> = keyof N["en"] & string;

/** One text of a namespace in the language spoken now (for code outside components). */
export function translate<N extends TextNamespace>(namespace: N, key: Key<N>, vars: MessageVars = {}): string {
  const translated = catalogues[current]?.namespaces[namespace.ns];
  const own = translated && Object.hasOwn(translated, key) ? translated[key] : undefined;
  const message = own ?? namespace.en[key];
  return formatMessage(`${namespace.ns}.${key}`, message, vars, own === undefined ? "en" : localeOf(current));
}

/**
 * One text with parts of the page inside it: `{link}` in "needs a {link}." takes an element.
 * Translators move the placeholder where their grammar wants it.
 */
export function translateRich<N extends TextNamespace>(
  namespace: N,
  key: Key<N>,
  vars: Record<string, ReactNode>,
): ReactNode {
  const translated = catalogues[current]?.namespaces[namespace.ns];
  const own = translated && Object.hasOwn(translated, key) ? translated[key] : undefined;
  const parts = formatMessageParts<ReactNode>(
    `${namespace.ns}.${key}`,
    own ?? namespace.en[key],
    vars as Record<string, string | number | ReactNode>,
    own === undefined ? "en" : localeOf(current),
  );
  return createElement(Fragment, null, ...parts);
}

export interface Translate<N extends TextNamespace> {
  (key: Key<N>, vars?: MessageVars): string;
  /** The text with elements in it (see translateRich). */
  rich(key: Key<N>, vars: Record<string, ReactNode>): ReactNode;
}

/** The texts of one namespace for a component, which renders again when the language changes. */
export function useT<N extends TextNamespace>(namespace: N): Translate<N> {
  const language = useLanguage();
  return useMemo(() => {
    const t = ((key: Key<N>, vars?: MessageVars) => translate(namespace, key, vars)) as Translate<N>;
    t.rich = (key, vars) => translateRich(namespace, key, vars);
    return t;
    // The language is what the texts depend on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [namespace, language]);
}

/**
 * A message of the game's own catalogue (a rule's refusal, an error the client words
 * itself), in the language spoken now when its catalogue has it, else in `english`.
 */
export function gameText(key: string, english: Readonly<Record<string, string>>, vars: MessageVars = {}): string {
  const translated = catalogues[current]?.game;
  if (translated && Object.hasOwn(translated, key)) return formatMessage(key, translated[key], vars, localeOf(current));
  if (Object.hasOwn(english, key)) return formatMessage(key, english[key], vars, "en");
  return STRING_NOT_FOUND;
}

/** The game message `key` in the language spoken now, when its catalogue is loaded and has it. */
export function loadedGameText(key: string): string | undefined {
  const translated = catalogues[current]?.game;
  return translated && Object.hasOwn(translated, key)
    ? formatMessage(key, translated[key], {}, localeOf(current))
    : undefined;
}

// Numbers, dates and times in the language spoken now.

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(currentLocale(), options).format(value);
}

export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric" },
): string {
  return new Intl.DateTimeFormat(currentLocale(), options).format(new Date(value));
}

export function formatDateTime(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" },
): string {
  return new Intl.DateTimeFormat(currentLocale(), options).format(new Date(value));
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.35],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/** "3 hours ago", "in 2 days", "gestern" ... in the language spoken now. */
export function formatRelativeTime(value: Date | string | number, now: Date = new Date()): string {
  let amount = (new Date(value).getTime() - now.getTime()) / 1000;
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size)
      return new Intl.RelativeTimeFormat(currentLocale(), { numeric: "auto" }).format(Math.round(amount), unit);
    amount /= size;
  }
  return formatDate(value);
}

/**
 * Speaks the signed-in player's saved language. Answers true while its catalogue is on the
 * way, so the screen can wait instead of flashing in another language; a catalogue that
 * cannot load leaves the current language in place.
 */
export function usePlayerLanguage(preference: string | undefined): boolean {
  const language = useLanguage();
  const wanted = isLanguage(preference) ? preference : undefined;
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    if (!wanted || wanted === language) return;
    let live = true;
    void setLanguage(wanted, { remember: true }).then(() => {
      if (live && currentLanguage() !== wanted) setFailed(wanted);
    });
    return () => {
      live = false;
    };
  }, [wanted, language]);
  return wanted !== undefined && wanted !== language && failed !== wanted;
}

/** A weekday's name (0 is Sunday) in the language spoken now: "Monday", "Mo.", "月曜日"... */
export function weekdayName(index: number, style: "long" | "short" = "long"): string {
  // 4 January 2026 was a Sunday.
  return new Intl.DateTimeFormat(currentLocale(), { weekday: style, timeZone: "UTC" }).format(
    Date.UTC(2026, 0, 4 + index),
  );
}

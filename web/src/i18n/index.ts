/**
 * The client's language: which one is spoken, its catalogue, and the texts of the screens.
 * The texts are data (`web/src/i18n/<language>/<namespace>.json`). English ships with the code
 * that shows it (each screen imports its namespace from `./namespaces/`); every other language
 * is one chunk (all its namespaces) loaded when first chosen. A key a language lacks shows in English.
 *
 * The language follows the player's `preferences.language`; a visitor gets what they picked
 * in the footer, else the browser's best match. The last one spoken is remembered so the
 * next visit starts in it without a flash of English.
 */
import { createElement, Fragment, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import {
  type CompiledMessage,
  formatMessage,
  formatMessageParts,
  type MessageVars,
} from "../../../content/i18n/format";
import { bestLanguage, isLanguage, localeOf, type Language } from "../../../content/i18n/languages";
import { STRING_NOT_FOUND } from "../../../content/i18n/strings";
import type { TextNamespace } from "./define";

export {
  isLanguage,
  LANGUAGES,
  LANGUAGE_NAMES,
  localeOf as localeTag,
  type Language,
} from "../../../content/i18n/languages";

const STORAGE_KEY = "habit-language";

export type { TextNamespace } from "./define";
export type { MessageVars };

type Texts = Readonly<Record<string, CompiledMessage>>;
/** One language's namespaces by name. */
type Catalogue = Readonly<Record<string, Texts>>;

// Each language but English, all its namespaces in one chunk (./languages/<language>.ts).
const languageFiles = import.meta.glob<Readonly<Record<string, Texts>>>("./languages/*.ts", { import: "default" });

async function importCatalogue(language: Language): Promise<Catalogue> {
  const load = languageFiles[`./languages/${language}.ts`];
  if (!load) throw new Error(`no catalogue for ${language}`);
  const files = await load();
  // "../de/core.json" -> "core"
  return Object.fromEntries(
    Object.entries(files).map(([path, texts]) => [path.slice(path.lastIndexOf("/") + 1, -".json".length), texts]),
  );
}

const catalogues: Partial<Record<Language, Catalogue>> = {};
const loading: Partial<Record<Language, Promise<Catalogue | undefined>>> = {};
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

function loadCatalogue(language: Language): Promise<Catalogue | undefined> {
  if (language === "en" || catalogues[language]) return Promise.resolve(catalogues[language]);
  loading[language] ??= importCatalogue(language)
    .then((catalogue) => (catalogues[language] = catalogue))
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
  const translated = catalogues[current]?.[namespace.ns];
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
  const translated = catalogues[current]?.[namespace.ns];
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
 * A text of a namespace by a key known only at run time (a rule's refusal, a message key the
 * server named): in the language spoken now when its catalogue has it, else in English, else
 * "string not found".
 */
export function textOf(namespace: TextNamespace, key: string, vars: MessageVars = {}): string {
  const translated = catalogues[current]?.[namespace.ns];
  if (translated && Object.hasOwn(translated, key)) return formatMessage(key, translated[key], vars, localeOf(current));
  if (Object.hasOwn(namespace.en, key)) return formatMessage(key, namespace.en[key], vars, "en");
  return STRING_NOT_FOUND;
}

/** The text of `key` in the language spoken now, when that language's catalogue is loaded and has it. */
export function loadedText(namespace: TextNamespace, key: string): string | undefined {
  const translated = catalogues[current]?.[namespace.ns];
  return translated && Object.hasOwn(translated, key)
    ? formatMessage(key, translated[key], {}, localeOf(current))
    : undefined;
}

// Numbers, dates and times in the language spoken now.

// Making an Intl formatter costs far more than using one (a board of 500 tasks formats hundreds
// of figures), so each locale and set of options makes its formatter once.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: string,
  options: object | undefined,
  make: (locale: string) => F,
): F {
  const locale = currentLocale();
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ""}`;
  let found = formatters.get(key) as F | undefined;
  if (!found) {
    found = make(locale);
    formatters.set(key, found);
  }
  return found;
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return formatter("number", options, (locale) => new Intl.NumberFormat(locale, options)).format(value);
}

export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric" },
): string {
  return formatter("date", options, (locale) => new Intl.DateTimeFormat(locale, options)).format(new Date(value));
}

export function formatDateTime(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" },
): string {
  return formatter("date", options, (locale) => new Intl.DateTimeFormat(locale, options)).format(new Date(value));
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
      return formatter(
        "relative",
        undefined,
        (locale) => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }),
      ).format(Math.round(amount), unit);
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
  const options: Intl.DateTimeFormatOptions = { weekday: style, timeZone: "UTC" };
  return formatter("date", options, (locale) => new Intl.DateTimeFormat(locale, options)).format(
    Date.UTC(2026, 0, 4 + index),
  );
}

/**
 * The colour theme: the system's (light or dark, as the device says) unless the player chose one
 * in the settings. The choice is kept on this device and applied to the page's root element;
 * the style sheet picks its colours with `light-dark()`, so "system" needs no script at all.
 */
import { useSyncExternalStore } from "react";

export const THEME_KEY = "habitforge-theme";
export const THEMES = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof THEMES)[number];

const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

export function readTheme(): ThemeChoice {
  const stored = storage()?.getItem(THEME_KEY);
  return isThemeChoice(stored) ? stored : "system";
}

/** Puts the choice on the page: a chosen theme as `data-theme` on <html>, none for the system's. */
export function applyTheme(choice: ThemeChoice = readTheme()): void {
  if (typeof document === "undefined") return;
  const root = document.documentElement;
  if (choice === "system") delete root.dataset.theme;
  else root.dataset.theme = choice;
}

export function chooseTheme(choice: ThemeChoice): void {
  const store = storage();
  if (choice === "system") store?.removeItem(THEME_KEY);
  else store?.setItem(THEME_KEY, choice);
  applyTheme(choice);
  for (const listener of listeners) listener();
}

/** Applies the stored choice now and follows changes made in another tab. */
export function startTheme(): void {
  applyTheme();
  if (typeof window === "undefined") return;
  window.addEventListener("storage", (event) => {
    if (event.key !== THEME_KEY && event.key !== null) return;
    applyTheme();
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): ThemeChoice {
  return useSyncExternalStore(subscribe, readTheme, () => "system");
}

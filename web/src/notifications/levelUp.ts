/**
 * How a level-up celebration is worded when it shows: for the newest level reached (several
 * merge into one while the dialog waits), in the language spoken now.
 */
import { translate } from "../i18n";
import text from "../i18n/namespaces/celebrations";
import type { Celebration } from "./celebrations";

function levelUpWords(level: number): { title: string; text: string } {
  return {
    title: translate(text, "levelUpTitle", { level }),
    text: translate(text, "levelUpText", { level }),
  };
}

/** The title and text a celebration shows: level ups (merged ones too) say the level they reached. */
export function celebrationWords(celebration: Celebration): { title: string; text: string } {
  if (celebration.kind === "levelUp" && celebration.levels) return levelUpWords(celebration.levels.to);
  return { title: celebration.title, text: celebration.text };
}

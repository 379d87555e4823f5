/** The classes' names as players read them: one place, so every screen says "Mage" alike, in the player's language. */
import words from "./i18n/namespaces/words";
import { translate } from "./i18n";

/** Each class's word in the words namespace (wizards are called mages). */
export const CLASS_NAMES = {
  warrior: "warrior",
  rogue: "rogue",
  wizard: "mage",
  healer: "healer",
} as const satisfies Record<string, keyof (typeof words)["en"]>;

export function className(klass: string | undefined): string {
  if (!klass) return "";
  return Object.hasOwn(CLASS_NAMES, klass) ? translate(words, CLASS_NAMES[klass as keyof typeof CLASS_NAMES]) : klass;
}

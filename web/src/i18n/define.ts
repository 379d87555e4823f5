/**
 * The client's texts come in namespaces, one per area of the screens: `web/src/i18n/<language>/<namespace>.json`,
 * flat key -> ICU message, English the source. A screen imports its namespace from
 * `web/src/i18n/namespaces/<namespace>.ts`, which carries the English texts (and their keys' type);
 * every other language is loaded as one chunk when first spoken.
 */
export interface TextNamespace<M extends Record<string, string> = Record<string, string>> {
  readonly ns: string;
  readonly en: M;
}

/** Namespaces only in English: the staff screens (`/admin`), which speak to the people who run the server. */
export const ENGLISH_ONLY_NAMESPACES: readonly string[] = ["admin"];

export function defineText<M extends Record<string, string>>(ns: string, en: M): TextNamespace<M> {
  return { ns, en };
}

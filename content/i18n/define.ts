/**
 * The client's texts come in namespaces, one per area of the screens
 * (`content/i18n/<language>/web/<namespace>.ts`). English defines each namespace's keys;
 * a translation may leave keys out (they show in English) but may not add any.
 */
export interface TextNamespace<M extends Record<string, string> = Record<string, string>> {
  readonly ns: string;
  readonly en: M;
}

export function defineText<const M extends Record<string, string>>(ns: string, en: M): TextNamespace<M> {
  return { ns, en };
}

/** A translation of one namespace: some or all of its English keys. */
export type Translation<N extends TextNamespace> = Partial<Record<keyof N["en"], string>>;

/** One language's client catalogue: its namespaces by name, and the game's messages the client shows itself. */
export interface WebCatalogue {
  namespaces: Record<string, Readonly<Record<string, string>>>;
  game: Readonly<Record<string, string>>;
}

/** The classes' skills and the special items, their names and notes in the language spoken now. */
import { api } from "../api/client";
import { currentLanguage } from "../i18n";
import type { SpellTables } from "./skills";

export const spellTablesQuery = (language: string = currentLanguage()) => ({
  queryKey: ["content", language, "spells"],
  queryFn: () => api.get<SpellTables>("/content", { query: { language, sections: "spells,specialSpells" } }),
  staleTime: Infinity,
  gcTime: Infinity,
});

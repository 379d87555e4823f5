/**
 * The game's content tables (GET /content), cached for the session: the screens' tables in the
 * language spoken, and the few sections the tasks screen's drawers and pins and the quest
 * celebrations read on their own.
 */
import { queryOptions } from "@tanstack/react-query";
import type { ContentSection } from "../../../content/public";
import { api } from "../api/client";
import type { GameContent, PinContent, SpellTables } from "../api/content";
import { currentLanguage } from "../i18n";

export const contentKeys = {
  all: ["content"] as const,
  game: (language: string) => ["content", language] as const,
  spells: (language: string) => ["content", language, "spells"] as const,
  quests: ["content", "en", "quests"] as const,
  pins: ["content", "en", "pins"] as const,
};

/** The tables of GameContent: the screens fetch only these (the whole document is the tools'). */
export const GAME_CONTENT_SECTIONS = [
  "gear",
  "eggs",
  "hatchingPotions",
  "food",
  "pets",
  "mounts",
  "quests",
  "questBundles",
  "specialSpells",
  "cards",
  "backgrounds",
  "backgroundSets",
  "appearance",
  "appearanceSets",
  "mysterySets",
  "achievements",
  "timeTravelStable",
] as const satisfies readonly (keyof GameContent & ContentSection)[];

/** GET /content in a language (the one spoken now unless told): names and notes come translated. */
export const contentQuery = (language: string = currentLanguage()) =>
  queryOptions({
    queryKey: contentKeys.game(language),
    queryFn: () => api.get<GameContent>("/content", { query: { language, sections: GAME_CONTENT_SECTIONS.join(",") } }),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The classes' skills and the special items, their names and notes in a language (the one spoken now unless told). */
export const spellTablesQuery = (language: string = currentLanguage()) =>
  queryOptions({
    queryKey: contentKeys.spells(language),
    queryFn: () => api.get<SpellTables>("/content", { query: { language, sections: "spells,specialSpells" } }),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The quests' tables for the celebrations (in the language spoken now). */
export const questTablesQuery = () =>
  queryOptions({
    queryKey: contentKeys.quests,
    queryFn: () =>
      api.get<Pick<GameContent, "quests">>("/content", {
        query: { language: currentLanguage(), sections: "quests" },
      }),
    staleTime: Infinity,
    gcTime: Infinity,
  });

const PIN_SECTIONS = "gear,eggs,hatchingPotions,food,quests,questBundles,specialSpells";

export const pinContentQuery = () =>
  queryOptions({
    queryKey: contentKeys.pins,
    queryFn: () => api.get<PinContent>("/content", { query: { language: "en", sections: PIN_SECTIONS } }),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/**
 * GET /content: the game's tables with their texts in the player's language, by sections (the
 * server's `content/public.ts`). These are the parts the screens read.
 */
import type {
  Achievement,
  AppearanceKind,
  AppearanceOption,
  AppearanceSet,
  Background,
  BackgroundSet,
  Egg,
  Food,
  GearItem,
  HatchingPotion,
  Mount,
  Pet,
  Quest,
  QuestBundle,
  Spell,
} from "../../../content/data/types";

export interface MysterySetView {
  key: string;
  text: string;
  items: string[];
  start?: string;
}

/** The parts of GET /content the screens read, texts already in the player's language. */
export interface GameContent {
  gear: Record<string, GearItem>;
  eggs: Record<string, Egg>;
  hatchingPotions: Record<string, HatchingPotion>;
  food: Record<string, Food>;
  pets: Record<string, Pet & { text: string }>;
  mounts: Record<string, Mount & { text: string }>;
  quests: Record<string, Quest>;
  questBundles: Record<string, QuestBundle>;
  specialSpells: Record<string, Spell>;
  cards: Record<string, Spell>;
  backgrounds: Record<string, Background>;
  backgroundSets: BackgroundSet[];
  appearance: Record<AppearanceKind, Record<string, AppearanceOption>>;
  appearanceSets: Record<string, AppearanceSet>;
  mysterySets: Record<string, MysterySetView>;
  achievements: Record<string, Achievement & { title?: string; text?: string }>;
  timeTravelStable: { pets: string[]; mounts: string[] };
}

/** The skills drawer's tables: class skills by class, and the special spells. */
export interface SpellTables {
  spells: Record<string, Record<string, Spell>>;
  specialSpells: Record<string, Spell>;
}

/** The parts of the content the market pins read: names and prices. */
export interface PinContent {
  gear?: Record<string, { text: string; notes?: string; value: number }>;
  eggs?: Record<string, { text: string; notes?: string; value: number }>;
  hatchingPotions?: Record<string, { text: string; notes?: string; value: number }>;
  food?: Record<string, { text: string; notes?: string; value: number }>;
  quests?: Record<string, { text: string; notes?: string; value: number; goldValue?: number }>;
  questBundles?: Record<string, { text: string; notes?: string; value: number }>;
  specialSpells?: Record<string, { text: string; notes?: string; value?: number }>;
}

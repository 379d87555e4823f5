/**
 * Class skills, seasonal special spells, their debuff potions and greeting cards
 * (content spec §9 "Skills"). Message keys: spell<Key>Text / spell<Key>Notes.
 */
import {
  CARD_PRICE_GOLD,
  CARD_TYPES,
  DEBUFF_MAP,
  DEBUFF_POTION_COST,
  SPECIAL_SPELL_PRICE_GOLD,
  type PlayerClass,
} from "./constants";
import type { Season, Spell, SpellTarget } from "./types";

const messageKey = (key: string, field: "Text" | "Notes"): string =>
  `spell${key.charAt(0).toUpperCase()}${key.slice(1)}${field}`;

function skill(key: string, klass: PlayerClass, mana: number, lvl: number, target: SpellTarget): Spell {
  return { key, klass, mana, lvl, target, text: messageKey(key, "Text"), notes: messageKey(key, "Notes") };
}

/** Each class learns one skill at each of levels 11, 12, 13 and 14. */
export const spells: Record<PlayerClass, Record<string, Spell>> = {
  wizard: {
    fireball: skill("fireball", "wizard", 10, 11, "task"),
    mpheal: skill("mpheal", "wizard", 30, 12, "party"),
    earth: skill("earth", "wizard", 35, 13, "party"),
    frost: skill("frost", "wizard", 40, 14, "self"),
  },
  warrior: {
    smash: skill("smash", "warrior", 10, 11, "task"),
    defensiveStance: skill("defensiveStance", "warrior", 25, 12, "self"),
    valorousPresence: skill("valorousPresence", "warrior", 20, 13, "party"),
    intimidate: skill("intimidate", "warrior", 15, 14, "party"),
  },
  rogue: {
    pickPocket: skill("pickPocket", "rogue", 10, 11, "task"),
    backStab: skill("backStab", "rogue", 15, 12, "task"),
    toolsOfTrade: skill("toolsOfTrade", "rogue", 25, 13, "party"),
    stealth: skill("stealth", "rogue", 45, 14, "self"),
  },
  healer: {
    heal: skill("heal", "healer", 15, 11, "self"),
    brightness: skill("brightness", "healer", 15, 12, "tasks"),
    protectAura: skill("protectAura", "healer", 30, 13, "party"),
    healAll: skill("healAll", "healer", 25, 14, "party"),
  },
};

/** Healing skills never raise health above this. */
export const HEAL_CAP = 50;

const SPELL_SEASONS: Record<keyof typeof DEBUFF_MAP, Season> = {
  snowball: "winter",
  spookySparkles: "fall",
  shinySeed: "spring",
  seafoam: "summer",
};

function seasonalSpell(key: keyof typeof DEBUFF_MAP): Spell {
  return {
    key,
    klass: "special",
    // Bought with gold in the seasonal shop; casting one costs no mana (content/spells.js).
    mana: 0,
    value: SPECIAL_SPELL_PRICE_GOLD,
    lvl: 1,
    target: "user",
    purchaseType: "spells",
    buff: key,
    season: SPELL_SEASONS[key],
    text: messageKey(key, "Text"),
    notes: messageKey(key, "Notes"),
  };
}

function debuffPotion(spell: keyof typeof DEBUFF_MAP): Spell {
  const key = DEBUFF_MAP[spell];
  return {
    key,
    klass: "special",
    mana: 0,
    value: DEBUFF_POTION_COST,
    lvl: 1,
    target: "self",
    immediateUse: true,
    purchaseType: "debuffPotion",
    buff: spell,
    text: messageKey(key, "Text"),
    notes: messageKey(key, "Notes"),
  };
}

function card(type: (typeof CARD_TYPES)[number]): Spell {
  // Keyed by the card type alone, as the public game's special spells are (content/spells.js).
  const key: string = type;
  return {
    key,
    klass: "special",
    mana: 0,
    value: CARD_PRICE_GOLD,
    lvl: 1,
    target: "user",
    purchaseType: "cards",
    text: messageKey(key, "Text"),
    notes: messageKey(key, "Notes"),
  };
}

const SEASONAL_SPELL_KEYS = Object.keys(DEBUFF_MAP) as (keyof typeof DEBUFF_MAP)[];

export const specialSpells: Record<string, Spell> = Object.fromEntries([
  ...SEASONAL_SPELL_KEYS.map((key) => [key, seasonalSpell(key)] as const),
  ...SEASONAL_SPELL_KEYS.map((key) => [DEBUFF_MAP[key], debuffPotion(key)] as const),
]);

export const cards: Record<string, Spell> = Object.fromEntries(CARD_TYPES.map((type) => [type, card(type)]));

/** Every castable thing by key: class skills, special spells and cards. */
export const allSpells: Record<string, Spell> = {
  ...Object.assign({}, ...Object.values(spells)),
  ...specialSpells,
  ...cards,
};
